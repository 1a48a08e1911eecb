# Diplomacy Hot-Seat: Befehle, Rückzüge und Aufbauten, die Prüfung vor dem Versiegeln, Ergebnisse und Gespräche, auf Deutsch.

