# Diplomacy Hot-Seat: la pagina dei telefoni, in italiano.

## Dietro la tenda: come entrare con il telefono

phones-join-title = 📱 Scrivi sul tuo telefono
phones-join-how = Inquadra il codice con la fotocamera del telefono, oppure apri l'indirizzo e digita il codice. Solo tu dovresti vederlo.
phones-join-code = Codice: { $code }
phones-join-refused = Nessun codice: i telefoni sono rifiutati per questa potenza.
phones-join-new-code = Nuovo codice (il vecchio smette di funzionare)
phones-join-new-code-hint = Per un telefono perso, o se qualcun altro ha visto il codice.

## The phone's page: joining

phones-page-title = Ordini di Diplomacy
phones-page-join-title = Unisciti — Diplomacy
phones-page-connecting = Connessione al portatile…
phones-page-join-lead = Scrivi i tuoi ordini su questo telefono, in privato.
phones-page-join-label = Digita il codice che ti è stato mostrato sul portatile
phones-page-join-hint = 16 lettere e cifre. Minuscole, trattini e spazi vanno bene.
phones-page-join-button = Unisciti
phones-page-code-empty = Prima digita il tuo codice.
phones-page-code-bad-chars = «{ $chars }» non può stare in un codice (i codici non hanno 0, 1, I né O).
phones-page-code-length = Un codice ha { $want } lettere e cifre; questo ne ha { $count }.
phones-page-code-invalid = Quel codice non è valido (forse ne è stato emesso uno nuovo): controllalo, o chiedi il tuo al portatile.
phones-page-checking = Controllo del codice…
phones-page-address-code-bad = Il codice in questo indirizzo ({ $code }) non funziona: forse è scritto male, o ne è stato emesso uno nuovo. Digita il codice che ti è stato mostrato sul portatile.
phones-page-code-stopped = Il tuo codice non funziona più (forse ne è stato emesso uno nuovo): digita quello che ti viene mostrato sul portatile.
phones-page-address-no-code = L’indirizzo non contiene un codice valido: { $why }
phones-page-last-code-gone = Il tuo ultimo codice non funziona più: digita quello mostrato sul portatile.
phones-page-other-code = Usa un altro codice

## The phone's page: talking to the laptop

phones-page-unreachable = Il portatile non è raggiungibile: questo telefono è sulla sua rete?
phones-page-unreachable-still = Il portatile non è raggiungibile: questo telefono è ancora sulla sua rete?
phones-page-too-many-tries = Troppi tentativi: { $why }.
phones-page-wait-a-minute = aspetta un minuto
phones-page-laptop-answered = Il portatile ha risposto { $status }.
phones-page-laptop-answered-short = il portatile ha risposto { $status }
phones-page-went-wrong = Qualcosa è andato storto: { $why }
phones-page-slow-down = Più piano: { $why }.
phones-page-busy = aspetta: l’ultimo tocco è ancora in invio
phones-page-trying-again = { $why } Nuovo tentativo…
phones-page-reconnecting = Riconnessione…

## The phone's page: the header and the board

phones-page-stage-diplomacy = Diplomazia: tratta, poi scrivi
phones-page-stage-writing = Scrittura degli ordini
phones-page-stage-results = Risultati sul portatile
phones-page-stage-over = La partita è finita
phones-page-clock = { $label } { $time }
phones-page-clock-paused = { $label } { $time } (in pausa)
phones-page-sealed-badge = Sigillati ✓
phones-page-fresh = Ci sono nuovi risultati: { $link }.
phones-page-fresh-link = guarda cos’è successo
phones-page-board = Tabellone
phones-page-board-label = Tabellone { $title }: le tue unità e gli ordini scritti
phones-page-board-view = Vista del tabellone
phones-page-zoom-in = Ingrandisci
phones-page-zoom-out = Rimpicciolisci
phones-page-zoom-mine = Mostra le mie unità
phones-page-zoom-all = Mostra tutto il tabellone
phones-page-hint-step = { $unit }: { $prompt } Tocca un luogo evidenziato, o un pulsante qui sotto.
phones-page-hint-selected = { $unit } selezionata: scegli qui sotto cosa fa.
phones-page-hint-tap-unit = Tocca una delle tue unità per darle un ordine.
phones-page-hint-sealed = I tuoi ordini sono sigillati.
phones-page-flash-choose-button = { $place }: scegli uno dei suoi pulsanti qui sotto.
phones-page-flash-centre = { $place } ({ $abbr }), un centro di rifornimento.
phones-page-flash-place = { $place } ({ $abbr }).

