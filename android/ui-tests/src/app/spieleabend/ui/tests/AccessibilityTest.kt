package app.spieleabend.ui.tests

import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.runComposeUiTest
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.unit.Density
import app.spieleabend.core.AppIntent
import app.spieleabend.core.StatisticsIntent
import app.spieleabend.core.SetupIntent
import app.spieleabend.core.Lang
import app.spieleabend.core.HomeItem
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** What TalkBack and large text need: labels on every card and control, 48 dp targets,
 *  and no text clipped at twice the font size. */
@OptIn(ExperimentalTestApi::class)
class AccessibilityTest {
    private fun overflowing(nodes: List<SemanticsNode>): List<String> = nodes.mapNotNull { node ->
        val results = mutableListOf<TextLayoutResult>()
        node.config.getOrNull(SemanticsActions.GetTextLayoutResult)?.action?.invoke(results)
        val layout = results.firstOrNull() ?: return@mapNotNull null
        if (layout.hasVisualOverflow) "${layout.layoutInput.text.text} (${node.boundsInRoot.width} × ${node.boundsInRoot.height} px, text ${layout.multiParagraph.width} × ${layout.multiParagraph.height})" else null
    }

    @Test
    fun noTextIsClippedAtTwiceTheFontSize() {
        for (key in GAME_KEYS) runComposeUiTest {
            val app = LiveApp()
            app.fastBots()
            app.start(key)
            app.awaitPerson()
            setContent {
                val density = LocalDensity.current
                CompositionLocalProvider(LocalDensity provides Density(density.density, fontScale = 2f)) { app.Ui() }
            }
            waitForIdle()
            val texts = onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsProperties.Text), useUnmergedTree = true).fetchSemanticsNodes()
            val clipped = overflowing(texts)
            assertTrue(clipped.isEmpty(), "$key: clipped at 200 %: $clipped")
        }
    }

    @Test
    fun everyCardHasASpokenLabelAndEveryTargetIs48Dp() {
        for (key in GAME_KEYS) runComposeUiTest {
            val app = LiveApp()
            app.fastBots()
            app.start(key)
            app.awaitPerson()
            setContent { app.Ui() }
            waitForIdle()
            val cards = onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsProperties.Selected)).fetchSemanticsNodes()
            assertTrue(cards.isNotEmpty(), "$key: no cards")
            for (card in cards) {
                val label = card.config.getOrNull(SemanticsProperties.ContentDescription)?.joinToString()
                assertTrue(!label.isNullOrBlank(), "$key: a card without a spoken label")
            }
            val targets = onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsActions.OnClick)).fetchSemanticsNodes()
            for (target in targets) {
                val w = target.size.width / density.density
                val h = target.size.height / density.density
                val label = target.config.getOrNull(SemanticsProperties.ContentDescription)?.joinToString()
                    ?: target.config.getOrNull(SemanticsProperties.Text)?.joinToString()
                assertTrue(w >= 47.5f && h >= 47.5f, "$key: '$label' is ${w}×${h} dp")
            }
        }
    }

    @Test
    fun theScreensAroundTheTableAtTwiceTheFontSize() {
        runComposeUiTest {
            val app = LiveApp(lang = Lang.DE, files = mapOf("statistics.json" to PLAYED_STATISTICS))
            setContent {
                val density = LocalDensity.current
                CompositionLocalProvider(LocalDensity provides Density(density.density, fontScale = 2f)) { app.Ui() }
            }
            for (step in listOf<AppIntent?>(
                null,
                AppIntent.Open(HomeItem.NEW_GAME),
                AppIntent.Setup(SetupIntent.ChooseGame("juhu22")),
                AppIntent.Setup(SetupIntent.ChooseVariant(3u)),
                AppIntent.Open(HomeItem.SETTINGS),
                AppIntent.Open(HomeItem.STATISTICS),
                AppIntent.Statistics(StatisticsIntent.RESET),
            )) {
                step?.let { app.send(it) }
                waitForIdle()
                val texts = onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsProperties.Text), useUnmergedTree = true).fetchSemanticsNodes()
                val clipped = overflowing(texts)
                assertTrue(clipped.isEmpty(), "clipped at 200 %: $clipped")
            }
        }
    }
}
