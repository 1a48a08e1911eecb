# Diplomacy Hot-Seat : une table pour tous (lecteur d'écran, clavier, moins de mouvement), en français.

## Lecteur d'écran

# (screen reader messages go here)
access-clock-left = { $time } restantes
access-previous-phase = Phase précédente
access-next-phase = Phase suivante
access-speed = Vitesse { $speed }
access-result-succeeded = { $order } : réussi
access-result-failed = { $order } : échoué
access-order-box = Ordre à écrire
access-talk-offer = Offre
access-talk-kind = Type de proposition
access-lesson = Leçon
access-sample-phase = Phase de la partie d'exemple
access-seat-player = Qui joue la place { $seat }
access-seat-character = Caractère de la place { $seat }
access-seat-powers = Puissances de la place { $seat }
access-seat-name = Nom de la place { $seat }
access-seat-passcode = Code secret de la place { $seat }
access-qr-code = Code QR pour { $address }



## Moins de mouvement

settings-less-motion = Moins de mouvement (les mouvements montrés à l'arrivée, alarme fixe)
settings-less-motion-hint = Les résultats s'affichent aussitôt avec les unités là où elles arrivent, rien ne glisse sur le plateau, et le cadre rouge de l'alarme reste fixe au lieu de clignoter.





## Le plateau en mots et le clavier

# (board in words and keyboard messages go here)