## The phone's page: why no orders now

phones-page-why-over = La partita è finita.
phones-page-why-results = Il portatile mostra i risultati.
phones-page-why-nothing-owed = Niente da costruire o sciogliere: le tue unità corrispondono ai tuoi centri di rifornimento.
phones-page-why-no-orders = Nessun ordine per te in questa fase.
phones-page-why-not-now = Ora non si possono scrivere ordini.

## The phone's page: the units and their orders

phones-page-units-title = Le tue unità
phones-page-builds = Costruzioni
phones-page-removals = Scioglimenti
phones-page-no-order-yet = ancora nessun ordine
phones-page-no-order-stands = nessun ordine: sta ferma
phones-page-no-order-disbands = nessun ordine: si scioglie
phones-page-void-note = Nullo: { $note }
phones-page-orders-for = Ordini per { $unit }
phones-page-owed-nothing = Niente da costruire o sciogliere.
phones-page-owed-build-one = Puoi costruire { $count } unità.
phones-page-owed-build-other = Puoi costruire { $count } unità.
phones-page-owed-remove-one = Devi sciogliere { $count } unità.
phones-page-owed-remove-other = Devi sciogliere { $count } unità.
phones-page-owed-written = { $written } di { $count } scritti.
phones-page-owed-none-written = Ancora nessuno scritto.
phones-page-ask-move = Muovere dove?
phones-page-ask-retreat = Ritirarsi dove?
phones-page-ask-support = Sostenere quale unità?
phones-page-ask-moving = Diretta dove?
phones-page-ask-convoy = Convogliare quale armata?
phones-page-ask-convoy-to = Verso dove?
phones-page-ask-build = Costruire dove?
phones-page-ask-build-what = Costruire cosa?
phones-page-ask-remove = Sciogliere quale unità?
phones-page-ask-disband = Sciogliere?
phones-page-ask-stand = Stare ferma?
phones-page-ask-waive = Rinunciare a una costruzione?
phones-page-ask-choose = Scegli:
phones-page-choose = Scegli
phones-page-back = ‹ Indietro
phones-page-close = ✕ Chiudi
phones-page-or-go-on = o prosegui:
phones-page-not-possible = non possibile
phones-page-not-allowed = non consentito
phones-page-not-given = Non dato: { $why }
phones-page-your-fleet = la tua flotta
phones-page-your-army = la tua armata
phones-page-their-fleet = flotta ({ $power })
phones-page-written = Scritto: { $order }
phones-page-unit-army = armata ({ $power }) in { $place }
phones-page-unit-fleet = flotta ({ $power }) in { $place }
phones-page-unit-army-dislodged = armata ({ $power }) in { $place } (sloggiata)
phones-page-unit-fleet-dislodged = flotta ({ $power }) in { $place } (sloggiata)
phones-page-their-army = armata ({ $power })

## The phone's page: the orders written

phones-page-draft-title = Ordini scritti
phones-page-draft-units-one = Ordini scritti ({ $written } di { $count } unità)
phones-page-draft-units-other = Ordini scritti ({ $written } di { $count } unità)
phones-page-draft-builds-one = Ordini scritti ({ $written } di { $count } costruzione)
phones-page-draft-builds-other = Ordini scritti ({ $written } di { $count } costruzioni)
phones-page-draft-removals-one = Ordini scritti ({ $written } di { $count } scioglimento)
phones-page-draft-removals-other = Ordini scritti ({ $written } di { $count } scioglimenti)
phones-page-no-lines = Ancora nessun ordine scritto.
phones-page-void = nullo
phones-page-remove-line = Togli { $order }
phones-page-type-label = Digita un ordine
phones-page-type-placeholder = p. es. A Par-Bur
phones-page-type-add = Aggiungi
phones-page-type-empty = Prima digita un ordine, p. es. A Par-Bur.

