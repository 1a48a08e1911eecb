# Diplomacy Hot-Seat: ordini, ritirate e costruzioni, il controllo prima di sigillare, risultati e trattative, in italiano.

