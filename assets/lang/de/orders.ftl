# Diplomacy Hot-Seat: Befehle, Rückzüge und Aufbauten, die Prüfung vor dem Versiegeln, Ergebnisse und Gespräche, auf Deutsch.

## Ein getippter Befehl, den der Leser ablehnt (das Befehlsfeld): warum, in Worten; die Notation in Beispielen bleibt, wie Spieler sie schreiben

orders-typing-how-counted = Tipp einen Befehl; eine Anzahl befiehlt einen Teil eines Stapels: 3 F NTH-Nwy, 2 F NTH sup F Lon, 2 A Swi-Mun sup by 1 A Swi
orders-typing-example-counted = 2 F NTH-Nwy
orders-typing-how = Tipp einen Befehl in der Notation des Regelbuchs: A(Par)-Bur, F(NTH) c A(Yor)-Nwy, A(Mun) S A(Par)-Bur; Enter fügt ihn hinzu
orders-typing-example = z. B. A(Lpl)-Yor
orders-typed-cannot-read = Befehl nicht lesbar: { $problem } (in Spalte { $column })
orders-typed-cannot-read-counted = Befehl nicht lesbar: { $problem }
orders-typed-empty = der Befehl ist leer
orders-typed-stops = der Befehl endet, wo { $expected } erwartet wurde
orders-typed-unexpected = `{ $found }`, wo { $expected } erwartet wurde
orders-typed-bad-count = `{ $count }` ist keine brauchbare Anzahl von Einheiten
orders-typed-trailing = unerwarteter Text nach dem Befehl: `{ $text }`
orders-typed-expect-convoy-destination = `-` und das Ziel des Konvois
orders-typed-expect-order = -, S, C oder H
orders-typed-expect-one-kind = eine einzige Einheitenart für die befohlenen Einheiten
orders-typed-expect-province = eine Provinz
orders-typed-expect-unit-or-province = eine Einheit (A oder F) oder eine Provinz
orders-typed-expect-unit-type = eine Einheitenart (A oder F)
orders-typed-expect-bracket = `)`
orders-typed-expect-coast = eine Küste nach `/` (nc, sc, ec, wc)
orders-typed-unknown-province = `{ $name }` ist keine Provinz dieses Bretts
orders-typed-unknown-power = `{ $name }` ist keine Macht in diesem Spiel
orders-typed-no-unit = in { $place } steht keine Einheit
orders-typed-not-your-unit = die Einheit in { $place } gehört { $owner }, nicht { $power }
orders-typed-no-unit-fits = keine deiner Einheiten kann das: { $reason }
orders-typed-ambiguous = mehrdeutig: { $units } könnten jeweils gemeint sein, also ist der Befehl ungültig (II.3)
orders-typed-wrong-phase = Befehle der Art „{ $what }“ gibt es nicht in der Phase „{ $phase }“
orders-typed-not-dislodged = die Einheit in { $place } wurde nicht vertrieben und hat keinen Rückzug zu machen
orders-typed-no-power = sag, welche Macht diesen Befehl gibt
orders-typed-no-such-coast = { $place } hat keine Küste namens { $coast }
orders-typed-no-units = in { $place } steht keine Einheit der Art { $kind }
orders-typed-not-your-units = die Einheiten in { $place } gehören { $owner }, nicht { $power }
orders-typed-too-few = { $ordered } befohlen, aber nur { $present } × { $kind } in { $place }
orders-typed-build-count = pro Anpassung darf in einer Provinz nur eine Einheit aufgestellt werden
orders-typed-kind-needed = sag, welche Einheiten in { $place }: A oder F
orders-typed-one-order-only = schreib den Befehl jeder Einheit in eine eigene Zeile
orders-typed-fits-unit = nenn die Provinz der Einheit
orders-typed-fits-units = nenn die Provinz der Einheiten
orders-typed-fits-supporting = nenn die Provinz der unterstützenden Einheit
orders-typed-fits-supported = nenn die Provinz der unterstützten oder konvoiierten Einheit
orders-typed-fits-supported-units = nenn die Provinz der unterstützten oder konvoiierten Einheiten
orders-typed-fits-retreating = nenn die Provinz der Einheit, die sich zurückzieht
orders-typed-fits-cannot-reach = keine Einheit dieser Art kommt dorthin
orders-typed-what-removal = Entfernen
orders-typed-what-unit = Einheit
orders-typed-what-disband = Auflösen
orders-typed-what-hold = Halten
orders-typed-what-support = Unterstützen
orders-typed-what-convoy = Konvoi
orders-typed-what-build = Aufstellen
orders-typed-what-remove-or-disband = Entfernen oder Auflösen
orders-typed-what-stand-support-convoy = Halten, Unterstützen oder Konvoi
orders-typed-what-movement = Bewegung
orders-typed-phase-movement = Bewegung
orders-typed-phase-retreat = Rückzug
orders-typed-phase-adjustment = Anpassung
orders-typed-kind-army = Armee
orders-typed-kind-fleet = Flotte
orders-typed-kind-unit = Einheit

