//! Nearby play: the protocol between the host device, which runs the table, and the
//! devices of the other players. Pure state machines ([`Host`], [`Client`]) that take
//! bytes and the time (ms since any fixed start) in and give frames and events out — no
//! sockets, no threads, no clocks — so TCP, Bluetooth and the in-memory links of the
//! tests (`core/tests/common/sim.rs`) all drive the same code. The wire format
//! and the message flows are in `docs/protocol.md`.

pub mod client;
pub mod fairness;
pub mod frame;
pub mod host;
pub mod limits;
pub mod msg;
pub mod patch;

pub use client::{
    Client, ClientConfig, ClientError, ClientEvent, ClientOutput, ClientState, EndReason,
};
pub use fairness::{DealRecord, FairnessFailure, FairnessReport, Opening, Verdict};
pub use frame::{FrameDecoder, FrameError, MAX_FRAME};
pub use host::{
    ConnId, DeviceId, Host, HostConfig, HostError, HostEvent, HostOutput, Phase, TableSetup,
    check_join_code,
};
pub use msg::{
    ActionReject, Auth, ByeReason, ClientMsg, HostMsg, LobbyInfo, LobbyPlayer, LobbyStatus,
    PROTOCOL_VERSION, RejectReason, SeatUpdate, TableStatus, Welcome, clean_text, encode_hello,
    peek_lobby_info, peek_reject,
};
pub use patch::{Patch, Patched, Splice, UpdateBytes};
