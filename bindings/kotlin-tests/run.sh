#!/usr/bin/env bash
# Kotlin tests of the bindings on the JVM, against the real host library.
#
#   bindings/kotlin-tests/run.sh          build, generate host bindings, compile, run JUnit 5
#   bindings/kotlin-tests/run.sh --bench  µs per call over the release library
#
# Installs what it needs on a fresh machine: Debian's libjna-java, libjna-jni and junit5
# (apt-get only when one is missing) and kotlinc from the npm package kotlin-compiler
# (pinned, cached under $CARGO_TARGET_DIR/kotlin-tools). Ends with "N passed, N failed"
# and exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/kotlin-tools
work=$target_dir/kotlin-tests
mkdir -p "$work"
runtime_cp=$java_lib/jna.jar:$kotlin_home/lib/kotlinx-coroutines-core-jvm.jar:$kotlin_home/lib/kotlin-stdlib.jar
test_cp=$kotlin_home/lib/kotlin-test.jar:$kotlin_home/lib/kotlin-test-junit5.jar:$java_lib/junit-jupiter-api.jar:$java_lib/apiguardian-api.jar:$java_lib/opentest4j.jar

# Compiles the given sources into $1 unless they are unchanged since the last time.
compile() {
  local jar=$1; shift
  local stamp=$jar.sha256
  local sum
  sum=$( (echo "$kotlin_version"; cat "$@" ${bindings_jar:+"$bindings_jar.sha256"}) | sha256sum | cut -d' ' -f1)
  if [ -f "$jar" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$sum" ]; then
    return
  fi
  echo "== kotlinc ($# files)"
  rm -f "$jar" "$stamp"
  "$kotlinc" -nowarn -jvm-target 17 "$@" -cp "${bindings_jar:+$bindings_jar:}$runtime_cp:$test_cp" -d "$jar" 2>&1 |
    grep -v '^warning: unable to find kotlin-stdlib' || true
  [ -f "$jar" ] || { echo "kotlinc failed"; exit 1; }
  echo "$sum" >"$stamp"
}

if [ "${1:-}" = "--bench" ]; then
  echo "== cargo build --release -p spieleabend-ffi"
  cargo build --quiet --locked --release -p spieleabend-ffi
  cargo build --quiet --locked --manifest-path bindings/uniffi-bindgen/Cargo.toml --target-dir "$target_dir"
  rm -rf "$work/bench-gen"
  "$target_dir/debug/uniffi-bindgen" generate --no-format \
    --config bindings/kotlin-tests/uniffi-host.toml --language kotlin \
    --out-dir "$work/bench-gen" "$target_dir/release/libspieleabend_ffi.so"
  compile "$work/bench.jar" $(find "$work/bench-gen" -name '*.kt') \
    android/spieleabend-core/src/main/kotlin/app/spieleabend/core/AppModel.kt bindings/kotlin-tests/bench/Bench.kt
  exec java -Djna.library.path="$target_dir/release" \
    -cp "$work/bench.jar:$runtime_cp" app.spieleabend.core.bench.BenchKt
fi

# --- library and bindings ------------------------------------------------------------
echo "== cargo build -p spieleabend-ffi --features test-panic"
cargo build --quiet --locked -p spieleabend-ffi --features test-panic
kotlin_bindings

# --- compile and run ----------------------------------------------------------------------
# The hand-written AppModel wrapper uses nothing Android-specific, so it is tested here too,
# and so is the Android app's effect handling (plain Kotlin, with the shared cue code).
app_model=android/spieleabend-core/src/main/kotlin/app/spieleabend/core/AppModel.kt
app_effects="android/app/src/main/kotlin/app/spieleabend/android/effects/*.kt android/ui/src/main/kotlin/app/spieleabend/ui/cues/Cues.kt"
compile "$work/tests.jar" "$app_model" $app_effects bindings/kotlin-tests/src/*.kt

echo "== JUnit 5"
log=$work/junit.log
status=0
java -Djna.library.path="$target_dir/debug" \
  -jar "$java_lib/junit-platform-console-standalone.jar" \
  -cp "$work/tests.jar:$bindings_jar:$runtime_cp:$test_cp" --scan-classpath "$work/tests.jar" \
  --disable-banner --disable-ansi-colors --details=tree 2>&1 | tee "$log" || status=$?

count() { sed -n "s/^\[ *\([0-9]*\) tests $1 *\]\$/\1/p" "$log" | head -1; }
passed=$(count successful); failed=$(count failed); found=$(count found)
skipped=$(count aborted)
echo "kotlin-tests: ${passed:-0} passed, ${failed:-0} failed, ${skipped:-0} skipped"
if [ "$status" -ne 0 ] || [ "${failed:-0}" != 0 ] || [ "${found:-0}" = 0 ]; then
  exit 1
fi
