# Diplomacy Hot-Seat : la page des téléphones, en français.

## Derrière le rideau : rejoindre par téléphone

phones-join-title = 📱 Écrire sur votre téléphone
phones-join-how = Scannez le code avec l'appareil photo de votre téléphone, ou ouvrez l'adresse et tapez le code. Vous seul devriez voir ceci.
phones-join-code = Code : { $code }
phones-join-refused = Pas de code : les téléphones sont refusés pour cette puissance.
phones-join-new-code = Nouveau code (l'ancien cesse de fonctionner)
phones-join-new-code-hint = Pour un téléphone perdu, ou si quelqu'un d'autre a vu le code.

## The phone's page: joining

phones-page-title = Ordres de Diplomacy
phones-page-join-title = Rejoindre — Diplomacy
phones-page-connecting = Connexion à l’ordinateur portable…
phones-page-join-lead = Écrivez vos ordres sur ce téléphone, en privé.
phones-page-join-label = Tapez le code qui vous a été montré sur l’ordinateur portable
phones-page-join-hint = 16 lettres et chiffres. Minuscules, tirets et espaces sont acceptés.
phones-page-join-button = Rejoindre
phones-page-code-empty = Tapez d’abord votre code.
phones-page-code-bad-chars = « { $chars } » ne peut pas figurer dans un code (les codes n’ont ni 0, ni 1, ni I, ni O).
phones-page-code-length = Un code a { $want } lettres et chiffres ; celui-ci en a { $count }.
phones-page-code-invalid = Ce code n’est pas valide (un nouveau a peut-être été émis) : vérifiez-le, ou demandez le vôtre à l’ordinateur portable.
phones-page-checking = Vérification du code…
phones-page-address-code-bad = Le code de cette adresse ({ $code }) ne fonctionne pas : il est peut-être mal tapé, ou un nouveau a été émis. Tapez le code qui vous a été montré sur l’ordinateur portable.
phones-page-code-stopped = Votre code ne fonctionne plus (un nouveau a peut-être été émis) : tapez celui qui vous est montré sur l’ordinateur portable.
phones-page-address-no-code = L’adresse ne contient aucun code valide : { $why }
phones-page-last-code-gone = Votre dernier code ne fonctionne plus : tapez celui montré sur l’ordinateur portable.
phones-page-other-code = Utiliser un autre code

## The phone's page: talking to the laptop

phones-page-unreachable = L’ordinateur portable est injoignable : ce téléphone est-il sur son réseau ?
phones-page-unreachable-still = L’ordinateur portable est injoignable : ce téléphone est-il toujours sur son réseau ?
phones-page-too-many-tries = Trop d’essais : { $why }.
phones-page-wait-a-minute = attendez une minute
phones-page-laptop-answered = L’ordinateur portable a répondu { $status }.
phones-page-laptop-answered-short = l’ordinateur portable a répondu { $status }
phones-page-went-wrong = Un problème est survenu : { $why }
phones-page-slow-down = Doucement : { $why }.
phones-page-busy = patientez : le dernier appui est encore en cours d’envoi
phones-page-trying-again = { $why } Nouvel essai…
phones-page-reconnecting = Reconnexion…

## The phone's page: the header and the board

phones-page-stage-diplomacy = Diplomatie : négociez, puis écrivez
phones-page-stage-writing = Écriture des ordres
phones-page-stage-results = Résultats sur l’ordinateur portable
phones-page-stage-over = La partie est terminée
phones-page-clock = { $label } { $time }
phones-page-clock-paused = { $label } { $time } (en pause)
phones-page-sealed-badge = Scellés ✓
phones-page-fresh = De nouveaux résultats sont arrivés : { $link }.
phones-page-fresh-link = voir ce qui s’est passé
phones-page-board = Plateau
phones-page-board-label = Plateau { $title } : vos unités et les ordres écrits
phones-page-board-view = Vue du plateau
phones-page-zoom-in = Zoomer
phones-page-zoom-out = Dézoomer
phones-page-zoom-mine = Montrer mes unités
phones-page-zoom-all = Montrer tout le plateau
phones-page-hint-step = { $unit } : { $prompt } Touchez un lieu en surbrillance, ou un bouton ci-dessous.
phones-page-hint-selected = { $unit } sélectionnée : choisissez ci-dessous ce qu’elle fait.
phones-page-hint-tap-unit = Touchez une de vos unités pour lui donner un ordre.
phones-page-hint-sealed = Vos ordres sont scellés.
phones-page-flash-choose-button = { $place } : choisissez un de ses boutons ci-dessous.
phones-page-flash-centre = { $place } ({ $abbr }), un centre de ravitaillement.
phones-page-flash-place = { $place } ({ $abbr }).

## The phone's page: why no orders now

phones-page-why-over = La partie est terminée.
phones-page-why-results = L’ordinateur portable affiche les résultats.
phones-page-why-nothing-owed = Rien à construire ni à dissoudre : vos unités correspondent à vos centres de ravitaillement.
phones-page-why-no-orders = Aucun ordre pour vous dans cette phase.
phones-page-why-not-now = Les ordres ne peuvent pas être écrits maintenant.

## The phone's page: the units and their orders

phones-page-units-title = Vos unités
phones-page-builds = Constructions
phones-page-removals = Dissolutions
phones-page-no-order-yet = pas encore d’ordre
phones-page-no-order-stands = pas d’ordre : elle tient
phones-page-no-order-disbands = pas d’ordre : elle est dissoute
phones-page-void-note = Nul : { $note }
phones-page-orders-for = Ordres pour { $unit }
phones-page-owed-nothing = Rien à construire ni à dissoudre.
phones-page-owed-build-one = Vous pouvez construire { $count } unité.
phones-page-owed-build-other = Vous pouvez construire { $count } unités.
phones-page-owed-remove-one = Vous devez dissoudre { $count } unité.
phones-page-owed-remove-other = Vous devez dissoudre { $count } unités.
phones-page-owed-written = { $written } sur { $count } écrits.
phones-page-owed-none-written = Aucun écrit pour l’instant.
phones-page-ask-move = Se déplacer où ?
phones-page-ask-retreat = Se retirer où ?
phones-page-ask-support = Soutenir quelle unité ?
phones-page-ask-moving = Elle se déplace vers où ?
phones-page-ask-convoy = Convoyer quelle armée ?
phones-page-ask-convoy-to = Vers où ?
phones-page-ask-build = Construire où ?
phones-page-ask-build-what = Construire quoi ?
phones-page-ask-remove = Dissoudre quelle unité ?
phones-page-ask-disband = Dissoudre ?
phones-page-ask-stand = Tenir ?
phones-page-ask-waive = Renoncer à une construction ?
phones-page-ask-choose = Choisissez :
phones-page-choose = Choisir
phones-page-back = ‹ Retour
phones-page-close = ✕ Fermer
phones-page-or-go-on = ou continuez :
phones-page-not-possible = impossible
phones-page-not-allowed = non autorisé
phones-page-not-given = Non donné : { $why }
phones-page-your-fleet = votre flotte
phones-page-your-army = votre armée
phones-page-their-fleet = flotte ({ $power })
phones-page-written = Écrit : { $order }
phones-page-unit-army = armée ({ $power }) en { $place }
phones-page-unit-fleet = flotte ({ $power }) en { $place }
phones-page-unit-army-dislodged = armée ({ $power }) en { $place } (délogée)
phones-page-unit-fleet-dislodged = flotte ({ $power }) en { $place } (délogée)
phones-page-their-army = armée ({ $power })

## The phone's page: the orders written

phones-page-draft-title = Ordres écrits
phones-page-draft-units-one = Ordres écrits ({ $written } sur { $count } unité)
phones-page-draft-units-other = Ordres écrits ({ $written } sur { $count } unités)
phones-page-draft-builds-one = Ordres écrits ({ $written } sur { $count } construction)
phones-page-draft-builds-other = Ordres écrits ({ $written } sur { $count } constructions)
phones-page-draft-removals-one = Ordres écrits ({ $written } sur { $count } dissolution)
phones-page-draft-removals-other = Ordres écrits ({ $written } sur { $count } dissolutions)
phones-page-no-lines = Aucun ordre écrit pour l’instant.
phones-page-void = nul
phones-page-remove-line = Retirer { $order }
phones-page-type-label = Tapez un ordre
phones-page-type-placeholder = p. ex. A Par-Bur
phones-page-type-add = Ajouter
phones-page-type-empty = Tapez d’abord un ordre, p. ex. A Par-Bur.

## The phone's page: sealing, a draw and the results

phones-page-seal-box = Scellez vos ordres
phones-page-seal = Sceller les ordres…
phones-page-seal-check-title = Sceller ces ordres ?
phones-page-seal-yes = Sceller maintenant
phones-page-seal-no = Continuer à écrire
phones-page-every-unit-ordered = Chaque unité a un ordre.
phones-page-may-unseal = Vous pouvez encore les modifier jusqu’à ce que chaque puissance ait scellé.
phones-page-may-not-unseal = Les ordres scellés ne peuvent pas être modifiés à cette table.
phones-page-not-sealed = Non scellés : { $why }
phones-page-still-sealed = Toujours scellés : { $why }
phones-page-sealed = Scellés ✓.
phones-page-sealed-at-laptop = Scellés ✓ sur l’ordinateur portable.
phones-page-sealed-on-phone = Scellés ✓ sur votre téléphone.
phones-page-sealed-on-phone-at = Scellés ✓ sur votre téléphone à { $time }.
phones-page-waiting = En attente des autres puissances.
phones-page-unseal = Modifier les ordres
phones-page-draw = Proposer une partie nulle
phones-page-results-of = Résultats de { $phase }

## The phone's page: the kinds of order (sent in the state)

phones-page-kind-hold = Tenir
phones-page-kind-move = Se déplacer vers…
phones-page-kind-support-hold = Soutenir pour tenir…
phones-page-kind-support-move = Soutenir un mouvement…
phones-page-kind-convoy = Convoyer…
phones-page-kind-retreat = Se retirer vers…
phones-page-kind-disband = Dissoudre
phones-page-kind-build = Construire…
phones-page-kind-remove = Dissoudre…
phones-page-kind-waive = Renoncer à une construction

## The phones' state and refusals (the laptop's words, sent in the state and in errors)

phones-state-clock-diplomacy = Diplomatie
phones-state-clock-writing = Écriture
phones-state-builds-and-removals = Constructions et dissolutions
phones-refused-game-over = la partie est terminée
phones-refused-not-sealed = vos ordres ne sont pas scellés
phones-refused-may-not-unseal = les ordres scellés ne peuvent pas être changés maintenant à cette table
phones-refused-not-writing = les ordres ne sont pas en cours d’écriture
phones-refused-no-orders = { $power } n’a pas d’ordres à écrire dans cette phase
phones-refused-sealed = vos ordres sont scellés
phones-refused-not-offered = cet ordre ne fait pas partie des choix proposés maintenant
phones-refused-not-yours = cette unité n’appartient pas à { $power }
phones-refused-line-too-long = une ligne compte au plus { $count } caractères
phones-refused-line-changed = cette ligne a changé entre-temps (sur un autre appareil ?) : regardez à nouveau
phones-server-local-only = seul le réseau local peut se connecter
phones-server-only-get = seulement GET ici
phones-server-no-page = cette page n’existe pas
phones-server-too-many = trop de requêtes : attendez { $seconds } s
phones-server-bad-code = ce code n’est pas valide (un nouveau a peut-être été donné) : demandez le vôtre à l’ordinateur portable
phones-server-wrong-method = mauvaise méthode
phones-server-too-big = une requête fait au plus { $bytes } octets
phones-server-not-an-act = pas une demande d’ordre : { $why }
phones-server-unwritable = l’état n’a pas pu être écrit
phones-server-no-answer = l’ordinateur portable n’a pas répondu : réessayez
phones-server-off = les téléphones sont désactivés sur l’ordinateur portable
phones-server-full = trop de téléphones sont à l’écoute
phones-server-full-address = trop de pages sont à l’écoute depuis cette adresse
phones-server-full-code = trop de pages sont à l’écoute avec ce code
