//! Units grouped by a small key (the moves into each province, the supports each unit
//! receives): one flat list where each group is a slice, kept in unit order.

/// Unit indices grouped by key; each unit belongs to at most one group.
#[derive(Debug, Clone, Default)]
pub(super) struct Groups {
    /// Where each key's group begins in `units`; the last entry is the total.
    starts: Vec<u32>,
    units: Vec<usize>,
}

impl Groups {
    /// Groups unit `i` under `key_of[i]` (units without a key belong to no group);
    /// every key must be below `keys`.
    pub fn new(keys: usize, key_of: &[Option<usize>]) -> Groups {
        // Each key's count, summed so that starts[k] is where group k ends...
        let mut starts = vec![0u32; keys + 1];
        for k in key_of.iter().flatten() {
            starts[*k] += 1;
        }
        let mut total = 0;
        for s in starts.iter_mut() {
            total += *s;
            *s = total;
        }
        // ...then filled from the back, which leaves starts[k] where group k begins.
        let mut units = vec![0; total as usize];
        for (i, key) in key_of.iter().enumerate().rev() {
            if let Some(k) = *key {
                starts[k] -= 1;
                units[starts[k] as usize] = i;
            }
        }
        Groups { starts, units }
    }

    /// The units under `key`, in unit order.
    pub fn of(&self, key: usize) -> &[usize] {
        &self.units[self.starts[key] as usize..self.starts[key + 1] as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::Groups;

    #[test]
    fn each_group_lists_its_units_in_order_and_unkeyed_units_nowhere() {
        let groups = Groups::new(4, &[Some(2), None, Some(0), Some(2), Some(3), None]);
        assert_eq!(groups.of(0), &[2]);
        assert!(groups.of(1).is_empty());
        assert_eq!(groups.of(2), &[0, 3]);
        assert_eq!(groups.of(3), &[4]);
    }
}
