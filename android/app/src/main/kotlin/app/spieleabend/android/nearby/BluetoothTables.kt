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
import android.os.ParcelUuid
import app.spieleabend.core.NearbyLink
import app.spieleabend.core.NearbyLinkInput
import java.io.IOException
import java.util.UUID
import kotlin.concurrent.thread

/** The GATT service a hosting phone publishes; its one characteristic holds the L2CAP PSM. */
val TABLE_SERVICE: UUID = UUID.fromString("5b1e7a0c-3f2d-4c8e-9a41-2d6f0e9b7c10")

/** The characteristic name Apple's CoreBluetooth uses for a published L2CAP PSM, so an
 *  iPhone host and an Android guest (and the other way round) find each other's channel. */
val PSM_CHARACTERISTIC: UUID = UUID.fromString("ABDD3056-28FA-441D-A470-55A75A52553A")

/** Before Android 10 there is no L2CAP channel API: RFCOMM with this service record. */
val RFCOMM_SERVICE: UUID = UUID.fromString("5b1e7a0c-3f2d-4c8e-9a41-2d6f0e9b7c11")

/** A table seen over Bluetooth Low Energy, to show in the join list. */
data class BluetoothTable(val device: BluetoothDevice, val name: String)

/** Hands a connected link to the app core and returns the input its reads go to; throws
 *  (having closed the link) when the core refuses it. */
typealias TakeLink = (NearbyLink) -> NearbyLinkInput

/**
 * Hosting and joining tables over Bluetooth. The host listens on an L2CAP channel
 * (Android 10+; RFCOMM before), publishes the channel's PSM in a GATT characteristic and
 * advertises the table's service over BLE; a guest scans for the service, reads the PSM
 * and opens the channel. Either way the connection becomes a [BluetoothLink] handed to the
 * app core (`AppCore.attachLink` on the host, `AppCore.joinOverLink` on the guest), which
 * runs the same protocol as over Wi-Fi.
 *
 * Needs the runtime permissions BLUETOOTH_SCAN, BLUETOOTH_CONNECT and
 * BLUETOOTH_ADVERTISE on Android 12+ (the location permission before), asked for by the
 * nearby screen before any call here.
 */
@SuppressLint("MissingPermission")
class BluetoothTables(private val context: Context) {
    private val manager = context.getSystemService(BluetoothManager::class.java)
    private val adapter: BluetoothAdapter? = manager?.adapter
    private var server: BluetoothServerSocket? = null
    private var gatt: BluetoothGattServer? = null
    private var advertising: AdvertiseCallback? = null
    private var scanning: ScanCallback? = null

    /** Whether this phone has Bluetooth and it is on. */
    val available: Boolean get() = adapter?.isEnabled == true

