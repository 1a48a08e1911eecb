# Diplomacy Hot-Seat: die Seite für Telefone, auf Deutsch.

## Hinter dem Vorhang: mit dem Handy beitreten

phones-join-title = 📱 Auf dem Handy schreiben
phones-join-how = Scanne den Code mit der Kamera deines Handys oder öffne die Adresse und tippe den Code ein. Nur du solltest das sehen.
phones-join-code = Code: { $code }
phones-join-refused = Kein Code: Handys sind für diese Macht gesperrt.
phones-join-new-code = Neuer Code (der alte funktioniert dann nicht mehr)
phones-join-new-code-hint = Für ein verlorenes Handy, oder wenn jemand anderes den Code gesehen hat.
