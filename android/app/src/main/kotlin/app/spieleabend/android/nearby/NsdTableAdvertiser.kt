package app.spieleabend.android.nearby

import android.content.Context
import android.net.nsd.NsdManager
import android.net.nsd.NsdServiceInfo
import app.spieleabend.core.Advertisement

/**
 * Announces the table hosted on this device on the local Wi-Fi with Android's
 * NsdManager: the app core's `ShellEffect.Advertise` gives the service name, the port
 * the core listens on and the TXT record (read back on the other devices with
 * `nearbyTableFromTxt`); [stop] withdraws it (`ShellEffect.StopAdvertising`).
 *
 * NsdManager cannot change the TXT record of a registered service, so a new
 * announcement (the free seats changed) replaces the registration. The new one is
 * registered only once the old one is unregistered: registering the same name while it
 * is still taken would make NsdManager rename the service ("Anna's table (2)") and
 * guests would see the table vanish and come back under another name. An announcement
 * equal to the registered one changes nothing.
 */
class NsdTableAdvertiser(context: Context) {
    private val nsd = context.getSystemService(NsdManager::class.java)

    // Guarded by `this`.
    /** The registration in force or on its way, and what it announces. */
    private var listener: NsdManager.RegistrationListener? = null
    private var registered: Advertisement? = null
    /** Being unregistered: the next registration waits for it. */
    private var leaving: NsdManager.RegistrationListener? = null
    /** To register once [leaving] is gone. */
    private var next: Advertisement? = null

    /** Announces [advertisement], replacing the announcement before. */
    @Synchronized
    fun advertise(advertisement: Advertisement) {
        if (advertisement == registered && listener != null) return
        next = advertisement
        withdraw()
        registerNext()
    }

    /** Withdraws the announcement, if any. */
    @Synchronized
    fun stop() {
        next = null
        withdraw()
    }

    private fun withdraw() {
        val current = listener ?: return
        listener = null
        registered = null
        leaving = current
        if (runCatching { nsd.unregisterService(current) }.isFailure) leaving = null
    }

    private fun registerNext() {
        if (leaving != null) return
        val advertisement = next ?: return
        next = null
        val info = NsdServiceInfo().apply {
            serviceName = advertisement.name
            serviceType = SERVICE_TYPE
            port = advertisement.port.toInt()
            advertisement.txt.forEach { setAttribute(it.key, it.value) }
        }
        val registration = object : NsdManager.RegistrationListener {
            override fun onServiceRegistered(info: NsdServiceInfo) {}
            override fun onRegistrationFailed(info: NsdServiceInfo, errorCode: Int) = gone(this)
            override fun onServiceUnregistered(info: NsdServiceInfo) = gone(this)
            override fun onUnregistrationFailed(info: NsdServiceInfo, errorCode: Int) = gone(this)
        }
        listener = registration
        registered = advertisement
        nsd.registerService(info, NsdManager.PROTOCOL_DNS_SD, registration)
    }

    /** A registration ended (or never began): the waiting one may go. */
    @Synchronized
    private fun gone(registration: NsdManager.RegistrationListener) {
        if (leaving === registration) leaving = null
        if (listener === registration) {
            listener = null
            registered = null
        }
        registerNext()
    }
}
