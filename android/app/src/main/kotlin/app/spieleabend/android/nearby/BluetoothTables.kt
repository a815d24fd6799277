package app.spieleabend.android.nearby

import android.annotation.SuppressLint
import android.bluetooth.BluetoothAdapter
import android.bluetooth.BluetoothDevice
import android.bluetooth.BluetoothGatt
import android.bluetooth.BluetoothGattCallback
import android.bluetooth.BluetoothGattCharacteristic
import android.bluetooth.BluetoothGattServer
import android.bluetooth.BluetoothGattServerCallback
import android.bluetooth.BluetoothGattService
import android.bluetooth.BluetoothManager
import android.bluetooth.BluetoothProfile
import android.bluetooth.BluetoothServerSocket
import android.bluetooth.BluetoothSocket
import android.bluetooth.le.AdvertiseCallback
import android.bluetooth.le.AdvertiseData
import android.bluetooth.le.AdvertiseSettings
import android.bluetooth.le.ScanCallback
import android.bluetooth.le.ScanFilter
import android.bluetooth.le.ScanResult
import android.bluetooth.le.ScanSettings
import android.content.Context
import android.os.Build
import android.os.Handler
import android.os.Looper
import android.os.ParcelUuid
import android.os.SystemClock
import app.spieleabend.core.BluetoothFailure
import app.spieleabend.core.NearbyException
import app.spieleabend.core.NearbyLink
import app.spieleabend.core.NearbyLinkInput
import app.spieleabend.core.NearbyTable
import app.spieleabend.core.nearbyTableFromTxt
import app.spieleabend.core.txtRecordEntries
import java.io.IOException
import java.util.UUID
import java.util.concurrent.ConcurrentHashMap
import kotlin.concurrent.thread

/** The GATT service a hosting phone publishes: the table's TXT record and, on Android
 *  10+, the L2CAP PSM of its channel. */
val TABLE_SERVICE: UUID = UUID.fromString("5b1e7a0c-3f2d-4c8e-9a41-2d6f0e9b7c10")

/** The characteristic name Apple's CoreBluetooth uses for a published L2CAP PSM, so an
 *  iPhone host and an Android guest (and the other way round) find each other's channel. */
val PSM_CHARACTERISTIC: UUID = UUID.fromString("ABDD3056-28FA-441D-A470-55A75A52553A")

/** The characteristic with the table's TXT record: the same key=value pairs as the DNS-SD
 *  announcement (name, game, free seats, players, protocol), in DNS-SD's wire form
 *  (`txtRecordBytes`; read back with `txtRecordEntries` and `nearbyTableFromTxt`). */
val TXT_CHARACTERISTIC: UUID = UUID.fromString("5b1e7a0c-3f2d-4c8e-9a41-2d6f0e9b7c12")

/** Before Android 10 there is no L2CAP channel API: RFCOMM with this service record. */
val RFCOMM_SERVICE: UUID = UUID.fromString("5b1e7a0c-3f2d-4c8e-9a41-2d6f0e9b7c11")

/** A table seen over Bluetooth Low Energy, its TXT record read. */
data class BluetoothTable(val device: BluetoothDevice, val table: NearbyTable)

/** Hands a connected link to the app core and returns the input its reads go to; throws
 *  (having closed the link) when the core refuses it. */
typealias TakeLink = (NearbyLink) -> NearbyLinkInput

/** Why a channel could not be opened, and the platform's own words for it (a status). */
typealias JoinFailed = (BluetoothFailure, String) -> Unit

/**
 * Hosting and joining tables over Bluetooth. The host listens on an L2CAP channel
 * (Android 10+; RFCOMM before), publishes the table's TXT record and the channel's PSM
 * in GATT characteristics and advertises the table's service over BLE; a guest scans for
 * the service, reads each table's TXT record (connect, read, disconnect) to list it, and
 * to join reads the PSM and opens the channel. Either way the connection becomes a
 * [BluetoothLink] handed to the app core (`AppCore.attachLink` on the host,
 * `AppCore.joinOverLink` on the guest), which runs the same protocol as over Wi-Fi.
 *
 * Needs the runtime permissions BLUETOOTH_SCAN, BLUETOOTH_CONNECT and
 * BLUETOOTH_ADVERTISE on Android 12+ (the location permission before), asked for by the
 * nearby screen before any call here.
 */
