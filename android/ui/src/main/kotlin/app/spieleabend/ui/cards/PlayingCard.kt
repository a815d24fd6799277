package app.spieleabend.ui.cards

import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import app.spieleabend.core.CardView

/** How far a selected card lifts out of the hand. */
val CardLift: Dp = 10.dp

/**
 * A card of a hand or on the table, its face as its deck prints it ([FaceUpCard]): a
 * selected card lifted with a thick outline, the hinted card with a secondary outline, a
 * card that cannot be played now greyed (still 3 : 1). It always takes the room of a
 * lifted card, so selecting never moves anything else. [width] defaults to a phone hand's
 * card, grown with the font scale (up to twice), so a face is never cramped. Its semantics
 * carry the app core's spoken label, its "why not" and whether it is selected; [onTap] is
 * given only when a tap does something.
 */
@Composable
fun PlayingCard(
    card: CardView,
    modifier: Modifier = Modifier,
    width: Dp = CardWidth * LocalDensity.current.fontScale.coerceIn(1f, 2f),
    onTap: (() -> Unit)? = null,
) {
    val state = card.state
    val shape = RoundedCornerShape(width * 0.1f)
    val colors = MaterialTheme.colorScheme
    var base = modifier
        .padding(top = if (state.selected) 0.dp else CardLift, bottom = if (state.selected) CardLift else 0.dp)
        // A hard shadow (an offset rounded rectangle, no blur): blurred shadows are
        // redrawn on every frame and cost most of a frame on a CPU-drawn window.
        .drawBehind {
            val lift = (if (state.selected) 4.dp else 1.5.dp).toPx()
            drawRoundRect(CardColors.Shadow, topLeft = Offset(0f, lift), size = size, cornerRadius = CornerRadius(width.toPx() * 0.1f))
        }
        .semantics(mergeDescendants = true) {
            contentDescription = card.spoken
            card.whyNot?.let { stateDescription = it }
            selected = state.selected
            if (onTap != null) role = Role.Button
        }
    if (state.selected || state.hinted) {
        base = base.border(3.dp, if (state.selected) colors.primary else colors.secondary, shape)
    }
    if (onTap != null) base = base.clickable(onClick = onTap)
    Box(base) {
        FaceUpCard(card.face, width = width, dimmed = onTap != null && !state.playable)
    }
}
