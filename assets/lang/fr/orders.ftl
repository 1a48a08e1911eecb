# Diplomacy Hot-Seat : les ordres, retraites et ajustements, la vérification avant de sceller, les résultats et les pourparlers, en français.

## Un ordre tapé que le lecteur refuse (la case des ordres) : pourquoi, en mots ; la notation des exemples reste telle que les joueurs l'écrivent

orders-typing-how-counted = Tapez un ordre ; un nombre ordonne une partie d'une pile : 3 F NTH-Nwy, 2 F NTH sup F Lon, 2 A Swi-Mun sup by 1 A Swi
orders-typing-example-counted = 2 F NTH-Nwy
orders-typing-how = Tapez un ordre dans la notation du livret de règles : A(Par)-Bur, F(NTH) c A(Yor)-Nwy, A(Mun) S A(Par)-Bur ; Entrée l'ajoute
orders-typing-example = p. ex. A(Lpl)-Yor
orders-typed-cannot-read = ordre illisible : { $problem } (à la colonne { $column })
orders-typed-cannot-read-counted = ordre illisible : { $problem }
orders-typed-empty = l'ordre est vide
orders-typed-stops = l'ordre s'arrête là où { $expected } était attendu
orders-typed-unexpected = `{ $found }` là où { $expected } était attendu
orders-typed-bad-count = `{ $count }` n'est pas un nombre d'unités utilisable
orders-typed-trailing = texte inattendu après l'ordre : `{ $text }`
orders-typed-expect-convoy-destination = `-` et la destination du convoi
orders-typed-expect-order = -, S, C ou H
orders-typed-expect-one-kind = un seul type d'unité pour les unités ordonnées
orders-typed-expect-province = une province
orders-typed-expect-unit-or-province = une unité (A ou F) ou une province
orders-typed-expect-unit-type = un type d'unité (A ou F)
orders-typed-expect-bracket = `)`
orders-typed-expect-coast = une côte après `/` (nc, sc, ec, wc)
orders-typed-unknown-province = `{ $name }` n'est pas une province de cette carte
orders-typed-unknown-power = `{ $name }` n'est pas une puissance de cette partie
orders-typed-no-unit = il n'y a pas d'unité en { $place }
orders-typed-not-your-unit = l'unité en { $place } appartient à { $owner }, pas à { $power }
orders-typed-no-unit-fits = aucune de vos unités ne peut faire cela : { $reason }
orders-typed-ambiguous = ambigu : { $units } pourraient chacune être visées, l'ordre est donc nul (II.3)
orders-typed-wrong-phase = les ordres de type « { $what } » ne se donnent pas en phase de { $phase }
orders-typed-not-dislodged = l'unité en { $place } n'a pas été délogée et n'a pas de retraite à faire
orders-typed-no-power = dites quelle puissance donne cet ordre
orders-typed-no-such-coast = { $place } n'a pas de côte appelée { $coast }
orders-typed-no-units = il n'y a pas d'unité de type { $kind } en { $place }
orders-typed-not-your-units = les unités en { $place } appartiennent à { $owner }, pas à { $power }
orders-typed-too-few = { $ordered } ordonnées, mais seulement { $present } × { $kind } en { $place }
orders-typed-build-count = une seule unité peut être construite par province à chaque ajustement
orders-typed-kind-needed = dites quelles unités en { $place } : A ou F
orders-typed-one-order-only = écrivez l'ordre de chaque unité sur sa propre ligne
orders-typed-fits-unit = nommez la province de l'unité
orders-typed-fits-units = nommez la province des unités
orders-typed-fits-supporting = nommez la province de l'unité qui soutient
orders-typed-fits-supported = nommez la province de l'unité soutenue ou convoyée
orders-typed-fits-supported-units = nommez la province des unités soutenues ou convoyées
orders-typed-fits-retreating = nommez la province de l'unité qui fait retraite
orders-typed-fits-cannot-reach = aucune unité de ce type ne peut y aller
orders-typed-what-removal = retrait
orders-typed-what-unit = unité
orders-typed-what-disband = dissolution
orders-typed-what-hold = tenir
orders-typed-what-support = soutien
orders-typed-what-convoy = convoi
orders-typed-what-build = construction
orders-typed-what-remove-or-disband = retrait ou dissolution
orders-typed-what-stand-support-convoy = tenir, soutien ou convoi
orders-typed-what-movement = mouvement
orders-typed-phase-movement = mouvement
orders-typed-phase-retreat = retraite
orders-typed-phase-adjustment = ajustement
orders-typed-kind-army = armée
orders-typed-kind-fleet = flotte
orders-typed-kind-unit = unité

