# Diplomacy Hot-Seat : mode d'apprentissage, partie d'exemple, tour guidé, fiches de règles et bac à sable, en français.

