# Diplomacy Hot-Seat : les ordres, retraites et ajustements, la vérification avant de sceller, les résultats et les pourparlers, en français.

## Le panneau des ordres

orders-can-be-carried-out = ✔ peut être exécuté
orders-sealed-on-phone = Scellé sur son téléphone
orders-sealed-at-laptop = Scellé sur l'ordinateur
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
orders-keys-write-mine = un joueur vient à l'ordinateur pour écrire maintenant (par le rideau)
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
