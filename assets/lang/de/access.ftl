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



## Weniger Bewegung

settings-less-motion = Weniger Bewegung (Züge gleich am Ziel, ruhiger Alarm)
settings-less-motion-hint = Die Ergebnisse kommen sofort, die Einheiten stehen gleich da, wo sie ankommen, nichts gleitet über das Brett, und der rote Rahmen des Alarms blinkt nicht, sondern bleibt ruhig.





## Das Brett in Worten und die Tastatur

# (board in words and keyboard messages go here)
