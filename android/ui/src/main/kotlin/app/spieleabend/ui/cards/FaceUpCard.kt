package app.spieleabend.ui.cards

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.rotate
import androidx.compose.ui.graphics.drawscope.scale
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.AnnotatedString
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextDecoration
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.TextUnit
import androidx.compose.ui.unit.dp
import app.spieleabend.core.CardArt
import app.spieleabend.core.CardFace
import app.spieleabend.core.CardSymbol
import kotlin.math.min

/** Height to width of every card (as a real card, 2 : 3). */
const val CARD_RATIO = 1.5f

/** The width of a card in a phone's hand at the normal font size. */
val CardWidth: Dp = 56.dp

/**
 * A card face up, drawn like its printed deck at [width] (the height follows, 2 : 3): the
 * figure in two corners (the one at the top left readable when cards overlap), the
 * colour's mark under it, a coloured deck's frame, and in the middle the figure, a 22Juhu
 * zero's rings, a 22Juhu number's points or a special card's symbol with its word.
 * [dimmed] greys a card that cannot be played now (still 3 : 1). [spoken], when given,
 * is what a screen reader says. Shapes and text are drawn in one canvas: crisp at any
 * size, cheap to draw many of.
 */
@Composable
fun FaceUpCard(
    face: CardFace,
    modifier: Modifier = Modifier,
    width: Dp = CardWidth,
    dimmed: Boolean = false,
    spoken: String? = null,
) {
    val measurer = rememberTextMeasurer(cacheSize = 16)
    val described = if (spoken != null) Modifier.semantics { contentDescription = spoken } else Modifier
    Canvas(modifier.size(width, width * CARD_RATIO).then(described)) {
        drawFace(face, dimmed, measurer)
    }
}

/** Draws [face] over the whole of this scope's size. */
fun DrawScope.drawFace(face: CardFace, dimmed: Boolean, measurer: TextMeasurer) {
    val w = size.width
    val h = size.height
    val corner = CornerRadius(w * 0.1f)
    val symbol = (face.art as? CardArt.Symbol)?.symbol
    val fullInk = CardColors.ink(face.tint)
    val ink = if (dimmed) CardColors.dimInk(fullInk) else fullInk
    val paper = when {
        dimmed -> CardColors.DimPaper
        symbol != null && symbol != CardSymbol.BURST -> CardColors.specialPaper(fullInk)
        else -> CardColors.Paper
    }
    drawRoundRect(paper, size = size, cornerRadius = corner)
    CardColors.band(face.tint)?.let { band ->
        // A coloured deck's frame: the colour at a glance, in its bright shade.
        val inset = w * 0.055f
        val stroke = w * 0.05f
        drawRoundRect(
            if (dimmed) CardColors.dimInk(band) else band,
            topLeft = Offset(inset, inset),
            size = Size(w - 2 * inset, h - 2 * inset),
            cornerRadius = CornerRadius(w * 0.07f),
            style = Stroke(stroke),
        )
    }
    drawRoundRect(CardColors.Edge, size = size, cornerRadius = corner, style = Stroke(maxOf(1f, w * 0.015f)))

    // The corners: the figure (or the symbol, small) and the mark, at the top left and
    // turned round at the bottom right.
    val index = corner(face, ink, w, measurer)
    drawIndex(index, symbol, ink, paper)
    rotate(180f) { drawIndex(index, symbol, ink, paper) }

    val middle = Offset(w / 2, h / 2)
    when (val art = face.art) {
        is CardArt.Figure -> drawFigure(face.figure, ink, middle, h * 0.3f, w * 0.56f, measurer)
        is CardArt.Rings -> {
            drawRings(middle, w * 0.3f, art.count.toInt(), ink)
            drawFigure(face.figure, ink, middle, h * 0.15f, w * 0.24f, measurer)
        }
        is CardArt.Points -> {
            drawFigure(face.figure, ink, Offset(w / 2, h * 0.42f), h * 0.28f, w * 0.6f, measurer)
            drawPoints(Rect(w * 0.26f, h * 0.62f, w * 0.74f, h * 0.76f), art.count.toInt(), ink)
        }
        is CardArt.Symbol -> {
            val centre = Offset(w / 2, h * 0.45f)
            when (art.symbol) {
                CardSymbol.BURST -> {
                    drawBurst(centre, w * 0.36f, CardColors.band(face.tint) ?: ink)
                    drawFigure(face.figure, ink, centre, h * 0.2f, w * 0.44f, measurer)
                }
                else -> drawSymbol(art.symbol, centre, w * 0.26f, ink, paper)
            }
            face.word?.let { drawWord(it, ink, Offset(w / 2, h * 0.74f), h * 0.1f, w * 0.62f, measurer) }
        }
    }
}

