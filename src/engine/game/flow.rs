//! The turn sequence: writing and sealing orders, resolving a phase, and moving on
//! (retreats only when needed, centre control after Autumn, adjustments, victory).

use super::record::{OrderLine, PhaseRecord};
use super::{CoinToss, Game, Outcome, Scenario, ShortGame, calendar, phase};
use crate::engine::adjudicate::Board;
use crate::engine::adjudicate::adjudicate_phase;
use crate::engine::ids::PowerId;
use crate::engine::map::Map;
use crate::engine::notation::{OrderError, parse_order};
use crate::engine::order::Written;
use crate::engine::position::{Phase, PhaseKind, Position, Season};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

impl Game {
    /// Replaces a power's orders for the current phase with these lines and returns how
    /// each reads (an error says why a line is not an order; it stays written, and is void).
    /// On a map where units stack nothing is returned; each line is kept with the orders
    /// it reads as (see [`phase::read_line`]).
    pub fn write_orders(
        &mut self,
        map: &Map,
        power: PowerId,
        lines: &[String],
    ) -> Vec<Result<Written, OrderError>> {
        let mut out = Vec::new();
        let mut typed = Vec::new();
        for line in lines.iter().map(|l| l.trim()).filter(|l| !l.is_empty()) {
            let read = match self.board(map).orders_part_of_stacks() {
                true => phase::read_line(map, &self.position, power, line),
                false => {
                    let parsed = parse_order(map, &self.position, Some(power), line);
                    let read = parsed.as_ref().map(|w| vec![*w]).map_err(|e| e.to_string());
                    out.push(parsed);
                    read
                }
            };
            typed.push((line.to_string(), read));
        }
        self.write_typed(power, typed);
        out
    }

    /// Replaces a power's orders for the current phase with typed orders (a computer's),
    /// one line each.
    pub fn write_computed(&mut self, power: PowerId, orders: &[Written]) {
        self.pending.retain(|o| o.power != power);
        self.sealed.retain(|p| *p != power);
        (self.pending).extend(orders.iter().map(|w| OrderLine::typed(power, vec![*w])));
    }

    /// Replaces a power's orders for the current phase with lines already read against
    /// this phase's position (the order panel's drafts): the orders each line gives, or
    /// its text and why it does not read (the text of a line that reads is not kept).
    pub fn write_typed(
        &mut self,
        power: PowerId,
        lines: impl IntoIterator<Item = (String, Result<Vec<Written>, String>)>,
    ) {
        self.pending.retain(|o| o.power != power);
        self.sealed.retain(|p| *p != power);
        for (text, read) in lines {
            self.pending.push(OrderLine::read_from(power, &text, read));
        }
    }

    /// Seals a power's orders for this phase, at the laptop.
    pub fn seal(&mut self, power: PowerId) {
        self.seal_from(power, false);
    }

    /// Seals a power's orders for this phase from its phone.
    pub fn seal_on_phone(&mut self, power: PowerId) {
        self.seal_from(power, true);
    }

    fn seal_from(&mut self, power: PowerId, on_phone: bool) {
        if self.sealed.contains(&power) {
            return;
        }
        self.sealed.push(power);
        let at = crate::platform::unix_seconds();
        self.seal_marks.retain(|m| m.power != power);
        self.seal_marks.push(super::SealMark {
            power,
            on_phone,
            at,
        });
    }

    /// Where and when a sealed power sealed (`None` when it has not sealed). A seal kept
    /// from an older save, with no mark, was made at the laptop.
    pub fn seal_mark(&self, power: PowerId) -> Option<super::SealMark> {
        if !self.sealed.contains(&power) {
            return None;
        }
        let mark = self.seal_marks.iter().find(|m| m.power == power).copied();
        Some(mark.unwrap_or(super::SealMark {
            power,
            on_phone: false,
            at: 0,
        }))
    }

    /// Whether every power that must order has sealed.
    pub fn all_sealed(&self, map: &Map) -> bool {
        self.powers_to_order(map)
            .iter()
            .all(|p| self.sealed.contains(p))
    }

    /// The short game's time has run out: the game ends now, or, during an Autumn
    /// campaign, when that campaign is complete (III.1).
    pub fn time_up(&mut self, map: &Map) {
        self.time_up = true;
        if self.position.phase.season == Season::Spring && self.outcome.is_none() {
            self.end_short_game(map);
        }
    }

    /// Resolves the current phase with the orders written, under the map's rulebook, and
    /// moves to the next phase.
    pub fn resolve(&mut self, map: &Map) -> &PhaseRecord {
        let before = self.position.clone();
        let orders = self.played_orders();
        let read = phase::read_orders(map, &before, &orders);
        let board = Board::new(map, &before, &self.setup.rules);
        let (result, mut next) = adjudicate_phase(board, &read.written);
        let orders_part_of_stacks = board.orders_part_of_stacks();
        // Units of powers nobody plays are disbanded when dislodged (III.2).
        let played: Vec<bool> = map.power_ids().map(|p| self.is_played(p)).collect();
        let disorder_disbands = next
            .dislodged
            .iter()
            .filter(|d| !played[d.unit.power.0 as usize])
            .map(|d| d.unit.loc)
            .collect();
        next.dislodged.retain(|d| played[d.unit.power.0 as usize]);
        let controllers = self.controller.clone();
        let centre_changes = self.advance(map, before.phase, &played, next);
        self.pending.clear();
        self.sealed.clear();
        self.seal_marks.clear();
        let unit_lines = match before.phase.kind {
            PhaseKind::Movement if !orders_part_of_stacks => read.unit_lines,
            _ => Vec::new(),
        };
        self.record.push(PhaseRecord {
            phase: before.phase,
            position: before,
            orders,
            refused: read.refused,
            result,
            centre_changes,
            disorder_disbands,
            controllers,
            unit_lines,
        });
        self.talks_after_resolve(map);
        self.record.last().expect("just pushed")
    }

