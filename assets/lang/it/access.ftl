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



## Meno movimento

settings-less-motion = Meno movimento (le mosse mostrate già all'arrivo, allarme fisso)
settings-less-motion-hint = I risultati compaiono subito con le unità dove arrivano, niente scorre sulla mappa, e la cornice rossa dell'allarme resta ferma invece di lampeggiare.





## La mappa a parole e la tastiera

# (board in words and keyboard messages go here)
