# Diplomacy Hot-Seat: the phones' page, in English (the reference language). Each file of
# assets/lang/en/ has its twin in de/, fr/ and it/ with the same ids and arguments.

## Behind the curtain: how to join by phone

phones-join-title = 📱 Write on your phone
phones-join-how = Scan the code with your phone's camera, or open the address and type the code. Only you should see this.
phones-join-code = Code: { $code }
phones-join-refused = No code: phones are refused for this power.
phones-join-new-code = New code (the old one stops working)
phones-join-new-code-hint = For a lost phone, or if someone else saw the code.
