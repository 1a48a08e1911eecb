# Diplomacy Hot-Seat: was die Regeln zu einem Befehl sagen: Ablehnungen, Urteile und Ergebnisse, auf Deutsch.


## Multiplomacy-Ergebnisse am Bildschirm: die Kräfte, auf die ein Befehl traf, und warum jeder Teil eines Befehls so ausging

rules-force-standing = { $power } Kraft ({ $units }) aus { $from } (hält) mit Stärke { $strength }
rules-force-head-to-head = { $power } Kraft ({ $units }) aus { $from } (kommt entgegen) mit Stärke { $strength }
rules-force-rival = { $power } Kraft ({ $units }) aus { $from } (will auch hinein) mit Stärke { $strength }
rules-part-outmatched = abgeprallt mit Stärke { $strength } gegen { $against }
rules-part-bounced = abgeprallt mit Stärke { $strength }
rules-part-own-unit = würde die eigene Einheit vertreiben
rules-part-not-carried = nicht getragen: zu wenige konvoiierende Flotten übrig
rules-part-cut-from = abgeschnitten durch den Angriff ({ $power }) aus { $from }
rules-part-cut = abgeschnitten
rules-part-cut-dislodged = abgeschnitten: vertrieben
rules-part-convoy-disrupted = Konvoi gestört: Flotte verdrängt
rules-part-void = ungültig: { $reason }
rules-part-no-such-units = keine solchen Einheiten
rules-part-no-order = kein Befehl
rules-part-no-order-dislodged = kein Befehl; vertrieben
rules-result-stands = { $unit } hält

## Warum ein Befehl ungültig ist (die Gründe der Auswertung)

rules-void-several-orders = die Einheit bekam zwei verschiedene Befehle
rules-void-move-to-own-province = eine Einheit kann nicht dorthin ziehen, wo sie schon steht
rules-void-not-adjacent = das Ziel grenzt nicht an, und kein Konvoi wurde befohlen
rules-void-wrong-terrain = diese Einheit kann eine solche Provinz nicht betreten
rules-void-coast-unreachable = die Flotte kann diese Küste nicht erreichen
rules-void-coast-not-specified = die Flotte könnte beide Küsten erreichen: nenne eine
rules-void-no-convoy-ordered = keiner Flotte wurde befohlen, diese Armee dorthin zu konvoiieren
rules-void-cannot-reach = eine Einheit kann nur in eine Provinz unterstützen, in die sie selbst ziehen könnte
rules-void-no-such-unit = dort steht keine Einheit
rules-void-supports-itself = eine Einheit kann sich nicht selbst unterstützen
rules-void-support-not-matched = die unterstützte Einheit hat einen anderen Befehl
rules-void-support-coast-mismatch = die unterstützte Flotte zieht an die andere Küste
rules-void-convoy-not-at-sea = nur eine Flotte auf See kann konvoiieren
rules-void-convoy-not-army = nur eine Armee kann konvoiiert werden
rules-void-convoy-not-matched = der Armee wurde dieser Zug per Konvoi nicht befohlen
rules-void-convoy-not-on-route = diese Flotte liegt auf keinem Weg dieses Konvois
rules-void-hook = eine Sonderregel dieser Karte verbietet es

## Ein Befehl für sich geprüft, während er geschrieben wird

rules-check-supported-cannot-move = die Einheit in { $from } kann nicht nach { $to } ziehen
rules-check-supported-cannot-move-rule = die Einheit in { $from } kann nicht nach { $to } ziehen: { $rule }
rules-check-wrong-phase = diese Art Befehl wird in dieser Phase nicht gegeben
rules-check-no-dislodged-unit = dort steht keine vertriebene Einheit
rules-check-nowhere-to-retreat = diese Einheit kann sich nirgendwohin zurückziehen
rules-check-retreat-blocked = kein Rückzug dorthin: { $why }
rules-check-retreat-not-allowed = Rückzug dorthin nicht erlaubt; sie kann nach { $places }
rules-check-build-wrong-unit = diese Einheit kann dort nicht stehen (nenne Armee oder Flotte und die Küste)
rules-check-build-not-allowed = aufgestellt wird nur in deinen eigenen freien Heimat-Versorgungszentren
rules-check-no-unit-to-remove = du hast dort keine Einheit
rules-check-no-removals-due = du musst keine Einheiten auflösen
rules-check-no-builds-due = dir stehen keine Aufstellungen zu

## Bedingungen eines Befehls

