# Diplomacy Hot-Seat: learning mode, the sample game, the guided turn, rule cards and the sandbox, in English (the reference language). Each file of
# assets/lang/en/ has its twin in de/, fr/ and it/ with the same ids and arguments.

## The guided turn's steps: each step's title, what the tutor says, the hint after a wrong answer, and the step as a sentence names it ("✔ Done: choose a unit.")

learning-tutor-step-curtain-title = Behind the curtain
learning-tutor-step-curtain-say = You play England. Each player writes orders in secret: when your turn comes the laptop is passed to you, the others look away, and the screen stays covered until you say who you are. Press “I am England: show my orders”.
learning-tutor-step-curtain-hint = Press the big button “I am England: show my orders” on the covered screen.
learning-tutor-step-curtain-task = behind the curtain
learning-tutor-step-select-title = Choose a unit
learning-tutor-step-select-say = It is Autumn 1902. Begin with your fleet in London: click it on the board. It lights up as the chosen unit.
learning-tutor-step-select-hint = Click the fleet in London on the board (press Esc first if another unit is chosen).
learning-tutor-step-select-task = choose a unit
learning-tutor-step-move-title = Move it
learning-tutor-step-move-say = Clicking on the board is one way to write an order. With the London fleet chosen, click the English Channel: the fleet is ordered to move there. France may want the Channel too.
learning-tutor-step-move-hint = Click the fleet in London, then click the English Channel (ENG).
learning-tutor-step-move-task = move it
learning-tutor-step-type-title = Type an order
learning-tutor-step-type-say = Typing is another way. Your army in Yorkshire will cross the North Sea to Norway. Type A Yor-Nwy in the order box at the foot of the order panel and press Enter.
learning-tutor-step-type-hint = Type A Yor-Nwy in the order box (Yor is Yorkshire, Nwy is Norway) and press Enter.
learning-tutor-step-type-task = type an order
learning-tutor-step-convoy-title = Convoy the army
learning-tutor-step-convoy-say = An army crosses the sea only if fleets carry it. The third way is the list under each unit in the order panel: under your fleet in the North Sea (F NTH) open Convoy…, choose the army in Yorkshire, then Norway.
learning-tutor-step-convoy-hint = Under F NTH in the order panel, open Convoy… and pick the army in Yorkshire going to Norway.
learning-tutor-step-convoy-task = convoy the army
learning-tutor-step-support-title = Support the move
learning-tutor-step-support-say = Russia's army in Finland may try for Norway as well. Lend your army strength: under your fleet in the Norwegian Sea (F NWG) open Support… and choose the army in Yorkshire moving to Norway.
learning-tutor-step-support-hint = Under F NWG in the order panel, open Support… and pick the army in Yorkshire moving to Norway.
learning-tutor-step-support-task = support the move
learning-tutor-step-stand-title = Stand
learning-tutor-step-stand-say = Your fleet in the Irish Sea stays where it is: press Stand under F IRI in the order panel.
learning-tutor-step-stand-hint = Press the Stand button under F IRI in the order panel.
learning-tutor-step-stand-task = stand
learning-tutor-step-seal-title = Seal your orders
learning-tutor-step-seal-say = Every unit has its order. Press Seal orders: the panel lists anything doubtful. Then press Seal orders again to confirm. Everyone's orders are revealed together.
learning-tutor-step-seal-hint = Press Seal orders, then press it again. If a unit's order is not the one asked for, give it again first.
learning-tutor-step-seal-task = seal your orders
learning-tutor-step-stand-off-title = A stand-off
learning-tutor-step-stand-off-say = Look at the English Channel: your fleet from London and France's fleet from Brest moved there with equal strength. That is a stand-off: neither enters, both stay where they were, and the Channel stays empty. Press Next.
learning-tutor-step-stand-off-hint = Read the results, then press Next in the tutor's box.
learning-tutor-step-stand-off-task = a stand-off
learning-tutor-step-dislodgement-title = A dislodgement
learning-tutor-step-dislodgement-say = Now the Irish Sea: France's fleet from the Mid-Atlantic moved in, supported by its fleet in the North Atlantic, two against your one. Your fleet is dislodged and must retreat. Meanwhile your army landed in Norway, two against Russia's one. Press Continue under the results.
learning-tutor-step-dislodgement-hint = Press Continue under the results to go on to the retreat.
learning-tutor-step-dislodgement-task = a dislodgement
learning-tutor-step-retreat-title = Retreat
learning-tutor-step-retreat-say = A dislodged unit retreats to an empty province next to it, but not to where the attack came from, nor to the Channel, left empty by the stand-off. Pass the curtain as before, then press Retreat to Wal or Retreat to Lpl under your fleet.
learning-tutor-step-retreat-hint = Under the dislodged fleet, press Retreat to Wal or Retreat to Lpl (or click the fleet, then Wales or Liverpool).
learning-tutor-step-retreat-task = retreat
learning-tutor-step-seal-retreat-title = Seal the retreat
learning-tutor-step-seal-retreat-say = Press Seal orders, then again to confirm.
learning-tutor-step-seal-retreat-hint = Press Seal orders twice. If the fleet has no retreat, give it one first.
learning-tutor-step-seal-retreat-task = seal the retreat
learning-tutor-step-build-title = Build
learning-tutor-step-build-say = Winter: the centres are counted. Norway is yours, so you have six centres and five units: you build one. Builds go only in your own home centres that stand empty. Pass the curtain, then under Builds press Fleet beside Edinburgh.
learning-tutor-step-build-hint = Under Builds press Fleet (or Army) beside Edinburgh, or Liverpool if it is empty.
learning-tutor-step-build-task = build
learning-tutor-step-seal-build-title = Seal the build
learning-tutor-step-seal-build-say = Press Seal orders, then again to confirm.
learning-tutor-step-seal-build-hint = Press Seal orders twice, with one build written.
learning-tutor-step-seal-build-task = seal the build
learning-tutor-step-finished-title = Done
learning-tutor-step-finished-say = That was a whole year: moves, a convoy, a support, a stand-off, a dislodgement and its retreat, and a build. You know every way to write orders now.
learning-tutor-step-finished-hint = The guided turn is over.
learning-tutor-step-finished-task = done

