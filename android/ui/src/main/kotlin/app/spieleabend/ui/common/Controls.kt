package app.spieleabend.ui.common

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role
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
 * One labelled setting: a switch, choices that wrap onto more lines when the width or the
 * font size asks for it, or a number with − and +; under it, when the app core gives one,
 * a line on what the setting means. The words and limits come from the app core; this
 * only draws them and reports the change.
 */
@OptIn(ExperimentalMaterial3Api::class, ExperimentalLayoutApi::class)
@Composable
fun ControlRow(label: String, control: Control, about: String? = null, onChange: (ControlChange) -> Unit) {
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
                FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
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
        about?.let {
            Text(
                it,
                Modifier.padding(top = 2.dp),
                style = MaterialTheme.typography.bodySmall,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
            )
        }
    }
}

/**
 * Choices side by side as one segmented bar, the chosen one filled: for a few short
 * choices such as the player count. Each segment is at least 48 dp tall and grows with
 * the font size.
 */
@Composable
fun Segmented(labels: List<String>, selected: Int, description: String, onSelect: (Int) -> Unit) {
    val shape = RoundedCornerShape(50)
    Surface(
        shape = shape,
        border = BorderStroke(1.dp, MaterialTheme.colorScheme.outline),
        modifier = Modifier.fillMaxWidth().semantics { contentDescription = description },
    ) {
        Row(Modifier.selectableGroup()) {
            labels.forEachIndexed { index, label ->
                val chosen = index == selected
                Box(
                    Modifier
                        .weight(1f)
                        .heightIn(min = 48.dp)
                        .selectable(selected = chosen, role = Role.RadioButton) { onSelect(index) },
                    contentAlignment = Alignment.Center,
                ) {
                    Surface(
                        color = if (chosen) MaterialTheme.colorScheme.secondaryContainer else MaterialTheme.colorScheme.surface,
                        modifier = Modifier.matchParentSize(),
                    ) {}
                    Text(
                        label,
                        Modifier.padding(horizontal = 4.dp, vertical = 8.dp),
                        style = MaterialTheme.typography.labelLarge,
                        color = if (chosen) MaterialTheme.colorScheme.onSecondaryContainer else MaterialTheme.colorScheme.onSurface,
                    )
                }
            }
        }
    }
}
