package app.spieleabend.android

import android.media.AudioAttributes
import android.media.AudioFormat
import android.media.AudioTrack
import android.os.Build
import android.view.HapticFeedbackConstants
import android.view.View
import app.spieleabend.core.Cue
import app.spieleabend.ui.cues.CuePlayer
import app.spieleabend.ui.cues.Tones
import java.util.concurrent.Executors
import java.util.concurrent.RejectedExecutionException

/**
 * The phone's cues: a haptic tick on [view] (`performHapticFeedback`, which follows the
 * system's touch-feedback setting) and the shared [Tones] through a short static
 * AudioTrack on a background thread. The tones are sonification
 * (`USAGE_ASSISTANCE_SONIFICATION`, played like the system's interface sounds), so
 * silent and vibrate mode silence them; `USAGE_GAME` would play them as media, through
 * silent mode. One player per window: [close] ends its thread with the window.
 */
class AndroidCuePlayer(private val view: View) : CuePlayer, AutoCloseable {
    private val worker = Executors.newSingleThreadExecutor { Thread(it, "spieleabend-cues").apply { isDaemon = true } }

    override fun play(cue: Cue, sound: Boolean, haptic: Boolean) {
        if (haptic) view.post { view.performHapticFeedback(feedback(cue)) }
        if (sound && !worker.isShutdown) {
            try {
                worker.execute { playTone(cue) }
            } catch (_: RejectedExecutionException) {
                // Closed meanwhile: the window is gone, and so is the moment.
            }
        }
    }

    /** Lets the tone playing now finish and ends the thread. */
    override fun close() = worker.shutdown()

    private fun feedback(cue: Cue): Int = when {
        cue == Cue.INVALID && Build.VERSION.SDK_INT >= Build.VERSION_CODES.R -> HapticFeedbackConstants.REJECT
        cue == Cue.GAME_OVER || cue == Cue.TRICK_TAKEN -> HapticFeedbackConstants.LONG_PRESS
        Build.VERSION.SDK_INT >= Build.VERSION_CODES.R -> HapticFeedbackConstants.CONFIRM
        else -> HapticFeedbackConstants.VIRTUAL_KEY
    }

    private fun playTone(cue: Cue) {
        val samples = Tones.pcm(cue)
        val track = AudioTrack.Builder()
            .setAudioAttributes(
                AudioAttributes.Builder()
                    .setUsage(AudioAttributes.USAGE_ASSISTANCE_SONIFICATION)
                    .setContentType(AudioAttributes.CONTENT_TYPE_SONIFICATION)
                    .build(),
            )
            .setAudioFormat(
                AudioFormat.Builder()
                    .setEncoding(AudioFormat.ENCODING_PCM_16BIT)
                    .setSampleRate(Tones.SAMPLE_RATE)
                    .setChannelMask(AudioFormat.CHANNEL_OUT_MONO)
                    .build(),
            )
            .setTransferMode(AudioTrack.MODE_STATIC)
            .setBufferSizeInBytes(samples.size * 2)
            .build()
        try {
            track.write(samples, 0, samples.size)
            track.play()
            // The tone is at most a quarter of a second; then the track is let go.
            Thread.sleep(samples.size * 1000L / Tones.SAMPLE_RATE + 50)
        } finally {
            track.release()
        }
    }
}
