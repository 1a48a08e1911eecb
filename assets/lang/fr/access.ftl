# Diplomacy Hot-Seat : une table pour tous (lecteur d'écran, clavier, moins de mouvement), en français.

## Lecteur d'écran

# (screen reader messages go here)
access-clock-left = { $time } restantes
access-previous-phase = Phase précédente
access-next-phase = Phase suivante
access-speed = Vitesse { $speed }
access-result-succeeded = { $order } : réussi
access-result-failed = { $order } : échoué
access-order-box = Ordre à écrire
access-talk-offer = Offre
access-talk-kind = Type de proposition
access-lesson = Leçon
access-sample-phase = Phase de la partie d'exemple
access-seat-player = Qui joue la place { $seat }
access-seat-character = Caractère de la place { $seat }
access-seat-powers = Puissances de la place { $seat }
access-seat-name = Nom de la place { $seat }
access-seat-passcode = Code secret de la place { $seat }
access-qr-code = Code QR pour { $address }
access-later-periods = Périodes suivantes
access-writing-time = Temps pour écrire les ordres
access-end-year = Dernière année de la partie
access-end-minutes = Durée de la partie
access-units-to-place = Unités à placer
access-stack-order-count = Unités de la pile concernées par cet ordre
access-setup-lines = Lignes de mise en place
access-exported-text = Texte exporté
access-case-to-import = Cas de test à importer
access-game-to-open = Partie enregistrée à ouvrir
access-save-to = Fichier où enregistrer la position



## Moins de mouvement

settings-less-motion = Moins de mouvement (les mouvements montrés à l'arrivée, alarme fixe)
settings-less-motion-hint = Les résultats s'affichent aussitôt avec les unités là où elles arrivent, rien ne glisse sur le plateau, et le cadre rouge de l'alarme reste fixe au lieu de clignoter.





## Le plateau en mots et le clavier

# (board in words and keyboard messages go here)

keys-shift = Maj+{ $key }
keys-board-words = le plateau en mots : les unités et centres de chaque puissance en liste
keys-cursor-left = le curseur vers la province voisine à gauche
keys-cursor-right = le curseur vers la province voisine à droite
keys-cursor-up = le curseur vers la province voisine au-dessus
keys-cursor-down = le curseur vers la province voisine en dessous
keys-next-unit = le curseur vers l'unité suivante
keys-choose-here = choisir la province sous le curseur, comme un clic (une unité, puis sa destination)
keys-build-first = le premier choix de la fenêtre de construction, ou la première côte quand un mouvement peut finir sur l'une ou l'autre
keys-build-second = le deuxième choix de la fenêtre de construction, ou la deuxième côte quand un mouvement peut finir sur l'une ou l'autre
keys-build-third = le troisième choix de la fenêtre de construction
keys-sandbox-coast-first = la première côte quand un mouvement peut finir sur l'une ou l'autre
keys-sandbox-coast-second = la deuxième côte quand un mouvement peut finir sur l'une ou l'autre
keys-learning-tick = cocher l'unité sous le curseur : son mouvement réussit, ou, si elle ne bouge pas, elle est délogée
board-words-title = Le plateau en mots
board-words-build-key = { $key } : { $build }
board-words-army-in = Armée : { $place }
board-words-fleet-in = Flotte : { $place }
board-words-dislodged = { $unit } (délogée)
board-words-centres = { $count ->
        [0] Aucun centre de ravitaillement.
        [one] Un centre de ravitaillement : { $places }.
       *[other] { $count } centres de ravitaillement : { $places }.
    }
board-words-cursor = Curseur : { $place }.
board-words-centre-of = Centre de ravitaillement, propriétaire : { $power }.
board-words-centre-free = Centre de ravitaillement sans propriétaire.
board-words-army-of = Armée ({ $power }).
board-words-fleet-of = Flotte ({ $power }).
board-words-no-unit = Aucune unité.
board-words-choose-a-unit = Choisissez une de vos unités (N, puis Espace) pour lire ce qu'elle peut faire.
board-words-refused = Aucun ordre possible : { $why }
board-words-may-stand = Peut tenir.
board-words-may-move = Peut aller vers : { $places }.
board-words-may-support-hold = Peut soutenir sur place l'unité de : { $places }.
board-words-may-support-move = Peut soutenir le mouvement de l'unité de : { $places }.
board-words-may-convoy = Peut convoyer l'armée de : { $places }.
board-words-may-retreat = Peut faire retraite vers : { $places }.
board-words-may-disband = Peut être dissoute.
board-words-may-build = Peut construire à : { $places }.
board-words-may-remove = Peut dissoudre l'unité de : { $places }.
board-words-may-waive = Peut renoncer à une construction.
board-words-nothing = Rien à ordonner ici.

## Plus de touches : côtes, puissances, la phase montrée

keys-next-power = les ordres de la puissance suivante (une place qui tient plusieurs puissances)
keys-previous-power = les ordres de la puissance précédente (une place qui tient plusieurs puissances)
board-words-phase = Phase : { $phase }
board-words-phase-earlier = Une phase antérieure : { $phase }
board-words-coast-north = { $place }, côte nord
board-words-coast-south = { $place }, côte sud
board-words-coast-east = { $place }, côte est
board-words-coast-west = { $place }, côte ouest
