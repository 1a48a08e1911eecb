# Diplomacy Hot-Seat : écran titre et réglages, en français.
# Mêmes identifiants et arguments que en/start.ftl. Corrections bienvenues : voir
# « Languages » dans le README.

## L'écran titre

title-game = Diplomatie
title-tagline = Chacun son tour : jusqu'à sept joueurs, un seul ordinateur portable
title-continue = Continuer (Entrée)
title-new-game = Nouvelle partie
title-load = Charger
title-learning = Apprendre à jouer
title-sandbox = Bac à sable
title-settings = Réglages
title-quit = Quitter
title-keys = Touches : F1 ou ? — les touches de cet écran · Entrée — l'action principale · V — couper le son
title-saved-from = depuis { $path }
title-newer-autosave-unreadable = Une sauvegarde automatique plus récente n'a pas pu être lue : { $problem }
title-crash-understood = Compris
title-crash-resumable = Le jeu s'est arrêté de façon inattendue la dernière fois. Rien n'est perdu : chaque jeu d'ordres et chaque phase ont été sauvegardés, et Continuer reprend la partie. Un rapport de l'erreur se trouve dans { $report }.
title-crash-saved = Le jeu s'est arrêté de façon inattendue la dernière fois. Chaque partie en cours a été sauvegardée. Un rapport de l'erreur se trouve dans { $report }.
title-quit-question = Une partie est en cours. Elle est sauvegardée : Continuer la reprend. Quitter maintenant ?
title-quit-now = Quitter maintenant
title-stay = Rester
title-load-heading = Charger une partie
title-no-saves = Aucune partie sauvegardée pour l'instant.
title-save-file = Fichier de sauvegarde :
title-open = Ouvrir

## Réglages

settings-language = Langue
settings-language-system = Celle du système ({ $language })
settings-text-size = Taille du texte et des panneaux
settings-stripes = Rayures pour chaque puissance (aide aux daltoniens)
settings-volume = volume
settings-mute = Couper le son (touche V)

## Une partie sauvegardée en une ligne sur l'écran titre (Continuer, et la liste à charger)
title-save-line = { $phase } — { $players }
title-save-line-over = { $phase } (la partie est terminée) — { $players }
title-save-in-list = { $board } · { $game }