    /// Moves on from a resolved phase (see [`calendar::advance`]) and settles what the new
    /// phase decides: victory, the short game's end, World War I's coin toss and side
    /// victory, the map's last year. Returns the centres that changed hands.
    fn advance(
        &mut self,
        map: &Map,
        resolved: Phase,
        played: &[bool],
        mut next: Position,
    ) -> Vec<calendar::CentreChange> {
        let changes = calendar::advance(map, resolved.kind, played, &mut next);
        self.position = next;
        let now = self.position.phase;
        let campaign_done = resolved.season == Season::Autumn
            && resolved.kind != PhaseKind::Adjustment
            && now.kind != PhaseKind::Retreat;
        let new_year = now.year > resolved.year;
        if new_year {
            self.end_of_winter(map);
        }
        if campaign_done {
            self.check_victory(map);
            if self.setup.scenario == Scenario::WorldWarOne && self.coin_toss.is_none() {
                let mut rng = StdRng::seed_from_u64(self.setup.seed ^ 0x1914);
                let winner = rng.random_range(0..self.setup.players.len().max(1));
                self.coin_toss = Some(CoinToss { winner });
            }
        }
        if new_year {
            self.start_of_year();
        }
        if campaign_done || new_year {
            self.check_side_victory(map);
            self.check_last_year(map);
        }
        changes
    }

    /// Where the variant asks for the centres over several winters (Multiplomacy 11):
    /// counts this winter and declares the power that has held them long enough.
    fn end_of_winter(&mut self, map: &Map) {
        if map.victory_years > 1
            && let Some(power) = self.winters.end_of_winter(map, &self.position)
            && self.outcome.is_none()
        {
            self.outcome = Some(Outcome::Victory { power });
        }
    }

    /// A map with a last year (European Diplomacy: 1917) ends once that year's last phase
    /// is played, as a draw shared by the surviving powers.
    fn check_last_year(&mut self, map: &Map) {
        if self.outcome.is_none()
            && self.position.phase.kind == PhaseKind::Movement
            && map.is_past_last_year(self.position.phase.year)
        {
            let powers = map
                .power_ids()
                .filter(|&p| !self.is_eliminated(p))
                .collect();
            self.outcome = Some(Outcome::LastYearDraw { powers });
        }
    }

    /// World War I: Italy joins the coin toss's winner in Spring 1915.
    fn start_of_year(&mut self) {
        if let Some(toss) = &self.coin_toss
            && self.position.phase.year >= 1915
            && let Some(italy) = self.italy()
            && !self.setup.players[toss.winner]
                .powers
                .contains(&PowerId(italy as u8))
        {
            self.controller[italy] = Some(toss.winner);
            self.setup.players[toss.winner]
                .powers
                .push(PowerId(italy as u8));
        }
    }

    fn italy(&self) -> Option<usize> {
        // Italy is the fourth power of the standard map.
        (self.setup.variant == "standard").then_some(3)
    }

    fn check_victory(&mut self, map: &Map) {
        if self.outcome.is_some() {
            return;
        }
        if self.setup.scenario == Scenario::Standard
            && map.victory_years <= 1
            && let Some((power, count)) =
                self.centre_counts(map).into_iter().max_by_key(|(_, c)| *c)
            && count as u32 >= map.victory_centres
        {
            self.outcome = Some(Outcome::Victory { power });
            return;
        }
        self.check_short_game(map);
    }

    /// Ends a short game whose year or time limit has been reached.
    pub(super) fn check_short_game(&mut self, map: &Map) {
        if self.outcome.is_some() {
            return;
        }
        let ended = match self.setup.short_game {
            Some(ShortGame::EndYear(y)) => self.position.phase.year >= y,
            Some(ShortGame::Minutes(_)) | None => self.time_up,
        };
        if ended {
            self.end_short_game(map);
        }
    }

    /// The orders written this phase by powers someone plays.
    pub(super) fn played_orders(&self) -> Vec<OrderLine> {
        self.pending
            .iter()
            .filter(|o| self.is_played(o.power))
            .cloned()
            .collect()
    }

    pub(super) fn end_short_game(&mut self, map: &Map) {
        let counts = self.centre_counts(map);
        let best = counts.iter().map(|(_, c)| *c).max().unwrap_or(0);
        self.outcome = Some(Outcome::ShortGame {
            leaders: counts
                .iter()
                .filter(|(_, c)| *c == best)
                .map(|(p, _)| *p)
                .collect(),
        });
    }

    /// World War I: a side with 24 units in play wins.
    fn check_side_victory(&mut self, map: &Map) {
        if self.outcome.is_some() || self.setup.scenario != Scenario::WorldWarOne {
            return;
        }
        for player in 0..self.setup.players.len() {
            let units: usize = map
                .power_ids()
                .filter(|p| self.controller[p.0 as usize] == Some(player))
                .map(|p| self.position.unit_count(p))
                .sum();
            if units >= 24 {
                self.outcome = Some(Outcome::SideVictory { player });
                return;
            }
        }
    }
}
