package app.spieleabend.ui.tests

import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.input.pointer.PointerEventType
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getAllSemanticsNodes
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.text.AnnotatedString
import androidx.compose.ui.unit.Density
import app.spieleabend.core.Overlay
import app.spieleabend.core.TableView
import java.lang.management.ManagementFactory

/**
 * Tap to frame on the desktop build: whole games played by tapping, as [PlayTest] does,
 * each tap timed from the pointer event to the end of the next frame — the intent through
 * the app core, recomposition, layout and drawing the whole window. The scene is the
 * one the desktop window runs (`ComposeScene`), at phone size (412 × 915 dp at density 2,
 * 824 × 1830 pixels) on Skia's CPU raster: the press and release go in as pointer events
 * at the centre of the node a player would tap, and the next `render` is the next frame.
 * Between taps the bots move and the scene renders until it is idle (the button's ripple
 * ends), outside the timing. Prints p50, p95 and the worst tap per game and over all, the
 * app core's share (`AppCore.dispatch` alone), for comparison a frame with nothing
 * changed (drawing alone), and the CPU time the UI thread spent on the tap (what the tap
 * costs, without the waits for a core that other processes hold on a shared machine).
 *
 *     scripts/test-ui --bench [--desktop-window] [GAME_KEY…]
 */
fun main(args: Array<String>) {
    // --desktop-window: the desktop window as it opens on a screen at 100 % scale
    // (412 × 860 dp at density 1) instead of the phone at density 2.
    val window = "--desktop-window" in args
    val (widthPx, heightPx, density) = if (window) Triple(412, 860, 1f) else Triple((PHONE_WIDTH_DP * DENSITY).toInt(), (PHONE_HEIGHT_DP * DENSITY).toInt(), DENSITY)
    val keys = args.filter { !it.startsWith("--") }.ifEmpty { GAME_KEYS }
    val all = mutableListOf<Double>()
    val allCore = mutableListOf<Double>()
    val allCpu = mutableListOf<Double>()
    val threads = ManagementFactory.getThreadMXBean()
    for (key in keys) {
        val app = LiveApp(seed = 11UL)
        app.fastBots()
        app.start(key)
        val scene = ImageComposeScene(widthPx, heightPx, Density(density)) { app.Ui() }
        var clock = 0L
        // Frames 16 ms apart in the scene's time, so animations run to their end.
        fun frame() = scene.render(clock).also { clock += 16_000_000L }
        fun settle() {
            var frames = 0
            do { frame(); frames++ } while (scene.hasInvalidations() && frames < 200)
        }
        val times = mutableListOf<Double>()
        val core = mutableListOf<Double>()
        val idle = mutableListOf<Double>()
        val cpu = mutableListOf<Double>()
        var warm = 0
        var taps = 0
        try {
            settle()
            while (!app.over) {
                app.awaitPerson(seconds = 60)
                settle()
                if (app.over) break
                // For comparison: a frame with nothing to recompose, only drawing.
                val idleStart = System.nanoTime()
                frame()
                val idleMs = (System.nanoTime() - idleStart) / 1e6
                val table = app.table ?: error("$key: the table is gone")
                var node = target(scene, table) ?: error("$key: nothing to tap (${table.status})")
                if (scrollIntoView(node, heightPx.toFloat())) {
                    settle()
                    node = target(scene, table) ?: error("$key: nothing to tap (${table.status})")
                }
                val at = node.boundsInRoot.center
                val revision = app.view.revision
                val start = System.nanoTime()
                val cpuStart = threads.currentThreadCpuTime
                scene.sendPointerEvent(PointerEventType.Press, at)
                scene.sendPointerEvent(PointerEventType.Release, at)
                frame()
                val ms = (System.nanoTime() - start) / 1e6
                val cpuMs = (threads.currentThreadCpuTime - cpuStart) / 1e6
                check(app.view.revision > revision) { "$key: the tap on ${node.config} did nothing" }
                // The first taps load classes and warm the JIT; they are not what a player feels.
                if (warm++ >= 3) {
                    times += ms
                    core += app.lastDispatchNanos / 1e6
                    idle += idleMs
                    cpu += cpuMs
                }
                check(++taps < 5000) { "$key: no end after $taps taps" }
            }
        } finally {
            scene.close()
        }
        report(key, times)
        report("$key, app core only", core)
        report("$key, a frame with no change", idle)
        report("$key, CPU time of the UI thread", cpu)
        all += times
        allCore += core
        allCpu += cpu
    }
    report("all", all)
    report("all, app core only", allCore)
    report("all, CPU time of the UI thread", allCpu)
}

/** The node a player would tap now: the summary's or curtain's button, the hinted (or
 *  first) choice, the pick's confirmation, or the first playable card of the hand. */
private fun target(scene: ImageComposeScene, table: TableView): SemanticsNode? {
    val nodes = scene.roots.flatMap { it.semanticsOwner.getAllSemanticsNodes(mergingEnabled = true) }
    fun text(node: SemanticsNode) = node.config.getOrNull(SemanticsProperties.Text)?.joinToString(" ", transform = AnnotatedString::text)
    fun labelled(label: String) = nodes.firstOrNull { text(it) == label }
    val overlay = table.overlay
    val pick = table.pick
    return when {
        overlay is Overlay.Summary -> labelled(overlay.summary.dismiss)
        overlay is Overlay.Curtain -> labelled(overlay.button)
        pick != null && pick.choices.isNotEmpty() -> labelled((pick.choices.firstOrNull { it.hinted } ?: pick.choices.first()).label)
        pick?.confirm != null -> labelled(pick.confirm!!)
        else -> {
            val card = table.hand.firstOrNull { it.state.playable } ?: return null
            nodes.firstOrNull {
                it.config.getOrNull(SemanticsProperties.ContentDescription)?.firstOrNull() == card.spoken &&
                    it.config.getOrNull(SemanticsProperties.Role) != null
            }
        }
    }
}

/** Scrolls the column holding [node] so that all of it is within [height] pixels, as a
 *  player would before tapping; whether it scrolled. */
private fun scrollIntoView(node: SemanticsNode, height: Float): Boolean {
    val bounds = node.boundsInRoot
    if (bounds.top >= 0f && bounds.bottom <= height) return false
    var parent = node.parent
    while (parent != null) {
        val scroll = parent.config.getOrNull(SemanticsActions.ScrollBy)
        if (scroll != null) {
            val viewport = parent.boundsInRoot
            val by = if (bounds.bottom > viewport.bottom) bounds.bottom - viewport.bottom + 16f else bounds.top - viewport.top - 16f
            scroll.action?.invoke(0f, by)
            return true
        }
        parent = parent.parent
    }
    return false
}

private fun report(name: String, times: List<Double>) {
    if (times.isEmpty()) return println("$name: no taps timed")
    val sorted = times.sorted()
    fun at(q: Double) = sorted[((sorted.size - 1) * q).toInt()]
    println("%s: %d taps, p50 %.1f ms, p95 %.1f ms, worst %.1f ms".format(name, sorted.size, at(0.5), at(0.95), sorted.last()))
}
