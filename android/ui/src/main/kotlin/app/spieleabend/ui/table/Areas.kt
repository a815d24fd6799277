package app.spieleabend.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.spieleabend.core.CardView
import app.spieleabend.core.Change
import app.spieleabend.core.DrawnCard
import app.spieleabend.core.ElferRausArea
import app.spieleabend.core.HelpArea
import app.spieleabend.core.Juhu22Area
import app.spieleabend.core.RauswurfArea
import app.spieleabend.core.SeventySevenArea
import app.spieleabend.core.TableArea
import app.spieleabend.core.Tint
import app.spieleabend.ui.cards.PlayingCard
import app.spieleabend.ui.cards.CardColors
import app.spieleabend.ui.motion.Arrival
import app.spieleabend.ui.motion.arrival

/** The game's own part of the table, one layout per game; [changes] animate the cards
 *  that were just laid or thrown out. */
@Composable
fun TableAreaView(area: TableArea, changes: List<Change> = emptyList()) {
    val moved = Moved(changes)
    val colors = MaterialTheme.colorScheme
    Column(
        Modifier.fillMaxWidth()
            .background(colors.primaryContainer.copy(alpha = 0.45f), RoundedCornerShape(12.dp))
            .padding(10.dp),
        verticalArrangement = Arrangement.spacedBy(6.dp),
    ) {
        when (area) {
            is TableArea.ElferRaus -> ElferRaus(area.area, moved)
            is TableArea.SeventySeven -> SeventySeven(area.area, moved)
            is TableArea.Juhu22 -> Juhu22(area.area, moved)
            is TableArea.Rauswurf -> Rauswurf(area.area, moved)
            is TableArea.Help -> Help(area.area, moved)
        }
    }
}

/** Elfer raus!: the four colour rows from their low to their high end. */
@Composable
private fun ElferRaus(area: ElferRausArea, moved: Moved) {
    area.rows.forEach { row ->
        Row(
            Modifier.arrival(moved.laidIn(row.tint), Arrival.Pulse).fillMaxWidth().semantics(mergeDescendants = true) { contentDescription = row.label },
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Text(
                listOfNotNull(row.mark, row.colour).joinToString(" "),
                Modifier.width(96.dp),
                color = CardColors.ink(row.tint),
                fontWeight = FontWeight.Bold,
            )
            Text(row.label, style = MaterialTheme.typography.bodyMedium)
        }
    }
    Text(area.pileLabel, style = MaterialTheme.typography.labelMedium)
    area.matchLabel?.let { Text(it, style = MaterialTheme.typography.labelMedium) }
}

/** 77: the running total, the last card played, the direction. */
@Composable
private fun SeventySeven(area: SeventySevenArea, moved: Moved) {
    Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(16.dp)) {
        Text(area.totalLabel, style = MaterialTheme.typography.headlineMedium, fontWeight = FontWeight.Bold)
        area.discardTop?.let { PlayingCard(it, Modifier.arrival(moved.laid(it), Arrival.Laid)) }
    }
    Text(area.directionLabel, style = MaterialTheme.typography.labelMedium)
    area.dueLabel?.let { Text(it, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.error) }
}

/** 22Juhu: the trick, the stack, the pot, whose duty 22Juhu is. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Juhu22(area: Juhu22Area, moved: Moved) {
    Text(area.heading, style = MaterialTheme.typography.titleSmall)
    Text(area.stageLabel, style = MaterialTheme.typography.labelMedium)
    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        area.trick.forEach { play ->
            Column(horizontalAlignment = Alignment.CenterHorizontally) {
                PlayingCard(play.card, Modifier.arrival(moved.laid(play.card), Arrival.Laid))
                Text(play.name, style = MaterialTheme.typography.labelSmall, maxLines = 1)
            }
        }
    }
    Text(area.stackLabel, style = MaterialTheme.typography.labelMedium)
    area.pot?.let { Text(it.label, style = MaterialTheme.typography.labelMedium) }
    area.juhuDuty?.let { Text(it, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.error) }
}

/** Rauswurf: each seat's face-up card, the draw and discard piles. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Rauswurf(area: RauswurfArea, moved: Moved) {
    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        area.fronts.forEach { front ->
            front.card?.let {
                val thrown = moved.thrownOut(it)
                PlayingCard(it, Modifier.arrival(thrown ?: moved.laid(it), if (thrown != null) Arrival.ThrownOut else Arrival.Laid))
            }
        }
    }
    Text(area.pilesLabel, style = MaterialTheme.typography.labelMedium)
}

/** Help!: the row of cards, the piles, who helps whom. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Help(area: HelpArea, moved: Moved) {
    Text(area.heading, style = MaterialTheme.typography.titleSmall)
    FlowRow(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
        area.row.forEach { PlayingCard(it.card, Modifier.arrival(moved.laid(it.card), Arrival.Laid)) }
    }
    area.helpLabel?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
    area.received?.let { PlayingCard(it, Modifier.arrival(moved.drawn(it), Arrival.Drawn)) }
}

/** The changes that concern the area's cards: each lookup gives the trigger for a card's
 *  animation (the matching changes), or null when nothing happened to it. Cards on the
 *  table are matched by what they show (their spoken label). */
private class Moved(private val changes: List<Change>) {
    private fun matching(pick: (Change) -> Boolean): List<Change>? = changes.filter(pick).takeIf { it.isNotEmpty() }

    fun laid(card: CardView) = matching { it is Change.CardLaid && it.card.spoken == card.spoken }
    fun laidIn(tint: Tint) = matching { it is Change.CardLaid && it.card.face.tint == tint }
    fun thrownOut(card: CardView) = matching { it is Change.ThrownOut && it.card.spoken == card.spoken }
    fun drawn(card: CardView) = matching { it is Change.CardDrawn && (it.card as? DrawnCard.Seen)?.card?.spoken == card.spoken }
}