@SuppressLint("MissingPermission")
class BluetoothTables(private val context: Context) {
    private val manager = context.getSystemService(BluetoothManager::class.java)
    private val adapter: BluetoothAdapter? = manager?.adapter
    /** Timers (record reads and connections given up, vanished tables dropped) on the main thread. */
    private val timers = Handler(Looper.getMainLooper())

    // Called from the main thread, binder threads (scan and GATT callbacks) and the
    // accept thread: every field below is guarded by `this`.
    private var server: BluetoothServerSocket? = null
    private var gatt: BluetoothGattServer? = null
    private var advertising: AdvertiseCallback? = null
    private var scanning: ScanCallback? = null
    private var onTables: ((List<BluetoothTable>) -> Unit)? = null
    /** The list last handed to [onTables] (only a change is handed on). */
    private var published: List<BluetoothTable> = emptyList()
    /** When the last scans started: Android refuses a sixth start within 30 s. */
    private val scanStarts = ArrayDeque<Long>()

    /** The TXT record the GATT server answers with (updated as seats fill). */
    @Volatile private var txt: ByteArray = ByteArray(0)

    /** Tables whose record was read, by device address, with when they were last seen. */
    private val seen = ConcurrentHashMap<String, Seen>()
    private val reading: MutableSet<String> = ConcurrentHashMap.newKeySet()

    private class Seen(val table: BluetoothTable, val readAt: Long, @Volatile var seenAt: Long)

    /** Whether this phone has Bluetooth and it is on. */
    val available: Boolean get() = adapter?.isEnabled == true

    /**
     * Announces the table over Bluetooth with [record] (its TXT record's bytes,
     * `txtRecordBytes(advertisement.txt)`) and accepts guests until [stopHosting]; each
     * connection goes to [take], e.g. `{ core.attachLink(it) }`. Called again while
     * hosting (the free seats changed), it only updates the record. [onAnnounced] hears
     * whether the BLE advertisement runs (false: Bluetooth off, no peripheral mode).
     */
    @Synchronized
    fun host(record: ByteArray, take: TakeLink, onAnnounced: (Boolean) -> Unit) {
        txt = record
        if (server != null) return
        val adapter = adapter?.takeIf { it.isEnabled } ?: return onAnnounced(false)
        val socket = try {
            if (Build.VERSION.SDK_INT >= 29) {
                adapter.listenUsingInsecureL2capChannel()
            } else {
                adapter.listenUsingInsecureRfcommWithServiceRecord("Spieleabend", RFCOMM_SERVICE)
            }
        } catch (_: IOException) {
            return onAnnounced(false)
        } catch (_: SecurityException) {
            return onAnnounced(false)
        }
        server = socket
        publish(if (Build.VERSION.SDK_INT >= 29) socket.psm else null, onAnnounced)
        thread(name = "spieleabend-bluetooth-accept", isDaemon = true) {
            while (true) {
                val connection = try {
                    socket.accept()
                } catch (_: IOException) {
                    break // closed by stopHosting
                }
                try {
                    attach(connection, take)
                } catch (_: Exception) {
                    // Refused (no table open any more): the core closed the link.
                }
            }
        }
    }

    /** Stops accepting guests and advertising (connected guests stay). */
    @Synchronized
    fun stopHosting() {
        runCatching { server?.close() }
        server = null
        advertising?.let { adapter?.bluetoothLeAdvertiser?.stopAdvertising(it) }
        advertising = null
        gatt?.close()
        gatt = null
    }

    /**
     * Scans for tables nearby until [stopScan]. Each new device's TXT record is read
     * (and read again after [REREAD_MS], as seats fill); [onTables] gets the whole list
     * whenever it changes, on a background thread. A table not seen for [GONE_MS] is
     * dropped, checked every few seconds whether or not scan results come.
     */
    @Synchronized
    fun scan(onTables: (List<BluetoothTable>) -> Unit) {
        stopScan()
        this.onTables = onTables
        startScan()
        timers.postDelayed(prune, PRUNE_MS)
    }

