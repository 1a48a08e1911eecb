# Diplomacy Hot-Seat: the table: new game, seats, clocks, diplomacy, scores and the end, in English (the reference language). Each file of
# assets/lang/en/ has its twin in de/, fr/ and it/ with the same ids and arguments.

## Notices at the table: a wrong passcode, computers proposing a draw, the laptop having slept, a save that failed

table-notice-wrong-passcode = That passcode is not right. Try again.
table-notice-computers-propose-draw =
    { $count ->
       *[other] { $powers } propose a draw: no centre has changed hands for two years.
    }
table-notice-slept-paused = The laptop slept for { $slept }: the clock was paused at { $at }.
table-notice-slept-stood = The laptop slept for { $slept }: the clock stood at { $at } meanwhile.
table-autosave-failed = Autosave failed: { $problem }. The game is kept in memory and saved again every { $seconds } seconds until it works; the last autosave written is kept.
table-game-cannot-be-shown = This game cannot be shown: { $problem }
table-game-does-not-fit = This game does not fit the { $map } map: { $problem }

## Computer players: levels and characters

table-level-beginner = Beginner
table-level-novice = Novice
table-level-random = Random
table-level-strong = Strong
table-level-expert = Expert
table-character-balanced = Balanced
table-character-loyal = Loyal
table-character-opportunist = Opportunist
table-character-turtle = Turtle
table-character-aggressive = Aggressive
table-character-balanced-hint = weighs gains, safety and risk evenly
table-character-loyal-hint = keeps peace with a neighbour who has not attacked it for a year, and answers a stab
table-character-opportunist-hint = takes any centre left open
table-character-turtle-hint = holds its centres and grows slowly
table-character-aggressive-hint = attacks readily and takes risks
table-any-character = any character
table-character-drawn = Drawn at random when the game starts

## Seats

table-seat-player = Player
table-seat-computer = Computer ({ $level })
table-seat-unplayed = Unplayed
table-seat-person-hint = A person plays this seat
table-seat-beginner-hint = A Beginner computer plays this seat: it plays real moves but leaves chances: rarely supports, leaves centres open
table-seat-novice-hint = A Novice computer plays this seat: it writes its own orders by simple rules
table-seat-random-hint = A Random computer plays this seat: it plays random legal orders: a yardstick, not an opponent
table-seat-strong-hint = A Strong computer plays this seat: it weighs its orders against likely replies
table-seat-expert-hint = An Expert computer plays this seat: it searches longer, expecting its neighbours to play well
table-seat-unplayed-hint = Nobody plays these powers: their units stand and are disbanded when dislodged
table-seat-computer-stand-in = Computer — { $level }
table-seat-stands-still = Stands still
table-seat-name-computer = { $level } computer, seat { $seat }
table-seat-name-unplayed = Unplayed seat { $seat }
table-seat-name-player = Player { $seat }
table-passcode-hint = passcode
table-every-seat-unplayed = every seat is unplayed: someone or a computer must play

## New game

table-new-game-heading = New game — { $board }
table-board = Board
table-board-standard = Standard
table-board-multiplomacy = Multiplomacy (stacked units)
table-board-european = European ce05 (8 powers)
table-board-powers = { $powers } powers, { $centres } centres to win. With fewer players than powers, powers are dealt round the table.
table-board-seven-powers = Seven powers, { $centres } centres to win.
table-players = Players
table-grouping = Grouping
table-grouping-option = option { $number }
table-two-players-wwi = Two players play "World War I" from 1914: England, France and Russia against Austria, Germany and Turkey; Italy is neutral until a coin toss in Autumn 1914.
table-unplayed-powers-stand = Powers nobody plays keep their units, which stand and never retreat.
table-newcomer = Someone here is new to Diplomacy
table-newcomer-offer = Before the game, they can play a guided first turn: England for one year, about ten minutes, with every way of writing orders shown once. This form waits here for the game.
table-guided-turn = Play the guided first turn
table-draw-lots = Draw lots for the powers
table-heading-name = Name
table-heading-player = Player
table-heading-powers = Powers
table-heading-passcode = Passcode
table-heading-passcode-hint = Optional: asked before the player's orders are shown
table-heading-seat = Seat
table-heading-character = Character
table-by-ballot = by ballot
table-player-no-name = player { $number } has no name
table-start-game = Start the game
table-back = Back

