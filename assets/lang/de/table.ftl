# Diplomacy Hot-Seat: der Tisch: neues Spiel, Plätze, Uhren, Diplomatie, Wertung und Spielende, auf Deutsch.

## Hinweise am Tisch: ein falsches Kennwort, Computer, die ein Remis vorschlagen, der Laptop hat geschlafen, ein Speichern ist misslungen

table-notice-wrong-passcode = Das Kennwort stimmt nicht. Versuch es noch einmal.
table-notice-computers-propose-draw =
    { $count ->
        [one] { $powers } schlägt ein Remis vor: Seit zwei Jahren hat kein Zentrum den Besitzer gewechselt.
       *[other] { $powers } schlagen ein Remis vor: Seit zwei Jahren hat kein Zentrum den Besitzer gewechselt.
    }
table-notice-slept-paused = Der Laptop hat { $slept } geschlafen: Die Uhr wurde bei { $at } angehalten.
table-notice-slept-stood = Der Laptop hat { $slept } geschlafen: Die Uhr stand derweil bei { $at }.
table-autosave-failed = Automatisches Speichern fehlgeschlagen: { $problem }. Das Spiel bleibt im Speicher und wird alle { $seconds } Sekunden erneut gespeichert, bis es klappt; der zuletzt geschriebene Spielstand bleibt erhalten.
table-game-cannot-be-shown = Dieses Spiel kann nicht gezeigt werden: { $problem }
table-game-does-not-fit = Dieses Spiel passt nicht zur Karte { $map }: { $problem }

## Computerspieler: Stufen und Charaktere

table-level-beginner = Anfänger
table-level-novice = Neuling
table-level-random = Zufall
table-level-strong = Stark
table-level-expert = Experte
table-character-balanced = Ausgewogen
table-character-loyal = Treu
table-character-opportunist = Opportunist
table-character-turtle = Schildkröte
table-character-aggressive = Angriffslustig
table-character-balanced-hint = wägt Gewinn, Sicherheit und Risiko gleich ab
table-character-loyal-hint = hält Frieden mit einem Nachbarn, der ihn ein Jahr lang nicht angegriffen hat, und erwidert einen Verrat
table-character-opportunist-hint = nimmt jedes offen gelassene Zentrum
table-character-turtle-hint = hält seine Zentren und wächst langsam
table-character-aggressive-hint = greift bereitwillig an und geht Risiken ein
table-any-character = beliebiger Charakter
table-character-drawn = Wird beim Spielstart zufällig gezogen

## Plätze

table-seat-player = Spieler
table-seat-computer = Computer ({ $level })
table-seat-unplayed = Unbesetzt
table-seat-person-hint = Ein Mensch spielt diesen Platz
table-seat-beginner-hint = Ein Computer der Stufe Anfänger spielt diesen Platz: Er zieht echte Züge, lässt aber Chancen: unterstützt selten, lässt Zentren offen
table-seat-novice-hint = Ein Computer der Stufe Neuling spielt diesen Platz: Er schreibt seine Befehle nach einfachen Regeln
table-seat-random-hint = Ein Computer der Stufe Zufall spielt diesen Platz: Er gibt zufällige gültige Befehle: ein Maßstab, kein Gegner
table-seat-strong-hint = Ein Computer der Stufe Stark spielt diesen Platz: Er wägt seine Befehle gegen wahrscheinliche Antworten ab
table-seat-expert-hint = Ein Computer der Stufe Experte spielt diesen Platz: Er sucht länger und erwartet, dass seine Nachbarn gut spielen
table-seat-unplayed-hint = Niemand spielt diese Mächte: Ihre Einheiten halten und werden aufgelöst, wenn sie vertrieben werden
table-seat-computer-stand-in = Computer — { $level }
table-seat-stands-still = Hält nur
table-seat-name-computer = Computer ({ $level }), Platz { $seat }
table-seat-name-unplayed = Unbesetzter Platz { $seat }
table-seat-name-player = Spieler { $seat }
table-passcode-hint = Kennwort
table-every-seat-unplayed = Jeder Platz ist unbesetzt: Ein Mensch oder ein Computer muss spielen

## Neues Spiel

