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
import app.spieleabend.ui.cards.CardFace
import app.spieleabend.ui.cards.CardTint
import app.spieleabend.ui.cards.PlayingCard
import app.spieleabend.ui.theme.SpieleabendTheme
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

private val gallery = listOf(
    CardFace(1, "11", "red 11", CardTint.Red, "◆", playable = true),
    CardFace(2, "12", "yellow 12", CardTint.Yellow, "●", playable = true, selected = true),
    CardFace(3, "7", "green 7", CardTint.Green, "▲", playable = false, whyNot = "the 8 must lie first"),
    CardFace(4, "20", "blue 20", CardTint.Blue, "■", playable = true, hinted = true),
    CardFace(5, "-10", "minus 10", CardTint.Plain),
    CardFace(6, "x2", "double", CardTint.Special),
)

@Composable
private fun Gallery(dark: Boolean, marks: Boolean) {
    SpieleabendTheme(dark) {
        Column(
            Modifier.fillMaxSize().background(MaterialTheme.colorScheme.background).padding(12.dp),
            verticalArrangement = Arrangement.spacedBy(8.dp),
        ) {
            Text("Cards", color = MaterialTheme.colorScheme.onBackground, style = MaterialTheme.typography.titleLarge)
            Row(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                gallery.forEach { PlayingCard(it, showMark = marks, onTap = {}) }
            }
        }
    }
}

class CardTest {
    @Test
    fun galleryMatchesItsReferenceInLightAndDark() {
        for (dark in listOf(false, true)) {
            val name = "cards-" + if (dark) "dark" else "light"
            assertMatchesReference(name, render(heightDp = 160) { Gallery(dark, marks = true) })
        }
    }

    @OptIn(ExperimentalTestApi::class)
    @Test
    fun everyCardSpeaksItsLabelAndIsLargeEnoughToTap() {
        runComposeUiTest {
        setContent { Gallery(dark = false, marks = true) }
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
