# Diplomacy Hot-Seat : la table : nouvelle partie, places, horloges, diplomatie, scores et fin, en français.