## Die Befehlsleiste

orders-can-be-carried-out = ✔ kann ausgeführt werden
orders-sealed-on-phone = Auf dem Handy versiegelt
orders-sealed-at-laptop = Am Laptop versiegelt
orders-clock = ⏱ { $time }
orders-clock-diplomacy-left = ⏱ noch { $time } Diplomatie
orders-keep-as-draft = Als Entwurf behalten (nicht versiegelt) und zurück zur Uhr
orders-keep-as-draft-hover = Komm vor dem Ende der Runde zurück, um sie zu ändern oder zu versiegeln.
orders-add-order = Befehl hinzufügen
orders-seal = Befehle versiegeln
orders-propose-draw = Ich schlage ein Remis vor (geheim)
orders-propose-draw-hover = Nur vereinbart, wenn jeder überlebende Spieler es in diesem Zug vorschlägt und jeder Computer zustimmt.
orders-stands-unless-ordered = hält, wenn nicht befohlen
orders-no-order-yet = noch kein Befehl
orders-stand = Halten
orders-move-to = Ziehen nach…
orders-clear = Löschen
orders-clear-hover = löschen: die Einheit hält
orders-support = Unterstützen…
orders-support-how = dann die unterstützte Einheit und ihr Ziel anklicken (Taste S)
orders-convoy = Konvoiieren…
orders-convoy-how = dann die Armee und ihr Ziel anklicken (Taste C)

## Die Listen von Ziehen nach…, Unterstützen… und Konvoiieren…

orders-by-convoy = Per Konvoi
orders-by-railroad = Per Eisenbahn
orders-on-the-map = Auf der Karte…
orders-holding = haltend
orders-to-place = nach { $place }
orders-other-powers-unit = { $adjective } { $unit }

## Stapel (wo Einheiten sich stapeln)

orders-all-ordered = alle befehligt
orders-no-order-stands = kein Befehl: hält
orders-no-order-disbanded = kein Befehl: wird aufgelöst
orders-without-orders-stand =
    { $count ->
        [one] { $count } ohne Befehl hält
       *[other] { $count } ohne Befehl halten
    }
orders-without-orders-disbanded =
    { $count ->
        [one] { $count } ohne Befehl wird aufgelöst
       *[other] { $count } ohne Befehl werden aufgelöst
    }
orders-of-armies =
    { $count ->
        [one] von { $count } Armee
       *[other] von { $count } Armeen
    }
orders-of-fleets =
    { $count ->
        [one] von { $count } Flotte
       *[other] von { $count } Flotten
    }

## Die Prüfung vor dem Versiegeln

orders-keep-writing = Weiterschreiben (Esc)
orders-and-more = … und { $count } weitere
orders-seal-now-all-fine = Jetzt versiegeln? Jede Einheit hat einen Befehl, der ausgeführt werden kann. Drück noch einmal „Befehle versiegeln“.
orders-seal-now-before = Jetzt versiegeln? Drück noch einmal „Befehle versiegeln“. Vorher:

## Rückzüge

orders-stack-dislodged = { $count } { $unit } vertrieben
orders-unit-dislodged = { $unit } wurde vertrieben
orders-will-be-disbanded = sie wird aufgelöst
orders-retreat-to = Rückzug nach { $place }
orders-disband = Auflösen

## Aufstellungen und Auflösungen

orders-builds-due =
    { $centres } Zentren, { $units } Einheiten: { $due ->
        [one] { $due } Aufstellung fällig
       *[other] { $due } Aufstellungen fällig
    }
