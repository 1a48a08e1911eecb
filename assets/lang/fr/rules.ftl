# Diplomacy Hot-Seat : ce que disent les règles d'un ordre : refus, verdicts et résultats, en français.