    /**
     * Accepts guests until [stopHosting]; each connection goes to [take], e.g.
     * `{ core.attachLink(it) }` for the table the app core hosts.
     */
    fun host(take: TakeLink) {
        val adapter = adapter ?: throw IOException("this phone has no Bluetooth")
        stopHosting()
        val socket = if (Build.VERSION.SDK_INT >= 29) {
            adapter.listenUsingInsecureL2capChannel()
        } else {
            adapter.listenUsingInsecureRfcommWithServiceRecord("Spieleabend", RFCOMM_SERVICE)
        }
        server = socket
        if (Build.VERSION.SDK_INT >= 29) publish(socket.psm)
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
    fun stopHosting() {
        runCatching { server?.close() }
        server = null
        advertising?.let { adapter?.bluetoothLeAdvertiser?.stopAdvertising(it) }
        advertising = null
        gatt?.close()
        gatt = null
    }

    /** Scans for tables nearby; [onFound] is called for each one seen (on a binder thread). */
    fun scan(onFound: (BluetoothTable) -> Unit) {
        val scanner = adapter?.bluetoothLeScanner ?: return
        stopScan()
        val callback = object : ScanCallback() {
            override fun onScanResult(callbackType: Int, result: ScanResult) {
                val name = result.scanRecord?.deviceName ?: result.device.name ?: result.device.address
                onFound(BluetoothTable(result.device, name))
            }
        }
        scanning = callback
        val filter = ScanFilter.Builder().setServiceUuid(ParcelUuid(TABLE_SERVICE)).build()
        val settings = ScanSettings.Builder().setScanMode(ScanSettings.SCAN_MODE_LOW_LATENCY).build()
        scanner.startScan(listOf(filter), settings, callback)
    }

    /** Stops scanning. */
    fun stopScan() {
        scanning?.let { adapter?.bluetoothLeScanner?.stopScan(it) }
        scanning = null
    }

    /**
     * Connects to [table]: reads the PSM over GATT and opens the L2CAP channel (RFCOMM
     * before Android 10), then hands it to [take], e.g.
     * `{ core.joinOverLink(gameKey, code, it) }` on the join screen. [onDone] gets null on
     * success or the failure's text.
     */
    fun join(table: BluetoothTable, take: TakeLink, onDone: (String?) -> Unit) {
        stopScan()
        if (Build.VERSION.SDK_INT < 29) {
            connect(onDone, take) { table.device.createInsecureRfcommSocketToServiceRecord(RFCOMM_SERVICE) }
            return
        }
        table.device.connectGatt(context, false, object : BluetoothGattCallback() {
            override fun onConnectionStateChange(gatt: BluetoothGatt, status: Int, newState: Int) {
                if (newState == BluetoothProfile.STATE_CONNECTED) {
                    gatt.discoverServices()
                } else if (status != BluetoothGatt.GATT_SUCCESS) {
                    gatt.close()
                    onDone("Bluetooth connection failed ($status)")
                }
            }

            override fun onServicesDiscovered(gatt: BluetoothGatt, status: Int) {
                val psm = gatt.getService(TABLE_SERVICE)?.getCharacteristic(PSM_CHARACTERISTIC)
                if (psm == null) {
                    gatt.close()
                    onDone("not a Spieleabend table")
                } else {
                    @Suppress("DEPRECATION")
                    gatt.readCharacteristic(psm)
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
                    onDone("the table's channel could not be read")
                    return
                }
                val psm = (value[0].toInt() and 0xFF) or ((value[1].toInt() and 0xFF) shl 8)
                connect(onDone, take) { table.device.createInsecureL2capChannel(psm) }
            }
        })
    }

    private fun connect(onDone: (String?) -> Unit, take: TakeLink, open: () -> BluetoothSocket) {
        thread(name = "spieleabend-bluetooth-connect", isDaemon = true) {
            try {
                val socket = open()
                socket.connect()
                attach(socket, take)
                onDone(null)
            } catch (e: Exception) {
                // The socket failed, or the app core refused the link (and closed it).
                onDone(e.message ?: "Bluetooth connection failed")
            }
        }
    }

    private fun attach(socket: BluetoothSocket, take: TakeLink) {
        val link = BluetoothLink(socket)
        link.pump(take(link))
    }

    /** Publishes [psm] in a GATT characteristic and advertises the table's service. */
    private fun publish(psm: Int) {
        val service = BluetoothGattService(TABLE_SERVICE, BluetoothGattService.SERVICE_TYPE_PRIMARY)
        val value = byteArrayOf((psm and 0xFF).toByte(), (psm shr 8 and 0xFF).toByte())
        service.addCharacteristic(
            BluetoothGattCharacteristic(
                PSM_CHARACTERISTIC,
                BluetoothGattCharacteristic.PROPERTY_READ,
                BluetoothGattCharacteristic.PERMISSION_READ,
            ),
        )
        lateinit var server: BluetoothGattServer
        server = manager.openGattServer(context, object : BluetoothGattServerCallback() {
            override fun onCharacteristicReadRequest(
                device: BluetoothDevice, requestId: Int, offset: Int, characteristic: BluetoothGattCharacteristic,
            ) {
                val answer = if (offset < value.size) value.copyOfRange(offset, value.size) else ByteArray(0)
                server.sendResponse(device, requestId, BluetoothGatt.GATT_SUCCESS, offset, answer)
            }
        })
        server.addService(service)
        gatt = server
        val callback = object : AdvertiseCallback() {}
        advertising = callback
        adapter?.bluetoothLeAdvertiser?.startAdvertising(
            AdvertiseSettings.Builder().setConnectable(true).setAdvertiseMode(AdvertiseSettings.ADVERTISE_MODE_LOW_LATENCY).build(),
            AdvertiseData.Builder().addServiceUuid(ParcelUuid(TABLE_SERVICE)).build(),
            AdvertiseData.Builder().setIncludeDeviceName(true).build(),
            callback,
        )
    }
}
