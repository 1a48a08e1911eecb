# Diplomacy Hot-Seat: un tavolo per tutti (lettore di schermo, tastiera, meno movimento), in italiano.

## Lettore di schermo

# (screen reader messages go here)





## Meno movimento

# (less motion messages go here)





## La mappa a parole e la tastiera

# (board in words and keyboard messages go here)