rules-note-escort = im { $fall } gelingt dieser Zug nur, wenn die Flotte im Seegebiet { $sea } ihn unterstützt und diese Unterstützung nicht abgeschnitten wird
rules-note-by-convoy = zieht per Konvoi: Flotten müssen sie tragen
rules-note-railroad = fährt mit der Eisenbahn: sie hält am letzten Bahnhof vor einem, der in diesem Zug besetzt oder angegriffen ist, oder bleibt in { $province }
rules-note-needs-convoy = { $to } grenzt nicht an { $from }: Flotten müssen diese Armee konvoiieren
rules-note-supported-by-convoy = die unterstützte Armee kommt nur per Konvoi dorthin

## Warum ein Rückzug versperrt ist

rules-retreat-block-attacker-origin = der Angreifer kam von dort
rules-retreat-block-standoff = ein Patt ließ sie leer
rules-retreat-block-occupied = dort steht eine Einheit

## Die Sonderregeln einer Karte (ce05), wenn sie einen Befehl aufhalten

rules-list-and = { $rest } und { $last }
rules-list-or = { $rest } oder { $last }
rules-another-unit = eine andere Einheit
rules-hook-no-support-from = eine Armee in { $province } kann keine Unterstützung geben
rules-hook-border-closed = die Grenzen von { $province } zu { $neighbours } sind im { $turn } für Armeen geschlossen
rules-hook-support-across-closed-border = im { $turn } geht keine Unterstützung über die geschlossenen Grenzen von { $province } zu { $neighbours }
rules-hook-mountain-pass = diese Armee kam im { $spring } über die Berge von { $from } nach { $province }: im { $fall } darf sie nicht nach { $far } ziehen oder dorthin unterstützen
rules-hook-coast-closed = im { $turn } betritt oder verlässt keine Armee { $province }
rules-hook-escort-missing = im { $fall } betritt oder verlässt eine Armee { $province } nur mit der Unterstützung einer Flotte im Seegebiet { $sea }, und keine unterstützt diesen Zug
rules-hook-escort-cut = scheitert: im { $fall } betritt oder verlässt eine Armee { $province } nur mit der Unterstützung der Flotte im Seegebiet { $sea }, und diese Unterstützung wurde von { $unit } abgeschnitten
rules-hook-escort-not-given = scheitert: im { $fall } betritt oder verlässt eine Armee { $province } nur mit der Unterstützung der Flotte im Seegebiet { $sea }, und diese Unterstützung wurde nicht gegeben
rules-hook-coast-support = im { $fall } darf eine Armee in { $province } nur eine Flotte unterstützen, die nach { $from } zieht, woher die Armee kam
rules-hook-coast-support-not-moved = im { $fall } darf eine Armee in { $province } nur eine Flotte unterstützen, die in die Provinz zieht, aus der die Armee kam, und diese Armee ist nicht dorthin gezogen
rules-hook-rail-unsupported = ein Zug mit der Eisenbahn kann nicht unterstützt werden
rules-hook-rail-stops-occupied = die Bahnfahrt endet in { $stop }: { $blocked } war von { $unit } besetzt
rules-hook-rail-stops-attacked = die Bahnfahrt endet in { $stop }: { $blocked } wurde von { $unit } angegriffen
rules-hook-rail-no-start-occupied = die Bahnfahrt beginnt nicht: { $blocked } war von { $unit } besetzt
rules-hook-rail-no-start-attacked = die Bahnfahrt beginnt nicht: { $blocked } wurde von { $unit } angegriffen

## Die Sonderregeln einer Karte, wie die Regeln des Bretts sie aufzählen

rules-map-no-support-from = { $provinces }: eine Armee dort kann keine Unterstützung geben.
rules-map-closed-borders = { $province }: im { $turns } überquert keine Armee seine Grenzen zu { $neighbours }, und keine Unterstützung wird über sie gegeben.
rules-map-mountain-pass = { $province }: eine Armee, die im { $spring } aus { $north } kam, darf im nächsten { $fall } weder nach { $south } ziehen noch dorthin unterstützen, auch nicht in die Gegenrichtung; nach mehr als einem Zug dort ist sie frei.
rules-map-escorted-coast = { $province }: im { $winter } betritt oder verlässt keine Armee die Provinz; im { $fall } nur mit der Unterstützung einer Flotte im Seegebiet { $sea }, und eine Armee dort unterstützt dann nur eine Flotte, die in die Provinz zieht, aus der sie kam.
rules-map-railroad = Eisenbahn { $line }: eine Armee fährt die ganze Strecke in einem Zug, wenn nichts auf ihr besetzt oder angegriffen ist; sonst hält sie am letzten Bahnhof, den sie sicher erreicht hat.

