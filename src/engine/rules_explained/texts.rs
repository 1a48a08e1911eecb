//! The explanations themselves: every sentence here is written for this project, with the
//! section each rule comes from.

use super::{Explanation, RuleTopic, Section, Source};

const fn book(id: &'static str) -> Section {
    Section {
        source: Source::Rulebook1971,
        id,
    }
}

const fn multi(id: &'static str) -> Section {
    Section {
        source: Source::Multiplomacy,
        id,
    }
}

const fn ce05(id: &'static str) -> Section {
    Section {
        source: Source::Ce05,
        id,
    }
}

const fn datc(id: &'static str) -> Section {
    Section {
        source: Source::Datc,
        id,
    }
}

const ONE_ORDER_PER_UNIT: Explanation = Explanation {
    title: "One order per unit",
    text: "Every unit takes exactly one order a turn: it moves, supports, convoys or stays \
           where it is. A unit left without an order simply stays and defends its province. \
           When two different orders are written for the same unit, neither is followed and \
           the unit stays put.",
    section: book("II.2"),
    see_also: &[datc("4.D.3")],
};

const YOUR_OWN_UNITS: Explanation = Explanation {
    title: "Orders go to your own units",
    text: "You command only your own armies and fleets, and each order starts from the place \
           where that unit stands right now. Where you have no unit there is nothing to \
           order. Another power's units answer to that power alone, though you may support \
           or convoy them.",
    section: book("II.2"),
    see_also: &[],
};

const PHASE_ORDERS: Explanation = Explanation {
    title: "What each phase is for",
    text: "The year follows a fixed rhythm. In the spring and autumn movement phases units \
           move, support, hold and convoy. Straight after a movement phase only the units \
           that were dislodged act, by retreating or disbanding. After each autumn, powers \
           build or remove units to match their supply centres. An order of the wrong kind \
           for the phase does nothing.",
    section: book("I.3"),
    see_also: &[book("II.9"), book("II.11")],
};

const VOID_ORDERS: Explanation = Explanation {
    title: "Impossible orders are void",
    text: "An order that could never be carried out is thrown out, and its unit stays where \
           it is as though told to hold. The same goes for an order about a unit that is not \
           there. A possible order is still carried out even when its writer meant something \
           else.",
    section: book("II.3"),
    see_also: &[datc("4.E.1")],
};

const AMBIGUOUS_ORDERS: Explanation = Explanation {
    title: "Unclear orders are void",
    text: "If an order could belong to more than one of your units and nothing shows which \
           was meant, none of them carries it out. A short order is fine as long as only one \
           unit could possibly perform it. Naming the unit's province removes any doubt.",
    section: book("II.3"),
    see_also: &[],
};

const ADJACENCY: Explanation = Explanation {
    title: "Moving one step",
    text: "A move takes a unit into a province that borders the one it stands in: one step a \
           turn. Sending a unit to the place it already occupies is no move at all. Longer \
           trips need fleets to convoy an army, or a railroad on maps that have one.",
    section: book("II.4"),
    see_also: &[datc("6.A.4")],
};

const TERRAIN: Explanation = Explanation {
    title: "Armies on land, fleets on water",
    text: "Armies keep to land: they never enter a sea area, though fleets can carry them \
           across one. Fleets sail the seas and the coastal provinces, and never go inland. A \
           fleet passing between two coastal provinces must follow a coastline they share.",
    section: book("II.4"),
    see_also: &[book("I.2")],
};

const SPLIT_COASTS: Explanation = Explanation {
    title: "Provinces with two coasts",
    text: "A few provinces, such as Spain, Bulgaria and St Petersburg on the standard board, \
           have two separate coasts. A fleet there lies on one of them and can only sail on to \
           places touching that coast. When a fleet could arrive on either coast, its order \
           must name one, or the move is void.",
    section: book("II.12"),
    see_also: &[],
};

