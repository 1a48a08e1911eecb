# Diplomacy Hot-Seat: Titelbildschirm und Einstellungen, auf Deutsch.
# Dieselben Kennungen und Argumente wie en/start.ftl. Verbesserungen willkommen: siehe
# „Languages“ in der README.

## Titelbildschirm

title-game = Diplomacy
title-tagline = Hot-Seat: bis zu sieben Spieler, ein Laptop
title-continue = Weiterspielen (Enter)
title-new-game = Neues Spiel
title-load = Laden
title-learning = Lernmodus
title-sandbox = Sandkasten
title-settings = Einstellungen
title-quit = Beenden
title-keys = Tasten: F1 oder ? — die Tasten dieses Bildschirms · Enter — die Hauptaktion · V — stumm
title-saved-from = aus { $path }
title-newer-autosave-unreadable = Eine neuere automatische Sicherung ließ sich nicht lesen: { $problem }
title-crash-understood = Verstanden
title-crash-resumable = Das Spiel wurde beim letzten Mal unerwartet beendet. Nichts ging verloren: Jeder Befehlssatz und jede Phase wurde automatisch gesichert, und „Weiterspielen“ stellt das Spiel wieder her. Ein Bericht über den Fehler liegt in { $report }.
title-crash-saved = Das Spiel wurde beim letzten Mal unerwartet beendet. Jedes laufende Spiel wurde automatisch gesichert. Ein Bericht über den Fehler liegt in { $report }.
title-quit-question = Ein Spiel läuft. Es ist gesichert: „Weiterspielen“ holt es zurück. Jetzt beenden?
title-quit-now = Jetzt beenden
title-stay = Bleiben
title-load-heading = Ein Spiel laden
title-no-saves = Noch keine gesicherten Spiele.
title-save-file = Spielstand:
title-open = Öffnen

## Einstellungen

settings-language = Sprache
settings-language-system = Wie das System ({ $language })
settings-text-size = Schrift- und Tafelgröße
settings-stripes = Streifen für jede Macht (Hilfe bei Farbenblindheit)
settings-volume = Lautstärke
settings-mute = Stumm (Taste V)

## Ein gespeichertes Spiel in einer Zeile auf dem Titelbildschirm (Weiter, und die Liste zum Laden)
title-save-line = { $phase } — { $players }
title-save-line-over = { $phase } (das Spiel ist vorbei) — { $players }
title-save-in-list = { $board } · { $game }
