# Diplomacy Hot-Seat: Lernmodus, Beispielpartie, geführter Zug, Regelkarten und Sandkasten, auf Deutsch.

