package app.spieleabend.ui.tests

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onFirst
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.runComposeUiTest
import app.spieleabend.core.Overlay

/**
 * Tap to frame on the desktop build: whole games played by tapping, as [PlayTest] does,
 * timing each tap from the pointer event to the next frame drawn (the intent through the
 * app core, recomposition, layout and drawing into an image). Bots wait outside the
 * timing. Prints p50, p95 and the worst tap per game and over all, and the same for the
 * app core's share (`AppCore.dispatch` alone).
 *
 *     scripts/test-ui --bench [GAME_KEY…]
 */
@OptIn(ExperimentalTestApi::class)
fun main(args: Array<String>) {
    val keys = args.toList().ifEmpty { GAME_KEYS }
    val all = mutableListOf<Double>()
    val allCore = mutableListOf<Double>()
    for (key in keys) runComposeUiTest {
        val app = LiveApp(seed = 11UL)
        app.fastBots()
        app.start(key)
        setContent { app.Ui() }
        val times = mutableListOf<Double>()
        val core = mutableListOf<Double>()
        var warm = 0
        while (!app.over) {
            app.awaitPerson(seconds = 60)
            waitForIdle()
            if (app.over) break
            val table = app.table ?: error("$key: the table is gone")
            val overlay = table.overlay
            val pick = table.pick
            val node = when {
                overlay is Overlay.Summary -> onNode(hasText(overlay.summary.dismiss))
                overlay is Overlay.Curtain -> onNode(hasText(overlay.button))
                pick != null && pick.choices.isNotEmpty() -> {
                    val choice = pick.choices.firstOrNull { it.hinted } ?: pick.choices.first()
                    onAllNodes(hasText(choice.label)).onFirst()
                }
                pick?.confirm != null -> onNode(hasText(pick.confirm!!))
                else -> {
                    val card = table.hand.firstOrNull { it.state.playable } ?: error("$key: nothing to tap (${table.status})")
                    onAllNodes(hasContentDescription(card.spoken) and SemanticsMatcher.keyIsDefined(SemanticsProperties.Role)).onFirst()
                }
            }
            runCatching { node.performScrollTo() }
            waitForIdle()
            val start = System.nanoTime()
            node.performClick()
            waitForIdle()
            onRoot().captureToImage()
            val ms = (System.nanoTime() - start) / 1e6
            // The first taps load classes and warm the JIT; they are not what a player feels.
            if (warm++ >= 3) {
                times += ms
                core += app.lastDispatchNanos / 1e6
            }
        }
        report(key, times)
        report("$key, app core only", core)
        all += times
        allCore += core
    }
    report("all", all)
    report("all, app core only", allCore)
}

private fun report(name: String, times: List<Double>) {
    if (times.isEmpty()) return println("$name: no taps timed")
    val sorted = times.sorted()
    fun at(q: Double) = sorted[((sorted.size - 1) * q).toInt()]
    println("%s: %d taps, p50 %.1f ms, p95 %.1f ms, worst %.1f ms".format(name, sorted.size, at(0.5), at(0.95), sorted.last()))
}