## The phone's page: sealing, a draw and the results

phones-page-seal-box = Sigilla i tuoi ordini
phones-page-seal = Sigilla gli ordini…
phones-page-seal-check-title = Sigillare questi ordini?
phones-page-seal-yes = Sigilla ora
phones-page-seal-no = Continua a scrivere
phones-page-every-unit-ordered = Ogni unità ha un ordine.
phones-page-may-unseal = Puoi ancora cambiarli finché ogni potenza non ha sigillato.
phones-page-may-not-unseal = Gli ordini sigillati non si possono cambiare a questo tavolo.
phones-page-not-sealed = Non sigillati: { $why }
phones-page-still-sealed = Ancora sigillati: { $why }
phones-page-sealed = Sigillati ✓.
phones-page-sealed-at-laptop = Sigillati ✓ sul portatile.
phones-page-sealed-on-phone = Sigillati ✓ sul tuo telefono.
phones-page-sealed-on-phone-at = Sigillati ✓ sul tuo telefono alle { $time }.
phones-page-waiting = In attesa delle altre potenze.
phones-page-unseal = Cambia gli ordini
phones-page-draw = Proponi la patta
phones-page-results-of = Risultati di { $phase }

## The phone's page: the kinds of order (sent in the state)

phones-page-kind-hold = Stare fermo
phones-page-kind-move = Muovere verso…
phones-page-kind-support-hold = Sostenere per tenere…
phones-page-kind-support-move = Sostenere un movimento…
phones-page-kind-convoy = Convogliare…
phones-page-kind-retreat = Ritirarsi verso…
phones-page-kind-disband = Sciogliere
phones-page-kind-build = Costruire…
phones-page-kind-remove = Sciogliere…
phones-page-kind-waive = Rinunciare a una costruzione

## The phones' state and refusals (the laptop's words, sent in the state and in errors)

phones-state-clock-diplomacy = Diplomazia
phones-state-clock-writing = Scrittura
phones-state-builds-and-removals = Costruzioni e scioglimenti
phones-refused-game-over = la partita è finita
phones-refused-not-sealed = i tuoi ordini non sono sigillati
phones-refused-may-not-unseal = a questo tavolo gli ordini sigillati ora non si possono cambiare
phones-refused-not-writing = ora non si scrivono ordini
phones-refused-no-orders = { $power } non ha ordini da scrivere in questa fase
phones-refused-sealed = i tuoi ordini sono sigillati
phones-refused-not-offered = quell'ordine non è tra le scelte offerte ora
phones-refused-not-yours = quell'unità non appartiene a { $power }
phones-refused-line-too-long = una riga ha al massimo { $count } caratteri
phones-refused-line-changed = quella riga è cambiata nel frattempo (su un altro dispositivo?): guarda di nuovo
phones-server-local-only = solo la rete locale può collegarsi
phones-server-only-get = qui solo GET
phones-server-no-page = questa pagina non esiste
phones-server-too-many = troppe richieste: aspetta { $seconds } s
phones-server-bad-code = questo codice non è valido (forse ne è stato dato uno nuovo): chiedi il tuo al portatile
phones-server-wrong-method = metodo sbagliato
phones-server-too-big = una richiesta ha al massimo { $bytes } byte
phones-server-not-an-act = non è una richiesta di ordine: { $why }
phones-server-unwritable = lo stato non si è potuto scrivere
phones-server-no-answer = il portatile non ha risposto: riprova
phones-server-off = i telefoni sono spenti sul portatile
phones-server-full = troppi telefoni sono in ascolto
phones-server-full-address = troppe pagine sono in ascolto da questo indirizzo
phones-server-full-code = troppe pagine sono in ascolto con questo codice
