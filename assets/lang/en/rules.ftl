# Diplomacy Hot-Seat: what the rules say about an order: refusals, verdicts and outcomes, in English (the reference language). Each file of
# assets/lang/en/ has its twin in de/, fr/ and it/ with the same ids and arguments.


## Multiplomacy's results on screen: the forces an order met, and why each part of an order fared as it did

rules-force-standing = { $power } { $units } from { $from } (standing) at { $strength }
rules-force-head-to-head = { $power } { $units } from { $from } (coming the other way) at { $strength }
rules-force-rival = { $power } { $units } from { $from } (also entering) at { $strength }
rules-part-outmatched = bounced at { $strength } against { $against }
rules-part-bounced = bounced at { $strength }
rules-part-own-unit = it would dislodge its own unit
rules-part-not-carried = not carried: too few convoying fleets left
rules-part-cut-from = cut by the { $power } attack from { $from }
rules-part-cut = cut
rules-part-cut-dislodged = cut: dislodged
rules-part-convoy-disrupted = convoy disrupted: fleet displaced
rules-part-void = void: { $reason }
rules-part-no-such-units = no such units
rules-part-no-order = no order
rules-part-no-order-dislodged = no order; dislodged
rules-result-stands = { $unit } Stands

## Why an order is void (the adjudicator's reasons)

rules-void-several-orders = the unit was given two different orders
rules-void-move-to-own-province = a unit cannot move to where it already is
rules-void-not-adjacent = the destination is not adjacent and no convoy was ordered
rules-void-wrong-terrain = that unit cannot enter that kind of province
rules-void-coast-unreachable = the fleet cannot reach that coast
rules-void-coast-not-specified = the fleet could reach either coast: say which
rules-void-no-convoy-ordered = no fleet was ordered to convoy this army there
rules-void-cannot-reach = a unit can only support into a province it could move to itself
rules-void-no-such-unit = there is no unit there
rules-void-supports-itself = a unit cannot support itself
rules-void-support-not-matched = the supported unit was not ordered that way
rules-void-support-coast-mismatch = the supported fleet goes to the other coast
rules-void-convoy-not-at-sea = only a fleet in a sea can convoy
rules-void-convoy-not-army = only an army can be convoyed
rules-void-convoy-not-matched = the army was not ordered to make that move by convoy
rules-void-convoy-not-on-route = this fleet is on no route for that convoy
rules-void-hook = a special rule of this map forbids it

## An order checked on its own, while it is written

rules-check-supported-cannot-move = the unit in { $from } cannot move to { $to }
rules-check-supported-cannot-move-rule = the unit in { $from } cannot move to { $to }: { $rule }
rules-check-wrong-phase = that kind of order is not given in this phase
rules-check-no-dislodged-unit = no dislodged unit there
rules-check-nowhere-to-retreat = this unit has nowhere to retreat
rules-check-retreat-blocked = no retreat there: { $why }
rules-check-retreat-not-allowed = cannot retreat there; it may go to { $places }
rules-check-build-wrong-unit = that unit cannot stand there (say army or fleet, and the coast)
rules-check-build-not-allowed = builds go only on your own vacant home supply centres
rules-check-no-unit-to-remove = you have no unit there
rules-check-no-removals-due = you have no units to remove
rules-check-no-builds-due = you have no builds due

## Conditions an order carries

rules-note-escort = in { $fall } this move stands only if the fleet in the { $sea } supports it and that support is not cut
rules-note-by-convoy = goes by convoy: fleets must carry it
rules-note-railroad = goes by railroad: it stops at the last station before one that is occupied or attacked this turn, or stays in { $province }
rules-note-needs-convoy = { $to } is not next to { $from }: fleets must convoy this army
rules-note-supported-by-convoy = the supported army can only get there by convoy

## Why a retreat is closed

rules-retreat-block-attacker-origin = the attacker came from there
rules-retreat-block-standoff = a stand-off left it empty
rules-retreat-block-occupied = a unit stands there

## The special rules of a map (ce05), as they stop an order

