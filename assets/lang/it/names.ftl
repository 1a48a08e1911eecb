# Diplomacy Hot-Seat: potenze, stagioni e luoghi, in italiano.