## Rules, timing and short games

table-rules = Rules
table-rules-1971 = 1971 rulebook
table-rules-datc = DATC preferences
table-timing = Timing
table-timing-casual = Casual — no clocks
table-timing-tournament = Tournament — { $first } min first, { $later } min after, 5 min to write
table-timing-club = Club — { $first } min first, { $later } min after, 5 min to write
table-timing-custom = Custom — { $first } first, { $later } after, { $writing } to write
table-no-clock = no clock
table-minutes = { $minutes } min
table-first-period = First period
table-later-periods = later periods
table-writing = writing
table-writing-hint = minutes:seconds, e.g. 2:30; 0 for no clock
table-short-game = Short game
table-play-to-the-end = play to the end
table-end-after-year = end after the year
table-end-after = end after
table-amend-after-seal = Players who sealed may change their orders until the last player seals
table-amend-after-seal-hint = Players may also write and seal during the diplomacy period (W), and change them until it ends.
table-phones-may-write = Players may write on their phones
table-phones-may-write-hint = The laptop serves a page on this network; each player finds a join code for it behind the curtain. The laptop can still be used.
table-phones-not-in-browser = Phones as order pads need the desktop game: a web page cannot serve other devices.
table-talk-between-computers = The computers also make deals with each other
table-talk-between-computers-hint = Each spring and autumn the computers propose peace, demilitarised provinces and supports to one another, and keep or break them by character. People can always talk to the computers behind the curtain.

## Scoring

table-scoring = Scoring
table-club-night-box = Club night: add the scores to a running table
table-scores-heading = Scores — { $system }
table-scores-only = Only { $system }
table-scores-every = Every scoring system
table-scoring-draw-size = Draw-size
table-scoring-sum-of-squares = Sum of squares
table-scoring-c-diplo-100 = C-Diplo 100
table-scoring-c-diplo-73 = C-Diplo 73
table-scoring-carnage = Carnage
table-scoring-manorcon = ManorCon
table-scoring-tribute = Tribute
table-scoring-open-tribute = OpenTribute
table-scoring-draw-size-explained = A solo takes all 100 points; the survivors sharing a draw split them equally, whatever their centres.
table-scoring-sum-of-squares-explained = Each power scores 100 × its centres² ÷ the sum of every power's centres²; a solo scores 100 and the rest 0.
table-scoring-c-diplo-100-explained = 1 point for playing, 1 per centre, and 38/14/7 to the three largest powers (ties share); a solo scores 100 and the rest 0.
table-scoring-c-diplo-73-explained = 1 point for playing, 1 per centre, and 38/14/7 to the three largest powers (ties share); a solo scores 73 and the rest 0.
table-scoring-carnage-explained = Powers ranked by centres (the eliminated by when they fell) score 7,000 for first down to 1,000 for seventh, +1 per centre, ties splitting; a solo takes every point.
table-scoring-manorcon-explained = Survivors share 100 in proportion to S² + 4S + 16 (S = centres, summed over every power); the eliminated score 0.1 per year played; a solo scores 75.
table-scoring-tribute-explained = 1 point per centre plus an equal share of 66 for each power in the draw, each paying the board-topper 1 point per topper's centre over 6; a solo scores 100.
table-scoring-open-tribute-explained = 34 points plus 3 per centre, each power paying the board-topper 1 point per centre it is behind (the eliminated keep nothing); a solo scores 340.

## The diplomacy clock and panel