rules-list-and = { $rest } and { $last }
rules-list-or = { $rest } or { $last }
rules-another-unit = another unit
rules-hook-no-support-from = an army in { $province } cannot give support
rules-hook-border-closed = { $province }'s borders with { $neighbours } are closed to armies in { $turn }
rules-hook-support-across-closed-border = no support crosses { $province }'s closed borders with { $neighbours } in { $turn }
rules-hook-mountain-pass = this army crossed the mountains into { $province } from { $from } in { $spring }: in { $fall } it may not move or support into { $far }
rules-hook-coast-closed = no army enters or leaves { $province } in { $turn }
rules-hook-escort-missing = in { $fall } an army enters or leaves { $province } only with the support of a fleet in the { $sea }, and none supports this move
rules-hook-escort-cut = fails: in { $fall } an army enters or leaves { $province } only with the support of the fleet in the { $sea }, and that support was cut by { $unit }
rules-hook-escort-not-given = fails: in { $fall } an army enters or leaves { $province } only with the support of the fleet in the { $sea }, and that support was not given
rules-hook-coast-support = in { $fall } an army in { $province } may only support a fleet moving into { $from }, where the army came from
rules-hook-coast-support-not-moved = in { $fall } an army in { $province } may only support a fleet moving into the province the army came from, and this army did not move there
rules-hook-rail-unsupported = a railroad move cannot be supported
rules-hook-rail-stops-occupied = the railroad journey stops in { $stop }: { $blocked } was occupied by { $unit }
rules-hook-rail-stops-attacked = the railroad journey stops in { $stop }: { $blocked } was attacked by { $unit }
rules-hook-rail-no-start-occupied = the railroad journey does not start: { $blocked } was occupied by { $unit }
rules-hook-rail-no-start-attacked = the railroad journey does not start: { $blocked } was attacked by { $unit }

## The special rules of a map, as the board's rules list them

rules-map-no-support-from = { $provinces }: an army there cannot give support.
rules-map-closed-borders = { $province }: in { $turns } no army crosses its borders with { $neighbours }, and no support is given across them.
rules-map-mountain-pass = { $province }: an army that came in from { $north } in { $spring } may not move to or support into { $south } the next { $fall }, nor back the other way; after more than one turn there it is free.
rules-map-escorted-coast = { $province }: no army enters or leaves in { $winter }; in { $fall } only with the support of a fleet in the { $sea }, and an army there then supports only a fleet moving into the province it came from.
rules-map-railroad = Railroad { $line }: one army travels the whole line in one move when nothing on it is occupied or attacked; otherwise it stops at the last station it safely reached.

## What happened to an order (a movement phase's verdicts)

rules-verdict-stood = stands
rules-verdict-moved = succeeds
rules-verdict-fails-at = fails at strength { $strength }
rules-verdict-bounced = bounces at strength { $strength } against { $against }
rules-opponent-holding = { $unit } (holding) at strength { $strength }
rules-opponent-head-to-head = { $unit } (coming the other way) at strength { $strength }
rules-opponent-rival = { $unit } (also moving there) at strength { $strength }
rules-and = { $left } and { $right }
rules-verdict-own-unit = fails: it would dislodge its own { $unit }
rules-verdict-no-convoy = fails: no convoy carried it
rules-verdict-convoy-failed = fails: the convoy was disrupted ({ $fleets } dislodged)
rules-verdict-supported = support given
rules-verdict-support-cut = support cut by { $unit }
rules-verdict-convoyed = convoys
rules-verdict-convoy-disrupted = convoy disrupted: dislodged by { $unit }
rules-verdict-convoy-paradox = convoy fails (paradox rule: the fleet holds)
rules-verdict-void = void: { $reason }
rules-verdict-too-few-fleets = fails: too few convoying fleets were left
rules-verdict-support-cut-from = support cut by the { $power } attack from { $from }
rules-verdict-support-cut-dislodged = support cut: the supporter was dislodged
rules-verdict-fleet-displaced = convoy disrupted: the fleet was displaced

