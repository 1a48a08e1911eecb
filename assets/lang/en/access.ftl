# Diplomacy Hot-Seat: the table for everyone (screen reader, keyboard, less motion), in English.

## Screen reader

# (screen reader messages go here)
access-clock-left = { $time } left
access-previous-phase = Previous phase
access-next-phase = Next phase
access-speed = Speed { $speed }
access-result-succeeded = { $order }: succeeded
access-result-failed = { $order }: failed
access-order-box = Order to write
access-talk-offer = Offer
access-talk-kind = Kind of proposal
access-lesson = Lesson
access-sample-phase = Phase of the sample game
access-seat-player = Who plays seat { $seat }
access-seat-character = Character of seat { $seat }
access-seat-powers = Powers of seat { $seat }
access-seat-name = Name of seat { $seat }
access-seat-passcode = Passcode of seat { $seat }
access-qr-code = QR code for { $address }



## Less motion

settings-less-motion = Less motion (the moves shown where they end, a steady alarm)
settings-less-motion-hint = The results come at once with the units where they end, nothing slides across the board, and the alarm's red frame stays still instead of flashing.





## The board in words and the keyboard

# (board in words and keyboard messages go here)
