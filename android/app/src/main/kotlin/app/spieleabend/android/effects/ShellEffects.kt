package app.spieleabend.android.effects

import app.spieleabend.core.AppIntent
import app.spieleabend.core.Medium
import app.spieleabend.core.NearbyIntent
import app.spieleabend.core.ShellEffect
import app.spieleabend.ui.cues.CuePlayer
import app.spieleabend.ui.cues.playCue
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.launch

/**
 * Performs the app core's shell effects for as long as the core lives, whether a screen
 * is shown or not: the Android app creates it in its ViewModel, so a rotation or an
 * Activity the system took away loses no `StopDiscovery`, `StopAdvertising` or
 * `ReopenBluetooth`. The effects come in the order the core asked for them, each once
 * ([effects] buffers them until collected). Cues need a screen: [cues] is the
 * Activity's player while it is shown, and a cue without one is let go (it belongs to
 * its moment). Bluetooth is used only while [bluetoothAllowed] says the player lets
 * the app use it; nearby work goes to [nearby]; [send] hands intents to the core.
 */
class ShellEffects(
    effects: Flow<ShellEffect>,
    scope: CoroutineScope,
    private val nearby: NearbyActions,
    private val send: (AppIntent) -> Unit,
    private val bluetoothAllowed: () -> Boolean,
) {
    /** The player of the screen shown now, if any. */
    @Volatile
    var cues: CuePlayer? = null

    init {
        scope.launch { effects.collect { perform(it) } }
    }

    /**
     * The player answered whether the app may use Bluetooth (the system's question,
     * "Not now", or the system's settings): the core hears it, and asks for discovery
     * again when Bluetooth is newly allowed on the join screen.
     */
    fun bluetoothAnswered(allowed: Boolean) =
        send(AppIntent.Nearby(NearbyIntent.Permission(Medium.BLUETOOTH, allowed)))

    private fun perform(effect: ShellEffect) {
        when (effect) {
            is ShellEffect.PlayCue -> cues?.let { playCue(effect, it) }
            ShellEffect.StartDiscovery -> nearby.startDiscovery(bluetoothAllowed())
            ShellEffect.StopDiscovery -> nearby.stopDiscovery()
            is ShellEffect.Advertise -> nearby.advertise(effect.advertisement, bluetoothAllowed())
            ShellEffect.StopAdvertising -> nearby.stopAdvertising()
            is ShellEffect.ConnectBluetooth -> nearby.connectBluetooth(effect)
            is ShellEffect.ReopenBluetooth -> nearby.reopenBluetooth(effect)
        }
    }
}