## A unit's result line

rules-result-implied = not written, implied by the other orders: { $reason }
rules-result-no-order = no order was written: it stands
rules-result-void-army = { $reason }; the army stands
rules-result-void-fleet = { $reason }; the fleet stands
rules-result-dislodged-by = dislodged by { $unit }
rules-result-nowhere-to-retreat = nowhere to retreat: it is disbanded
rules-result-may-retreat = it may retreat to { $places }
rules-result-dislodged-disbanded = { $unit } is dislodged by { $by }; it has nowhere to retreat and is disbanded
rules-result-dislodged-may-retreat = { $unit } is dislodged by { $by }; it may retreat to { $places }
rules-result-not-an-order = { $power }: `{ $text }` was not an order: { $reason }

## Retreats and adjustments carried out or not

rules-retreat-to = { $unit } retreats to { $place }
rules-retreat-disbands = { $unit } disbands
rules-retreat-disbanded-no-order = { $unit } disbanded (no retreat ordered)
rules-retreat-disbanded-illegal = { $unit } disbanded (the retreat was not allowed)
rules-retreat-disbanded-collision = { $unit } disbanded (another unit retreated to the same place)
rules-retreat-outnumbered = { $unit } disbanded (outnumbered retreating into the same province: { $forces })
rules-adjust-only-some = { $order } (only { $count } there to remove)
rules-adjust-not-an-adjustment = { $order } (not an adjustment order)
rules-adjust-not-carried-out = { $order } (not carried out: { $why })
rules-adjust-surplus = more than the power is due
rules-adjust-not-buildable = not a vacant home centre the power owns
rules-adjust-not-home = not a home province
rules-adjust-not-owned = the power no longer owns it
rules-adjust-occupied = another power's units stand there
rules-adjust-already-built = one build per province a winter
rules-adjust-wrong-unit = that unit cannot stand there
rules-adjust-nothing-to-remove = no such unit of the power there
rules-adjust-civil-disorder = { $unit } removed (civil-disorder rule: furthest from home)

## Why nothing may be ordered there (the order tree)

rules-nothing-not-adjustment = builds and removals are ordered only in an adjustment
rules-nothing-no-unit = there is no unit there
rules-nothing-balanced = { $power } has as many units as centres: nothing to build or remove
rules-nothing-there = nothing can be built or removed there
rules-refusal-too-many =
    { $there ->
        [one] only { $there } unit stands there, not { $asked }
       *[other] only { $there } units stand there, not { $asked }
    }

## A written line with its check

rules-line-fine = { $line }: fine
rules-line-note = { $line }: { $note }
rules-line-void = { $line }: void — { $why }

## Talks with the computers

# The kinds of deal, as a screen lists them.
rules-talk-kind-peace = Peace
rules-talk-kind-dmz = Demilitarised province
rules-talk-kind-support-mine = You support my move
rules-talk-kind-support-yours = I support your move
rules-talk-kind-moves = I move here, you move there
rules-talk-kind-alliance = Alliance against…
rules-talk-kind-draw = A draw
rules-talk-kind-leave = Leave a province
# How long a deal lasts (numbers to ten in words).
rules-talk-years = { $years ->
    [0] no years
    [1] one year
    [2] two years
    [3] three years
    [4] four years
    [5] five years
    [6] six years
    [7] seven years
    [8] eight years
    [9] nine years
    [10] ten years
   *[other] { $years } years
}
# A deal as a player reads it; $move is in the rulebook's notation (A Par-Bur).
rules-talk-deal-peace = peace for { $duration }
rules-talk-deal-dmz = { $province } demilitarised
rules-talk-deal-support = { $power } supports { $move }
rules-talk-deal-support-hold = { $power } supports { $move } to hold
rules-talk-deal-moves = { $proposer } { $mine } and { $answerer } { $yours }
rules-talk-deal-alliance = an alliance against { $power } for { $duration }
rules-talk-deal-draw = a draw
rules-talk-deal-leave = { $power } leaves { $province }

