//! Nearby play: the protocol between the host device, which runs the table, and the
//! devices of the other players. Pure state machines ([`Host`], [`Client`], [`Probe`])
//! that take bytes, the time (ms since any fixed start) and seeded randomness in and
//! give frames and events out — no sockets, no threads, no clocks — so TCP, Bluetooth
//! and the in-memory links of the tests (`core/tests/common/sim.rs`) all drive the same
//! code. Every connection runs in a sealed [`channel`] keyed by the join code or a
//! device's resume secret. The wire format and the message flows are in
//! `docs/protocol.md`.
//!
//! Layers, each using only those above it: `frame`, `limits`, `patch`; `channel`,
//! `msg`; `names`, `update_bytes`, `fairness`; `client`, `host`, `probe`.

pub mod channel;
pub mod client;
pub mod fairness;
pub mod frame;
pub mod host;
pub mod limits;
pub mod msg;
pub mod names;
pub mod patch;
pub mod probe;
pub mod update_bytes;

pub use channel::{ClientFrame, HostFrame, Purpose, ResumeTicket, normalize_code};
pub use client::{
    Client, ClientConfig, ClientError, ClientEvent, ClientOutput, ClientState, EndReason,
};
pub use fairness::{FairnessFailure, FairnessReport, Verdict};
pub use frame::{FrameDecoder, FrameError, MAX_FRAME};
pub use host::{
    ConnId, Host, HostConfig, HostError, HostEvent, HostOutput, Phase, Standing, TableSetup,
    check_join_code,
};
pub use msg::{
    ActionReject, Auth, ByeReason, ClientMsg, DealRecord, DeviceId, HostMsg, LobbyInfo,
    LobbyPlayer, LobbyStatus, Opening, PROTOCOL_VERSION, RejectReason, SeatUpdate, TableStatus,
    Welcome,
};
pub use names::{clean_name, clean_text};
pub use patch::{Patch, Splice};
pub use probe::{Probe, ProbeOutput};
pub use update_bytes::{Patched, UpdateBytes};
