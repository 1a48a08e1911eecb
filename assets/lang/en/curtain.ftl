# Diplomacy Hot-Seat: the curtain between players, in English (the reference language). Each file of
# assets/lang/en/ has its twin in de/, fr/ and it/ with the same ids and arguments.

curtain-alarm = ⏰ The alarm is ringing: the first key or click stops it
curtain-phase-orders = { $phase } — orders
curtain-pass-to = Pass the laptop to
curtain-powers = { $first } and { $second }
curtain-passcode = Passcode
curtain-show-orders = I am { $name }: show my orders
curtain-show-retreats = I am { $name }: show my retreats
curtain-show-adjustments = I am { $name }: show my builds and disbands
curtain-visiting = The diplomacy clock runs on for the others while you write.
curtain-nobody-writes = Nobody writes now: back to the clock (Esc)
curtain-still-to-write =
    { $count ->
        [one] { $count } player still to write
       *[other] { $count } players still to write
    }
curtain-phone-instead = { $name } may seal on their phone instead: the laptop then calls the next player.
curtain-amend-heading = A player who sealed wants to change their orders
curtain-amend = { $name } changes their orders

## When the writing time runs out (read on the curtain and with the results)

curtain-sealed-at-time = { $power }'s orders were sealed when the writing time ran out.
curtain-sealed-at-time-left = { $power }'s orders were sealed when the writing time ran out: { $left }.
curtain-sealed-on-phone-at-time = { $power }'s orders were sealed on the phone when the writing time ran out.
