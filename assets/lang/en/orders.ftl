# Diplomacy Hot-Seat: writing orders, retreats and builds, the seal check, results and talks, in English (the reference language). Each file of
# assets/lang/en/ has its twin in de/, fr/ and it/ with the same ids and arguments.