## The tutor's judgements: why an answer is not the one asked for, and what to do

learning-tutor-hint-and-fix = { $hint } A new order for a unit replaces its old one, and Clear removes an order.
learning-tutor-hint-and-spelling = { $hint } Check the spelling: a unit letter, then where it stands.
learning-tutor-give-again = Give it again. { $hint }
learning-tutor-clear-extra = Press Clear beside the extra one. { $hint }
learning-tutor-not-yours = that unit is not yours: you play England
learning-tutor-disband-loses = disbanding loses the fleet, and it has places to go
learning-tutor-waive-gives-up = waiving gives up the build you are due
learning-tutor-not-the-order-asked = { $order } can be carried out, but it is not the order asked for
learning-tutor-cleared-build = { $order } was the order asked for; now no build is written
learning-tutor-cleared-order = { $order } was the order asked for; now that unit has none
learning-tutor-no-retreat-yet = your dislodged fleet has no retreat yet
learning-tutor-no-build-yet = no build is written yet
learning-tutor-other-order = { $unit }'s order is { $given }, not the one asked for: { $asked }
learning-tutor-no-order-yet = { $unit } has no order yet; the one asked for is { $asked }
learning-tutor-step-not-done = { $step } is not done yet
learning-tutor-only-one-due = { $step }: only one is due, and more are written
learning-tutor-order-and-why = { $order }: { $why }
learning-tutor-behind-curtain = your orders stay hidden behind the curtain until you say who you are
learning-tutor-results-last = these results are the last thing to read before the retreat
learning-tutor-results-resolved = the orders are resolved: nothing is written while the results are shown
learning-tutor-still-to-do = { $step } is still to do
learning-tutor-other-unit = that is your { $unit }; this step is about your { $asked }
learning-tutor-no-unit-in = you have no unit in { $place }

## The rule card: a link beside a reason opens the rule

learning-rule-link = Rule { $section }
learning-rule-link-hover = Read the rule: { $rule }
learning-rule-titled-link = { $rule } ({ $section })
learning-rule-from = From: { $section }
learning-rule-see-also = See also: { $sections }
learning-rule-close = Close
learning-rule-refused-hover = { $reason }. Click to read the rule ({ $rule }).

## The rules explained: where a rule is written

learning-source-rulebook = Diplomacy rulebook (1971)
learning-source-multiplomacy = Multiplomacy (C. H. Hemming, 1973)
learning-source-ce05 = European Diplomacy (ce05)
learning-source-datc = Diplomacy Adjudicator Test Cases (DATC v3.0)
learning-section-rulebook = Rulebook { $section }
learning-section-multiplomacy = Multiplomacy rule { $section }
learning-section-ce05 = ce05 { $section }
learning-section-datc = DATC { $section }

