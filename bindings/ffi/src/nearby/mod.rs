//! What the shells need for nearby play besides the app core: the links they open
//! themselves ([`link`]: a Bluetooth channel as a [`NearbyLink`], fed through a
//! [`NearbyLinkInput`]) and the reading and writing of a table's TXT record ([`txt`]:
//! a service found by Android NSD or iOS Bonjour, or the record's bytes in a Bluetooth
//! characteristic). The app core carries the tables themselves (`AppCore`).

pub mod link;
pub mod txt;

pub use link::{NearbyLink, NearbyLinkError, NearbyLinkInput};
pub use txt::{
    NearbyError, NearbyTable, nearby_table_from_txt, txt_record_bytes, txt_record_entries,
};
