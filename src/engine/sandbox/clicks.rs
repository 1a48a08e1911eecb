//! Setting up by clicking on the board: the tool in hand (a power's armies or fleets, a
//! count where units stack, or a power to own centres) turns a click into the same set-up
//! command, and typed line, that the set-up box takes.

use super::Sandbox;
use super::command_text::setup_line;
use super::setup::SetupCommand;
use crate::engine::adjudicate::Rulebook;
use crate::engine::ids::{Location, PowerId, UnitKind};
use crate::engine::map::Map;
use crate::engine::position::Position;

/// What a click on the board does while setting up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupTool {
    /// Place `count` of this power's units of `kind` (the coast clicked for a fleet on a
    /// split coast); a click on units there of that kind (or on another power's units, or
    /// on any unit where units do not stack) removes them instead.
    Units {
        power: PowerId,
        kind: UnitKind,
        count: u32,
    },
    /// Give the centre clicked to this power (`None`: to nobody).
    Owner(Option<PowerId>),
}

/// The set-up command a click at `at` stands for with `tool` in hand.
pub fn setup_click(map: &Map, position: &Position, tool: SetupTool, at: Location) -> SetupCommand {
    let p = at.province;
    match tool {
        SetupTool::Owner(owner) => SetupCommand::SetOwner { centre: p, owner },
        SetupTool::Units { power, kind, count } => {
            let here: Vec<_> = position.units_in(p).map(|i| position.units[i]).collect();
            let same_kind = here.iter().any(|u| u.kind == kind);
            let blocked = here
                .first()
                .is_some_and(|u| !Rulebook::of(map).units_stack() || u.power != power);
            let remove_kind = match (same_kind, blocked) {
                (true, _) => Some(kind),
                (false, true) => here.first().map(|u| u.kind),
                (false, false) => None,
            };
            match remove_kind {
                Some(kind) => SetupCommand::Remove {
                    at: p,
                    kind: Some(kind),
                    count: here.iter().filter(|u| u.kind == kind).count() as u32,
                },
                None => SetupCommand::Place {
                    power,
                    kind,
                    at: match kind {
                        UnitKind::Army => Location::province(p),
                        UnitKind::Fleet => at,
                    },
                    count: count.max(1),
                },
            }
        }
    }
}

impl Sandbox {
    /// Sets up by a click at `at` with `tool` in hand: the click's set-up command is
    /// applied as the set-up box applies a line, and written as its typed line for the
    /// set-up box. Returns the line, or why it was refused (nothing changes then).
    pub fn click_set_up(&mut self, tool: SetupTool, at: Location) -> Result<String, String> {
        let command = setup_click(&self.map, self.position(), tool, at);
        let line = setup_line(&self.map, &command)
            .ok_or("that change has no typed form: type it in the set-up box")?;
        self.set_up(command)
            .map_err(|why| format!("{line}: {why}"))?;
        Ok(line)
    }
}
