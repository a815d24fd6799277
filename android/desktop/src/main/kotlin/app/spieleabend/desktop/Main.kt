package app.spieleabend.desktop

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.Window
import androidx.compose.ui.window.application
import androidx.compose.ui.window.rememberWindowState
import app.spieleabend.core.AppCore
import app.spieleabend.core.AppObserver
import app.spieleabend.core.AppView
import app.spieleabend.core.Lang
import app.spieleabend.core.ShellEffect
import app.spieleabend.ui.SpieleabendApp
import app.spieleabend.ui.cues.playCue
import app.spieleabend.ui.motion.LocalMotion
import app.spieleabend.ui.theme.SpieleabendTheme
import java.io.File
import java.util.Locale
import javax.swing.SwingUtilities

/** Where the desktop app keeps its files: `$XDG_DATA_HOME/spieleabend` (or
 *  `~/.local/share/spieleabend`), or the folder given as the first argument. */
private fun dataDir(args: Array<String>): File = args.firstOrNull()?.let(::File)
    ?: File(System.getenv("XDG_DATA_HOME")?.takeIf { it.isNotBlank() } ?: (System.getProperty("user.home") + "/.local/share"), "spieleabend")

/**
 * Spieleabend on a computer: the phone app's composables in a window, over the same app
 * core. The window is phone-sized at first and can be resized.
 */
fun main(args: Array<String>) {
    val dir = dataDir(args).apply { mkdirs() }
    val lang = if (Locale.getDefault().language == "de") Lang.DE else Lang.EN
    val core = AppCore(dir.path, lang)
    val cues = DesktopCuePlayer()
    var current: AppView by mutableStateOf(core.view())
    core.setObserver(object : AppObserver {
        // Called on the core's threads: hop to the UI thread.
        override fun onView(view: AppView) {
            SwingUtilities.invokeLater { if (view.revision >= current.revision) current = view }
        }
        override fun onEffect(effect: ShellEffect) {
            playCue(effect, cues)
        }
    })
    application {
        Window(
            onCloseRequest = ::exitApplication,
            title = "Spieleabend",
            state = rememberWindowState(width = 412.dp, height = 860.dp),
        ) {
            // SPIELEABEND_FRAME_TIMES=FILE: tap-to-frame times of the real window (scripts/test-desktop --frames).
            val frameTimes = remember { System.getenv("SPIELEABEND_FRAME_TIMES")?.takeIf { it.isNotBlank() }?.let { FrameTimes(File(it)) } }
            if (frameTimes != null) {
                LaunchedEffect(Unit) {
                    if (!frameTimes.attach(window)) System.err.println("tap to frame: no Skia layer in the window")
                }
            }
            // SPIELEABEND_REDUCE_MOTION=1: the table shows changes without animating them.
            CompositionLocalProvider(LocalMotion provides (System.getenv("SPIELEABEND_REDUCE_MOTION") != "1")) {
                SpieleabendTheme(isSystemInDarkTheme()) {
                    SpieleabendApp(current) { intent ->
                        frameTimes?.acted()
                        val next = core.dispatch(intent)
                        // A bot's move pushed meanwhile may be newer than this answer.
                        if (next.revision >= current.revision) current = next
                    }
                }
            }
        }
    }
}
