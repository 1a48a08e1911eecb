# Diplomacy Hot-Seat: der Vorhang zwischen den Spielern, auf Deutsch.

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

## Wenn die Schreibzeit abläuft

curtain-sealed-at-time = Die Befehle von { $power } wurden versiegelt, als die Schreibzeit ablief.
curtain-sealed-at-time-left = Die Befehle von { $power } wurden versiegelt, als die Schreibzeit ablief: { $left }.
curtain-sealed-on-phone-at-time = Die Befehle von { $power } wurden auf dem Handy versiegelt, als die Schreibzeit ablief.
