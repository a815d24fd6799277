package app.spieleabend.android.nearby

import android.content.Context
import android.net.nsd.NsdManager
import android.net.nsd.NsdServiceInfo
import android.net.wifi.WifiManager
import android.os.Build
import app.spieleabend.core.NearbyException
import app.spieleabend.core.NearbyTable
import app.spieleabend.core.nearbyTableFromTxt
import java.util.concurrent.Executors

/** The DNS-SD service type every Spieleabend table is advertised under. */
const val SERVICE_TYPE = "_spieleabend._tcp"

/**
 * Finds tables on the local Wi-Fi with Android's NsdManager and reads each service's TXT
 * record into the core's [NearbyTable] (`nearbyTableFromTxt`); services that are not
 * tables are skipped. Holds a Wi-Fi multicast lock while it looks. [onTables] gets the
 * whole list after every change, on a background thread.
 *
 * On Android 14+ each found service is followed with a service-info callback (address
 * and TXT changes, loss), unregistered when the service is lost or looking stops.
 * Before, `resolveService` takes one request at a time (a second one fails with
 * `FAILURE_ALREADY_ACTIVE`), so services wait in a queue and are resolved one by one.
 * Stopping forgets the tables found.
 */
class NsdTableBrowser(context: Context, private val onTables: (List<NearbyTable>) -> Unit) {
    private val nsd = context.getSystemService(NsdManager::class.java)
    private val wifi = context.applicationContext.getSystemService(WifiManager::class.java)
    private val executor = Executors.newSingleThreadExecutor { Thread(it, "spieleabend-nsd").apply { isDaemon = true } }

    // Everything below is guarded by `this`.
    private val tables = HashMap<String, NearbyTable>()
    private val following = HashMap<String, NsdManager.ServiceInfoCallback>()
    private val toResolve = ArrayDeque<NsdServiceInfo>()
    private var resolving = false
    private var lock: WifiManager.MulticastLock? = null
    private var listener: NsdManager.DiscoveryListener? = null

    /** Starts looking (again). */
    @Synchronized
    fun start() {
        stop()
        lock = wifi.createMulticastLock("spieleabend-discovery").apply {
            setReferenceCounted(false)
            acquire()
        }
        val discovery = object : NsdManager.DiscoveryListener {
            override fun onDiscoveryStarted(serviceType: String) {}
            override fun onDiscoveryStopped(serviceType: String) {}
            override fun onStartDiscoveryFailed(serviceType: String, errorCode: Int) = stopIfCurrent(this)
            override fun onStopDiscoveryFailed(serviceType: String, errorCode: Int) {}
            override fun onServiceFound(service: NsdServiceInfo) = follow(this, service)
            override fun onServiceLost(service: NsdServiceInfo) = lost(this, service.serviceName)
        }
        listener = discovery
        nsd.discoverServices(SERVICE_TYPE, NsdManager.PROTOCOL_DNS_SD, discovery)
    }

    /** Stops looking, lets go of the multicast lock and forgets the tables found. */
    @Synchronized
    fun stop() {
        listener?.let { runCatching { nsd.stopServiceDiscovery(it) } }
        listener = null
        if (Build.VERSION.SDK_INT >= 34) {
            following.values.forEach { runCatching { nsd.unregisterServiceInfoCallback(it) } }
        }
        following.clear()
        toResolve.clear()
        tables.clear()
        lock?.let { if (it.isHeld) it.release() }
        lock = null
    }

    @Synchronized
    private fun stopIfCurrent(discovery: NsdManager.DiscoveryListener) {
        if (listener === discovery) stop()
    }

    @Synchronized
    private fun follow(discovery: NsdManager.DiscoveryListener, service: NsdServiceInfo) {
        if (listener !== discovery) return
        if (Build.VERSION.SDK_INT >= 34) {
            if (service.serviceName in following) return
            val callback = object : NsdManager.ServiceInfoCallback {
                override fun onServiceInfoCallbackRegistrationFailed(errorCode: Int) {
                    synchronized(this@NsdTableBrowser) { following.remove(service.serviceName) }
                }
                override fun onServiceUpdated(info: NsdServiceInfo) {
                    found(this, info, info.hostAddresses.mapNotNull { it.hostAddress })
                }
                override fun onServiceLost() = lost(discovery, service.serviceName)
                override fun onServiceInfoCallbackUnregistered() {}
            }
            following[service.serviceName] = callback
            nsd.registerServiceInfoCallback(service, executor, callback)
        } else {
            toResolve.addLast(service)
            resolveNext()
        }
    }

    /** Below Android 14: resolves the next waiting service, one at a time. */
    @Suppress("DEPRECATION")
    @Synchronized
    private fun resolveNext() {
        if (resolving) return
        val service = toResolve.removeFirstOrNull() ?: return
        resolving = true
        nsd.resolveService(service, object : NsdManager.ResolveListener {
            override fun onResolveFailed(info: NsdServiceInfo, errorCode: Int) = resolvedOne()
            override fun onServiceResolved(info: NsdServiceInfo) {
                found(null, info, listOfNotNull(info.host?.hostAddress))
                resolvedOne()
            }
        })
    }

    @Synchronized
    private fun resolvedOne() {
        resolving = false
        if (listener != null) resolveNext()
    }

    @Synchronized
    private fun lost(discovery: NsdManager.DiscoveryListener, name: String) {
        if (listener !== discovery) return
        if (Build.VERSION.SDK_INT >= 34) {
            following.remove(name)?.let { runCatching { nsd.unregisterServiceInfoCallback(it) } }
        }
        if (tables.remove(name) != null) publish()
    }

    /** A service's record and addresses; [callback] is the Android 14+ callback it came through. */
    @Synchronized
    private fun found(callback: NsdManager.ServiceInfoCallback?, info: NsdServiceInfo, hosts: List<String>) {
        // News of a service no longer followed (or of an older search) is dropped.
        if (listener == null || (callback != null && following[info.serviceName] !== callback)) return
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
