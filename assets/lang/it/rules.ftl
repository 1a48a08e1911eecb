# Diplomacy Hot-Seat: cosa dicono le regole di un ordine: rifiuti, verdetti ed esiti, in italiano.


## I risultati di Multiplomacy sullo schermo: le forze che un ordine ha incontrato, e perché ogni parte di un ordine è andata così

rules-force-standing = forza { $power } ({ $units }) da { $from } (in difesa) a { $strength }
rules-force-head-to-head = forza { $power } ({ $units }) da { $from } (in senso opposto) a { $strength }
rules-force-rival = forza { $power } ({ $units }) da { $from } (entra anch'essa) a { $strength }
rules-part-outmatched = rimbalzato a { $strength } contro { $against }
rules-part-bounced = rimbalzato a { $strength }
rules-part-own-unit = sloggerebbe la propria unità
rules-part-not-carried = non trasportata: troppo poche flotte di convoglio rimaste
rules-part-cut-from = tagliato dall'attacco ({ $power }) da { $from }
rules-part-cut = tagliato
rules-part-cut-dislodged = tagliato: sloggiato
rules-part-convoy-disrupted = convoglio interrotto: flotta spostata
rules-part-void = nullo: { $reason }
rules-part-no-such-units = nessuna unità simile
rules-part-no-order = nessun ordine
rules-part-no-order-dislodged = nessun ordine; sloggiata
rules-result-stands = { $unit } sta fermo

## Perché un ordine è nullo (le ragioni della risoluzione)

rules-void-several-orders = l'unità ha ricevuto due ordini diversi
rules-void-move-to-own-province = un'unità non può muovere dove si trova già
rules-void-not-adjacent = la destinazione non è adiacente e nessun convoglio è stato ordinato
rules-void-wrong-terrain = quell'unità non può entrare in quel tipo di provincia
rules-void-coast-unreachable = la flotta non può raggiungere quella costa
rules-void-coast-not-specified = la flotta potrebbe raggiungere entrambe le coste: di' quale
rules-void-no-convoy-ordered = a nessuna flotta è stato ordinato di convogliare lì questa armata
rules-void-cannot-reach = un'unità può sostenere solo verso una provincia in cui potrebbe muovere lei stessa
rules-void-no-such-unit = lì non c'è nessuna unità
rules-void-supports-itself = un'unità non può sostenere se stessa
rules-void-support-not-matched = l'unità sostenuta non ha ricevuto quell'ordine
rules-void-support-coast-mismatch = la flotta sostenuta va all'altra costa
rules-void-convoy-not-at-sea = solo una flotta in mare può convogliare
rules-void-convoy-not-army = solo un'armata può essere convogliata
rules-void-convoy-not-matched = all'armata non è stato ordinato di fare quel movimento per convoglio
rules-void-convoy-not-on-route = questa flotta non è su nessuna rotta di quel convoglio
rules-void-hook = una regola speciale di questa mappa lo vieta

## Un ordine controllato da solo, mentre lo scrivi

rules-check-supported-cannot-move = l'unità in { $from } non può muovere in { $to }
rules-check-supported-cannot-move-rule = l'unità in { $from } non può muovere in { $to }: { $rule }
rules-check-wrong-phase = quel tipo di ordine non si dà in questa fase
rules-check-no-dislodged-unit = lì non c'è nessuna unità sloggiata
rules-check-nowhere-to-retreat = questa unità non ha dove ritirarsi
rules-check-retreat-blocked = nessuna ritirata lì: { $why }
rules-check-retreat-not-allowed = non può ritirarsi lì; può andare in { $places }
rules-check-build-wrong-unit = quell'unità non può stare lì (di' armata o flotta, e la costa)
rules-check-build-not-allowed = si costruisce solo nei tuoi centri di rifornimento di partenza liberi
rules-check-no-unit-to-remove = non hai nessuna unità lì
rules-check-no-removals-due = non hai unità da sciogliere
rules-check-no-builds-due = non ti spetta nessuna costruzione

## Le condizioni di un ordine

