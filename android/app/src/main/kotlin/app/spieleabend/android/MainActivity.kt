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
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.material3.Surface
import androidx.compose.material3.dynamicDarkColorScheme
import androidx.compose.material3.dynamicLightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.platform.LocalView
import androidx.lifecycle.AndroidViewModel
import androidx.lifecycle.compose.LifecycleResumeEffect
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.lifecycle.viewModelScope
import androidx.lifecycle.viewmodel.compose.viewModel
import app.spieleabend.android.effects.ShellEffects
import app.spieleabend.android.nearby.NearbyShell
import app.spieleabend.core.AppCore
import app.spieleabend.core.AppIntent
import app.spieleabend.core.AppModel
import app.spieleabend.core.Lang
import app.spieleabend.core.ScreenView
import app.spieleabend.ui.SpieleabendApp
import app.spieleabend.ui.motion.LocalMotion
import app.spieleabend.ui.theme.SpieleabendTheme
import app.spieleabend.ui.theme.spieleabendColors
import java.util.Locale
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

/** The app core with what the phone does for it: views through [model], effects performed by [effects]. */
class PhoneApp(val core: AppCore, val model: AppModel, val nearby: NearbyShell, val effects: ShellEffects)

/**
 * Holds the app core across configuration changes (rotation, dark mode, language) and
 * performs its effects while no Activity is shown: the core lives as long as the task,
 * and its files in the app's private folder outlive the process, so a restart after
 * process death shows exactly the saved state. The core reads its files off the main
 * thread ([app] is null until then, a few milliseconds).
 */
class AppCoreHolder(application: Application) : AndroidViewModel(application) {
    private val opened = MutableStateFlow<PhoneApp?>(null)

    /** The app once its core has read its files. */
    val app: StateFlow<PhoneApp?> = opened.asStateFlow()

    /** Whether the player answered the Bluetooth question in this process ("Not now" counts). */
    val bluetoothAsked = MutableStateFlow(false)

    init {
        viewModelScope.launch {
            val core = withContext(Dispatchers.IO) {
                AppCore(
                    application.filesDir.path,
                    if (Locale.getDefault().language == "de") Lang.DE else Lang.EN,
                )
            }
            val model = AppModel(core)
            val nearby = NearbyShell(application, core, model)
            // Collected here, not in the Activity: effects asked for during a rotation or
            // while the Activity is gone are performed all the same.
            val effects = ShellEffects(model.effects, viewModelScope, nearby, { model.send(it) }) {
                bluetoothAllowed(application)
            }
            opened.value = PhoneApp(core, model, nearby, effects)
        }
    }

    /** Saves what is not on the disk yet, off the main thread (the app goes to the background). */
    fun flush() {
        val app = opened.value ?: return
        viewModelScope.launch(Dispatchers.IO) { app.model.flush() }
    }

    override fun onCleared() {
        opened.value?.let {
            it.nearby.stop()
            it.model.close()
        }
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
            val holder: AppCoreHolder = viewModel()
            this.holder = holder
            val app by holder.app.collectAsStateWithLifecycle()
            val dark = isSystemInDarkTheme()
            val context = LocalContext.current
            // Dynamic colour from the wallpaper on Android 12+, the designed palette before.
            val colors = when {
                Build.VERSION.SDK_INT >= Build.VERSION_CODES.S && dark -> dynamicDarkColorScheme(context)
                Build.VERSION.SDK_INT >= Build.VERSION_CODES.S -> dynamicLightColorScheme(context)
                else -> spieleabendColors(dark)
            }
            // "Remove animations" in the system's accessibility settings: no table animations.
            val motion = Settings.Global.getFloat(contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f) != 0f
            CompositionLocalProvider(LocalMotion provides motion) {
                SpieleabendTheme(dark, colors) {
                    when (val opened = app) {
                        null -> Surface(Modifier.fillMaxSize()) {}
                        else -> PhoneScreens(opened, holder)
                    }
                }
            }
        }
    }

    override fun onStop() {
        super.onStop()
        // Everything on the disk before the system may end the process; the core's
        // writer thread writes, this only waits for it, off the main thread.
        holder?.flush()
    }
}

/** The core's screens, with the cues of this window and the Bluetooth question before nearby play. */
@Composable
private fun PhoneScreens(app: PhoneApp, holder: AppCoreHolder) {
    val view by app.model.view.collectAsStateWithLifecycle()
    val androidView = LocalView.current
    val context = LocalContext.current
    // Cues need this window: attached while it is shown, its thread ended with it.
    DisposableEffect(androidView) {
        val cues = AndroidCuePlayer(androidView)
        app.effects.cues = cues
        onDispose {
            if (app.effects.cues === cues) app.effects.cues = null
            cues.close()
        }
    }
    // On the start screen the core has nowhere to go back to: the system's back
    // (with its predictive animation) then leaves the app.
    BackHandler(enabled = view.back != null) { app.model.send(AppIntent.Back) }
    // Allowed in the system's settings while the app was away: the core hears it (the
    // same answer twice changes nothing there). A permission taken back ends the process.
    LifecycleResumeEffect(app) {
        if (hasBluetooth(context) && bluetoothAllowed(context)) app.effects.bluetoothAnswered(true)
        onPauseOrDispose {}
    }
    val answered by holder.bluetoothAsked.collectAsStateWithLifecycle()
    val nearby = view.screen.let { it is ScreenView.Nearby || it is ScreenView.NearbyHost || it is ScreenView.NearbyJoin }
    val ask = nearby && !answered && hasBluetooth(context) && !bluetoothAllowed(context)
    if (ask) {
        Surface(Modifier.fillMaxSize().safeDrawingPadding()) {
            BluetoothPermissionScreen(onAnswered = { allowed ->
                holder.bluetoothAsked.value = true
                // The core starts discovery again when Bluetooth is newly allowed, and
                // names a refusal on its screens.
                app.effects.bluetoothAnswered(allowed)
            })
        }
    } else {
        SpieleabendApp(view) { intent -> app.model.send(intent) }
    }
}