/** A special card's symbol at [centre], [half] its size. */
fun DrawScope.drawSymbol(symbol: CardSymbol, centre: Offset, half: Float, ink: Color, paper: Color) = when (symbol) {
    CardSymbol.TWO_CARDS -> drawTwoCards(centre, half, ink, paper)
    CardSymbol.TURN_ARROWS -> drawTurnArrows(centre, half, ink)
    CardSymbol.STAR -> drawStar(centre, half, ink)
    CardSymbol.SWAP_ARROWS -> drawSwapArrows(centre, half, ink)
    CardSymbol.BOLT -> drawBolt(centre, half, ink)
    CardSymbol.NO_SIGN -> drawNoSign(centre, half, ink)
    CardSymbol.BURST -> drawBurst(centre, half, ink)
}

/** The corner's figure laid out once for both corners. */
private class Index(val figure: TextLayoutResult?, val mark: TextLayoutResult?, val left: Float, val top: Float, val symbolHalf: Float)

private fun DrawScope.corner(face: CardFace, ink: Color, w: Float, measurer: TextMeasurer): Index {
    val figure = face.figure.takeIf { it.isNotEmpty() }?.let {
        // A figure that reads as another one upside down (6 and 9, 66 and 99) is
        // underlined, as on printed cards.
        val style = bold((w * 0.26f).toSp(), ink).let { style ->
            if (turnsIntoAnother(it)) style.copy(textDecoration = TextDecoration.Underline) else style
        }
        measurer.measure(AnnotatedString(it), style, softWrap = false, maxLines = 1)
    }
    val mark = face.mark?.let { measurer.measure(AnnotatedString(it), bold((w * 0.17f).toSp(), ink), maxLines = 1) }
    return Index(figure, mark, w * 0.08f, w * 0.07f, w * 0.09f)
}

private fun DrawScope.drawIndex(index: Index, symbol: CardSymbol?, ink: Color, paper: Color) {
    var y = index.top
    val column = size.width * 0.26f
    val figure = index.figure
    if (figure != null) {
        // Narrow corners keep wide figures (−10, ×2) inside the card.
        val scale = min(1f, column / figure.size.width)
        val left = index.left + (column - figure.size.width * scale) / 2f
        scale(scale, scale, Offset(left, y)) { drawText(figure, topLeft = Offset(left, y)) }
        y += figure.size.height * scale * 0.9f
    } else if (symbol != null) {
        val half = index.symbolHalf
        drawSymbol(symbol, Offset(index.left + column / 2f, y + half * 1.1f), half, ink, paper)
        y += half * 2.4f
    }
    index.mark?.let { mark -> drawText(mark, topLeft = Offset(index.left + (column - mark.size.width) / 2f, y)) }
}

/** [text] in bold, centred on [centre], [height] px tall at most and [maxWidth] wide. */
private fun DrawScope.drawFigure(text: String, ink: Color, centre: Offset, height: Float, maxWidth: Float, measurer: TextMeasurer) {
    if (text.isEmpty()) return
    val layout = measurer.measure(AnnotatedString(text), bold(height.toSp(), ink), softWrap = false, maxLines = 1)
    val scale = min(1f, maxWidth / layout.size.width)
    val topLeft = Offset(centre.x - layout.size.width / 2f, centre.y - layout.size.height / 2f)
    scale(scale, scale, centre) { drawText(layout, topLeft = topLeft) }
}

/** A special card's word, centred under its symbol, shrunk to fit. */
private fun DrawScope.drawWord(word: String, ink: Color, centre: Offset, height: Float, maxWidth: Float, measurer: TextMeasurer) {
    val style = bold(height.toSp(), ink).copy(textAlign = TextAlign.Center)
    val layout = measurer.measure(AnnotatedString(word), style, softWrap = false, maxLines = 1)
    val scale = min(1f, maxWidth / layout.size.width)
    val topLeft = Offset(centre.x - layout.size.width / 2f, centre.y - layout.size.height / 2f)
    scale(scale, scale, centre) { drawText(layout, topLeft = topLeft) }
}

/** Whether [figure] turned round reads as a different number. */
private fun turnsIntoAnother(figure: String): Boolean {
    val turned = figure.reversed().map { c ->
        when (c) {
            '0', '1', '8' -> c
            '6' -> '9'
            '9' -> '6'
            else -> return false
        }
    }.joinToString("")
    return turned != figure
}

private fun bold(size: TextUnit, ink: Color) = TextStyle(color = ink, fontSize = size, fontWeight = FontWeight.Bold, lineHeight = size * 1.0f)