rules-note-escort = in { $fall } questo movimento riesce solo se la flotta nella zona di mare { $sea } lo sostiene e quel sostegno non viene tagliato
rules-note-by-convoy = va per convoglio: delle flotte devono trasportarla
rules-note-railroad = va in ferrovia: si ferma all'ultima stazione prima di una occupata o attaccata in questo turno, oppure resta in { $province }
rules-note-needs-convoy = { $to } non confina con { $from }: delle flotte devono convogliare questa armata
rules-note-supported-by-convoy = l'armata sostenuta può arrivarci solo per convoglio

## Perché una ritirata è chiusa

rules-retreat-block-attacker-origin = l'attaccante veniva da lì
rules-retreat-block-standoff = uno stallo l'ha lasciata vuota
rules-retreat-block-occupied = lì c'è un'unità

## Le regole speciali di una mappa (ce05), quando fermano un ordine

rules-list-and = { $rest } e { $last }
rules-list-or = { $rest } o { $last }
rules-another-unit = un'altra unità
rules-hook-no-support-from = un'armata in { $province } non può dare sostegno
rules-hook-border-closed = i confini di { $province } con { $neighbours } sono chiusi alle armate in { $turn }
rules-hook-support-across-closed-border = nessun sostegno attraversa i confini chiusi di { $province } con { $neighbours } in { $turn }
rules-hook-mountain-pass = questa armata ha attraversato i monti da { $from } verso { $province } in { $spring }: in { $fall } non può muovere né sostenere verso { $far }
rules-hook-coast-closed = nessuna armata entra in { $province } o ne esce in { $turn }
rules-hook-escort-missing = in { $fall } un'armata entra in { $province } o ne esce solo con il sostegno di una flotta nella zona di mare { $sea }, e nessuna sostiene questo movimento
rules-hook-escort-cut = fallisce: in { $fall } un'armata entra in { $province } o ne esce solo con il sostegno della flotta nella zona di mare { $sea }, e quel sostegno è stato tagliato da { $unit }
rules-hook-escort-not-given = fallisce: in { $fall } un'armata entra in { $province } o ne esce solo con il sostegno della flotta nella zona di mare { $sea }, e quel sostegno non è stato dato
rules-hook-coast-support = in { $fall } un'armata in { $province } può sostenere solo una flotta che muove in { $from }, da dove è venuta l'armata
rules-hook-coast-support-not-moved = in { $fall } un'armata in { $province } può sostenere solo una flotta che muove nella provincia da cui è venuta l'armata, e questa armata non ci è andata
rules-hook-rail-unsupported = un movimento in ferrovia non può essere sostenuto
rules-hook-rail-stops-occupied = il viaggio in ferrovia si ferma in { $stop }: { $blocked } era occupata da { $unit }
rules-hook-rail-stops-attacked = il viaggio in ferrovia si ferma in { $stop }: { $blocked } era attaccata da { $unit }
rules-hook-rail-no-start-occupied = il viaggio in ferrovia non parte: { $blocked } era occupata da { $unit }
rules-hook-rail-no-start-attacked = il viaggio in ferrovia non parte: { $blocked } era attaccata da { $unit }

## Le regole speciali di una mappa, come le elencano le regole del tabellone

rules-map-no-support-from = { $provinces }: un'armata che vi si trova non può dare sostegno.
rules-map-closed-borders = { $province }: in { $turns } nessuna armata attraversa i suoi confini con { $neighbours }, e nessun sostegno viene dato attraverso di essi.
rules-map-mountain-pass = { $province }: un'armata entrata da { $north } in { $spring } non può muovere né sostenere verso { $south } nel { $fall } seguente, né nell'altro senso; dopo più di un turno lì è libera.
rules-map-escorted-coast = { $province }: nessuna armata entra o esce in { $winter }; in { $fall } solo con il sostegno di una flotta nella zona di mare { $sea }, e un'armata che vi si trova sostiene allora solo una flotta che muove nella provincia da cui è venuta.
rules-map-railroad = Ferrovia { $line }: un'armata percorre tutta la linea in un solo movimento quando nulla lungo di essa è occupato o attaccato; altrimenti si ferma all'ultima stazione raggiunta al sicuro.

