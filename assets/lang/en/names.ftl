# Diplomacy Hot-Seat: powers, seasons and places, in English (the reference language). Each file of
# assets/lang/en/ has its twin in de/, fr/ and it/ with the same ids and arguments.