# An answer: $power answers, $why is one of the reasons below.
rules-talk-person-accepts = { $power } accepts.
rules-talk-person-declines = { $power } declines.
rules-talk-lapsed = { $power } did not answer; the proposal lapsed.
rules-talk-accepts = { $power } accepts: { $why }.
rules-talk-declines = { $power } declines: { $why }.
rules-talk-counters = { $power } counters: { $why }.
rules-talk-why-counter = { $why }; it offers { $offer } instead

# Why a computer answers as it does: "it" is the answerer, "you" the proposer.
rules-talk-why-no-quarrel = your borders hardly meet
rules-talk-why-frees-armies = peace frees its armies for other fronts
rules-talk-why-keeps-safe = { $province } left empty keeps { $count ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
   *[other] { $count }
} of its centres safe
rules-talk-why-wanted-anyway = it meant to go to { $province } anyway
rules-talk-why-weakens = it gains by weakening { $power }
rules-talk-why-common-enemy = { $power } threatens it too
rules-talk-why-cannot-hold = it cannot hold { $province } against you
rules-talk-why-no-use = it has no use for { $province }
rules-talk-why-costs-little = it costs it little
rules-talk-why-no-quarrel-with = it has no quarrel with { $power }
rules-talk-why-keeps = it means to keep { $province }
rules-talk-why-allied-against-you = it is allied with { $power } against you
rules-talk-why-stronger = it is far stronger than you and has more to gain from war
rules-talk-why-broke-word = you broke { $deal } in { $when }
rules-talk-why-broke-word-to = you broke { $deal } with { $power } in { $when }
rules-talk-why-attacked = you attacked { $province } in { $when }
rules-talk-why-borders-centres = { $province } borders { $count ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
   *[other] { $count }
} of its centres
rules-talk-why-own-centre = { $province } is its own centre
rules-talk-why-wants-province = it means to take { $province }
rules-talk-why-too-long = it will not bind itself for more than { $duration }
rules-talk-why-open-centre = { $province } lies open to it
rules-talk-why-unit-needed = its unit in { $province } must guard its centres
rules-talk-why-at-peace-with = it is at peace with { $power }
rules-talk-why-far-from = { $power } is far from its borders
rules-talk-why-other-plans = it has other plans for its unit in { $province }
rules-talk-why-gains-nothing = it gains nothing by it
rules-talk-why-cannot-reach = none of its units can reach { $province }

# A promise broken to the one who answers now (in "you broke …").
rules-talk-broken-peace = our peace
rules-talk-broken-dmz = our word to keep a province empty
rules-talk-broken-support = a promised support
rules-talk-broken-moves = our agreed moves
rules-talk-broken-alliance = our alliance
rules-talk-broken-draw = your word on a draw
rules-talk-broken-leave = your promise to leave a province
# A promise broken to another power (in "you broke … with Italy").
rules-talk-broken-to-peace = your peace
rules-talk-broken-to-dmz = your word to keep a province empty
rules-talk-broken-to-support = a promised support
rules-talk-broken-to-moves = your agreed moves
rules-talk-broken-to-alliance = your alliance
rules-talk-broken-to-draw = your word on a draw
rules-talk-broken-to-leave = your promise to leave a province

# An agreement held now, seen from one side.
rules-talk-agreement = With { $power }: { $deal } (until { $until })

# Why a proposal cannot be made.
rules-talk-no-game-over = the game is over: no more deals
rules-talk-no-wrong-phase = deals are made before a movement phase's orders, not in { $phase }
rules-talk-no-old-turn = that deal was for { $phase }, which is not the turn now ({ $now })
rules-talk-no-with-itself = { $power } cannot make a deal with itself
rules-talk-no-such-power = there is no power number { $number } on this map
rules-talk-no-out = { $power } is out of the game
rules-talk-no-same-province = the two units cannot both move into one province
rules-talk-no-third-power = an alliance is against a third power
rules-talk-no-years = a deal lasts one to { $most } years, not { $years }
rules-talk-no-such-province = there is no province number { $number } on this map
rules-talk-no-their-unit = the unit in { $province } is { $owner }'s, not { $power }'s
rules-talk-no-unit = { $power } has no unit in { $province }
rules-talk-no-move = { $unit } cannot move to { $to }
rules-talk-no-reach = none of { $power }'s units can reach { $province }
rules-talk-no-person = { $power } is played by a person: talk to them at the table
rules-talk-no-same-seat = both powers are played by the same seat
rules-talk-no-such-proposal = there is no proposal number { $number }
rules-talk-no-answered = that proposal has been answered already

