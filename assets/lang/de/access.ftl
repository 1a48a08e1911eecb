# Diplomacy Hot-Seat: ein Tisch für alle (Bildschirmleser, Tastatur, weniger Bewegung), auf Deutsch.

## Bildschirmleser

# (screen reader messages go here)





## Weniger Bewegung

# (less motion messages go here)





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
keys-build-first = die erste Wahl im Bau-Auswahlfenster
keys-build-second = die zweite Wahl im Bau-Auswahlfenster
keys-build-third = die dritte Wahl im Bau-Auswahlfenster
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
