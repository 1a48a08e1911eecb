# Diplomacy Hot-Seat: the title screen and Settings, in English (the reference language).
# Each file of assets/lang/en/ has its twin in de/, fr/ and it/ with the same ids and
# arguments. Players may correct a translation here: see "Languages" in the README.

## The title screen

title-game = Diplomacy
title-tagline = Hot-seat: up to seven players, one laptop
title-continue = Continue (Enter)
title-new-game = New game
title-load = Load
title-learning = Learning mode
title-sandbox = Sandbox
title-settings = Settings
title-quit = Quit
title-keys = Keys: F1 or ? — the keys of the screen you are on · Enter — the main action · V — mute
title-saved-from = from { $path }
title-newer-autosave-unreadable = A newer autosave could not be read: { $problem }
title-crash-understood = Understood
title-crash-resumable = The game stopped unexpectedly last time. Nothing was lost: every order set and phase was autosaved, and Continue restores the game. A report of what went wrong is in { $report }.
title-crash-saved = The game stopped unexpectedly last time. Every game in progress was autosaved. A report of what went wrong is in { $report }.
title-quit-question = A game is in progress. It is saved: Continue brings it back. Quit now?
title-quit-now = Quit now
title-stay = Stay
title-load-heading = Load a game
title-no-saves = No saved games yet.
title-save-file = Save file:
title-open = Open

## Settings

settings-language = Language
settings-language-system = As the system ({ $language })
settings-text-size = Text and panel size
settings-stripes = Stripes for each power (colour-blind help)
settings-volume = volume
settings-mute = Mute (key V)

## A saved game in a line on the title screen (Continue, and the list to load)
title-save-line = { $phase } — { $players }
title-save-line-over = { $phase } (the game is over) — { $players }
title-save-in-list = { $board } · { $game }