## The seal check: what a player hears before sealing

# $unit is the unit as the order names it (A Par) or the line written; $why and $note
# come from the order's check.
rules-seal-note = { $unit }: { $note }
rules-seal-void = { $unit }: void — { $why }
rules-seal-no-order = { $unit }: no order — it stands
rules-seal-no-retreat = { $unit }: no retreat order — it will be disbanded
# What sealing now would leave out.
rules-seal-stand-by-default = { $count ->
    [one] { $count } unit stands by default
   *[other] { $count } units stand by default
}
rules-seal-disbanded = { $count ->
    [one] { $count } dislodged unit will be disbanded
   *[other] { $count } dislodged units will be disbanded
}
rules-seal-forfeited = { $count ->
    [one] { $count } build will be forfeited
   *[other] { $count } builds will be forfeited
}
rules-seal-civil-disorder = { $count ->
    [one] { $count } unit will be removed by the civil-disorder rule
   *[other] { $count } units will be removed by the civil-disorder rule
}
rules-seal-stacks-disband = { $count ->
    [one] { $count } dislodged unit will disband
   *[other] { $count } dislodged units will disband
}
rules-seal-stacks-stand = { $count ->
    [one] { $count } unit will stand
   *[other] { $count } units will stand
}

## Why a computer accepts a draw or plays on ("it" is the computer's power), and how each computer voted on a draw every person proposed
rules-draw-standing-leads = leads with { $centres } of { $total } centres
rules-draw-standing = { $centres ->
    [one] 1 centre
   *[other] { $centres } centres
}
rules-draw-why-no-centres = has no centres left
rules-draw-why-no-power-left = has no power left in the game
rules-draw-why-promised = promised { $power } to vote for a draw
rules-draw-why-enough-to-win = { $standing }, enough to win
rules-draw-why-short-of-win = { $standing }, { $short } short of the { $target } needed to win
rules-draw-why-stuck = { $standing }, and no centre has changed hands for two years
rules-draw-why-far-ahead = { $standing }, { $margin } more than anyone else
rules-draw-why-far-ahead-gained = { $standing }, { $margin } more than anyone else, and gained { $gained } in the last year
rules-draw-why-far-ahead-lost = { $standing }, { $margin } more than anyone else, and lost { $lost } in the last year
rules-draw-why-only-left = { $centres ->
    [one] only 1 centre left
   *[other] only { $centres } centres left
}
rules-draw-why-lost-last-year = { $standing }, lost { $lost } in the last year
rules-draw-why-lost-two-years = { $standing }, lost { $lost } in two years
rules-draw-why-threatened = { $enemies ->
    [one] { $standing }, 1 enemy unit can reach its centres against { $own } of its own
   *[other] { $standing }, { $enemies } enemy units can reach its centres against { $own } of its own
}
rules-draw-why-content = { $standing } and gained { $gained } in the last year, content to keep them
rules-draw-why-gained = { $standing } and gained { $gained } in the last year
rules-draw-why-eager = { $standing }, eager for more
rules-draw-why-steady = { $standing }, none gained or lost in the last year
rules-draw-why-nothing-yet = { $standing }, nothing gained yet
rules-draw-why-for = { $power }: { $why }
rules-draw-ballot-heading = Every person proposed a draw in { $phase }; the computers voted:
rules-draw-ballot-accepts = { $powers } — { $why }: accepts
rules-draw-ballot-plays-on = { $powers } — { $why }: plays on
