# Diplomacy Hot-Seat: Mächte, Jahreszeiten und Orte, auf Deutsch.

