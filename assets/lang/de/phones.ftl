# Diplomacy Hot-Seat: die Seite für Telefone, auf Deutsch.

## Hinter dem Vorhang: mit dem Handy beitreten

phones-join-title = 📱 Auf dem Handy schreiben
phones-join-how = Scanne den Code mit der Kamera deines Handys oder öffne die Adresse und tippe den Code ein. Nur du solltest das sehen.
phones-join-code = Code: { $code }
phones-join-refused = Kein Code: Handys sind für diese Macht gesperrt.
phones-join-new-code = Neuer Code (der alte funktioniert dann nicht mehr)
phones-join-new-code-hint = Für ein verlorenes Handy, oder wenn jemand anderes den Code gesehen hat.

## The phone's page: joining

phones-page-title = Diplomacy-Befehle
phones-page-join-title = Beitreten — Diplomacy
phones-page-connecting = Verbindung zum Laptop…
phones-page-join-lead = Schreibe deine Befehle auf diesem Handy, ganz für dich.
phones-page-join-label = Tippe den Code ein, der dir am Laptop gezeigt wurde
phones-page-join-hint = 16 Buchstaben und Ziffern. Kleinbuchstaben, Bindestriche und Leerzeichen sind in Ordnung.
phones-page-join-button = Beitreten
phones-page-code-empty = Tippe zuerst deinen Code ein.
phones-page-code-bad-chars = „{ $chars }“ kann nicht in einem Code stehen (Codes haben kein 0, 1, I oder O).
phones-page-code-length = Ein Code hat { $want } Buchstaben und Ziffern; dieser hat { $count }.
phones-page-code-invalid = Dieser Code ist ungültig (vielleicht wurde ein neuer ausgegeben): prüfe ihn oder frage am Laptop nach deinem.
phones-page-checking = Code wird geprüft…
phones-page-address-code-bad = Der Code in dieser Adresse ({ $code }) funktioniert nicht: Vielleicht ist er vertippt, oder ein neuer wurde ausgegeben. Tippe den Code ein, der dir am Laptop gezeigt wurde.
phones-page-code-stopped = Dein Code funktioniert nicht mehr (vielleicht wurde ein neuer ausgegeben): Tippe den ein, der dir am Laptop gezeigt wird.
phones-page-address-no-code = Die Adresse enthält keinen gültigen Code: { $why }
phones-page-last-code-gone = Dein letzter Code funktioniert nicht mehr: Tippe den ein, der am Laptop gezeigt wird.
phones-page-other-code = Einen anderen Code verwenden

## The phone's page: talking to the laptop

phones-page-unreachable = Der Laptop ist nicht erreichbar: Ist dieses Handy in seinem Netzwerk?
phones-page-unreachable-still = Der Laptop ist nicht erreichbar: Ist dieses Handy noch in seinem Netzwerk?
phones-page-too-many-tries = Zu viele Versuche: { $why }.
phones-page-wait-a-minute = warte eine Minute
phones-page-laptop-answered = Der Laptop antwortete { $status }.
phones-page-laptop-answered-short = der Laptop antwortete { $status }
phones-page-went-wrong = Etwas ist schiefgegangen: { $why }
phones-page-slow-down = Langsamer: { $why }.
phones-page-busy = warte: der letzte Tipp wird noch gesendet
phones-page-trying-again = { $why } Neuer Versuch…
phones-page-reconnecting = Verbindung wird wiederhergestellt…

## The phone's page: the header and the board

phones-page-stage-diplomacy = Diplomatie: verhandeln, dann schreiben
phones-page-stage-writing = Befehle schreiben
phones-page-stage-results = Ergebnisse am Laptop
phones-page-stage-over = Das Spiel ist vorbei
phones-page-clock = { $label } { $time }
phones-page-clock-paused = { $label } { $time } (angehalten)
phones-page-sealed-badge = Versiegelt ✓
phones-page-fresh = Neue Ergebnisse sind da: { $link }.
phones-page-fresh-link = sieh nach, was geschah
phones-page-board = Spielbrett
phones-page-board-label = Spielbrett { $title }: deine Einheiten und die geschriebenen Befehle
phones-page-board-view = Ansicht des Spielbretts
phones-page-zoom-in = Vergrößern
phones-page-zoom-out = Verkleinern
phones-page-zoom-mine = Meine Einheiten zeigen
phones-page-zoom-all = Das ganze Spielbrett zeigen
phones-page-hint-step = { $unit }: { $prompt } Tippe auf ein hervorgehobenes Gebiet oder unten auf eine Schaltfläche.
phones-page-hint-selected = { $unit } gewählt: Wähle unten, was sie tut.
phones-page-hint-tap-unit = Tippe auf eine deiner Einheiten, um ihr einen Befehl zu geben.
phones-page-hint-sealed = Deine Befehle sind versiegelt.
phones-page-flash-choose-button = { $place }: Wähle unten eine seiner Schaltflächen.
phones-page-flash-centre = { $place } ({ $abbr }), ein Versorgungszentrum.
phones-page-flash-place = { $place } ({ $abbr }).

