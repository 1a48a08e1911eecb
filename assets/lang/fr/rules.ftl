# Diplomacy Hot-Seat : ce que disent les règles d'un ordre : refus, verdicts et résultats, en français.


## Les résultats de Multiplomacy à l'écran : les forces qu'un ordre a rencontrées, et pourquoi chaque partie d'un ordre a eu ce sort

rules-force-standing = force { $power } ({ $units }) depuis { $from } (en défense) à { $strength }
rules-force-head-to-head = force { $power } ({ $units }) depuis { $from } (en sens inverse) à { $strength }
rules-force-rival = force { $power } ({ $units }) depuis { $from } (entrant aussi) à { $strength }
rules-part-outmatched = rebond à { $strength } contre { $against }
rules-part-bounced = rebond à { $strength }
rules-part-own-unit = délogerait sa propre unité
rules-part-not-carried = non transportée : trop peu de flottes de convoi restantes
rules-part-cut-from = coupé par l'attaque ({ $power }) venant de { $from }
rules-part-cut = coupé
rules-part-cut-dislodged = coupé : délogé
rules-part-convoy-disrupted = convoi perturbé : flotte déplacée
rules-part-void = nul : { $reason }
rules-part-no-such-units = pas de telles unités
rules-part-no-order = pas d'ordre
rules-part-no-order-dislodged = pas d'ordre ; délogée
rules-result-stands = { $unit } tient

## Pourquoi un ordre est nul (les raisons de la résolution)

rules-void-several-orders = l'unité a reçu deux ordres différents
rules-void-move-to-own-province = une unité ne peut pas se déplacer là où elle est déjà
rules-void-not-adjacent = la destination n'est pas adjacente et aucun convoi n'a été ordonné
rules-void-wrong-terrain = cette unité ne peut pas entrer dans ce genre de province
rules-void-coast-unreachable = la flotte ne peut pas atteindre cette côte
rules-void-coast-not-specified = la flotte pourrait atteindre l'une ou l'autre côte : précisez laquelle
rules-void-no-convoy-ordered = aucune flotte n'a reçu l'ordre de convoyer cette armée jusque-là
rules-void-cannot-reach = une unité ne peut soutenir que vers une province où elle pourrait elle-même se déplacer
rules-void-no-such-unit = il n'y a pas d'unité à cet endroit
rules-void-supports-itself = une unité ne peut pas se soutenir elle-même
rules-void-support-not-matched = l'unité soutenue n'a pas reçu cet ordre
rules-void-support-coast-mismatch = la flotte soutenue va vers l'autre côte
rules-void-convoy-not-at-sea = seule une flotte en mer peut convoyer
rules-void-convoy-not-army = seule une armée peut être convoyée
rules-void-convoy-not-matched = l'armée n'a pas reçu l'ordre de faire ce mouvement par convoi
rules-void-convoy-not-on-route = cette flotte n'est sur aucune route de ce convoi
rules-void-hook = une règle spéciale de cette carte l'interdit

## Un ordre vérifié seul, pendant qu'on l'écrit

rules-check-supported-cannot-move = l'unité en { $from } ne peut pas se déplacer vers { $to }
rules-check-supported-cannot-move-rule = l'unité en { $from } ne peut pas se déplacer vers { $to } : { $rule }
rules-check-wrong-phase = ce genre d'ordre ne se donne pas dans cette phase
rules-check-no-dislodged-unit = aucune unité délogée à cet endroit
rules-check-nowhere-to-retreat = cette unité n'a aucune retraite possible
rules-check-retreat-blocked = pas de retraite possible là : { $why }
rules-check-retreat-not-allowed = retraite impossible là ; elle peut aller en { $places }
rules-check-build-wrong-unit = cette unité ne peut pas se trouver là (précisez armée ou flotte, et la côte)
rules-check-build-not-allowed = on ne construit que dans vos propres centres de ravitaillement d'origine libres
rules-check-no-unit-to-remove = vous n'avez pas d'unité à cet endroit
rules-check-no-removals-due = vous n'avez aucune unité à dissoudre
rules-check-no-builds-due = vous n'avez aucune construction à faire

