# Diplomacy Hot-Seat: der Tisch: neues Spiel, Plätze, Uhren, Diplomatie, Wertung und Spielende, auf Deutsch.