    /** Starts the scanner, unless Android would refuse it now (more than
     *  [SCAN_STARTS] starts in [SCAN_WINDOW_MS]): then a little later. */
    @Synchronized
    private fun startScan() {
        if (onTables == null || scanning != null) return
        val scanner = adapter?.takeIf { it.isEnabled }?.bluetoothLeScanner ?: return
        val now = SystemClock.elapsedRealtime()
        while (scanStarts.isNotEmpty() && now - scanStarts.first() > SCAN_WINDOW_MS) scanStarts.removeFirst()
        if (scanStarts.size >= SCAN_STARTS) {
            timers.postDelayed(restart, SCAN_WINDOW_MS - (now - scanStarts.first()) + 100)
            return
        }
        val callback = object : ScanCallback() {
            override fun onScanResult(callbackType: Int, result: ScanResult) = onSeen(this, result)
        }
        val filter = ScanFilter.Builder().setServiceUuid(ParcelUuid(TABLE_SERVICE)).build()
        val settings = ScanSettings.Builder().setScanMode(ScanSettings.SCAN_MODE_LOW_LATENCY).build()
        try {
            scanner.startScan(listOf(filter), settings, callback)
            scanning = callback
            scanStarts.addLast(now)
        } catch (_: SecurityException) {
            // Not allowed (the shell asks before scanning; a permission taken back
            // ends the process): the list stays the network's.
        }
    }

    private val restart = Runnable { startScan() }
    private val prune: Runnable = object : Runnable {
        override fun run() {
            synchronized(this@BluetoothTables) {
                if (onTables == null) return
                publishTables()
                timers.postDelayed(this, PRUNE_MS)
            }
        }
    }

    @Synchronized
    private fun onSeen(callback: ScanCallback, result: ScanResult) {
        if (scanning !== callback) return
        val now = SystemClock.elapsedRealtime()
        val known = seen[result.device.address]
        known?.seenAt = now
        if ((known == null || now - known.readAt > REREAD_MS) && reading.add(result.device.address)) {
            readRecord(result.device)
        }
    }

    /** Stops scanning and forgets the tables seen. */
    @Synchronized
    fun stopScan() {
        pauseScan()
        timers.removeCallbacks(prune)
        timers.removeCallbacks(restart)
        onTables = null
        published = emptyList()
        seen.clear()
    }

    @Synchronized
    private fun pauseScan() {
        scanning?.let { runCatching { adapter?.bluetoothLeScanner?.stopScan(it) } }
        scanning = null
    }

    /** Drops the tables not seen for [GONE_MS] and hands the list on if it changed. */
    @Synchronized
    private fun publishTables() {
        val onTables = onTables ?: return
        val now = SystemClock.elapsedRealtime()
        seen.values.removeAll { now - it.seenAt > GONE_MS }
        val tables = seen.values.map { it.table }.sortedBy { it.table.name }
        if (tables == published) return
        published = tables
        onTables(tables)
    }

    /** Connects to [device], reads its TXT record, disconnects; lists it if it is a table
     *  this app can join. */
    private fun readRecord(device: BluetoothDevice) {
        val callback = object : BluetoothGattCallback() {
            override fun onConnectionStateChange(gatt: BluetoothGatt, status: Int, newState: Int) {
                if (newState == BluetoothProfile.STATE_CONNECTED) {
                    gatt.discoverServices()
                } else if (newState == BluetoothProfile.STATE_DISCONNECTED) {
                    gatt.close()
                    timers.removeCallbacksAndMessages(device)
                    reading.remove(device.address)
                }
            }

            @Suppress("DEPRECATION")
            override fun onServicesDiscovered(gatt: BluetoothGatt, status: Int) {
                val record = gatt.getService(TABLE_SERVICE)?.getCharacteristic(TXT_CHARACTERISTIC)
                if (record == null || !gatt.readCharacteristic(record)) gatt.disconnect()
            }

            @Deprecated("Kept for Android 12 and older, where the value comes through the characteristic")
            override fun onCharacteristicRead(gatt: BluetoothGatt, characteristic: BluetoothGattCharacteristic, status: Int) {
                @Suppress("DEPRECATION")
                read(gatt, characteristic.value, status)
            }

            override fun onCharacteristicRead(gatt: BluetoothGatt, characteristic: BluetoothGattCharacteristic, value: ByteArray, status: Int) =
                read(gatt, value, status)

            private fun read(gatt: BluetoothGatt, value: ByteArray?, status: Int) {
                gatt.disconnect()
                if (status != BluetoothGatt.GATT_SUCCESS || value == null) return
                try {
                    val table = nearbyTableFromTxt(device.address, txtRecordEntries(value), emptyList(), 0u)
                    if (!table.compatible) return
                    val now = SystemClock.elapsedRealtime()
                    seen[device.address] = Seen(BluetoothTable(device, table), now, now)
                    publishTables()
                } catch (_: NearbyException) {
                    // Not a table's record: not listed.
                }
            }
        }
        try {
            val gatt = device.connectGatt(context, false, callback, BluetoothDevice.TRANSPORT_LE)
            // connectGatt never gives up by itself: a table that does not answer in
            // time is read again at its next scan result.
            timers.postAtTime({
                runCatching { gatt?.close() }
                reading.remove(device.address)
            }, device, SystemClock.uptimeMillis() + CONNECT_MS)
        } catch (_: SecurityException) {
            reading.remove(device.address)
        }
    }

