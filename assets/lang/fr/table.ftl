# Diplomacy Hot-Seat : la table : nouvelle partie, places, horloges, diplomatie, scores et fin, en français.

## Avis à la table : un mauvais code secret, les ordinateurs qui proposent une partie nulle, l'ordinateur portable qui a dormi, une sauvegarde échouée

table-notice-wrong-passcode = Ce code secret n'est pas le bon. Réessayez.
table-notice-computers-propose-draw =
    { $count ->
        [one] { $powers } propose une partie nulle : aucun centre n'a changé de mains depuis deux ans.
       *[other] { $powers } proposent une partie nulle : aucun centre n'a changé de mains depuis deux ans.
    }
table-notice-slept-paused = L'ordinateur portable a dormi { $slept } : l'horloge a été mise en pause à { $at }.
table-notice-slept-stood = L'ordinateur portable a dormi { $slept } : l'horloge est restée à { $at } pendant ce temps.
table-autosave-failed = La sauvegarde automatique a échoué : { $problem }. La partie est gardée en mémoire et de nouveau sauvegardée toutes les { $seconds } secondes jusqu'à ce que cela marche ; la dernière sauvegarde écrite est conservée.
table-game-cannot-be-shown = Cette partie ne peut pas être affichée : { $problem }
table-game-does-not-fit = Cette partie ne correspond pas à la carte { $map } : { $problem }

## Joueurs ordinateur : niveaux et caractères

table-level-beginner = Débutant
table-level-novice = Novice
table-level-random = Hasard
table-level-strong = Fort
table-level-expert = Expert
table-character-balanced = Équilibré
table-character-loyal = Loyal
table-character-opportunist = Opportuniste
table-character-turtle = Tortue
table-character-aggressive = Agressif
table-character-balanced-hint = pèse gains, sécurité et risque à parts égales
table-character-loyal-hint = garde la paix avec un voisin qui ne l'a pas attaqué depuis un an, et répond à une trahison
table-character-opportunist-hint = prend tout centre laissé sans défense
table-character-turtle-hint = tient ses centres et grandit lentement
table-character-aggressive-hint = attaque volontiers et prend des risques
table-any-character = caractère au hasard
table-character-drawn = Tiré au sort au début de la partie

## Places

table-seat-player = Joueur
table-seat-computer = Ordinateur ({ $level })
table-seat-unplayed = Non jouée
table-seat-person-hint = Une personne joue cette place
table-seat-beginner-hint = Un ordinateur Débutant joue cette place : il joue de vrais coups mais laisse des occasions : soutient rarement, laisse des centres ouverts
table-seat-novice-hint = Un ordinateur Novice joue cette place : il écrit ses ordres selon des règles simples
table-seat-random-hint = Un ordinateur Hasard joue cette place : il donne des ordres légaux au hasard : un étalon, pas un adversaire
table-seat-strong-hint = Un ordinateur Fort joue cette place : il pèse ses ordres face aux réponses probables
table-seat-expert-hint = Un ordinateur Expert joue cette place : il cherche plus longtemps, en attendant de ses voisins qu'ils jouent bien
table-seat-unplayed-hint = Personne ne joue ces puissances : leurs unités tiennent et sont dissoutes si elles sont délogées
table-seat-computer-stand-in = Ordinateur — { $level }
table-seat-stands-still = Reste immobile
table-seat-name-computer = Ordinateur ({ $level }), place { $seat }
table-seat-name-unplayed = Place { $seat } inoccupée
table-seat-name-player = Joueur { $seat }
table-passcode-hint = code secret
table-every-seat-unplayed = toutes les places sont non jouées : une personne ou un ordinateur doit jouer

## Nouvelle partie

