package app.spieleabend.android.nearby

import android.content.Context
import android.net.nsd.NsdManager
import android.net.nsd.NsdServiceInfo
import app.spieleabend.core.Advertisement

/**
 * Announces the table hosted on this device on the local Wi-Fi with Android's
 * NsdManager: the app core's `ShellEffect.Advertise` gives the service name, the port
 * the core listens on and the TXT record (read back on the other devices with
 * `nearbyTableFromTxt`). A new announcement replaces the last (the free seats changed);
 * [stop] withdraws it (`ShellEffect.StopAdvertising`).
 */
class NsdTableAdvertiser(context: Context) {
    private val nsd = context.getSystemService(NsdManager::class.java)
    private var listener: NsdManager.RegistrationListener? = null

    /** Registers [advertisement], withdrawing the one before. */
    fun advertise(advertisement: Advertisement) {
        stop()
        val info = NsdServiceInfo().apply {
            serviceName = advertisement.name
            serviceType = SERVICE_TYPE
            port = advertisement.port.toInt()
            advertisement.txt.forEach { setAttribute(it.key, it.value) }
        }
        val registration = object : NsdManager.RegistrationListener {
            override fun onServiceRegistered(info: NsdServiceInfo) {}
            override fun onRegistrationFailed(info: NsdServiceInfo, errorCode: Int) {
                listener = null
            }
            override fun onServiceUnregistered(info: NsdServiceInfo) {}
            override fun onUnregistrationFailed(info: NsdServiceInfo, errorCode: Int) {}
        }
        listener = registration
        nsd.registerService(info, NsdManager.PROTOCOL_DNS_SD, registration)
    }

    /** Withdraws the announcement, if any. */
    fun stop() {
        listener?.let { runCatching { nsd.unregisterService(it) } }
        listener = null
    }
}
