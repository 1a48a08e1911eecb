# Diplomacy Hot-Seat: ein Tisch für alle (Bildschirmleser, Tastatur, weniger Bewegung), auf Deutsch.

## Bildschirmleser

# (screen reader messages go here)





## Weniger Bewegung

# (less motion messages go here)





## Das Brett in Worten und die Tastatur

# (board in words and keyboard messages go here)
