# Diplomacy Hot-Seat: alle Wörter des Spiels auf Deutsch.
# Dieselben Kennungen und Argumente wie en.ftl. Verbesserungen willkommen: siehe
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

## Der Vorhang zwischen den Spielern

curtain-alarm = ⏰ Der Wecker klingelt: Die erste Taste oder der erste Klick stellt ihn ab
curtain-phase-orders = { $phase } — Befehle
curtain-pass-to = Gebt den Laptop an
curtain-powers = { $first } und { $second }
curtain-passcode = Kennwort
curtain-show-orders = Ich bin { $name }: meine Befehle zeigen
curtain-show-retreats = Ich bin { $name }: meine Rückzüge zeigen
curtain-show-adjustments = Ich bin { $name }: meine Aufstellungen und Auflösungen zeigen
curtain-visiting = Die Diplomatieuhr läuft für die anderen weiter, während du schreibst.
curtain-nobody-writes = Niemand schreibt jetzt: zurück zur Uhr (Esc)
curtain-still-to-write =
    { $count ->
        [one] { $count } Spieler muss noch schreiben
       *[other] { $count } Spieler müssen noch schreiben
    }
curtain-phone-instead = { $name } kann stattdessen auf dem Handy versiegeln: Der Laptop ruft dann den nächsten Spieler.
curtain-amend-heading = Ein Spieler, der versiegelt hat, will seine Befehle ändern
curtain-amend = { $name } ändert die Befehle
