# Diplomacy Hot-Seat: writing orders, retreats and builds, the seal check, results and talks, in English (the reference language). Each file of
# assets/lang/en/ has its twin in de/, fr/ and it/ with the same ids and arguments.

## A typed order the reader refuses (the order box): why, in words; the notation in examples stays as players write it

orders-typing-how-counted = Type an order; a count orders part of a stack: 3 F NTH-Nwy, 2 F NTH sup F Lon, 2 A Swi-Mun sup by 1 A Swi
orders-typing-example-counted = 2 F NTH-Nwy
orders-typing-how = Type an order in the rulebook's notation: A(Par)-Bur, F(NTH) c A(Yor)-Nwy, A(Mun) S A(Par)-Bur; Enter adds it
orders-typing-example = e.g. A(Lpl)-Yor
orders-typed-cannot-read = cannot read the order: { $problem } (at column { $column })
orders-typed-cannot-read-counted = cannot read the order: { $problem }
orders-typed-empty = the order is empty
orders-typed-stops = the order stops where { $expected } was expected
orders-typed-unexpected = `{ $found }` where { $expected } was expected
orders-typed-bad-count = `{ $count }` is not a usable number of units
orders-typed-trailing = unexpected text after the order: `{ $text }`
orders-typed-expect-convoy-destination = `-` and the convoy's destination
orders-typed-expect-order = -, S, C or H
orders-typed-expect-one-kind = a single unit type for the ordered units
orders-typed-expect-province = a province
orders-typed-expect-unit-or-province = a unit (A or F) or a province
orders-typed-expect-unit-type = a unit type (A or F)
orders-typed-expect-bracket = `)`
orders-typed-expect-coast = a coast after `/` (nc, sc, ec, wc)
orders-typed-unknown-province = `{ $name }` is not a province on this board
orders-typed-unknown-power = `{ $name }` is not a power in this game
orders-typed-no-unit = there is no unit in { $place }
orders-typed-not-your-unit = the unit in { $place } belongs to { $owner }, not { $power }
orders-typed-no-unit-fits = no unit of yours can do that: { $reason }
orders-typed-ambiguous = ambiguous: { $units } could each be meant, so the order is void (II.3)
orders-typed-wrong-phase = { $what } orders are not given in a { $phase } phase
orders-typed-not-dislodged = the unit in { $place } was not dislodged and has no retreat to make
orders-typed-no-power = say which power gives this order
orders-typed-no-such-coast = { $place } has no coast called { $coast }
orders-typed-no-units = there is no { $kind } in { $place }
orders-typed-not-your-units = the units in { $place } belong to { $owner }, not { $power }
orders-typed-too-few = { $ordered } ordered but only { $present } { $kind } in { $place }
orders-typed-build-count = only one unit may be built in a province per adjustment
orders-typed-kind-needed = say which units in { $place }: A or F
orders-typed-one-order-only = write each unit's order on its own line
orders-typed-fits-unit = name the unit's province
orders-typed-fits-units = name the units' province
orders-typed-fits-supporting = name the supporting unit's province
orders-typed-fits-supported = name the supported or convoyed unit's province
orders-typed-fits-supported-units = name the supported or convoyed units' province
orders-typed-fits-retreating = name the retreating unit's province
orders-typed-fits-cannot-reach = no unit of that kind can reach there
orders-typed-what-removal = removal
orders-typed-what-unit = unit
orders-typed-what-disband = disband
orders-typed-what-hold = hold
orders-typed-what-support = support
orders-typed-what-convoy = convoy
orders-typed-what-build = build
orders-typed-what-remove-or-disband = remove or disband
orders-typed-what-stand-support-convoy = stand, support or convoy
orders-typed-what-movement = movement
orders-typed-phase-movement = movement
orders-typed-phase-retreat = retreat
orders-typed-phase-adjustment = adjustment
orders-typed-kind-army = Army
orders-typed-kind-fleet = Fleet
orders-typed-kind-unit = unit

## The order panel

