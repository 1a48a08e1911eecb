# Diplomacy Hot-Seat: modalità di apprendimento, partita di esempio, turno guidato, schede delle regole e sandbox, in italiano.

