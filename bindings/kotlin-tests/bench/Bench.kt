package app.spieleabend.core.bench

import app.spieleabend.core.AppCore
import app.spieleabend.core.AppIntent
import app.spieleabend.core.AppView
import app.spieleabend.core.HomeItem
import app.spieleabend.core.IntegrityCheckingUniffiLib
import app.spieleabend.core.Lang
import app.spieleabend.core.Overlay
import app.spieleabend.core.ScreenView
import app.spieleabend.core.SeatPlayer
import app.spieleabend.core.SetupIntent
import app.spieleabend.core.TableIntent
import app.spieleabend.core.UniffiRustCallStatus
import app.spieleabend.core.coreVersion
import app.spieleabend.core.gameIds
import java.io.File
import java.nio.file.Files

/** Prints µs per call through the Kotlin bindings (release library, after a warm-up). */
fun main() {
    // The floor: a bare JNA direct-mapped call, no call status, nothing to convert
    // (compiled together with the generated code, so its internals are visible).
    bench("bare JNA call (ffi contract version)", 200_000) {
        IntegrityCheckingUniffiLib.ffi_spieleabend_app_uniffi_contract_version()
    }
    // What every UniFFI call allocates at least once (a JNA Structure).
    bench("UniffiRustCallStatus() allocation", 200_000) { UniffiRustCallStatus() }
    bench("coreVersion()", 200_000) { coreVersion() }
    bench("gameIds()", 200_000) { gameIds() }
    for (game in listOf("elfer_raus", "seventy_seven", "juhu22", "rauswurf", "help")) {
        benchDispatch(game, 2_000)
    }
}

/**
 * The app core: µs per `dispatch` over whole games of people only (every action is a
 * person's: tap, choose, confirm, get ready behind the curtain, dismiss, rematch), and
 * FFI calls per action. `dispatch` includes the intent, handing the session document
 * to the core's writer thread (the write itself is not waited for) and the new view,
 * converted and lifted into Kotlin.
 */
private fun benchDispatch(game: String, actions: Int) {
    val dir = Files.createTempDirectory("spieleabend-bench").toString()
    val core = AppCore.withSeed(dir, Lang.EN, 1u)
    var calls = 0
    fun send(intent: AppIntent): AppView { calls++; return core.dispatch(intent) }
    send(AppIntent.Open(HomeItem.NEW_GAME))
    var view = send(AppIntent.Setup(SetupIntent.ChooseGame(game)))
    val seats = (view.screen as ScreenView.Setup).view.seats.size
    for (seat in 0 until seats) {
        view = send(AppIntent.Setup(SetupIntent.SetSeatPlayer(seat.toUInt(), SeatPlayer.Person)))
    }
    view = send(AppIntent.Setup(SetupIntent.Start))
    fun next(view: AppView): TableIntent {
        val t = (view.screen as ScreenView.Table).view
        return when (t.overlay) {
            is Overlay.GameOver -> TableIntent.Rematch
            is Overlay.Summary -> TableIntent.Dismiss
            is Overlay.Curtain -> TableIntent.Ready
            null -> {
                val pick = t.pick ?: error("$game: nobody to act")
                t.hand.firstOrNull { it.state.playable && !it.state.selected }?.let { TableIntent.TapCard(it.id) }
                    ?: pick.choices.firstOrNull()?.let { TableIntent.Choose(it.id) }
                    ?: TableIntent.Confirm
            }
        }
    }
    fun run(count: Int): Double {
        var total = 0L
        repeat(count) {
            val intent = AppIntent.Table(next(view))
            val start = System.nanoTime()
            view = send(intent)
            total += System.nanoTime() - start
        }
        return total / 1_000.0 / count
    }
    run(actions / 4)
    calls = 0
    val best = (1..3).minOf { run(actions) }
    val perAction = calls.toDouble() / (3 * actions)
    println("%-58s %8.2f µs per call (best of 3 × %,d), %.2f FFI calls per action".format("dispatch(intent) $game (app core)", best, actions, perAction))
    bench("view() $game (app core, table screen)", 2_000) { core.view() }
    core.close()
    File(dir).deleteRecursively()
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
