package app.spieleabend.ui.screens

import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.material3.Button
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.input.KeyboardType
import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.ui.unit.dp
import app.spieleabend.core.AppIntent
import app.spieleabend.core.HostView
import app.spieleabend.core.JoinView
import app.spieleabend.core.Medium
import app.spieleabend.core.NearbyIntent
import app.spieleabend.core.NearbyView

private fun nearby(intent: NearbyIntent) = AppIntent.Nearby(intent)

/** Nearby play: host a table or join one. */
@Composable
fun NearbyScreen(view: NearbyView, send: (AppIntent) -> Unit) = Page {
    FilledTonalButton(onClick = { send(nearby(NearbyIntent.GoHost)) }, Modifier.fillMaxWidth().heightIn(min = 56.dp)) {
        Text(view.hostLabel)
    }
    FilledTonalButton(onClick = { send(nearby(NearbyIntent.GoJoin)) }, Modifier.fillMaxWidth().heightIn(min = 56.dp)) {
        Text(view.joinLabel)
    }
}

/**
 * The host's lobby: what is hosted, the address and code to give, who has joined, the
 * free seats, the start once every seat has its device (back to the table while a game
 * is played).
 */
@Composable
fun HostScreen(view: HostView, send: (AppIntent) -> Unit) = Page {
    Text(view.game, style = MaterialTheme.typography.titleMedium)
    Text(view.explanation, style = MaterialTheme.typography.bodyMedium)
    view.joinInfo?.let { Text(it, style = MaterialTheme.typography.headlineSmall) }
    view.bluetoothNote?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
    view.players.forEach { Text(it, style = MaterialTheme.typography.bodyLarge) }
    view.seatsNote?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
    view.notice?.let { Text(it, color = MaterialTheme.colorScheme.error) }
    if (view.playing) {
        FilledTonalButton(
            onClick = { send(nearby(NearbyIntent.ShowTable)) },
            modifier = Modifier.fillMaxWidth().heightIn(min = 56.dp),
        ) { Text(view.tableLabel) }
    } else if (view.open) {
        FilledTonalButton(
            onClick = { send(nearby(NearbyIntent.StartGame)) },
            enabled = view.canStart,
            modifier = Modifier.fillMaxWidth().heightIn(min = 56.dp),
        ) { Text(view.startLabel) }
    }
    Button(
        onClick = { send(nearby(if (view.open) NearbyIntent.CloseTable else NearbyIntent.OpenTable)) },
        enabled = view.open || view.canOpen,
        modifier = Modifier.fillMaxWidth().heightIn(min = 56.dp),
    ) { Text(view.actionLabel) }
}

/**
 * Joining: the tables found nearby, or an address, and the host's code; once admitted,
 * what the device waits for (back to the table while a game is played).
 */
@Composable
fun JoinScreen(view: JoinView, send: (AppIntent) -> Unit) = Page {
    Text(view.foundNote, style = MaterialTheme.typography.bodyMedium)
    view.found.forEachIndexed { index, table ->
        // The label says how the table is reached; a network table's address follows.
        val text = if (table.medium == Medium.NETWORK) "${table.label} — ${table.address}" else table.label
        val choose = { send(nearby(NearbyIntent.ChooseFound(index.toUInt()))) }
        val modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp).semantics { selected = table.chosen }
        if (table.chosen) {
            FilledTonalButton(onClick = choose, modifier = modifier) { Text(text) }
        } else {
            OutlinedButton(onClick = choose, modifier = modifier) { Text(text) }
        }
    }
    OutlinedTextField(
        value = view.address,
        onValueChange = { send(nearby(NearbyIntent.SetAddress(it))) },
        label = { Text(view.addressLabel) },
        singleLine = true,
        modifier = Modifier.fillMaxWidth(),
    )
    OutlinedTextField(
        value = view.code,
        onValueChange = { send(nearby(NearbyIntent.SetCode(it))) },
        label = { Text(view.codeLabel) },
        singleLine = true,
        keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.NumberPassword),
        modifier = Modifier.fillMaxWidth(),
    )
    view.notice?.let { Text(it, color = MaterialTheme.colorScheme.error) }
    view.waiting?.let { Text(it, style = MaterialTheme.typography.bodyLarge) }
    if (view.playing) {
        FilledTonalButton(
            onClick = { send(nearby(NearbyIntent.ShowTable)) },
            modifier = Modifier.fillMaxWidth().heightIn(min = 56.dp),
        ) { Text(view.tableLabel) }
    }
    Button(
        onClick = { send(nearby(NearbyIntent.Connect)) },
        enabled = view.canConnect && !view.connecting,
        modifier = Modifier.fillMaxWidth().heightIn(min = 56.dp),
    ) { Text(view.connectLabel) }
}
