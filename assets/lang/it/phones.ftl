# Diplomacy Hot-Seat: la pagina dei telefoni, in italiano.

