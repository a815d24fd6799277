package app.spieleabend.ui.screens

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.FilledTonalButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.spieleabend.core.AppIntent
import app.spieleabend.core.HomeItem
import app.spieleabend.core.HomeView

/** The start screen: continue each saved game (one per game), new game, nearby,
 *  statistics, settings, rules; notices (e.g. a damaged file set aside) on top. */
@Composable
fun HomeScreen(view: HomeView, notice: String?, send: (AppIntent) -> Unit) {
    Column(
        Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(16.dp),
        verticalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        val notices = listOfNotNull(notice) + view.notices
        if (notices.isNotEmpty()) {
            Card(colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.secondaryContainer)) {
                Column(Modifier.padding(12.dp)) {
                    notices.forEach { Text(it, style = MaterialTheme.typography.bodyMedium) }
                }
            }
        }
        view.items.forEach { entry ->
            val first = entry.item == HomeItem.CONTINUE || (entry.item == HomeItem.NEW_GAME && view.items.none { it.item == HomeItem.CONTINUE })
            val modifier = Modifier.fillMaxWidth().heightIn(min = 56.dp)
            val content: @Composable () -> Unit = {
                Column(Modifier.fillMaxWidth()) {
                    Text(entry.label, style = MaterialTheme.typography.titleMedium)
                    entry.detail?.let { Text(it, style = MaterialTheme.typography.bodySmall) }
                    entry.progress?.let { Text(it, style = MaterialTheme.typography.bodySmall) }
                }
            }
            // A saved game's entry resumes that game; the others open their screen.
            val intent = entry.gameKey?.let { AppIntent.Resume(it) } ?: AppIntent.Open(entry.item)
            if (first) {
                Button(onClick = { send(intent) }, modifier) { content() }
            } else {
                FilledTonalButton(onClick = { send(intent) }, modifier) { content() }
            }
        }
    }
}
