## The full-screen terminal client: box titles and the key line (keys are named as the
## keyboard shows them).

terminal-game = Game
terminal-players = Players
terminal-events = Last events
terminal-your-hand = Your hand
terminal-log = Log
terminal-last-card = Last card
terminal-too-small = Please make the window at least { $columns }×{ $rows } characters.

terminal-keys-home = ↑↓ choose · Enter open · q quit
terminal-keys-notices = d dismiss the notes
terminal-keys-setup = ↑↓ choose · ←→ change · Enter start · Esc back
terminal-keys-seat-name = type a name · Backspace deletes
terminal-keys-number = digits type a number
terminal-keys-settings = ↑↓ choose · ←→ or Enter change · Esc back
terminal-keys-page = ↑↓ PgUp PgDn scroll · Esc back
terminal-key-learn = l play the guided first game
terminal-key-skip-lesson = s skip the lesson
terminal-keys-list = ↑↓ choose · Enter open · Esc back
terminal-keys-host = Enter { $action } · Esc back
terminal-keys-join = ↑↓ choose · type the address and the code · Enter connect · Esc back

terminal-key-move = ←→ choose
terminal-key-pick = Enter pick
terminal-key-tick = Space tick
terminal-key-confirm = Enter: { $what }
terminal-key-step-back = Esc step back
terminal-key-undo = u undo
terminal-key-hint = h hint
terminal-key-play-hint = h: { $what }
terminal-key-log = l log
terminal-key-rules = ? rules
terminal-key-menu = Esc menu
terminal-key-quit = q quit
terminal-key-enter = Enter: { $what }
terminal-key-rematch = n: { $what }

terminal-saved = The game is saved: “spieleabend play” and Continue take you back to it.
terminal-saved-file = It is also saved in { $path } (“spieleabend play --resume { $path }”).
terminal-not-saved = The game could not be saved in the app’s folder ({ $reason }).
terminal-saved-instead = It is saved in { $path } instead: “spieleabend play --resume { $path }” takes you back to it.
terminal-not-saved-anywhere = Its last moves are not saved anywhere ({ $reason }).
terminal-bye = Bye!
terminal-no-data-dir = There is no folder for the app's files: set SPIELEABEND_DATA_DIR or HOME.

## Mistakes on the command line (after "spieleabend: ")
terminal-error-unknown-game = unknown game "{ $name }"; known games: { $known }
terminal-error-seat-count = { $seats } seats are listed but --players says { $players }: give the same number, or leave out --players
terminal-error-not-this-game = { $flag } is not an option of { $game }
terminal-error-start-seat = --start-seat counts seats from 0: with { $players } players it must be 0 to { $last }, not { $got }
terminal-error-empty-seat-name = a seat in --seats has an empty name before "=": give a name, or leave out the "="
terminal-error-long-seat-name = the name "{ $name }" is longer than { $max } characters
terminal-error-same-seat-name = two seats are named "{ $name }": every player needs a name of their own
terminal-error-unknown-bot = unknown bot "{ $name }"; known bots: easy, medium, hard (and random in the arena)
terminal-error-no-game = name a game to play (or --resume FILE)
terminal-error-option-range = { $flag } must be { $min } to { $max }, not { $got }
terminal-error-option-twice = { $flag } is given twice
terminal-error-option-choice = { $flag } has no choice "{ $got }"
terminal-error-option-players = { $flag } does not apply to { $players } players
terminal-error-option-players-variant = { $flag } does not apply to { $players } players in { $variant }
terminal-error-player-count = { $game } is played by { $min } to { $max } players, not { $got }
terminal-error-unknown-variant = { $game } has no variant "{ $variant }"
terminal-error-usage-unknown = unknown option "{ $arg }"
terminal-error-usage-unknown-command = unknown command "{ $command }"
terminal-error-usage-value = { $arg } does not take "{ $value }"
terminal-error-usage-no-value = { $arg } needs a value
terminal-error-usage-missing = missing: { $arg }
terminal-error-usage-conflict = { $arg } and { $other } do not go together
terminal-error-usage-values = { $arg } is given in a way it cannot be taken
terminal-error-usage-no-command = no command given
terminal-error-usage-other = this command line cannot be read
terminal-error-usage-valid = ; it takes: { $valid }
terminal-error-usage-suggested = ; did you mean "{ $suggested }"?
terminal-error-usage-help = spieleabend --help lists the commands, spieleabend COMMAND --help their options
