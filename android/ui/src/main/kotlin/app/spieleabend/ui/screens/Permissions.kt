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
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp

/** One permission the system will ask for, and why nearby play needs it. */
data class PermissionReason(val name: String, val why: String)

/**
 * The words of the permissions screen. They come from the shell (Android's string
 * resources in English and German), since which permissions exist depends on the
 * phone's Android version; this screen only lays them out.
 */
data class PermissionTexts(
    val title: String,
    val intro: String,
    val reasons: List<PermissionReason>,
    val allow: String,
    val notNow: String,
)

/**
 * Before nearby play: why the app asks for a medium's permissions, one card per
 * permission, then the system's own question ([onAllow]) or on without it ([onNotNow]).
 */
@Composable
fun PermissionsExplained(texts: PermissionTexts, onAllow: () -> Unit, onNotNow: () -> Unit) {
    Column(
        Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(20.dp),
        verticalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        Text(texts.title, Modifier.semantics { heading() }, style = MaterialTheme.typography.headlineSmall)
        Text(texts.intro, style = MaterialTheme.typography.bodyLarge)
        texts.reasons.forEach { reason ->
            Card(Modifier.fillMaxWidth()) {
                Column(Modifier.padding(14.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                    Text(reason.name, style = MaterialTheme.typography.titleMedium)
                    Text(reason.why, style = MaterialTheme.typography.bodyMedium)
                }
            }
        }
        Button(onClick = onAllow, modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp)) { Text(texts.allow) }
        TextButton(onClick = onNotNow, modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp)) { Text(texts.notNow) }
    }
}
