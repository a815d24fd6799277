package app.spieleabend.ui.common

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.horizontalScroll
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.unit.dp
import app.spieleabend.core.Control

/** What the user did with a [Control]: flipped the toggle, chose the item at an index, or set a number. */
sealed interface ControlChange {
    data object Flip : ControlChange
    data class Choose(val index: Int, val key: String) : ControlChange
    data class Number(val value: Long) : ControlChange
}

/**
 * One labelled setting: a switch, a row of choices or a number with − and +. The words
 * and limits come from the app core; this only draws them and reports the change.
 */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun ControlRow(label: String, control: Control, onChange: (ControlChange) -> Unit) {
    Column(Modifier.fillMaxWidth().padding(vertical = 6.dp)) {
        when (control) {
            is Control.Toggle -> Row(verticalAlignment = Alignment.CenterVertically) {
                Text(label, Modifier.weight(1f), style = MaterialTheme.typography.bodyLarge)
                Switch(
                    checked = control.on,
                    onCheckedChange = { onChange(ControlChange.Flip) },
                    modifier = Modifier.semantics { contentDescription = label },
                )
            }
            is Control.Choice -> {
                Text(label, style = MaterialTheme.typography.bodyLarge)
                Row(
                    Modifier.horizontalScroll(rememberScrollState()),
                    horizontalArrangement = Arrangement.spacedBy(8.dp),
                ) {
                    control.choices.forEachIndexed { index, item ->
                        FilterChip(
                            selected = item.selected,
                            onClick = { onChange(ControlChange.Choose(index, item.key)) },
                            label = { Text(item.label) },
                        )
                    }
                }
            }
            is Control.Number -> Row(verticalAlignment = Alignment.CenterVertically) {
                Text(label, Modifier.weight(1f), style = MaterialTheme.typography.bodyLarge)
                OutlinedButton(
                    onClick = { onChange(ControlChange.Number(control.value - 1)) },
                    enabled = control.value > control.min,
                    modifier = Modifier.semantics { contentDescription = "$label −" },
                ) { Text("−") }
                Text(
                    control.shown,
                    Modifier.widthIn(min = 56.dp).padding(horizontal = 8.dp).semantics { stateDescription = control.shown },
                    style = MaterialTheme.typography.titleMedium,
                )
                OutlinedButton(
                    onClick = { onChange(ControlChange.Number(control.value + 1)) },
                    enabled = control.value < control.max,
                    modifier = Modifier.semantics { contentDescription = "$label +" },
                ) { Text("+") }
            }
        }
    }
}