## Les conditions d'un ordre

rules-note-escort = ({ $fall }) ce mouvement ne réussit que si la flotte dans la zone maritime { $sea } le soutient et que ce soutien n'est pas coupé
rules-note-by-convoy = par convoi : des flottes doivent la transporter
rules-note-railroad = par chemin de fer : elle s'arrête à la dernière gare avant une gare occupée ou attaquée ce tour-ci, ou reste en { $province }
rules-note-needs-convoy = { $to } n'est pas adjacent à { $from } : des flottes doivent convoyer cette armée
rules-note-supported-by-convoy = l'armée soutenue ne peut y aller que par convoi

## Pourquoi une retraite est fermée

rules-retreat-block-attacker-origin = l'attaquant venait de là
rules-retreat-block-standoff = un rebond l'a laissée vide
rules-retreat-block-occupied = une unité s'y trouve

## Les règles spéciales d'une carte (ce05), quand elles arrêtent un ordre

rules-list-and = { $rest } et { $last }
rules-list-or = { $rest } ou { $last }
rules-another-unit = une autre unité
rules-hook-no-support-from = une armée en { $province } ne peut pas soutenir
rules-hook-border-closed = les frontières de { $province } avec { $neighbours } sont fermées aux armées ({ $turn })
rules-hook-support-across-closed-border = aucun soutien ne traverse les frontières fermées de { $province } avec { $neighbours } ({ $turn })
rules-hook-mountain-pass = cette armée a franchi les montagnes de { $from } vers { $province } ({ $spring }) : en { $fall } elle ne peut ni se déplacer ni soutenir vers { $far }
rules-hook-coast-closed = aucune armée n'entre en { $province } ni n'en sort ({ $turn })
rules-hook-escort-missing = ({ $fall }) une armée n'entre en { $province } ou n'en sort qu'avec le soutien d'une flotte dans la zone maritime { $sea }, et aucune ne soutient ce mouvement
rules-hook-escort-cut = échoue : ({ $fall }) une armée n'entre en { $province } ou n'en sort qu'avec le soutien de la flotte dans la zone maritime { $sea }, et ce soutien a été coupé par { $unit }
rules-hook-escort-not-given = échoue : ({ $fall }) une armée n'entre en { $province } ou n'en sort qu'avec le soutien de la flotte dans la zone maritime { $sea }, et ce soutien n'a pas été donné
rules-hook-coast-support = ({ $fall }) une armée en { $province } ne peut soutenir qu'une flotte se déplaçant vers { $from }, d'où l'armée est venue
rules-hook-coast-support-not-moved = ({ $fall }) une armée en { $province } ne peut soutenir qu'une flotte se déplaçant vers la province d'où l'armée est venue, et cette armée n'y est pas allée
rules-hook-rail-unsupported = un mouvement par chemin de fer ne peut pas être soutenu
rules-hook-rail-stops-occupied = le trajet en chemin de fer s'arrête en { $stop } : { $blocked } était occupé par { $unit }
rules-hook-rail-stops-attacked = le trajet en chemin de fer s'arrête en { $stop } : { $blocked } était attaqué par { $unit }
rules-hook-rail-no-start-occupied = le trajet en chemin de fer ne commence pas : { $blocked } était occupé par { $unit }
rules-hook-rail-no-start-attacked = le trajet en chemin de fer ne commence pas : { $blocked } était attaqué par { $unit }

## Les règles spéciales d'une carte, telles que les règles du plateau les listent

rules-map-no-support-from = { $provinces } : une armée qui s'y trouve ne peut pas soutenir.
rules-map-closed-borders = { $province } : ({ $turns }) aucune armée ne traverse ses frontières avec { $neighbours }, et aucun soutien n'est donné à travers elles.
rules-map-mountain-pass = { $province } : une armée venue de { $north } ({ $spring }) ne peut ni se déplacer ni soutenir vers { $south } au tour suivant ({ $fall }), ni dans l'autre sens ; après plus d'un tour sur place, elle est libre.
rules-map-escorted-coast = { $province } : aucune armée n'y entre ni n'en sort ({ $winter }) ; ({ $fall }) seulement avec le soutien d'une flotte dans la zone maritime { $sea }, et une armée qui s'y trouve ne soutient alors qu'une flotte se déplaçant vers la province d'où elle est venue.
rules-map-railroad = Chemin de fer { $line } : une armée parcourt toute la ligne en un seul mouvement si rien n'y est occupé ni attaqué ; sinon elle s'arrête à la dernière gare atteinte sans danger.

