//! A bounded run of the wire-format fuzzer (`core/examples/fuzz_frames.rs`): 20,000
//! fuzzed frames into the host and the client over open sealed channels, no panic.

#[path = "../examples/fuzz_frames.rs"]
#[allow(dead_code)]
mod fuzz;

#[test]
fn twenty_thousand_fuzzed_frames_without_a_panic() {
    let stats = fuzz::run(20_000, 1);
    assert_eq!(stats.panics, 0, "{stats:?}");
    assert_eq!(stats.host_frames + stats.client_frames, 20_000);
    // The fuzzer reaches past the seal: the client sees some frames as messages, and
    // the host closes connections over the rest.
    assert!(stats.decoded > 0 && stats.host_cuts > 0, "{stats:?}");
}
