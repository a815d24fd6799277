package app.spieleabend.ui.screens

import androidx.compose.foundation.layout.Arrangement
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

/** Statistics per game and bot level, as the app core words them. */
@Composable
fun StatisticsScreen(view: StatisticsView) = Page {
    view.games.forEach { game ->
        Card(Modifier.fillMaxWidth()) {
            Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                Text(game.name, Modifier.semantics { heading() }, style = MaterialTheme.typography.titleMedium)
                game.empty?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
                game.rows.forEach { row ->
                    Text(row.opponents, style = MaterialTheme.typography.labelLarge)
                    Text(row.summary, style = MaterialTheme.typography.bodyMedium)
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
