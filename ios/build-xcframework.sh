#!/usr/bin/env bash
# Builds ios/SpieleabendCoreFFI.xcframework from the Rust library (macOS with Xcode).
#
# Device: aarch64-apple-ios. Simulator: aarch64-apple-ios-sim and x86_64-apple-ios,
# joined into one fat library with lipo. Built in the workspace's `app` profile
# (release with fat LTO and one codegen unit), as the Android library is. Headers:
# ios/include (the C header and module.modulemap of module SpieleabendCoreFFI),
# regenerated first so they match.
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$(uname -s)" = Darwin ] || { echo "build-xcframework.sh needs macOS with Xcode" >&2; exit 1; }

export IPHONEOS_DEPLOYMENT_TARGET=${IPHONEOS_DEPLOYMENT_TARGET:-17.0}
target_dir=${CARGO_TARGET_DIR:-$PWD/target}
lib=libspieleabend_ffi.a
targets=(aarch64-apple-ios aarch64-apple-ios-sim x86_64-apple-ios)

rustup target add "${targets[@]}"
for target in "${targets[@]}"; do
  cargo build --locked --profile app -p spieleabend-ffi --target "$target"
done

bindings/generate.sh

sim=$target_dir/ios-simulator
mkdir -p "$sim"
lipo -create \
  "$target_dir/aarch64-apple-ios-sim/app/$lib" \
  "$target_dir/x86_64-apple-ios/app/$lib" \
  -output "$sim/$lib"

out=ios/SpieleabendCoreFFI.xcframework
rm -rf "$out"
xcodebuild -create-xcframework \
  -library "$target_dir/aarch64-apple-ios/app/$lib" -headers ios/include \
  -library "$sim/$lib" -headers ios/include \
  -output "$out"
echo "built $out"
