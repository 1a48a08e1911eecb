//! A list that is nearly always short (the opponents of one bounced move, the fleets of one
//! convoy): up to `N` items live inline, more spill to the heap. Reads as a slice; prints and saves as a plain list.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::{Deref, DerefMut};

/// Up to `N` items inline, any number on the heap.
#[derive(Clone)]
pub enum Few<T: Copy + Default, const N: usize> {
    /// The first `len` items of `items` are the list.
    Inline { len: u8, items: [T; N] },
    /// A list longer than `N`.
    Spilled(Vec<T>),
}

impl<T: Copy + Default, const N: usize> Few<T, N> {
    /// An empty list.
    pub fn new() -> Self {
        Few::Inline {
            len: 0,
            items: [T::default(); N],
        }
    }

    /// Adds an item at the end.
    pub fn push(&mut self, item: T) {
        match self {
            Few::Inline { len, items } if usize::from(*len) < N => {
                items[usize::from(*len)] = item;
                *len += 1;
            }
            Few::Inline { len, items } => {
                let mut spilled = Vec::with_capacity(N * 2);
                spilled.extend_from_slice(&items[..usize::from(*len)]);
                spilled.push(item);
                *self = Few::Spilled(spilled);
            }
            Few::Spilled(list) => list.push(item),
        }
    }

    /// Takes the last item off.
    pub fn pop(&mut self) -> Option<T> {
        match self {
            Few::Inline { len: 0, .. } => None,
            Few::Inline { len, items } => {
                *len -= 1;
                Some(items[usize::from(*len)])
            }
            Few::Spilled(list) => list.pop(),
        }
    }
}

impl<T: Copy + Default, const N: usize> Default for Few<T, N> {
    fn default() -> Self {
        Few::new()
    }
}

impl<T: Copy + Default, const N: usize> Deref for Few<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        match self {
            Few::Inline { len, items } => &items[..usize::from(*len)],
            Few::Spilled(list) => list,
        }
    }
}

impl<T: Copy + Default, const N: usize> DerefMut for Few<T, N> {
    fn deref_mut(&mut self) -> &mut [T] {
        match self {
            Few::Inline { len, items } => &mut items[..usize::from(*len)],
            Few::Spilled(list) => list,
        }
    }
}

impl<T: Copy + Default, const N: usize> FromIterator<T> for Few<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut few = Few::new();
        for item in iter {
            few.push(item);
        }
        few
    }
}

impl<T: Copy + Default, const N: usize> From<Vec<T>> for Few<T, N> {
    fn from(list: Vec<T>) -> Self {
        list.into_iter().collect()
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for Few<T, N> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for Few<T, N> {}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for Few<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: Copy + Default + Serialize, const N: usize> Serialize for Few<T, N> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> Deserialize<'de> for Few<T, N> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Vec::<T>::deserialize(deserializer).map(Few::from)
    }
}

#[cfg(test)]
mod tests {
    use super::Few;

    #[test]
    fn a_list_longer_than_its_inline_room_keeps_every_item_in_order() {
        let mut few: Few<u32, 2> = Few::new();
        for k in 1..=5 {
            few.push(k);
        }
        assert_eq!(&*few, &[1, 2, 3, 4, 5]);
        assert!(matches!(few, Few::Spilled(_)));
        let short: Few<u32, 2> = [7].into_iter().collect();
        assert_eq!(&*short, &[7]);
        assert!(matches!(short, Few::Inline { .. }));
    }

    #[test]
    fn it_prints_and_saves_as_a_plain_list_whatever_its_storage() {
        let short: Few<u32, 3> = vec![1, 2].into();
        let long: Few<u32, 1> = vec![1, 2].into();
        assert_eq!(format!("{short:?}"), format!("{:?}", vec![1, 2]));
        assert_eq!(format!("{long:?}"), "[1, 2]");
        let saved = ron::to_string(&short).expect("save");
        assert_eq!(saved, ron::to_string(&vec![1u32, 2]).expect("save"));
        let read: Few<u32, 1> = ron::from_str(&saved).expect("read");
        assert_eq!(&*read, &[1, 2]);
    }
}