const STRENGTH: Explanation = Explanation {
    title: "The bigger force wins",
    text: "A moving unit counts one, plus one for each valid support of its move; a unit that \
           stays defends with itself plus its hold supports. A move gets in only if it is \
           stronger than the defender and than every other unit trying to enter. Against an \
           equal or bigger force it fails.",
    section: book("II.5"),
    see_also: &[],
};

const STAND_OFF: Explanation = Explanation {
    title: "Stand-offs",
    text: "When equally strong units try to enter the same province, none of them gets in and \
           each stays where it started. This happens even between units of the same power. \
           The contested province stays as it was, so a stand-off can keep a province empty.",
    section: book("II.6"),
    see_also: &[],
};

const HEAD_TO_HEAD: Explanation = Explanation {
    title: "No swapping places over land",
    text: "Two units ordered into each other's provinces meet on the border between them. If \
           neither is stronger, both stay home; a stronger one pushes through and dislodges \
           the other. Units can only trade places when at least one travels by convoy, while \
           three or more units can rotate in a ring.",
    section: book("II.6"),
    see_also: &[],
};

const DISLODGEMENT: Explanation = Explanation {
    title: "Dislodged units",
    text: "A unit beaten by a stronger attack is dislodged, and the attacker takes its \
           province. Any support the beaten unit was giving is lost. In the retreat phase that \
           follows it must move away or be disbanded.",
    section: book("II.9"),
    see_also: &[datc("6.D.17")],
};

const NO_SELF_DISLODGEMENT: Explanation = Explanation {
    title: "No dislodging your own units",
    text: "A power can never dislodge one of its own units, however much support the attack \
           has: such a move simply fails. Your supports do not count towards a foreign attack \
           on your own unit either. The 1971 rulebook does not cover this case, so the game \
           follows the DATC.",
    section: datc("6.D.10"),
    see_also: &[datc("6.D.12")],
};

const SUPPORT: Explanation = Explanation {
    title: "Support",
    text: "Instead of moving, a unit can lend its strength to another unit: either to a move \
           into a province or to a unit staying where it is. Each support that holds adds one \
           to that unit's strength. The supporting unit itself does not move.",
    section: book("II.7"),
    see_also: &[],
};

const SUPPORT_REACH: Explanation = Explanation {
    title: "Support only where you could go",
    text: "A unit can only support action in a province it could move into itself this turn. \
           So a fleet cannot support into an inland province, an army cannot support into a \
           sea, and no unit supports into a place it does not border. The supporter need not \
           reach the province the supported unit starts from.",
    section: book("II.7"),
    see_also: &[datc("6.A.10")],
};

const SUPPORT_SELF: Explanation = Explanation {
    title: "No supporting yourself",
    text: "Support is something one unit gives to a different unit. A unit cannot support its \
           own hold or its own move, and cannot support another unit into the province it is \
           standing in. To defend itself a unit just holds.",
    section: book("II.7"),
    see_also: &[datc("6.A.8"), datc("6.D.34")],
};

const SUPPORT_MUST_MATCH: Explanation = Explanation {
    title: "Support must match a real order",
    text: "A support only counts when the supported unit is really ordered to do what the \
           support describes: a hold support helps a unit that stays, a move support helps \
           exactly that move, and a named coast must be the one the fleet is heading for. A \
           move the supported unit could never make cannot be supported at all. The rulebook \
           takes this for granted; the DATC states it.",
    section: datc("4.E.1"),
    see_also: &[datc("6.D.9"), datc("6.D.22"), datc("4.B.4")],
};

const SUPPORT_CUT: Explanation = Explanation {
    title: "Cutting support",
    text: "A supporting unit that is attacked loses its support, even when the attack on it \
           fails. The exception: an attack coming from the very province the support is aimed \
           at does not cut it. A support is also lost if the supporter is dislodged, and \
           attacks by your own units never cut your supports.",
    section: book("II.8"),
    see_also: &[datc("6.D.17"), datc("6.D.20")],
};

