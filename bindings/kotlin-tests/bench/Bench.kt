package app.spieleabend.core.bench

import app.spieleabend.core.IntegrityCheckingUniffiLib
import app.spieleabend.core.UniffiRustCallStatus
import app.spieleabend.core.coreVersion
import app.spieleabend.core.gameIds
import app.spieleabend.core.runScenario
import java.io.File
import kotlinx.coroutines.runBlocking

/** Prints µs per call through the Kotlin bindings (release library, after a warm-up). */
fun main() {
    val repo = System.getProperty("spieleabend.repo") ?: error("run with -Dspieleabend.repo")
    val scenario = File(repo, "core/tests/scenarios/elfer_raus/opening-order.json").readText()
    // The floor: a bare JNA direct-mapped call, no call status, nothing to convert
    // (compiled together with the generated code, so its internals are visible).
    bench("bare JNA call (ffi contract version)", 200_000) {
        IntegrityCheckingUniffiLib.ffi_spieleabend_ffi_uniffi_contract_version()
    }
    // What every UniFFI call allocates at least once (a JNA Structure).
    bench("UniffiRustCallStatus() allocation", 200_000) { UniffiRustCallStatus() }
    bench("coreVersion()", 200_000) { coreVersion() }
    bench("gameIds()", 200_000) { gameIds() }
    bench("runScenario(opening-order.json) (suspend, runtime hop)", 5_000) {
        runBlocking { runScenario(scenario) }
    }
}

private fun bench(name: String, calls: Int, call: () -> Any) {
    repeat(calls / 4) { call() }
    var best = Double.MAX_VALUE
    repeat(5) {
        val start = System.nanoTime()
        repeat(calls) { call() }
        best = minOf(best, (System.nanoTime() - start) / 1_000.0 / calls)
    }
    println("%-58s %8.2f µs per call (best of 5 × %,d)".format(name, best, calls))
}
