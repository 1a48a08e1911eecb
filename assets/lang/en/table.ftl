# Diplomacy Hot-Seat: the table: new game, seats, clocks, diplomacy, scores and the end, in English (the reference language). Each file of
# assets/lang/en/ has its twin in de/, fr/ and it/ with the same ids and arguments.

