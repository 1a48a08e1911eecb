# Diplomacy Hot-Seat: Lernmodus, Beispielpartie, geführter Zug, Regelkarten und Sandkasten, auf Deutsch.

## Die Schritte des geführten Zugs: Titel, was der Lehrer sagt, der Hinweis nach einer falschen Antwort und der Schritt, wie ein Satz ihn nennt („✔ Erledigt: Wähle eine Einheit.“)

learning-tutor-step-curtain-title = Hinter dem Vorhang
learning-tutor-step-curtain-say = Du spielst England. Jeder schreibt seine Befehle geheim: Wenn du dran bist, wird dir der Laptop gereicht, die anderen schauen weg, und der Bildschirm bleibt verdeckt, bis du sagst, wer du bist. Drück „Ich bin England: meine Befehle zeigen“.
learning-tutor-step-curtain-hint = Drück auf dem verdeckten Bildschirm den großen Knopf „Ich bin England: meine Befehle zeigen“.
learning-tutor-step-curtain-task = hinter dem Vorhang
learning-tutor-step-select-title = Wähle eine Einheit
learning-tutor-step-select-say = Es ist Herbst 1902. Fang mit deiner Flotte in London an: Klick sie auf dem Brett an. Sie leuchtet als gewählte Einheit auf.
learning-tutor-step-select-hint = Klick die Flotte in London auf dem Brett an (drück zuerst Esc, wenn eine andere Einheit gewählt ist).
learning-tutor-step-select-task = Einheit wählen
learning-tutor-step-move-title = Zieh sie
learning-tutor-step-move-say = Auf dem Brett zu klicken ist ein Weg, einen Befehl zu schreiben. Klick bei gewählter Londoner Flotte den Ärmelkanal an: Die Flotte bekommt den Befehl, dorthin zu ziehen. Frankreich will den Kanal vielleicht auch.
learning-tutor-step-move-hint = Klick die Flotte in London an, dann den Ärmelkanal (ENG).
learning-tutor-step-move-task = Einheit ziehen
learning-tutor-step-type-title = Tipp einen Befehl
learning-tutor-step-type-say = Tippen ist ein anderer Weg. Deine Armee in Yorkshire soll über die Nordsee nach Norwegen. Tipp A Yor-Nwy in das Befehlsfeld unten in der Befehlsleiste und drück Enter.
learning-tutor-step-type-hint = Tipp A Yor-Nwy in das Befehlsfeld (Yor ist Yorkshire, Nwy ist Norwegen) und drück Enter.
learning-tutor-step-type-task = Befehl tippen
learning-tutor-step-convoy-title = Konvoi für die Armee
learning-tutor-step-convoy-say = Eine Armee überquert das Meer nur, wenn Flotten sie tragen. Der dritte Weg ist die Liste unter jeder Einheit in der Befehlsleiste: Öffne unter deiner Flotte in der Nordsee (F NTH) „Konvoiieren…“, wähle die Armee in Yorkshire, dann Norwegen.
learning-tutor-step-convoy-hint = Öffne in der Befehlsleiste unter F NTH „Konvoiieren…“ und wähle die Armee in Yorkshire, die nach Norwegen zieht.
learning-tutor-step-convoy-task = Konvoi für die Armee
learning-tutor-step-support-title = Unterstütze den Zug
learning-tutor-step-support-say = Russlands Armee in Finnland könnte auch nach Norwegen wollen. Leih deiner Armee Stärke: Öffne unter deiner Flotte im Europäischen Nordmeer (F NWG) „Unterstützen…“ und wähle die Armee in Yorkshire, die nach Norwegen zieht.
learning-tutor-step-support-hint = Öffne in der Befehlsleiste unter F NWG „Unterstützen…“ und wähle die Armee in Yorkshire, die nach Norwegen zieht.
learning-tutor-step-support-task = Zug unterstützen
learning-tutor-step-stand-title = Halten
learning-tutor-step-stand-say = Deine Flotte in der Irischen See bleibt, wo sie ist: Drück in der Befehlsleiste unter F IRI „Halten“.
learning-tutor-step-stand-hint = Drück in der Befehlsleiste den Knopf „Halten“ unter F IRI.
learning-tutor-step-stand-task = Halten
learning-tutor-step-seal-title = Versiegle deine Befehle
learning-tutor-step-seal-say = Jede Einheit hat ihren Befehl. Drück „Befehle versiegeln“: Die Leiste zeigt alles Zweifelhafte. Drück dann noch einmal „Befehle versiegeln“, um es zu bestätigen. Die Befehle aller werden zusammen aufgedeckt.
learning-tutor-step-seal-hint = Drück „Befehle versiegeln“ und dann noch einmal. Wenn der Befehl einer Einheit nicht der verlangte ist, gib ihn vorher neu.
learning-tutor-step-seal-task = Befehle versiegeln
learning-tutor-step-stand-off-title = Ein Abprallen
learning-tutor-step-stand-off-say = Schau auf den Ärmelkanal: Deine Flotte aus London und Frankreichs Flotte aus Brest sind mit gleicher Stärke dorthin gezogen. Das ist ein Abprallen: Keine zieht ein, beide bleiben, wo sie waren, und der Kanal bleibt leer. Drück „Weiter“.
learning-tutor-step-stand-off-hint = Lies die Ergebnisse, dann drück „Weiter“ im Kasten des Lehrers.
learning-tutor-step-stand-off-task = Abprallen
learning-tutor-step-dislodgement-title = Eine Vertreibung
learning-tutor-step-dislodgement-say = Jetzt die Irische See: Frankreichs Flotte aus dem Mittelatlantik ist eingezogen, unterstützt von seiner Flotte im Nordatlantik, zwei gegen deine eine. Deine Flotte ist vertrieben und muss sich zurückziehen. Derweil ist deine Armee in Norwegen gelandet, zwei gegen Russlands eine. Drück „Weiter“ unter den Ergebnissen.
learning-tutor-step-dislodgement-hint = Drück „Weiter“ unter den Ergebnissen, um zum Rückzug zu kommen.
learning-tutor-step-dislodgement-task = Vertreibung
learning-tutor-step-retreat-title = Rückzug
learning-tutor-step-retreat-say = Eine vertriebene Einheit zieht sich in eine leere Provinz neben ihr zurück, aber nicht dorthin, woher der Angriff kam, und nicht in den Kanal, den das Abprallen leer gelassen hat. Geh wie vorher durch den Vorhang, dann drück unter deiner Flotte „Rückzug nach Wal“ oder „Rückzug nach Lpl“.
learning-tutor-step-retreat-hint = Drück unter der vertriebenen Flotte „Rückzug nach Wal“ oder „Rückzug nach Lpl“ (oder klick die Flotte an, dann Wales oder Liverpool).
learning-tutor-step-retreat-task = Rückzug
learning-tutor-step-seal-retreat-title = Versiegle den Rückzug
learning-tutor-step-seal-retreat-say = Drück „Befehle versiegeln“ und zur Bestätigung noch einmal.
learning-tutor-step-seal-retreat-hint = Drück zweimal „Befehle versiegeln“. Hat die Flotte keinen Rückzug, gib ihr vorher einen.
learning-tutor-step-seal-retreat-task = Rückzug versiegeln
learning-tutor-step-build-title = Aufstellen
learning-tutor-step-build-say = Winter: Die Zentren werden gezählt. Norwegen gehört dir, also hast du sechs Zentren und fünf Einheiten: Du stellst eine auf. Aufgestellt wird nur in deinen eigenen Heimatzentren, die leer stehen. Geh durch den Vorhang, dann drück unter den Aufstellungen „Flotte“ neben Edinburgh.
learning-tutor-step-build-hint = Drück unter den Aufstellungen „Flotte“ (oder „Armee“) neben Edinburgh, oder Liverpool, wenn es leer ist.
learning-tutor-step-build-task = Aufstellen
learning-tutor-step-seal-build-title = Versiegle die Aufstellung
learning-tutor-step-seal-build-say = Drück „Befehle versiegeln“ und zur Bestätigung noch einmal.
learning-tutor-step-seal-build-hint = Drück zweimal „Befehle versiegeln“, mit einer geschriebenen Aufstellung.
learning-tutor-step-seal-build-task = Aufstellung versiegeln
learning-tutor-step-finished-title = Fertig
learning-tutor-step-finished-say = Das war ein ganzes Jahr: Züge, ein Konvoi, eine Unterstützung, ein Abprallen, eine Vertreibung mit ihrem Rückzug und eine Aufstellung. Jetzt kennst du jeden Weg, Befehle zu schreiben.
learning-tutor-step-finished-hint = Der geführte Zug ist vorbei.
learning-tutor-step-finished-task = Fertig

