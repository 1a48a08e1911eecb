# Diplomacy Hot-Seat: la pagina dei telefoni, in italiano.

## Dietro la tenda: come entrare con il telefono

phones-join-title = 📱 Scrivi sul tuo telefono
phones-join-how = Inquadra il codice con la fotocamera del telefono, oppure apri l'indirizzo e digita il codice. Solo tu dovresti vederlo.
phones-join-code = Codice: { $code }
phones-join-refused = Nessun codice: i telefoni sono rifiutati per questa potenza.
phones-join-new-code = Nuovo codice (il vecchio smette di funzionare)
phones-join-new-code-hint = Per un telefono perso, o se qualcun altro ha visto il codice.
