# Diplomacy Hot-Seat: what the rules say about an order: refusals, verdicts and outcomes, in English (the reference language). Each file of
# assets/lang/en/ has its twin in de/, fr/ and it/ with the same ids and arguments.