orders-can-be-carried-out = ✔ can be carried out
orders-sealed-on-phone = Sealed on its phone
orders-sealed-at-laptop = Sealed at the laptop
orders-clock = ⏱ { $time }
orders-clock-diplomacy-left = ⏱ { $time } of diplomacy left
orders-keep-as-draft = Keep as a draft (not sealed) and return to the clock
orders-keep-as-draft-hover = Come back before the period ends to change or seal them.
orders-add-order = Add order
orders-seal = Seal orders
orders-propose-draw = I propose a draw (secret)
orders-propose-draw-hover = Agreed only if every surviving player proposes it this turn and every computer accepts.
orders-stands-unless-ordered = stands unless ordered
orders-no-order-yet = no order yet
orders-stand = Stand
orders-move-to = Move to…
orders-clear = Clear
orders-clear-hover = clear: the unit stands
orders-support = Support…
orders-support-how = then click the supported unit and its destination (key S)
orders-convoy = Convoy…
orders-convoy-how = then click the army and its destination (key C)

## The lists of Move to…, Support… and Convoy…

orders-by-convoy = By convoy
orders-by-railroad = By railroad
orders-on-the-map = On the map…
orders-holding = holding
orders-to-place = to { $place }
orders-other-powers-unit = { $adjective } { $unit }

## Stacks (where units stack)

orders-all-ordered = all ordered
orders-no-order-stands = no order: stands
orders-no-order-disbanded = no order: disbanded
orders-without-orders-stand =
    { $count ->
        [one] { $count } without an order stands
       *[other] { $count } without orders stand
    }
orders-without-orders-disbanded =
    { $count ->
        [one] { $count } without an order is disbanded
       *[other] { $count } without orders are disbanded
    }
orders-of-armies =
    { $count ->
        [one] of { $count } army
       *[other] of { $count } armies
    }
orders-of-fleets =
    { $count ->
        [one] of { $count } fleet
       *[other] of { $count } fleets
    }

## The seal check

orders-keep-writing = Keep writing (Esc)
orders-and-more = … and { $count } more
orders-seal-now-all-fine = Seal now? Every unit has an order that can be carried out. Press Seal orders again.
orders-seal-now-before = Seal now? Press Seal orders again. Before you do:

## Retreats

orders-stack-dislodged = { $count } { $unit } dislodged
orders-unit-dislodged = { $unit } was dislodged
orders-will-be-disbanded = it will be disbanded
orders-retreat-to = Retreat to { $place }
orders-disband = Disband

## Builds and removals

orders-builds-due =
    { $centres } centres, { $units } units: { $due ->
        [one] { $due } build due
       *[other] { $due } builds due
    }
orders-removals-due = { $centres } centres, { $units } units: remove { $due }
orders-waive-build = Waive a build
orders-remove-unit = Remove { $unit }
orders-remove-unit-of = Remove { $unit } (of { $count })
orders-build-in = Build in { $province }:
orders-build-army = Army
orders-build-fleet = Fleet
orders-build-fleet-north = Fleet — north coast
orders-build-fleet-south = Fleet — south coast
orders-build-fleet-east = Fleet — east coast
orders-build-fleet-west = Fleet — west coast
orders-cancel = Cancel (Esc)
orders-no-unit-there = no unit stands there
orders-nothing-could-carry-out = no unit on the board now could carry that out
orders-no-army-of-yours = no army of yours stands there
orders-no-fleet-of-yours = no fleet of yours stands there

## What a click does next (the line under the unit list)

orders-prompt-build = Click { $sites } to build there (a chooser asks army or fleet, and which coast, where more than one may be built), or one of your units to remove it.
orders-prompt-retreat-unit = { $province }: click where it retreats (or itself to disband it). Esc: cancel
orders-prompt-retreat-idle = Click a dislodged unit (red ring), then where it retreats.
orders-prompt-idle = Click one of your units to give it an order.
orders-prompt-unit = { $province }: click where it moves (or itself to stand). S: support · C: convoy · Esc: cancel
orders-prompt-support-who = { $province } supports: click the unit it supports
orders-prompt-support-where = Click where the unit in { $province } moves (or { $province } itself to support it holding)
orders-prompt-convoy-who = { $province } convoys: click the army
orders-prompt-convoy-where = Click where the army in { $province } is convoyed

## Results

orders-results-heading = Results — { $phase }
orders-results-play = ▶ Play
orders-results-pause = ⏸ Pause
orders-results-replay = ⟲ Replay
orders-results-skip = ⏭ Skip
orders-results-speed = Speed
orders-results-continue = Continue (Enter)
orders-results-no-order = { $order } — no order
orders-results-the-rules = The rules:
orders-results-standoffs = Stand-offs in { $provinces }
orders-results-centre-passes = { $province } passes from { $from } to { $to }
orders-results-neutral-centre-passes = { $province } passes from neutral to { $to }

## Talks with the computers

