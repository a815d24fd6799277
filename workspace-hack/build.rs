// A build script, so that cargo applies the build-dependencies above (their features
// for build scripts and procedural macros).
fn main() {}
