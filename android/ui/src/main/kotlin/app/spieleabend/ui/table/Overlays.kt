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
import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.tween
import androidx.compose.foundation.layout.Spacer
import androidx.compose.material3.OutlinedButton
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.ui.graphics.graphicsLayer
import app.spieleabend.core.AppIntent
import app.spieleabend.core.HomeItem
import app.spieleabend.ui.motion.LocalMotion
import app.spieleabend.ui.motion.motionMs
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

/**
 * Game over: each person's own place first ("You finished 3rd."), then every seat by
 * place with its score under the game's unit as a column heading; Play again, New game
 * and Home. A win of a person here is greeted by the title growing in (not with motion
 * off).
 */
@Composable
internal fun GameOverPanel(gameOver: GameOverView, send: (AppIntent) -> Unit) = Panel {
    val motion = LocalMotion.current
    val ms = motionMs()
    val grow = remember { Animatable(if (gameOver.celebrate && motion) 0.6f else 1f) }
    LaunchedEffect(gameOver.celebrate, motion) {
        if (gameOver.celebrate && motion) grow.animateTo(1f, tween(ms * 2))
    }
    Text(
        gameOver.title,
        Modifier.graphicsLayer { scaleX = grow.value; scaleY = grow.value },
        style = MaterialTheme.typography.titleLarge,
        color = if (gameOver.celebrate) MaterialTheme.colorScheme.primary else Color.Unspecified,
    )
    Text(gameOver.text, style = MaterialTheme.typography.bodyMedium)
    gameOver.personal.forEach { Text(it, style = MaterialTheme.typography.titleMedium) }
    gameOver.scoreLabel?.let {
        Row(Modifier.fillMaxWidth()) {
            Spacer(Modifier.weight(1f))
            Text(it, style = MaterialTheme.typography.labelMedium, textAlign = TextAlign.End)
        }
    }
    gameOver.rows.forEach { row ->
        Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
            Text(row.placeLabel, Modifier.padding(end = 12.dp), fontWeight = FontWeight.Bold)
            Text(row.name, Modifier.weight(1f))
            row.score?.let { Text(it.label, textAlign = TextAlign.End) }
        }
    }
    Button(onClick = { send(table(TableIntent.Rematch)) }, Modifier.fillMaxWidth().heightIn(min = 48.dp)) { Text(gameOver.rematch) }
    Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        OutlinedButton(
            onClick = { send(AppIntent.Open(HomeItem.NEW_GAME)) },
            Modifier.weight(1f).heightIn(min = 48.dp),
        ) { Text(gameOver.newGame, textAlign = TextAlign.Center) }
        OutlinedButton(
            onClick = { send(AppIntent.Home) },
            Modifier.weight(1f).heightIn(min = 48.dp),
        ) { Text(gameOver.home, textAlign = TextAlign.Center) }
    }
}
