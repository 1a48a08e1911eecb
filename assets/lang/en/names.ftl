# Diplomacy Hot-Seat: powers, seasons and places, in English (the reference language).
# Each id's English words are the map's own name (maps/*.ron); the other languages give
# the name their players use where a standard one exists. Order notation keeps the
# rulebook's abbreviations (A Par-Bur) in every language.

## The calendar (a four-season map has summer and winter turns)

name-season-spring = Spring
name-season-summer = Summer
name-season-fall = Fall
name-season-autumn = Autumn
name-season-winter = Winter
name-turn-spring-retreats = the Spring retreats
name-turn-autumn-retreats-adjustments = the Autumn retreats and adjustments
name-phase-movement = { $season } { $year }
name-phase-retreats = { $season } { $year } Retreats
name-phase-adjustments = { $season } { $year } Adjustments

## The powers

power-england = England
power-france = France
power-germany = Germany
power-italy = Italy
power-austria = Austria
power-russia = Russia
power-turkey = Turkey
power-spain = Spain

## The powers' adjectives, as they stand before army and fleet (the other languages give
## the feminine form their words for army and fleet take: Armee/Flotte, armée/flotte,
## armata/flotta)

power-adjective-england = English
power-adjective-france = French
power-adjective-germany = German
power-adjective-italy = Italian
power-adjective-austria = Austrian
power-adjective-russia = Russian
power-adjective-turkey = Turkish
power-adjective-spain = Spanish

## Provinces and seas (maps/standard.ron, multiplomacy.ron and european.ron)

place-adr = Adriatic Sea
place-aeg = Aegean Sea
place-alb = Albania
place-als = Alboran Sea
place-and = Andalusia
place-ank = Ankara
place-apu = Apulia
place-ark = Arkhangel'sk
place-arm = Armenia
place-bal = Baltic Sea
place-bar = Barents Sea
place-bcn = Barcelona
place-bel = Belgium
place-ber = Berlin
place-bfs = Belfast
place-bla = Black Sea
place-boh = Bohemia
place-bot = Gulf of Bothnia
place-bre = Brest
place-bud = Budapest
place-bul = Bulgaria
place-bur = Burgundy
place-cly = Clyde
place-con = Constantinople
place-den = Denmark
place-eas = Eastern Mediterranean
place-edi = Edinburgh
place-egy = Egypt
place-eng = English Channel
place-fin = Finland
place-frk = Frankfurt
place-gal = Galicia
place-gas = Gascony
place-gof = Gulf of Finland
place-gol = Gulf of Lyons
place-gre = Greece
place-hel = Heligoland Bight
place-hol = Holland
place-ion = Ionian Sea
place-iri = Irish Sea
place-irq = Iraq
place-kat = Kattegat
place-kha = Khar'kov
place-kie = Kiel
place-kur = Kurdistan
place-lon = London
place-lvn = Livonia
place-lvp = Liverpool
place-lyn = Lyon
place-mad = Madrid
place-mal = Malaga
place-mar = Marseilles
place-mid = Mid-Atlantic Ocean
place-mil = Milan
place-min = Minsk
place-mos = Moscow
place-mun = Munich
place-mur = Murmansk
place-naf = North Africa
place-nap = Naples
place-nat = North Atlantic Ocean
place-nco = Norse Coast
place-nrg = Norwegian Sea
place-nsc = North Sea Central
place-nth = North Sea
place-nwy = Norway
place-ode = Odessa
place-oms = Omsk
place-ong = Lake Onega
place-par = Paris
place-per = Perm
place-pic = Picardy
place-pie = Piedmont
place-por = Portugal
place-prg = Prague
place-pru = Prussia
place-rom = Rome
place-ruh = Ruhr
place-rum = Rumania
place-ser = Serbia
place-sev = Sevastopol
place-sic = Sicily
place-sil = Silesia
place-ska = Skagerrak
place-smy = Smyrna
place-spa = Spain
place-stp = St. Petersburg
place-swe = Sweden
place-swi = Switzerland
place-syr = Syria
place-tan = Tangier
place-teh = Tehran
place-tri = Trieste
place-tun = Tunis
place-tus = Tuscany
place-tyr = Tyrolia
place-tys = Tyrrhenian Sea
place-ukr = Ukraine
place-ven = Venice
place-vie = Vienna
place-wal = Wales
place-war = Warsaw
place-wes = Western Mediterranean
place-whi = White Sea
place-yor = Yorkshire
