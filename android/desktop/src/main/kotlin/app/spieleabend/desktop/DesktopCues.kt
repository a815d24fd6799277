package app.spieleabend.desktop

import app.spieleabend.core.Cue
import app.spieleabend.ui.cues.CuePlayer
import app.spieleabend.ui.cues.Tones
import java.util.concurrent.Executors
import javax.sound.sampled.AudioFormat
import javax.sound.sampled.AudioSystem
import javax.sound.sampled.LineUnavailableException

/**
 * The desktop's cues: the [Tones] through javax.sound on one background thread (a cue
 * never waits for the sound card on the UI thread). A computer has no haptics; a machine
 * without a sound device stays silent after one line on standard error.
 */
class DesktopCuePlayer : CuePlayer {
    private val worker = Executors.newSingleThreadExecutor { Thread(it, "spieleabend-cues").apply { isDaemon = true } }
    private val format = AudioFormat(Tones.SAMPLE_RATE.toFloat(), 16, 1, true, false)
    @Volatile private var silent = false

    override fun play(cue: Cue, sound: Boolean, haptic: Boolean) {
        if (!sound || silent) return
        worker.execute {
            try {
                val bytes = Tones.pcmBytes(cue)
                AudioSystem.getSourceDataLine(format).use { line ->
                    line.open(format)
                    line.start()
                    line.write(bytes, 0, bytes.size)
                    line.drain()
                }
            } catch (e: LineUnavailableException) {
                silent = true
                System.err.println("no sound device, cues stay silent: ${e.message}")
            } catch (e: IllegalArgumentException) {
                silent = true
                System.err.println("no sound device, cues stay silent: ${e.message}")
            }
        }
    }
}