## Ce qu'il est advenu d'un ordre (les verdicts d'une phase de mouvement)

rules-verdict-stood = tient
rules-verdict-moved = réussit
rules-verdict-fails-at = échoue avec une force de { $strength }
rules-verdict-bounced = rebondit avec une force de { $strength } contre { $against }
rules-opponent-holding = { $unit } (qui tient) avec une force de { $strength }
rules-opponent-head-to-head = { $unit } (venant en sens inverse) avec une force de { $strength }
rules-opponent-rival = { $unit } (se déplaçant aussi là) avec une force de { $strength }
rules-and = { $left } et { $right }
rules-verdict-own-unit = échoue : il délogerait sa propre unité { $unit }
rules-verdict-no-convoy = échoue : aucun convoi ne l'a transportée
rules-verdict-convoy-failed = échoue : le convoi a été perturbé ({ $fleets } délogé)
rules-verdict-supported = soutien donné
rules-verdict-support-cut = soutien coupé par { $unit }
rules-verdict-convoyed = convoie
rules-verdict-convoy-disrupted = convoi perturbé : délogée par { $unit }
rules-verdict-convoy-paradox = le convoi échoue (règle du paradoxe : la flotte tient)
rules-verdict-void = nul : { $reason }
rules-verdict-too-few-fleets = échoue : il restait trop peu de flottes de convoi
rules-verdict-support-cut-from = soutien coupé par l'attaque ({ $power }) venant de { $from }
rules-verdict-support-cut-dislodged = soutien coupé : l'unité qui soutenait a été délogée
rules-verdict-fleet-displaced = convoi perturbé : la flotte a été déplacée

## La ligne de résultat d'une unité

rules-result-implied = non écrit, déduit des autres ordres : { $reason }
rules-result-no-order = aucun ordre n'a été écrit : elle tient
rules-result-void-army = { $reason } ; l'armée tient
rules-result-void-fleet = { $reason } ; la flotte tient
rules-result-dislodged-by = délogée par { $unit }
rules-result-nowhere-to-retreat = aucune retraite possible : elle est dissoute
rules-result-may-retreat = elle peut se retirer en { $places }
rules-result-dislodged-disbanded = { $unit } est délogée par { $by } ; elle n'a aucune retraite possible et est dissoute
rules-result-dislodged-may-retreat = { $unit } est délogée par { $by } ; elle peut se retirer en { $places }
rules-result-not-an-order = { $power } : `{ $text }` n'était pas un ordre : { $reason }

## Retraites et ajustements, exécutés ou non

