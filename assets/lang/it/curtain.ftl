# Diplomacy Hot-Seat: la tenda tra i giocatori, in italiano.

curtain-alarm = ⏰ La sveglia suona: il primo tasto o clic la ferma
curtain-phase-orders = { $phase } — ordini
curtain-pass-to = Passate il portatile a
curtain-powers = { $first } e { $second }
curtain-passcode = Codice segreto
curtain-show-orders = Sono { $name }: mostra i miei ordini
curtain-show-retreats = Sono { $name }: mostra le mie ritirate
curtain-show-adjustments = Sono { $name }: mostra le mie costruzioni e i miei scioglimenti
curtain-visiting = L'orologio della diplomazia continua per gli altri mentre scrivi.
curtain-nobody-writes = Nessuno scrive ora: torna all'orologio (Esc)
curtain-still-to-write =
    { $count ->
        [one] { $count } giocatore deve ancora scrivere
       *[other] { $count } giocatori devono ancora scrivere
    }
curtain-phone-instead = { $name } può invece sigillare sul telefono: il portatile chiama allora il giocatore successivo.
curtain-amend-heading = Un giocatore che ha sigillato vuole cambiare i suoi ordini
curtain-amend = { $name } cambia i suoi ordini

## Quando il tempo per scrivere scade

curtain-sealed-at-time = Gli ordini di { $power } sono stati sigillati allo scadere del tempo per scrivere.
curtain-sealed-at-time-left = Gli ordini di { $power } sono stati sigillati allo scadere del tempo per scrivere: { $left }.
curtain-sealed-on-phone-at-time = Gli ordini di { $power } sono stati sigillati sul telefono allo scadere del tempo per scrivere.
