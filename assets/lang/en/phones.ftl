# Diplomacy Hot-Seat: the phones' page, in English (the reference language). Each file of
# assets/lang/en/ has its twin in de/, fr/ and it/ with the same ids and arguments.

## Behind the curtain: how to join by phone

phones-join-title = 📱 Write on your phone
phones-join-how = Scan the code with your phone's camera, or open the address and type the code. Only you should see this.
phones-join-code = Code: { $code }
phones-join-refused = No code: phones are refused for this power.
phones-join-new-code = New code (the old one stops working)
phones-join-new-code-hint = For a lost phone, or if someone else saw the code.

## The phone's page: joining

phones-page-title = Diplomacy orders
phones-page-join-title = Join — Diplomacy
phones-page-connecting = Connecting to the laptop…
phones-page-join-lead = Write your orders on this phone, in private.
phones-page-join-label = Type the code shown to you at the laptop
phones-page-join-hint = 16 letters and digits. Small letters, dashes and spaces are fine.
phones-page-join-button = Join
phones-page-code-empty = Type your code first.
phones-page-code-bad-chars = “{ $chars }” cannot be in a code (codes have no 0, 1, I or O).
phones-page-code-length = A code has { $want } letters and digits; this one has { $count }.
phones-page-code-invalid = That code is not valid (a new one may have been issued): check it, or ask at the laptop for yours.
phones-page-checking = Checking the code…
phones-page-address-code-bad = The code in this address ({ $code }) does not work: it may be mistyped, or a new one may have been issued. Type the code shown to you at the laptop.
phones-page-code-stopped = Your code stopped working (a new one may have been issued): type the one shown to you at the laptop.
phones-page-address-no-code = The address holds no valid code: { $why }
phones-page-last-code-gone = Your last code no longer works: type the one shown at the laptop.
phones-page-other-code = Use another code

## The phone's page: talking to the laptop

phones-page-unreachable = The laptop cannot be reached: is this phone on its network?
phones-page-unreachable-still = The laptop cannot be reached: is this phone still on its network?
phones-page-too-many-tries = Too many tries: { $why }.
phones-page-wait-a-minute = wait a minute
phones-page-laptop-answered = The laptop answered { $status }.
phones-page-laptop-answered-short = the laptop answered { $status }
phones-page-went-wrong = Something went wrong: { $why }
phones-page-slow-down = Slow down: { $why }.
phones-page-busy = wait: the last tap is still being sent
phones-page-trying-again = { $why } Trying again…
phones-page-reconnecting = Reconnecting…

## The phone's page: the header and the board

phones-page-stage-diplomacy = Diplomacy: talk, then write
phones-page-stage-writing = Writing orders
phones-page-stage-results = Results at the laptop
phones-page-stage-over = The game is over
phones-page-clock = { $label } { $time }
phones-page-clock-paused = { $label } { $time } (paused)
phones-page-sealed-badge = Sealed ✓
phones-page-fresh = New results are in: { $link }.
phones-page-fresh-link = see what happened
phones-page-board = Board
phones-page-board-label = { $title } board: your units and the orders written
phones-page-board-view = Board view
phones-page-zoom-in = Zoom in
phones-page-zoom-out = Zoom out
phones-page-zoom-mine = Show my units
phones-page-zoom-all = Show the whole board
phones-page-hint-step = { $unit }: { $prompt } Tap a highlighted place, or a button below.
phones-page-hint-selected = { $unit } selected: choose what it does below.
phones-page-hint-tap-unit = Tap one of your units to give it an order.
phones-page-hint-sealed = Your orders are sealed.
phones-page-flash-choose-button = { $place }: choose one of its buttons below.
phones-page-flash-centre = { $place } ({ $abbr }), a supply centre.
phones-page-flash-place = { $place } ({ $abbr }).

## The phone's page: why no orders now

phones-page-why-over = The game is over.
phones-page-why-results = The laptop is showing the results.
phones-page-why-nothing-owed = Nothing to build or remove: your units match your supply centres.
phones-page-why-no-orders = No orders for you this phase.
phones-page-why-not-now = Orders cannot be written now.

## The phone's page: the units and their orders

