# Diplomacy Hot-Seat: the table for everyone (screen reader, keyboard, less motion), in English.

## Screen reader

# (screen reader messages go here)
access-clock-left = { $time } left
access-previous-phase = Previous phase
access-next-phase = Next phase
access-speed = Speed { $speed }
access-result-succeeded = { $order }: succeeded
access-result-failed = { $order }: failed
access-order-box = Order to write
access-talk-offer = Offer
access-talk-kind = Kind of proposal
access-lesson = Lesson
access-sample-phase = Phase of the sample game
access-seat-player = Who plays seat { $seat }
access-seat-character = Character of seat { $seat }
access-seat-powers = Powers of seat { $seat }
access-seat-name = Name of seat { $seat }
access-seat-passcode = Passcode of seat { $seat }
access-qr-code = QR code for { $address }
access-later-periods = Later periods
access-writing-time = Time to write orders
access-end-year = Last year of the game
access-end-minutes = Length of the game
access-units-to-place = Units to place
access-stack-order-count = Units of the stack this order is for
access-setup-lines = Set-up lines
access-exported-text = Exported text
access-case-to-import = Test case to import
access-game-to-open = Saved game to open
access-save-to = File to save the position in



## Less motion

settings-less-motion = Less motion (the moves shown where they end, a steady alarm)
settings-less-motion-hint = The results come at once with the units where they end, nothing slides across the board, and the alarm's red frame stays still instead of flashing.





## The board in words and the keyboard

# (board in words and keyboard messages go here)

keys-shift = Shift+{ $key }
keys-board-words = the board in words: every power's units and centres as a list
keys-cursor-left = the cursor to the neighbouring province to the left
keys-cursor-right = the cursor to the neighbouring province to the right
keys-cursor-up = the cursor to the neighbouring province above
keys-cursor-down = the cursor to the neighbouring province below
keys-next-unit = the cursor to the next unit
keys-choose-here = choose the province under the cursor, as a click there (a unit, then where it goes)
keys-build-first = the build chooser's first build, or the first coast where a move may end on either
keys-build-second = the build chooser's second build, or the second coast where a move may end on either
keys-build-third = the build chooser's third build
keys-sandbox-coast-first = the first coast where a move may end on either
keys-sandbox-coast-second = the second coast where a move may end on either
keys-learning-tick = tick the unit under the cursor: its move succeeds, or, if it does not move, it is dislodged
board-words-title = The board in words
board-words-build-key = { $key }: { $build }
board-words-army-in = Army in { $place }
board-words-fleet-in = Fleet in { $place }
board-words-dislodged = { $unit } (dislodged)
board-words-centres = { $count ->
        [0] No supply centres.
        [one] One supply centre: { $places }.
       *[other] { $count } supply centres: { $places }.
    }
board-words-cursor = Cursor: { $place }.
board-words-centre-of = Supply centre of { $power }.
board-words-centre-free = Supply centre, owned by nobody.
board-words-army-of = Army of { $power }.
board-words-fleet-of = Fleet of { $power }.
board-words-no-unit = No unit.
board-words-choose-a-unit = Choose one of your units (N, then Space) to read what it may do.
board-words-refused = No order is possible: { $why }
board-words-may-stand = May stand.
board-words-may-move = May move to: { $places }.
board-words-may-support-hold = May support the unit standing in: { $places }.
board-words-may-support-move = May support a move of the unit in: { $places }.
board-words-may-convoy = May convoy the army in: { $places }.
board-words-may-retreat = May retreat to: { $places }.
board-words-may-disband = May disband.
board-words-may-build = May build in: { $places }.
board-words-may-remove = May remove the unit in: { $places }.
board-words-may-waive = May waive a build.
board-words-nothing = Nothing to order here.

## More keys: coasts, power tabs, the phase shown

keys-next-power = the next power's orders (a seat holding several powers)
keys-previous-power = the previous power's orders (a seat holding several powers)
board-words-phase = Phase: { $phase }
board-words-phase-earlier = An earlier phase: { $phase }
board-words-coast-north = { $place }, north coast
board-words-coast-south = { $place }, south coast
board-words-coast-east = { $place }, east coast
board-words-coast-west = { $place }, west coast