table-new-game-heading = Neues Spiel — { $board }
table-board = Brett
table-board-standard = Standard
table-board-multiplomacy = Multiplomacy (gestapelte Einheiten)
table-board-european = European ce05 (8 Mächte)
table-board-powers = { $powers } Mächte, { $centres } Zentren zum Sieg. Mit weniger Spielern als Mächten werden die Mächte reihum verteilt.
table-board-seven-powers = Sieben Mächte, { $centres } Zentren zum Sieg.
table-players = Spieler
table-grouping = Aufteilung
table-grouping-option = Möglichkeit { $number }
table-two-players-wwi = Zwei Spieler spielen „Erster Weltkrieg“ ab 1914: England, Frankreich und Russland gegen Österreich, Deutschland und die Türkei; Italien bleibt neutral bis zu einem Münzwurf im Herbst 1914.
table-unplayed-powers-stand = Mächte, die niemand spielt, behalten ihre Einheiten; diese halten und ziehen sich nie zurück.
table-newcomer = Jemand hier spielt zum ersten Mal Diplomacy
table-newcomer-offer = Vor dem Spiel kann er einen geführten ersten Zug spielen: England für ein Jahr, etwa zehn Minuten, jede Art, Befehle zu schreiben, wird einmal gezeigt. Dieses Formular wartet hier auf das Spiel.
table-guided-turn = Den geführten ersten Zug spielen
table-draw-lots = Die Mächte auslosen
table-heading-name = Name
table-heading-player = Spieler
table-heading-powers = Mächte
table-heading-passcode = Kennwort
table-heading-passcode-hint = Freiwillig: wird abgefragt, bevor die Befehle des Spielers gezeigt werden
table-heading-seat = Platz
table-heading-character = Charakter
table-by-ballot = per Los
table-player-no-name = Spieler { $number } hat keinen Namen
table-start-game = Spiel beginnen
table-back = Zurück

## Regeln, Zeit und kurze Spiele

table-rules = Regeln
table-rules-1971 = Regelbuch 1971
table-rules-datc = DATC-Empfehlungen
table-timing = Zeit
table-timing-casual = Locker — ohne Uhren
table-timing-tournament = Turnier — { $first } Min. zuerst, { $later } Min. danach, 5 Min. zum Schreiben
table-timing-club = Verein — { $first } Min. zuerst, { $later } Min. danach, 5 Min. zum Schreiben
table-timing-custom = Eigene — { $first } zuerst, { $later } danach, { $writing } zum Schreiben
table-no-clock = keine Uhr
table-minutes = { $minutes } Min.
table-first-period = Erste Runde
table-later-periods = spätere Runden
table-writing = Schreiben
table-writing-hint = Minuten:Sekunden, z. B. 2:30; 0 für keine Uhr
table-short-game = Kurzes Spiel
table-play-to-the-end = bis zum Ende spielen
table-end-after-year = Ende nach dem Jahr
table-end-after = Ende nach
table-amend-after-seal = Wer versiegelt hat, darf seine Befehle ändern, bis der letzte Spieler versiegelt
table-amend-after-seal-hint = Spieler dürfen auch während der Diplomatierunde schreiben und versiegeln (W) und bis zu ihrem Ende ändern.
table-phones-may-write = Spieler dürfen auf ihren Handys schreiben
table-phones-may-write-hint = Der Laptop stellt eine Seite in diesem Netz bereit; jeder Spieler findet seinen Beitrittscode dafür hinter dem Vorhang. Der Laptop bleibt nutzbar.
table-phones-not-in-browser = Handys als Befehlsblöcke gibt es nur im Desktop-Spiel: eine Webseite kann anderen Geräten nichts bereitstellen.
table-talk-between-computers = Die Computer machen auch untereinander Abmachungen
table-talk-between-computers-hint = Jeden Frühling und Herbst schlagen sich die Computer gegenseitig Frieden, entmilitarisierte Provinzen und Unterstützungen vor und halten oder brechen sie je nach Charakter. Menschen können hinter dem Vorhang immer mit den Computern verhandeln.

## Wertung

