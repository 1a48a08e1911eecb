# Diplomacy Hot-Seat: il tavolo: nuova partita, posti, orologi, diplomazia, punteggi e fine, in italiano.

## Avvisi al tavolo: un codice segreto sbagliato, i computer che propongono una patta, il portatile che ha dormito, un salvataggio fallito

table-notice-wrong-passcode = Quel codice segreto non è giusto. Riprova.
table-notice-computers-propose-draw =
    { $count ->
        [one] { $powers } propone una patta: nessun centro ha cambiato mano da due anni.
       *[other] { $powers } propongono una patta: nessun centro ha cambiato mano da due anni.
    }
table-notice-slept-paused = Il portatile ha dormito per { $slept }: l'orologio è stato messo in pausa a { $at }.
table-notice-slept-stood = Il portatile ha dormito per { $slept }: l'orologio è rimasto a { $at } nel frattempo.
table-autosave-failed = Salvataggio automatico fallito: { $problem }. La partita resta in memoria e viene salvata di nuovo ogni { $seconds } secondi finché non riesce; l'ultimo salvataggio scritto è conservato.
table-game-cannot-be-shown = Questa partita non può essere mostrata: { $problem }
table-game-does-not-fit = Questa partita non si adatta alla mappa { $map }: { $problem }

## Giocatori computer: livelli e caratteri

table-level-beginner = Principiante
table-level-novice = Novizio
table-level-random = Casuale
table-level-strong = Forte
table-level-expert = Esperto
table-character-balanced = Equilibrato
table-character-loyal = Leale
table-character-opportunist = Opportunista
table-character-turtle = Tartaruga
table-character-aggressive = Aggressivo
table-character-balanced-hint = pesa guadagni, sicurezza e rischio in egual misura
table-character-loyal-hint = mantiene la pace con un vicino che non l'ha attaccato da un anno, e risponde a un tradimento
table-character-opportunist-hint = prende ogni centro lasciato scoperto
table-character-turtle-hint = tiene i suoi centri e cresce lentamente
table-character-aggressive-hint = attacca volentieri e corre rischi
table-any-character = carattere qualsiasi
table-character-drawn = Estratto a caso all'inizio della partita

## Posti

table-seat-player = Giocatore
table-seat-computer = Computer ({ $level })
table-seat-unplayed = Non giocato
table-seat-person-hint = Una persona gioca questo posto
table-seat-beginner-hint = Un computer Principiante gioca questo posto: fa mosse vere ma lascia occasioni: sostiene di rado, lascia centri scoperti
table-seat-novice-hint = Un computer Novizio gioca questo posto: scrive i suoi ordini con regole semplici
table-seat-random-hint = Un computer Casuale gioca questo posto: dà ordini legali a caso: un metro di paragone, non un avversario
table-seat-strong-hint = Un computer Forte gioca questo posto: valuta i suoi ordini contro le risposte probabili
table-seat-expert-hint = Un computer Esperto gioca questo posto: cerca più a lungo, aspettandosi che i vicini giochino bene
table-seat-unplayed-hint = Nessuno gioca queste potenze: le loro unità stanno ferme e vengono sciolte se sloggiate
table-seat-computer-stand-in = Computer — { $level }
table-seat-stands-still = Sta fermo
table-seat-name-computer = Computer ({ $level }), posto { $seat }
table-seat-name-unplayed = Posto { $seat } libero
table-seat-name-player = Giocatore { $seat }
table-passcode-hint = codice segreto
table-every-seat-unplayed = ogni posto è non giocato: una persona o un computer deve giocare

## Nuova partita

