package app.spieleabend.android.nearby

import android.bluetooth.BluetoothSocket
import app.spieleabend.core.NearbyLink
import app.spieleabend.core.NearbyLinkException
import app.spieleabend.core.NearbyLinkInput
import java.io.IOException
import kotlin.concurrent.thread

/**
 * One Bluetooth connection (an L2CAP connection-oriented channel on Android 10+, RFCOMM
 * before) carried as the core's [NearbyLink]: the core's frames are written as they come,
 * and a reader thread hands whatever arrives to the core, which takes any chunking.
 */
class BluetoothLink(private val socket: BluetoothSocket) : NearbyLink {
    private val output = socket.outputStream

    /** Starts the reader thread that feeds [input] until the socket closes. */
    fun pump(input: NearbyLinkInput) {
        thread(name = "spieleabend-bluetooth-read", isDaemon = true) {
            val buffer = ByteArray(READ_CHUNK)
            try {
                val stream = socket.inputStream
                while (true) {
                    val read = stream.read(buffer)
                    if (read < 0) break
                    input.received(buffer.copyOf(read))
                }
            } catch (_: IOException) {
                // The other phone went away or the link was closed: reported below.
            } finally {
                input.closed()
            }
        }
    }

    override fun send(bytes: ByteArray) {
        try {
            synchronized(output) {
                output.write(bytes)
                output.flush()
            }
        } catch (e: IOException) {
            throw NearbyLinkException.Failed(e.message ?: "Bluetooth write failed")
        }
    }

    override fun disconnect() {
        try {
            socket.close()
        } catch (e: IOException) {
            throw NearbyLinkException.Failed(e.message ?: "Bluetooth close failed")
        }
    }

    private companion object {
        const val READ_CHUNK = 4096
    }
}