## The rules explained: each rule topic, its title and its explanation in our own words

learning-rule-one-order-per-unit-title = One order per unit
learning-rule-one-order-per-unit-text = Every unit takes exactly one order a turn: it moves, supports, convoys or stays where it is. A unit left without an order simply stays and defends its province. When two different orders are written for the same unit, neither is followed and the unit stays put.
learning-rule-your-own-units-title = Orders go to your own units
learning-rule-your-own-units-text = You command only your own armies and fleets, and each order starts from the place where that unit stands right now. Where you have no unit there is nothing to order. Another power's units answer to that power alone, though you may support or convoy them.
learning-rule-phase-orders-title = What each phase is for
learning-rule-phase-orders-text = The year follows a fixed rhythm. In the spring and autumn movement phases units move, support, hold and convoy. Straight after a movement phase only the units that were dislodged act, by retreating or disbanding. After each autumn, powers build or remove units to match their supply centres. An order of the wrong kind for the phase does nothing.
learning-rule-void-orders-title = Impossible orders are void
learning-rule-void-orders-text = An order that could never be carried out is thrown out, and its unit stays where it is as though told to hold. The same goes for an order about a unit that is not there. A possible order is still carried out even when its writer meant something else.
learning-rule-ambiguous-orders-title = Unclear orders are void
learning-rule-ambiguous-orders-text = If an order could belong to more than one of your units and nothing shows which was meant, none of them carries it out. A short order is fine as long as only one unit could possibly perform it. Naming the unit's province removes any doubt.
learning-rule-adjacency-title = Moving one step
learning-rule-adjacency-text = A move takes a unit into a province that borders the one it stands in: one step a turn. Sending a unit to the place it already occupies is no move at all. Longer trips need fleets to convoy an army, or a railroad on maps that have one.
learning-rule-terrain-title = Armies on land, fleets on water
learning-rule-terrain-text = Armies keep to land: they never enter a sea area, though fleets can carry them across one. Fleets sail the seas and the coastal provinces, and never go inland. A fleet passing between two coastal provinces must follow a coastline they share.
learning-rule-split-coasts-title = Provinces with two coasts
learning-rule-split-coasts-text = A few provinces, such as Spain, Bulgaria and St Petersburg on the standard board, have two separate coasts. A fleet there lies on one of them and can only sail on to places touching that coast. When a fleet could arrive on either coast, its order must name one, or the move is void.
learning-rule-strength-title = The bigger force wins
learning-rule-strength-text = A moving unit counts one, plus one for each valid support of its move; a unit that stays defends with itself plus its hold supports. A move gets in only if it is stronger than the defender and than every other unit trying to enter. Against an equal or bigger force it fails.
learning-rule-stand-off-title = Stand-offs
learning-rule-stand-off-text = When equally strong units try to enter the same province, none of them gets in and each stays where it started. This happens even between units of the same power. The contested province stays as it was, so a stand-off can keep a province empty.
learning-rule-head-to-head-title = No swapping places over land
learning-rule-head-to-head-text = Two units ordered into each other's provinces meet on the border between them. If neither is stronger, both stay home; a stronger one pushes through and dislodges the other. Units can only trade places when at least one travels by convoy, while three or more units can rotate in a ring.
learning-rule-dislodgement-title = Dislodged units
learning-rule-dislodgement-text = A unit beaten by a stronger attack is dislodged, and the attacker takes its province. Any support the beaten unit was giving is lost. In the retreat phase that follows it must move away or be disbanded.
learning-rule-no-self-dislodgement-title = No dislodging your own units
learning-rule-no-self-dislodgement-text = A power can never dislodge one of its own units, however much support the attack has: such a move simply fails. Your supports do not count towards a foreign attack on your own unit either. The 1971 rulebook does not cover this case, so the game follows the DATC.
learning-rule-support-title = Support
learning-rule-support-text = Instead of moving, a unit can lend its strength to another unit: either to a move into a province or to a unit staying where it is. Each support that holds adds one to that unit's strength. The supporting unit itself does not move.
learning-rule-support-reach-title = Support only where you could go
learning-rule-support-reach-text = A unit can only support action in a province it could move into itself this turn. So a fleet cannot support into an inland province, an army cannot support into a sea, and no unit supports into a place it does not border. The supporter need not reach the province the supported unit starts from.
learning-rule-support-self-title = No supporting yourself
learning-rule-support-self-text = Support is something one unit gives to a different unit. A unit cannot support its own hold or its own move, and cannot support another unit into the province it is standing in. To defend itself a unit just holds.
learning-rule-support-must-match-title = Support must match a real order
learning-rule-support-must-match-text = A support only counts when the supported unit is really ordered to do what the support describes: a hold support helps a unit that stays, a move support helps exactly that move, and a named coast must be the one the fleet is heading for. A move the supported unit could never make cannot be supported at all. The rulebook takes this for granted; the DATC states it.
learning-rule-support-cut-title = Cutting support
learning-rule-support-cut-text = A supporting unit that is attacked loses its support, even when the attack on it fails. The exception: an attack coming from the very province the support is aimed at does not cut it. A support is also lost if the supporter is dislodged, and attacks by your own units never cut your supports.
learning-rule-convoys-title = Convoys
learning-rule-convoys-text = An army can cross water in one move when fleets stand in every sea along the way, each ordered to carry that army to that destination. The army must itself be ordered to go there. A fleet whose sea lies on no route between the two coasts cannot help, and if a needed convoy order is missing the army stays where it is.
learning-rule-convoy-fleets-at-sea-title = Only fleets at sea convoy
learning-rule-convoy-fleets-at-sea-text = Carrying armies is the work of fleets out in sea areas. A fleet in a coastal province cannot convoy anything, and an army can never convoy.
learning-rule-convoy-armies-only-title = Only armies are convoyed
learning-rule-convoy-armies-only-text = Convoys exist to take armies across water. A fleet sails on its own, so an order to convoy a fleet does nothing.
learning-rule-convoy-disruption-title = Disrupted convoys
learning-rule-convoy-disruption-text = If a fleet carrying an army is dislodged, the convoy breaks and the army stays where it was. A fleet that is attacked but holds its sea keeps carrying. When several routes are open, the 1971 rules cancel the convoy if a fleet on any of them is dislodged; under the DATC option one unbroken route is enough.
learning-rule-convoy-paradox-title = Convoy paradoxes
learning-rule-convoy-paradox-text = Sometimes a convoyed army attacks a unit whose support decides whether one of its own convoying fleets is dislodged, and the orders have no consistent result. Under the 1971 rules that army does not cut the support. What that leaves open, and every such case under the DATC option, follows the Szykman rule: the fleets in the paradox do not carry the army, which stays home.
learning-rule-retreats-title = Where a retreat may go
learning-rule-retreats-text = A dislodged unit may retreat into a neighbouring province it could normally move to, as long as that province is empty. It may not go where its attacker came from, nor into a province left empty by a stand-off this turn; under the DATC option it may go where the attacker came from when that attacker crossed by convoy. Retreats never use convoys or support.
learning-rule-retreat-collision-title = Retreats into the same province
learning-rule-retreat-collision-text = When two or more units retreat into the same province, none of them arrives: all of them are disbanded. Strength plays no part in retreats.
learning-rule-disbanding-title = Disbanding
learning-rule-disbanding-text = A dislodged unit with nowhere to go is taken off the board. A player may also choose to disband a dislodged unit instead of retreating it. A dislodged unit given no retreat order is disbanded too.
learning-rule-adjust-count-title = Units follow supply centres
learning-rule-adjust-count-text = After each autumn, every power compares its units with the supply centres it controls. With more centres than units it may build the difference; with more units than centres it removes the extra ones, choosing which itself. Orders beyond what is due are ignored, and a power in balance has nothing to adjust.
learning-rule-build-where-title = Where to build
learning-rule-build-where-text = New units appear only in your home supply centres, the ones your power starts the game with, and only while you still control them and nothing stands there. When no such centre is free, the builds you cannot place are lost.
learning-rule-build-kind-title = Saying what to build
learning-rule-build-kind-text = A build must name the kind of unit it adds, army or fleet, and that unit must suit its place: fleets only on a coast, with the coast named where a province has two. A build that leaves this open, or puts a unit where it cannot stand, fails.
learning-rule-waive-builds-title = Waiving builds
learning-rule-waive-builds-text = A power need not use every build it is owed: it may decline some or all of them. The 1971 rules only say that builds with no free centre are forfeited; the DATC, following later rulebooks, lets a player give them up on purpose.
learning-rule-civil-disorder-title = Civil disorder
learning-rule-civil-disorder-text = A power nobody plays any more is in civil disorder: its units just hold. When a power must remove units and does not say which, the game chooses, starting with the units farthest from its nearest home centre. Ties go fleets before armies, then by the province's name in alphabetical order. Under the DATC option the distance is counted to the nearest centre the power owns, across land and sea alike.
learning-rule-kurdistan-title = Kurdistan: no support from the mountains
learning-rule-kurdistan-text = An army standing in Kurdistan cannot support any unit, whether that unit holds or moves. The army may still move and hold, and other units may support it.
learning-rule-switzerland-title = Switzerland's closed passes
learning-rule-switzerland-text = Switzerland can be entered in this variant, but in Fall and Winter no army crosses between it and its southern neighbours: Marseilles, Piedmont, Milan and Tyrolia. In Fall no unit may support a move across those borders either. In Spring and Summer the borders are open.
learning-rule-tyrolia-title = Tyrolia's ridge
learning-rule-tyrolia-text = A ridge divides Tyrolia. An army that enters Tyrolia in Spring from one side may not, in the Fall of that year, move to or support a move into the provinces on the far side. An army that has stayed in Tyrolia longer is free of this limit.
learning-rule-norse-coast-title = The Norse Coast's fjords
learning-rule-norse-coast-text = No army may enter or leave the Norse Coast in Winter. In Fall an army may do so only when the fleet in the Norwegian Sea supports that very move and the support is not cut. Also in Fall, an army there may only support a fleet moving into the province the army came from.
learning-rule-railroad-title = The railroad
learning-rule-railroad-text = One army may ride the railroad between Moscow and Omsk, through Perm, in a single move. If a station on the way is occupied or attacked this turn, the journey ends at the last station before it, or does not start. The variant gives a railroad move no support, so this game does not allow any.
learning-rule-stack-count-title = Ordering part of a stack
learning-rule-stack-count-text = Where units stack, an order starts with how many units of the stack it concerns, as in 2 A Ber-Pru; units sharing a province are separate and may all do different things. You cannot order more units than stand there, and where armies and fleets share a province you must say which kind you mean.
learning-rule-stack-battle-title = Stack battles
learning-rule-stack-battle-text = All of one power's units entering a province attack together, and all the units standing in a province defend together. The side with more units plus supports wins; equal sides leave the province as it was. Only one power may hold a province, and a power's own units never block each other.
learning-rule-stack-support-title = Stacked support and partial cuts
learning-rule-stack-support-text = Support works as in the ordinary game, but an attack on a stack cuts only as many supports as there are attacking units. When a province supports in several directions, the supports written last are the first to be cut.
learning-rule-stack-convoy-title = Convoys of several armies
learning-rule-stack-convoy-text = Each convoying fleet carries one army, so several armies need several fleets along the route. A convoy breaks only where a convoying fleet is driven out of its sea; armies that no longer have a fleet to carry them stay behind.
learning-rule-stack-retreat-title = Stacked retreats
learning-rule-stack-retreat-text = Dislodged units from one province may each retreat somewhere different, and may join units of their own power. When several powers retreat into the same province, only the biggest group survives, keeping only as many units as it outnumbered the next group by.
learning-rule-stack-builds-title = Building on a stacked board
learning-rule-stack-builds-text = A power may build in any of its home provinces that it still controls, even where its own units already stand, but only one new unit per province each winter. Nothing can be built where another power's units stand.