orders-talk-open = 💬 Talks
orders-talk-close-talks = 💬 Close the talks
orders-talk-waiting =
    { $count ->
        [one] 💬 Talks ({ $count } waits)
       *[other] 💬 Talks ({ $count } wait)
    }
orders-talk-hover = Talk to the computers, in private (T)
orders-talk-heading = Talks — { $power }
orders-talk-close = Close
orders-talk-only-you = Only you see this. The computers write their orders when the period ends.
orders-talk-propose = Propose
orders-talk-proposes = { $power } proposes: { $deal }.
orders-talk-accept = Accept
orders-talk-decline = Decline
orders-talk-propose-to = Propose to
orders-talk-cannot-offer = { $power } cannot be offered that now.
orders-talk-this-turn = This turn
orders-talk-proposal = { $from } to { $to }: { $deal }.
orders-talk-proposal-in = { $phase }: { $from } to { $to }: { $deal }.
orders-talk-agree-instead = Agree to that instead
orders-talk-you-accepted = You accepted.
orders-talk-you-declined = You declined.
orders-talk-agreements = Agreements

## The note while computers think

orders-thinking-one = { $power } is thinking…
orders-thinking-many = { $powers } and { $last } are thinking…

## The box about the place under the pointer

orders-hover-centre-of = supply centre of { $power }
orders-hover-neutral-centre = neutral supply centre
orders-hover-army = { $adjective } army
orders-hover-fleet = { $adjective } fleet

## The keys' help (F1)

orders-keys-heading = Keys — { $place }
orders-keys-footer = Esc, F1 or ? closes this. No key acts while you type in a box.
orders-keys-arrows = arrows
orders-keys-or = { $first } or { $second }
orders-keys-ctrl = Ctrl+{ $key }
orders-keys-enter = Enter
orders-keys-esc = Esc
orders-keys-space = Space
orders-keys-home = Home
orders-keys-end = End
orders-keys-page-up = PgUp
orders-keys-page-down = PgDn
orders-keys-place-title = Title screen
orders-keys-place-new-game = New game
orders-keys-place-diplomacy = Diplomacy period
orders-keys-place-table-clock = Table clock
orders-keys-place-curtain = Curtain
orders-keys-place-writing = Writing orders
orders-keys-place-thinking = Computers thinking
orders-keys-place-results = Results
orders-keys-place-game-over = End of the game
orders-keys-place-learning = Learning mode
orders-keys-place-sandbox = Sandbox
orders-keys-help = show these keys
orders-keys-mute = mute or unmute
orders-keys-full-screen = full screen, or back to a window
orders-keys-zoom-in = zoom in
orders-keys-zoom-out = zoom out
orders-keys-fit-board = fit the whole board
orders-keys-pan = pan the board
orders-keys-continue-game = continue the newest game (or start a new one)
orders-keys-pause-clock = pause or resume the clock
orders-keys-add-minute = one more minute
orders-keys-end-diplomacy = everyone agrees: stop talking, write orders (the curtain comes first)
orders-keys-write-mine = a player comes to the laptop to write now (through the curtain)
orders-keys-show-table-clock = the table clock, full window
orders-keys-last-moves = show or hide last turn's moves
orders-keys-history-back = an earlier phase on the board
orders-keys-history-forward = a later phase on the board
orders-keys-history-now = back to now
orders-keys-close-table-clock = back to the board
orders-keys-ready = I am this player: show my orders (the passcode box takes Enter where a passcode is set)
orders-keys-back-to-clock = during the diplomacy period: nobody writes now, back to the clock
orders-keys-cancel-pick = cancel the order being clicked, or the seal question
orders-keys-pick-support = the picked unit supports (then two clicks)
orders-keys-pick-convoy = the picked fleet convoys (then two clicks)
orders-keys-pick-stand = the picked unit stands
orders-keys-talk = during the diplomacy period: open or close the talks with the computers
orders-keys-seal = seal (asks once, then seals), also from the order box
orders-keys-continue = continue to the next phase
orders-keys-step-next = next step
orders-keys-step-back = previous step
orders-keys-auto-play = play the steps by themselves
orders-keys-leave-learning = back to the title
orders-keys-sandbox-escape = cancel the order being clicked, else back to the title
orders-keys-sandbox-back = step back
orders-keys-sandbox-forward = step forward
orders-keys-sandbox-support = the picked unit supports
orders-keys-sandbox-convoy = the picked fleet convoys
