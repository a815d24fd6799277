package app.spieleabend.desktop

import java.awt.AWTEvent
import java.awt.Component
import java.awt.Container
import java.awt.Toolkit
import java.awt.event.MouseEvent
import java.io.File
import org.jetbrains.skia.Canvas
import org.jetbrains.skiko.SkiaLayer
import org.jetbrains.skiko.SkikoView

/**
 * Tap to frame in the real window, for `scripts/test-desktop --frames`: from the moment a
 * mouse button is released over the window (the tap; Compose acts on the release) to the
 * end of the next frame the window renders (recomposition, layout and drawing through
 * Skia into the window's surface), for taps that sent an intent. One line per tap, in
 * milliseconds, appended to [file].
 * Off unless the environment variable `SPIELEABEND_FRAME_TIMES` names the file.
 */
class FrameTimes(private val file: File) {
    @Volatile private var tappedAt = 0L
    @Volatile private var acted = false

    /** Called for every intent the window sends: the tap did something. */
    fun acted() {
        if (tappedAt != 0L) acted = true
    }

    /** Hooks the window's Skia layer under [root] and the AWT mouse events; whether a
     *  layer was found. */
    fun attach(root: Component): Boolean {
        val layer = find(root) ?: return false
        val inner = layer.skikoView ?: return false
        layer.skikoView = object : SkikoView by inner {
            override fun onRender(canvas: Canvas, width: Int, height: Int, nanoTime: Long) {
                inner.onRender(canvas, width, height, nanoTime)
                val tap = tappedAt
                if (tap != 0L) {
                    // Only taps that sent an intent count; the first frame after any tap
                    // ends its timing.
                    if (acted) file.appendText("%.2f\n".format((System.nanoTime() - tap) / 1e6))
                    tappedAt = 0L
                    acted = false
                }
            }
        }
        Toolkit.getDefaultToolkit().addAWTEventListener({ event ->
            if (event.id == MouseEvent.MOUSE_RELEASED) {
                acted = false
                tappedAt = System.nanoTime()
            }
        }, AWTEvent.MOUSE_EVENT_MASK)
        return true
    }

    private fun find(component: Component): SkiaLayer? {
        if (component is SkiaLayer) return component
        if (component is Container) for (child in component.components) find(child)?.let { return it }
        return null
    }
}