table-diplomacy-phase = Diplomacy — { $phase }
table-clock-orders-in = Time! Orders in { $seconds } s
table-clock-paused = paused
table-clock-no-clock = no clock: say when you are done
table-clock-first-to-write = First to the laptop: { $powers } — { $name }
table-and = { $first } and { $second }
table-clock-back = Back to the board (F)
table-pause = Pause (Space)
table-resume = Resume (Space)
table-add-minute = +1 min (M)
table-table-clock = Table clock (F)
table-end-diplomacy = Everyone agrees: write orders now (Enter)
table-writes-now = A player writes now, while the others talk (W)
table-draw-refused = The draw was refused: the game goes on.
table-proposals-wait = The computers have made proposals to some of you: come to the laptop to read yours.
table-show-last-moves = Show last turn's moves on the board (L)
table-back-to-title-saved = Back to the title screen (the game is saved)
table-phones-on-hint = The laptop serves a page on this network; each player finds their join code behind the curtain (W).
table-phones-address = Phones: { $address }/ — each player's code is behind the curtain (W).
table-phones-sealed = Sealed: { $powers }.
table-phones-trouble = Phones cannot connect: { $reason }
table-supply-centres = supply centres
table-units = units
table-units-count = { $count }u
table-centres-win = { $count } centres win
table-who-plays-computer = { $character } { $level } computer
table-not-played = not played
table-who-comes = Who comes to the laptop?
table-writer-row = { $name } ({ $powers }) — { $state }
table-writer-sealed-on-phone = sealed on the phone — may change
table-writer-sealed-at-laptop = sealed at the laptop — may change
table-writer-sealed = sealed — may change
table-writer-draft-kept = draft kept
table-writer-not-written = not written
table-nobody = Nobody (W)
table-no-phase-yet = No phase played yet.
table-history-back = ◀ (PgUp)
table-history-forward = ▶ (PgDn)
table-history-now = Now (Esc)
table-looking-back = Looking back: { $phase }
table-last-results = Last results: { $phase }
table-board-rules = Rules of this board
table-extra-homes = Extra home centres, buildable once captured: { $provinces }.

## A player leaves, the game is conceded

table-leave-header = A player leaves the game
table-leaves = { $name } leaves
table-leave-sure = { $name }'s powers go into civil disorder: their units stand and are removed as the rules say. Sure?
table-leave-yes = Yes, they leave
table-takes-over-beginner = A Beginner computer plays for them
table-takes-over-novice = A Novice computer plays for them
table-takes-over-random = A Random computer plays for them
table-takes-over-strong = A Strong computer plays for them
table-takes-over-expert = An Expert computer plays for them
table-no = No
table-concede-header = Concede the game
table-concedes-to = Everyone else concedes to { $name }
table-concede-sure = The game ends and { $name } wins by concession. Sure?
table-concede-yes = Yes, we concede

## The alarm

table-alarm-head = ⏰ Time is up — the alarm is ringing
table-alarm-how = Press any key or click to stop it. ({ $sound })

## The end of the game

table-game-over = The game is over
table-outcome-solo = { $power } wins with { $centres } supply centres — { $player }
table-outcome-short-game = Time is up: most centres — { $powers }
table-outcome-concession = The others concede to { $player }
table-outcome-draw = A draw, shared by { $players }
table-outcome-side-victory = { $player }'s side has 24 units in play and wins
table-outcome-last-year-draw = The last year is over: a draw, shared by { $powers }
table-outcome-none = The game goes on
table-talks =
    { $count ->
        [one] The talks ({ $count } proposal)
       *[other] The talks ({ $count } proposals)
    }
table-talk-lapsed = No answer: it lapsed.
table-pictures-to-share = Pictures to share
table-picture-of = A picture of
table-final-board = { $phase } (the final board)
table-save-this-picture = Save this picture
table-picture-phase = Save a picture of this phase
table-picture-animation = Save the game as an animation
table-save-record = Save the game record as text
table-back-to-title = Back to the title screen
table-no-save-folder = There is no save folder to write to.
table-saved-to = Saved to { $path }
table-record-not-saved = Could not save the record: { $error }

## Club night

table-club-no-folder = There is no save folder for the club night's table.
table-club-added = Added to the club night: game { $number } of the running table.
table-club-game = Game { $number }
table-club-total = Total
table-club-running = Running table: { $standings }
table-club-heading = Club night — { $count } game(s) by { $system }: { $standings }
table-club-next-game = Next game, same players
table-club-show-table = The table
table-club-hide-table = Hide the table
table-club-export = Export the table as CSV
table-club-end = End the club night
table-club-over-kept = The club night is over; its table is kept in { $path }
table-club-over = The club night is over.
table-club-not-saved = Could not save the table: { $error }

## When the game stops on an error (a message box)

table-crash-title = Diplomacy Hot-Seat stopped
table-crash-head = The game stopped on an error:
table-crash-at-start = It stopped while starting, before anything was shown: most often the graphics could not start. Update the graphics driver, or try another backend by setting the environment variable WGPU_BACKEND to vulkan (or dx12).
table-crash-autosaved = Every sealed order set and phase was autosaved: start the game again and continue from the title screen.
table-crash-report-written = A report was written to { $path }.
table-crash-report-failed = The report could not be written: { $error }
