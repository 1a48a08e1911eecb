//! Units grouped by a small key (the moves into each province, the supports each unit
//! receives): one flat list where each group is a slice, kept in unit order.

/// Unit indices grouped by key; each unit belongs to at most one group.
#[derive(Debug, Clone, Default)]
pub(super) struct Groups {
    /// One allocation: for each key where its group begins (then the total), followed
    /// by the grouped units.
    data: Vec<usize>,
    keys: usize,
}

impl Groups {
    /// Groups each of the `units` units under `key_of(unit)` (units without a key belong
    /// to no group); every key must be below `keys`.
    pub fn new(keys: usize, units: usize, key_of: impl Fn(usize) -> Option<usize>) -> Groups {
        // Each key's count, summed so that data[k] is where group k ends...
        let mut data = Vec::with_capacity(keys + 1 + units);
        data.resize(keys + 1, 0);
        for k in (0..units).filter_map(&key_of) {
            data[k] += 1;
        }
        let mut total = keys + 1;
        for s in data.iter_mut() {
            total += *s;
            *s = total;
        }
        // ...then filled from the back, which leaves data[k] where group k begins.
        data.resize(total, 0);
        for i in (0..units).rev() {
            if let Some(k) = key_of(i) {
                data[k] -= 1;
                let at = data[k];
                data[at] = i;
            }
        }
        Groups { data, keys }
    }

    /// The units under `key`, in unit order.
    pub fn of(&self, key: usize) -> &[usize] {
        debug_assert!(key < self.keys);
        &self.data[self.data[key]..self.data[key + 1]]
    }
}

#[cfg(test)]
mod tests {
    use super::Groups;

    #[test]
    fn each_group_lists_its_units_in_order_and_unkeyed_units_nowhere() {
        let keys = [Some(2), None, Some(0), Some(2), Some(3), None];
        let groups = Groups::new(4, keys.len(), |i| keys[i]);
        assert_eq!(groups.of(0), &[2]);
        assert!(groups.of(1).is_empty());
        assert_eq!(groups.of(2), &[0, 3]);
        assert_eq!(groups.of(3), &[4]);
    }
}
