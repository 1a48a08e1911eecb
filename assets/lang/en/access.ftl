# Diplomacy Hot-Seat: the table for everyone (screen reader, keyboard, less motion), in English.

## Screen reader

# (screen reader messages go here)





## Less motion

# (less motion messages go here)





## The board in words and the keyboard

# (board in words and keyboard messages go here)