orders-removals-due = { $centres } Zentren, { $units } Einheiten: { $due } auflösen
orders-waive-build = Auf eine Aufstellung verzichten
orders-remove-unit = { $unit } auflösen
orders-remove-unit-of = { $unit } auflösen (von { $count })
orders-build-in = Aufstellen in { $province }:
orders-build-army = Armee
orders-build-fleet = Flotte
orders-build-fleet-north = Flotte — Nordküste
orders-build-fleet-south = Flotte — Südküste
orders-build-fleet-east = Flotte — Ostküste
orders-build-fleet-west = Flotte — Westküste
orders-cancel = Abbrechen (Esc)
orders-no-unit-there = dort steht keine Einheit
orders-nothing-could-carry-out = keine Einheit auf dem Brett könnte das jetzt ausführen
orders-no-army-of-yours = dort steht keine Armee von dir
orders-no-fleet-of-yours = dort steht keine Flotte von dir

## Was ein Klick als Nächstes tut (die Zeile unter der Einheitenliste)

orders-prompt-build = Klicke { $sites } an, um dort aufzustellen (eine Auswahl fragt nach Armee oder Flotte und nach der Küste, wo mehr als eines möglich ist), oder eine deiner Einheiten, um sie aufzulösen.
orders-prompt-retreat-unit = { $province }: klicke, wohin sie sich zurückzieht (oder auf sie selbst, um sie aufzulösen). Esc: abbrechen
orders-prompt-retreat-idle = Klicke eine vertriebene Einheit (roter Ring) an, dann wohin sie sich zurückzieht.
orders-prompt-idle = Klicke eine deiner Einheiten an, um ihr einen Befehl zu geben.
orders-prompt-unit = { $province }: klicke, wohin sie zieht (oder auf sie selbst, damit sie hält). S: unterstützen · C: konvoiieren · Esc: abbrechen
orders-prompt-support-who = { $province } unterstützt: klicke die unterstützte Einheit an
orders-prompt-support-where = Klicke, wohin die Einheit in { $province } zieht (oder { $province } selbst, um sie beim Halten zu unterstützen)
orders-prompt-convoy-who = { $province } konvoiiert: klicke die Armee an
orders-prompt-convoy-where = Klicke, wohin die Armee in { $province } konvoiiert wird

## Ergebnisse

orders-results-heading = Ergebnisse — { $phase }
orders-results-play = ▶ Abspielen
orders-results-pause = ⏸ Pause
orders-results-replay = ⟲ Wiederholen
orders-results-skip = ⏭ Überspringen
orders-results-speed = Tempo
orders-results-continue = Weiter (Enter)
orders-results-no-order = { $order } — kein Befehl
orders-results-the-rules = Die Regeln:
orders-results-standoffs = Patt in { $provinces }
orders-results-centre-passes = { $province } geht von { $from } an { $to }
orders-results-neutral-centre-passes = { $province } geht von neutral an { $to }

## Gespräche mit den Computern

orders-talk-open = 💬 Gespräche
orders-talk-close-talks = 💬 Gespräche schließen
orders-talk-waiting =
    { $count ->
        [one] 💬 Gespräche ({ $count } wartet)
       *[other] 💬 Gespräche ({ $count } warten)
    }
orders-talk-hover = Mit den Computern sprechen, unter vier Augen (T)
orders-talk-heading = Gespräche — { $power }
orders-talk-close = Schließen
orders-talk-only-you = Nur du siehst das. Die Computer schreiben ihre Befehle, wenn die Runde endet.
orders-talk-propose = Vorschlagen
orders-talk-proposes = { $power } schlägt vor: { $deal }.
orders-talk-accept = Annehmen
orders-talk-decline = Ablehnen
orders-talk-propose-to = Vorschlagen an
orders-talk-cannot-offer = { $power } kann das jetzt nicht angeboten werden.
orders-talk-this-turn = Dieser Zug
orders-talk-proposal = { $from } an { $to }: { $deal }.
orders-talk-proposal-in = { $phase }: { $from } an { $to }: { $deal }.
orders-talk-agree-instead = Stattdessen darauf eingehen
orders-talk-you-accepted = Du hast angenommen.
orders-talk-you-declined = Du hast abgelehnt.
orders-talk-agreements = Vereinbarungen

## Der Hinweis, während Computer nachdenken