phones-page-units-title = Your units
phones-page-builds = Builds
phones-page-removals = Removals
phones-page-no-order-yet = no order yet
phones-page-no-order-stands = no order: it stands
phones-page-no-order-disbands = no order: it disbands
phones-page-void-note = Void: { $note }
phones-page-orders-for = Orders for { $unit }
phones-page-owed-nothing = Nothing to build or remove.
phones-page-owed-build-one = You may build { $count } unit.
phones-page-owed-build-other = You may build { $count } units.
phones-page-owed-remove-one = You must remove { $count } unit.
phones-page-owed-remove-other = You must remove { $count } units.
phones-page-owed-written = { $written } of { $count } written.
phones-page-owed-none-written = None written yet.
phones-page-ask-move = Move where?
phones-page-ask-retreat = Retreat where?
phones-page-ask-support = Support which unit?
phones-page-ask-moving = Moving where?
phones-page-ask-convoy = Convoy which army?
phones-page-ask-convoy-to = To where?
phones-page-ask-build = Build where?
phones-page-ask-build-what = Build what?
phones-page-ask-remove = Remove which unit?
phones-page-ask-disband = Disband?
phones-page-ask-stand = Stand?
phones-page-ask-waive = Waive a build?
phones-page-ask-choose = Choose:
phones-page-choose = Choose
phones-page-back = ‹ Back
phones-page-close = ✕ Close
phones-page-or-go-on = or go on:
phones-page-not-possible = not possible
phones-page-not-allowed = not allowed
phones-page-not-given = Not given: { $why }
phones-page-your-fleet = your fleet
phones-page-your-army = your army
phones-page-their-fleet = { $power } fleet
phones-page-written = Written: { $order }
phones-page-unit-army = { $power } army in { $place }
phones-page-unit-fleet = { $power } fleet in { $place }
phones-page-unit-army-dislodged = { $power } army in { $place } (dislodged)
phones-page-unit-fleet-dislodged = { $power } fleet in { $place } (dislodged)
phones-page-their-army = { $power } army

## The phone's page: the orders written

phones-page-draft-title = Orders written
phones-page-draft-units-one = Orders written ({ $written } of { $count } unit)
phones-page-draft-units-other = Orders written ({ $written } of { $count } units)
phones-page-draft-builds-one = Orders written ({ $written } of { $count } build)
phones-page-draft-builds-other = Orders written ({ $written } of { $count } builds)
phones-page-draft-removals-one = Orders written ({ $written } of { $count } removal)
phones-page-draft-removals-other = Orders written ({ $written } of { $count } removals)
phones-page-no-lines = No orders written yet.
phones-page-void = void
phones-page-remove-line = Remove { $order }
phones-page-type-label = Type an order
phones-page-type-placeholder = e.g. A Par-Bur
phones-page-type-add = Add
phones-page-type-empty = Type an order first, e.g. A Par-Bur.

## The phone's page: sealing, a draw and the results

phones-page-seal-box = Seal your orders
phones-page-seal = Seal orders…
phones-page-seal-check-title = Seal these orders?
phones-page-seal-yes = Seal now
phones-page-seal-no = Keep writing
phones-page-every-unit-ordered = Every unit has an order.
phones-page-may-unseal = You can still change them until every power has sealed.
phones-page-may-not-unseal = Sealed orders cannot be changed at this table.
phones-page-not-sealed = Not sealed: { $why }
phones-page-still-sealed = Still sealed: { $why }
phones-page-sealed = Sealed ✓.
phones-page-sealed-at-laptop = Sealed ✓ at the laptop.
phones-page-sealed-on-phone = Sealed ✓ on your phone.
phones-page-sealed-on-phone-at = Sealed ✓ on your phone at { $time }.
phones-page-waiting = Waiting for the other powers.
phones-page-unseal = Change orders
phones-page-draw = Propose a draw
phones-page-results-of = Results of { $phase }

## The phone's page: the kinds of order (sent in the state)

phones-page-kind-hold = Stand
phones-page-kind-move = Move to…
phones-page-kind-support-hold = Support to stand…
phones-page-kind-support-move = Support a move…
phones-page-kind-convoy = Convoy…
phones-page-kind-retreat = Retreat to…
phones-page-kind-disband = Disband
phones-page-kind-build = Build…
phones-page-kind-remove = Remove…
phones-page-kind-waive = Waive a build

## The phones' state and refusals (the laptop's words, sent in the state and in errors)

phones-state-clock-diplomacy = Diplomacy
phones-state-clock-writing = Writing
phones-state-builds-and-removals = Builds and removals
phones-refused-game-over = the game is over
phones-refused-not-sealed = your orders are not sealed
phones-refused-may-not-unseal = sealed orders cannot be changed now at this table
phones-refused-not-writing = orders are not being written now
phones-refused-no-orders = { $power } has no orders to write this phase
phones-refused-sealed = your orders are sealed
phones-refused-not-offered = that order is not one of the choices offered now
phones-refused-not-yours = that unit does not belong to { $power }
phones-refused-line-too-long = a line is at most { $count } characters
phones-refused-line-changed = that line has changed meanwhile (on another device?): look again
phones-server-local-only = only the local network may connect
phones-server-only-get = only GET here
phones-server-no-page = no such page
phones-server-too-many = too many requests: wait { $seconds } s
phones-server-bad-code = this join code is not valid (a new one may have been issued): ask at the laptop for yours
phones-server-wrong-method = wrong method
phones-server-too-big = a request is at most { $bytes } bytes
phones-server-not-an-act = not an order request: { $why }
phones-server-unwritable = the state could not be written
phones-server-no-answer = the laptop did not answer: try again
phones-server-off = phones are off at the laptop
phones-server-full = too many phones are listening
phones-server-full-address = too many pages are listening from this address
phones-server-full-code = too many pages are listening with this code