    /**
     * Joins the table at [address] (a device address from [scan]): reads the PSM over
     * GATT and opens the L2CAP channel (RFCOMM before Android 10), then hands it to
     * [take], e.g. `{ core.joinOverLink(gameKey, code, it) }`. Scanning pauses meanwhile
     * and goes on after a failure, which [onFailed] hears (on a background thread).
     */
    fun join(address: String, take: TakeLink, onFailed: JoinFailed) {
        val adapter = adapter
        if (adapter == null || !adapter.isEnabled) return onFailed(BluetoothFailure.OFF, "")
        val device = try {
            adapter.getRemoteDevice(address)
        } catch (e: IllegalArgumentException) {
            return onFailed(BluetoothFailure.UNREACHABLE, e.message ?: address)
        }
        pauseScan()
        // Told once, whichever of the callbacks, the timer or the channel fails first;
        // the scan goes on then (no sooner than Android allows).
        val told = java.util.concurrent.atomic.AtomicBoolean(false)
        val token = Any()
        val failed: JoinFailed = { failure, detail ->
            if (told.compareAndSet(false, true)) {
                timers.removeCallbacksAndMessages(token)
                startScan()
                onFailed(failure, detail)
            }
        }
        if (Build.VERSION.SDK_INT < 29) {
            connect(failed, take) { device.createInsecureRfcommSocketToServiceRecord(RFCOMM_SERVICE) }
            return
        }
        val callback = object : BluetoothGattCallback() {
            override fun onConnectionStateChange(gatt: BluetoothGatt, status: Int, newState: Int) {
                if (newState == BluetoothProfile.STATE_CONNECTED) {
                    gatt.discoverServices()
                } else if (newState == BluetoothProfile.STATE_DISCONNECTED) {
                    // Also a clean disconnect before the PSM was read: the join is over.
                    gatt.close()
                    failed(BluetoothFailure.UNREACHABLE, "GATT status $status")
                }
            }

            @Suppress("DEPRECATION")
            override fun onServicesDiscovered(gatt: BluetoothGatt, status: Int) {
                val psm = gatt.getService(TABLE_SERVICE)?.getCharacteristic(PSM_CHARACTERISTIC)
                if (psm == null || !gatt.readCharacteristic(psm)) {
                    gatt.close()
                    failed(BluetoothFailure.UNREACHABLE, "no channel published")
                }
            }

            @Deprecated("Kept for Android 12 and older, where the value comes through the characteristic")
            override fun onCharacteristicRead(gatt: BluetoothGatt, characteristic: BluetoothGattCharacteristic, status: Int) {
                @Suppress("DEPRECATION")
                read(gatt, characteristic.value, status)
            }

            override fun onCharacteristicRead(gatt: BluetoothGatt, characteristic: BluetoothGattCharacteristic, value: ByteArray, status: Int) =
                read(gatt, value, status)

            private fun read(gatt: BluetoothGatt, value: ByteArray?, status: Int) {
                gatt.close()
                if (status != BluetoothGatt.GATT_SUCCESS || value == null || value.size < 2) {
                    failed(BluetoothFailure.UNREACHABLE, "GATT read status $status")
                    return
                }
                val psm = (value[0].toInt() and 0xFF) or ((value[1].toInt() and 0xFF) shl 8)
                timers.removeCallbacksAndMessages(token)
                connect(failed, take) { device.createInsecureL2capChannel(psm) }
            }
        }
        try {
            val gatt = device.connectGatt(context, false, callback, BluetoothDevice.TRANSPORT_LE)
            timers.postAtTime({
                runCatching { gatt?.close() }
                failed(BluetoothFailure.UNREACHABLE, "timeout")
            }, token, SystemClock.uptimeMillis() + CONNECT_MS)
        } catch (e: SecurityException) {
            failed(BluetoothFailure.NOT_ALLOWED, e.message ?: "")
        }
    }

