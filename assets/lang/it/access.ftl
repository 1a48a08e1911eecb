# Diplomacy Hot-Seat: un tavolo per tutti (lettore di schermo, tastiera, meno movimento), in italiano.

## Lettore di schermo

# (screen reader messages go here)
access-clock-left = ancora { $time }
access-previous-phase = Fase precedente
access-next-phase = Fase successiva
access-speed = Velocità { $speed }
access-result-succeeded = { $order }: riuscito
access-result-failed = { $order }: fallito
access-order-box = Ordine da scrivere
access-talk-offer = Offerta
access-talk-kind = Tipo di proposta
access-lesson = Lezione
access-sample-phase = Fase della partita di esempio
access-seat-player = Chi gioca al posto { $seat }
access-seat-character = Carattere del posto { $seat }
access-seat-powers = Potenze del posto { $seat }
access-seat-name = Nome del posto { $seat }
access-seat-passcode = Codice segreto del posto { $seat }
access-qr-code = Codice QR per { $address }
access-later-periods = Periodi successivi
access-writing-time = Tempo per scrivere gli ordini
access-end-year = Ultimo anno della partita
access-end-minutes = Durata della partita
access-units-to-place = Unità da piazzare
access-stack-order-count = Unità della pila per questo ordine
access-setup-lines = Righe di preparazione
access-exported-text = Testo esportato
access-case-to-import = Caso di test da importare
access-game-to-open = Partita salvata da aprire
access-save-to = File in cui salvare la posizione



## Meno movimento

settings-less-motion = Meno movimento (le mosse mostrate già all'arrivo, allarme fisso)
settings-less-motion-hint = I risultati compaiono subito con le unità dove arrivano, niente scorre sulla mappa, e la cornice rossa dell'allarme resta ferma invece di lampeggiare.





## La mappa a parole e la tastiera

# (board in words and keyboard messages go here)

keys-shift = Maiusc+{ $key }
keys-board-words = la mappa a parole: le unità e i centri di ogni potenza in un elenco
keys-cursor-left = il cursore alla provincia vicina a sinistra
keys-cursor-right = il cursore alla provincia vicina a destra
keys-cursor-up = il cursore alla provincia vicina sopra
keys-cursor-down = il cursore alla provincia vicina sotto
keys-next-unit = il cursore all'unità successiva
keys-choose-here = scegli la provincia sotto il cursore, come un clic (un'unità, poi dove va)
keys-build-first = la prima scelta della finestra di costruzione, o la prima costa dove una mossa può finire su entrambe
keys-build-second = la seconda scelta della finestra di costruzione, o la seconda costa dove una mossa può finire su entrambe
keys-build-third = la terza scelta della finestra di costruzione
keys-sandbox-coast-first = la prima costa dove una mossa può finire su entrambe
keys-sandbox-coast-second = la seconda costa dove una mossa può finire su entrambe
keys-learning-tick = spunta l'unità sotto il cursore: la sua mossa riesce, o, se non si muove, viene sloggiata
board-words-title = La mappa a parole
board-words-build-key = { $key }: { $build }
board-words-army-in = Armata: { $place }
board-words-fleet-in = Flotta: { $place }
board-words-dislodged = { $unit } (sloggiata)
board-words-centres = { $count ->
        [0] Nessun centro di rifornimento.
        [one] Un centro di rifornimento: { $places }.
       *[other] { $count } centri di rifornimento: { $places }.
    }
board-words-cursor = Cursore: { $place }.
board-words-centre-of = Centro di rifornimento, proprietario: { $power }.
board-words-centre-free = Centro di rifornimento senza proprietario.
board-words-army-of = Armata ({ $power }).
board-words-fleet-of = Flotta ({ $power }).
board-words-no-unit = Nessuna unità.
board-words-choose-a-unit = Scegli una delle tue unità (N, poi Spazio) per leggere cosa può fare.
board-words-refused = Nessun ordine possibile: { $why }
board-words-may-stand = Può stare ferma.
board-words-may-move = Può muoversi verso: { $places }.
board-words-may-support-hold = Può sostenere sul posto l'unità in: { $places }.
board-words-may-support-move = Può sostenere il movimento dell'unità in: { $places }.
board-words-may-convoy = Può convogliare l'armata in: { $places }.
board-words-may-retreat = Può ritirarsi verso: { $places }.
board-words-may-disband = Può essere sciolta.
board-words-may-build = Può costruire in: { $places }.
board-words-may-remove = Può sciogliere l'unità in: { $places }.
board-words-may-waive = Può rinunciare a una costruzione.
board-words-nothing = Niente da ordinare qui.

## Altri tasti: coste, potenze, la fase mostrata

keys-next-power = gli ordini della potenza seguente (un posto con più potenze)
keys-previous-power = gli ordini della potenza precedente (un posto con più potenze)
board-words-phase = Fase: { $phase }
board-words-phase-earlier = Una fase precedente: { $phase }
board-words-coast-north = { $place }, costa nord
board-words-coast-south = { $place }, costa sud
board-words-coast-east = { $place }, costa est
board-words-coast-west = { $place }, costa ovest
