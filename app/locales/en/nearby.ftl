## nearby
## Nearby play: refusals, verdicts, news from the table, the link, lobby and join.

nearby-reject-version = another app version (the host speaks protocol { $host }, this app { $client }); join again once both apps are up to date
nearby-reject-wrong-code = wrong join code ({ $left ->
    [0] no attempts left; ask the host for the code and connect again
    [one] { $left } attempt left
   *[other] { $left } attempts left
})
nearby-reject-try-later = too many wrong codes from this device; try again in { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}
nearby-reject-unknown-token = this device’s seat is not known at the table any more; join again with the code
nearby-reject-full = the table is full; join again when a seat is free
nearby-reject-malformed = a message was not understood
nearby-reject-protocol = a message came at the wrong time
nearby-reject-flood = too many messages
nearby-reject-timeout = nothing heard for too long

nearby-move-not-your-seat = That is not your seat.
nearby-move-not-to-act = It is not your turn.
nearby-move-game-over = The game is over.
nearby-move-illegal = The rules do not allow that move now.
nearby-move-replayed = That move was already answered.
nearby-move-out-of-sequence = Moves arrived out of order (move number { $expected } was expected).
nearby-client-not-connected = This device is not connected to the host.
nearby-client-in-flight = Your last move is still on its way.
nearby-client-not-legal = That is not a legal move now.

nearby-end-host-left = The host closed the table.
nearby-end-left = You left the table.
nearby-end-refused = The host refused: { $reason }.
nearby-end-wrong-game = The host plays { $game }.
nearby-end-unknown-game = The host plays a game this version does not know.

nearby-fair-no-record = there is no deal record for this game
nearby-fair-host-value = the host’s value does not match its commitment
nearby-fair-own-commitment = this device’s commitment was altered
nearby-fair-entries-changed = the list of commitments changed after the start
nearby-fair-own-value = this device’s value was altered
nearby-fair-value-mismatch = the value of device { $device } does not match its commitment
nearby-fair-seed = the seed does not follow from the values
nearby-fair-setup = the game could not be set up from the seed
nearby-fair-illegal-step = decision { $index } does not replay
nearby-fair-deal-mismatch = event { $seq } of seat { $seat } differs from the replay
nearby-fair-view-mismatch = the view of seat { $seat } differs from the replay
nearby-fair-outcome = the outcome differs from the replay
nearby-deal-checked = { $mine ->
    [yes] Deal checked ✓ (your random value is in it)
   *[no] Deal checked ✓
}
nearby-deal-failed = ⚠ The deal is NOT fair: { $reason }

nearby-notice-joined = { $name } joined.
nearby-notice-away = { $name } lost the connection.
nearby-notice-back = { $name } is back.
nearby-notice-taken-over = A bot plays for { $name } now.
nearby-notice-left = { $name } left the table; a bot plays for { $name } now.
nearby-notice-code-lengthened = Someone is guessing the join code: it is { $code } now. Players still to come type the new code.
nearby-notice-other-version = A device with another app version tried to join (protocol { $protocol }): both apps must be up to date.
nearby-notice-handed-back = { $name } plays again.
nearby-notice-refused = A connection was refused: { $reason }.
nearby-notice-move-refused = The host did not take the move. { $reason }
nearby-notice-reconnecting = The connection was lost; reconnecting (attempt { $attempt }) …
nearby-notice-reconnected = Connected again.
nearby-notice-game-starts = Game { $game } starts.

nearby-link-connected = ● connected
nearby-link-reconnecting = ◌ reconnecting (attempt { $attempt }) …
nearby-link-host-gone = ✕ host gone
nearby-link-ended = ✕ table closed
nearby-link-hosting = { $away ->
    [0] ● hosting · code { $code }
   *[other] ● hosting · code { $code } · { $away } away
}

nearby-sending = Your move is on its way …
nearby-waiting-for-start = Waiting for the game to start …
nearby-watching = No seat on this device: the other devices and the bots play.
nearby-at-the-table = At the table: { $players }
nearby-waiting-for = Waiting for { $name } …
nearby-no-undo = No undo at a nearby table: the others have seen the move.
nearby-no-save = A nearby table is not saved here: it lives on the host.
nearby-pace-fixed = The host sets the bots’ pace.
nearby-host-decides-rematch = The host decides whether there is another game.
nearby-table-over-title = The table is over
nearby-host-gone-long = The host cannot be reached any more.

nearby-lobby-title = Hosting { $game }
nearby-lobby-code = Join code
nearby-lobby-address = Address
nearby-lobby-join-with = Others join with
nearby-lobby-advertised = Found on the local network as “{ $name }”.
nearby-lobby-not-advertised = Not announced on the network ({ $reason }): the others type in the address.
nearby-lobby-players = Players
nearby-lobby-nobody = Nobody has joined yet.
nearby-lobby-player = { $name } ({ $count ->
    [one] seat
   *[other] seats
} { $seats })
nearby-lobby-player-away = connection lost
nearby-lobby-free = { $free ->
    [one] { $free } seat is still free.
   *[other] { $free } seats are still free.
}
nearby-lobby-all-here = Everyone is here.
nearby-lobby-starting = Starting: the devices reveal their random values …

nearby-join-title = Join a table
nearby-join-searching = Looking for tables on the local network ({ $seconds } s) …
nearby-join-none-found = No tables found. If the network blocks the search, type in the address the host shows.
nearby-join-cannot-browse = Cannot look for tables: { $reason }.
nearby-join-table = { $name }: { $game }, { $free } of { $players ->
    [one] { $players } seat
   *[other] { $players } seats
} free, { $address }
nearby-join-full = full
nearby-join-incompatible = another app version: cannot join
nearby-join-unknown-game = That table plays a game this version does not know.
nearby-join-other-protocol = That table speaks another protocol version.
nearby-join-code-title = Join code for { $table }
nearby-join-code-label = Code
nearby-join-code-changed = The host’s code has { $digits } digits now (someone was guessing): ask the host for the new code.
nearby-join-wrong-code = Wrong code: { $left ->
    [0] no attempts left.
    [one] { $left } attempt left.
   *[other] { $left } attempts left.
}
nearby-join-connecting = Connecting to { $address } …
nearby-join-unreachable = Cannot reach the host ({ $reason }).
nearby-join-not-understood = The host’s answer is not understood (another version?).
