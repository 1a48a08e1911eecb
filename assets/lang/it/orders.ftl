# Diplomacy Hot-Seat: ordini, ritirate e costruzioni, il controllo prima di sigillare, risultati e trattative, in italiano.

## Il pannello degli ordini

orders-can-be-carried-out = ✔ può essere eseguito
orders-sealed-on-phone = Sigillato sul suo telefono
orders-sealed-at-laptop = Sigillato al portatile
orders-clock = ⏱ { $time }
orders-clock-diplomacy-left = ⏱ { $time } di diplomazia rimasti
orders-keep-as-draft = Tieni come bozza (non sigillata) e torna all'orologio
orders-keep-as-draft-hover = Torna prima della fine del periodo per cambiarli o sigillarli.
orders-add-order = Aggiungi ordine
orders-seal = Sigilla gli ordini
orders-propose-draw = Propongo la patta (segreto)
orders-propose-draw-hover = Accettata solo se ogni giocatore sopravvissuto la propone in questo turno e ogni computer accetta.
orders-stands-unless-ordered = sta fermo se non riceve ordini
orders-no-order-yet = ancora nessun ordine
orders-stand = Stai fermo
orders-move-to = Muovi verso…
orders-clear = Cancella
orders-clear-hover = cancella: l'unità sta ferma
orders-support = Sostieni…
orders-support-how = poi clicca l'unità sostenuta e la sua destinazione (tasto S)
orders-convoy = Convoglia…
orders-convoy-how = poi clicca l'armata e la sua destinazione (tasto C)

## Gli elenchi di Muovi verso…, Sostieni… e Convoglia…

orders-by-convoy = Con convoglio
orders-by-railroad = In ferrovia
orders-on-the-map = Sulla mappa…
orders-holding = ferma
orders-to-place = verso { $place }
orders-other-powers-unit = { $unit } ({ $adjective })

## Pile (dove le unità si accatastano)

orders-all-ordered = tutte con un ordine
orders-no-order-stands = nessun ordine: sta ferma
orders-no-order-disbanded = nessun ordine: sciolta
orders-without-orders-stand =
    { $count ->
        [one] { $count } senza ordine sta ferma
       *[other] { $count } senza ordini stanno ferme
    }
orders-without-orders-disbanded =
    { $count ->
        [one] { $count } senza ordine viene sciolta
       *[other] { $count } senza ordini vengono sciolte
    }
orders-of-armies =
    { $count ->
        [one] di { $count } armata
       *[other] di { $count } armate
    }
orders-of-fleets =
    { $count ->
        [one] di { $count } flotta
       *[other] di { $count } flotte
    }

## Il controllo prima di sigillare

orders-keep-writing = Continua a scrivere (Esc)
orders-and-more = … e altri { $count }
orders-seal-now-all-fine = Sigillare ora? Ogni unità ha un ordine che può essere eseguito. Premi di nuovo «Sigilla gli ordini».
orders-seal-now-before = Sigillare ora? Premi di nuovo «Sigilla gli ordini». Prima di farlo:

## Ritirate

orders-stack-dislodged = { $count } { $unit } sloggiate
orders-unit-dislodged = { $unit } è stata sloggiata
orders-will-be-disbanded = sarà sciolta
orders-retreat-to = Ritirata verso { $place }
orders-disband = Sciogli

## Costruzioni e scioglimenti

orders-builds-due =
    { $centres } centri, { $units } unità: { $due ->
        [one] { $due } costruzione dovuta
       *[other] { $due } costruzioni dovute
    }
orders-removals-due = { $centres } centri, { $units } unità: sciogline { $due }
orders-waive-build = Rinuncia a una costruzione
orders-remove-unit = Sciogli { $unit }
orders-remove-unit-of = Sciogli { $unit } (di { $count })
orders-build-in = Costruisci in { $province }:
orders-build-army = Armata
orders-build-fleet = Flotta
orders-build-fleet-north = Flotta — costa nord
orders-build-fleet-south = Flotta — costa sud
orders-build-fleet-east = Flotta — costa est
orders-build-fleet-west = Flotta — costa ovest
orders-cancel = Annulla (Esc)
orders-no-unit-there = lì non c'è nessuna unità
orders-nothing-could-carry-out = nessuna unità sulla mappa potrebbe eseguirlo ora
orders-no-army-of-yours = lì non c'è nessuna tua armata
orders-no-fleet-of-yours = lì non c'è nessuna tua flotta

## Cosa fa il prossimo clic (la riga sotto l'elenco delle unità)

orders-prompt-build = Clicca { $sites } per costruirvi (una scelta chiede armata o flotta, e quale costa, dove se ne può costruire più di una), o una delle tue unità per scioglierla.
orders-prompt-retreat-unit = { $province }: clicca dove si ritira (o su sé stessa per scioglierla). Esc: annulla
orders-prompt-retreat-idle = Clicca un'unità sloggiata (anello rosso), poi dove si ritira.
orders-prompt-idle = Clicca una delle tue unità per darle un ordine.
orders-prompt-unit = { $province }: clicca dove muove (o su sé stessa per stare ferma). S: sostegno · C: convoglio · Esc: annulla
orders-prompt-support-who = { $province } sostiene: clicca l'unità sostenuta
orders-prompt-support-where = Clicca dove muove l'unità in { $province } (o { $province } stessa per sostenerla ferma)
orders-prompt-convoy-who = { $province } convoglia: clicca l'armata
orders-prompt-convoy-where = Clicca dove viene convogliata l'armata in { $province }

## Risultati

