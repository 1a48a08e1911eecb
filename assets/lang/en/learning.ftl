# Diplomacy Hot-Seat: learning mode, the sample game, the guided turn, rule cards and the sandbox, in English (the reference language). Each file of
# assets/lang/en/ has its twin in de/, fr/ and it/ with the same ids and arguments.

