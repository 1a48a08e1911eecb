# Diplomacy Hot-Seat : une table pour tous (lecteur d'écran, clavier, moins de mouvement), en français.

## Lecteur d'écran

# (screen reader messages go here)





## Moins de mouvement

settings-less-motion = Moins de mouvement (les mouvements montrés à l'arrivée, alarme fixe)
settings-less-motion-hint = Les résultats s'affichent aussitôt avec les unités là où elles arrivent, rien ne glisse sur le plateau, et le cadre rouge de l'alarme reste fixe au lieu de clignoter.





## Le plateau en mots et le clavier

# (board in words and keyboard messages go here)