## Die Urteile des Lehrers: warum eine Antwort nicht die verlangte ist, und was zu tun ist

learning-tutor-hint-and-fix = { $hint } Ein neuer Befehl für eine Einheit ersetzt ihren alten, und „Löschen“ entfernt einen Befehl.
learning-tutor-hint-and-spelling = { $hint } Prüf die Schreibweise: ein Einheitenbuchstabe, dann wo sie steht.
learning-tutor-give-again = Gib ihn neu. { $hint }
learning-tutor-clear-extra = Drück „Löschen“ neben der überzähligen. { $hint }
learning-tutor-not-yours = diese Einheit gehört dir nicht: Du spielst England
learning-tutor-disband-loses = Auflösen kostet die Flotte, und sie hat Orte, wohin sie kann
learning-tutor-waive-gives-up = Verzichten gibt die Aufstellung auf, die dir zusteht
learning-tutor-not-the-order-asked = { $order } kann ausgeführt werden, ist aber nicht der verlangte Befehl
learning-tutor-cleared-build = { $order } war der verlangte Befehl; jetzt ist keine Aufstellung geschrieben
learning-tutor-cleared-order = { $order } war der verlangte Befehl; jetzt hat diese Einheit keinen
learning-tutor-no-retreat-yet = deine vertriebene Flotte hat noch keinen Rückzug
learning-tutor-no-build-yet = noch ist keine Aufstellung geschrieben
learning-tutor-other-order = der Befehl von { $unit } ist { $given }, nicht der verlangte: { $asked }
learning-tutor-no-order-yet = { $unit } hat noch keinen Befehl; verlangt ist { $asked }
learning-tutor-step-not-done = „{ $step }“ ist noch nicht erledigt
learning-tutor-only-one-due = { $step }: Nur einer ist fällig, und mehr sind geschrieben
learning-tutor-order-and-why = { $order }: { $why }
learning-tutor-behind-curtain = deine Befehle bleiben hinter dem Vorhang verborgen, bis du sagst, wer du bist
learning-tutor-results-last = diese Ergebnisse sind das Letzte, was vor dem Rückzug zu lesen ist
learning-tutor-results-resolved = die Befehle sind ausgewertet: Solange die Ergebnisse gezeigt werden, wird nichts geschrieben
learning-tutor-still-to-do = „{ $step }“ steht noch aus
learning-tutor-other-unit = das ist deine { $unit }; in diesem Schritt geht es um deine { $asked }
learning-tutor-no-unit-in = du hast keine Einheit in { $place }