table-new-game-heading = Nouvelle partie — { $board }
table-board = Carte
table-board-standard = Standard
table-board-multiplomacy = Multiplomacy (unités empilées)
table-board-european = European ce05 (8 puissances)
table-board-powers = { $powers } puissances, { $centres } centres pour gagner. Avec moins de joueurs que de puissances, les puissances sont distribuées autour de la table.
table-board-seven-powers = Sept puissances, { $centres } centres pour gagner.
table-players = Joueurs
table-grouping = Répartition
table-grouping-option = option { $number }
table-two-players-wwi = Deux joueurs jouent « Première Guerre mondiale » à partir de 1914 : l'Angleterre, la France et la Russie contre l'Autriche, l'Allemagne et la Turquie ; l'Italie reste neutre jusqu'à un tirage à pile ou face à l'automne 1914.
table-unplayed-powers-stand = Les puissances que personne ne joue gardent leurs unités, qui tiennent et ne se retirent jamais.
table-newcomer = Quelqu'un ici découvre Diplomacy
table-newcomer-offer = Avant la partie, il peut jouer un premier tour guidé : l'Angleterre pendant un an, une dizaine de minutes, chaque façon d'écrire les ordres montrée une fois. Ce formulaire attend ici la partie.
table-guided-turn = Jouer le premier tour guidé
table-draw-lots = Tirer les puissances au sort
table-heading-name = Nom
table-heading-player = Joueur
table-heading-powers = Puissances
table-heading-passcode = Code secret
table-heading-passcode-hint = Facultatif : demandé avant d'afficher les ordres du joueur
table-heading-seat = Place
table-heading-character = Caractère
table-by-ballot = par tirage au sort
table-player-no-name = le joueur { $number } n'a pas de nom
table-start-game = Commencer la partie
table-back = Retour

## Règles, temps et parties courtes

table-rules = Règles
table-rules-1971 = Règles de 1971
table-rules-datc = Préférences DATC
table-timing = Temps
table-timing-casual = Détente — sans horloge
table-timing-tournament = Tournoi — { $first } min d'abord, { $later } min ensuite, 5 min pour écrire
table-timing-club = Club — { $first } min d'abord, { $later } min ensuite, 5 min pour écrire
table-timing-custom = Personnalisé — { $first } d'abord, { $later } ensuite, { $writing } pour écrire
table-no-clock = sans horloge
table-minutes = { $minutes } min
table-first-period = Première période
table-later-periods = périodes suivantes
table-writing = écriture
table-writing-hint = minutes:secondes, par ex. 2:30 ; 0 pour sans horloge
table-short-game = Partie courte
table-play-to-the-end = jouer jusqu'au bout
table-end-after-year = finir après l'année
table-end-after = finir après
table-amend-after-seal = Les joueurs qui ont scellé peuvent changer leurs ordres jusqu'à ce que le dernier joueur scelle
table-amend-after-seal-hint = Les joueurs peuvent aussi écrire et sceller pendant la période de diplomatie (W), et changer leurs ordres jusqu'à sa fin.
table-phones-may-write = Les joueurs peuvent écrire sur leur téléphone
table-phones-may-write-hint = L'ordinateur portable sert une page sur ce réseau ; chaque joueur trouve son code d'accès derrière le rideau. L'ordinateur portable reste utilisable.
table-phones-not-in-browser = Les téléphones comme carnets d'ordres demandent le jeu de bureau : une page web ne peut pas servir d'autres appareils.
table-talk-between-computers = Les ordinateurs passent aussi des accords entre eux
table-talk-between-computers-hint = Chaque printemps et chaque automne, les ordinateurs se proposent la paix, des provinces démilitarisées et des soutiens, et les tiennent ou les rompent selon leur caractère. Les personnes peuvent toujours parler aux ordinateurs derrière le rideau.

## Scores

