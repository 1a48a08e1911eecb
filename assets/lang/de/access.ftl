# Diplomacy Hot-Seat: ein Tisch für alle (Bildschirmleser, Tastatur, weniger Bewegung), auf Deutsch.

## Bildschirmleser

# (screen reader messages go here)
access-clock-left = noch { $time }
access-previous-phase = Vorherige Phase
access-next-phase = Nächste Phase
access-speed = Tempo { $speed }
access-result-succeeded = { $order }: gelungen
access-result-failed = { $order }: gescheitert
access-order-box = Befehl zum Schreiben
access-talk-offer = Angebot
access-talk-kind = Art des Vorschlags
access-lesson = Lektion
access-sample-phase = Phase des Beispielspiels
access-seat-player = Wer Platz { $seat } spielt
access-seat-character = Charakter von Platz { $seat }
access-seat-powers = Mächte von Platz { $seat }
access-seat-name = Name von Platz { $seat }
access-seat-passcode = Kennwort von Platz { $seat }
access-qr-code = QR-Code für { $address }
access-later-periods = Spätere Runden
access-writing-time = Zeit, um die Befehle zu schreiben
access-end-year = Letztes Jahr des Spiels
access-end-minutes = Dauer des Spiels
access-units-to-place = Einheiten, die du aufstellst
access-stack-order-count = Einheiten des Stapels für diesen Befehl
access-setup-lines = Aufstellungszeilen
access-exported-text = Exportierter Text
access-case-to-import = Testfall zum Importieren
access-game-to-open = Gespeichertes Spiel zum Öffnen
access-save-to = Datei, in der du die Stellung speicherst



## Weniger Bewegung

settings-less-motion = Weniger Bewegung (Züge gleich am Ziel, ruhiger Alarm)
settings-less-motion-hint = Die Ergebnisse kommen sofort, die Einheiten stehen gleich da, wo sie ankommen, nichts gleitet über das Brett, und der rote Rahmen des Alarms blinkt nicht, sondern bleibt ruhig.





## Das Brett in Worten und die Tastatur

# (board in words and keyboard messages go here)

keys-shift = Umschalt+{ $key }
keys-board-words = das Brett in Worten: die Einheiten und Zentren jeder Macht als Liste
keys-cursor-left = der Cursor zur benachbarten Provinz links
keys-cursor-right = der Cursor zur benachbarten Provinz rechts
keys-cursor-up = der Cursor zur benachbarten Provinz oben
keys-cursor-down = der Cursor zur benachbarten Provinz unten
keys-next-unit = der Cursor zur nächsten Einheit
keys-choose-here = die Provinz unter dem Cursor wählen, wie ein Klick dort (eine Einheit, dann ihr Ziel)
keys-build-first = die erste Wahl im Bau-Auswahlfenster, oder die erste Küste, wo ein Zug an beiden enden kann
keys-build-second = die zweite Wahl im Bau-Auswahlfenster, oder die zweite Küste, wo ein Zug an beiden enden kann
keys-build-third = die dritte Wahl im Bau-Auswahlfenster
keys-sandbox-coast-first = die erste Küste, wo ein Zug an beiden enden kann
keys-sandbox-coast-second = die zweite Küste, wo ein Zug an beiden enden kann
keys-learning-tick = die Einheit unter dem Cursor ankreuzen: ihr Zug gelingt, oder, wenn sie nicht zieht, sie wird vertrieben
board-words-title = Das Brett in Worten
board-words-build-key = { $key }: { $build }
board-words-army-in = Armee in { $place }
board-words-fleet-in = Flotte in { $place }
board-words-dislodged = { $unit } (vertrieben)
board-words-centres = { $count ->
        [0] Keine Versorgungszentren.
        [one] Ein Versorgungszentrum: { $places }.
       *[other] { $count } Versorgungszentren: { $places }.
    }
board-words-cursor = Cursor: { $place }.
board-words-centre-of = Versorgungszentrum von { $power }.
board-words-centre-free = Versorgungszentrum, gehört niemandem.
board-words-army-of = Armee von { $power }.
board-words-fleet-of = Flotte von { $power }.
board-words-no-unit = Keine Einheit.
board-words-choose-a-unit = Wähle eine deiner Einheiten (N, dann Leertaste), um zu lesen, was sie tun kann.
board-words-refused = Kein Befehl möglich: { $why }
board-words-may-stand = Kann halten.
board-words-may-move = Kann ziehen nach: { $places }.
board-words-may-support-hold = Kann die haltende Einheit unterstützen in: { $places }.
board-words-may-support-move = Kann den Zug der Einheit unterstützen in: { $places }.
board-words-may-convoy = Kann die Armee im Konvoi befördern in: { $places }.
board-words-may-retreat = Kann sich zurückziehen nach: { $places }.
board-words-may-disband = Kann aufgelöst werden.
board-words-may-build = Kann aufstellen in: { $places }.
board-words-may-remove = Kann die Einheit auflösen in: { $places }.
board-words-may-waive = Kann auf einen Bau verzichten.
board-words-nothing = Hier gibt es nichts zu befehlen.

## Mehr Tasten: Küsten, Mächte, die gezeigte Phase

keys-next-power = die Befehle der nächsten Macht (ein Platz mit mehreren Mächten)
keys-previous-power = die Befehle der vorigen Macht (ein Platz mit mehreren Mächten)
board-words-phase = Phase: { $phase }
board-words-phase-earlier = Eine frühere Phase: { $phase }
board-words-coast-north = { $place }, Nordküste
board-words-coast-south = { $place }, Südküste
board-words-coast-east = { $place }, Ostküste
board-words-coast-west = { $place }, Westküste
