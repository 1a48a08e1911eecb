//! Which province covers each spot of the board, on a grid of small square cells filled
//! once by scanlines, so the name placement can ask it for thousands of points quickly.

use super::Board;
use crate::engine::ids::ProvinceId;
use crate::engine::map::geometry::{bounds, edges};

/// The side of a cell, in board units.
const CELL: f32 = 2.0;

/// The province in each cell (by the even-odd rule at the cell's middle), or none.
pub struct ProvinceCells {
    origin: [f32; 2],
    columns: usize,
    rows: usize,
    cells: Vec<Option<ProvinceId>>,
}

impl ProvinceCells {
    /// Fills the grid from every province outline of `board`.
    pub fn of(board: &Board) -> ProvinceCells {
        let all: Vec<[f32; 2]> = board
            .geometry
            .file
            .provinces
            .iter()
            .flat_map(|s| s.rings.iter().flatten().copied())
            .collect();
        let b = bounds(&[all]);
        let ok = b.iter().all(|v| v.is_finite());
        let (origin, columns, rows) = if ok {
            (
                [b[0], b[1]],
                ((b[2] - b[0]) / CELL).ceil() as usize + 1,
                ((b[3] - b[1]) / CELL).ceil() as usize + 1,
            )
        } else {
            ([0.0, 0.0], 0, 0)
        };
        let mut grid = ProvinceCells {
            origin,
            columns,
            rows,
            cells: vec![None; columns * rows],
        };
        for p in board.map.province_ids() {
            if let Some(shape) = board.geometry.shape(&board.map.province(p).id) {
                grid.fill(p, &shape.rings);
            }
        }
        grid
    }

    /// Marks the cells whose middles lie inside `rings` as `p`'s.
    fn fill(&mut self, p: ProvinceId, rings: &[Vec<[f32; 2]>]) {
        let b = bounds(rings);
        if !b.iter().all(|v| v.is_finite()) {
            return;
        }
        let row_of = |y: f32| ((y - self.origin[1]) / CELL).floor().max(0.0) as usize;
        for row in row_of(b[1])..=row_of(b[3]).min(self.rows.saturating_sub(1)) {
            let y = self.origin[1] + (row as f32 + 0.5) * CELL;
            let mut crossings: Vec<f32> = edges(rings)
                .filter(|(a, b)| (a[1] > y) != (b[1] > y))
                .map(|(a, b)| a[0] + (y - a[1]) * (b[0] - a[0]) / (b[1] - a[1]))
                .collect();
            crossings.sort_by(f32::total_cmp);
            for span in crossings.chunks_exact(2) {
                let from = ((span[0] - self.origin[0]) / CELL - 0.5).ceil().max(0.0) as usize;
                let to = ((span[1] - self.origin[0]) / CELL - 0.5).floor();
                if to < 0.0 {
                    continue;
                }
                let to = (to as usize).min(self.columns.saturating_sub(1));
                for column in from..=to {
                    self.cells[row * self.columns + column] = Some(p);
                }
            }
        }
    }

    /// The province covering board point `at`, if any.
    pub fn at(&self, at: [f32; 2]) -> Option<ProvinceId> {
        let column = ((at[0] - self.origin[0]) / CELL).floor();
        let row = ((at[1] - self.origin[1]) / CELL).floor();
        if column < 0.0 || row < 0.0 {
            return None;
        }
        let (column, row) = (column as usize, row as usize);
        (column < self.columns && row < self.rows)
            .then(|| self.cells[row * self.columns + column])
            .flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board::LoadedBoard;

    #[test]
    fn each_unit_anchor_lies_in_its_own_province() {
        let board = LoadedBoard::named("standard").expect("board");
        let board = board.get();
        let cells = ProvinceCells::of(&board);
        for p in board.map.province_ids() {
            let shape = board
                .geometry
                .shape(&board.map.province(p).id)
                .expect("shape");
            assert_eq!(cells.at(shape.unit), Some(p), "{}", shape.id);
        }
    }
}