table-new-game-heading = Nuova partita — { $board }
table-board = Mappa
table-board-standard = Standard
table-board-multiplomacy = Multiplomacy (unità impilate)
table-board-european = European ce05 (8 potenze)
table-board-powers = { $powers } potenze, { $centres } centri per vincere. Con meno giocatori che potenze, le potenze vengono distribuite intorno al tavolo.
table-board-seven-powers = Sette potenze, { $centres } centri per vincere.
table-players = Giocatori
table-grouping = Raggruppamento
table-grouping-option = opzione { $number }
table-two-players-wwi = Due giocatori giocano «Prima guerra mondiale» dal 1914: Inghilterra, Francia e Russia contro Austria, Germania e Turchia; l'Italia resta neutrale fino a un lancio di moneta nell'autunno 1914.
table-unplayed-powers-stand = Le potenze che nessuno gioca tengono le loro unità, che stanno ferme e non si ritirano mai.
table-newcomer = Qualcuno qui è nuovo a Diplomacy
table-newcomer-offer = Prima della partita può giocare un primo turno guidato: l'Inghilterra per un anno, una decina di minuti, con ogni modo di scrivere gli ordini mostrato una volta. Questo modulo aspetta qui la partita.
table-guided-turn = Gioca il primo turno guidato
table-draw-lots = Sorteggia le potenze
table-heading-name = Nome
table-heading-player = Giocatore
table-heading-powers = Potenze
table-heading-passcode = Codice segreto
table-heading-passcode-hint = Facoltativo: chiesto prima di mostrare gli ordini del giocatore
table-heading-seat = Posto
table-heading-character = Carattere
table-by-ballot = a sorte
table-player-no-name = il giocatore { $number } non ha un nome
table-start-game = Inizia la partita
table-back = Indietro

## Regole, tempi e partite brevi

table-rules = Regole
table-rules-1971 = Regolamento del 1971
table-rules-datc = Preferenze DATC
table-timing = Tempi
table-timing-casual = Rilassata — senza orologi
table-timing-tournament = Torneo — { $first } min la prima, { $later } min dopo, 5 min per scrivere
table-timing-club = Circolo — { $first } min la prima, { $later } min dopo, 5 min per scrivere
table-timing-custom = Personalizzata — { $first } la prima, { $later } dopo, { $writing } per scrivere
table-no-clock = senza orologio
table-minutes = { $minutes } min
table-first-period = Primo periodo
table-later-periods = periodi successivi
table-writing = scrittura
table-writing-hint = minuti:secondi, per es. 2:30; 0 per nessun orologio
table-short-game = Partita breve
table-play-to-the-end = gioca fino alla fine
table-end-after-year = finisci dopo l'anno
table-end-after = finisci dopo
table-amend-after-seal = Chi ha sigillato può cambiare i suoi ordini finché l'ultimo giocatore non sigilla
table-amend-after-seal-hint = I giocatori possono anche scrivere e sigillare durante il periodo di diplomazia (W), e cambiarli fino alla sua fine.
table-phones-may-write = I giocatori possono scrivere sul telefono
table-phones-may-write-hint = Il portatile offre una pagina su questa rete; ogni giocatore trova il suo codice d'accesso dietro la tenda. Il portatile si può ancora usare.
table-phones-not-in-browser = I telefoni come blocchi degli ordini richiedono il gioco da desktop: una pagina web non può servire altri dispositivi.
table-talk-between-computers = I computer fanno accordi anche tra loro
table-talk-between-computers-hint = Ogni primavera e ogni autunno i computer si propongono pace, province smilitarizzate e sostegni, e li mantengono o li rompono secondo il carattere. Le persone possono sempre parlare con i computer dietro la tenda.

## Punteggi

