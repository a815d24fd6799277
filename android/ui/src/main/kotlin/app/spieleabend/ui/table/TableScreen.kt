package app.spieleabend.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.key
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import app.spieleabend.core.AppIntent
import app.spieleabend.core.Change
import app.spieleabend.core.Connection
import app.spieleabend.core.DrawnCard
import app.spieleabend.core.HintView
import app.spieleabend.core.Overlay
import app.spieleabend.core.PickView
import app.spieleabend.core.PlayerView
import app.spieleabend.core.TableIntent
import app.spieleabend.core.TableView
import app.spieleabend.ui.cards.PlayingCard
import app.spieleabend.ui.motion.Arrival
import app.spieleabend.ui.motion.arrival
import app.spieleabend.ui.motion.floatAway
import app.spieleabend.ui.motion.seat

internal fun table(intent: TableIntent) = AppIntent.Table(intent)

/**
 * The table of any game: the players, the game's own area, the status, the pick in
 * progress, the hand, hint and undo, the log, and the overlay the app core shows on top
 * (the hand-over curtain hides everything of the table, the hand above all).
 */
@Composable
fun TableScreen(view: TableView, send: (AppIntent) -> Unit) {
    val overlay = view.overlay
    if (overlay is Overlay.Curtain) {
        Curtain(overlay, send)
        return
    }
    BoxWithConstraints(Modifier.fillMaxSize()) {
        // Large text needs the room of a larger screen: the size class is read in units
        // of the font scale (at 200 % a tablet's table keeps one column, as on a phone).
        val fontScale = LocalDensity.current.fontScale.coerceIn(1f, 2f)
        val layout = tableLayout(maxWidth / fontScale, maxHeight / fontScale)
        if (layout == TableLayout.Portrait) {
            Column(
                Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(12.dp),
                verticalArrangement = Arrangement.spacedBy(10.dp),
            ) {
                Table(view)
                Play(view, send)
                Log(view)
            }
        } else {
            // Wide screens: the table on the left, the player's own part beside it (the
            // hand at the height of the area, never under the fold); on a tablet the log
            // gets a column of its own.
            Row(Modifier.fillMaxSize().padding(12.dp), horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                Column(
                    Modifier.weight(1f).fillMaxHeight().verticalScroll(rememberScrollState()),
                    verticalArrangement = Arrangement.spacedBy(10.dp),
                ) {
                    Table(view)
                    if (layout == TableLayout.Landscape) Log(view)
                }
                Column(
                    Modifier.weight(1f).fillMaxHeight().verticalScroll(rememberScrollState()),
                    verticalArrangement = Arrangement.spacedBy(10.dp),
                ) { Play(view, send) }
                if (layout == TableLayout.Tablet) {
                    Column(Modifier.width(260.dp).fillMaxHeight().verticalScroll(rememberScrollState())) { Log(view) }
                }
            }
        }
        when (overlay) {
            is Overlay.Summary -> SummaryPanel(overlay.summary, send)
            is Overlay.GameOver -> GameOverPanel(overlay.gameOver, send)
            else -> {}
        }
    }
}

/** How the table is laid out for the space it has. */
enum class TableLayout {
    /** One scrolling column: a phone held upright, or any narrow window. */
    Portrait,

    /** The table and the player's hand side by side: a phone held sideways. */
    Landscape,

    /** Table, hand and log in three columns: a tablet or a large window. */
    Tablet,
}

/** The layout for [width] × [height] dp, after Material's window size classes: wide
 *  from 600 dp when wider than tall, three columns from 840 dp wide and 480 dp tall. */
fun tableLayout(width: Dp, height: Dp): TableLayout = when {
    width >= 840.dp && height >= 480.dp -> TableLayout.Tablet
    width >= 600.dp && width > height -> TableLayout.Landscape
    else -> TableLayout.Portrait
}

/** What everyone sees: the players, the game's area, the status and the last message. */
@Composable
private fun Table(view: TableView) {
    Players(view.players, view.changes)
    view.area?.let { TableAreaView(it, view.changes) }
    Text(
        view.status,
        Modifier.semantics { liveRegion = LiveRegionMode.Polite },
        style = MaterialTheme.typography.titleMedium,
    )
    view.message?.let { Text(it, color = MaterialTheme.colorScheme.error, style = MaterialTheme.typography.bodyMedium) }
}

/** The player's own part: the pick in progress, the hand, hint and undo. */
@Composable
private fun Play(view: TableView, send: (AppIntent) -> Unit) {
    view.pick?.let { Pick(it, view.status, send) }
    Hand(view, send)
    Actions(view, send)
}

