package app.spieleabend.android.nearby

import android.content.Context
import android.net.nsd.NsdManager
import android.net.nsd.NsdServiceInfo
import android.net.wifi.WifiManager
import android.os.Build
import app.spieleabend.core.NearbyException
import app.spieleabend.core.NearbyTable
import app.spieleabend.core.nearbyTableFromTxt
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.Executors

/** The DNS-SD service type every Spieleabend table is advertised under. */
const val SERVICE_TYPE = "_spieleabend._tcp"

/**
 * Finds tables on the local Wi-Fi with Android's NsdManager and reads each service's TXT
 * record into the core's [NearbyTable] (`nearbyTableFromTxt`); services that are not
 * tables are skipped. Holds a Wi-Fi multicast lock while it looks. [onTables] gets the
 * whole list after every change, on a background thread.
 */
class NsdTableBrowser(context: Context, private val onTables: (List<NearbyTable>) -> Unit) {
    private val nsd = context.getSystemService(NsdManager::class.java)
    private val wifi = context.applicationContext.getSystemService(WifiManager::class.java)
    private val tables = ConcurrentHashMap<String, NearbyTable>()
    private val executor = Executors.newSingleThreadExecutor()
    private var lock: WifiManager.MulticastLock? = null
    private var listener: NsdManager.DiscoveryListener? = null

    /** Starts looking (again). */
    fun start() {
        stop()
        lock = wifi.createMulticastLock("spieleabend-discovery").apply {
            setReferenceCounted(false)
            acquire()
        }
        val discovery = object : NsdManager.DiscoveryListener {
            override fun onDiscoveryStarted(serviceType: String) {}
            override fun onDiscoveryStopped(serviceType: String) {}
            override fun onStartDiscoveryFailed(serviceType: String, errorCode: Int) = stop()
            override fun onStopDiscoveryFailed(serviceType: String, errorCode: Int) {}
            override fun onServiceFound(service: NsdServiceInfo) = resolve(service)
            override fun onServiceLost(service: NsdServiceInfo) {
                if (tables.remove(service.serviceName) != null) publish()
            }
        }
        listener = discovery
        nsd.discoverServices(SERVICE_TYPE, NsdManager.PROTOCOL_DNS_SD, discovery)
    }

    /** Stops looking and lets go of the multicast lock. */
    fun stop() {
        listener?.let { runCatching { nsd.stopServiceDiscovery(it) } }
        listener = null
        lock?.let { if (it.isHeld) it.release() }
        lock = null
    }

    @Suppress("DEPRECATION")
    private fun resolve(service: NsdServiceInfo) {
        if (Build.VERSION.SDK_INT >= 34) {
            nsd.registerServiceInfoCallback(service, executor, object : NsdManager.ServiceInfoCallback {
                override fun onServiceInfoCallbackRegistrationFailed(errorCode: Int) {}
                override fun onServiceUpdated(info: NsdServiceInfo) {
                    val hosts = info.hostAddresses.mapNotNull { it.hostAddress }
                    found(info, hosts)
                }
                override fun onServiceLost() {
                    if (tables.remove(service.serviceName) != null) publish()
                }
                override fun onServiceInfoCallbackUnregistered() {}
            })
        } else {
            nsd.resolveService(service, object : NsdManager.ResolveListener {
                override fun onResolveFailed(info: NsdServiceInfo, errorCode: Int) {}
                override fun onServiceResolved(info: NsdServiceInfo) {
                    found(info, listOfNotNull(info.host?.hostAddress))
                }
            })
        }
    }

    private fun found(info: NsdServiceInfo, hosts: List<String>) {
        val txt = info.attributes.mapValues { (_, value) -> value?.toString(Charsets.UTF_8) ?: "" }
        try {
            tables[info.serviceName] = nearbyTableFromTxt(info.serviceName, txt, hosts, info.port.toUShort())
            publish()
        } catch (_: NearbyException) {
            // Not a table's record (or an address the core cannot use): not listed.
        }
    }

    private fun publish() = onTables(tables.values.sortedBy { it.name })
}
