# Diplomacy Hot-Seat: un tavolo per tutti (lettore di schermo, tastiera, meno movimento), in italiano.

## Lettore di schermo

# (screen reader messages go here)





## Meno movimento

settings-less-motion = Meno movimento (le mosse mostrate già all'arrivo, allarme fisso)
settings-less-motion-hint = I risultati compaiono subito con le unità dove arrivano, niente scorre sulla mappa, e la cornice rossa dell'allarme resta ferma invece di lampeggiare.





## La mappa a parole e la tastiera

# (board in words and keyboard messages go here)