## Learning mode's panel

learning-introduction = Introduction
learning-sample-game = Sample game
learning-guided-turn = A first turn, guided
learning-guided-turn-hover = Play England for a year at the real table, one thing at a time: every way to write orders, a stand-off, a retreat and a build
learning-lessons = Lessons
learning-try-it = Try it yourself (sandbox)
learning-try-it-hover = Open the sandbox on this position with these orders, to change them
learning-back-to-title = Back to the title screen (Esc)
learning-stop = Stop (Space)
learning-autoplay = Auto-play (Space)
learning-pace = s a step
learning-back = ◀ Back
learning-next = Next ▶
learning-no-lesson = there is no lesson { $number }
learning-could-not-start = Learning mode could not start: { $problem }

## The sample game's sheet

learning-orders-as-printed = The orders, as printed:
learning-implied-order = Not written but implied by another order: { $order }
learning-build-rings = On the board, a unit to be built has a gold ring and a unit to be removed a violet one.
learning-next-shows = Next ▶ shows what happens (or the Right arrow key).
learning-centre-passes = { $province } passes from { $from } to { $to }
learning-centre-from-neutral = { $province } passes from neutral to { $to }
learning-the-rules = The rules:

## A lesson: predict, then watch

learning-lesson-section = Rulebook { $section }
learning-show-what-happens = Show what happens ▶
learning-next-lesson = Next lesson
learning-predict-moves = Your prediction — tick the moves that succeed:
learning-predict-dislodged = …and the units that will be dislodged:
learning-predicted-right = You predicted { $right } of { $count } moves right.
learning-dislodged-exactly = You named the dislodged units exactly.
learning-dislodged-not-quite = Dislodged units: not quite — see the results above.

