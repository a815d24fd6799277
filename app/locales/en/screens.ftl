app-name = Spieleabend

# Each language is named in itself, in every catalogue.
language-de = Deutsch
language-en = English

## Where back goes

back-to-home = Back to the start
back-to-setup = Back to the game setup
back-to-table = Back to the game
back-to-settings = Back to the settings
back-to-statistics = Back to the statistics
back-to-rules = Back to the list of rules
back-to-rules-page = Back to the rules
back-to-nearby = Back to playing nearby
back-to-nearby-host = Back to hosting
back-to-nearby-join = Back to joining
back-to-nearby-table = Back to the table nearby

## Home

home-continue-game = Continue { $game }
home-saved-progress = Game { $number } · { $name } to play
home-new-game = New game
home-nearby = Play with devices nearby
home-statistics = Statistics
home-settings = Settings
home-rules = Rules

## Saved files that could not be read

storage-file-session = The saved game
storage-file-settings = The saved settings
storage-file-statistics = The saved statistics
storage-damage-not-a-file = it is not a file
storage-damage-too-large = it is larger than the app reads ({ $megabytes } MB)
storage-damage-not-text = it is not text (the file is damaged)
storage-damage-unreadable = the system would not read it ({ $reason })
storage-io = { $code ->
    [permission-denied] access was refused
    [read-only] the storage is read-only
    [storage-full] there is no space left
    [not-found] the folder is missing
    [not-a-file] something else is in the file’s place
    [busy] the file is in use
   *[other] the system refused
}
storage-damage-content = its content is not what the app wrote
storage-damage-write = it could not be saved ({ $reason }); the last saved version stays
storage-set-aside = { $what } could not be read: { $why }. It was kept as { $name } and the app started without it.
storage-not-set-aside = { $what }: { $why }.

## Setup

setup-title = New game
setup-guided-text = New to { $game }? A guided first game teaches it move by move.
setup-guided-button = Play a guided first game
setup-variant = Variant
setup-players = Players
setup-seat = Seat { $n }
setup-player-person = Person
setup-player-bot-easy = Bot: easy
setup-player-bot-medium = Bot: medium
setup-player-bot-hard = Bot: hard
setup-default-person = Player { $n }
setup-default-bot = Bot { $n }
setup-start = Start the game
setup-replaces = You have a saved game of { $game }: starting asks before it is replaced.
setup-replaces-confirm = Start again to replace your saved game of { $game }, or go back to continue it.
setup-start-replacing = Replace and start
setup-start-failed = The game could not start. { $reason }
setup-problem-no-person = At least one seat must be a person at this device.
setup-problem-name-long = The name at seat { $seat } is too long (at most { $max } letters).
setup-problem-name-control = The name at seat { $seat } contains characters that cannot be shown.
setup-problem-name-twice = Two seats are called { $name }; give them different names.
setup-problem-range = { $option } must be between { $min } and { $max }.
setup-problem-option = The value of “{ $option }” does not fit; set it again.
setup-problem-players = { $game } is played by { $min } to { $max } players.
setup-problem-variant = This variant does not belong to the game.
setup-problem-settings = These settings do not fit together; change one of them.

## Settings

settings-title = Settings
settings-language = Language
settings-pace = Bot pace
settings-pace-slow = Slow
settings-pace-normal = Normal
settings-pace-fast = Fast
settings-animation = Animations
settings-animation-off = Off
settings-animation-normal = Normal
settings-animation-fast = Fast
settings-card-size = Card size
settings-card-size-small = Small
settings-card-size-normal = Normal
settings-card-size-large = Large
settings-left-handed = Left-handed layout
settings-auto-single-choice = Play a single possible move by itself
settings-colour-blind-marks = Shapes on coloured cards
settings-sound = Sounds
settings-haptics = Vibration

## Statistics

stats-title = Statistics
stats-not-played = Not played yet.
stats-opponents-people = People only
stats-opponents-easy = Bots: easy
stats-opponents-medium = Bots: medium
stats-opponents-hard = Bots: hard
stats-column-games = Games
stats-column-wins = Wins
stats-column-win-rate = Win rate
stats-column-best-streak = Best streak
stats-column-streak = Streak
stats-column-place = Avg. place
stats-win-rate = { $rate }%
stats-reset = Reset statistics
stats-reset-question = Delete every game's record? This cannot be undone.
stats-reset-confirm = Delete
stats-reset-keep = Keep
stats-summary = { $played ->
        [one] One game
       *[other] { $played } games
    }, { $won ->
        [0] none won
        [one] one won
       *[other] { $won } won
    }, { $streak ->
        [0] no current winning streak
        [one] current streak one win
       *[other] current streak { $streak } wins
    }, best streak { $best ->
        [0] no win
        [one] one win
       *[other] { $best } wins
    }, average place { $place }.

## Rules

rules-screen-title = Rules

## Playing nearby

nearby-screen-title = Play with devices nearby
nearby-screen-host = Host a table …
nearby-screen-join = Join a table …
nearby-screen-host-title = Host a table
nearby-screen-host-game = Game: { $game } (as in the game setup)
nearby-screen-host-explanation = Opening the table lets devices on this network find it and join with the code shown here. Close it when you are done.
nearby-screen-host-open = Open the table to others
nearby-screen-host-close = Close the table
nearby-screen-host-join-info = Others join at { $address } with the code { $code }.
nearby-screen-join-title = Join a table
nearby-screen-join-looking = Looking for tables nearby …
nearby-screen-join-found = { $count ->
        [one] One table found nearby.
       *[other] { $count } tables found nearby.
    }
nearby-screen-join-address = Address (host:port)
nearby-screen-join-code = Join code
nearby-screen-join-connect = Join
nearby-screen-join-need-address = Choose a table found nearby or type its address.
nearby-screen-join-bad-address = The address needs the form host:port, e.g. 192.168.1.20:7777.
nearby-screen-join-need-code = Type the join code the host's screen shows.
nearby-screen-join-bad-code = The join code has only letters and digits (at most 12).
nearby-screen-table-name = { $name }’s table
nearby-screen-host-start = Start the game
nearby-screen-to-table = Back to the table
nearby-screen-join-waiting = Joined. Waiting for the host to start the game …
nearby-screen-host-need-guest = Set at least one more seat to Person in the game setup: those seats are for the devices that join.
nearby-screen-medium-network = network
nearby-screen-medium-bluetooth = Bluetooth
nearby-screen-found-entry = { $name } · { $medium }
nearby-screen-join-bluetooth-no-game = This Bluetooth table has not said its game yet. Wait a moment for the list to refresh.
nearby-screen-bluetooth-off = Bluetooth is off. Switch it on to join this table.
nearby-screen-bluetooth-not-allowed = Spieleabend may not use Bluetooth. Allow devices nearby in the system settings to join this table.
nearby-screen-bluetooth-unreachable = The table could not be reached over Bluetooth. Come closer to the host's device and try again.
nearby-screen-with-detail = { $sentence } ({ $detail })
nearby-screen-host-bluetooth = Also announced over Bluetooth: devices close by find the table without this network.
nearby-screen-join-bluetooth-refused = Bluetooth is not allowed, so tables are looked for on this network only. Allow devices nearby for Spieleabend in the system settings to find tables over Bluetooth too.
nearby-screen-join-network-refused = The local network is not allowed, so tables are looked for over Bluetooth only. Allow the local network for Spieleabend in the system settings to find tables on this network too.
nearby-screen-host-bluetooth-refused = Bluetooth is not allowed, so devices find this table on this network only. Allow devices nearby for Spieleabend in the system settings to announce it over Bluetooth too.
