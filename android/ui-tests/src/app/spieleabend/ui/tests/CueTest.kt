package app.spieleabend.ui.tests

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.onFirst
import androidx.compose.ui.test.runComposeUiTest
import app.spieleabend.core.AppIntent
import app.spieleabend.core.Cue
import app.spieleabend.core.TableIntent
import app.spieleabend.ui.cues.CuePlayer
import app.spieleabend.ui.cues.Tones
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.util.concurrent.CopyOnWriteArrayList

/** The app core's cues reach the shell's player; the generated tones are short and distinct. */
@OptIn(ExperimentalTestApi::class)
class CueTest {
    private class Recorder : CuePlayer {
        val played = CopyOnWriteArrayList<Triple<Cue, Boolean, Boolean>>()
        override fun play(cue: Cue, sound: Boolean, haptic: Boolean) {
            played += Triple(cue, sound, haptic)
        }

        fun await(cue: Cue): Triple<Cue, Boolean, Boolean> {
            val until = System.currentTimeMillis() + 10_000
            while (System.currentTimeMillis() < until) {
                played.firstOrNull { it.first == cue }?.let { return it }
                Thread.sleep(20)
            }
            error("no $cue cue reached the player; played: $played")
        }
    }

    @Test
    fun aCardTappedOnTheTableReachesThePlayerAsASoundAndAHapticCue() = runComposeUiTest {
        val recorder = Recorder()
        val app = LiveApp(seed = 11UL, cues = recorder)
        app.fastBots()
        app.start("elfer_raus")
        app.awaitPerson()
        setContent { app.Ui() }
        waitForIdle()
        val card = app.table!!.hand.first { it.state.playable }
        onAllNodes(hasContentDescription(card.spoken) and SemanticsMatcher.keyIsDefined(SemanticsProperties.Role)).onFirst().tap()
        waitForIdle()
        assertEquals(Triple(Cue.CARD_LAID, true, true), recorder.await(Cue.CARD_LAID))
    }

    @Test
    fun aRefusedMoveReachesThePlayer() {
        val recorder = Recorder()
        val app = LiveApp(seed = 11UL, cues = recorder)
        app.fastBots()
        app.start("elfer_raus")
        app.awaitPerson()
        app.send(AppIntent.Table(TableIntent.TapCard(UInt.MAX_VALUE)))
        assertEquals(Triple(Cue.INVALID, true, true), recorder.await(Cue.INVALID))
    }

    @Test
    fun everyCueHasItsOwnShortTone() {
        val tones = Cue.entries.associateWith { Tones.pcm(it) }
        for ((cue, pcm) in tones) {
            val ms = pcm.size * 1000 / Tones.SAMPLE_RATE
            assertTrue(ms in 30..250, "$cue lasts $ms ms")
            assertTrue(pcm.any { it > 1000 }, "$cue is silent")
            // Soft edges: no click at either end.
            assertTrue(kotlin.math.abs(pcm.first().toInt()) < 200 && kotlin.math.abs(pcm.last().toInt()) < 200, "$cue starts or ends with a click")
        }
        assertEquals(tones.size, tones.values.map { it.toList() }.toSet().size, "two cues sound alike")
        assertEquals(Tones.pcm(Cue.CHIPS).size * 2, Tones.pcmBytes(Cue.CHIPS).size)
    }
}