## The sandbox

learning-sandbox-board = Board:
learning-sandbox-rules = Rules:
learning-sandbox-rulebook-1971 = 1971 rulebook
learning-sandbox-open = Open the sandbox
learning-sandbox-open-latest = Open at the latest autosave's phase ({ $phase })
learning-sandbox-heading = Sandbox
learning-sandbox-what = { $board } · rules { $rules } · { $phase }
learning-sandbox-step = Step { $step }
learning-sandbox-back = ◀ Back (PgUp)
learning-sandbox-forward = Forward ▶ (PgDn)
learning-sandbox-branches = Branches here:
learning-sandbox-discard-branch = Discard the chosen branch
learning-sandbox-results-of = Results of { $phase }
learning-sandbox-slips = Orders — paste or type each power's slip
learning-sandbox-example = One order per line, e.g. { $example }
learning-sandbox-units-long = { $power }'s units: Stand, Move to…, Support…
learning-sandbox-units = { $power }'s units
learning-sandbox-resolve = Resolve
learning-sandbox-title = Title (Esc)
learning-sandbox-clicks = Clicks on the board:
learning-sandbox-tool-orders = Orders
learning-sandbox-tool-units = Units
learning-sandbox-tool-centres = Centres
learning-sandbox-stack-count = Units of a stack per order:
learning-sandbox-army = Army
learning-sandbox-fleet = Fleet
learning-sandbox-count = count
learning-sandbox-nobody = nobody
learning-sandbox-place-units = Click a province to place the unit (a coast for a fleet where there are two); click units to remove them.
learning-sandbox-give-centres = Click a supply centre to give it to this owner.
learning-sandbox-support = Support (S)
learning-sandbox-convoy = Convoy (C)
learning-sandbox-stand = Stand (H)
learning-sandbox-cancel = Cancel (Esc)
learning-sandbox-no-unit = No unit in { $province } takes an order this phase.
learning-sandbox-set-up = Set up the board
learning-sandbox-apply = Apply
learning-sandbox-set-up-done = Set up.
learning-sandbox-set-up-line = Set up: { $line }
learning-sandbox-exchange = Export or import
learning-sandbox-export-case = Export this position and its orders
learning-sandbox-exported = Exported (and copied).
learning-sandbox-export-record = Export the game as a record (replay reads it)
learning-sandbox-record-exported = Record exported (and copied).
learning-sandbox-import = Import the case
learning-sandbox-imported = Imported.
learning-sandbox-saved-games = Saved games
learning-sandbox-save-path = path of a save
learning-sandbox-read = Read
learning-sandbox-open-at = Open the sandbox at:
learning-sandbox-opened-at = Opened at that phase, with its orders.
learning-sandbox-save-as-game = Save as a game
learning-sandbox-saved = Saved: play on with --load { $path }

## The guided turn's panel

learning-tutor-first-curtain = First the curtain: press the “I am { $power }” button (or Enter).
learning-tutor-first-continue = First press Continue under the results on the right.
learning-tutor-play-on = Press Continue under the results to play on against the computers.
learning-tutor-the-end = A first turn, guided: the end
learning-tutor-step-of = A first turn, guided: step { $step } of { $count }
learning-tutor-back-to-new-game = Back to the new game
learning-tutor-back-to-learning = Back to learning mode
learning-tutor-own-game = Start a game of my own
learning-tutor-leave = Leave the guided turn
learning-tutor-next = Next
learning-tutor-done = ✔ Done: { $step }.
learning-tutor-not-quite = ✖ Not quite: { $reason }.
learning-tutor-not-yet = Not yet: { $reason }.
learning-tutor-could-not-start = The guided turn could not start: { $problem }