## The phone's page: why no orders now

phones-page-why-over = Das Spiel ist vorbei.
phones-page-why-results = Der Laptop zeigt die Ergebnisse.
phones-page-why-nothing-owed = Nichts aufzustellen oder aufzulösen: Deine Einheiten entsprechen deinen Versorgungszentren.
phones-page-why-no-orders = Keine Befehle für dich in dieser Phase.
phones-page-why-not-now = Befehle können jetzt nicht geschrieben werden.

## The phone's page: the units and their orders

phones-page-units-title = Deine Einheiten
phones-page-builds = Aufstellungen
phones-page-removals = Auflösungen
phones-page-no-order-yet = noch kein Befehl
phones-page-no-order-stands = kein Befehl: sie hält
phones-page-no-order-disbands = kein Befehl: sie wird aufgelöst
phones-page-void-note = Ungültig: { $note }
phones-page-orders-for = Befehle für { $unit }
phones-page-owed-nothing = Nichts aufzustellen oder aufzulösen.
phones-page-owed-build-one = Du darfst { $count } Einheit aufstellen.
phones-page-owed-build-other = Du darfst { $count } Einheiten aufstellen.
phones-page-owed-remove-one = Du musst { $count } Einheit auflösen.
phones-page-owed-remove-other = Du musst { $count } Einheiten auflösen.
phones-page-owed-written = { $written } von { $count } geschrieben.
phones-page-owed-none-written = Noch keiner geschrieben.
phones-page-ask-move = Wohin ziehen?
phones-page-ask-retreat = Wohin zurückziehen?
phones-page-ask-support = Welche Einheit unterstützen?
phones-page-ask-moving = Wohin zieht sie?
phones-page-ask-convoy = Welche Armee konvoiieren?
phones-page-ask-convoy-to = Wohin?
phones-page-ask-build = Wo aufstellen?
phones-page-ask-build-what = Was aufstellen?
phones-page-ask-remove = Welche Einheit auflösen?
phones-page-ask-disband = Auflösen?
phones-page-ask-stand = Halten?
phones-page-ask-waive = Auf eine Aufstellung verzichten?
phones-page-ask-choose = Wähle:
phones-page-choose = Wählen
phones-page-back = ‹ Zurück
phones-page-close = ✕ Schließen
phones-page-or-go-on = oder weiter:
phones-page-not-possible = nicht möglich
phones-page-not-allowed = nicht erlaubt
phones-page-not-given = Nicht erteilt: { $why }
phones-page-your-fleet = deine Flotte
phones-page-your-army = deine Armee
phones-page-their-fleet = Flotte von { $power }
phones-page-written = Geschrieben: { $order }
phones-page-unit-army = Armee von { $power } in { $place }
phones-page-unit-fleet = Flotte von { $power } in { $place }
phones-page-unit-army-dislodged = Armee von { $power } in { $place } (vertrieben)
phones-page-unit-fleet-dislodged = Flotte von { $power } in { $place } (vertrieben)
phones-page-their-army = Armee von { $power }

## The phone's page: the orders written

phones-page-draft-title = Geschriebene Befehle
phones-page-draft-units-one = Geschriebene Befehle ({ $written } von { $count } Einheit)
phones-page-draft-units-other = Geschriebene Befehle ({ $written } von { $count } Einheiten)
phones-page-draft-builds-one = Geschriebene Befehle ({ $written } von { $count } Aufstellung)
phones-page-draft-builds-other = Geschriebene Befehle ({ $written } von { $count } Aufstellungen)
phones-page-draft-removals-one = Geschriebene Befehle ({ $written } von { $count } Auflösung)
phones-page-draft-removals-other = Geschriebene Befehle ({ $written } von { $count } Auflösungen)
phones-page-no-lines = Noch keine Befehle geschrieben.
phones-page-void = ungültig
phones-page-remove-line = { $order } entfernen
phones-page-type-label = Einen Befehl eintippen
phones-page-type-placeholder = z. B. A Par-Bur
phones-page-type-add = Hinzufügen
phones-page-type-empty = Tippe zuerst einen Befehl ein, z. B. A Par-Bur.

