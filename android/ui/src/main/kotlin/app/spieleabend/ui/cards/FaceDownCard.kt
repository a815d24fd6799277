package app.spieleabend.ui.cards

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.Dp

/** A card face down at [width] (the height follows, 2 : 3): the same back for every deck. */
@Composable
fun FaceDownCard(modifier: Modifier = Modifier, width: Dp = CardWidth) {
    Canvas(modifier.size(width, width * CARD_RATIO)) { drawCardBack(size, size.width * 0.1f) }
}