## Die Regelkarte: ein Link neben einer Begründung öffnet die Regel

learning-rule-link = Regel { $section }
learning-rule-link-hover = Die Regel lesen: { $rule }
learning-rule-titled-link = { $rule } ({ $section })
learning-rule-from = Quelle: { $section }
learning-rule-see-also = Siehe auch: { $sections }
learning-rule-close = Schließen
learning-rule-refused-hover = { $reason }. Klicke, um die Regel zu lesen ({ $rule }).

## Die Regeln erklärt: wo eine Regel steht

learning-source-rulebook = Diplomacy-Regelbuch (1971)
learning-source-multiplomacy = Multiplomacy (C. H. Hemming, 1973)
learning-source-ce05 = European Diplomacy (ce05)
learning-source-datc = Diplomacy Adjudicator Test Cases (DATC v3.0)
learning-section-rulebook = Regelbuch { $section }
learning-section-multiplomacy = Multiplomacy-Regel { $section }
learning-section-ce05 = ce05 { $section }
learning-section-datc = DATC { $section }

## Die Regeln erklärt: jedes Regelthema, sein Titel und seine Erklärung in eigenen Worten

learning-rule-one-order-per-unit-title = Ein Befehl pro Einheit
learning-rule-one-order-per-unit-text = Jede Einheit erhält genau einen Befehl pro Zug: Sie zieht, unterstützt, konvoiiert oder bleibt, wo sie ist. Eine Einheit ohne Befehl bleibt einfach stehen und verteidigt ihre Provinz. Werden für dieselbe Einheit zwei verschiedene Befehle geschrieben, wird keiner befolgt und die Einheit bleibt, wo sie ist.
learning-rule-your-own-units-title = Befehle gehen an deine eigenen Einheiten
learning-rule-your-own-units-text = Du befehligst nur deine eigenen Armeen und Flotten, und jeder Befehl geht von dem Ort aus, an dem die Einheit gerade steht. Wo du keine Einheit hast, gibt es nichts zu befehlen. Die Einheiten einer anderen Macht gehorchen nur dieser Macht, doch du darfst sie unterstützen oder konvoiieren.
learning-rule-phase-orders-title = Wozu jede Phase dient
learning-rule-phase-orders-text = Das Jahr folgt einem festen Takt. In den Zugphasen im Frühjahr und Herbst ziehen, unterstützen, halten und konvoiieren die Einheiten. Direkt nach einer Zugphase handeln nur die vertriebenen Einheiten, indem sie sich zurückziehen oder aufgelöst werden. Nach jedem Herbst stellen die Mächte Einheiten auf oder lösen sie auf, passend zu ihren Versorgungszentren. Ein Befehl der falschen Art für die Phase bewirkt nichts.
learning-rule-void-orders-title = Unmögliche Befehle sind ungültig
learning-rule-void-orders-text = Ein Befehl, der niemals ausgeführt werden könnte, wird verworfen, und seine Einheit bleibt stehen, als hätte sie den Befehl zu halten. Dasselbe gilt für einen Befehl an eine Einheit, die nicht dort steht. Ein möglicher Befehl wird trotzdem ausgeführt, auch wenn sein Verfasser etwas anderes gemeint hat.
learning-rule-ambiguous-orders-title = Unklare Befehle sind ungültig
learning-rule-ambiguous-orders-text = Kann ein Befehl zu mehr als einer deiner Einheiten gehören und nichts zeigt, welche gemeint war, führt ihn keine aus. Ein kurzer Befehl ist in Ordnung, solange nur eine Einheit ihn ausführen kann. Wer die Provinz der Einheit nennt, räumt jeden Zweifel aus.
learning-rule-adjacency-title = Ein Schritt pro Zug
learning-rule-adjacency-text = Ein Zug bringt eine Einheit in eine Provinz, die an ihre eigene grenzt: ein Schritt pro Zug. Eine Einheit an den Ort zu schicken, an dem sie schon steht, ist gar kein Zug. Weitere Reisen brauchen Flotten, die eine Armee konvoiieren, oder eine Eisenbahn auf Karten, die eine haben.
learning-rule-terrain-title = Armeen an Land, Flotten auf dem Wasser
learning-rule-terrain-text = Armeen bleiben an Land: Sie betreten nie ein Meeresgebiet, doch Flotten können sie hinüberbringen. Flotten befahren die Meere und die Küstenprovinzen und gehen nie ins Landesinnere. Eine Flotte, die zwischen zwei Küstenprovinzen fährt, muss einer Küste folgen, die beide teilen.
learning-rule-split-coasts-title = Provinzen mit zwei Küsten
learning-rule-split-coasts-text = Einige Provinzen, etwa Spanien, Bulgarien und St. Petersburg auf der Standardkarte, haben zwei getrennte Küsten. Eine Flotte dort liegt an einer von ihnen und kann nur zu Orten weiterfahren, die diese Küste berühren. Könnte eine Flotte an beiden Küsten ankommen, muss ihr Befehl eine nennen, sonst ist der Zug ungültig.
learning-rule-strength-title = Die größere Kraft gewinnt
learning-rule-strength-text = Eine ziehende Einheit zählt eins, plus eins für jede gültige Unterstützung ihres Zuges; eine Einheit, die stehen bleibt, verteidigt sich mit sich selbst plus ihren Unterstützungen zum Halten. Ein Zug gelingt nur, wenn er stärker ist als der Verteidiger und als jede andere Einheit, die hinein will. Gegen eine gleiche oder größere Kraft scheitert er.
learning-rule-stand-off-title = Patt
learning-rule-stand-off-text = Versuchen gleich starke Einheiten, dieselbe Provinz zu betreten, kommt keine hinein und jede bleibt, wo sie begonnen hat. Das gilt sogar zwischen Einheiten derselben Macht. Die umkämpfte Provinz bleibt, wie sie war, daher kann ein Patt eine Provinz leer halten.
learning-rule-head-to-head-title = Kein Platztausch über Land
learning-rule-head-to-head-text = Zwei Einheiten, die in die Provinz der jeweils anderen ziehen sollen, treffen sich an der Grenze zwischen ihnen. Ist keine stärker, bleiben beide zu Hause; eine stärkere drängt durch und vertreibt die andere. Einheiten können nur Plätze tauschen, wenn mindestens eine per Konvoi reist, während drei oder mehr Einheiten im Kreis rotieren können.
learning-rule-dislodgement-title = Vertriebene Einheiten
learning-rule-dislodgement-text = Eine Einheit, die von einem stärkeren Angriff geschlagen wird, ist vertrieben, und der Angreifer nimmt ihre Provinz ein. Jede Unterstützung, die die geschlagene Einheit gab, geht verloren. In der folgenden Rückzugsphase muss sie sich zurückziehen oder wird aufgelöst.
learning-rule-no-self-dislodgement-title = Keine eigenen Einheiten vertreiben
learning-rule-no-self-dislodgement-text = Eine Macht kann nie eine ihrer eigenen Einheiten vertreiben, egal wie viel Unterstützung der Angriff hat: Ein solcher Zug scheitert einfach. Auch deine Unterstützungen zählen nicht für einen fremden Angriff auf deine eigene Einheit. Das Regelbuch von 1971 behandelt diesen Fall nicht, daher folgt das Spiel dem DATC.
learning-rule-support-title = Unterstützung
learning-rule-support-text = Statt zu ziehen, kann eine Einheit einer anderen Einheit ihre Kraft leihen: entweder einem Zug in eine Provinz oder einer Einheit, die stehen bleibt. Jede Unterstützung, die Bestand hat, gibt dieser Einheit eins an Stärke dazu. Die unterstützende Einheit selbst zieht nicht.
learning-rule-support-reach-title = Unterstützung nur, wohin du ziehen könntest
learning-rule-support-reach-text = Eine Einheit kann nur in einer Provinz unterstützen, in die sie in diesem Zug selbst ziehen könnte. Eine Flotte kann also nicht in eine Binnenprovinz unterstützen, eine Armee nicht in ein Meer, und keine Einheit unterstützt an einen Ort, an den sie nicht grenzt. Die Provinz, aus der die unterstützte Einheit kommt, muss der Unterstützer nicht erreichen.
learning-rule-support-self-title = Keine Unterstützung für sich selbst
learning-rule-support-self-text = Unterstützung gibt eine Einheit einer anderen Einheit. Eine Einheit kann weder ihr eigenes Halten noch ihren eigenen Zug unterstützen, und auch keine andere Einheit in die Provinz, in der sie selbst steht. Um sich zu verteidigen, hält eine Einheit einfach.
learning-rule-support-must-match-title = Unterstützung muss zu einem echten Befehl passen
learning-rule-support-must-match-text = Eine Unterstützung zählt nur, wenn die unterstützte Einheit wirklich tut, was die Unterstützung beschreibt: Unterstützung zum Halten hilft einer Einheit, die stehen bleibt, Unterstützung eines Zuges hilft genau diesem Zug, und eine genannte Küste muss die sein, die die Flotte ansteuert. Einen Zug, den die unterstützte Einheit nie machen könnte, kann man gar nicht unterstützen. Das Regelbuch setzt dies voraus; das DATC spricht es aus.
learning-rule-support-cut-title = Unterstützung abschneiden
learning-rule-support-cut-text = Eine unterstützende Einheit, die angegriffen wird, verliert ihre Unterstützung, auch wenn der Angriff auf sie scheitert. Die Ausnahme: Ein Angriff aus genau der Provinz, auf die die Unterstützung zielt, schneidet sie nicht ab. Eine Unterstützung geht auch verloren, wenn der Unterstützer vertrieben wird, und Angriffe deiner eigenen Einheiten schneiden deine Unterstützungen nie ab.
learning-rule-convoys-title = Konvois
learning-rule-convoys-text = Eine Armee kann in einem Zug Wasser überqueren, wenn in jedem Meer entlang des Weges Flotten stehen, die jeweils den Befehl haben, diese Armee zu diesem Ziel zu bringen. Die Armee selbst muss den Befehl haben, dorthin zu ziehen. Eine Flotte, deren Meer auf keinem Weg zwischen den beiden Küsten liegt, kann nicht helfen, und fehlt ein nötiger Konvoibefehl, bleibt die Armee, wo sie ist.
learning-rule-convoy-fleets-at-sea-title = Nur Flotten auf See konvoiieren
learning-rule-convoy-fleets-at-sea-text = Armeen zu tragen ist die Arbeit von Flotten draußen in Meeresgebieten. Eine Flotte in einer Küstenprovinz kann nichts konvoiieren, und eine Armee kann nie konvoiieren.
learning-rule-convoy-armies-only-title = Nur Armeen werden konvoiiert
learning-rule-convoy-armies-only-text = Konvois gibt es, um Armeen über das Wasser zu bringen. Eine Flotte fährt aus eigener Kraft, daher bewirkt ein Befehl, eine Flotte zu konvoiieren, nichts.
learning-rule-convoy-disruption-title = Unterbrochene Konvois
learning-rule-convoy-disruption-text = Wird eine Flotte, die eine Armee trägt, vertrieben, bricht der Konvoi und die Armee bleibt, wo sie war. Eine Flotte, die angegriffen wird, aber ihr Meer hält, trägt weiter. Sind mehrere Wege offen, heben die Regeln von 1971 den Konvoi auf, wenn auf irgendeinem davon eine Flotte vertrieben wird; mit der DATC-Option genügt ein ununterbrochener Weg.
learning-rule-convoy-paradox-title = Konvoi-Paradoxa
learning-rule-convoy-paradox-text = Manchmal greift eine konvoiierte Armee eine Einheit an, deren Unterstützung darüber entscheidet, ob eine ihrer eigenen Konvoiflotten vertrieben wird, und die Befehle haben kein widerspruchsfreies Ergebnis. Nach den Regeln von 1971 schneidet diese Armee die Unterstützung nicht ab. Was das offenlässt, und jeder solche Fall mit der DATC-Option, folgt der Szykman-Regel: Die Flotten im Paradox tragen die Armee nicht, und sie bleibt zu Hause.
learning-rule-retreats-title = Wohin ein Rückzug gehen darf
learning-rule-retreats-text = Eine vertriebene Einheit darf sich in eine Nachbarprovinz zurückziehen, in die sie normalerweise ziehen könnte, sofern diese leer ist. Sie darf nicht dorthin, woher ihr Angreifer kam, und nicht in eine Provinz, die in diesem Zug durch ein Patt leer blieb; mit der DATC-Option darf sie dorthin, woher der Angreifer kam, wenn dieser per Konvoi übersetzte. Rückzüge nutzen nie Konvois oder Unterstützung.
learning-rule-retreat-collision-title = Rückzüge in dieselbe Provinz
learning-rule-retreat-collision-text = Ziehen sich zwei oder mehr Einheiten in dieselbe Provinz zurück, kommt keine an: Alle werden aufgelöst. Stärke spielt bei Rückzügen keine Rolle.
learning-rule-disbanding-title = Auflösen
learning-rule-disbanding-text = Eine vertriebene Einheit, die nirgendwohin kann, wird vom Brett genommen. Ein Spieler kann eine vertriebene Einheit auch auflösen, statt sie zurückzuziehen. Eine vertriebene Einheit ohne Rückzugsbefehl wird ebenfalls aufgelöst.
learning-rule-adjust-count-title = Einheiten folgen den Versorgungszentren
learning-rule-adjust-count-text = Nach jedem Herbst vergleicht jede Macht ihre Einheiten mit den Versorgungszentren, die sie kontrolliert. Hat sie mehr Zentren als Einheiten, darf sie die Differenz aufstellen; hat sie mehr Einheiten als Zentren, löst sie die überzähligen auf und wählt selbst, welche. Befehle über das Fällige hinaus werden ignoriert, und eine Macht im Gleichgewicht hat nichts anzupassen.
learning-rule-build-where-title = Wo aufgestellt wird
learning-rule-build-where-text = Neue Einheiten erscheinen nur in deinen Heimat-Versorgungszentren, mit denen deine Macht das Spiel beginnt, und nur solange du sie kontrollierst und dort nichts steht. Ist kein solches Zentrum frei, verfallen die Aufstellungen, die du nicht platzieren kannst.
learning-rule-build-kind-title = Sagen, was aufgestellt wird
learning-rule-build-kind-text = Eine Aufstellung muss die Art der neuen Einheit nennen, Armee oder Flotte, und die Einheit muss zu ihrem Ort passen: Flotten nur an einer Küste, mit genannter Küste, wo eine Provinz zwei hat. Eine Aufstellung, die das offenlässt oder eine Einheit dorthin setzt, wo sie nicht stehen kann, scheitert.
learning-rule-waive-builds-title = Auf Aufstellungen verzichten
learning-rule-waive-builds-text = Eine Macht muss nicht jede Aufstellung nutzen, die ihr zusteht: Sie darf auf einige oder alle verzichten. Die Regeln von 1971 sagen nur, dass Aufstellungen ohne freies Zentrum verfallen; das DATC lässt, wie spätere Regelbücher, einen Spieler bewusst darauf verzichten.
learning-rule-civil-disorder-title = Macht ohne Führung
learning-rule-civil-disorder-text = Eine Macht, die niemand mehr spielt, ist ohne Führung: Ihre Einheiten halten einfach. Muss eine Macht Einheiten auflösen und sagt nicht, welche, wählt das Spiel, beginnend mit den Einheiten, die am weitesten von ihrem nächsten Heimatzentrum entfernt sind. Bei Gleichstand gehen Flotten vor Armeen, dann der Name der Provinz in alphabetischer Reihenfolge. Mit der DATC-Option wird die Entfernung zum nächsten Zentrum gezählt, das die Macht besitzt, über Land und Meer gleichermaßen.
learning-rule-kurdistan-title = Kurdistan: keine Unterstützung aus den Bergen
learning-rule-kurdistan-text = Eine Armee in Kurdistan kann keine Einheit unterstützen, ob diese hält oder zieht. Die Armee darf weiterhin ziehen und halten, und andere Einheiten dürfen sie unterstützen.
learning-rule-switzerland-title = Die geschlossenen Pässe der Schweiz
learning-rule-switzerland-text = Die Schweiz kann in dieser Variante betreten werden, doch im Herbst und Winter überquert keine Armee die Grenze zwischen ihr und ihren südlichen Nachbarn: Marseille, Piemont, Mailand und Tirol. Im Herbst darf auch keine Einheit einen Zug über diese Grenzen unterstützen. Im Frühjahr und Sommer sind die Grenzen offen.
learning-rule-tyrolia-title = Tirols Bergkamm
learning-rule-tyrolia-text = Ein Bergkamm teilt Tirol. Eine Armee, die Tirol im Frühjahr von einer Seite betritt, darf im Herbst desselben Jahres nicht in die Provinzen auf der anderen Seite ziehen oder einen Zug dorthin unterstützen. Eine Armee, die länger in Tirol geblieben ist, ist frei von dieser Grenze.
learning-rule-norse-coast-title = Die Fjorde der Nordmeerküste
learning-rule-norse-coast-text = Im Winter darf keine Armee die Nordmeerküste betreten oder verlassen. Im Herbst darf eine Armee das nur, wenn die Flotte im Europäischen Nordmeer genau diesen Zug unterstützt und die Unterstützung nicht abgeschnitten wird. Ebenfalls im Herbst darf eine Armee dort nur eine Flotte unterstützen, die in die Provinz zieht, aus der die Armee kam.
learning-rule-railroad-title = Die Eisenbahn
learning-rule-railroad-text = Eine Armee darf in einem einzigen Zug mit der Eisenbahn zwischen Moskau und Omsk über Perm fahren. Ist ein Bahnhof auf dem Weg in diesem Zug besetzt oder angegriffen, endet die Reise am letzten Bahnhof davor oder beginnt gar nicht. Die Variante gibt einem Eisenbahnzug keine Unterstützung, daher erlaubt dieses Spiel keine.
learning-rule-stack-count-title = Einen Teil eines Stapels befehligen
learning-rule-stack-count-text = Wo Einheiten sich stapeln, beginnt ein Befehl damit, wie viele Einheiten des Stapels er betrifft, wie in 2 A Ber-Pru; Einheiten in derselben Provinz sind getrennt und dürfen alle Verschiedenes tun. Du kannst nicht mehr Einheiten befehligen, als dort stehen, und wo Armeen und Flotten eine Provinz teilen, musst du sagen, welche Art du meinst.
learning-rule-stack-battle-title = Stapelschlachten
learning-rule-stack-battle-text = Alle Einheiten einer Macht, die in eine Provinz ziehen, greifen gemeinsam an, und alle Einheiten in einer Provinz verteidigen gemeinsam. Die Seite mit mehr Einheiten plus Unterstützungen gewinnt; bei Gleichstand bleibt die Provinz, wie sie war. Nur eine Macht darf eine Provinz halten, und die eigenen Einheiten einer Macht blockieren einander nie.
learning-rule-stack-support-title = Gestapelte Unterstützung und Teilschnitte
learning-rule-stack-support-text = Unterstützung wirkt wie im gewöhnlichen Spiel, doch ein Angriff auf einen Stapel schneidet nur so viele Unterstützungen ab, wie es angreifende Einheiten gibt. Unterstützt eine Provinz in mehrere Richtungen, werden die zuletzt geschriebenen Unterstützungen zuerst abgeschnitten.
learning-rule-stack-convoy-title = Konvois mehrerer Armeen
learning-rule-stack-convoy-text = Jede konvoiierende Flotte trägt eine Armee, daher brauchen mehrere Armeen mehrere Flotten entlang des Weges. Ein Konvoi bricht nur dort, wo eine konvoiierende Flotte aus ihrem Meer vertrieben wird; Armeen, die keine Flotte mehr trägt, bleiben zurück.
learning-rule-stack-retreat-title = Gestapelte Rückzüge
learning-rule-stack-retreat-text = Vertriebene Einheiten aus einer Provinz dürfen sich jede woandershin zurückziehen und sich Einheiten ihrer eigenen Macht anschließen. Ziehen sich mehrere Mächte in dieselbe Provinz zurück, überlebt nur die größte Gruppe und behält nur so viele Einheiten, wie sie der nächsten Gruppe überlegen war.
learning-rule-stack-builds-title = Aufstellen auf einem gestapelten Brett
learning-rule-stack-builds-text = Eine Macht darf in jeder ihrer Heimatprovinzen aufstellen, die sie noch kontrolliert, auch wo schon eigene Einheiten stehen, aber nur eine neue Einheit pro Provinz und Winter. Wo Einheiten einer anderen Macht stehen, kann nichts aufgestellt werden.

