# Diplomacy Hot-Seat: cosa dicono le regole di un ordine: rifiuti, verdetti ed esiti, in italiano.

