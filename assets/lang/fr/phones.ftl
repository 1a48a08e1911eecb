# Diplomacy Hot-Seat : la page des téléphones, en français.

