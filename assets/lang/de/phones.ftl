# Diplomacy Hot-Seat: die Seite für Telefone, auf Deutsch.