## Das Feld des Lernmodus

learning-introduction = Einführung
learning-sample-game = Beispielpartie
learning-guided-turn = Ein erster Zug, geführt
learning-guided-turn-hover = Spiele England ein Jahr lang am echten Tisch, eins nach dem anderen: jede Art, Befehle zu schreiben, ein Patt, ein Rückzug und eine Aufstellung
learning-lessons = Lektionen
learning-try-it = Selbst ausprobieren (Sandkasten)
learning-try-it-hover = Öffne den Sandkasten mit dieser Stellung und diesen Befehlen, um sie zu ändern
learning-back-to-title = Zurück zum Titelbildschirm (Esc)
learning-stop = Anhalten (Leertaste)
learning-autoplay = Abspielen (Leertaste)
learning-pace = s pro Schritt
learning-back = ◀ Zurück
learning-next = Weiter ▶
learning-no-lesson = es gibt keine Lektion { $number }
learning-could-not-start = Der Lernmodus konnte nicht starten: { $problem }

## Das Blatt der Beispielpartie

learning-orders-as-printed = Die Befehle, wie gedruckt:
learning-implied-order = Nicht geschrieben, aber durch einen anderen Befehl impliziert: { $order }
learning-build-rings = Auf dem Brett hat eine aufzustellende Einheit einen goldenen Ring und eine aufzulösende einen violetten.
learning-next-shows = Weiter ▶ zeigt, was geschieht (oder die Pfeiltaste nach rechts).
learning-centre-passes = { $province } geht von { $from } an { $to }
learning-centre-from-neutral = { $province } geht von neutral an { $to }
learning-the-rules = Die Regeln:

