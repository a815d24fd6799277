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
import app.spieleabend.core.PendingDecision
import app.spieleabend.core.SeatKindSpec
import app.spieleabend.core.SeatSpec
import app.spieleabend.core.GameTable
import app.spieleabend.core.TableConfig
import app.spieleabend.core.TableSettings
import app.spieleabend.core.UniffiRustCallStatus
import app.spieleabend.core.coreVersion
import app.spieleabend.core.gameIds
import app.spieleabend.core.runScenario
import java.io.File
import java.nio.file.Files
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
    for (game in listOf("elfer_raus", "seventy_seven", "juhu22", "rauswurf", "help")) {
        val table = humansTable(game)
        val seat = (table.pending() as PendingDecision.Human).seat
        table.handOver(seat)
        bench("view(seat) $game (after the deal, one record)", 20_000) { table.view(seat) }
    }
    for (game in listOf("elfer_raus", "seventy_seven", "juhu22", "rauswurf", "help")) {
        benchAct(game, 20_000)
    }
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

/** A table of humans only (pass-and-play), so that every decision goes through act. */
private fun humansTable(game: String): GameTable {
    val players = if (game == "help") 3 else 4
    val seats = List(players) { SeatSpec("P$it", SeatKindSpec.Human, "", "") }
    return GameTable.create(TableConfig(game, null, seats, TableSettings(false, 0u, 50u), 1u))
}

/**
 * µs per act(seat, first legal action) over whole games of humans only; only the act
 * call is timed (handOver, legalActions and rematch between games are not). act
 * includes the rules and the table's undo bookkeeping (the reveal check).
 */
private fun benchAct(game: String, acts: Int) {
    val table = humansTable(game)
    fun run(count: Int): Double {
        var total = 0L
        var done = 0
        while (done < count) {
            when (val pending = table.pending()) {
                is PendingDecision.Human -> {
                    if (pending.handOver) table.handOver(pending.seat)
                    val choice = table.legalActions(pending.seat).first()
                    val start = System.nanoTime()
                    table.act(pending.seat, choice)
                    total += System.nanoTime() - start
                    done++
                }
                else -> table.rematch()
            }
        }
        return total / 1_000.0 / count
    }
    run(acts / 4)
    val best = (1..5).minOf { run(acts) }
    println("%-58s %8.2f µs per call (best of 5 × %,d)".format("act(seat, legal) $game (rules + undo bookkeeping)", best, acts))
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
