package app.spieleabend.ui.cues

import app.spieleabend.core.Cue
import app.spieleabend.core.ShellEffect
import kotlin.math.PI
import kotlin.math.min
import kotlin.math.sin

/**
 * Plays the app core's cues: a short sound, a haptic tick, or both. The core decides
 * when a cue is due and whether the player wants sound and haptics (the settings); a
 * shell's player only performs it (the desktop plays [Tones] with javax.sound, the
 * Android app plays them with AudioTrack and ticks with `performHapticFeedback`).
 */
fun interface CuePlayer {
    /** Performs [cue]: its sound if [sound], its haptic tick if [haptic]. */
    fun play(cue: Cue, sound: Boolean, haptic: Boolean)
}

/** Hands [effect] to [player] if it is a cue; whether it was one. Shells call this for
 *  every effect the app core sends. */
fun playCue(effect: ShellEffect, player: CuePlayer): Boolean {
    if (effect !is ShellEffect.PlayCue) return false
    if (effect.sound || effect.haptic) player.play(effect.cue, effect.sound, effect.haptic)
    return true
}

/**
 * The cues' sounds, generated in code (no audio files): short sine tones with soft
 * edges, at most 250 ms each, told apart by pitch and rhythm — a laid card a short
 * tick, a drawn card a lower one, a card thrown out a falling pair, a trick a rising
 * pair, chips three quick high blips, the player's turn one clear note, game over a
 * rising triad, a refused move a low buzz.
 */
object Tones {
    /** Samples per second of [pcm]. */
    const val SAMPLE_RATE = 44_100

    /** One note: its pitch in Hz and length in ms (0 Hz is a pause). */
    private data class Note(val hz: Double, val ms: Int)

    private fun notes(cue: Cue): List<Note> = when (cue) {
        Cue.CARD_LAID -> listOf(Note(660.0, 45))
        Cue.CARD_DRAWN -> listOf(Note(494.0, 45))
        Cue.THROWN_OUT -> listOf(Note(440.0, 70), Note(294.0, 90))
        Cue.TRICK_TAKEN -> listOf(Note(523.0, 60), Note(784.0, 80))
        Cue.CHIPS -> listOf(Note(1319.0, 30), Note(0.0, 20), Note(1319.0, 30), Note(0.0, 20), Note(1568.0, 40))
        Cue.YOUR_TURN -> listOf(Note(880.0, 110))
        Cue.GAME_OVER -> listOf(Note(523.0, 70), Note(659.0, 70), Note(784.0, 110))
        Cue.INVALID -> listOf(Note(185.0, 120))
    }

    /** The sound of [cue] as 16-bit mono samples at [SAMPLE_RATE]. */
    fun pcm(cue: Cue): ShortArray {
        val out = ArrayList<Short>()
        for (note in notes(cue)) {
            val count = SAMPLE_RATE * note.ms / 1000
            val edge = min(count / 4, SAMPLE_RATE * 8 / 1000)
            for (i in 0 until count) {
                // Soft attack and release: no clicks at the note's ends.
                val envelope = min(1.0, min(i, count - 1 - i).toDouble() / edge.coerceAtLeast(1))
                val sample = if (note.hz == 0.0) 0.0 else sin(2 * PI * note.hz * i / SAMPLE_RATE) * envelope * 0.35
                out += (sample * Short.MAX_VALUE).toInt().toShort()
            }
        }
        return out.toShortArray()
    }

    /** The same samples as little-endian bytes, as audio lines take them. */
    fun pcmBytes(cue: Cue): ByteArray {
        val samples = pcm(cue)
        val bytes = ByteArray(samples.size * 2)
        samples.forEachIndexed { i, s ->
            bytes[2 * i] = (s.toInt() and 0xFF).toByte()
            bytes[2 * i + 1] = (s.toInt() shr 8 and 0xFF).toByte()
        }
        return bytes
    }
}
