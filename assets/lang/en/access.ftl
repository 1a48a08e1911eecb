# Diplomacy Hot-Seat: the table for everyone (screen reader, keyboard, less motion), in English.

## Screen reader

# (screen reader messages go here)





## Less motion

settings-less-motion = Less motion (the moves shown where they end, a steady alarm)
settings-less-motion-hint = The results come at once with the units where they end, nothing slides across the board, and the alarm's red frame stays still instead of flashing.





## The board in words and the keyboard

# (board in words and keyboard messages go here)
