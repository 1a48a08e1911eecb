# Diplomacy Hot-Seat : le rideau entre les joueurs, en français.

curtain-alarm = ⏰ L'alarme sonne : la première touche ou le premier clic l'arrête
curtain-phase-orders = { $phase } — ordres
curtain-pass-to = Passez l'ordinateur portable à
curtain-powers = { $first } et { $second }
curtain-passcode = Code secret
curtain-show-orders = Je suis { $name } : montrer mes ordres
curtain-show-retreats = Je suis { $name } : montrer mes retraites
curtain-show-adjustments = Je suis { $name } : montrer mes constructions et dissolutions
curtain-visiting = L'horloge de diplomatie continue pour les autres pendant que vous écrivez.
curtain-nobody-writes = Personne n'écrit maintenant : retour à l'horloge (Échap)
curtain-still-to-write =
    { $count ->
        [one] { $count } joueur doit encore écrire
       *[other] { $count } joueurs doivent encore écrire
    }
curtain-phone-instead = { $name } peut plutôt sceller sur son téléphone : l'ordinateur portable appelle alors le joueur suivant.
curtain-amend-heading = Un joueur qui a scellé veut changer ses ordres
curtain-amend = { $name } change ses ordres

## Quand le temps d'écriture est écoulé

curtain-sealed-at-time = Les ordres de { $power } ont été scellés à la fin du temps d'écriture.
curtain-sealed-at-time-left = Les ordres de { $power } ont été scellés à la fin du temps d'écriture : { $left }.
curtain-sealed-on-phone-at-time = Les ordres de { $power } ont été scellés sur le téléphone à la fin du temps d'écriture.