table-scoring = Punteggio
table-club-night-box = Serata al circolo: aggiungi i punteggi a una classifica cumulativa
table-scores-heading = Punteggi — { $system }
table-scores-only = Solo { $system }
table-scores-every = Tutti i sistemi di punteggio
table-scoring-draw-size = Ampiezza della patta
table-scoring-sum-of-squares = Somma dei quadrati
table-scoring-c-diplo-100 = C-Diplo 100
table-scoring-c-diplo-73 = C-Diplo 73
table-scoring-carnage = Carnage
table-scoring-manorcon = ManorCon
table-scoring-tribute = Tribute
table-scoring-open-tribute = OpenTribute
table-scoring-draw-size-explained = Una vittoria solitaria prende tutti i 100 punti; i sopravvissuti che condividono una patta se li dividono in parti uguali, qualunque siano i loro centri.
table-scoring-sum-of-squares-explained = Ogni potenza segna 100 × i suoi centri² ÷ la somma dei centri² di tutte le potenze; una vittoria solitaria segna 100 e le altre 0.
table-scoring-c-diplo-100-explained = 1 punto per aver giocato, 1 per centro, e 38/14/7 alle tre potenze più grandi (i pari merito dividono); una vittoria solitaria segna 100 e le altre 0.
table-scoring-c-diplo-73-explained = 1 punto per aver giocato, 1 per centro, e 38/14/7 alle tre potenze più grandi (i pari merito dividono); una vittoria solitaria segna 73 e le altre 0.
table-scoring-carnage-explained = Le potenze, in ordine di centri (le eliminate secondo quando sono cadute), segnano da 7.000 per la prima a 1.000 per la settima, +1 per centro, i pari merito dividono; una vittoria solitaria prende tutti i punti.
table-scoring-manorcon-explained = I sopravvissuti si dividono 100 in proporzione a S² + 4S + 16 (S = centri, sommato su ogni potenza); le eliminate segnano 0,1 per anno giocato; una vittoria solitaria segna 75.
table-scoring-tribute-explained = 1 punto per centro più una parte uguale di 66 per ogni potenza nella patta, ognuna che paga al primo della classifica 1 punto per ogni suo centro oltre il 6; una vittoria solitaria segna 100.
table-scoring-open-tribute-explained = 34 punti più 3 per centro, ogni potenza che paga al primo della classifica 1 punto per ogni centro di distacco (le eliminate non tengono nulla); una vittoria solitaria segna 340.

## L'orologio della diplomazia e il suo pannello

table-diplomacy-phase = Diplomazia — { $phase }
table-clock-orders-in = Tempo! Ordini tra { $seconds } s
table-clock-paused = in pausa
table-clock-no-clock = senza orologio: dite quando avete finito
table-clock-first-to-write = Primo al portatile: { $powers } — { $name }
table-and = { $first } e { $second }
table-clock-back = Torna alla mappa (F)
table-pause = Pausa (Spazio)
table-resume = Riprendi (Spazio)
table-add-minute = +1 min (M)
table-table-clock = Orologio del tavolo (F)
table-end-diplomacy = Tutti d'accordo: scrivete gli ordini ora (Invio)
table-writes-now = Un giocatore scrive ora, mentre gli altri trattano (W)
table-draw-refused = La patta è stata rifiutata: la partita continua.
table-proposals-wait = I computer hanno fatto proposte ad alcuni di voi: venite al portatile a leggere le vostre.
table-show-last-moves = Mostra sulla mappa le mosse dell'ultimo turno (L)
table-back-to-title-saved = Torna alla schermata iniziale (la partita è salvata)
table-phones-on-hint = Il portatile offre una pagina su questa rete; ogni giocatore trova il suo codice d'accesso dietro la tenda (W).
table-phones-address = Telefoni: { $address }/ — il codice di ogni giocatore è dietro la tenda (W).
table-phones-sealed = Sigillati: { $powers }.
table-phones-trouble = I telefoni non possono collegarsi: { $reason }
table-supply-centres = centri di rifornimento
table-units = unità
table-units-count = { $count }u
table-centres-win = { $count } centri per vincere
table-who-plays-computer = computer { $level } { $character }
table-not-played = non giocata
table-who-comes = Chi viene al portatile?
table-writer-row = { $name } ({ $powers }) — { $state }
table-writer-sealed-on-phone = sigillato sul telefono — modificabile
table-writer-sealed-at-laptop = sigillato al portatile — modificabile
table-writer-sealed = sigillato — modificabile
table-writer-draft-kept = bozza conservata
table-writer-not-written = non scritto
table-nobody = Nessuno (W)
table-no-phase-yet = Nessuna fase ancora giocata.
table-history-back = ◀ (PagSu)
table-history-forward = ▶ (PagGiù)
table-history-now = Ora (Esc)
table-looking-back = Guardando indietro: { $phase }
table-last-results = Ultimi risultati: { $phase }
table-board-rules = Regole di questa mappa
table-extra-homes = Centri di partenza aggiuntivi, dove costruire una volta conquistati: { $provinces }.

## Un giocatore se ne va, la partita è concessa