table-scoring = Décompte
table-club-night-box = Soirée de club : ajouter les scores à un classement cumulé
table-scores-heading = Scores — { $system }
table-scores-only = Seulement { $system }
table-scores-every = Tous les systèmes de décompte
table-scoring-draw-size = Taille de la nulle
table-scoring-sum-of-squares = Somme des carrés
table-scoring-c-diplo-100 = C-Diplo 100
table-scoring-c-diplo-73 = C-Diplo 73
table-scoring-carnage = Carnage
table-scoring-manorcon = ManorCon
table-scoring-tribute = Tribute
table-scoring-open-tribute = OpenTribute
table-scoring-draw-size-explained = Une victoire en solo prend les 100 points ; les survivants qui partagent une partie nulle se les répartissent à parts égales, quels que soient leurs centres.
table-scoring-sum-of-squares-explained = Chaque puissance marque 100 × ses centres² ÷ la somme des centres² de toutes les puissances ; un solo marque 100 et les autres 0.
table-scoring-c-diplo-100-explained = 1 point pour avoir joué, 1 par centre, et 38/14/7 aux trois plus grandes puissances (les ex æquo partagent) ; un solo marque 100 et les autres 0.
table-scoring-c-diplo-73-explained = 1 point pour avoir joué, 1 par centre, et 38/14/7 aux trois plus grandes puissances (les ex æquo partagent) ; un solo marque 73 et les autres 0.
table-scoring-carnage-explained = Les puissances classées par centres (les éliminées selon le moment de leur chute) marquent de 7 000 pour la première à 1 000 pour la septième, +1 par centre, les ex æquo partageant ; un solo prend tous les points.
table-scoring-manorcon-explained = Les survivants se partagent 100 en proportion de S² + 4S + 16 (S = centres, sommé sur toutes les puissances) ; les éliminées marquent 0,1 par année jouée ; un solo marque 75.
table-scoring-tribute-explained = 1 point par centre plus une part égale de 66 pour chaque puissance de la nulle, chacune payant au meneur 1 point par centre du meneur au-delà de 6 ; un solo marque 100.
table-scoring-open-tribute-explained = 34 points plus 3 par centre, chaque puissance payant au meneur 1 point par centre de retard (les éliminées ne gardent rien) ; un solo marque 340.

## L'horloge de diplomatie et son panneau

table-diplomacy-phase = Diplomatie — { $phase }
table-clock-orders-in = Temps écoulé ! Ordres dans { $seconds } s
table-clock-paused = en pause
table-clock-no-clock = sans horloge : dites quand vous avez fini
table-clock-first-to-write = Le premier à l'ordinateur portable : { $powers } — { $name }
table-and = { $first } et { $second }
table-clock-back = Retour à la carte (F)
table-pause = Pause (Espace)
table-resume = Reprendre (Espace)
table-add-minute = +1 min (M)
table-table-clock = Horloge de table (F)
table-end-diplomacy = Tout le monde est d'accord : écrire les ordres maintenant (Entrée)
table-writes-now = Un joueur écrit maintenant, pendant que les autres négocient (W)
table-draw-refused = La nulle a été refusée : la partie continue.
table-proposals-wait = Les ordinateurs ont fait des propositions à certains d'entre vous : venez à l'ordinateur portable lire les vôtres.
table-show-last-moves = Montrer les mouvements du dernier tour sur la carte (L)
table-back-to-title-saved = Retour à l'écran titre (la partie est sauvegardée)
table-phones-on-hint = L'ordinateur portable sert une page sur ce réseau ; chaque joueur trouve son code d'accès derrière le rideau (W).
table-phones-address = Téléphones : { $address }/ — le code de chaque joueur est derrière le rideau (W).
table-phones-sealed = Scellés : { $powers }.
table-phones-trouble = Les téléphones ne peuvent pas se connecter : { $reason }
table-supply-centres = centres de ravitaillement
table-units = unités
table-units-count = { $count }u
table-centres-win = { $count } centres pour gagner
table-who-plays-computer = ordinateur { $level } { $character }
table-not-played = non jouée
table-who-comes = Qui vient à l'ordinateur portable ?
table-writer-row = { $name } ({ $powers }) — { $state }
table-writer-sealed-on-phone = scellé sur le téléphone — modifiable
table-writer-sealed-at-laptop = scellé à l'ordinateur portable — modifiable
table-writer-sealed = scellé — modifiable
table-writer-draft-kept = brouillon gardé
table-writer-not-written = pas écrit
table-nobody = Personne (W)
table-no-phase-yet = Aucune phase jouée pour l'instant.
table-history-back = ◀ (Pg préc.)
table-history-forward = ▶ (Pg suiv.)
table-history-now = Maintenant (Échap)
table-looking-back = Retour en arrière : { $phase }
table-last-results = Derniers résultats : { $phase }
table-board-rules = Règles de cette carte
table-extra-homes = Centres d'origine supplémentaires, où l'on peut construire une fois pris : { $provinces }.

## Un joueur s'en va, la partie est concédée