orders-thinking-one = { $power } denkt nach…
orders-thinking-many = { $powers } und { $last } denken nach…

## Das Kästchen zum Ort unter dem Zeiger

orders-hover-centre-of = Versorgungszentrum von { $power }
orders-hover-neutral-centre = neutrales Versorgungszentrum
orders-hover-army = { $adjective } Armee
orders-hover-fleet = { $adjective } Flotte

## Die Tastenhilfe (F1)

orders-keys-heading = Tasten — { $place }
orders-keys-footer = Esc, F1 oder ? schließt dies. Keine Taste wirkt, während du in ein Feld tippst.
orders-keys-arrows = Pfeiltasten
orders-keys-or = { $first } oder { $second }
orders-keys-ctrl = Strg+{ $key }
orders-keys-enter = Enter
orders-keys-esc = Esc
orders-keys-space = Leertaste
orders-keys-home = Pos1
orders-keys-end = Ende
orders-keys-page-up = Bild⬆
orders-keys-page-down = Bild⬇
orders-keys-place-title = Titelbildschirm
orders-keys-place-new-game = Neues Spiel
orders-keys-place-diplomacy = Diplomatierunde
orders-keys-place-table-clock = Tischuhr
orders-keys-place-curtain = Vorhang
orders-keys-place-writing = Befehle schreiben
orders-keys-place-thinking = Computer denken nach
orders-keys-place-results = Ergebnisse
orders-keys-place-game-over = Spielende
orders-keys-place-learning = Lernmodus
orders-keys-place-sandbox = Sandkasten
orders-keys-help = diese Tasten zeigen
orders-keys-mute = Ton aus oder an
orders-keys-full-screen = Vollbild, oder zurück zum Fenster
orders-keys-zoom-in = vergrößern
orders-keys-zoom-out = verkleinern
orders-keys-fit-board = das ganze Brett zeigen
orders-keys-pan = das Brett verschieben
orders-keys-continue-game = das neueste Spiel fortsetzen (oder ein neues beginnen)
orders-keys-pause-clock = die Uhr anhalten oder weiterlaufen lassen
orders-keys-add-minute = eine Minute mehr
orders-keys-end-diplomacy = alle sind einverstanden: Schluss mit Reden, Befehle schreiben (erst kommt der Vorhang)
orders-keys-write-mine = ein Spieler kommt jetzt an den Laptop, um zu schreiben (durch den Vorhang)
orders-keys-show-table-clock = die Tischuhr, im ganzen Fenster
orders-keys-last-moves = die Züge des letzten Zuges zeigen oder verbergen
orders-keys-history-back = eine frühere Phase auf dem Brett
orders-keys-history-forward = eine spätere Phase auf dem Brett
orders-keys-history-now = zurück zur Gegenwart
orders-keys-close-table-clock = zurück zum Brett
orders-keys-ready = Ich bin dieser Spieler: meine Befehle zeigen (wo ein Kennwort gesetzt ist, nimmt das Kennwortfeld Enter)
orders-keys-back-to-clock = während der Diplomatierunde: niemand schreibt jetzt, zurück zur Uhr
orders-keys-cancel-pick = den Befehl abbrechen, der gerade angeklickt wird, oder die Frage vor dem Versiegeln
orders-keys-pick-support = die gewählte Einheit unterstützt (dann zwei Klicks)
orders-keys-pick-convoy = die gewählte Flotte konvoiiert (dann zwei Klicks)
orders-keys-pick-stand = die gewählte Einheit hält
orders-keys-talk = während der Diplomatierunde: die Gespräche mit den Computern öffnen oder schließen
orders-keys-seal = versiegeln (fragt einmal, dann versiegelt es), auch aus dem Befehlsfeld
orders-keys-continue = weiter zur nächsten Phase
orders-keys-step-next = nächster Schritt
orders-keys-step-back = vorheriger Schritt
orders-keys-auto-play = die Schritte von selbst abspielen
orders-keys-leave-learning = zurück zum Titel
orders-keys-sandbox-escape = den Befehl abbrechen, der gerade angeklickt wird, sonst zurück zum Titel
orders-keys-sandbox-back = einen Schritt zurück
orders-keys-sandbox-forward = einen Schritt vor
orders-keys-sandbox-support = die gewählte Einheit unterstützt
orders-keys-sandbox-convoy = die gewählte Flotte konvoiiert
