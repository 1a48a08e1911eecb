# Diplomacy Hot-Seat : puissances, saisons et lieux, en français.