## Eine Lektion: vorhersagen, dann zusehen

learning-lesson-section = Regelbuch { $section }
learning-show-what-happens = Zeigen, was geschieht ▶
learning-next-lesson = Nächste Lektion
learning-predict-moves = Deine Vorhersage — hake die Züge an, die gelingen:
learning-predict-dislodged = …und die Einheiten, die vertrieben werden:
learning-predicted-right =
    { $count ->
        [one] Du hast { $right } von { $count } Zug richtig vorhergesagt.
       *[other] Du hast { $right } von { $count } Zügen richtig vorhergesagt.
    }
learning-dislodged-exactly = Du hast die vertriebenen Einheiten genau benannt.
learning-dislodged-not-quite = Vertriebene Einheiten: nicht ganz — sieh dir die Ergebnisse oben an.

## Der Sandkasten

learning-sandbox-board = Karte:
learning-sandbox-rules = Regeln:
learning-sandbox-rulebook-1971 = Regelbuch von 1971
learning-sandbox-open = Den Sandkasten öffnen
learning-sandbox-open-latest = In der Phase der letzten automatischen Sicherung öffnen ({ $phase })
learning-sandbox-heading = Sandkasten
learning-sandbox-what = { $board } · Regeln { $rules } · { $phase }
learning-sandbox-step = Schritt { $step }
learning-sandbox-back = ◀ Zurück (Bild⬆)
learning-sandbox-forward = Vor ▶ (Bild⬇)
learning-sandbox-branches = Abzweigungen hier:
learning-sandbox-discard-branch = Die gewählte Abzweigung verwerfen
learning-sandbox-results-of = Ergebnisse von { $phase }
learning-sandbox-slips = Befehle — den Zettel jeder Macht einfügen oder tippen
learning-sandbox-example = Ein Befehl pro Zeile, z. B. { $example }
learning-sandbox-units-long = Einheiten von { $power }: Halten, Ziehen nach…, Unterstützen…
learning-sandbox-units = Einheiten von { $power }
learning-sandbox-resolve = Auswerten
learning-sandbox-title = Titel (Esc)
learning-sandbox-clicks = Klicks auf die Karte:
learning-sandbox-tool-orders = Befehle
learning-sandbox-tool-units = Einheiten
learning-sandbox-tool-centres = Zentren
learning-sandbox-stack-count = Einheiten eines Stapels pro Befehl:
learning-sandbox-army = Armee
learning-sandbox-fleet = Flotte
learning-sandbox-count = Anzahl
learning-sandbox-nobody = niemand
learning-sandbox-place-units = Klicke auf eine Provinz, um die Einheit zu setzen (bei einer Flotte auf eine Küste, wo es zwei gibt); klicke auf Einheiten, um sie zu entfernen.
learning-sandbox-give-centres = Klicke auf ein Versorgungszentrum, um es diesem Besitzer zu geben.
learning-sandbox-support = Unterstützen (S)
learning-sandbox-convoy = Konvoiieren (C)
learning-sandbox-stand = Halten (H)
learning-sandbox-cancel = Abbrechen (Esc)
learning-sandbox-no-unit = Keine Einheit in { $province } erhält in dieser Phase einen Befehl.
learning-sandbox-set-up = Die Karte einrichten
learning-sandbox-apply = Anwenden
learning-sandbox-set-up-done = Eingerichtet.
learning-sandbox-set-up-line = Eingerichtet: { $line }
learning-sandbox-exchange = Exportieren oder importieren
learning-sandbox-export-case = Diese Stellung und ihre Befehle exportieren
learning-sandbox-exported = Exportiert (und kopiert).
learning-sandbox-export-record = Die Partie als Aufzeichnung exportieren (die Wiedergabe liest sie)
learning-sandbox-record-exported = Aufzeichnung exportiert (und kopiert).
learning-sandbox-import = Den Fall importieren
learning-sandbox-imported = Importiert.
learning-sandbox-saved-games = Gesicherte Spiele
learning-sandbox-save-path = Pfad eines Spielstands
learning-sandbox-read = Lesen
learning-sandbox-open-at = Den Sandkasten öffnen bei:
learning-sandbox-opened-at = In dieser Phase geöffnet, mit ihren Befehlen.
learning-sandbox-save-as-game = Als Spiel sichern
learning-sandbox-saved = Gesichert: weiterspielen mit --load { $path }

## Das Feld des geführten Zuges

learning-tutor-first-curtain = Zuerst der Vorhang: Drücke den Knopf „Ich bin { $power }“ (oder Enter).
learning-tutor-first-continue = Drücke zuerst „Weiter“ unter den Ergebnissen rechts.
learning-tutor-play-on = Drücke „Weiter“ unter den Ergebnissen, um gegen die Computer weiterzuspielen.
learning-tutor-the-end = Ein erster Zug, geführt: das Ende
learning-tutor-step-of = Ein erster Zug, geführt: Schritt { $step } von { $count }
learning-tutor-back-to-new-game = Zurück zum neuen Spiel
learning-tutor-back-to-learning = Zurück zum Lernmodus
learning-tutor-own-game = Ein eigenes Spiel beginnen
learning-tutor-leave = Den geführten Zug verlassen
learning-tutor-next = Weiter
learning-tutor-done = ✔ Erledigt: { $step }.
learning-tutor-not-quite = ✖ Nicht ganz: { $reason }.
learning-tutor-not-yet = Noch nicht: { $reason }.
learning-tutor-could-not-start = Der geführte Zug konnte nicht starten: { $problem }