table-scoring = Wertung
table-club-night-box = Spieleabend: die Punkte in eine laufende Tabelle eintragen
table-scores-heading = Punkte — { $system }
table-scores-only = Nur { $system }
table-scores-every = Alle Wertungssysteme
table-scoring-draw-size = Remis-Größe
table-scoring-sum-of-squares = Quadratsumme
table-scoring-c-diplo-100 = C-Diplo 100
table-scoring-c-diplo-73 = C-Diplo 73
table-scoring-carnage = Carnage
table-scoring-manorcon = ManorCon
table-scoring-tribute = Tribute
table-scoring-open-tribute = OpenTribute
table-scoring-draw-size-explained = Ein Alleinsieg bringt alle 100 Punkte; die Überlebenden eines Remis teilen sie gleich, unabhängig von ihren Zentren.
table-scoring-sum-of-squares-explained = Jede Macht erhält 100 × ihre Zentren² ÷ die Summe der Zentren² aller Mächte; ein Alleinsieg bringt 100, der Rest 0.
table-scoring-c-diplo-100-explained = 1 Punkt fürs Mitspielen, 1 je Zentrum und 38/14/7 für die drei größten Mächte (Gleichstand teilt); ein Alleinsieg bringt 100, der Rest 0.
table-scoring-c-diplo-73-explained = 1 Punkt fürs Mitspielen, 1 je Zentrum und 38/14/7 für die drei größten Mächte (Gleichstand teilt); ein Alleinsieg bringt 73, der Rest 0.
table-scoring-carnage-explained = Die Mächte, nach Zentren gereiht (die Ausgeschiedenen nach dem Zeitpunkt ihres Ausscheidens), erhalten 7.000 für den ersten bis 1.000 für den siebten Platz, +1 je Zentrum, Gleichstand teilt; ein Alleinsieg nimmt alle Punkte.
table-scoring-manorcon-explained = Die Überlebenden teilen 100 im Verhältnis zu S² + 4S + 16 (S = Zentren, über alle Mächte summiert); Ausgeschiedene erhalten 0,1 je gespieltes Jahr; ein Alleinsieg bringt 75.
table-scoring-tribute-explained = 1 Punkt je Zentrum plus ein gleicher Anteil an 66 für jede Macht im Remis, wobei jede dem Spitzenreiter 1 Punkt je Zentrum über 6 des Spitzenreiters zahlt; ein Alleinsieg bringt 100.
table-scoring-open-tribute-explained = 34 Punkte plus 3 je Zentrum, wobei jede Macht dem Spitzenreiter 1 Punkt je Zentrum zahlt, das sie zurückliegt (Ausgeschiedene behalten nichts); ein Alleinsieg bringt 340.

## Die Diplomatieuhr und die Diplomatieleiste

table-diplomacy-phase = Diplomatie — { $phase }
table-clock-orders-in = Zeit! Befehle in { $seconds } s
table-clock-paused = angehalten
table-clock-no-clock = keine Uhr: sagt, wenn ihr fertig seid
table-clock-first-to-write = Zuerst an den Laptop: { $powers } — { $name }
table-and = { $first } und { $second }
table-clock-back = Zurück zum Brett (F)
table-pause = Anhalten (Leertaste)
table-resume = Weiter (Leertaste)
table-add-minute = +1 Min. (M)
table-table-clock = Tischuhr (F)
table-end-diplomacy = Alle sind einig: jetzt Befehle schreiben (Enter)
table-writes-now = Ein Spieler schreibt jetzt, während die anderen verhandeln (W)
table-draw-refused = Das Remis wurde abgelehnt: Das Spiel geht weiter.
table-proposals-wait = Die Computer haben einigen von euch Vorschläge gemacht: Kommt an den Laptop, um eure zu lesen.
table-show-last-moves = Die Züge der letzten Runde auf dem Brett zeigen (L)
table-back-to-title-saved = Zurück zum Titelbildschirm (das Spiel ist gesichert)
table-phones-on-hint = Der Laptop stellt eine Seite in diesem Netz bereit; jeder Spieler findet seinen Beitrittscode hinter dem Vorhang (W).
table-phones-address = Handys: { $address }/ — der Code jedes Spielers liegt hinter dem Vorhang (W).
table-phones-sealed = Versiegelt: { $powers }.
table-phones-trouble = Handys können sich nicht verbinden: { $reason }
table-supply-centres = Versorgungszentren
table-units = Einheiten
table-units-count = { $count }E
table-centres-win = { $count } Zentren gewinnen
table-who-plays-computer = Computer: { $level }, { $character }
table-not-played = nicht gespielt
table-who-comes = Wer kommt an den Laptop?
table-writer-row = { $name } ({ $powers }) — { $state }
table-writer-sealed-on-phone = auf dem Handy versiegelt — änderbar
table-writer-sealed-at-laptop = am Laptop versiegelt — änderbar
table-writer-sealed = versiegelt — änderbar
table-writer-draft-kept = Entwurf gespeichert
table-writer-not-written = nicht geschrieben
table-nobody = Niemand (W)
table-no-phase-yet = Noch keine Phase gespielt.
table-history-back = ◀ (Bild auf)
table-history-forward = ▶ (Bild ab)
table-history-now = Jetzt (Esc)
table-looking-back = Rückblick: { $phase }
table-last-results = Letzte Ergebnisse: { $phase }
table-board-rules = Regeln dieses Bretts
table-extra-homes = Zusätzliche Heimatzentren, nach der Eroberung zum Aufstellen: { $provinces }.

## Ein Spieler geht, das Spiel wird aufgegeben

