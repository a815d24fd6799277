package app.spieleabend.ui.cards

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.alpha
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import app.spieleabend.core.CardView
import app.spieleabend.core.Tint

/** Ink of a tint: the four card colours are chosen to stay apart for the common colour
 *  blindnesses together with the mark (never told apart by colour alone). */
fun ink(tint: Tint): Color = when (tint) {
    Tint.RED -> Color(0xFFC62828)
    Tint.YELLOW -> Color(0xFFB07A00)
    Tint.GREEN -> Color(0xFF2E7D32)
    Tint.BLUE -> Color(0xFF1E55B3)
    Tint.PLAIN -> Color(0xFF212121)
    Tint.GOLD -> Color(0xFF9A6B00)
    Tint.MILD -> Color(0xFF00796B)
    Tint.ALARM -> Color(0xFFB71C1C)
    Tint.TURN -> Color(0xFF4527A0)
    Tint.WILD -> Color(0xFF6A1B9A)
    Tint.STOP -> Color(0xFF37474F)
}

/** Card size in portrait phone layouts at the normal font size; a card stays at least
 *  48 dp wide (touch target). Cards grow with the font scale (up to twice), so their
 *  faces are never clipped. */
val CardWidth: Dp = 56.dp
private val CardShadow = Color(0x40000000)
val CardHeight: Dp = 84.dp

/**
 * One playing card, drawn (no bitmaps: crisp at any density). Selected cards lift and
 * get a thick outline, the hinted card a secondary outline, cards that cannot be played
 * now are dimmed. Its semantics carry the app core's spoken label, state and "why not";
 * [onTap] is given only when a tap does something.
 */
@Composable
fun PlayingCard(
    card: CardView,
    modifier: Modifier = Modifier,
    onTap: (() -> Unit)? = null,
) {
    val ink = ink(card.tint)
    val shape = RoundedCornerShape(8.dp)
    val state = card.state
    val outline = when {
        state.selected -> MaterialTheme.colorScheme.primary
        state.hinted -> MaterialTheme.colorScheme.secondary
        else -> Color(0xFF9E9E9E)
    }
    val described = listOfNotNull(card.whyNot).joinToString(", ")
    val scale = LocalDensity.current.fontScale.coerceIn(1f, 2f)
    val width = CardWidth * scale
    val height = CardHeight * scale
    var base = modifier
        .padding(top = if (state.selected) 0.dp else 10.dp, bottom = if (state.selected) 10.dp else 0.dp)
        .size(width, height)
        // A hard shadow (an offset rounded rectangle, no blur): blurred shadows are
        // redrawn on every frame and cost most of a frame on a CPU-drawn desktop window.
        .drawBehind {
            val lift = (if (state.selected) 4.dp else 1.5.dp).toPx()
            drawRoundRect(CardShadow, topLeft = Offset(0f, lift), size = size, cornerRadius = CornerRadius(8.dp.toPx()))
        }
        .background(Color(0xFFFFFBF2), shape)
        .border(if (state.selected || state.hinted) 3.dp else 1.dp, outline, shape)
        .alpha(if (onTap != null && !state.playable) 0.55f else 1f)
        .semantics(mergeDescendants = true) {
            contentDescription = card.spoken
            if (described.isNotEmpty()) stateDescription = described
            selected = state.selected
            if (onTap != null) role = Role.Button
        }
    if (onTap != null) base = base.clickable(onClick = onTap)
    Box(base) {
        if (card.tint != Tint.PLAIN) {
            // A colour band at the top: the colour at a glance; the mark says it in shape.
            Box(
                Modifier
                    .align(Alignment.TopCenter)
                    .padding(top = 4.dp)
                    .size(width - 12.dp, 6.dp)
                    .background(ink, RoundedCornerShape(3.dp)),
            )
        }
        Text(
            card.face,
            Modifier.align(Alignment.Center),
            color = ink,
            fontSize = if (card.face.length > 3) 14.sp else 24.sp,
            fontWeight = FontWeight.Bold,
            maxLines = 1,
            softWrap = false,
        )
        val mark = card.mark
        if (mark != null) {
            Text(
                mark,
                Modifier.align(Alignment.BottomEnd).padding(end = 5.dp, bottom = 3.dp),
                color = ink,
                fontSize = 14.sp,
                fontWeight = FontWeight.Bold,
            )
        }
    }
}