const CONVOYS: Explanation = Explanation {
    title: "Convoys",
    text: "An army can cross water in one move when fleets stand in every sea along the way, \
           each ordered to carry that army to that destination. The army must itself be \
           ordered to go there. A fleet whose sea lies on no route between the two coasts \
           cannot help, and if a needed convoy order is missing the army stays where it is.",
    section: book("II.4"),
    see_also: &[],
};

const CONVOY_FLEETS_AT_SEA: Explanation = Explanation {
    title: "Only fleets at sea convoy",
    text: "Carrying armies is the work of fleets out in sea areas. A fleet in a coastal \
           province cannot convoy anything, and an army can never convoy.",
    section: book("II.4"),
    see_also: &[datc("6.F.1")],
};

const CONVOY_ARMIES_ONLY: Explanation = Explanation {
    title: "Only armies are convoyed",
    text: "Convoys exist to take armies across water. A fleet sails on its own, so an order to \
           convoy a fleet does nothing.",
    section: book("II.4"),
    see_also: &[datc("6.A.7")],
};

const CONVOY_DISRUPTION: Explanation = Explanation {
    title: "Disrupted convoys",
    text: "If a fleet carrying an army is dislodged, the convoy breaks and the army stays where \
           it was. A fleet that is attacked but holds its sea keeps carrying. When several \
           routes are open, the 1971 rules cancel the convoy if a fleet on any of them is \
           dislodged; under the DATC option one unbroken route is enough.",
    section: book("II.4"),
    see_also: &[datc("4.A.1")],
};

const CONVOY_PARADOX: Explanation = Explanation {
    title: "Convoy paradoxes",
    text: "Sometimes a convoyed army attacks a unit whose support decides whether one of its \
           own convoying fleets is dislodged, and the orders have no consistent result. Under \
           the 1971 rules that army does not cut the support. What that leaves open, and every \
           such case under the DATC option, follows the Szykman rule: the fleets in the \
           paradox do not carry the army, which stays home.",
    section: datc("4.A.2"),
    see_also: &[book("II.8")],
};

const RETREATS: Explanation = Explanation {
    title: "Where a retreat may go",
    text: "A dislodged unit may retreat into a neighbouring province it could normally move \
           to, as long as that province is empty. It may not go where its attacker came from, \
           nor into a province left empty by a stand-off this turn; under the DATC option it \
           may go where the attacker came from when that attacker crossed by convoy. Retreats \
           never use convoys or support.",
    section: book("II.9"),
    see_also: &[datc("4.A.5")],
};

const RETREAT_COLLISION: Explanation = Explanation {
    title: "Retreats into the same province",
    text: "When two or more units retreat into the same province, none of them arrives: all of \
           them are disbanded. Strength plays no part in retreats.",
    section: book("II.9"),
    see_also: &[],
};

const DISBANDING: Explanation = Explanation {
    title: "Disbanding",
    text: "A dislodged unit with nowhere to go is taken off the board. A player may also choose \
           to disband a dislodged unit instead of retreating it. A dislodged unit given no \
           retreat order is disbanded too.",
    section: book("II.9"),
    see_also: &[],
};

const ADJUST_COUNT: Explanation = Explanation {
    title: "Units follow supply centres",
    text: "After each autumn, every power compares its units with the supply centres it \
           controls. With more centres than units it may build the difference; with more \
           units than centres it removes the extra ones, choosing which itself. Orders beyond \
           what is due are ignored, and a power in balance has nothing to adjust.",
    section: book("II.11"),
    see_also: &[book("II.10")],
};

const BUILD_WHERE: Explanation = Explanation {
    title: "Where to build",
    text: "New units appear only in your home supply centres, the ones your power starts the \
           game with, and only while you still control them and nothing stands there. When no \
           such centre is free, the builds you cannot place are lost.",
    section: book("II.11"),
    see_also: &[],
};

const BUILD_KIND: Explanation = Explanation {
    title: "Saying what to build",
    text: "A build must name the kind of unit it adds, army or fleet, and that unit must suit \
           its place: fleets only on a coast, with the coast named where a province has two. \
           A build that leaves this open, or puts a unit where it cannot stand, fails.",
    section: book("II.11"),
    see_also: &[],
};

