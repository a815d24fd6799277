#!/usr/bin/env bash
# Generates the Kotlin and Swift bindings from the built library (UniFFI library mode:
# the interface is read from the metadata in the library, so nothing is hand-written).
# Generated files are never edited by hand; change the Rust and run this again.
#
#   bindings/generate.sh          app bindings, committed:
#                                   Kotlin (uniffi.toml, Android) -> android/spieleabend-core/src/main/kotlin/
#                                   Swift -> ios/Sources/SpieleabendCore/, C header and
#                                   module.modulemap -> ios/include/ (for the XCFramework)
#   bindings/generate.sh --check  the same, then fails if the committed files differ (CI)
#   bindings/generate.sh --host DIR [CONFIG]
#                                 Kotlin for the JVM tests into DIR (not committed), from
#                                 the library as last built (the tests build it with the
#                                 test-panic feature); CONFIG defaults to the host config
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir=${CARGO_TARGET_DIR:-$PWD/target}
case "$(uname -s)" in
  Darwin) lib_name=libspieleabend_ffi.dylib ;;
  *) lib_name=libspieleabend_ffi.so ;;
esac
bindgen() { "$target_dir/debug/uniffi-bindgen" generate --no-format "$@"; }

# The generator is a workspace of its own (bindings/uniffi-bindgen), so its UniFFI "cli"
# feature never reaches the library; it must be built from the library's UniFFI version.
uniffi_version() { grep -A1 '^name = "uniffi"$' "$1" | sed -n 's/^version = "\(.*\)"$/\1/p'; }
if [ "$(uniffi_version Cargo.lock)" != "$(uniffi_version bindings/uniffi-bindgen/Cargo.lock)" ]; then
  echo "UniFFI $(uniffi_version Cargo.lock) in Cargo.lock but $(uniffi_version bindings/uniffi-bindgen/Cargo.lock)" \
    "in bindings/uniffi-bindgen/Cargo.lock: give the generator the library's version" >&2
  exit 1
fi
cargo build --quiet --locked --manifest-path bindings/uniffi-bindgen/Cargo.toml --target-dir "$target_dir"

if [ "${1:-}" = "--host" ]; then
  out=${2:?usage: generate.sh --host DIR [CONFIG]}
  config=${3:-bindings/kotlin-tests/uniffi-host.toml}
  rm -rf "$out"
  bindgen --config "$config" --language kotlin --out-dir "$out" "$target_dir/debug/$lib_name"
  exit 0
fi

# The app bindings come from the library without test features.
cargo build --quiet --locked -p spieleabend-ffi
lib=$target_dir/debug/$lib_name

kotlin_out=android/spieleabend-core/src/main/kotlin
# Only the generated file goes: the hand-written AppModel.kt lives next to it.
rm -f "$kotlin_out/app/spieleabend/core/spieleabend.kt"
bindgen --config uniffi.toml --language kotlin --out-dir "$kotlin_out" "$lib"

swift_tmp=$(mktemp -d)
trap 'rm -rf "$swift_tmp"' EXIT
bindgen --config uniffi.toml --language swift --out-dir "$swift_tmp" "$lib"
mkdir -p ios/Sources/SpieleabendCore ios/include
# The generated Swift is SpieleabendCore.swift, the only file of the package's sources.
rm -f ios/Sources/SpieleabendCore/SpieleabendCore.swift ios/include/*.h ios/include/module.modulemap
mv "$swift_tmp"/*.swift ios/Sources/SpieleabendCore/
mv "$swift_tmp"/*.h ios/include/
# An XCFramework's headers folder takes the module map under this fixed name.
mv "$swift_tmp"/*.modulemap ios/include/module.modulemap

if [ "${1:-}" = "--check" ]; then
  generated=("$kotlin_out" ios/Sources/SpieleabendCore ios/include)
  untracked=$(git ls-files --others --exclude-standard -- "${generated[@]}")
  if ! git diff --exit-code --stat -- "${generated[@]}" || [ -n "$untracked" ]; then
    echo "generated bindings are out of date: run bindings/generate.sh and commit" >&2
    [ -z "$untracked" ] || echo "not in git: $untracked" >&2
    exit 1
  fi
  echo "generated bindings are current"
fi
