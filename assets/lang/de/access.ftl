# Diplomacy Hot-Seat: ein Tisch für alle (Bildschirmleser, Tastatur, weniger Bewegung), auf Deutsch.

## Bildschirmleser

# (screen reader messages go here)





## Weniger Bewegung

settings-less-motion = Weniger Bewegung (Züge gleich am Ziel, ruhiger Alarm)
settings-less-motion-hint = Die Ergebnisse kommen sofort, die Einheiten stehen gleich da, wo sie ankommen, nichts gleitet über das Brett, und der rote Rahmen des Alarms blinkt nicht, sondern bleibt ruhig.





## Das Brett in Worten und die Tastatur

# (board in words and keyboard messages go here)