table-leave-header = Un joueur quitte la partie
table-leaves = { $name } s'en va
table-leave-sure = Les puissances de { $name } tombent en désordre civil : leurs unités tiennent et sont retirées comme le veulent les règles. Sûr ?
table-leave-yes = Oui, il s'en va
table-takes-over-beginner = Un ordinateur Débutant joue à sa place
table-takes-over-novice = Un ordinateur Novice joue à sa place
table-takes-over-random = Un ordinateur Hasard joue à sa place
table-takes-over-strong = Un ordinateur Fort joue à sa place
table-takes-over-expert = Un ordinateur Expert joue à sa place
table-no = Non
table-concede-header = Concéder la partie
table-concedes-to = Tous les autres concèdent à { $name }
table-concede-sure = La partie se termine et { $name } gagne par concession. Sûr ?
table-concede-yes = Oui, nous concédons

## L'alarme

table-alarm-head = ⏰ Le temps est écoulé — l'alarme sonne
table-alarm-how = Appuyez sur une touche ou cliquez pour l'arrêter. ({ $sound })

## La fin de la partie

table-game-over = La partie est terminée
table-outcome-solo = { $power } gagne avec { $centres } centres de ravitaillement — { $player }
table-outcome-short-game = Le temps est écoulé : le plus de centres — { $powers }
table-outcome-concession = Les autres concèdent à { $player }
table-outcome-draw = Une partie nulle, partagée par { $players }
table-outcome-side-victory = Le camp de { $player } a 24 unités en jeu et gagne
table-outcome-last-year-draw = La dernière année est finie : une partie nulle, partagée par { $powers }
table-outcome-none = La partie continue
table-talks =
    { $count ->
        [one] Les négociations ({ $count } proposition)
       *[other] Les négociations ({ $count } propositions)
    }
table-talk-lapsed = Pas de réponse : elle a expiré.
table-pictures-to-share = Images à partager
table-picture-of = Une image de
table-final-board = { $phase } (la carte finale)
table-save-this-picture = Enregistrer cette image
table-picture-phase = Enregistrer une image de cette phase
table-picture-animation = Enregistrer la partie en animation
table-save-record = Enregistrer le compte rendu de la partie en texte
table-back-to-title = Retour à l'écran titre
table-no-save-folder = Il n'y a pas de dossier de sauvegarde où écrire.
table-saved-to = Enregistré dans { $path }
table-record-not-saved = Le compte rendu n'a pas pu être enregistré : { $error }

## Soirée de club

table-club-no-folder = Il n'y a pas de dossier de sauvegarde pour le classement de la soirée de club.
table-club-added = Ajouté à la soirée de club : partie { $number } du classement cumulé.
table-club-game = Partie { $number }
table-club-total = Total
table-club-running = Classement cumulé : { $standings }
table-club-heading =
    { $count ->
        [one] Soirée de club — { $count } partie au { $system } : { $standings }
       *[other] Soirée de club — { $count } parties au { $system } : { $standings }
    }
table-club-next-game = Partie suivante, mêmes joueurs
table-club-show-table = Le classement
table-club-hide-table = Masquer le classement
table-club-export = Exporter le classement en CSV
table-club-end = Terminer la soirée de club
table-club-over-kept = La soirée de club est terminée ; son classement est gardé dans { $path }
table-club-over = La soirée de club est terminée.
table-club-not-saved = Le classement n'a pas pu être enregistré : { $error }

## Quand le jeu s'arrête sur une erreur (une boîte de message)

table-crash-title = Diplomacy Hot-Seat s'est arrêté
table-crash-head = Le jeu s'est arrêté sur une erreur :
table-crash-at-start = Il s'est arrêté au démarrage, avant d'afficher quoi que ce soit : le plus souvent, les graphismes n'ont pas pu démarrer. Mettez à jour le pilote graphique, ou essayez un autre moteur en donnant à la variable d'environnement WGPU_BACKEND la valeur vulkan (ou dx12).
table-crash-autosaved = Chaque jeu d'ordres scellé et chaque phase ont été sauvegardés : relancez le jeu et continuez depuis l'écran titre.
table-crash-report-written = Un rapport a été écrit dans { $path }.
table-crash-report-failed = Le rapport n'a pas pu être écrit : { $error }
