# Diplomacy Hot-Seat : la page des téléphones, en français.

## Derrière le rideau : rejoindre par téléphone

phones-join-title = 📱 Écrire sur votre téléphone
phones-join-how = Scannez le code avec l'appareil photo de votre téléphone, ou ouvrez l'adresse et tapez le code. Vous seul devriez voir ceci.
phones-join-code = Code : { $code }
phones-join-refused = Pas de code : les téléphones sont refusés pour cette puissance.
phones-join-new-code = Nouveau code (l'ancien cesse de fonctionner)
phones-join-new-code-hint = Pour un téléphone perdu, ou si quelqu'un d'autre a vu le code.