## Was aus einem Befehl wurde (die Urteile einer Bewegungsphase)

rules-verdict-stood = hält
rules-verdict-moved = gelingt
rules-verdict-fails-at = scheitert mit Stärke { $strength }
rules-verdict-bounced = prallt mit Stärke { $strength } ab gegen { $against }
rules-opponent-holding = { $unit } (hält) mit Stärke { $strength }
rules-opponent-head-to-head = { $unit } (kommt entgegen) mit Stärke { $strength }
rules-opponent-rival = { $unit } (zieht auch dorthin) mit Stärke { $strength }
rules-and = { $left } und { $right }
rules-verdict-own-unit = scheitert: er würde die eigene Einheit { $unit } vertreiben
rules-verdict-no-convoy = scheitert: kein Konvoi trug sie
rules-verdict-convoy-failed = scheitert: der Konvoi wurde gestört ({ $fleets } vertrieben)
rules-verdict-supported = Unterstützung gegeben
rules-verdict-support-cut = Unterstützung abgeschnitten durch { $unit }
rules-verdict-convoyed = konvoiiert
rules-verdict-convoy-disrupted = Konvoi gestört: vertrieben durch { $unit }
rules-verdict-convoy-paradox = Konvoi scheitert (Paradox-Regel: die Flotte hält)
rules-verdict-void = ungültig: { $reason }
rules-verdict-too-few-fleets = scheitert: zu wenige konvoiierende Flotten blieben übrig
rules-verdict-support-cut-from = Unterstützung abgeschnitten durch den Angriff ({ $power }) aus { $from }
rules-verdict-support-cut-dislodged = Unterstützung abgeschnitten: der Unterstützer wurde vertrieben
rules-verdict-fleet-displaced = Konvoi gestört: die Flotte wurde verdrängt

## Die Ergebniszeile einer Einheit

rules-result-implied = nicht geschrieben, aus den anderen Befehlen gefolgert: { $reason }
rules-result-no-order = kein Befehl geschrieben: sie hält
rules-result-void-army = { $reason }; die Armee hält
rules-result-void-fleet = { $reason }; die Flotte hält
rules-result-dislodged-by = vertrieben durch { $unit }
rules-result-nowhere-to-retreat = kein Rückzug möglich: sie wird aufgelöst
rules-result-may-retreat = sie kann sich nach { $places } zurückziehen
rules-result-dislodged-disbanded = { $unit } wird durch { $by } vertrieben; sie kann sich nirgendwohin zurückziehen und wird aufgelöst
rules-result-dislodged-may-retreat = { $unit } wird durch { $by } vertrieben; sie kann sich nach { $places } zurückziehen
rules-result-not-an-order = { $power }: `{ $text }` war kein Befehl: { $reason }

## Rückzüge und Anpassungen, ausgeführt oder nicht

rules-retreat-to = { $unit } zieht sich nach { $place } zurück
rules-retreat-disbands = { $unit } löst sich auf
rules-retreat-disbanded-no-order = { $unit } aufgelöst (kein Rückzug befohlen)
rules-retreat-disbanded-illegal = { $unit } aufgelöst (der Rückzug war nicht erlaubt)
rules-retreat-disbanded-collision = { $unit } aufgelöst (eine andere Einheit zog sich an denselben Ort zurück)
rules-retreat-outnumbered = { $unit } aufgelöst (beim Rückzug in dieselbe Provinz in der Unterzahl: { $forces })
rules-adjust-only-some = { $order } (nur { $count } dort aufzulösen)
rules-adjust-not-an-adjustment = { $order } (kein Anpassungsbefehl)
rules-adjust-not-carried-out = { $order } (nicht ausgeführt: { $why })
rules-adjust-surplus = mehr, als der Macht zusteht
rules-adjust-not-buildable = kein freies eigenes Heimatzentrum der Macht
rules-adjust-not-home = keine Heimatprovinz
rules-adjust-not-owned = die Macht besitzt es nicht mehr
rules-adjust-occupied = dort stehen Einheiten einer anderen Macht
rules-adjust-already-built = eine Aufstellung pro Provinz und Winter
rules-adjust-wrong-unit = diese Einheit kann dort nicht stehen
rules-adjust-nothing-to-remove = dort steht keine solche Einheit der Macht
rules-adjust-civil-disorder = { $unit } aufgelöst (Regel für Macht ohne Führung: am weitesten von zu Hause)

