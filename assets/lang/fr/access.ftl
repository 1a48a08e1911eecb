# Diplomacy Hot-Seat : une table pour tous (lecteur d'écran, clavier, moins de mouvement), en français.

## Lecteur d'écran

# (screen reader messages go here)





## Moins de mouvement

# (less motion messages go here)





## Le plateau en mots et le clavier

# (board in words and keyboard messages go here)