const WAIVE_BUILDS: Explanation = Explanation {
    title: "Waiving builds",
    text: "A power need not use every build it is owed: it may decline some or all of them. \
           The 1971 rules only say that builds with no free centre are forfeited; the DATC, \
           following later rulebooks, lets a player give them up on purpose.",
    section: datc("4.D.7"),
    see_also: &[book("II.11")],
};

const CIVIL_DISORDER: Explanation = Explanation {
    title: "Civil disorder",
    text: "A power nobody plays any more is in civil disorder: its units just hold. When a \
           power must remove units and does not say which, the game chooses, starting with the \
           units farthest from its nearest home centre. Ties go fleets before armies, then by \
           the province's name in alphabetical order. Under the DATC option the distance is \
           counted to the nearest centre the power owns, across land and sea alike.",
    section: book("III.3"),
    see_also: &[],
};

const KURDISTAN: Explanation = Explanation {
    title: "Kurdistan: no support from the mountains",
    text: "An army standing in Kurdistan cannot support any unit, whether that unit holds or \
           moves. The army may still move and hold, and other units may support it.",
    section: ce05("Kurdistan"),
    see_also: &[],
};

const SWITZERLAND: Explanation = Explanation {
    title: "Switzerland's closed passes",
    text: "Switzerland can be entered in this variant, but in Fall and Winter no army crosses \
           between it and its southern neighbours: Marseilles, Piedmont, Milan and Tyrolia. In \
           Fall no unit may support a move across those borders either. In Spring and Summer \
           the borders are open.",
    section: ce05("Switzerland"),
    see_also: &[],
};

const TYROLIA: Explanation = Explanation {
    title: "Tyrolia's ridge",
    text: "A ridge divides Tyrolia. An army that enters Tyrolia in Spring from one side may \
           not, in the Fall of that year, move to or support a move into the provinces on the \
           far side. An army that has stayed in Tyrolia longer is free of this limit.",
    section: ce05("Tyrolia"),
    see_also: &[],
};

const NORSE_COAST: Explanation = Explanation {
    title: "The Norse Coast's fjords",
    text: "No army may enter or leave the Norse Coast in Winter. In Fall an army may do so only \
           when the fleet in the Norwegian Sea supports that very move and the support is not \
           cut. Also in Fall, an army there may only support a fleet moving into the province \
           the army came from.",
    section: ce05("Norse Coast"),
    see_also: &[],
};

const RAILROAD: Explanation = Explanation {
    title: "The railroad",
    text: "One army may ride the railroad between Moscow and Omsk, through Perm, in a single \
           move. If a station on the way is occupied or attacked this turn, the journey ends \
           at the last station before it, or does not start. The variant gives a railroad move \
           no support, so this game does not allow any.",
    section: ce05("Railroads"),
    see_also: &[],
};

const STACK_COUNT: Explanation = Explanation {
    title: "Ordering part of a stack",
    text: "Where units stack, an order starts with how many units of the stack it concerns, as \
           in 2 A Ber-Pru; units sharing a province are separate and may all do different \
           things. You cannot order more units than stand there, and where armies and fleets \
           share a province you must say which kind you mean.",
    section: multi("5"),
    see_also: &[multi("4")],
};

const STACK_BATTLE: Explanation = Explanation {
    title: "Stack battles",
    text: "All of one power's units entering a province attack together, and all the units \
           standing in a province defend together. The side with more units plus supports \
           wins; equal sides leave the province as it was. Only one power may hold a province, \
           and a power's own units never block each other.",
    section: multi("6"),
    see_also: &[multi("4")],
};

const STACK_SUPPORT: Explanation = Explanation {
    title: "Stacked support and partial cuts",
    text: "Support works as in the ordinary game, but an attack on a stack cuts only as many \
           supports as there are attacking units. When a province supports in several \
           directions, the supports written last are the first to be cut.",
    section: multi("7"),
    see_also: &[],
};

