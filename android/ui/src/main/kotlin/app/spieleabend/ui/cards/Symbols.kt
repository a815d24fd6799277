package app.spieleabend.ui.cards

import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.clipRect
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.drawscope.rotate
import kotlin.math.PI
import kotlin.math.cos
import kotlin.math.min
import kotlin.math.sin

/*
 * The pictures printed on the cards, drawn with paths (no fonts, no bitmaps): crisp at any
 * size and the same on every platform. Each draws into a square box given by its centre
 * and half its side, in one ink.
 */

/** Two cards, one over the other: the next player plays two (77's ×2). The front card
 *  is filled with [paper] so that it hides the one behind. */
fun DrawScope.drawTwoCards(centre: Offset, half: Float, ink: Color, paper: Color) {
    val w = half * 0.95f
    val h = half * 1.3f
    val stroke = Stroke(width = half * 0.14f, join = StrokeJoin.Round)
    val corner = CornerRadius(half * 0.16f)
    for ((dx, dy) in listOf(-0.28f to -0.22f, 0.28f to 0.22f)) {
        val topLeft = Offset(centre.x + dx * half - w / 2, centre.y + dy * half - h / 2)
        drawRoundRect(paper, topLeft, Size(w, h), corner)
        drawRoundRect(ink, topLeft, Size(w, h), corner, style = stroke)
    }
}

/** Two arrows chasing each other round a circle: the direction turns (77's ⇄). */
fun DrawScope.drawTurnArrows(centre: Offset, half: Float, ink: Color) {
    val r = half * 0.72f
    val stroke = Stroke(width = half * 0.16f, cap = StrokeCap.Round)
    val box = Rect(centre, r)
    for (start in listOf(200f, 20f)) {
        drawArc(ink, start, 120f, false, box.topLeft, box.size, style = stroke)
        val end = (start + 120f) * PI.toFloat() / 180f
        val tip = Offset(centre.x + r * cos(end), centre.y + r * sin(end))
        // The arrowhead points along the circle, clockwise.
        val along = Offset(-sin(end), cos(end))
        val out = Offset(cos(end), sin(end))
        val size = half * 0.34f
        val head = Path().apply {
            moveTo(tip.x + along.x * size, tip.y + along.y * size)
            lineTo(tip.x + out.x * size * 0.75f, tip.y + out.y * size * 0.75f)
            lineTo(tip.x - out.x * size * 0.75f, tip.y - out.y * size * 0.75f)
            close()
        }
        drawPath(head, ink)
    }
}

/** A five-pointed star: a card that stands for any number (Help!'s Joker). */
fun DrawScope.drawStar(centre: Offset, half: Float, ink: Color, points: Int = 5, inner: Float = 0.42f) {
    val path = Path()
    for (i in 0 until points * 2) {
        val radius = if (i % 2 == 0) half else half * inner
        val angle = -PI / 2 + i * PI / points
        val x = centre.x + radius * cos(angle).toFloat()
        val y = centre.y + radius * sin(angle).toFloat()
        if (i == 0) path.moveTo(x, y) else path.lineTo(x, y)
    }
    path.close()
    drawPath(path, ink)
}

/** Two arrows, one each way: a card of the row is swapped for one of the hand (Help!'s
 *  Switch). */
fun DrawScope.drawSwapArrows(centre: Offset, half: Float, ink: Color) {
    val stroke = Stroke(width = half * 0.16f, cap = StrokeCap.Round)
    val length = half * 1.5f
    for ((dy, rightward) in listOf(-0.32f to true, 0.32f to false)) {
        val y = centre.y + dy * half
        val from = Offset(centre.x - length / 2, y)
        val to = Offset(centre.x + length / 2, y)
        drawLine(ink, from, to, stroke.width, StrokeCap.Round)
        val tip = if (rightward) to else from
        val back = if (rightward) -1f else 1f
        val size = half * 0.36f
        val head = Path().apply {
            moveTo(tip.x - back * size * 0.25f, tip.y)
            lineTo(tip.x + back * size, tip.y - size * 0.7f)
            lineTo(tip.x + back * size, tip.y + size * 0.7f)
            close()
        }
        drawPath(head, ink)
    }
}