## The phone's page: sealing, a draw and the results

phones-page-seal-box = Deine Befehle versiegeln
phones-page-seal = Befehle versiegeln…
phones-page-seal-check-title = Diese Befehle versiegeln?
phones-page-seal-yes = Jetzt versiegeln
phones-page-seal-no = Weiterschreiben
phones-page-every-unit-ordered = Jede Einheit hat einen Befehl.
phones-page-may-unseal = Du kannst sie noch ändern, bis jede Macht versiegelt hat.
phones-page-may-not-unseal = Versiegelte Befehle können an diesem Tisch nicht geändert werden.
phones-page-not-sealed = Nicht versiegelt: { $why }
phones-page-still-sealed = Noch versiegelt: { $why }
phones-page-sealed = Versiegelt ✓.
phones-page-sealed-at-laptop = Versiegelt ✓ am Laptop.
phones-page-sealed-on-phone = Versiegelt ✓ auf deinem Handy.
phones-page-sealed-on-phone-at = Versiegelt ✓ auf deinem Handy um { $time }.
phones-page-waiting = Warten auf die anderen Mächte.
phones-page-unseal = Befehle ändern
phones-page-draw = Remis vorschlagen
phones-page-results-of = Ergebnisse von { $phase }

## The phone's page: the kinds of order (sent in the state)

phones-page-kind-hold = Halten
phones-page-kind-move = Ziehen nach…
phones-page-kind-support-hold = Halten unterstützen…
phones-page-kind-support-move = Einen Zug unterstützen…
phones-page-kind-convoy = Konvoiieren…
phones-page-kind-retreat = Zurückziehen nach…
phones-page-kind-disband = Auflösen
phones-page-kind-build = Aufstellen…
phones-page-kind-remove = Auflösen…
phones-page-kind-waive = Auf eine Aufstellung verzichten

## The phones' state and refusals (the laptop's words, sent in the state and in errors)

phones-state-clock-diplomacy = Diplomatie
phones-state-clock-writing = Schreiben
phones-state-builds-and-removals = Aufstellen und Auflösen
phones-refused-game-over = das Spiel ist vorbei
phones-refused-not-sealed = deine Befehle sind nicht versiegelt
phones-refused-may-not-unseal = versiegelte Befehle können an diesem Tisch jetzt nicht geändert werden
phones-refused-not-writing = gerade werden keine Befehle geschrieben
phones-refused-no-orders = { $power } hat in dieser Phase keine Befehle zu schreiben
phones-refused-sealed = deine Befehle sind versiegelt
phones-refused-not-offered = dieser Befehl gehört nicht zu den Möglichkeiten, die jetzt angeboten werden
phones-refused-not-yours = diese Einheit gehört nicht { $power }
phones-refused-line-too-long = eine Zeile hat höchstens { $count } Zeichen
phones-refused-line-changed = diese Zeile wurde inzwischen geändert (auf einem anderen Gerät?): schau noch einmal nach
phones-server-local-only = nur das lokale Netz darf sich verbinden
phones-server-only-get = hier nur GET
phones-server-no-page = diese Seite gibt es nicht
phones-server-too-many = zu viele Anfragen: warte { $seconds } s
phones-server-bad-code = dieser Beitrittscode ist nicht gültig (vielleicht wurde ein neuer ausgegeben): frag am Laptop nach deinem
phones-server-wrong-method = falsche Methode
phones-server-too-big = eine Anfrage hat höchstens { $bytes } Bytes
phones-server-not-an-act = keine Befehlsanfrage: { $why }
phones-server-unwritable = der Stand konnte nicht geschrieben werden
phones-server-no-answer = der Laptop hat nicht geantwortet: versuch es noch einmal
phones-server-off = Handys sind am Laptop ausgeschaltet
phones-server-full = zu viele Handys hören zu
phones-server-full-address = zu viele Seiten hören von dieser Adresse aus zu
phones-server-full-code = zu viele Seiten hören mit diesem Code zu
