package app.spieleabend.ui.tests

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.runComposeUiTest
import androidx.compose.ui.unit.dp
import app.spieleabend.core.CardState
import app.spieleabend.core.CardView
import app.spieleabend.core.Tint
import app.spieleabend.ui.cards.PlayingCard
import app.spieleabend.ui.theme.SpieleabendTheme
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

private fun card(id: Int, face: String, spoken: String, tint: Tint, mark: String?, playable: Boolean,
                 selected: Boolean = false, hinted: Boolean = false, whyNot: String? = null) =
    CardView(id.toUInt(), face, tint, spoken, mark, CardState(playable, selected, hinted), whyNot)

/** Cards as the app core describes them: colours with their marks, each state. */
private val gallery = listOf(
    card(1, "11", "red 11", Tint.RED, "◆", playable = true),
    card(2, "12", "yellow 12", Tint.YELLOW, "●", playable = true, selected = true),
    card(3, "7", "green 7", Tint.GREEN, "▲", playable = false, whyNot = "the 8 must lie first"),
    card(4, "20", "blue 20", Tint.BLUE, "■", playable = true, hinted = true),
    card(5, "-10", "minus 10", Tint.PLAIN, null, playable = false),
    card(6, "x2", "double", Tint.WILD, null, playable = false),
)

@Composable
private fun Gallery(dark: Boolean) {
    SpieleabendTheme(dark) {
        Column(
            Modifier.fillMaxSize().background(MaterialTheme.colorScheme.background).padding(12.dp),
            verticalArrangement = Arrangement.spacedBy(8.dp),
        ) {
            Text("Cards", color = MaterialTheme.colorScheme.onBackground, style = MaterialTheme.typography.titleLarge)
            Row(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                gallery.forEach { PlayingCard(it, onTap = {}) }
            }
        }
    }
}

class CardGalleryTest {
    @Test
    fun galleryMatchesItsReferenceInLightAndDark() {
        for (dark in listOf(false, true)) {
            val name = "cards-" + if (dark) "dark" else "light"
            assertMatchesReference(name, render(heightDp = 160) { Gallery(dark) })
        }
    }

    @OptIn(ExperimentalTestApi::class)
    @Test
    fun everyCardSpeaksItsLabelAndIsLargeEnoughToTap() {
        runComposeUiTest {
        setContent { Gallery(dark = false) }
        val cards = onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsProperties.Role)).fetchSemanticsNodes()
        assertEquals(gallery.size, cards.size)
        for ((node, card) in cards.zip(gallery)) {
            assertEquals(listOf(card.spoken), node.config[SemanticsProperties.ContentDescription])
            val widthDp = node.size.width / density.density
            assertTrue(widthDp >= 48f, "${card.spoken} is $widthDp dp wide")
        }
        val why = cards[2].config[SemanticsProperties.StateDescription]
        assertTrue(why.contains("the 8 must lie first"), why)
        }
    }
}