## Warum dort nichts befohlen werden kann (der Befehlsbaum)

rules-nothing-not-adjustment = Aufstellungen und Auflösungen werden nur in einer Anpassungsphase befohlen
rules-nothing-no-unit = dort steht keine Einheit
rules-nothing-balanced = { $power } hat so viele Einheiten wie Zentren: nichts aufzustellen oder aufzulösen
rules-nothing-there = dort kann nichts aufgestellt oder aufgelöst werden
rules-refusal-too-many =
    { $there ->
        [one] dort steht nur { $there } Einheit, nicht { $asked }
       *[other] dort stehen nur { $there } Einheiten, nicht { $asked }
    }

## Eine geschriebene Zeile mit ihrer Prüfung

rules-line-fine = { $line }: in Ordnung
rules-line-note = { $line }: { $note }
rules-line-void = { $line }: ungültig — { $why }

## Gespräche mit den Computern

# Die Arten von Abkommen, wie eine Liste sie zeigt.
rules-talk-kind-peace = Frieden
rules-talk-kind-dmz = Entmilitarisierte Provinz
rules-talk-kind-support-mine = Du unterstützt meinen Zug
rules-talk-kind-support-yours = Ich unterstütze deinen Zug
rules-talk-kind-moves = Ich ziehe hierhin, du ziehst dorthin
rules-talk-kind-alliance = Bündnis gegen…
rules-talk-kind-draw = Ein Remis
rules-talk-kind-leave = Eine Provinz räumen
# Wie lange ein Abkommen gilt.
rules-talk-years = { $years ->
    [0] keine Jahre
    [1] ein Jahr
    [2] zwei Jahre
    [3] drei Jahre
    [4] vier Jahre
    [5] fünf Jahre
    [6] sechs Jahre
    [7] sieben Jahre
    [8] acht Jahre
    [9] neun Jahre
    [10] zehn Jahre
   *[other] { $years } Jahre
}
# Ein Abkommen, wie ein Spieler es liest; $move in der Notation des Regelbuchs.
rules-talk-deal-peace = Frieden für { $duration }
rules-talk-deal-dmz = { $province } entmilitarisiert
rules-talk-deal-support = { $power } unterstützt { $move }
rules-talk-deal-support-hold = { $power } unterstützt { $move } beim Halten
rules-talk-deal-moves = { $proposer } { $mine } und { $answerer } { $yours }
rules-talk-deal-alliance = ein Bündnis gegen { $power } für { $duration }
rules-talk-deal-draw = ein Remis
rules-talk-deal-leave = { $power } räumt { $province }

# Eine Antwort.
rules-talk-person-accepts = { $power } nimmt an.
rules-talk-person-declines = { $power } lehnt ab.
rules-talk-lapsed = { $power } hat nicht geantwortet; der Vorschlag ist verfallen.
rules-talk-accepts = { $power } nimmt an: { $why }.
rules-talk-declines = { $power } lehnt ab: { $why }.
rules-talk-counters = { $power } macht ein Gegenangebot: { $why }.
rules-talk-why-counter = { $why }; stattdessen bietet es { $offer } an

