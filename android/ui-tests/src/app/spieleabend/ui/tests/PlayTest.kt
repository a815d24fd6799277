package app.spieleabend.ui.tests

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onFirst
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.runComposeUiTest
import app.spieleabend.core.Overlay
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** Taps a node as a finger would, scrolling it into view first when it sits in a scrolling column. */
fun SemanticsNodeInteraction.tap() {
    runCatching { performScrollTo() }
    performClick()
}

/** Whole games played by tapping the drawn UI only: the test reads the view to pick what
 *  a player would tap, then taps that node. */
@OptIn(ExperimentalTestApi::class)
class PlayTest {
    @Test
    fun oneWholeGameOfEachGameByTapping() {
        for (key in GAME_KEYS) runComposeUiTest {
            val app = LiveApp(seed = 11UL)
            app.fastBots()
            app.start(key)
            setContent { app.Ui() }
            var taps = 0
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
                        val card = table.hand.firstOrNull { it.state.playable }
                            ?: error("$key: nothing to tap (${table.status})")
                        // Cards of the same value are alike (77, Rauswurf, Help!): any copy will do.
                        onAllNodes(hasContentDescription(card.spoken) and SemanticsMatcher.keyIsDefined(SemanticsProperties.Role)).onFirst()
                    }
                }
                node.tap()
                waitForIdle()
                taps++
                check(taps < 5000) { "$key: no end after $taps taps" }
            }
            assertTrue(app.over, key)
            println("$key: game over after $taps taps")
        }
    }

    @Test
    fun theCurtainShowsNoCard() {
        runComposeUiTest {
            val app = LiveApp(seed = 3UL)
            app.fastBots()
            app.start("elfer_raus", people = 2)
            setContent { app.Ui() }
            app.awaitPerson()
            waitForIdle()
            val curtain = app.table?.overlay as? Overlay.Curtain ?: error("no curtain before the first person's hand")
            val cards = onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsProperties.Selected)).fetchSemanticsNodes()
            assertEquals(0, cards.size, "cards drawn under the curtain")
            onNode(hasText(curtain.button)).tap()
            waitForIdle()
            val shown = onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsProperties.Selected)).fetchSemanticsNodes()
            assertTrue(shown.isNotEmpty(), "no hand after the curtain")
        }
    }
}
