# Diplomacy Hot-Seat: modalità di apprendimento, partita di esempio, turno guidato, schede delle regole e sandbox, in italiano.

## I passi del turno guidato: titolo, cosa dice il tutore, il suggerimento dopo una risposta sbagliata e il passo come lo nomina una frase («✔ Fatto: scegli un'unità.»)

learning-tutor-step-curtain-title = Dietro la tenda
learning-tutor-step-curtain-say = Giochi l'Inghilterra. Ogni giocatore scrive gli ordini in segreto: quando tocca a te ti passano il portatile, gli altri guardano altrove, e lo schermo resta coperto finché non dici chi sei. Premi «Sono Inghilterra: mostra i miei ordini».
learning-tutor-step-curtain-hint = Premi il grande pulsante «Sono Inghilterra: mostra i miei ordini» sullo schermo coperto.
learning-tutor-step-curtain-task = dietro la tenda
learning-tutor-step-select-title = Scegli un'unità
learning-tutor-step-select-say = È l'autunno 1902. Comincia dalla tua flotta a Londra: cliccala sulla mappa. Si illumina come unità scelta.
learning-tutor-step-select-hint = Clicca la flotta a Londra sulla mappa (premi prima Esc se è scelta un'altra unità).
learning-tutor-step-select-task = scegli un'unità
learning-tutor-step-move-title = Muovila
learning-tutor-step-move-say = Cliccare sulla mappa è un modo di scrivere un ordine. Con la flotta di Londra scelta, clicca il Canale della Manica: la flotta riceve l'ordine di muoversi lì. Anche la Francia potrebbe volere la Manica.
learning-tutor-step-move-hint = Clicca la flotta a Londra, poi il Canale della Manica (ENG).
learning-tutor-step-move-task = muovila
learning-tutor-step-type-title = Scrivi un ordine
learning-tutor-step-type-say = Scrivere è un altro modo. La tua armata nello Yorkshire attraverserà il Mare del Nord verso la Norvegia. Scrivi A Yor-Nwy nella casella degli ordini in fondo al pannello degli ordini e premi Invio.
learning-tutor-step-type-hint = Scrivi A Yor-Nwy nella casella degli ordini (Yor è lo Yorkshire, Nwy la Norvegia) e premi Invio.
learning-tutor-step-type-task = scrivi un ordine
learning-tutor-step-convoy-title = Convoglia l'armata
learning-tutor-step-convoy-say = Un'armata attraversa il mare solo se delle flotte la portano. Il terzo modo è la lista sotto ogni unità nel pannello degli ordini: sotto la tua flotta nel Mare del Nord (F NTH) apri «Convoglia…», scegli l'armata nello Yorkshire, poi la Norvegia.
learning-tutor-step-convoy-hint = Sotto F NTH nel pannello degli ordini apri «Convoglia…» e scegli l'armata nello Yorkshire diretta in Norvegia.
learning-tutor-step-convoy-task = convoglia l'armata
learning-tutor-step-support-title = Sostieni la mossa
learning-tutor-step-support-say = L'armata russa in Finlandia potrebbe tentare anche lei la Norvegia. Dai forza alla tua armata: sotto la tua flotta nel Mare di Norvegia (F NWG) apri «Sostieni…» e scegli l'armata nello Yorkshire diretta in Norvegia.
learning-tutor-step-support-hint = Sotto F NWG nel pannello degli ordini apri «Sostieni…» e scegli l'armata nello Yorkshire diretta in Norvegia.
learning-tutor-step-support-task = sostieni la mossa
learning-tutor-step-stand-title = Stai fermo
learning-tutor-step-stand-say = La tua flotta nel Mare d'Irlanda resta dov'è: premi «Stai fermo» sotto F IRI nel pannello degli ordini.
learning-tutor-step-stand-hint = Premi il pulsante «Stai fermo» sotto F IRI nel pannello degli ordini.
learning-tutor-step-stand-task = stai fermo
learning-tutor-step-seal-title = Sigilla i tuoi ordini
learning-tutor-step-seal-say = Ogni unità ha il suo ordine. Premi «Sigilla gli ordini»: il pannello elenca tutto ciò che è dubbio. Poi premi di nuovo «Sigilla gli ordini» per confermare. Gli ordini di tutti vengono rivelati insieme.
learning-tutor-step-seal-hint = Premi «Sigilla gli ordini», poi premilo di nuovo. Se l'ordine di un'unità non è quello richiesto, dallo prima di nuovo.
learning-tutor-step-seal-task = sigilla i tuoi ordini
learning-tutor-step-stand-off-title = Un rimbalzo
learning-tutor-step-stand-off-say = Guarda il Canale della Manica: la tua flotta da Londra e la flotta francese da Brest ci si sono mosse con forza uguale. È un rimbalzo: nessuna entra, entrambe restano dov'erano, e la Manica resta vuota. Premi «Avanti».
learning-tutor-step-stand-off-hint = Leggi i risultati, poi premi «Avanti» nel riquadro del tutore.
learning-tutor-step-stand-off-task = un rimbalzo
learning-tutor-step-dislodgement-title = Uno sloggiamento
learning-tutor-step-dislodgement-say = Ora il Mare d'Irlanda: la flotta francese dall'Atlantico centrale ci è entrata, sostenuta dalla sua flotta nell'Atlantico del Nord, due contro la tua una. La tua flotta è sloggiata e deve ritirarsi. Intanto la tua armata è sbarcata in Norvegia, due contro una russa. Premi «Continua» sotto i risultati.
learning-tutor-step-dislodgement-hint = Premi «Continua» sotto i risultati per passare alla ritirata.
learning-tutor-step-dislodgement-task = uno sloggiamento
learning-tutor-step-retreat-title = Ritirata
learning-tutor-step-retreat-say = Un'unità sloggiata si ritira in una provincia vuota vicina, ma non da dove è venuto l'attacco, né nella Manica, lasciata vuota dal rimbalzo. Passa la tenda come prima, poi premi «Ritirata verso Wal» o «Ritirata verso Lpl» sotto la tua flotta.
learning-tutor-step-retreat-hint = Sotto la flotta sloggiata premi «Ritirata verso Wal» o «Ritirata verso Lpl» (oppure clicca la flotta, poi il Galles o Liverpool).
learning-tutor-step-retreat-task = la ritirata
learning-tutor-step-seal-retreat-title = Sigilla la ritirata
learning-tutor-step-seal-retreat-say = Premi «Sigilla gli ordini», poi di nuovo per confermare.
learning-tutor-step-seal-retreat-hint = Premi due volte «Sigilla gli ordini». Se la flotta non ha una ritirata, dagliene prima una.
learning-tutor-step-seal-retreat-task = sigilla la ritirata
learning-tutor-step-build-title = Costruisci
learning-tutor-step-build-say = Inverno: si contano i centri. La Norvegia è tua, quindi hai sei centri e cinque unità: ne costruisci una. Si costruisce solo nei propri centri d'origine rimasti vuoti. Passa la tenda, poi sotto le costruzioni premi «Flotta» accanto a Edimburgo.
learning-tutor-step-build-hint = Sotto le costruzioni premi «Flotta» (o «Armata») accanto a Edimburgo, o a Liverpool se è vuoto.
learning-tutor-step-build-task = costruisci
learning-tutor-step-seal-build-title = Sigilla la costruzione
learning-tutor-step-seal-build-say = Premi «Sigilla gli ordini», poi di nuovo per confermare.
learning-tutor-step-seal-build-hint = Premi due volte «Sigilla gli ordini», con una costruzione scritta.
learning-tutor-step-seal-build-task = sigilla la costruzione
learning-tutor-step-finished-title = Finito
learning-tutor-step-finished-say = Questo era un anno intero: mosse, un convoglio, un sostegno, un rimbalzo, uno sloggiamento con la sua ritirata, e una costruzione. Ora conosci ogni modo di scrivere gli ordini.
learning-tutor-step-finished-hint = Il turno guidato è finito.
learning-tutor-step-finished-task = finito

## I giudizi del tutore: perché una risposta non è quella richiesta, e cosa fare

learning-tutor-hint-and-fix = { $hint } Un nuovo ordine per un'unità sostituisce quello vecchio, e «Cancella» toglie un ordine.
learning-tutor-hint-and-spelling = { $hint } Controlla come hai scritto: una lettera di unità, poi dove si trova.
learning-tutor-give-again = Dallo di nuovo. { $hint }
learning-tutor-clear-extra = Premi «Cancella» accanto a quello in più. { $hint }
learning-tutor-not-yours = quell'unità non è tua: giochi l'Inghilterra
learning-tutor-disband-loses = sciogliere fa perdere la flotta, e ha dove andare
learning-tutor-waive-gives-up = rinunciare cede la costruzione che ti spetta
learning-tutor-not-the-order-asked = { $order } può essere eseguito, ma non è l'ordine richiesto
learning-tutor-cleared-build = { $order } era l'ordine richiesto; ora non è scritta nessuna costruzione
learning-tutor-cleared-order = { $order } era l'ordine richiesto; ora quell'unità non ne ha
learning-tutor-no-retreat-yet = la tua flotta sloggiata non ha ancora una ritirata
learning-tutor-no-build-yet = non è ancora scritta nessuna costruzione
learning-tutor-other-order = l'ordine di { $unit } è { $given }, non quello richiesto: { $asked }
learning-tutor-no-order-yet = { $unit } non ha ancora un ordine; quello richiesto è { $asked }
learning-tutor-step-not-done = «{ $step }» non è ancora fatto
learning-tutor-only-one-due = { $step }: ne è dovuto uno solo, e ne sono scritti di più
learning-tutor-order-and-why = { $order }: { $why }
learning-tutor-behind-curtain = i tuoi ordini restano nascosti dietro la tenda finché non dici chi sei
learning-tutor-results-last = questi risultati sono l'ultima cosa da leggere prima della ritirata
learning-tutor-results-resolved = gli ordini sono risolti: mentre i risultati sono mostrati non si scrive nulla
learning-tutor-still-to-do = «{ $step }» resta da fare
learning-tutor-other-unit = quella è la tua { $unit }; questo passo riguarda la tua { $asked }
learning-tutor-no-unit-in = non hai nessuna unità in { $place }

## La scheda della regola: un link accanto a un motivo apre la regola

learning-rule-link = Regola { $section }
learning-rule-link-hover = Leggi la regola: { $rule }
learning-rule-titled-link = { $rule } ({ $section })
learning-rule-from = Fonte: { $section }
learning-rule-see-also = Vedi anche: { $sections }
learning-rule-close = Chiudi
learning-rule-refused-hover = { $reason }. Clicca per leggere la regola ({ $rule }).

## Le regole spiegate: dove è scritta una regola

learning-source-rulebook = Regolamento di Diplomacy (1971)
learning-source-multiplomacy = Multiplomacy (C. H. Hemming, 1973)
learning-source-ce05 = European Diplomacy (ce05)
learning-source-datc = Diplomacy Adjudicator Test Cases (DATC v3.0)
learning-section-rulebook = Regolamento { $section }
learning-section-multiplomacy = Multiplomacy, regola { $section }
learning-section-ce05 = ce05 { $section }
learning-section-datc = DATC { $section }

## Le regole spiegate: ogni argomento, il suo titolo e la sua spiegazione con parole nostre

learning-rule-one-order-per-unit-title = Un ordine per unità
learning-rule-one-order-per-unit-text = Ogni unità riceve esattamente un ordine per turno: si muove, sostiene, convoglia o resta dov'è. Un'unità senza ordine resta semplicemente ferma e difende la sua provincia. Quando per la stessa unità sono scritti due ordini diversi, nessuno dei due viene eseguito e l'unità resta ferma.
learning-rule-your-own-units-title = Gli ordini vanno alle tue unità
learning-rule-your-own-units-text = Comandi solo le tue armate e le tue flotte, e ogni ordine parte dal luogo in cui l'unità si trova in questo momento. Dove non hai unità non c'è niente da ordinare. Le unità di un'altra potenza rispondono solo a quella potenza, anche se puoi sostenerle o convogliarle.
learning-rule-phase-orders-title = A cosa serve ogni fase
learning-rule-phase-orders-text = L'anno segue un ritmo fisso. Nelle fasi di movimento di primavera e autunno le unità si muovono, sostengono, tengono e convogliano. Subito dopo una fase di movimento agiscono solo le unità sloggiate, ritirandosi o sciogliendosi. Dopo ogni autunno le potenze costruiscono o rimuovono unità secondo i loro centri di rifornimento. Un ordine del tipo sbagliato per la fase non fa nulla.
learning-rule-void-orders-title = Gli ordini impossibili sono nulli
learning-rule-void-orders-text = Un ordine che non potrebbe mai essere eseguito viene scartato, e la sua unità resta dov'è come se le fosse stato ordinato di stare ferma. Lo stesso vale per un ordine a un'unità che non è lì. Un ordine possibile viene comunque eseguito, anche se chi lo ha scritto intendeva altro.
learning-rule-ambiguous-orders-title = Gli ordini ambigui sono nulli
learning-rule-ambiguous-orders-text = Se un ordine può riguardare più di una delle tue unità e nulla mostra quale fosse intesa, nessuna lo esegue. Un ordine breve va bene finché una sola unità può eseguirlo. Nominare la provincia dell'unità toglie ogni dubbio.
learning-rule-adjacency-title = Muovere di un passo
learning-rule-adjacency-text = Un movimento porta un'unità in una provincia confinante con la sua: un passo per turno. Mandare un'unità nel luogo che già occupa non è un movimento. I viaggi più lunghi richiedono flotte che convoglino un'armata, o una ferrovia sulle mappe che ne hanno una.
learning-rule-terrain-title = Armate a terra, flotte in acqua
learning-rule-terrain-text = Le armate restano a terra: non entrano mai in una zona di mare, anche se le flotte possono trasportarle attraverso. Le flotte navigano i mari e le province costiere, e non vanno mai nell'entroterra. Una flotta che passa tra due province costiere deve seguire una costa che hanno in comune.
learning-rule-split-coasts-title = Province con due coste
learning-rule-split-coasts-text = Alcune province, come Spagna, Bulgaria e San Pietroburgo sulla mappa standard, hanno due coste separate. Una flotta lì sta su una delle due e può navigare solo verso luoghi che toccano quella costa. Quando una flotta potrebbe arrivare su entrambe le coste, il suo ordine deve nominarne una, altrimenti il movimento è nullo.
learning-rule-strength-title = Vince la forza maggiore
learning-rule-strength-text = Un'unità che si muove conta uno, più uno per ogni sostegno valido al suo movimento; un'unità che resta ferma si difende con sé stessa più i suoi sostegni a stare ferma. Un movimento riesce solo se è più forte del difensore e di ogni altra unità che tenta di entrare. Contro una forza uguale o maggiore fallisce.
learning-rule-stand-off-title = Rimbalzi
learning-rule-stand-off-text = Quando unità di pari forza tentano di entrare nella stessa provincia, nessuna entra e ognuna resta dove ha iniziato. Succede anche tra unità della stessa potenza. La provincia contesa resta com'era, quindi un rimbalzo può tenere vuota una provincia.
learning-rule-head-to-head-title = Niente scambi di posto via terra
learning-rule-head-to-head-text = Due unità mandate l'una nella provincia dell'altra si scontrano sul confine tra loro. Se nessuna è più forte, restano entrambe a casa; una più forte passa e sloggia l'altra. Le unità possono scambiarsi di posto solo se almeno una viaggia con un convoglio, mentre tre o più unità possono ruotare in cerchio.
learning-rule-dislodgement-title = Unità sloggiate
learning-rule-dislodgement-text = Un'unità battuta da un attacco più forte è sloggiata, e l'attaccante prende la sua provincia. Ogni sostegno che l'unità battuta dava va perso. Nella fase di ritirata che segue deve andarsene o essere sciolta.
learning-rule-no-self-dislodgement-title = Niente sloggiare le proprie unità
learning-rule-no-self-dislodgement-text = Una potenza non può mai sloggiare una delle sue unità, per quanto sostegno abbia l'attacco: un simile movimento semplicemente fallisce. Neanche i tuoi sostegni contano per un attacco straniero contro una tua unità. Il regolamento del 1971 non tratta questo caso, quindi il gioco segue il DATC.
learning-rule-support-title = Sostegno
learning-rule-support-text = Invece di muoversi, un'unità può prestare la sua forza a un'altra unità: a un movimento verso una provincia o a un'unità che resta dov'è. Ogni sostegno che regge aggiunge uno alla forza di quell'unità. L'unità che sostiene non si muove.
learning-rule-support-reach-title = Sostenere solo dove potresti andare
learning-rule-support-reach-text = Un'unità può sostenere un'azione solo in una provincia in cui potrebbe muoversi lei stessa in questo turno. Quindi una flotta non può sostenere verso una provincia interna, un'armata non può sostenere verso un mare, e nessuna unità sostiene verso un luogo con cui non confina. Chi sostiene non deve raggiungere la provincia da cui parte l'unità sostenuta.
learning-rule-support-self-title = Niente sostegno a sé stessi
learning-rule-support-self-text = Il sostegno è qualcosa che un'unità dà a un'unità diversa. Un'unità non può sostenere il proprio stare fermo né il proprio movimento, né sostenere un'altra unità verso la provincia in cui si trova. Per difendersi, un'unità sta semplicemente ferma.
learning-rule-support-must-match-title = Il sostegno deve corrispondere a un vero ordine
learning-rule-support-must-match-text = Un sostegno conta solo se l'unità sostenuta ha davvero l'ordine di fare ciò che il sostegno descrive: un sostegno a stare ferma aiuta un'unità che resta, un sostegno al movimento aiuta esattamente quel movimento, e una costa nominata deve essere quella verso cui va la flotta. Un movimento che l'unità sostenuta non potrebbe mai fare non può essere sostenuto affatto. Il regolamento lo dà per scontato; il DATC lo dice.
learning-rule-support-cut-title = Tagliare il sostegno
learning-rule-support-cut-text = Un'unità che sostiene e viene attaccata perde il suo sostegno, anche se l'attacco contro di lei fallisce. L'eccezione: un attacco che viene proprio dalla provincia verso cui è diretto il sostegno non lo taglia. Un sostegno si perde anche se chi sostiene viene sloggiato, e gli attacchi delle tue stesse unità non tagliano mai i tuoi sostegni.
learning-rule-convoys-title = Convogli
learning-rule-convoys-text = Un'armata può attraversare l'acqua in un solo movimento quando in ogni mare lungo la via ci sono flotte, ognuna con l'ordine di portare quell'armata a quella destinazione. L'armata stessa deve avere l'ordine di andarci. Una flotta il cui mare non sta su alcuna via tra le due coste non può aiutare, e se manca un ordine di convoglio necessario l'armata resta dov'è.
learning-rule-convoy-fleets-at-sea-title = Convogliano solo le flotte in mare
learning-rule-convoy-fleets-at-sea-text = Trasportare armate è il compito delle flotte in mare aperto. Una flotta in una provincia costiera non può convogliare nulla, e un'armata non può mai convogliare.
learning-rule-convoy-armies-only-title = Si convogliano solo armate
learning-rule-convoy-armies-only-text = I convogli esistono per portare le armate attraverso l'acqua. Una flotta naviga da sola, quindi un ordine di convogliare una flotta non fa nulla.
learning-rule-convoy-disruption-title = Convogli interrotti
learning-rule-convoy-disruption-text = Se una flotta che trasporta un'armata viene sloggiata, il convoglio si rompe e l'armata resta dov'era. Una flotta attaccata che tiene il suo mare continua a trasportare. Quando sono aperte più vie, le regole del 1971 annullano il convoglio se una flotta su una qualsiasi di esse viene sloggiata; con l'opzione del DATC basta una via intatta.
learning-rule-convoy-paradox-title = Paradossi del convoglio
learning-rule-convoy-paradox-text = A volte un'armata convogliata attacca un'unità il cui sostegno decide se una delle sue stesse flotte di convoglio viene sloggiata, e gli ordini non hanno un risultato coerente. Con le regole del 1971 quell'armata non taglia il sostegno. Ciò che resta aperto, e ogni caso simile con l'opzione del DATC, segue la regola di Szykman: le flotte del paradosso non trasportano l'armata, che resta a casa.
learning-rule-retreats-title = Dove può andare una ritirata
learning-rule-retreats-text = Un'unità sloggiata può ritirarsi in una provincia confinante in cui potrebbe normalmente muoversi, purché sia vuota. Non può andare da dove è venuto il suo attaccante, né in una provincia rimasta vuota per un rimbalzo in questo turno; con l'opzione del DATC può andare da dove è venuto l'attaccante se questi è arrivato con un convoglio. Le ritirate non usano mai convogli né sostegni.
learning-rule-retreat-collision-title = Ritirate nella stessa provincia
learning-rule-retreat-collision-text = Quando due o più unità si ritirano nella stessa provincia, nessuna arriva: vengono tutte sciolte. La forza non conta nelle ritirate.
learning-rule-disbanding-title = Scioglimento
learning-rule-disbanding-text = Un'unità sloggiata che non ha dove andare viene tolta dalla mappa. Un giocatore può anche scegliere di sciogliere un'unità sloggiata invece di ritirarla. Anche un'unità sloggiata senza ordine di ritirata viene sciolta.
learning-rule-adjust-count-title = Le unità seguono i centri di rifornimento
learning-rule-adjust-count-text = Dopo ogni autunno, ogni potenza confronta le sue unità con i centri di rifornimento che controlla. Con più centri che unità può costruire la differenza; con più unità che centri rimuove quelle in eccesso, scegliendo lei quali. Gli ordini oltre il dovuto sono ignorati, e una potenza in equilibrio non ha nulla da aggiustare.
learning-rule-build-where-title = Dove costruire
learning-rule-build-where-text = Le nuove unità compaiono solo nei tuoi centri di rifornimento di partenza, quelli con cui la tua potenza inizia la partita, e solo finché li controlli e lì non c'è nessuno. Quando nessuno di questi centri è libero, le costruzioni che non puoi piazzare vanno perse.
learning-rule-build-kind-title = Dire cosa costruire
learning-rule-build-kind-text = Una costruzione deve nominare il tipo di unità che aggiunge, armata o flotta, e quell'unità deve adattarsi al suo luogo: flotte solo su una costa, con la costa nominata dove una provincia ne ha due. Una costruzione che lo lascia aperto, o che mette un'unità dove non può stare, fallisce.
learning-rule-waive-builds-title = Rinunciare alle costruzioni
learning-rule-waive-builds-text = Una potenza non deve per forza usare ogni costruzione che le spetta: può rinunciare ad alcune o a tutte. Le regole del 1971 dicono solo che le costruzioni senza un centro libero vanno perse; il DATC, seguendo regolamenti più recenti, permette a un giocatore di rinunciarvi apposta.
learning-rule-civil-disorder-title = Disordine civile
learning-rule-civil-disorder-text = Una potenza che nessuno gioca più è in disordine civile: le sue unità stanno semplicemente ferme. Quando una potenza deve rimuovere unità e non dice quali, sceglie il gioco, cominciando dalle unità più lontane dal suo centro di partenza più vicino. A parità, le flotte vanno prima delle armate, poi il nome della provincia in ordine alfabetico. Con l'opzione del DATC la distanza si conta fino al centro più vicino posseduto dalla potenza, per terra e per mare allo stesso modo.
learning-rule-kurdistan-title = Kurdistan: nessun sostegno dalle montagne
learning-rule-kurdistan-text = Un'armata nel Kurdistan non può sostenere alcuna unità, che questa stia ferma o si muova. L'armata può comunque muoversi e stare ferma, e altre unità possono sostenerla.
learning-rule-switzerland-title = I passi chiusi della Svizzera
learning-rule-switzerland-text = In questa variante si può entrare in Svizzera, ma in autunno e in inverno nessuna armata passa tra lei e i suoi vicini del sud: Marsiglia, Piemonte, Milano e Tirolo. In autunno nessuna unità può nemmeno sostenere un movimento attraverso quei confini. In primavera e in estate i confini sono aperti.
learning-rule-tyrolia-title = Il crinale del Tirolo
learning-rule-tyrolia-text = Un crinale divide il Tirolo. Un'armata che entra in Tirolo in primavera da un lato non può, nell'autunno dello stesso anno, muoversi verso le province dall'altro lato né sostenere un movimento verso di esse. Un'armata rimasta in Tirolo più a lungo è libera da questo limite.
learning-rule-norse-coast-title = I fiordi della Costa Norrena
learning-rule-norse-coast-text = Nessuna armata può entrare nella Costa Norrena o lasciarla in inverno. In autunno un'armata può farlo solo quando la flotta nel Mare di Norvegia sostiene proprio quel movimento e il sostegno non è tagliato. Sempre in autunno, un'armata lì può sostenere solo una flotta che si muove verso la provincia da cui l'armata è venuta.
learning-rule-railroad-title = La ferrovia
learning-rule-railroad-text = Un'armata può percorrere la ferrovia tra Mosca e Omsk, passando per Perm, in un solo movimento. Se una stazione lungo la via è occupata o attaccata in questo turno, il viaggio finisce all'ultima stazione prima di essa, o non comincia. La variante non dà sostegno a un movimento in ferrovia, quindi questo gioco non ne permette.
learning-rule-stack-count-title = Ordinare parte di una pila
learning-rule-stack-count-text = Dove le unità si impilano, un ordine comincia con quante unità della pila riguarda, come in 2 A Ber-Pru; le unità che condividono una provincia sono separate e possono fare tutte cose diverse. Non puoi ordinare più unità di quante ce ne siano, e dove armate e flotte condividono una provincia devi dire quale tipo intendi.
learning-rule-stack-battle-title = Battaglie di pile
learning-rule-stack-battle-text = Tutte le unità di una potenza che entrano in una provincia attaccano insieme, e tutte le unità che stanno in una provincia difendono insieme. Vince la parte con più unità più sostegni; a parità la provincia resta com'era. Una sola potenza può tenere una provincia, e le unità di una stessa potenza non si bloccano mai a vicenda.
learning-rule-stack-support-title = Sostegno impilato e tagli parziali
learning-rule-stack-support-text = Il sostegno funziona come nel gioco normale, ma un attacco a una pila taglia solo tanti sostegni quante sono le unità che attaccano. Quando una provincia sostiene in più direzioni, i sostegni scritti per ultimi sono i primi a essere tagliati.
learning-rule-stack-convoy-title = Convogli di più armate
learning-rule-stack-convoy-text = Ogni flotta di convoglio porta un'armata, quindi più armate hanno bisogno di più flotte lungo la via. Un convoglio si rompe solo dove una flotta di convoglio viene cacciata dal suo mare; le armate che non hanno più una flotta che le porti restano indietro.
learning-rule-stack-retreat-title = Ritirate impilate
learning-rule-stack-retreat-text = Le unità sloggiate da una provincia possono ritirarsi ognuna in un luogo diverso, e possono unirsi a unità della propria potenza. Quando più potenze si ritirano nella stessa provincia, sopravvive solo il gruppo più grande, che tiene solo tante unità quante ne aveva in più del gruppo successivo.
learning-rule-stack-builds-title = Costruire su una mappa impilata
learning-rule-stack-builds-text = Una potenza può costruire in una qualsiasi delle sue province di partenza che controlla ancora, anche dove stanno già sue unità, ma solo una nuova unità per provincia ogni inverno. Non si può costruire nulla dove stanno le unità di un'altra potenza.

## Il pannello della modalità di apprendimento

learning-introduction = Introduzione
learning-sample-game = Partita di esempio
learning-guided-turn = Un primo turno, guidato
learning-guided-turn-hover = Gioca l'Inghilterra per un anno al vero tavolo, una cosa alla volta: ogni modo di scrivere ordini, un rimbalzo, una ritirata e una costruzione
learning-lessons = Lezioni
learning-try-it = Prova tu (sandbox)
learning-try-it-hover = Apri la sandbox su questa posizione con questi ordini, per cambiarli
learning-back-to-title = Torna alla schermata iniziale (Esc)
learning-stop = Ferma (Spazio)
learning-autoplay = Riproduci (Spazio)
learning-pace = s per passo
learning-back = ◀ Indietro
learning-next = Avanti ▶
learning-no-lesson = non c'è una lezione { $number }
learning-could-not-start = La modalità di apprendimento non è potuta partire: { $problem }

## Il foglio della partita di esempio

learning-orders-as-printed = Gli ordini, come stampati:
learning-implied-order = Non scritto ma implicito in un altro ordine: { $order }
learning-build-rings = Sulla mappa, un'unità da costruire ha un anello dorato e un'unità da rimuovere uno viola.
learning-next-shows = Avanti ▶ mostra cosa succede (o il tasto freccia destra).
learning-centre-passes = { $province } passa da { $from } a { $to }
learning-centre-from-neutral = { $province } passa da neutrale a { $to }
learning-the-rules = Le regole:

## Una lezione: prevedi, poi guarda

learning-lesson-section = Regolamento { $section }
learning-show-what-happens = Mostra cosa succede ▶
learning-next-lesson = Lezione successiva
learning-predict-moves = La tua previsione — spunta i movimenti che riescono:
learning-predict-dislodged = …e le unità che saranno sloggiate:
learning-predicted-right =
    { $count ->
        [one] Hai previsto giusto { $right } movimento su { $count }.
       *[other] Hai previsto giusto { $right } movimenti su { $count }.
    }
learning-dislodged-exactly = Hai indicato esattamente le unità sloggiate.
learning-dislodged-not-quite = Unità sloggiate: non del tutto — guarda i risultati qui sopra.

## La sandbox

learning-sandbox-board = Mappa:
learning-sandbox-rules = Regole:
learning-sandbox-rulebook-1971 = Regolamento del 1971
learning-sandbox-open = Apri la sandbox
learning-sandbox-open-latest = Apri alla fase dell'ultimo salvataggio automatico ({ $phase })
learning-sandbox-heading = Sandbox
learning-sandbox-what = { $board } · regole { $rules } · { $phase }
learning-sandbox-step = Passo { $step }
learning-sandbox-back = ◀ Indietro (PgSu)
learning-sandbox-forward = Avanti ▶ (PgGiù)
learning-sandbox-branches = Rami qui:
learning-sandbox-discard-branch = Scarta il ramo scelto
learning-sandbox-results-of = Risultati di { $phase }
learning-sandbox-slips = Ordini — incolla o scrivi il foglio di ogni potenza
learning-sandbox-example = Un ordine per riga, ad es. { $example }
learning-sandbox-units-long = Unità di { $power }: Stare fermo, Muovere verso…, Sostenere…
learning-sandbox-units = Unità di { $power }
learning-sandbox-resolve = Risolvi
learning-sandbox-title = Titolo (Esc)
learning-sandbox-clicks = Clic sulla mappa:
learning-sandbox-tool-orders = Ordini
learning-sandbox-tool-units = Unità
learning-sandbox-tool-centres = Centri
learning-sandbox-stack-count = Unità di una pila per ordine:
learning-sandbox-army = Armata
learning-sandbox-fleet = Flotta
learning-sandbox-count = numero
learning-sandbox-nobody = nessuno
learning-sandbox-place-units = Clicca una provincia per mettervi l'unità (una costa per una flotta dove ce ne sono due); clicca le unità per toglierle.
learning-sandbox-give-centres = Clicca un centro di rifornimento per darlo a questo proprietario.
learning-sandbox-support = Sostieni (S)
learning-sandbox-convoy = Convoglia (C)
learning-sandbox-stand = Stai fermo (H)
learning-sandbox-cancel = Annulla (Esc)
learning-sandbox-no-unit = Nessuna unità in { $province } riceve un ordine in questa fase.
learning-sandbox-set-up = Prepara la mappa
learning-sandbox-apply = Applica
learning-sandbox-set-up-done = Preparato.
learning-sandbox-set-up-line = Preparato: { $line }
learning-sandbox-exchange = Esporta o importa
learning-sandbox-export-case = Esporta questa posizione e i suoi ordini
learning-sandbox-exported = Esportato (e copiato).
learning-sandbox-export-record = Esporta la partita come registrazione (il replay la legge)
learning-sandbox-record-exported = Registrazione esportata (e copiata).
learning-sandbox-import = Importa il caso
learning-sandbox-imported = Importato.
learning-sandbox-saved-games = Partite salvate
learning-sandbox-save-path = percorso di un salvataggio
learning-sandbox-read = Leggi
learning-sandbox-open-at = Apri la sandbox a:
learning-sandbox-opened-at = Aperta a quella fase, con i suoi ordini.
learning-sandbox-save-as-game = Salva come partita
learning-sandbox-saved = Salvato: continua a giocare con --load { $path }

## Il pannello del turno guidato

learning-tutor-first-curtain = Prima la tenda: premi il pulsante “Sono { $power }” (o Invio).
learning-tutor-first-continue = Prima premi Continua sotto i risultati a destra.
learning-tutor-play-on = Premi Continua sotto i risultati per continuare a giocare contro i computer.
learning-tutor-the-end = Un primo turno, guidato: la fine
learning-tutor-step-of = Un primo turno, guidato: passo { $step } di { $count }
learning-tutor-back-to-new-game = Torna alla nuova partita
learning-tutor-back-to-learning = Torna alla modalità di apprendimento
learning-tutor-own-game = Inizia una partita tutta mia
learning-tutor-leave = Lascia il turno guidato
learning-tutor-next = Avanti
learning-tutor-done = ✔ Fatto: { $step }.
learning-tutor-not-quite = ✖ Non proprio: { $reason }.
learning-tutor-not-yet = Non ancora: { $reason }.
learning-tutor-could-not-start = Il turno guidato non è potuto partire: { $problem }