orders-results-heading = Risultati — { $phase }
orders-results-play = ▶ Riproduci
orders-results-pause = ⏸ Pausa
orders-results-replay = ⟲ Rivedi
orders-results-skip = ⏭ Salta
orders-results-speed = Velocità
orders-results-continue = Continua (Invio)
orders-results-no-order = { $order } — nessun ordine
orders-results-the-rules = Le regole:
orders-results-standoffs = Rimbalzi in { $provinces }
orders-results-centre-passes = { $province } passa da { $from } a { $to }
orders-results-neutral-centre-passes = { $province } passa da neutrale a { $to }

## Trattative con i computer

orders-talk-open = 💬 Trattative
orders-talk-close-talks = 💬 Chiudi le trattative
orders-talk-waiting =
    { $count ->
        [one] 💬 Trattative ({ $count } in attesa)
       *[other] 💬 Trattative ({ $count } in attesa)
    }
orders-talk-hover = Parla con i computer, in privato (T)
orders-talk-heading = Trattative — { $power }
orders-talk-close = Chiudi
orders-talk-only-you = Solo tu vedi questo. I computer scrivono i loro ordini alla fine del periodo.
orders-talk-propose = Proponi
orders-talk-proposes = { $power } propone: { $deal }.
orders-talk-accept = Accetta
orders-talk-decline = Rifiuta
orders-talk-propose-to = Proponi a
orders-talk-cannot-offer = Ora non si può offrire questo a { $power }.
orders-talk-this-turn = Questo turno
orders-talk-proposal = { $from } a { $to }: { $deal }.
orders-talk-proposal-in = { $phase }: { $from } a { $to }: { $deal }.
orders-talk-agree-instead = Accetta invece questo
orders-talk-you-accepted = Hai accettato.
orders-talk-you-declined = Hai rifiutato.
orders-talk-agreements = Accordi

## La nota mentre i computer pensano

orders-thinking-one = { $power } sta pensando…
orders-thinking-many = { $powers } e { $last } stanno pensando…

## Il riquadro sul luogo sotto il puntatore

orders-hover-centre-of = centro di rifornimento di { $power }
orders-hover-neutral-centre = centro di rifornimento neutrale
orders-hover-army = armata { $adjective }
orders-hover-fleet = flotta { $adjective }

## L'aiuto dei tasti (F1)

orders-keys-heading = Tasti — { $place }
orders-keys-footer = Esc, F1 o ? chiude questo. Nessun tasto agisce mentre scrivi in una casella.
orders-keys-arrows = frecce
orders-keys-or = { $first } o { $second }
orders-keys-ctrl = Ctrl+{ $key }
orders-keys-enter = Invio
orders-keys-esc = Esc
orders-keys-space = Spazio
orders-keys-home = Home
orders-keys-end = Fine
orders-keys-page-up = PagSu
orders-keys-page-down = PagGiù
orders-keys-place-title = Schermata iniziale
orders-keys-place-new-game = Nuova partita
orders-keys-place-diplomacy = Periodo di diplomazia
orders-keys-place-table-clock = Orologio del tavolo
orders-keys-place-curtain = Tenda
orders-keys-place-writing = Scrittura degli ordini
orders-keys-place-thinking = I computer pensano
orders-keys-place-results = Risultati
orders-keys-place-game-over = Fine della partita
orders-keys-place-learning = Modalità apprendimento
orders-keys-place-sandbox = Sandbox
orders-keys-help = mostra questi tasti
orders-keys-mute = togli o rimetti l'audio
orders-keys-full-screen = schermo intero, o di nuovo in finestra
orders-keys-zoom-in = ingrandisci
orders-keys-zoom-out = rimpicciolisci
orders-keys-fit-board = mostra tutta la mappa
orders-keys-pan = sposta la mappa
orders-keys-continue-game = continua la partita più recente (o iniziane una nuova)
orders-keys-pause-clock = metti in pausa o riprendi l'orologio
orders-keys-add-minute = un minuto in più
orders-keys-end-diplomacy = tutti d'accordo: basta parlare, si scrivono gli ordini (prima viene la tenda)
orders-keys-write-mine = un giocatore viene al portatile per scrivere ora (attraverso la tenda)
orders-keys-show-table-clock = l'orologio del tavolo, a tutta finestra
orders-keys-last-moves = mostra o nascondi i movimenti dell'ultimo turno
orders-keys-history-back = una fase precedente sulla mappa
orders-keys-history-forward = una fase successiva sulla mappa
orders-keys-history-now = torna al presente
orders-keys-close-table-clock = torna alla mappa
orders-keys-ready = Sono questo giocatore: mostra i miei ordini (la casella del codice prende Invio dove è impostato un codice)
orders-keys-back-to-clock = durante il periodo di diplomazia: nessuno scrive ora, torna all'orologio
orders-keys-cancel-pick = annulla l'ordine che stai cliccando, o la domanda prima di sigillare
orders-keys-pick-support = l'unità scelta sostiene (poi due clic)
orders-keys-pick-convoy = la flotta scelta convoglia (poi due clic)
orders-keys-pick-stand = l'unità scelta sta ferma
orders-keys-talk = durante il periodo di diplomazia: apri o chiudi le trattative con i computer
orders-keys-seal = sigilla (chiede una volta, poi sigilla), anche dalla casella degli ordini
orders-keys-continue = continua alla fase successiva
orders-keys-step-next = passo successivo
orders-keys-step-back = passo precedente
orders-keys-auto-play = riproduci i passi da soli
orders-keys-leave-learning = torna alla schermata iniziale
orders-keys-sandbox-escape = annulla l'ordine che stai cliccando, altrimenti torna alla schermata iniziale
orders-keys-sandbox-back = un passo indietro
orders-keys-sandbox-forward = un passo avanti
orders-keys-sandbox-support = l'unità scelta sostiene
orders-keys-sandbox-convoy = la flotta scelta convoglia
