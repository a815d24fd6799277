package app.spieleabend.android.effects

import app.spieleabend.core.Advertisement
import app.spieleabend.core.ShellEffect

/**
 * What the phone does for nearby play when the app core asks (the Android shell's
 * `NearbyShell` over NSD and Bluetooth). The flags say whether the player lets the app
 * use Bluetooth now: without it the network alone is used.
 */
interface NearbyActions {
    /** `StartDiscovery`: looks for tables on the local network, and over Bluetooth when [bluetooth]. */
    fun startDiscovery(bluetooth: Boolean)

    /** `StopDiscovery`. */
    fun stopDiscovery()

    /** `Advertise`: announces the table on the local network, and over Bluetooth when [bluetooth]. */
    fun advertise(advertisement: Advertisement, bluetooth: Boolean)

    /** `StopAdvertising`. */
    fun stopAdvertising()

    /** `ConnectBluetooth`: opens the channel and joins over it, or reports why not. */
    fun connectBluetooth(effect: ShellEffect.ConnectBluetooth)

    /** `ReopenBluetooth`: opens a new channel for the joined table, or reports why not. */
    fun reopenBluetooth(effect: ShellEffect.ReopenBluetooth)

    /** Everything stopped (the app's core is going away). */
    fun stop()
}
