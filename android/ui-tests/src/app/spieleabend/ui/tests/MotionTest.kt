package app.spieleabend.ui.tests

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.onFirst
import androidx.compose.ui.test.runComposeUiTest
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** Animations never delay input: with the clock stopped, every animation of what changed
 *  stays half-way, and taps still act at once. */
@OptIn(ExperimentalTestApi::class)
class MotionTest {
    @Test
    fun tapsActAtOnceWhileTheTableAnimates() = runComposeUiTest {
        val app = LiveApp(seed = 11UL)
        app.fastBots()
        app.start("elfer_raus")
        setContent { app.Ui(motion = true) }
        mainClock.autoAdvance = false
        repeat(3) { turn ->
            app.awaitPerson()
            waitForIdle()
            val table = app.table!!
            if (table.overlay != null) return@runComposeUiTest
            assertTrue(turn == 0 || table.changes.isNotEmpty(), "the bots' moves are listed as changes to animate")
            val card = table.hand.firstOrNull { it.state.playable } ?: return@runComposeUiTest
            val before = table.hand.size
            onAllNodes(hasContentDescription(card.spoken) and SemanticsMatcher.keyIsDefined(SemanticsProperties.Role)).onFirst().tap()
            // No frame time passed: the animations started by the last view are where they began.
            val after = app.table!!.hand.size
            assertTrue(after < before || app.table!!.pick != null, "the tap on ${card.spoken} did not act at once")
        }
    }
}
