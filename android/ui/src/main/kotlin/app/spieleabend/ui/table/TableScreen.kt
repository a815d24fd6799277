package app.spieleabend.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
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
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.spieleabend.core.AppIntent
import app.spieleabend.core.Connection
import app.spieleabend.core.HintView
import app.spieleabend.core.Overlay
import app.spieleabend.core.PickView
import app.spieleabend.core.PlayerView
import app.spieleabend.core.TableIntent
import app.spieleabend.core.TableScreenView
import app.spieleabend.ui.cards.PlayingCard

internal fun table(intent: TableIntent) = AppIntent.Table(intent)

/**
 * The table of any game: the players, the game's own area, the status, the pick in
 * progress, the hand, hint and undo, the log, and the overlay the app core shows on top
 * (the hand-over curtain hides everything of the table, the hand above all).
 */
@Composable
fun TableScreen(view: TableScreenView, send: (AppIntent) -> Unit) {
    val overlay = view.overlay
    if (overlay is Overlay.Curtain) {
        Curtain(overlay, send)
        return
    }
    Box(Modifier.fillMaxSize()) {
        Column(
            Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(12.dp),
            verticalArrangement = Arrangement.spacedBy(10.dp),
        ) {
            Players(view.players)
            view.area?.let { TableAreaView(it) }
            Text(
                view.status,
                Modifier.semantics { liveRegion = LiveRegionMode.Polite },
                style = MaterialTheme.typography.titleMedium,
            )
            view.message?.let { Text(it, color = MaterialTheme.colorScheme.error, style = MaterialTheme.typography.bodyMedium) }
            view.pick?.let { Pick(it, view.status, send) }
            Hand(view, send)
            Actions(view, send)
            Log(view)
        }
        when (overlay) {
            is Overlay.Summary -> SummaryPanel(overlay.summary, send)
            is Overlay.GameOver -> GameOverPanel(overlay.gameOver, send)
            else -> {}
        }
    }
}

@Composable
private fun Players(players: List<PlayerView>) {
    Row(Modifier.horizontalScroll(rememberScrollState()), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        players.forEach { player ->
            val colors = MaterialTheme.colorScheme
            val spoken = listOfNotNull(
                player.name, player.kindLabel, player.cardsLabel,
                player.score?.label, player.note,
            ).joinToString(", ")
            Column(
                Modifier
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
private fun Hand(view: TableScreenView, send: (AppIntent) -> Unit) {
    if (view.hand.isEmpty()) return
    FlowRow(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
        view.hand.forEach { card ->
            PlayingCard(card, onTap = { send(table(TableIntent.TapCard(card.id))) })
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Actions(view: TableScreenView, send: (AppIntent) -> Unit) {
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
private fun TableScreenView.to_actIsViewer(): Boolean = viewer != null && toAct == viewer

@Composable
private fun Log(view: TableScreenView) {
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
