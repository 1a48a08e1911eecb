//! Every province and power id in a loaded game, wherever it lies (the position, the
//! record's orders and verdicts, the outcome...), checked against the map: a save is text,
//! and a number in it may name a province or power the map lacks, which would otherwise
//! only show when the history is drawn or described (an index out of bounds).
//!
//! The ids are found by walking the game as serde sees it when saving: `ProvinceId` and
//! `PowerId` are newtype structs of those names. So a field added to the game later is
//! checked without being listed here.

use serde::Serialize;
use serde::ser::{self, Serializer};
use std::fmt;

/// The first province or power id in `value` that is not below `provinces` or `powers`.
pub fn first_out_of_range(
    value: &impl Serialize,
    provinces: usize,
    powers: usize,
) -> Option<String> {
    let mut walk = Walk {
        provinces,
        powers,
        inside: None,
    };
    value.serialize(&mut walk).err().map(|e| e.0)
}

/// What kind of id the integer being visited is, if any.
#[derive(Clone, Copy)]
enum Id {
    Province,
    Power,
}

struct Walk {
    provinces: usize,
    powers: usize,
    inside: Option<Id>,
}

/// The id found out of range (or, never for a game, a value serde could not walk).
#[derive(Debug)]
pub struct OutOfRange(String);

impl fmt::Display for OutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for OutOfRange {}

impl ser::Error for OutOfRange {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        OutOfRange(msg.to_string())
    }
}

impl Walk {
    fn integer(&self, n: u64) -> Result<(), OutOfRange> {
        match self.inside {
            Some(Id::Province) if n >= self.provinces as u64 => Err(OutOfRange(format!(
                "province {n} is not on the map (it has {})",
                self.provinces
            ))),
            Some(Id::Power) if n >= self.powers as u64 => Err(OutOfRange(format!(
                "power {n} is not on the map (it has {})",
                self.powers
            ))),
            _ => Ok(()),
        }
    }
}

/// The methods of one of serde's compound serializers: each element is walked in turn.
macro_rules! walk_elements {
    ($trait:ident, $($method:ident($($arg:ident: $ty:ty),*)),+) => {
        impl ser::$trait for &mut Walk {
            type Ok = ();
            type Error = OutOfRange;
            $(fn $method<T: Serialize + ?Sized>(&mut self, $($arg: $ty,)* value: &T) -> Result<(), OutOfRange> {
                $(let _ = $arg;)*
                value.serialize(&mut **self)
            })+
            fn end(self) -> Result<(), OutOfRange> {
                Ok(())
            }
        }
    };
}

walk_elements!(SerializeSeq, serialize_element());
walk_elements!(SerializeTuple, serialize_element());
walk_elements!(SerializeTupleStruct, serialize_field());
walk_elements!(SerializeTupleVariant, serialize_field());
walk_elements!(SerializeMap, serialize_key(), serialize_value());
walk_elements!(SerializeStruct, serialize_field(key: &'static str));
walk_elements!(SerializeStructVariant, serialize_field(key: &'static str));

impl Serializer for &mut Walk {
    type Ok = ();
    type Error = OutOfRange;
    type SerializeSeq = Self;
    type SerializeTuple = Self;
    type SerializeTupleStruct = Self;
    type SerializeTupleVariant = Self;
    type SerializeMap = Self;
    type SerializeStruct = Self;
    type SerializeStructVariant = Self;

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        name: &'static str,
        value: &T,
    ) -> Result<(), OutOfRange> {
        let id = match name {
            "ProvinceId" => Some(Id::Province),
            "PowerId" => Some(Id::Power),
            _ => None,
        };
        let outer = std::mem::replace(&mut self.inside, id);
        let walked = value.serialize(&mut *self);
        self.inside = outer;
        walked
    }

    fn serialize_u8(self, v: u8) -> Result<(), OutOfRange> {
        self.integer(v.into())
    }
    fn serialize_u16(self, v: u16) -> Result<(), OutOfRange> {
        self.integer(v.into())
    }
    fn serialize_u32(self, v: u32) -> Result<(), OutOfRange> {
        self.integer(v.into())
    }
    fn serialize_u64(self, v: u64) -> Result<(), OutOfRange> {
        self.integer(v)
    }
    fn serialize_bool(self, _: bool) -> Result<(), OutOfRange> {
        Ok(())
    }
    fn serialize_i8(self, _: i8) -> Result<(), OutOfRange> {
        Ok(())
    }
    fn serialize_i16(self, _: i16) -> Result<(), OutOfRange> {
        Ok(())
    }
    fn serialize_i32(self, _: i32) -> Result<(), OutOfRange> {
        Ok(())
    }
    fn serialize_i64(self, _: i64) -> Result<(), OutOfRange> {
        Ok(())
    }
    fn serialize_f32(self, _: f32) -> Result<(), OutOfRange> {
        Ok(())
    }
    fn serialize_f64(self, _: f64) -> Result<(), OutOfRange> {
        Ok(())
    }
    fn serialize_char(self, _: char) -> Result<(), OutOfRange> {
        Ok(())
    }
    fn serialize_str(self, _: &str) -> Result<(), OutOfRange> {
        Ok(())
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<(), OutOfRange> {
        Ok(())
    }
    fn serialize_none(self) -> Result<(), OutOfRange> {
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), OutOfRange> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), OutOfRange> {
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), OutOfRange> {
        Ok(())
    }
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
    ) -> Result<(), OutOfRange> {
        Ok(())
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        value: &T,
    ) -> Result<(), OutOfRange> {
        value.serialize(self)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self, OutOfRange> {
        Ok(self)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self, OutOfRange> {
        Ok(self)
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self, OutOfRange> {
        Ok(self)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self, OutOfRange> {
        Ok(self)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self, OutOfRange> {
        Ok(self)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self, OutOfRange> {
        Ok(self)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self, OutOfRange> {
        Ok(self)
    }
}
