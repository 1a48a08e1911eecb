//! Units grouped by a small key (the moves into each province, the supports each unit
//! receives), kept in unit order: [`Groups`], one flat list where each group is a slice,
//! and [`Links`], chains through reusable buffers, built in one pass.

use super::prepare::NONE;

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

/// Unit indices grouped by key as chains: each key's first unit, each unit's next.
/// Filled again for every phase without allocating once its buffers are large enough.
#[derive(Debug, Clone, Default)]
pub(super) struct Links {
    head: Vec<u16>,
    /// Each key's last unit, for [`Links::push_back`].
    tail: Vec<u16>,
    next: Vec<u16>,
}

impl Links {
    /// Empty groups for `keys` keys and `units` units.
    pub fn reset(&mut self, keys: usize, units: usize) {
        self.head.clear();
        self.head.resize(keys, NONE);
        self.tail.clear();
        self.tail.resize(keys, NONE);
        self.next.clear();
        self.next.resize(units, NONE);
    }

    /// Puts `unit` last in the group of `key` (units go in in unit order).
    #[inline]
    pub fn push_back(&mut self, key: usize, unit: usize) {
        match self.tail[key] {
            NONE => self.head[key] = unit as u16,
            last => self.next[usize::from(last)] = unit as u16,
        }
        self.tail[key] = unit as u16;
    }

    /// The units under `key`, in unit order.
    #[inline]
    pub fn of(&self, key: usize) -> Chain<'_> {
        Chain {
            links: self,
            at: self.head[key],
        }
    }
}

/// The units of one group of [`Links`].
pub(super) struct Chain<'a> {
    links: &'a Links,
    at: u16,
}

impl Iterator for Chain<'_> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.at == NONE {
            return None;
        }
        let unit = usize::from(self.at);
        self.at = self.links.next[unit];
        Some(unit)
    }
}

#[cfg(test)]
mod tests {
    use super::{Groups, Links};

    /// Chains each unit under its key, as the planning pass does.
    fn link(links: &mut Links, keys: usize, key_of: &[Option<usize>]) {
        links.reset(keys, key_of.len());
        for (unit, key) in key_of.iter().enumerate() {
            if let Some(k) = key {
                links.push_back(*k, unit);
            }
        }
    }

    #[test]
    fn each_chain_lists_its_units_in_order_and_unkeyed_units_nowhere() {
        let keys = [Some(2), None, Some(0), Some(2), Some(3), None];
        let mut links = Links::default();
        // Filled twice: nothing of the first filling is left.
        link(&mut links, 5, &[None, Some(4), None, None, None, None]);
        link(&mut links, 4, &keys);
        let of = |k| links.of(k).collect::<Vec<_>>();
        assert_eq!(of(0), [2]);
        assert!(of(1).is_empty());
        assert_eq!(of(2), [0, 3]);
        assert_eq!(of(3), [4]);
    }

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