# Warum ein Computer so antwortet: „es“ ist der Antwortende, „du“ der Vorschlagende.
rules-talk-why-no-quarrel = eure Grenzen berühren sich kaum
rules-talk-why-frees-armies = Frieden macht seine Armeen für andere Fronten frei
rules-talk-why-keeps-safe = { $province } leer zu lassen schützt { $count ->
    [1] eines seiner Versorgungszentren
    [2] zwei seiner Versorgungszentren
    [3] drei seiner Versorgungszentren
    [4] vier seiner Versorgungszentren
    [5] fünf seiner Versorgungszentren
    [6] sechs seiner Versorgungszentren
    [7] sieben seiner Versorgungszentren
   *[other] { $count } seiner Versorgungszentren
}
rules-talk-why-wanted-anyway = es wollte ohnehin nach { $province } ziehen
rules-talk-why-weakens = es gewinnt, wenn { $power } geschwächt wird
rules-talk-why-common-enemy = { $power } bedroht es ebenfalls
rules-talk-why-cannot-hold = es kann { $province } nicht gegen dich halten
rules-talk-why-no-use = es hat keine Verwendung für { $province }
rules-talk-why-costs-little = es kostet es wenig
rules-talk-why-no-quarrel-with = es hat keinen Streit mit { $power }
rules-talk-why-keeps = es will { $province } behalten
rules-talk-why-allied-against-you = es ist mit { $power } gegen dich verbündet
rules-talk-why-stronger = es ist dir weit überlegen und hat vom Krieg mehr zu gewinnen
rules-talk-why-broke-word = du hast { $deal } gebrochen (im { $when })
rules-talk-why-broke-word-to = du hast { $deal } mit { $power } gebrochen (im { $when })
rules-talk-why-attacked = du hast im { $when } { $province } angegriffen
rules-talk-why-borders-centres = { $province } grenzt an { $count ->
    [1] eines seiner Versorgungszentren
    [2] zwei seiner Versorgungszentren
    [3] drei seiner Versorgungszentren
    [4] vier seiner Versorgungszentren
    [5] fünf seiner Versorgungszentren
    [6] sechs seiner Versorgungszentren
    [7] sieben seiner Versorgungszentren
   *[other] { $count } seiner Versorgungszentren
}
rules-talk-why-own-centre = { $province } ist sein eigenes Versorgungszentrum
rules-talk-why-wants-province = es will { $province } einnehmen
rules-talk-why-too-long = es bindet sich nicht für mehr als { $duration }
rules-talk-why-open-centre = { $province } liegt ihm offen
rules-talk-why-unit-needed = seine Einheit in { $province } muss seine Versorgungszentren schützen
rules-talk-why-at-peace-with = es hat Frieden mit { $power }
rules-talk-why-far-from = { $power } ist weit von seinen Grenzen entfernt
rules-talk-why-other-plans = es hat andere Pläne für seine Einheit in { $province }
rules-talk-why-gains-nothing = es gewinnt nichts dabei
rules-talk-why-cannot-reach = keine seiner Einheiten kann { $province } erreichen

# Ein Versprechen, das dem Antwortenden gebrochen wurde.
rules-talk-broken-peace = unseren Frieden
rules-talk-broken-dmz = unser Wort, eine Provinz leer zu lassen
rules-talk-broken-support = eine versprochene Unterstützung
rules-talk-broken-moves = unsere vereinbarten Züge
rules-talk-broken-alliance = unser Bündnis
rules-talk-broken-draw = dein Wort zu einem Remis
rules-talk-broken-leave = dein Versprechen, eine Provinz zu räumen
# Ein Versprechen, das einer anderen Macht gebrochen wurde.
rules-talk-broken-to-peace = deinen Frieden
rules-talk-broken-to-dmz = dein Wort, eine Provinz leer zu lassen
rules-talk-broken-to-support = eine versprochene Unterstützung
rules-talk-broken-to-moves = eure vereinbarten Züge
rules-talk-broken-to-alliance = euer Bündnis
rules-talk-broken-to-draw = dein Wort zu einem Remis
rules-talk-broken-to-leave = dein Versprechen, eine Provinz zu räumen

# Ein geltendes Abkommen, von einer Seite gesehen.
rules-talk-agreement = Mit { $power }: { $deal } (bis { $until })

# Warum ein Vorschlag nicht gemacht werden kann.
rules-talk-no-game-over = das Spiel ist vorbei: keine Abkommen mehr
rules-talk-no-wrong-phase = Abkommen werden vor den Befehlen einer Zugphase geschlossen, nicht in { $phase }
rules-talk-no-old-turn = dieses Abkommen galt für { $phase }, das ist nicht der jetzige Zug ({ $now })
rules-talk-no-with-itself = { $power } kann kein Abkommen mit sich selbst schließen
rules-talk-no-such-power = auf dieser Karte gibt es keine Macht Nummer { $number }
rules-talk-no-out = { $power } ist aus dem Spiel
rules-talk-no-same-province = die beiden Einheiten können nicht beide in dieselbe Provinz ziehen
rules-talk-no-third-power = ein Bündnis richtet sich gegen eine dritte Macht
rules-talk-no-years = ein Abkommen gilt ein bis { $most } Jahre, nicht { $years }
rules-talk-no-such-province = auf dieser Karte gibt es keine Provinz Nummer { $number }
rules-talk-no-their-unit = die Einheit in { $province } gehört { $owner }, nicht { $power }
rules-talk-no-unit = { $power } hat keine Einheit in { $province }
rules-talk-no-move = { $unit } kann nicht nach { $to } ziehen
rules-talk-no-reach = keine Einheit von { $power } kann { $province } erreichen
rules-talk-no-person = { $power } wird von einer Person gespielt: sprich am Tisch mit ihr
rules-talk-no-same-seat = beide Mächte werden vom selben Platz gespielt
rules-talk-no-such-proposal = es gibt keinen Vorschlag Nummer { $number }
rules-talk-no-answered = dieser Vorschlag wurde schon beantwortet

