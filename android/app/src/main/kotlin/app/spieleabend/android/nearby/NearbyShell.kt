package app.spieleabend.android.nearby

import android.content.Context
import app.spieleabend.android.effects.NearbyActions
import app.spieleabend.core.Advertisement
import app.spieleabend.core.AppCore
import app.spieleabend.core.AppIntent
import app.spieleabend.core.AppModel
import app.spieleabend.core.FoundTable
import app.spieleabend.core.Medium
import app.spieleabend.core.NearbyIntent
import app.spieleabend.core.ShellEffect
import app.spieleabend.core.txtRecordBytes

/**
 * What the app core asks of the phone for nearby play, over both media: tables are
 * found on the local network (NSD) and over Bluetooth and reported as one list, a table
 * hosted here is announced on both (the same TXT record) and the host screen hears
 * whether Bluetooth took it, and a Bluetooth table is joined over the channel this opens
 * (and over a new one when that channel drops). Bluetooth is used only when the
 * player allows it (the flags of [startDiscovery] and [advertise]); the network needs
 * no runtime permission.
 * Intents go through [model]; the links Bluetooth opens go to [core].
 */
class NearbyShell(context: Context, private val core: AppCore, private val model: AppModel) : NearbyActions {
    /** The latest tables of each source: one `Found` carries both. */
    private var networkTables = emptyList<FoundTable>()
    private var bluetoothTables = emptyList<FoundTable>()

    /** Finds tables on the local network while the join screen is shown. */
    private val browser = NsdTableBrowser(context) { tables ->
        report(network = tables.mapNotNull { table ->
            table.addresses.firstOrNull()?.let { FoundTable(table.name, it, Medium.NETWORK, table.game) }
        })
    }

    /** Announces a table hosted here on the local network; the core carries the table itself. */
    private val advertiser = NsdTableAdvertiser(context)

    /** Finds, announces and joins tables over Bluetooth. */
    private val bluetooth = BluetoothTables(context)

    @Synchronized
    private fun report(network: List<FoundTable>? = null, bluetooth: List<FoundTable>? = null) {
        network?.let { networkTables = it }
        bluetooth?.let { bluetoothTables = it }
        model.send(AppIntent.Nearby(NearbyIntent.Found(networkTables + bluetoothTables)))
    }

    /** `StartDiscovery`: looks on the network and, when [bluetooth], over Bluetooth. */
    override fun startDiscovery(bluetooth: Boolean) {
        browser.start()
        if (!bluetooth) {
            this.bluetooth.stopScan()
            return
        }
        this.bluetooth.scan { tables ->
            report(bluetooth = tables.map {
                FoundTable(it.table.name, it.device.address, Medium.BLUETOOTH, it.table.game)
            })
        }
    }

    /** `StopDiscovery`. */
    override fun stopDiscovery() {
        browser.stop()
        bluetooth.stopScan()
        synchronized(this) {
            networkTables = emptyList()
            bluetoothTables = emptyList()
        }
    }

    /** `Advertise`: on the network and, where this phone can, over Bluetooth (the same TXT
     *  record); the host screen hears whether Bluetooth took it. */
    override fun advertise(advertisement: Advertisement, bluetooth: Boolean) {
        advertiser.advertise(advertisement)
        if (!bluetooth) {
            this.bluetooth.stopHosting()
            model.send(AppIntent.Nearby(NearbyIntent.Announced(false)))
            return
        }
        this.bluetooth.host(txtRecordBytes(advertisement.txt), { core.attachLink(it) }) { announced ->
            model.send(AppIntent.Nearby(NearbyIntent.Announced(announced)))
        }
    }

    /** `StopAdvertising`. */
    override fun stopAdvertising() {
        advertiser.stop()
        bluetooth.stopHosting()
    }

    /** `ConnectBluetooth`: opens the channel and joins over it, or says why not. */
    override fun connectBluetooth(effect: ShellEffect.ConnectBluetooth) {
        bluetooth.join(effect.device, { core.joinOverLink(effect.gameKey, effect.code, it) }) { failure, detail ->
            model.send(AppIntent.Nearby(NearbyIntent.BluetoothFailed(failure, detail)))
        }
    }

    /** `ReopenBluetooth`: the joined table's channel dropped; opens a new one to the same
     *  device and hands it to the table (the seat resumes on it), or says why not. */
    override fun reopenBluetooth(effect: ShellEffect.ReopenBluetooth) {
        bluetooth.join(effect.device, { core.relink(it) }) { failure, detail ->
            model.send(AppIntent.Nearby(NearbyIntent.BluetoothFailed(failure, detail)))
        }
    }

    /** Everything stopped (the app's core is going away). */
    override fun stop() {
        stopDiscovery()
        stopAdvertising()
    }
}