rules-retreat-to = { $unit } se retire en { $place }
rules-retreat-disbands = { $unit } est dissoute
rules-retreat-disbanded-no-order = { $unit } dissoute (aucune retraite ordonnée)
rules-retreat-disbanded-illegal = { $unit } dissoute (la retraite n'était pas permise)
rules-retreat-disbanded-collision = { $unit } dissoute (une autre unité s'est retirée au même endroit)
rules-retreat-outnumbered = { $unit } dissoute (en infériorité numérique en se retirant dans la même province : { $forces })
rules-adjust-only-some = { $order } (seulement { $count } à dissoudre là)
rules-adjust-not-an-adjustment = { $order } (pas un ordre d'ajustement)
rules-adjust-not-carried-out = { $order } (non exécuté : { $why })
rules-adjust-surplus = plus que ce à quoi la puissance a droit
rules-adjust-not-buildable = pas un centre d'origine libre possédé par la puissance
rules-adjust-not-home = pas une province d'origine
rules-adjust-not-owned = la puissance ne le possède plus
rules-adjust-occupied = des unités d'une autre puissance s'y trouvent
rules-adjust-already-built = une construction par province et par hiver
rules-adjust-wrong-unit = cette unité ne peut pas se trouver là
rules-adjust-nothing-to-remove = la puissance n'a pas une telle unité à cet endroit
rules-adjust-civil-disorder = { $unit } retirée (règle du désordre civil : la plus éloignée de son pays)

## Pourquoi rien ne peut être ordonné là (l'arbre des ordres)

rules-nothing-not-adjustment = les constructions et dissolutions ne s'ordonnent que pendant un ajustement
rules-nothing-no-unit = il n'y a pas d'unité à cet endroit
rules-nothing-balanced = { $power } a autant d'unités que de centres : rien à construire ni à dissoudre
rules-nothing-there = rien ne peut être construit ni dissous à cet endroit
rules-refusal-too-many =
    { $there ->
        [one] seulement { $there } unité s'y trouve, pas { $asked }
       *[other] seulement { $there } unités s'y trouvent, pas { $asked }
    }

## Une ligne écrite avec sa vérification

rules-line-fine = { $line } : correct
rules-line-note = { $line } : { $note }
rules-line-void = { $line } : nul — { $why }

## Pourparlers avec les ordinateurs

# Les sortes d'accord, telles qu'un écran les liste.
rules-talk-kind-peace = Paix
rules-talk-kind-dmz = Province démilitarisée
rules-talk-kind-support-mine = Vous soutenez mon mouvement
rules-talk-kind-support-yours = Je soutiens votre mouvement
rules-talk-kind-moves = Je vais ici, vous allez là
rules-talk-kind-alliance = Alliance contre…
rules-talk-kind-draw = Une partie nulle
rules-talk-kind-leave = Quitter une province
# La durée d'un accord.
rules-talk-years = { $years ->
    [0] aucune année
    [1] un an
    [2] deux ans
    [3] trois ans
    [4] quatre ans
    [5] cinq ans
    [6] six ans
    [7] sept ans
    [8] huit ans
    [9] neuf ans
    [10] dix ans
   *[other] { $years } ans
}
# Un accord tel qu'un joueur le lit ; $move dans la notation du livret de règles.
rules-talk-deal-peace = la paix pour { $duration }
rules-talk-deal-dmz = { $province } démilitarisée
rules-talk-deal-support = { $power } soutient { $move }
rules-talk-deal-support-hold = { $power } soutient { $move } pour tenir
rules-talk-deal-moves = { $proposer } { $mine } et { $answerer } { $yours }
rules-talk-deal-alliance = une alliance contre { $power } pour { $duration }
rules-talk-deal-draw = une partie nulle
rules-talk-deal-leave = { $power } quitte { $province }

# Une réponse.
rules-talk-person-accepts = { $power } accepte.
rules-talk-person-declines = { $power } refuse.
rules-talk-lapsed = { $power } n'a pas répondu ; la proposition est caduque.
rules-talk-accepts = { $power } accepte : { $why }.
rules-talk-declines = { $power } refuse : { $why }.
rules-talk-counters = { $power } fait une contre-proposition : { $why }.
rules-talk-why-counter = { $why } ; elle offre plutôt { $offer }

# Pourquoi un ordinateur répond ainsi : « elle » est la puissance qui répond, « vous » celle qui propose.
rules-talk-why-no-quarrel = vos frontières se touchent à peine
rules-talk-why-frees-armies = la paix libère ses armées pour d'autres fronts
rules-talk-why-keeps-safe = { $province } laissée vide protège { $count ->
    [1] un de ses centres de ravitaillement
    [2] deux de ses centres de ravitaillement
    [3] trois de ses centres de ravitaillement
    [4] quatre de ses centres de ravitaillement
    [5] cinq de ses centres de ravitaillement
    [6] six de ses centres de ravitaillement
    [7] sept de ses centres de ravitaillement
   *[other] { $count } de ses centres de ravitaillement
}
rules-talk-why-wanted-anyway = elle comptait aller en { $province } de toute façon
rules-talk-why-weakens = elle gagne à affaiblir { $power }
rules-talk-why-common-enemy = { $power } la menace aussi
rules-talk-why-cannot-hold = elle ne peut pas tenir { $province } contre vous
rules-talk-why-no-use = elle n'a que faire de { $province }
rules-talk-why-costs-little = cela lui coûte peu
rules-talk-why-no-quarrel-with = elle n'a pas de querelle avec { $power }
rules-talk-why-keeps = elle compte garder { $province }
rules-talk-why-allied-against-you = elle est alliée à { $power } contre vous
rules-talk-why-stronger = elle est bien plus forte que vous et a plus à gagner à la guerre
rules-talk-why-broke-word = vous avez rompu { $deal } ({ $when })
rules-talk-why-broke-word-to = vous avez rompu { $deal } avec { $power } ({ $when })
rules-talk-why-attacked = vous avez attaqué { $province } ({ $when })
rules-talk-why-borders-centres = { $province } borde { $count ->
    [1] un de ses centres de ravitaillement
    [2] deux de ses centres de ravitaillement
    [3] trois de ses centres de ravitaillement
    [4] quatre de ses centres de ravitaillement
    [5] cinq de ses centres de ravitaillement
    [6] six de ses centres de ravitaillement
    [7] sept de ses centres de ravitaillement
   *[other] { $count } de ses centres de ravitaillement
}
rules-talk-why-own-centre = { $province } est son propre centre de ravitaillement
rules-talk-why-wants-province = elle compte prendre { $province }
rules-talk-why-too-long = elle ne s'engage pas pour plus de { $duration }
rules-talk-why-open-centre = { $province } lui est ouverte
rules-talk-why-unit-needed = son unité en { $province } doit garder ses centres
rules-talk-why-at-peace-with = elle est en paix avec { $power }
rules-talk-why-far-from = { $power } est loin de ses frontières
rules-talk-why-other-plans = elle a d'autres projets pour son unité en { $province }
rules-talk-why-gains-nothing = elle n'y gagne rien
rules-talk-why-cannot-reach = aucune de ses unités ne peut atteindre { $province }

# Une promesse rompue envers la puissance qui répond.
rules-talk-broken-peace = notre paix
rules-talk-broken-dmz = notre accord de laisser une province vide
rules-talk-broken-support = un soutien promis
rules-talk-broken-moves = nos mouvements convenus
rules-talk-broken-alliance = notre alliance
rules-talk-broken-draw = votre parole sur une partie nulle
rules-talk-broken-leave = votre promesse de quitter une province
# Une promesse rompue envers une autre puissance.
rules-talk-broken-to-peace = votre paix
rules-talk-broken-to-dmz = votre accord de laisser une province vide
rules-talk-broken-to-support = un soutien promis
rules-talk-broken-to-moves = vos mouvements convenus
rules-talk-broken-to-alliance = votre alliance
rules-talk-broken-to-draw = votre parole sur une partie nulle
rules-talk-broken-to-leave = votre promesse de quitter une province

# Un accord en vigueur, vu d'un côté.
rules-talk-agreement = Avec { $power } : { $deal } (jusqu'à { $until })

# Pourquoi une proposition ne peut pas être faite.
rules-talk-no-game-over = la partie est finie : plus d'accords
rules-talk-no-wrong-phase = les accords se concluent avant les ordres d'une phase de mouvement, pas en { $phase }
rules-talk-no-old-turn = cet accord était pour { $phase }, qui n'est pas le tour actuel ({ $now })
rules-talk-no-with-itself = { $power } ne peut pas conclure d'accord avec elle-même
rules-talk-no-such-power = il n'y a pas de puissance numéro { $number } sur cette carte
rules-talk-no-out = { $power } est hors de la partie
rules-talk-no-same-province = les deux unités ne peuvent pas toutes deux entrer dans la même province
rules-talk-no-third-power = une alliance se fait contre une troisième puissance
rules-talk-no-years = un accord dure de un à { $most } ans, pas { $years }
rules-talk-no-such-province = il n'y a pas de province numéro { $number } sur cette carte
rules-talk-no-their-unit = l'unité en { $province } appartient à { $owner }, pas à { $power }
rules-talk-no-unit = { $power } n'a pas d'unité en { $province }
rules-talk-no-move = { $unit } ne peut pas se déplacer vers { $to }
rules-talk-no-reach = aucune unité de { $power } ne peut atteindre { $province }
rules-talk-no-person = { $power } est jouée par une personne : parlez-lui à la table
rules-talk-no-same-seat = les deux puissances sont jouées par la même place
rules-talk-no-such-proposal = il n'y a pas de proposition numéro { $number }
rules-talk-no-answered = cette proposition a déjà reçu une réponse

## La vérification avant de sceller

rules-seal-note = { $unit } : { $note }
rules-seal-void = { $unit } : nul — { $why }
rules-seal-no-order = { $unit } : aucun ordre — elle tient
rules-seal-no-retreat = { $unit } : aucun ordre de retraite — elle sera dissoute
rules-seal-stand-by-default = { $count ->
    [one] { $count } unité tient faute d'ordre
   *[other] { $count } unités tiennent faute d'ordre
}
rules-seal-disbanded = { $count ->
    [one] { $count } unité délogée sera dissoute
   *[other] { $count } unités délogées seront dissoutes
}
rules-seal-forfeited = { $count ->
    [one] { $count } construction sera perdue
   *[other] { $count } constructions seront perdues
}
rules-seal-civil-disorder = { $count ->
    [one] { $count } unité sera retirée selon la règle du désordre civil
   *[other] { $count } unités seront retirées selon la règle du désordre civil
}
rules-seal-stacks-disband = { $count ->
    [one] { $count } unité délogée sera dissoute
   *[other] { $count } unités délogées seront dissoutes
}
rules-seal-stacks-stand = { $count ->
    [one] { $count } unité tiendra
   *[other] { $count } unités tiendront
}

## Pourquoi un ordinateur accepte la nulle ou continue (« elle » est la puissance de l'ordinateur), et comment chaque ordinateur a voté sur une nulle que toutes les personnes ont proposée
rules-draw-standing-leads = mène avec { $centres } centres sur { $total }
rules-draw-standing = { $centres ->
    [one] 1 centre
   *[other] { $centres } centres
}
rules-draw-why-no-centres = n'a plus aucun centre
rules-draw-why-no-power-left = n'a plus de puissance en jeu
rules-draw-why-promised = a promis à { $power } de voter pour la nulle
rules-draw-why-enough-to-win = { $standing }, assez pour gagner
rules-draw-why-short-of-win = { $standing }, à { $short } des { $target } nécessaires pour gagner
rules-draw-why-stuck = { $standing }, et aucun centre n'a changé de mains depuis deux ans
rules-draw-why-far-ahead = { $standing }, { $margin } de plus que toute autre puissance
rules-draw-why-far-ahead-gained = { $standing }, { $margin } de plus que toute autre puissance, et { $gained } gagnés l'an dernier
rules-draw-why-far-ahead-lost = { $standing }, { $margin } de plus que toute autre puissance, et { $lost } perdus l'an dernier
rules-draw-why-only-left = { $centres ->
    [one] il ne lui reste qu'un centre
   *[other] il ne lui reste que { $centres } centres
}
rules-draw-why-lost-last-year = { $standing }, { $lost } perdus l'an dernier
rules-draw-why-lost-two-years = { $standing }, { $lost } perdus en deux ans
rules-draw-why-threatened = { $enemies ->
    [one] { $standing }, 1 unité ennemie peut atteindre ses centres contre { $own } des siennes
   *[other] { $standing }, { $enemies } unités ennemies peuvent atteindre ses centres contre { $own } des siennes
}
rules-draw-why-content = { $standing } et { $gained } gagnés l'an dernier, contente de les garder
rules-draw-why-gained = { $standing } et { $gained } gagnés l'an dernier
rules-draw-why-eager = { $standing }, avide de plus
rules-draw-why-steady = { $standing }, aucun gagné ni perdu l'an dernier
rules-draw-why-nothing-yet = { $standing }, rien gagné encore
rules-draw-why-for = { $power } : { $why }
rules-draw-ballot-heading = Toutes les personnes ont proposé la nulle en { $phase } ; les ordinateurs ont voté :
rules-draw-ballot-accepts = { $powers } — { $why } : accepte
rules-draw-ballot-plays-on = { $powers } — { $why } : continue
