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

# (less motion messages go here)





## Le plateau en mots et le clavier

# (board in words and keyboard messages go here)
