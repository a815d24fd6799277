package app.spieleabend.ui.screens

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.Divider
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.spieleabend.core.AppIntent
import app.spieleabend.core.Control
import app.spieleabend.core.OptionValue
import app.spieleabend.core.SetupIntent
import app.spieleabend.core.SetupView
import app.spieleabend.ui.common.ControlChange
import app.spieleabend.ui.common.ControlRow
import app.spieleabend.ui.common.Segmented

private fun setup(intent: SetupIntent) = AppIntent.Setup(intent)

/** A new game: the game, its guided first game while it was never played, its variant,
 *  players as a segmented bar and seats, and the
 *  options of the game's schema, each with a line on what it means; chips wrap at any
 *  width and font size; the problems the app core finds are listed above the start
 *  button. */
@OptIn(ExperimentalMaterial3Api::class, ExperimentalLayoutApi::class)
@Composable
fun SetupScreen(view: SetupView, send: (AppIntent) -> Unit) {
    Column(
        Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(16.dp),
        verticalArrangement = Arrangement.spacedBy(4.dp),
    ) {
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            view.games.forEach { game ->
                FilterChip(
                    selected = game.selected,
                    onClick = { send(setup(SetupIntent.ChooseGame(game.key))) },
                    label = { Text(game.name) },
                )
            }
        }
        view.guided?.let { guided ->
            Card(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
                Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                    Text(guided.text, style = MaterialTheme.typography.bodyMedium)
                    FilledTonalButton(
                        onClick = { send(AppIntent.Learn(guided.gameKey)) },
                        modifier = Modifier.heightIn(min = 48.dp),
                    ) { Text(guided.button) }
                }
            }
        }
        view.variant?.let { row ->
            ControlRow(row.label, row.control, row.about) { change ->
                if (change is ControlChange.Choose) send(setup(SetupIntent.ChooseVariant(change.index.toUInt())))
            }
        }
        PlayerCount(view.players.label, view.players.control) { send(setup(SetupIntent.SetPlayers(it.toUInt()))) }
        Divider()
        view.seats.forEachIndexed { index, seat ->
            Column(Modifier.fillMaxWidth().padding(vertical = 4.dp)) {
                OutlinedTextField(
                    value = seat.name,
                    onValueChange = { send(setup(SetupIntent.RenameSeat(index.toUInt(), it))) },
                    label = { Text(seat.label) },
                    placeholder = { Text(seat.defaultName) },
                    singleLine = true,
                    modifier = Modifier.fillMaxWidth(),
                )
                FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    seat.player.forEach { choice ->
                        FilterChip(
                            selected = choice.selected,
                            onClick = { send(setup(SetupIntent.SetSeatPlayer(index.toUInt(), choice.player))) },
                            label = { Text(choice.label) },
                        )
                    }
                }
            }
        }
        if (view.options.isNotEmpty()) Divider()
        view.options.forEach { option ->
            ControlRow(option.label, option.control, option.about) { change ->
                val value = when (change) {
                    ControlChange.Flip -> OptionValue.Bool(!((option.control as? app.spieleabend.core.Control.Toggle)?.on ?: false))
                    is ControlChange.Choose -> OptionValue.Choice(change.key)
                    is ControlChange.Number -> OptionValue.Int(change.value)
                }
                send(setup(SetupIntent.SetOption(option.key, value)))
            }
        }
        view.problems.forEach {
            Text(it, color = MaterialTheme.colorScheme.error, style = MaterialTheme.typography.bodyMedium)
        }
        view.replaces?.let { Text(it, style = MaterialTheme.typography.bodySmall) }
        Button(
            onClick = { send(setup(SetupIntent.Start)) },
            enabled = view.canStart,
            modifier = Modifier.fillMaxWidth().heightIn(min = 56.dp).padding(top = 8.dp),
        ) { Text(view.startLabel) }
    }
}

/** The number of players as a segmented bar of every count the game allows. */
@Composable
private fun PlayerCount(label: String, control: Control, choose: (Long) -> Unit) {
    val number = control as? Control.Number ?: return
    val counts = (number.min..number.max).toList()
    Column(Modifier.fillMaxWidth().padding(vertical = 6.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
        Text(label, style = MaterialTheme.typography.bodyLarge)
        Segmented(counts.map { it.toString() }, counts.indexOf(number.value), "$label: ${number.shown}") {
            choose(counts[it])
        }
    }
}
