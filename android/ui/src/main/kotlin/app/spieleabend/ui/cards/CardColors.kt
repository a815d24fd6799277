package app.spieleabend.ui.cards

import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.lerp
import app.spieleabend.core.Tint

/**
 * The colours of the cards. Cards are paper in both themes, as on a real table. Every
 * ink reads on the paper at 4.5 : 1 or more (the figures are text), and a card that cannot
 * be played now keeps 3 : 1 ([dimInk] on [DimPaper]); `ContrastTest` computes both.
 */
object CardColors {
    /** The paper of a card face. */
    val Paper = Color(0xFFFFFBF2)

    /** The paper of a card that cannot be played now: greyed a little. */
    val DimPaper = lerp(Paper, Color(0xFFCFCBC2), 0.3f)

    /** A card's plain edge. */
    val Edge = Color(0xFF9E9A92)

    /** A hard shadow under a card. */
    val Shadow = Color(0x40000000)

    /** The ink figures, marks and symbols are printed in. The four deck colours stay apart
     *  for the common colour blindnesses together with their marks (▲ red, ● yellow,
     *  ■ green, ◆ blue): no two are told apart by hue alone. */
    fun ink(tint: Tint): Color = when (tint) {
        Tint.RED -> Color(0xFFBF2626)
        Tint.YELLOW -> Color(0xFF7D5700)
        Tint.GREEN -> Color(0xFF276E2B)
        Tint.BLUE -> Color(0xFF1E55B3)
        Tint.PLAIN -> Color(0xFF212121)
        Tint.GOLD -> Color(0xFF7A5600)
        Tint.ALARM -> Color(0xFFB71C1C)
        Tint.TURN -> Color(0xFF4527A0)
        Tint.WILD -> Color(0xFF6A1B9A)
        Tint.STOP -> Color(0xFF37474F)
    }

    /** The bright colour of a coloured deck's frame (Elfer raus!, 22Juhu's zeros) and of
     *  the 22Juhu card's burst; `null` for plain and special cards. */
    fun band(tint: Tint): Color? = when (tint) {
        Tint.RED -> Color(0xFFE53935)
        Tint.YELLOW -> Color(0xFFF4BF1E)
        Tint.GREEN -> Color(0xFF43A047)
        Tint.BLUE -> Color(0xFF1E88E5)
        Tint.GOLD -> Color(0xFFE0B440)
        else -> null
    }

    /** The paper of a special card: a breath of its ink, so it stands out in a hand. */
    fun specialPaper(ink: Color): Color = lerp(Paper, ink, 0.08f)

    /** An ink on a card that cannot be played now. */
    fun dimInk(ink: Color): Color = lerp(ink, Paper, 0.25f)
}