## Die Prüfung vor dem Versiegeln

rules-seal-note = { $unit }: { $note }
rules-seal-void = { $unit }: ungültig — { $why }
rules-seal-no-order = { $unit }: kein Befehl — sie hält
rules-seal-no-retreat = { $unit }: kein Rückzugsbefehl — sie wird aufgelöst
rules-seal-stand-by-default = { $count ->
    [one] { $count } Einheit hält ohne Befehl
   *[other] { $count } Einheiten halten ohne Befehl
}
rules-seal-disbanded = { $count ->
    [one] { $count } vertriebene Einheit wird aufgelöst
   *[other] { $count } vertriebene Einheiten werden aufgelöst
}
rules-seal-forfeited = { $count ->
    [one] { $count } Aufstellung verfällt
   *[other] { $count } Aufstellungen verfallen
}
rules-seal-civil-disorder = { $count ->
    [one] { $count } Einheit wird nach der Regel für Mächte ohne Führung entfernt
   *[other] { $count } Einheiten werden nach der Regel für Mächte ohne Führung entfernt
}
rules-seal-stacks-disband = { $count ->
    [one] { $count } vertriebene Einheit wird aufgelöst
   *[other] { $count } vertriebene Einheiten werden aufgelöst
}
rules-seal-stacks-stand = { $count ->
    [one] { $count } Einheit hält
   *[other] { $count } Einheiten halten
}

## Warum ein Computer ein Remis annimmt oder weiterspielt („es“ ist die Macht des Computers), und wie jeder Computer über ein Remis abstimmte, das alle Menschen vorschlugen
rules-draw-standing-leads = führt mit { $centres } von { $total } Zentren
rules-draw-standing = { $centres ->
    [one] 1 Zentrum
   *[other] { $centres } Zentren
}
rules-draw-why-no-centres = hat keine Zentren mehr
rules-draw-why-no-power-left = hat keine Macht mehr im Spiel
rules-draw-why-promised = hat { $power } versprochen, für ein Remis zu stimmen
rules-draw-why-enough-to-win = { $standing }, genug zum Sieg
rules-draw-why-short-of-win = { $standing }, { $short } weniger als die { $target }, die zum Sieg nötig sind
rules-draw-why-stuck = { $standing }, und seit zwei Jahren hat kein Zentrum den Besitzer gewechselt
rules-draw-why-far-ahead = { $standing }, { $margin } mehr als jede andere Macht
rules-draw-why-far-ahead-gained = { $standing }, { $margin } mehr als jede andere Macht, und im letzten Jahr { $gained } gewonnen
rules-draw-why-far-ahead-lost = { $standing }, { $margin } mehr als jede andere Macht, und im letzten Jahr { $lost } verloren
rules-draw-why-only-left = { $centres ->
    [one] nur noch 1 Zentrum übrig
   *[other] nur noch { $centres } Zentren übrig
}
rules-draw-why-lost-last-year = { $standing }, im letzten Jahr { $lost } verloren
rules-draw-why-lost-two-years = { $standing }, in zwei Jahren { $lost } verloren
rules-draw-why-threatened = { $enemies ->
    [one] { $standing }, 1 feindliche Einheit kann seine Zentren erreichen, gegen { $own } eigene
   *[other] { $standing }, { $enemies } feindliche Einheiten können seine Zentren erreichen, gegen { $own } eigene
}
rules-draw-why-content = { $standing } und im letzten Jahr { $gained } gewonnen, zufrieden, sie zu behalten
rules-draw-why-gained = { $standing } und im letzten Jahr { $gained } gewonnen
rules-draw-why-eager = { $standing }, will mehr
rules-draw-why-steady = { $standing }, im letzten Jahr keins gewonnen oder verloren
rules-draw-why-nothing-yet = { $standing }, noch nichts gewonnen
rules-draw-why-for = { $power }: { $why }
rules-draw-ballot-heading = Alle Menschen schlugen in { $phase } ein Remis vor; die Computer stimmten so ab:
rules-draw-ballot-accepts = { $powers } — { $why }: nimmt an
rules-draw-ballot-plays-on = { $powers } — { $why }: spielt weiter
