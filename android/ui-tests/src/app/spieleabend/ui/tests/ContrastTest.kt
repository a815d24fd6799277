package app.spieleabend.ui.tests

import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.luminance
import app.spieleabend.core.Tint
import app.spieleabend.ui.cards.CardColors
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The WCAG contrast ratio of two opaque colours. */
fun contrast(a: Color, b: Color): Float {
    val (light, dark) = listOf(a.luminance(), b.luminance()).sortedDescending()
    return (light + 0.05f) / (dark + 0.05f)
}

class ContrastTest {
    /** A card's figures are text: 4.5 : 1 on the paper in every ink; a card that cannot be
     *  played now is greyed but stays readable, 3 : 1. */
    @Test
    fun everyCardInkReadsOnThePaperAndStillWhenGreyed() {
        for (tint in Tint.entries) {
            val ink = CardColors.ink(tint)
            val full = contrast(ink, CardColors.Paper)
            assertTrue(full >= 4.5f, "$tint: $full : 1 on paper")
            val special = contrast(ink, CardColors.specialPaper(ink))
            assertTrue(special >= 4.5f, "$tint: $special : 1 on a special card's paper")
            val dimmed = contrast(CardColors.dimInk(ink), CardColors.DimPaper)
            assertTrue(dimmed >= 3f, "$tint: $dimmed : 1 greyed")
        }
    }
}
