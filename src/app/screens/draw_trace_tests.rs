//! A draw every person proposed and the computers refused is told with the results and
//! through the next diplomacy period, each computer's vote with its reason.

use super::audit::{Widget, lay_out, table_in_autumn};
use super::diplomacy::{
    Asking, DiplomacyPanel, History, LastMoves, WriterChooser, diplomacy_panel,
};
use crate::engine::bot::DrawVote;
use crate::engine::game::DrawBallot;

fn words(widgets: &[Widget]) -> Vec<String> {
    widgets.iter().map(|w| w.words.clone()).collect()
}

#[test]
fn a_refused_draw_is_told_in_the_next_diplomacy_period_with_each_computers_reason() {
    let (mut game, table, map) = table_in_autumn();
    let phase = game.record.last().expect("a phase played").phase;
    let why = "leads with 6 of 34 centres, 3 more than anyone else: plays on";
    game.draw_ballot = Some(DrawBallot {
        phase,
        votes: vec![(
            2,
            DrawVote {
                agrees: false,
                why: why.into(),
            },
        )],
    });
    let panel = |game: &crate::engine::game::Game| {
        let (mut history, mut last, mut asking) =
            (History::default(), LastMoves::default(), Asking::default());
        let mut chooser = WriterChooser(false);
        let p = DiplomacyPanel {
            table: &table,
            game,
            map: &map,
            error: None,
            flash: false,
            pictures: super::picture_row::PictureRow {
                drawing: false,
                note: None,
            },
            phones: super::diplomacy::PhoneLine {
                address: None,
                trouble: None,
            },
        };
        let (widgets, _) = lay_out((1280.0, 800.0), 1.0, |ctx| {
            diplomacy_panel(
                ctx,
                &p,
                (&mut history, &mut last, &mut chooser),
                &mut asking,
            );
        });
        words(&widgets)
    };
    let shown = panel(&game);
    let told = |w: &str| shown.iter().any(|s| s.contains(w));
    assert!(told("Every person proposed a draw in"), "{shown:#?}");
    assert!(told(why), "the computer's reason: {shown:#?}");
    assert!(told("The draw was refused"));
    // A ballot of an earlier phase is not news any more.
    let mut earlier = phase;
    earlier.year -= 1;
    game.draw_ballot.as_mut().expect("ballot").phase = earlier;
    assert!(
        !panel(&game)
            .iter()
            .any(|s| s.contains("The draw was refused"))
    );
}
