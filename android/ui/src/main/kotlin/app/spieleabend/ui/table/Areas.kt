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
import app.spieleabend.core.ElferRausArea
import app.spieleabend.core.HelpArea
import app.spieleabend.core.Juhu22Area
import app.spieleabend.core.RauswurfArea
import app.spieleabend.core.SeventySevenArea
import app.spieleabend.core.TableArea
import app.spieleabend.ui.cards.PlayingCard
import app.spieleabend.ui.cards.ink

/** The game's own part of the table, one layout per game. */
@Composable
fun TableAreaView(area: TableArea) {
    val colors = MaterialTheme.colorScheme
    Column(
        Modifier.fillMaxWidth()
            .background(colors.primaryContainer.copy(alpha = 0.45f), RoundedCornerShape(12.dp))
            .padding(10.dp),
        verticalArrangement = Arrangement.spacedBy(6.dp),
    ) {
        when (area) {
            is TableArea.ElferRaus -> ElferRaus(area.area)
            is TableArea.SeventySeven -> SeventySeven(area.area)
            is TableArea.Juhu22 -> Juhu22(area.area)
            is TableArea.Rauswurf -> Rauswurf(area.area)
            is TableArea.Help -> Help(area.area)
        }
    }
}

/** Elfer raus!: the four colour rows from their low to their high end. */
@Composable
private fun ElferRaus(area: ElferRausArea) {
    area.rows.forEach { row ->
        Row(
            Modifier.fillMaxWidth().semantics(mergeDescendants = true) { contentDescription = row.label },
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Text(
                listOfNotNull(row.mark, row.colour).joinToString(" "),
                Modifier.width(96.dp),
                color = ink(row.tint),
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
private fun SeventySeven(area: SeventySevenArea) {
    Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(16.dp)) {
        Text(area.totalLabel, style = MaterialTheme.typography.headlineMedium, fontWeight = FontWeight.Bold)
        area.discardTop?.let { PlayingCard(it) }
    }
    Text(area.directionLabel, style = MaterialTheme.typography.labelMedium)
    area.dueLabel?.let { Text(it, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.error) }
}

/** 22Juhu: the trick, the stack, the pot, whose duty 22Juhu is. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Juhu22(area: Juhu22Area) {
    Text(area.heading, style = MaterialTheme.typography.titleSmall)
    Text(area.stageLabel, style = MaterialTheme.typography.labelMedium)
    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        area.trick.forEach { play ->
            Column(horizontalAlignment = Alignment.CenterHorizontally) {
                PlayingCard(play.card)
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
private fun Rauswurf(area: RauswurfArea) {
    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        area.fronts.forEach { front -> front.card?.let { PlayingCard(it) } }
    }
    Text(area.pilesLabel, style = MaterialTheme.typography.labelMedium)
}

/** Help!: the row of cards, the piles, who helps whom. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Help(area: HelpArea) {
    Text(area.heading, style = MaterialTheme.typography.titleSmall)
    FlowRow(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
        area.row.forEach { PlayingCard(it.card) }
    }
    area.helpLabel?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
    area.received?.let { PlayingCard(it) }
}
