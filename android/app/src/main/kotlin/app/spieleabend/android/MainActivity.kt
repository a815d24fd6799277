package app.spieleabend.android

import android.app.Application
import android.os.Build
import android.os.Bundle
import android.provider.Settings
import androidx.activity.ComponentActivity
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.material3.dynamicDarkColorScheme
import androidx.compose.material3.dynamicLightColorScheme
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.material3.Surface
import androidx.compose.ui.Modifier
import androidx.compose.runtime.remember
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.platform.LocalView
import androidx.lifecycle.AndroidViewModel
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.lifecycle.viewmodel.compose.viewModel
import app.spieleabend.core.AppIntent
import app.spieleabend.android.nearby.NearbyShell
import app.spieleabend.core.AppCore
import app.spieleabend.core.AppModel
import app.spieleabend.core.Lang
import app.spieleabend.core.ShellEffect
import app.spieleabend.core.ScreenView
import app.spieleabend.ui.SpieleabendApp
import app.spieleabend.ui.cues.playCue
import app.spieleabend.ui.motion.LocalMotion
import app.spieleabend.ui.theme.SpieleabendTheme
import app.spieleabend.ui.theme.spieleabendColors
import java.util.Locale

/**
 * Holds the app core across configuration changes (rotation, dark mode, language): the
 * core lives as long as the task, and its files in the app's private folder outlive the
 * process, so a restart after process death shows exactly the saved state.
 */
class AppCoreHolder(application: Application) : AndroidViewModel(application) {
    /** The core itself, for the links Bluetooth hands in; intents and views go through [model]. */
    private val core = AppCore(
        application.filesDir.path,
        if (Locale.getDefault().language == "de") Lang.DE else Lang.EN,
    )
    val model: AppModel = AppModel(core)

    /** Discovery, announcing and Bluetooth joins: the nearby effects the core hands the shell. */
    val nearby = NearbyShell(application, core, model)

    override fun onCleared() {
        nearby.stop()
        model.close()
    }
}

/** The one Activity: edge to edge, the shared composables over the app core, the
 *  system's (predictive) back as the core's back. */
class MainActivity : ComponentActivity() {
    private var holder: AppCoreHolder? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        enableEdgeToEdge()
        super.onCreate(savedInstanceState)
        setContent {
            val core: AppCoreHolder = viewModel()
            holder = core
            val view by core.model.view.collectAsStateWithLifecycle()
            val dark = isSystemInDarkTheme()
            val context = LocalContext.current
            // Dynamic colour from the wallpaper on Android 12+, the designed palette before.
            val colors = when {
                Build.VERSION.SDK_INT >= Build.VERSION_CODES.S && dark -> dynamicDarkColorScheme(context)
                Build.VERSION.SDK_INT >= Build.VERSION_CODES.S -> dynamicLightColorScheme(context)
                else -> spieleabendColors(dark)
            }
            val androidView = LocalView.current
            val cues = remember(androidView) { AndroidCuePlayer(androidView) }
            LaunchedEffect(core) {
                core.model.effects.collect { effect ->
                    when (effect) {
                        is ShellEffect.PlayCue -> playCue(effect, cues)
                        ShellEffect.StartDiscovery -> core.nearby.startDiscovery()
                        ShellEffect.StopDiscovery -> core.nearby.stopDiscovery()
                        is ShellEffect.Advertise -> core.nearby.advertise(effect.advertisement)
                        ShellEffect.StopAdvertising -> core.nearby.stopAdvertising()
                        is ShellEffect.ConnectBluetooth -> core.nearby.connectBluetooth(effect)
                        is ShellEffect.ReopenBluetooth -> core.nearby.reopenBluetooth(effect)
                    }
                }
            }
            // On the start screen the core has nowhere to go back to: the system's back
            // (with its predictive animation) then leaves the app.
            BackHandler(enabled = view.back != null) { core.model.send(AppIntent.Back) }
            // "Remove animations" in the system's accessibility settings: no table animations.
            val motion = Settings.Global.getFloat(contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f) != 0f
            CompositionLocalProvider(LocalMotion provides motion) {
                SpieleabendTheme(dark, colors) {
                    // Before nearby play: the permissions, explained, then asked for.
                    var nearbyAllowed by remember { mutableStateOf(hasNearbyPermissions(context)) }
                    if (view.screen is ScreenView.Nearby && !nearbyAllowed) {
                        Surface(Modifier.fillMaxSize().safeDrawingPadding()) {
                            NearbyPermissionsScreen(
                                onGranted = { nearbyAllowed = true },
                                onNotNow = { core.model.send(AppIntent.Back) },
                            )
                        }
                    } else {
                        SpieleabendApp(view) { intent -> core.model.send(intent) }
                    }
                }
            }
        }
    }

    override fun onStop() {
        super.onStop()
        // Everything on the disk before the system may end the process.
        holder?.model?.flush()
    }
}
