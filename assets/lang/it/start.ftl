# Diplomacy Hot-Seat: schermata iniziale e impostazioni, in italiano.
# Stessi identificativi e argomenti di en/start.ftl. Correzioni benvenute: vedi
# «Languages» nel README.

## La schermata iniziale

title-game = Diplomacy
title-tagline = A turno: fino a sette giocatori, un solo portatile
title-continue = Continua (Invio)
title-new-game = Nuova partita
title-load = Carica
title-learning = Impara a giocare
title-sandbox = Banco di prova
title-settings = Impostazioni
title-quit = Esci
title-keys = Tasti: F1 o ? — i tasti di questa schermata · Invio — l'azione principale · V — muto
title-saved-from = da { $path }
title-newer-autosave-unreadable = Un salvataggio automatico più recente non si è potuto leggere: { $problem }
title-crash-understood = Ho capito
title-crash-resumable = L'ultima volta il gioco si è fermato inaspettatamente. Non si è perso nulla: ogni serie di ordini e ogni fase sono stati salvati, e Continua riprende la partita. Un rapporto dell'errore si trova in { $report }.
title-crash-saved = L'ultima volta il gioco si è fermato inaspettatamente. Ogni partita in corso è stata salvata. Un rapporto dell'errore si trova in { $report }.
title-quit-question = C'è una partita in corso. È salvata: Continua la riprende. Uscire adesso?
title-quit-now = Esci adesso
title-stay = Resta
title-load-heading = Carica una partita
title-no-saves = Ancora nessuna partita salvata.
title-save-file = File di salvataggio:
title-open = Apri

## Impostazioni

settings-language = Lingua
settings-language-system = Come il sistema ({ $language })
settings-text-size = Dimensione del testo e dei pannelli
settings-stripes = Strisce per ogni potenza (aiuto per daltonici)
settings-volume = volume
settings-mute = Muto (tasto V)

## Una partita salvata in una riga nella schermata iniziale (Continua, e l'elenco da caricare)
title-save-line = { $phase } — { $players }
title-save-line-over = { $phase } (la partita è finita) — { $players }
title-save-in-list = { $board } · { $game }