    private fun connect(onFailed: JoinFailed, take: TakeLink, open: () -> BluetoothSocket) {
        thread(name = "spieleabend-bluetooth-connect", isDaemon = true) {
            var opened: BluetoothSocket? = null
            val socket = try {
                open().also { opened = it; it.connect() }
            } catch (e: SecurityException) {
                runCatching { opened?.close() }
                return@thread onFailed(BluetoothFailure.NOT_ALLOWED, e.message ?: "")
            } catch (e: IOException) {
                runCatching { opened?.close() }
                return@thread onFailed(BluetoothFailure.UNREACHABLE, e.message ?: "")
            }
            try {
                attach(socket, take)
            } catch (e: Exception) {
                // The app core refused the link (and closed it): the join ends.
                onFailed(BluetoothFailure.UNREACHABLE, e.message ?: "")
            }
        }
    }

    private fun attach(socket: BluetoothSocket, take: TakeLink) {
        val link = BluetoothLink(socket)
        link.pump(take(link))
    }

    /** Publishes the TXT record (and [psm], when there is an L2CAP channel) in GATT
     *  characteristics and advertises the table's service; [onAnnounced] hears whether
     *  the advertisement started. */
    private fun publish(psm: Int?, onAnnounced: (Boolean) -> Unit) {
        val service = BluetoothGattService(TABLE_SERVICE, BluetoothGattService.SERVICE_TYPE_PRIMARY)
        val psmValue = psm?.let { byteArrayOf((it and 0xFF).toByte(), (it shr 8 and 0xFF).toByte()) }
        for (uuid in listOfNotNull(TXT_CHARACTERISTIC, psmValue?.let { PSM_CHARACTERISTIC })) {
            service.addCharacteristic(
                BluetoothGattCharacteristic(
                    uuid,
                    BluetoothGattCharacteristic.PROPERTY_READ,
                    BluetoothGattCharacteristic.PERMISSION_READ,
                ),
            )
        }
        val advertiser = adapter?.bluetoothLeAdvertiser ?: return onAnnounced(false)
        lateinit var server: BluetoothGattServer
        server = manager?.openGattServer(context, object : BluetoothGattServerCallback() {
            // Advertised only once the service is there to be read.
            override fun onServiceAdded(status: Int, service: BluetoothGattService) {
                if (status == BluetoothGatt.GATT_SUCCESS) advertise(advertiser, onAnnounced) else onAnnounced(false)
            }

            override fun onCharacteristicReadRequest(
                device: BluetoothDevice, requestId: Int, offset: Int, characteristic: BluetoothGattCharacteristic,
            ) {
                // Long values come in several reads, each from an offset.
                val value = if (characteristic.uuid == PSM_CHARACTERISTIC) psmValue ?: ByteArray(0) else txt
                val answer = if (offset < value.size) value.copyOfRange(offset, value.size) else ByteArray(0)
                server.sendResponse(device, requestId, BluetoothGatt.GATT_SUCCESS, offset, answer)
            }
        }) ?: return onAnnounced(false)
        gatt = server
        if (!server.addService(service)) onAnnounced(false)
    }

    /**
     * Advertises the table's service. The advertisement carries the 128-bit service UUID
     * (18 of the 31 bytes a legacy advertisement has) and no scan response: the device's
     * name there can exceed the 31 bytes (`ADVERTISE_FAILED_DATA_TOO_LARGE`), and
     * guests read the table's name from its TXT record anyway.
     */
    private fun advertise(advertiser: android.bluetooth.le.BluetoothLeAdvertiser, onAnnounced: (Boolean) -> Unit) {
        val callback = object : AdvertiseCallback() {
            override fun onStartSuccess(settingsInEffect: AdvertiseSettings) = onAnnounced(true)
            override fun onStartFailure(errorCode: Int) = onAnnounced(false)
        }
        advertising = callback
        advertiser.startAdvertising(
            AdvertiseSettings.Builder().setConnectable(true).setAdvertiseMode(AdvertiseSettings.ADVERTISE_MODE_LOW_LATENCY).build(),
            AdvertiseData.Builder().setIncludeDeviceName(false).addServiceUuid(ParcelUuid(TABLE_SERVICE)).build(),
            callback,
        )
    }

    private companion object {
        /** A listed table's record is read again after this long (its free seats change). */
        const val REREAD_MS = 15_000L

        /** A table not seen in scans for this long is no longer listed. */
        const val GONE_MS = 30_000L

        /** How often the list is checked for tables no longer seen. */
        const val PRUNE_MS = 5_000L

        /** A GATT connection (to read a record or a channel's PSM) given up after this long. */
        const val CONNECT_MS = 10_000L

        /** Android lets an app start at most this many scans in [SCAN_WINDOW_MS]. */
        const val SCAN_STARTS = 5
        const val SCAN_WINDOW_MS = 30_000L
    }
}
