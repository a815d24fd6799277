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
