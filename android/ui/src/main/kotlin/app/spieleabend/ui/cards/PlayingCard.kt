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
import androidx.compose.ui.draw.shadow
import androidx.compose.ui.graphics.Color
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

/** Ink and band colours of a tint, chosen to stay apart for the common colour blindnesses
 *  together with the mark (never by colour alone). */
private fun ink(tint: CardTint): Color = when (tint) {
    CardTint.Red -> Color(0xFFC62828)
    CardTint.Yellow -> Color(0xFFB07A00)
    CardTint.Green -> Color(0xFF2E7D32)
    CardTint.Blue -> Color(0xFF1E55B3)
    CardTint.Plain -> Color(0xFF212121)
    CardTint.Special -> Color(0xFF6A1B9A)
}

/** Card size in portrait phone layouts; a card stays at least 48 dp wide (touch target). */
val CardWidth: Dp = 56.dp
val CardHeight: Dp = 84.dp

/**
 * One playing card, drawn (no bitmaps: crisp at any density). Selected cards lift and
 * get a thick outline, a hinted card a dashed-looking secondary outline, cards that
 * cannot be played now are dimmed. Its semantics carry the app core's spoken label and
 * state; [onTap] is given only when a tap does something.
 */
@Composable
fun PlayingCard(
    card: CardFace,
    showMark: Boolean,
    modifier: Modifier = Modifier,
    dimWhenUnplayable: Boolean = true,
    onTap: (() -> Unit)? = null,
) {
    val ink = ink(card.tint)
    val shape = RoundedCornerShape(8.dp)
    val outline = when {
        card.selected -> MaterialTheme.colorScheme.primary
        card.hinted -> MaterialTheme.colorScheme.secondary
        else -> Color(0xFF9E9E9E)
    }
    val state = listOfNotNull(
        "selected".takeIf { card.selected },
        "hint".takeIf { card.hinted },
        card.whyNot,
    ).joinToString(", ")
    var base = modifier
        .padding(top = if (card.selected) 0.dp else 10.dp, bottom = if (card.selected) 10.dp else 0.dp)
        .size(CardWidth, CardHeight)
        .shadow(if (card.selected) 6.dp else 2.dp, shape)
        .background(Color(0xFFFFFBF2), shape)
        .border(if (card.selected || card.hinted) 3.dp else 1.dp, outline, shape)
        .alpha(if (dimWhenUnplayable && !card.playable && onTap != null) 0.55f else 1f)
        .semantics(mergeDescendants = true) {
            contentDescription = card.spoken
            if (state.isNotEmpty()) stateDescription = state
            selected = card.selected
            if (onTap != null) role = Role.Button
        }
    if (onTap != null) base = base.clickable(onClick = onTap)
    Box(base) {
        // A colour band at the top: the colour at a glance; the mark says it in shape.
        Box(
            Modifier
                .align(Alignment.TopCenter)
                .padding(top = 4.dp)
                .size(CardWidth - 12.dp, 6.dp)
                .background(if (card.tint == CardTint.Plain) Color.Transparent else ink, RoundedCornerShape(3.dp)),
        )
        Text(
            card.face,
            Modifier.align(Alignment.Center),
            color = ink,
            fontSize = if (card.face.length > 3) 15.sp else 24.sp,
            fontWeight = FontWeight.Bold,
            maxLines = 1,
        )
        if (showMark && card.mark != null) {
            Text(
                card.mark,
                Modifier.align(Alignment.BottomEnd).padding(end = 5.dp, bottom = 3.dp),
                color = ink,
                fontSize = 14.sp,
                fontWeight = FontWeight.Bold,
            )
        }
    }
}
