package app.spieleabend.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import app.spieleabend.core.AppIntent
import app.spieleabend.core.GameOverView
import app.spieleabend.core.Overlay
import app.spieleabend.core.SummaryView
import app.spieleabend.core.TableIntent

/** The hand-over curtain: the table is not drawn at all until the named player is ready. */
@Composable
internal fun Curtain(curtain: Overlay.Curtain, send: (AppIntent) -> Unit) {
    Column(
        Modifier.fillMaxSize().background(MaterialTheme.colorScheme.primaryContainer).padding(32.dp),
        verticalArrangement = Arrangement.spacedBy(24.dp, Alignment.CenterVertically),
        horizontalAlignment = Alignment.CenterHorizontally,
    ) {
        Text(
            curtain.text,
            style = MaterialTheme.typography.headlineSmall,
            textAlign = TextAlign.Center,
            color = MaterialTheme.colorScheme.onPrimaryContainer,
        )
        Button(onClick = { send(table(TableIntent.Ready)) }, Modifier.heightIn(min = 56.dp)) { Text(curtain.button) }
    }
}

/** A panel over a dimmed table. */
@Composable
private fun Panel(content: @Composable () -> Unit) {
    Box(Modifier.fillMaxSize().background(Color(0x99000000)), contentAlignment = Alignment.Center) {
        Card(Modifier.fillMaxWidth().padding(20.dp)) {
            Column(
                Modifier.verticalScroll(rememberScrollState()).padding(16.dp),
                verticalArrangement = Arrangement.spacedBy(8.dp),
            ) { content() }
        }
    }
}

/** A round's or hand's summary: stays until the player dismisses it. */
@Composable
internal fun SummaryPanel(summary: SummaryView, send: (AppIntent) -> Unit) = Panel {
    Text(summary.title, style = MaterialTheme.typography.titleLarge)
    summary.text?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
    summary.rows.forEach { row ->
        Row(Modifier.fillMaxWidth()) {
            Text(row.name, Modifier.weight(1f))
            row.changeLabel?.let { Text(it, Modifier.padding(end = 12.dp)) }
            Text(row.total.label, fontWeight = FontWeight.Bold)
        }
    }
    Button(onClick = { send(table(TableIntent.Dismiss)) }, Modifier.fillMaxWidth().heightIn(min = 48.dp)) { Text(summary.dismiss) }
}

/** Game over: places with the game's own score label; a rematch. */
@Composable
internal fun GameOverPanel(gameOver: GameOverView, send: (AppIntent) -> Unit) = Panel {
    Text(gameOver.title, style = MaterialTheme.typography.titleLarge)
    Text(gameOver.text, style = MaterialTheme.typography.bodyMedium)
    gameOver.scoreLabel?.let { Text(it, style = MaterialTheme.typography.labelMedium) }
    gameOver.rows.forEach { row ->
        Row(Modifier.fillMaxWidth()) {
            Text(row.placeLabel, Modifier.padding(end = 12.dp), fontWeight = FontWeight.Bold)
            Text(row.name, Modifier.weight(1f))
            row.score?.let { Text(it.label) }
        }
    }
    Button(onClick = { send(table(TableIntent.Rematch)) }, Modifier.fillMaxWidth().heightIn(min = 48.dp)) { Text(gameOver.rematch) }
}
