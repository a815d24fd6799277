package app.spieleabend.ui.screens

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.OutlinedButton
import androidx.compose.ui.Alignment
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.text.style.TextAlign
import app.spieleabend.core.StatisticsIntent
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Card
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.spieleabend.core.AppIntent
import app.spieleabend.core.RulesPageView
import app.spieleabend.core.RulesView
import app.spieleabend.core.SettingsIntent
import app.spieleabend.core.SettingsView
import app.spieleabend.core.StatisticsView
import app.spieleabend.ui.common.ControlChange
import app.spieleabend.ui.common.ControlRow

/** A scrolling column with the screens' common padding. */
@Composable
internal fun Page(content: @Composable () -> Unit) {
    Column(
        Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(16.dp),
        verticalArrangement = Arrangement.spacedBy(8.dp),
    ) { content() }
}

/** Settings: language, bot pace, automatic single choice, colour-blind marks, cues. */
@Composable
fun SettingsScreen(view: SettingsView, send: (AppIntent) -> Unit) = Page {
    view.rows.forEach { row ->
        ControlRow(row.label, row.control) { change ->
            when (change) {
                ControlChange.Flip -> send(AppIntent.Settings(SettingsIntent.Toggle(row.key)))
                is ControlChange.Choose -> send(AppIntent.Settings(SettingsIntent.Choose(row.key, change.index.toUInt())))
                is ControlChange.Number -> {}
            }
        }
    }
}

/**
 * Statistics per game and kind of opponents, as a table: one line per opponents with
 * the games, wins, win rate, streaks and average place under the app core's headings.
 * Where the line would be too narrow for its figures (a phone, a large font) each
 * figure stands as a small tile with its heading, wrapping onto more lines. A screen
 * reader reads each line as the app core's sentence. Resetting asks first.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun StatisticsScreen(view: StatisticsView, send: (AppIntent) -> Unit) = Page {
    view.games.forEach { game ->
        Card(Modifier.fillMaxWidth()) {
            Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                Text(game.name, Modifier.semantics { heading() }, style = MaterialTheme.typography.titleMedium)
                game.empty?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
                BoxWithConstraints {
                    val columns = view.columns.size + 1
                    val wide = maxWidth / columns >= 88.dp * LocalDensity.current.fontScale
                    Column(verticalArrangement = Arrangement.spacedBy(6.dp)) {
                        if (wide && game.rows.isNotEmpty()) {
                            Row(Modifier.clearAndSetSemantics {}) {
                                Spacer(Modifier.weight(1.5f))
                                view.columns.forEach {
                                    Text(it, Modifier.weight(1f), style = MaterialTheme.typography.labelMedium, textAlign = TextAlign.End)
                                }
                            }
                        }
                        game.rows.forEach { row ->
                            val cells = row.cells
                            if (wide) {
                                Row(
                                    Modifier.fillMaxWidth().clearAndSetSemantics { contentDescription = "${row.opponents}: ${row.summary}" },
                                    verticalAlignment = Alignment.CenterVertically,
                                ) {
                                    Text(row.opponents, Modifier.weight(1.5f), style = MaterialTheme.typography.labelLarge)
                                    cells.forEach {
                                        Text(it, Modifier.weight(1f), style = MaterialTheme.typography.bodyLarge, textAlign = TextAlign.End)
                                    }
                                }
                            } else {
                                Column(Modifier.clearAndSetSemantics { contentDescription = "${row.opponents}: ${row.summary}" }) {
                                    Text(row.opponents, style = MaterialTheme.typography.labelLarge)
                                    FlowRow(horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                                        view.columns.zip(cells).forEach { (heading, value) ->
                                            Column(Modifier.padding(vertical = 2.dp)) {
                                                Text(value, style = MaterialTheme.typography.titleMedium)
                                                Text(heading, style = MaterialTheme.typography.labelSmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    view.reset?.let { reset ->
        val question = reset.question
        if (question == null) {
            OutlinedButton(
                onClick = { send(AppIntent.Statistics(StatisticsIntent.RESET)) },
                modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp),
            ) { Text(reset.label) }
        } else {
            Card(Modifier.fillMaxWidth()) {
                Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                    Text(question, style = MaterialTheme.typography.bodyLarge)
                    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                        OutlinedButton(
                            onClick = { send(AppIntent.Statistics(StatisticsIntent.KEEP_ALL)) },
                            modifier = Modifier.heightIn(min = 48.dp),
                        ) { Text(reset.keep) }
                        Button(
                            onClick = { send(AppIntent.Statistics(StatisticsIntent.CONFIRM_RESET)) },
                            colors = ButtonDefaults.buttonColors(containerColor = MaterialTheme.colorScheme.error),
                            modifier = Modifier.heightIn(min = 48.dp),
                        ) { Text(reset.confirm) }
                    }
                }
            }
        }
    }
}

/** The rules: one entry per game. */
@Composable
fun RulesScreen(view: RulesView, send: (AppIntent) -> Unit) = Page {
    view.games.forEach { game ->
        FilledTonalButton(
            onClick = { send(AppIntent.OpenRules(game.gameKey)) },
            modifier = Modifier.fillMaxWidth().heightIn(min = 56.dp),
        ) { Text(game.name) }
    }
}

/** One game's complete rules, section by section. */
@Composable
fun RulesPageScreen(view: RulesPageView) = Page {
    view.sections.forEach { section ->
        Text(section.title, Modifier.semantics { heading() }, style = MaterialTheme.typography.titleMedium)
        section.paragraphs.forEach { Text(it, style = MaterialTheme.typography.bodyMedium) }
    }
}
