# Diplomacy Hot-Seat: was die Regeln zu einem Befehl sagen: Ablehnungen, Urteile und Ergebnisse, auf Deutsch.