/** A lightning bolt: the last card of the row is zapped away (Help!'s Zap). */
fun DrawScope.drawBolt(centre: Offset, half: Float, ink: Color) {
    val s = half
    val bolt = Path().apply {
        moveTo(centre.x + 0.22f * s, centre.y - 1.0f * s)
        lineTo(centre.x - 0.55f * s, centre.y + 0.12f * s)
        lineTo(centre.x - 0.02f * s, centre.y + 0.12f * s)
        lineTo(centre.x - 0.28f * s, centre.y + 1.0f * s)
        lineTo(centre.x + 0.58f * s, centre.y - 0.2f * s)
        lineTo(centre.x + 0.04f * s, centre.y - 0.2f * s)
        close()
    }
    drawPath(bolt, ink)
}

/** A round sign with a bar across: not now (Help!'s No!). */
fun DrawScope.drawNoSign(centre: Offset, half: Float, ink: Color) {
    val stroke = half * 0.2f
    drawCircle(ink, half * 0.82f, centre, style = Stroke(stroke))
    rotate(-45f, centre) {
        drawLine(ink, Offset(centre.x - half * 0.62f, centre.y), Offset(centre.x + half * 0.62f, centre.y), stroke)
    }
}

/** A burst of rays: the strongest card (22Juhu). */
fun DrawScope.drawBurst(centre: Offset, half: Float, ink: Color) {
    drawStar(centre, half, ink, points = 12, inner = 0.72f)
}

/** Rings round a centre, [count] of them (1–4): a 22Juhu zero card, the more rings the
 *  stronger. The innermost ring sits just outside the figure. */
fun DrawScope.drawRings(centre: Offset, half: Float, count: Int, ink: Color) {
    val stroke = half * 0.07f
    val inner = half * 0.5f
    val step = (half * 0.96f - inner) / 3f
    for (i in 0 until count.coerceIn(0, 4)) {
        drawCircle(ink, inner + step * i, centre, style = Stroke(stroke))
    }
}

/** [count] points in rows of up to seven (a 22Juhu number card's value), centred in
 *  [area]. */
fun DrawScope.drawPoints(area: Rect, count: Int, ink: Color) {
    if (count <= 0) return
    val perRow = min(count, 7)
    val rows = (count + perRow - 1) / perRow
    val pitch = min(area.width / perRow, area.height / rows)
    val radius = pitch * 0.3f
    for (i in 0 until count) {
        val row = i / perRow
        val inRow = if (row == rows - 1) count - row * perRow else perRow
        val col = i % perRow
        val x = area.center.x + (col - (inRow - 1) / 2f) * pitch
        val y = area.center.y + (row - (rows - 1) / 2f) * pitch
        drawCircle(ink, radius, Offset(x, y))
    }
}

/** The back of every card: a deep green field, a fine lattice of diamonds inside an
 *  inset brass frame, a four-pointed star in the middle. */
fun DrawScope.drawCardBack(size: Size, corner: Float) {
    val field = Color(0xFF1F4D3A)
    val lattice = Color(0xFF2C6A50)
    val frame = Color(0xFFC9A24A)
    drawRoundRect(field, size = size, cornerRadius = CornerRadius(corner))
    val inset = min(size.width, size.height) * 0.09f
    val inner = Rect(inset, inset, size.width - inset, size.height - inset)
    val pitch = inner.width / 4f
    val line = maxOf(pitch * 0.08f, 1f)
    clipRect(inner.left, inner.top, inner.right, inner.bottom) {
        var x = inner.left - inner.height
        while (x < inner.right) {
            drawLine(lattice, Offset(x, inner.bottom), Offset(x + inner.height, inner.top), line)
            drawLine(lattice, Offset(x, inner.top), Offset(x + inner.height, inner.bottom), line)
            x += pitch
        }
    }
    drawRoundRect(frame, inner.topLeft, inner.size, CornerRadius(corner * 0.6f), style = Stroke(line * 1.6f))
    drawStar(inner.center, pitch * 0.55f, frame, points = 4, inner = 0.4f)
}