table-leave-header = Un giocatore lascia la partita
table-leaves = { $name } se ne va
table-leave-sure = Le potenze di { $name } cadono in disordine civile: le loro unità stanno ferme e vengono rimosse come dicono le regole. Sicuro?
table-leave-yes = Sì, se ne va
table-takes-over-beginner = Un computer Principiante gioca al suo posto
table-takes-over-novice = Un computer Novizio gioca al suo posto
table-takes-over-random = Un computer Casuale gioca al suo posto
table-takes-over-strong = Un computer Forte gioca al suo posto
table-takes-over-expert = Un computer Esperto gioca al suo posto
table-no = No
table-concede-header = Concedi la partita
table-concedes-to = Tutti gli altri concedono a { $name }
table-concede-sure = La partita finisce e { $name } vince per concessione. Sicuro?
table-concede-yes = Sì, concediamo

## La sveglia

table-alarm-head = ⏰ Il tempo è scaduto — la sveglia suona
table-alarm-how = Premi un tasto o fai clic per fermarla. ({ $sound })

## La fine della partita

table-game-over = La partita è finita
table-outcome-solo = { $power } vince con { $centres } centri di rifornimento — { $player }
table-outcome-short-game = Il tempo è scaduto: più centri — { $powers }
table-outcome-concession = Gli altri concedono a { $player }
table-outcome-draw = Una patta, condivisa da { $players }
table-outcome-side-victory = Lo schieramento di { $player } ha 24 unità in gioco e vince
table-outcome-last-year-draw = L'ultimo anno è finito: una patta, condivisa da { $powers }
table-outcome-none = La partita continua
table-talks =
    { $count ->
        [one] Le trattative ({ $count } proposta)
       *[other] Le trattative ({ $count } proposte)
    }
table-talk-lapsed = Nessuna risposta: è scaduta.
table-pictures-to-share = Immagini da condividere
table-picture-of = Un'immagine di
table-final-board = { $phase } (la mappa finale)
table-save-this-picture = Salva questa immagine
table-picture-phase = Salva un'immagine di questa fase
table-picture-animation = Salva la partita come animazione
table-save-record = Salva il resoconto della partita come testo
table-back-to-title = Torna alla schermata iniziale
table-no-save-folder = Non c'è una cartella di salvataggio in cui scrivere.
table-saved-to = Salvato in { $path }
table-record-not-saved = Impossibile salvare il resoconto: { $error }

## Serata al circolo

table-club-no-folder = Non c'è una cartella di salvataggio per la classifica della serata al circolo.
table-club-added = Aggiunta alla serata al circolo: partita { $number } della classifica cumulativa.
table-club-game = Partita { $number }
table-club-total = Totale
table-club-running = Classifica cumulativa: { $standings }
table-club-heading =
    { $count ->
        [one] Serata al circolo — { $count } partita con { $system }: { $standings }
       *[other] Serata al circolo — { $count } partite con { $system }: { $standings }
    }
table-club-next-game = Prossima partita, stessi giocatori
table-club-show-table = La classifica
table-club-hide-table = Nascondi la classifica
table-club-export = Esporta la classifica in CSV
table-club-end = Chiudi la serata al circolo
table-club-over-kept = La serata al circolo è finita; la sua classifica è conservata in { $path }
table-club-over = La serata al circolo è finita.
table-club-not-saved = Impossibile salvare la classifica: { $error }

## Quando il gioco si ferma per un errore (una finestra di messaggio)

table-crash-title = Diplomacy Hot-Seat si è fermato
table-crash-head = Il gioco si è fermato per un errore:
table-crash-at-start = Si è fermato all'avvio, prima di mostrare qualcosa: quasi sempre la grafica non è riuscita a partire. Aggiorna il driver grafico, o prova un altro backend impostando la variabile d'ambiente WGPU_BACKEND a vulkan (o dx12).
table-crash-autosaved = Ogni insieme di ordini sigillato e ogni fase sono stati salvati automaticamente: riavvia il gioco e continua dalla schermata iniziale.
table-crash-report-written = Un rapporto è stato scritto in { $path }.
table-crash-report-failed = Impossibile scrivere il rapporto: { $error }
