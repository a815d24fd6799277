#!/usr/bin/env bash
# Builds libspieleabend_ffi.so for Android into spieleabend-core/src/main/jniLibs/<abi>/
# with cargo-ndk: arm64-v8a, armeabi-v7a and x86_64, in the workspace's `app` profile
# (release with fat LTO and one codegen unit; see Cargo.toml).
#
# Needs ANDROID_NDK_HOME pointing at NDK r28 or newer: from r28 on, the NDK links
# shared libraries for 16 KB pages by default, which Android 15+ devices require.
# Installs cargo-ndk and the Rust targets when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${ANDROID_NDK_HOME:?set ANDROID_NDK_HOME to NDK r28 or newer}"

command -v cargo-ndk >/dev/null || cargo install --locked cargo-ndk
rustup target add aarch64-linux-android armv7-linux-androideabi x86_64-linux-android

cargo ndk \
  -t arm64-v8a -t armeabi-v7a -t x86_64 \
  --platform 24 \
  -o android/spieleabend-core/src/main/jniLibs \
  build --locked --profile app -p spieleabend-ffi