@Composable
private fun Players(players: List<PlayerView>, changes: List<Change>) {
    Row(Modifier.horizontalScroll(rememberScrollState()), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        players.forEachIndexed { index, player ->
            // What happened to this seat since the last view: it swells once; chips won
            // or paid rise from it and fade.
            val mine = changes.filter { it.seat.toInt() == index }.takeIf { it.isNotEmpty() }
            val chips = player.chipsMoved
            val colors = MaterialTheme.colorScheme
            val spoken = listOfNotNull(
                player.name, player.kindLabel, player.cardsLabel,
                player.score?.label, player.note,
            ).joinToString(", ")
            Box {
                Column(
                    Modifier
                        .arrival(mine, Arrival.Pulse)
                        .border(if (player.toAct) 3.dp else 1.dp, if (player.toAct) colors.primary else colors.outline, RoundedCornerShape(10.dp))
                        .background(if (player.toAct) colors.primaryContainer else colors.surface, RoundedCornerShape(10.dp))
                        .padding(horizontal = 10.dp, vertical = 6.dp)
                        .semantics(mergeDescendants = true) {
                            contentDescription = spoken
                            if (player.connection == Connection.AWAY) stateDescription = player.kindLabel
                        },
                ) {
                    Text(player.name, fontWeight = FontWeight.Bold, maxLines = 1)
                    // The viewer's seat is named "You" already.
                    if (player.kindLabel != player.name) Text(player.kindLabel, style = MaterialTheme.typography.labelSmall, maxLines = 1)
                    Text(player.cardsLabel, style = MaterialTheme.typography.labelMedium, maxLines = 1)
                    player.score?.let { Text(it.label, style = MaterialTheme.typography.labelMedium, maxLines = 1) }
                }
                if (chips != null) {
                    val gone = floatAway(mine)
                    val rise = with(LocalDensity.current) { 24.dp.toPx() }
                    Text(
                        chips,
                        Modifier.align(Alignment.TopEnd).graphicsLayer {
                            alpha = 1f - gone()
                            translationY = -rise * gone()
                        }.clearAndSetSemantics {},
                        color = MaterialTheme.colorScheme.secondary,
                        fontWeight = FontWeight.Bold,
                    )
                }
            }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Pick(pick: PickView, status: String, send: (AppIntent) -> Unit) {
    Column(verticalArrangement = Arrangement.spacedBy(6.dp)) {
        // The status line often says the same already.
        if (pick.prompt != status) Text(pick.prompt, style = MaterialTheme.typography.bodyLarge)
        if (pick.made.isNotEmpty()) Text(pick.made.joinToString(" · "), style = MaterialTheme.typography.bodySmall)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            pick.choices.forEach { choice ->
                val onClick = { send(table(TableIntent.Choose(choice.id))) }
                if (choice.hinted) {
                    Button(onClick = onClick, Modifier.heightIn(min = 48.dp)) { Text(choice.label) }
                } else {
                    OutlinedButton(onClick = onClick, Modifier.heightIn(min = 48.dp)) { Text(choice.label) }
                }
            }
        }
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            pick.confirm?.let { label ->
                Button(onClick = { send(table(TableIntent.Confirm)) }, Modifier.heightIn(min = 48.dp)) { Text(label) }
            }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Hand(view: TableView, send: (AppIntent) -> Unit) {
    if (view.hand.isEmpty()) return
    FlowRow(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
        view.hand.forEach { card ->
            // Keyed by the card's id: when a card leaves, the others keep their state
            // and are not composed again.
            key(card.id) {
                val drawn = view.changes.filter { it is Change.CardDrawn && (it.card as? DrawnCard.Seen)?.card?.id == card.id }
                PlayingCard(
                    card,
                    Modifier.arrival(drawn.takeIf { it.isNotEmpty() }, Arrival.Drawn),
                    onTap = { send(table(TableIntent.TapCard(card.id))) },
                )
            }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Actions(view: TableView, send: (AppIntent) -> Unit) {
    val pickCancel = view.pick?.canCancel == true
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        if (view.to_actIsViewer()) {
            OutlinedButton(onClick = { send(table(TableIntent.Hint)) }, Modifier.heightIn(min = 48.dp)) { Text(view.buttons.hint) }
        }
        OutlinedButton(
            onClick = { send(table(TableIntent.Undo)) },
            enabled = view.undo.available,
            modifier = Modifier.heightIn(min = 48.dp).semantics { view.undo.reason?.let { stateDescription = it } },
        ) { Text(view.buttons.undo) }
        if (pickCancel) {
            TextButton(onClick = { send(table(TableIntent.Cancel)) }, Modifier.heightIn(min = 48.dp)) { Text(view.buttons.cancel) }
        }
    }
    when (val hint = view.hint) {
        is HintView.Ready -> Text(hint.text, color = MaterialTheme.colorScheme.secondary, style = MaterialTheme.typography.bodyMedium)
        else -> {}
    }
}

/** Whether the seat to act is the one whose hand is shown (hints are for that seat). */
private fun TableView.to_actIsViewer(): Boolean = viewer != null && toAct == viewer

@Composable
private fun Log(view: TableView) {
    Column(Modifier.fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(2.dp)) {
        view.log.takeLast(8).forEach { line ->
            Text(
                line.text,
                style = MaterialTheme.typography.bodySmall,
                fontWeight = if (line.new) FontWeight.Bold else FontWeight.Normal,
            )
        }
    }
}