table-leave-header = Ein Spieler verlässt das Spiel
table-leaves = { $name } geht
table-leave-sure = Die Mächte von { $name } fallen in Zivilunruhe: Ihre Einheiten halten und werden nach den Regeln entfernt. Sicher?
table-leave-yes = Ja, er geht
table-takes-over-beginner = Ein Anfänger-Computer spielt für ihn
table-takes-over-novice = Ein Neuling-Computer spielt für ihn
table-takes-over-random = Ein Zufall-Computer spielt für ihn
table-takes-over-strong = Ein starker Computer spielt für ihn
table-takes-over-expert = Ein Experten-Computer spielt für ihn
table-no = Nein
table-concede-header = Das Spiel aufgeben
table-concedes-to = Alle anderen geben auf zugunsten von { $name }
table-concede-sure = Das Spiel endet, und { $name } gewinnt durch Aufgabe der anderen. Sicher?
table-concede-yes = Ja, wir geben auf

## Der Wecker

table-alarm-head = ⏰ Die Zeit ist um — der Wecker klingelt
table-alarm-how = Drück eine Taste oder klick, um ihn abzustellen. ({ $sound })

## Das Ende des Spiels

table-game-over = Das Spiel ist vorbei
table-outcome-solo = { $power } gewinnt mit { $centres } Versorgungszentren — { $player }
table-outcome-short-game = Die Zeit ist um: die meisten Zentren — { $powers }
table-outcome-concession = Die anderen geben auf zugunsten von { $player }
table-outcome-draw = Ein Remis, geteilt von { $players }
table-outcome-side-victory = Die Seite von { $player } hat 24 Einheiten im Spiel und gewinnt
table-outcome-last-year-draw = Das letzte Jahr ist vorbei: ein Remis, geteilt von { $powers }
table-outcome-none = Das Spiel geht weiter
table-talks =
    { $count ->
        [one] Die Verhandlungen ({ $count } Vorschlag)
       *[other] Die Verhandlungen ({ $count } Vorschläge)
    }
table-talk-lapsed = Keine Antwort: Der Vorschlag ist verfallen.
table-pictures-to-share = Bilder zum Teilen
table-picture-of = Ein Bild von
table-final-board = { $phase } (das Brett am Ende)
table-save-this-picture = Dieses Bild speichern
table-picture-phase = Ein Bild dieser Phase speichern
table-picture-animation = Das Spiel als Animation speichern
table-save-record = Den Spielverlauf als Text speichern
table-back-to-title = Zurück zum Titelbildschirm
table-no-save-folder = Es gibt keinen Speicherordner, in den geschrieben werden kann.
table-saved-to = Gespeichert unter { $path }
table-record-not-saved = Der Spielverlauf konnte nicht gespeichert werden: { $error }

## Spieleabend

table-club-no-folder = Es gibt keinen Speicherordner für die Tabelle des Spieleabends.
table-club-added = Zum Spieleabend hinzugefügt: Spiel { $number } der laufenden Tabelle.
table-club-game = Spiel { $number }
table-club-total = Gesamt
table-club-running = Laufende Tabelle: { $standings }
table-club-heading =
    { $count ->
        [one] Spieleabend — { $count } Spiel nach { $system }: { $standings }
       *[other] Spieleabend — { $count } Spiele nach { $system }: { $standings }
    }
table-club-next-game = Nächstes Spiel, dieselben Spieler
table-club-show-table = Die Tabelle
table-club-hide-table = Tabelle ausblenden
table-club-export = Tabelle als CSV exportieren
table-club-end = Spieleabend beenden
table-club-over-kept = Der Spieleabend ist vorbei; seine Tabelle liegt in { $path }
table-club-over = Der Spieleabend ist vorbei.
table-club-not-saved = Die Tabelle konnte nicht gespeichert werden: { $error }

## Wenn das Spiel mit einem Fehler stoppt (ein Meldungsfenster)

table-crash-title = Diplomacy Hot-Seat wurde beendet
table-crash-head = Das Spiel wurde wegen eines Fehlers beendet:
table-crash-at-start = Es wurde beim Start beendet, bevor etwas angezeigt wurde: Meist konnte die Grafik nicht starten. Aktualisiere den Grafiktreiber oder versuche ein anderes Backend, indem du die Umgebungsvariable WGPU_BACKEND auf vulkan (oder dx12) setzt.
table-crash-autosaved = Jeder versiegelte Befehlssatz und jede Phase wurden automatisch gespeichert: Starte das Spiel neu und setze es im Titelbildschirm fort.
table-crash-report-written = Ein Bericht wurde nach { $path } geschrieben.
table-crash-report-failed = Der Bericht konnte nicht geschrieben werden: { $error }