## Le panneau des ordres

orders-can-be-carried-out = ✔ peut être exécuté
orders-sealed-on-phone = Scellé sur son téléphone
orders-sealed-at-laptop = Scellé sur l'ordinateur portable
orders-clock = ⏱ { $time }
orders-clock-diplomacy-left = ⏱ { $time } de diplomatie restantes
orders-keep-as-draft = Garder comme brouillon (non scellé) et revenir à l'horloge
orders-keep-as-draft-hover = Revenez avant la fin de la période pour les changer ou les sceller.
orders-add-order = Ajouter l'ordre
orders-seal = Sceller les ordres
orders-propose-draw = Je propose une partie nulle (secret)
orders-propose-draw-hover = Acceptée seulement si chaque joueur encore en jeu la propose ce tour-ci et si chaque ordinateur l'accepte.
orders-stands-unless-ordered = tient sauf ordre contraire
orders-no-order-yet = pas encore d'ordre
orders-stand = Tenir
orders-move-to = Se déplacer vers…
orders-clear = Effacer
orders-clear-hover = effacer : l'unité tient
orders-support = Soutenir…
orders-support-how = puis cliquez l'unité soutenue et sa destination (touche S)
orders-convoy = Convoyer…
orders-convoy-how = puis cliquez l'armée et sa destination (touche C)

## Les listes de Se déplacer vers…, Soutenir… et Convoyer…

orders-by-convoy = Par convoi
orders-by-railroad = Par chemin de fer
orders-on-the-map = Sur la carte…
orders-holding = qui tient
orders-to-place = vers { $place }
orders-other-powers-unit = { $unit } ({ $adjective })

## Les piles (là où les unités s'empilent)

orders-all-ordered = toutes ont un ordre
orders-no-order-stands = pas d'ordre : tient
orders-no-order-disbanded = pas d'ordre : dissoute
orders-without-orders-stand =
    { $count ->
        [one] { $count } sans ordre tient
       *[other] { $count } sans ordre tiennent
    }
orders-without-orders-disbanded =
    { $count ->
        [one] { $count } sans ordre est dissoute
       *[other] { $count } sans ordre sont dissoutes
    }
orders-of-armies =
    { $count ->
        [one] sur { $count } armée
       *[other] sur { $count } armées
    }
orders-of-fleets =
    { $count ->
        [one] sur { $count } flotte
       *[other] sur { $count } flottes
    }

## La vérification avant de sceller

orders-keep-writing = Continuer à écrire (Échap)
orders-and-more = … et { $count } de plus
orders-seal-now-all-fine = Sceller maintenant ? Chaque unité a un ordre qui peut être exécuté. Appuyez de nouveau sur « Sceller les ordres ».
orders-seal-now-before = Sceller maintenant ? Appuyez de nouveau sur « Sceller les ordres ». Avant cela :

## Retraites

orders-stack-dislodged = { $count } { $unit } délogées
orders-unit-dislodged = { $unit } a été délogée
orders-will-be-disbanded = elle sera dissoute
orders-retreat-to = Retraite vers { $place }
orders-disband = Dissoudre

## Constructions et dissolutions

orders-builds-due =
    { $centres } centres, { $units } unités : { $due ->
        [one] { $due } construction due
       *[other] { $due } constructions dues
    }
