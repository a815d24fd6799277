package app.spieleabend.ui.tests

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
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
import app.spieleabend.core.CardArt
import app.spieleabend.core.CardFace
import app.spieleabend.core.CardState
import app.spieleabend.core.CardSymbol
import app.spieleabend.core.CardView
import app.spieleabend.core.Lang
import app.spieleabend.core.Tint
import app.spieleabend.core.deckFaces
import app.spieleabend.core.gameIds
import app.spieleabend.ui.cards.FaceDownCard
import app.spieleabend.ui.cards.FaceUpCard
import app.spieleabend.ui.cards.PlayingCard
import app.spieleabend.ui.theme.SpieleabendTheme
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

private fun face(figure: String, tint: Tint, mark: String? = null, art: CardArt = CardArt.Figure, word: String? = null) =
    CardFace(figure, tint, mark, art, word)

private fun card(id: Int, face: CardFace, spoken: String, playable: Boolean,
                 selected: Boolean = false, hinted: Boolean = false, whyNot: String? = null) =
    CardView(id.toUInt(), face, spoken, CardState(playable, selected, hinted), whyNot)

/** A hand's cards in each state, as the app core describes them. */
private val states = listOf(
    card(1, face("11", Tint.RED, "▲"), "red 11", playable = true),
    card(2, face("12", Tint.YELLOW, "●"), "yellow 12", playable = true, selected = true),
    card(3, face("7", Tint.GREEN, "■"), "green 7", playable = false, whyNot = "the 8 must lie first"),
    card(4, face("0", Tint.BLUE, "◆", CardArt.Rings(3u)), "blue zero with 3 rings", playable = true, hinted = true),
    card(5, face("×2", Tint.ALARM, art = CardArt.Symbol(CardSymbol.TWO_CARDS), word = "two cards"), "×2", playable = false),
)

/** Every card of every deck as the app core draws it, a deck to a block, and a card back. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Gallery(dark: Boolean) {
    SpieleabendTheme(dark) {
        Column(
            Modifier.fillMaxSize().background(MaterialTheme.colorScheme.background).padding(12.dp),
            verticalArrangement = Arrangement.spacedBy(6.dp),
        ) {
            Row(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                states.forEach { PlayingCard(it, onTap = {}) }
                FaceDownCard(Modifier.padding(top = 10.dp))
            }
            for (game in gameIds()) {
                Text(game, color = MaterialTheme.colorScheme.onBackground, style = MaterialTheme.typography.labelLarge)
                FlowRow(horizontalArrangement = Arrangement.spacedBy(3.dp), verticalArrangement = Arrangement.spacedBy(3.dp)) {
                    deckFaces(game, Lang.EN, true).forEach { FaceUpCard(it, width = 40.dp) }
                }
            }
        }
    }
}

class CardGalleryTest {
    @Test
    fun galleryMatchesItsReferenceInLightAndDark() {
        for (dark in listOf(false, true)) {
            val name = "cards-" + if (dark) "dark" else "light"
            assertMatchesReference(name, render(widthDp = 760, heightDp = 1180) { Gallery(dark) })
        }
    }

    @Test
    fun everyDeckHasItsCardsEachDrawnDifferently() {
        for (game in gameIds()) {
            val faces = deckFaces(game, Lang.DE, true)
            assertTrue(faces.size > 10, game)
            assertEquals(faces.size, faces.toSet().size, "$game: two cards look alike")
        }
    }

    @OptIn(ExperimentalTestApi::class)
    @Test
    fun everyCardSpeaksItsLabelAndIsLargeEnoughToTap() {
        runComposeUiTest {
        setContent { Gallery(dark = false) }
        val cards = onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsProperties.Role)).fetchSemanticsNodes()
        assertEquals(states.size, cards.size)
        for ((node, card) in cards.zip(states)) {
            assertEquals(listOf(card.spoken), node.config[SemanticsProperties.ContentDescription])
            val widthDp = node.size.width / density.density
            assertTrue(widthDp >= 48f, "${card.spoken} is $widthDp dp wide")
        }
        val why = cards[2].config[SemanticsProperties.StateDescription]
        assertTrue(why.contains("the 8 must lie first"), why)
        }
    }
}
