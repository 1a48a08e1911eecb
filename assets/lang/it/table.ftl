# Diplomacy Hot-Seat: il tavolo: nuova partita, posti, orologi, diplomazia, punteggi e fine, in italiano.