orders-removals-due = { $centres } centres, { $units } unités : dissoudre { $due }
orders-waive-build = Renoncer à une construction
orders-remove-unit = Dissoudre { $unit }
orders-remove-unit-of = Dissoudre { $unit } (sur { $count })
orders-build-in = Construire à { $province } :
orders-build-army = Armée
orders-build-fleet = Flotte
orders-build-fleet-north = Flotte — côte nord
orders-build-fleet-south = Flotte — côte sud
orders-build-fleet-east = Flotte — côte est
orders-build-fleet-west = Flotte — côte ouest
orders-cancel = Annuler (Échap)
orders-no-unit-there = aucune unité ne se trouve là
orders-nothing-could-carry-out = aucune unité sur le plateau ne pourrait exécuter cela maintenant
orders-no-army-of-yours = aucune de vos armées ne se trouve là
orders-no-fleet-of-yours = aucune de vos flottes ne se trouve là

## Ce que fait le prochain clic (la ligne sous la liste des unités)

orders-prompt-build = Cliquez { $sites } pour y construire (un choix demande armée ou flotte, et quelle côte, là où plusieurs sont possibles), ou l'une de vos unités pour la dissoudre.
orders-prompt-retreat-unit = { $province } : cliquez où elle se retire (ou sur elle-même pour la dissoudre). Échap : annuler
orders-prompt-retreat-idle = Cliquez une unité délogée (anneau rouge), puis où elle se retire.
orders-prompt-idle = Cliquez l'une de vos unités pour lui donner un ordre.
orders-prompt-unit = { $province } : cliquez où elle se déplace (ou sur elle-même pour qu'elle tienne). S : soutien · C : convoi · Échap : annuler
orders-prompt-support-who = { $province } soutient : cliquez l'unité soutenue
orders-prompt-support-where = Cliquez où se déplace l'unité en { $province } (ou { $province } même pour la soutenir sur place)
orders-prompt-convoy-who = { $province } convoie : cliquez l'armée
orders-prompt-convoy-where = Cliquez où l'armée en { $province } est convoyée

## Résultats

orders-results-heading = Résultats — { $phase }
orders-results-play = ▶ Lire
orders-results-pause = ⏸ Pause
orders-results-replay = ⟲ Revoir
orders-results-skip = ⏭ Passer
orders-results-speed = Vitesse
orders-results-continue = Continuer (Entrée)
orders-results-no-order = { $order } — pas d'ordre
orders-results-the-rules = Les règles :
orders-results-standoffs = Rebonds en { $provinces }
orders-results-centre-passes = { $province } passe de { $from } à { $to }
orders-results-neutral-centre-passes = { $province } passe de neutre à { $to }

## Pourparlers avec les ordinateurs

orders-talk-open = 💬 Pourparlers
orders-talk-close-talks = 💬 Fermer les pourparlers
orders-talk-waiting =
    { $count ->
        [one] 💬 Pourparlers ({ $count } en attente)
       *[other] 💬 Pourparlers ({ $count } en attente)
    }
orders-talk-hover = Parler aux ordinateurs, en privé (T)
orders-talk-heading = Pourparlers — { $power }
orders-talk-close = Fermer
orders-talk-only-you = Vous seul voyez ceci. Les ordinateurs écrivent leurs ordres à la fin de la période.
orders-talk-propose = Proposer
orders-talk-proposes = { $power } propose : { $deal }.
orders-talk-accept = Accepter
orders-talk-decline = Refuser
orders-talk-propose-to = Proposer à
orders-talk-cannot-offer = On ne peut pas proposer cela à { $power } maintenant.
orders-talk-this-turn = Ce tour-ci
orders-talk-proposal = { $from } à { $to } : { $deal }.
orders-talk-proposal-in = { $phase } : { $from } à { $to } : { $deal }.
orders-talk-agree-instead = Accepter plutôt cela
orders-talk-you-accepted = Vous avez accepté.
orders-talk-you-declined = Vous avez refusé.
orders-talk-agreements = Accords

## La note pendant que les ordinateurs réfléchissent

orders-thinking-one = { $power } réfléchit…
orders-thinking-many = { $powers } et { $last } réfléchissent…

## La bulle sur le lieu sous le pointeur

orders-hover-centre-of = centre de ravitaillement de { $power }
orders-hover-neutral-centre = centre de ravitaillement neutre
orders-hover-army = armée { $adjective }
orders-hover-fleet = flotte { $adjective }

## L'aide des touches (F1)

orders-keys-heading = Touches — { $place }
orders-keys-footer = Échap, F1 ou ? ferme ceci. Aucune touche n'agit pendant que vous tapez dans un champ.
orders-keys-arrows = flèches
orders-keys-or = { $first } ou { $second }
orders-keys-ctrl = Ctrl+{ $key }
orders-keys-enter = Entrée
orders-keys-esc = Échap
orders-keys-space = Espace
orders-keys-home = Début
orders-keys-end = Fin
orders-keys-page-up = PgPréc
orders-keys-page-down = PgSuiv
orders-keys-place-title = Écran titre
orders-keys-place-new-game = Nouvelle partie
orders-keys-place-diplomacy = Période de diplomatie
orders-keys-place-table-clock = Horloge de table
orders-keys-place-curtain = Rideau
orders-keys-place-writing = Écriture des ordres
orders-keys-place-thinking = Les ordinateurs réfléchissent
orders-keys-place-results = Résultats
orders-keys-place-game-over = Fin de la partie
orders-keys-place-learning = Mode apprentissage
orders-keys-place-sandbox = Bac à sable
orders-keys-help = afficher ces touches
orders-keys-mute = couper ou rétablir le son
orders-keys-full-screen = plein écran, ou retour à une fenêtre
orders-keys-zoom-in = zoomer
orders-keys-zoom-out = dézoomer
orders-keys-fit-board = voir tout le plateau
orders-keys-pan = déplacer le plateau
orders-keys-continue-game = continuer la partie la plus récente (ou en commencer une nouvelle)
orders-keys-pause-clock = mettre en pause ou relancer l'horloge
orders-keys-add-minute = une minute de plus
orders-keys-end-diplomacy = tout le monde est d'accord : fin des discussions, écrire les ordres (le rideau d'abord)
orders-keys-write-mine = un joueur vient à l'ordinateur portable pour écrire maintenant (par le rideau)
orders-keys-show-table-clock = l'horloge de table, en plein écran
orders-keys-last-moves = afficher ou masquer les mouvements du dernier tour
orders-keys-history-back = une phase antérieure sur le plateau
orders-keys-history-forward = une phase ultérieure sur le plateau
orders-keys-history-now = retour au présent
orders-keys-close-table-clock = retour au plateau
orders-keys-ready = Je suis ce joueur : montrer mes ordres (le champ du code secret prend Entrée quand un code est fixé)
orders-keys-back-to-clock = pendant la période de diplomatie : personne n'écrit maintenant, retour à l'horloge
orders-keys-cancel-pick = annuler l'ordre en cours de clic, ou la question avant de sceller
orders-keys-pick-support = l'unité choisie soutient (puis deux clics)
orders-keys-pick-convoy = la flotte choisie convoie (puis deux clics)
orders-keys-pick-stand = l'unité choisie tient
orders-keys-talk = pendant la période de diplomatie : ouvrir ou fermer les pourparlers avec les ordinateurs
orders-keys-seal = sceller (demande une fois, puis scelle), aussi depuis le champ des ordres
orders-keys-continue = continuer vers la phase suivante
orders-keys-step-next = étape suivante
orders-keys-step-back = étape précédente
orders-keys-auto-play = jouer les étapes toutes seules
orders-keys-leave-learning = retour à l'écran titre
orders-keys-sandbox-escape = annuler l'ordre en cours de clic, sinon retour à l'écran titre
orders-keys-sandbox-back = un pas en arrière
orders-keys-sandbox-forward = un pas en avant
orders-keys-sandbox-support = l'unité choisie soutient
orders-keys-sandbox-convoy = la flotte choisie convoie
