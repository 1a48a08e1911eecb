# Diplomacy Hot-Seat: ordini, ritirate e costruzioni, il controllo prima di sigillare, risultati e trattative, in italiano.

## Un ordine scritto che il lettore rifiuta (la casella degli ordini): perché, a parole; la notazione negli esempi resta come la scrivono i giocatori

orders-typing-how-counted = Scrivi un ordine; un numero ordina una parte di una pila: 3 F NTH-Nwy, 2 F NTH sup F Lon, 2 A Swi-Mun sup by 1 A Swi
orders-typing-example-counted = 2 F NTH-Nwy
orders-typing-how = Scrivi un ordine nella notazione del regolamento: A(Par)-Bur, F(NTH) c A(Yor)-Nwy, A(Mun) S A(Par)-Bur; Invio lo aggiunge
orders-typing-example = es. A(Lpl)-Yor
orders-typed-cannot-read = ordine illeggibile: { $problem } (alla colonna { $column })
orders-typed-cannot-read-counted = ordine illeggibile: { $problem }
orders-typed-empty = l'ordine è vuoto
orders-typed-stops = l'ordine si ferma dove era atteso { $expected }
orders-typed-unexpected = `{ $found }` dove era atteso { $expected }
orders-typed-bad-count = `{ $count }` non è un numero di unità utilizzabile
orders-typed-trailing = testo inatteso dopo l'ordine: `{ $text }`
orders-typed-expect-convoy-destination = `-` e la destinazione del convoglio
orders-typed-expect-order = -, S, C o H
orders-typed-expect-one-kind = un solo tipo di unità per le unità ordinate
orders-typed-expect-province = una provincia
orders-typed-expect-unit-or-province = un'unità (A o F) o una provincia
orders-typed-expect-unit-type = un tipo di unità (A o F)
orders-typed-expect-bracket = `)`
orders-typed-expect-coast = una costa dopo `/` (nc, sc, ec, wc)
orders-typed-unknown-province = `{ $name }` non è una provincia di questa mappa
orders-typed-unknown-power = `{ $name }` non è una potenza di questa partita
orders-typed-no-unit = non c'è nessuna unità in { $place }
orders-typed-not-your-unit = l'unità in { $place } appartiene a { $owner }, non a { $power }
orders-typed-no-unit-fits = nessuna tua unità può farlo: { $reason }
orders-typed-ambiguous = ambiguo: { $units } potrebbero essere intese ciascuna, quindi l'ordine è nullo (II.3)
orders-typed-wrong-phase = gli ordini di tipo «{ $what }» non si danno nella fase di { $phase }
orders-typed-not-dislodged = l'unità in { $place } non è stata sloggiata e non ha ritirate da fare
orders-typed-no-power = di' quale potenza dà questo ordine
orders-typed-no-such-coast = { $place } non ha una costa chiamata { $coast }
orders-typed-no-units = non c'è nessuna unità di tipo { $kind } in { $place }
orders-typed-not-your-units = le unità in { $place } appartengono a { $owner }, non a { $power }
orders-typed-too-few = { $ordered } ordinate ma solo { $present } × { $kind } in { $place }
orders-typed-build-count = si può costruire una sola unità per provincia a ogni aggiustamento
orders-typed-kind-needed = di' quali unità in { $place }: A o F
orders-typed-one-order-only = scrivi l'ordine di ogni unità su una riga a sé
orders-typed-fits-unit = nomina la provincia dell'unità
orders-typed-fits-units = nomina la provincia delle unità
orders-typed-fits-supporting = nomina la provincia dell'unità che sostiene
orders-typed-fits-supported = nomina la provincia dell'unità sostenuta o convogliata
orders-typed-fits-supported-units = nomina la provincia delle unità sostenute o convogliate
orders-typed-fits-retreating = nomina la provincia dell'unità in ritirata
orders-typed-fits-cannot-reach = nessuna unità di quel tipo può arrivarci
orders-typed-what-removal = rimozione
orders-typed-what-unit = unità
orders-typed-what-disband = scioglimento
orders-typed-what-hold = stare fermo
orders-typed-what-support = sostegno
orders-typed-what-convoy = convoglio
orders-typed-what-build = costruzione
orders-typed-what-remove-or-disband = rimozione o scioglimento
orders-typed-what-stand-support-convoy = stare fermo, sostegno o convoglio
orders-typed-what-movement = movimento
orders-typed-phase-movement = movimento
orders-typed-phase-retreat = ritirata
orders-typed-phase-adjustment = aggiustamento
orders-typed-kind-army = armata
orders-typed-kind-fleet = flotta
orders-typed-kind-unit = unità

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