const STACK_CONVOY: Explanation = Explanation {
    title: "Convoys of several armies",
    text: "Each convoying fleet carries one army, so several armies need several fleets along \
           the route. A convoy breaks only where a convoying fleet is driven out of its sea; \
           armies that no longer have a fleet to carry them stay behind.",
    section: multi("8"),
    see_also: &[],
};

const STACK_RETREAT: Explanation = Explanation {
    title: "Stacked retreats",
    text: "Dislodged units from one province may each retreat somewhere different, and may join \
           units of their own power. When several powers retreat into the same province, only \
           the biggest group survives, keeping only as many units as it outnumbered the next \
           group by.",
    section: multi("9"),
    see_also: &[],
};

const STACK_BUILDS: Explanation = Explanation {
    title: "Building on a stacked board",
    text: "A power may build in any of its home provinces that it still controls, even where \
           its own units already stand, but only one new unit per province each winter. \
           Nothing can be built where another power's units stand.",
    section: multi("10"),
    see_also: &[multi("4")],
};

/// The explanation of one topic.
pub(super) fn explanation(topic: RuleTopic) -> &'static Explanation {
    match topic {
        RuleTopic::OneOrderPerUnit => &ONE_ORDER_PER_UNIT,
        RuleTopic::YourOwnUnits => &YOUR_OWN_UNITS,
        RuleTopic::PhaseOrders => &PHASE_ORDERS,
        RuleTopic::VoidOrders => &VOID_ORDERS,
        RuleTopic::AmbiguousOrders => &AMBIGUOUS_ORDERS,
        RuleTopic::Adjacency => &ADJACENCY,
        RuleTopic::Terrain => &TERRAIN,
        RuleTopic::SplitCoasts => &SPLIT_COASTS,
        RuleTopic::Strength => &STRENGTH,
        RuleTopic::StandOff => &STAND_OFF,
        RuleTopic::HeadToHead => &HEAD_TO_HEAD,
        RuleTopic::Dislodgement => &DISLODGEMENT,
        RuleTopic::NoSelfDislodgement => &NO_SELF_DISLODGEMENT,
        RuleTopic::Support => &SUPPORT,
        RuleTopic::SupportReach => &SUPPORT_REACH,
        RuleTopic::SupportSelf => &SUPPORT_SELF,
        RuleTopic::SupportMustMatch => &SUPPORT_MUST_MATCH,
        RuleTopic::SupportCut => &SUPPORT_CUT,
        RuleTopic::Convoys => &CONVOYS,
        RuleTopic::ConvoyFleetsAtSea => &CONVOY_FLEETS_AT_SEA,
        RuleTopic::ConvoyArmiesOnly => &CONVOY_ARMIES_ONLY,
        RuleTopic::ConvoyDisruption => &CONVOY_DISRUPTION,
        RuleTopic::ConvoyParadox => &CONVOY_PARADOX,
        RuleTopic::Retreats => &RETREATS,
        RuleTopic::RetreatCollision => &RETREAT_COLLISION,
        RuleTopic::Disbanding => &DISBANDING,
        RuleTopic::AdjustCount => &ADJUST_COUNT,
        RuleTopic::BuildWhere => &BUILD_WHERE,
        RuleTopic::BuildKind => &BUILD_KIND,
        RuleTopic::WaiveBuilds => &WAIVE_BUILDS,
        RuleTopic::CivilDisorder => &CIVIL_DISORDER,
        RuleTopic::Kurdistan => &KURDISTAN,
        RuleTopic::Switzerland => &SWITZERLAND,
        RuleTopic::Tyrolia => &TYROLIA,
        RuleTopic::NorseCoast => &NORSE_COAST,
        RuleTopic::Railroad => &RAILROAD,
        RuleTopic::StackCount => &STACK_COUNT,
        RuleTopic::StackBattle => &STACK_BATTLE,
        RuleTopic::StackSupport => &STACK_SUPPORT,
        RuleTopic::StackConvoy => &STACK_CONVOY,
        RuleTopic::StackRetreat => &STACK_RETREAT,
        RuleTopic::StackBuilds => &STACK_BUILDS,
    }
}