## Che cosa è successo a un ordine (i verdetti di una fase di movimento)

rules-verdict-stood = sta ferma
rules-verdict-moved = riesce
rules-verdict-fails-at = fallisce con forza { $strength }
rules-verdict-bounced = rimbalza con forza { $strength } contro { $against }
rules-opponent-holding = { $unit } (che tiene) con forza { $strength }
rules-opponent-head-to-head = { $unit } (che viene in senso opposto) con forza { $strength }
rules-opponent-rival = { $unit } (che muove anch'essa lì) con forza { $strength }
rules-and = { $left } e { $right }
rules-verdict-own-unit = fallisce: sloggerebbe la propria unità { $unit }
rules-verdict-no-convoy = fallisce: nessun convoglio l'ha trasportata
rules-verdict-convoy-failed = fallisce: il convoglio è stato interrotto ({ $fleets } sloggiata)
rules-verdict-supported = sostegno dato
rules-verdict-support-cut = sostegno tagliato da { $unit }
rules-verdict-convoyed = convoglia
rules-verdict-convoy-disrupted = convoglio interrotto: sloggiata da { $unit }
rules-verdict-convoy-paradox = il convoglio fallisce (regola del paradosso: la flotta tiene)
rules-verdict-void = nullo: { $reason }
rules-verdict-too-few-fleets = fallisce: sono rimaste troppo poche flotte di convoglio
rules-verdict-support-cut-from = sostegno tagliato dall'attacco ({ $power }) da { $from }
rules-verdict-support-cut-dislodged = sostegno tagliato: l'unità che sosteneva è stata sloggiata
rules-verdict-fleet-displaced = convoglio interrotto: la flotta è stata spostata

## La riga di esito di un'unità

rules-result-implied = non scritto, dedotto dagli altri ordini: { $reason }
rules-result-no-order = nessun ordine scritto: sta ferma
rules-result-void-army = { $reason }; l'armata sta ferma
rules-result-void-fleet = { $reason }; la flotta sta ferma
rules-result-dislodged-by = sloggiata da { $unit }
rules-result-nowhere-to-retreat = nessuna ritirata possibile: viene sciolta
rules-result-may-retreat = può ritirarsi in { $places }
rules-result-dislodged-disbanded = { $unit } è sloggiata da { $by }; non ha dove ritirarsi e viene sciolta
rules-result-dislodged-may-retreat = { $unit } è sloggiata da { $by }; può ritirarsi in { $places }
rules-result-not-an-order = { $power }: `{ $text }` non era un ordine: { $reason }

## Ritirate e aggiustamenti, eseguiti o no

rules-retreat-to = { $unit } si ritira in { $place }
rules-retreat-disbands = { $unit } si scioglie
rules-retreat-disbanded-no-order = { $unit } sciolta (nessuna ritirata ordinata)
rules-retreat-disbanded-illegal = { $unit } sciolta (la ritirata non era permessa)
rules-retreat-disbanded-collision = { $unit } sciolta (un'altra unità si è ritirata nello stesso posto)
rules-retreat-outnumbered = { $unit } sciolta (in inferiorità numerica ritirandosi nella stessa provincia: { $forces })
rules-adjust-only-some = { $order } (solo { $count } lì da sciogliere)
rules-adjust-not-an-adjustment = { $order } (non è un ordine di aggiustamento)
rules-adjust-not-carried-out = { $order } (non eseguito: { $why })
rules-adjust-surplus = più di quanto spetta alla potenza
rules-adjust-not-buildable = non è un centro di partenza libero della potenza
rules-adjust-not-home = non è una provincia di partenza
rules-adjust-not-owned = la potenza non lo possiede più
rules-adjust-occupied = lì ci sono unità di un'altra potenza
rules-adjust-already-built = una costruzione per provincia ogni inverno
rules-adjust-wrong-unit = quell'unità non può stare lì
rules-adjust-nothing-to-remove = la potenza non ha lì un'unità del genere
rules-adjust-civil-disorder = { $unit } rimossa (regola del disordine civile: la più lontana da casa)

## Perché lì non si può ordinare nulla (l'albero degli ordini)

rules-nothing-not-adjustment = costruzioni e scioglimenti si ordinano solo in un aggiustamento
rules-nothing-no-unit = lì non c'è nessuna unità
rules-nothing-balanced = { $power } ha tante unità quanti centri: nulla da costruire o sciogliere
rules-nothing-there = lì non si può costruire né sciogliere nulla
rules-refusal-too-many =
    { $there ->
        [one] lì c'è solo { $there } unità, non { $asked }
       *[other] lì ci sono solo { $there } unità, non { $asked }
    }

## Una riga scritta con il suo controllo

rules-line-fine = { $line }: va bene
rules-line-note = { $line }: { $note }
rules-line-void = { $line }: nullo — { $why }

## Trattative con i computer

# I tipi di accordo, come li elenca uno schermo.
rules-talk-kind-peace = Pace
rules-talk-kind-dmz = Provincia smilitarizzata
rules-talk-kind-support-mine = Tu sostieni il mio movimento
rules-talk-kind-support-yours = Io sostengo il tuo movimento
rules-talk-kind-moves = Io muovo qui, tu muovi là
rules-talk-kind-alliance = Alleanza contro…
rules-talk-kind-draw = Una patta
rules-talk-kind-leave = Lasciare una provincia
# Quanto dura un accordo.
rules-talk-years = { $years ->
    [0] nessun anno
    [1] un anno
    [2] due anni
    [3] tre anni
    [4] quattro anni
    [5] cinque anni
    [6] sei anni
    [7] sette anni
    [8] otto anni
    [9] nove anni
    [10] dieci anni
   *[other] { $years } anni
}
# Un accordo come lo legge un giocatore; $move nella notazione del regolamento.
rules-talk-deal-peace = pace per { $duration }
rules-talk-deal-dmz = { $province } smilitarizzata
rules-talk-deal-support = { $power } sostiene { $move }
rules-talk-deal-support-hold = { $power } sostiene { $move } a stare fermo
rules-talk-deal-moves = { $proposer } { $mine } e { $answerer } { $yours }
rules-talk-deal-alliance = un'alleanza contro { $power } per { $duration }
rules-talk-deal-draw = una patta
rules-talk-deal-leave = { $power } lascia { $province }

# Una risposta.
rules-talk-person-accepts = { $power } accetta.
rules-talk-person-declines = { $power } rifiuta.
rules-talk-lapsed = { $power } non ha risposto; la proposta è decaduta.
rules-talk-accepts = { $power } accetta: { $why }.
rules-talk-declines = { $power } rifiuta: { $why }.
rules-talk-counters = { $power } fa una controproposta: { $why }.
rules-talk-why-counter = { $why }; offre invece { $offer }

# Perché un computer risponde così: il soggetto è chi risponde, «tu» chi propone.
rules-talk-why-no-quarrel = i vostri confini si toccano appena
rules-talk-why-frees-armies = la pace libera le sue armate per altri fronti
rules-talk-why-keeps-safe = { $province } lasciata vuota protegge { $count ->
    [1] uno dei suoi centri di rifornimento
    [2] due dei suoi centri di rifornimento
    [3] tre dei suoi centri di rifornimento
    [4] quattro dei suoi centri di rifornimento
    [5] cinque dei suoi centri di rifornimento
    [6] sei dei suoi centri di rifornimento
    [7] sette dei suoi centri di rifornimento
   *[other] { $count } dei suoi centri di rifornimento
}
rules-talk-why-wanted-anyway = intendeva comunque andare in { $province }
rules-talk-why-weakens = guadagna indebolendo { $power }
rules-talk-why-common-enemy = anche { $power } la minaccia
rules-talk-why-cannot-hold = non può tenere { $province } contro di te
rules-talk-why-no-use = non sa che farsene di { $province }
rules-talk-why-costs-little = le costa poco
rules-talk-why-no-quarrel-with = non ha contese con { $power }
rules-talk-why-keeps = intende tenere { $province }
rules-talk-why-allied-against-you = è alleata con { $power } contro di te
rules-talk-why-stronger = è molto più forte di te e ha più da guadagnare dalla guerra
rules-talk-why-broke-word = hai infranto { $deal } ({ $when })
rules-talk-why-broke-word-to = hai infranto { $deal } con { $power } ({ $when })
rules-talk-why-attacked = hai attaccato { $province } ({ $when })
rules-talk-why-borders-centres = { $province } confina con { $count ->
    [1] uno dei suoi centri di rifornimento
    [2] due dei suoi centri di rifornimento
    [3] tre dei suoi centri di rifornimento
    [4] quattro dei suoi centri di rifornimento
    [5] cinque dei suoi centri di rifornimento
    [6] sei dei suoi centri di rifornimento
    [7] sette dei suoi centri di rifornimento
   *[other] { $count } dei suoi centri di rifornimento
}
rules-talk-why-own-centre = { $province } è un suo centro di rifornimento
rules-talk-why-wants-province = intende prendere { $province }
rules-talk-why-too-long = non si vincola per più di { $duration }
rules-talk-why-open-centre = { $province } le è aperta
rules-talk-why-unit-needed = la sua unità in { $province } deve difendere i suoi centri
rules-talk-why-at-peace-with = è in pace con { $power }
rules-talk-why-far-from = { $power } è lontana dai suoi confini
rules-talk-why-other-plans = ha altri piani per la sua unità in { $province }
rules-talk-why-gains-nothing = non ci guadagna nulla
rules-talk-why-cannot-reach = nessuna delle sue unità può raggiungere { $province }

# Una promessa infranta verso chi risponde.
rules-talk-broken-peace = la nostra pace
rules-talk-broken-dmz = la nostra parola di lasciare vuota una provincia
rules-talk-broken-support = un sostegno promesso
rules-talk-broken-moves = i nostri movimenti concordati
rules-talk-broken-alliance = la nostra alleanza
rules-talk-broken-draw = la tua parola su una patta
rules-talk-broken-leave = la tua promessa di lasciare una provincia
# Una promessa infranta verso un'altra potenza.
rules-talk-broken-to-peace = la vostra pace
rules-talk-broken-to-dmz = la tua parola di lasciare vuota una provincia
rules-talk-broken-to-support = un sostegno promesso
rules-talk-broken-to-moves = i vostri movimenti concordati
rules-talk-broken-to-alliance = la vostra alleanza
rules-talk-broken-to-draw = la tua parola su una patta
rules-talk-broken-to-leave = la tua promessa di lasciare una provincia

# Un accordo in vigore, visto da una parte.
rules-talk-agreement = Con { $power }: { $deal } (fino a { $until })

# Perché una proposta non si può fare.
rules-talk-no-game-over = la partita è finita: niente più accordi
rules-talk-no-wrong-phase = gli accordi si fanno prima degli ordini di una fase di movimento, non in { $phase }
rules-talk-no-old-turn = quell'accordo era per { $phase }, che non è il turno attuale ({ $now })
rules-talk-no-with-itself = { $power } non può fare un accordo con se stessa
rules-talk-no-such-power = su questa mappa non c'è la potenza numero { $number }
rules-talk-no-out = { $power } è fuori dalla partita
rules-talk-no-same-province = le due unità non possono muovere entrambe nella stessa provincia
rules-talk-no-third-power = un'alleanza è contro una terza potenza
rules-talk-no-years = un accordo dura da uno a { $most } anni, non { $years }
rules-talk-no-such-province = su questa mappa non c'è la provincia numero { $number }
rules-talk-no-their-unit = l'unità in { $province } è di { $owner }, non di { $power }
rules-talk-no-unit = { $power } non ha unità in { $province }
rules-talk-no-move = { $unit } non può muovere in { $to }
rules-talk-no-reach = nessuna unità di { $power } può raggiungere { $province }
rules-talk-no-person = { $power } è giocata da una persona: parlale al tavolo
rules-talk-no-same-seat = entrambe le potenze sono giocate dallo stesso posto
rules-talk-no-such-proposal = non c'è la proposta numero { $number }
rules-talk-no-answered = a quella proposta è già stata data una risposta

## Il controllo prima di sigillare

rules-seal-note = { $unit }: { $note }
rules-seal-void = { $unit }: nullo — { $why }
rules-seal-no-order = { $unit }: nessun ordine — sta ferma
rules-seal-no-retreat = { $unit }: nessun ordine di ritirata — sarà sciolta
rules-seal-stand-by-default = { $count ->
    [one] { $count } unità sta ferma senza ordine
   *[other] { $count } unità stanno ferme senza ordine
}
rules-seal-disbanded = { $count ->
    [one] { $count } unità sloggiata sarà sciolta
   *[other] { $count } unità sloggiate saranno sciolte
}
rules-seal-forfeited = { $count ->
    [one] { $count } costruzione andrà perduta
   *[other] { $count } costruzioni andranno perdute
}
rules-seal-civil-disorder = { $count ->
    [one] { $count } unità sarà rimossa per la regola del disordine civile
   *[other] { $count } unità saranno rimosse per la regola del disordine civile
}
rules-seal-stacks-disband = { $count ->
    [one] { $count } unità sloggiata sarà sciolta
   *[other] { $count } unità sloggiate saranno sciolte
}
rules-seal-stacks-stand = { $count ->
    [one] { $count } unità starà ferma
   *[other] { $count } unità staranno ferme
}

## Perché un computer accetta la patta o continua («essa» è la potenza del computer), e come ogni computer ha votato su una patta proposta da tutte le persone
rules-draw-standing-leads = è in testa con { $centres } centri su { $total }
rules-draw-standing = { $centres ->
    [one] 1 centro
   *[other] { $centres } centri
}
rules-draw-why-no-centres = non ha più centri
rules-draw-why-no-power-left = non ha più potenze in gioco
rules-draw-why-promised = ha promesso a { $power } di votare per la patta
rules-draw-why-enough-to-win = { $standing }, abbastanza per vincere
rules-draw-why-short-of-win = { $standing }, { $short } in meno dei { $target } necessari per vincere
rules-draw-why-stuck = { $standing }, e nessun centro ha cambiato mano da due anni
rules-draw-why-far-ahead = { $standing }, { $margin } più di ogni altra potenza
rules-draw-why-far-ahead-gained = { $standing }, { $margin } più di ogni altra potenza, e { $gained } guadagnati nell'ultimo anno
rules-draw-why-far-ahead-lost = { $standing }, { $margin } più di ogni altra potenza, e { $lost } persi nell'ultimo anno
rules-draw-why-only-left = { $centres ->
    [one] le resta solo 1 centro
   *[other] le restano solo { $centres } centri
}
rules-draw-why-lost-last-year = { $standing }, { $lost } persi nell'ultimo anno
rules-draw-why-lost-two-years = { $standing }, { $lost } persi in due anni
rules-draw-why-threatened = { $enemies ->
    [one] { $standing }, 1 unità nemica può raggiungere i suoi centri contro { $own } delle sue
   *[other] { $standing }, { $enemies } unità nemiche possono raggiungere i suoi centri contro { $own } delle sue
}
rules-draw-why-content = { $standing } e { $gained } guadagnati nell'ultimo anno, contenta di tenerli
rules-draw-why-gained = { $standing } e { $gained } guadagnati nell'ultimo anno
rules-draw-why-eager = { $standing }, vuole di più
rules-draw-why-steady = { $standing }, nessuno guadagnato o perso nell'ultimo anno
rules-draw-why-nothing-yet = { $standing }, ancora niente guadagnato
rules-draw-why-for = { $power }: { $why }
rules-draw-ballot-heading = Tutte le persone hanno proposto una patta in { $phase }; i computer hanno votato:
rules-draw-ballot-accepts = { $powers } — { $why }: accetta
rules-draw-ballot-plays-on = { $powers } — { $why }: continua
