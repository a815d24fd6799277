package app.spieleabend.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.ui.unit.dp
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.ArrowBack
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Scaffold
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import app.spieleabend.core.AnimationSpeed
import app.spieleabend.core.AppIntent
import app.spieleabend.core.AppView
import app.spieleabend.core.ScreenView
import app.spieleabend.ui.screens.HomeScreen
import app.spieleabend.ui.screens.HostScreen
import app.spieleabend.ui.screens.JoinScreen
import app.spieleabend.ui.screens.NearbyScreen
import app.spieleabend.ui.screens.RulesPageScreen
import app.spieleabend.ui.screens.RulesScreen
import app.spieleabend.ui.screens.SettingsScreen
import app.spieleabend.ui.screens.SetupScreen
import app.spieleabend.ui.screens.StatisticsScreen
import app.spieleabend.ui.motion.LocalMotion
import app.spieleabend.ui.table.TableScreen

/** The title of a screen, as its view model names it. */
private fun title(screen: ScreenView): String = when (screen) {
    is ScreenView.Home -> screen.view.title
    is ScreenView.Setup -> screen.view.title
    is ScreenView.Table -> screen.view.title
    is ScreenView.Settings -> screen.view.title
    is ScreenView.Statistics -> screen.view.title
    is ScreenView.Rules -> screen.view.title
    is ScreenView.RulesPage -> screen.view.title
    is ScreenView.Nearby -> screen.view.title
    is ScreenView.NearbyHost -> screen.view.title
    is ScreenView.NearbyJoin -> screen.view.title
}

/**
 * The whole app: draws the app core's [view] and sends what the user does as
 * [AppIntent]s. It decides nothing itself: every word, rule and flow is in the view.
 * The shells (Android Activity, desktop window) hold the model and perform its effects.
 * The player's [LocalLook] reaches every screen; motion runs only when the system allows
 * it and the player has not turned animations off.
 */
@Composable
fun SpieleabendApp(view: AppView, send: (AppIntent) -> Unit) {
    val motion = LocalMotion.current && view.look.animationSpeed != AnimationSpeed.OFF
    CompositionLocalProvider(LocalLook provides view.look, LocalMotion provides motion) {
        AppScreens(view, send)
    }
}

@OptIn(ExperimentalMaterial3Api::class)
@Composable
private fun AppScreens(view: AppView, send: (AppIntent) -> Unit) {
    val screen = view.screen
    Surface(Modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
        Scaffold(
            topBar = {
                TopAppBar(
                    title = { Text(title(screen), maxLines = 1) },
                    navigationIcon = {
                        val back = view.back
                        if (back != null) {
                            IconButton(
                                onClick = { send(AppIntent.Back) },
                                modifier = Modifier.size(48.dp).semantics { contentDescription = back.label },
                            ) { Icon(Icons.Filled.ArrowBack, contentDescription = null) }
                        }
                    },
                )
            },
        ) { padding ->
            Box(Modifier.padding(padding).fillMaxSize()) {
                when (screen) {
                    is ScreenView.Home -> HomeScreen(screen.view, view.notice, send)
                    is ScreenView.Setup -> SetupScreen(screen.view, send)
                    is ScreenView.Table -> TableScreen(screen.view, send)
                    is ScreenView.Settings -> SettingsScreen(screen.view, send)
                    is ScreenView.Statistics -> StatisticsScreen(screen.view, send)
                    is ScreenView.Rules -> RulesScreen(screen.view, send)
                    is ScreenView.RulesPage -> RulesPageScreen(screen.view)
                    is ScreenView.Nearby -> NearbyScreen(screen.view, send)
                    is ScreenView.NearbyHost -> HostScreen(screen.view, send)
                    is ScreenView.NearbyJoin -> JoinScreen(screen.view, send)
                }
            }
        }
    }
}
