package app.spieleabend.core.tests

import app.spieleabend.core.AppCore
import app.spieleabend.core.AppIntent
import app.spieleabend.core.AppLinkException
import app.spieleabend.core.AppModel
import app.spieleabend.core.BluetoothFailure
import app.spieleabend.core.FoundTable
import app.spieleabend.core.HomeItem
import app.spieleabend.core.Lang
import app.spieleabend.core.Medium
import app.spieleabend.core.NearbyIntent
import app.spieleabend.core.NearbyLink
import app.spieleabend.core.NearbyLinkException
import app.spieleabend.core.NearbyLinkInput
import app.spieleabend.core.Overlay
import app.spieleabend.core.SeatPlayer
import app.spieleabend.core.SetupIntent
import app.spieleabend.core.ShellEffect
import app.spieleabend.core.nearbyTableFromTxt
import app.spieleabend.core.txtRecordBytes
import app.spieleabend.core.txtRecordEntries
import java.io.ByteArrayOutputStream
import java.nio.ByteBuffer
import java.nio.ByteOrder
import java.nio.file.Files
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.CoroutineStart
import kotlinx.coroutines.Deferred
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.flow.filterIsInstance
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeoutOrNull
import kotlin.test.assertFailsWith
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * One direction of an in-memory link, as a Bluetooth channel would be: what is sent
 * waits until the other end's input is known, then goes straight to it. It keeps every
 * byte it carried, as a listener on the channel would see them.
 */
private class LinkEnd : NearbyLink {
    private var input: NearbyLinkInput? = null
    private val pending = ArrayList<ByteArray>()
    private var closed = false
    private val carried = ByteArrayOutputStream()

    @Synchronized override fun send(bytes: ByteArray) {
        if (closed) throw NearbyLinkException.Failed("the link is closed")
        carried.write(bytes)
        input?.received(bytes) ?: pending.add(bytes)
    }

    /** Every byte sent through this end so far. */
    @Synchronized fun wire(): ByteArray = carried.toByteArray()

    @Synchronized override fun disconnect() {
        closed = true
        input?.closed()
    }

    /** The other end's input is known: what waited goes to it. */
    @Synchronized fun plug(other: NearbyLinkInput) {
        pending.forEach { other.received(it) }
        pending.clear()
        if (closed) other.closed()
        input = other
    }
}

/** The frames of a byte stream: each a `u32` little-endian length, then the payload. */
private fun frames(wire: ByteArray): List<ByteArray> {
    val frames = ArrayList<ByteArray>()
    var at = 0
    while (at + 4 <= wire.size) {
        val length = ByteBuffer.wrap(wire, at, 4).order(ByteOrder.LITTLE_ENDIAN).int
        assertTrue(length > 0 && at + 4 + length <= wire.size, "a frame of $length bytes at $at")
        frames.add(wire.copyOfRange(at + 4, at + 4 + length))
        at += 4 + length
    }
    assertEquals(wire.size, at, "the stream ends with a whole frame")
    return frames
}

/**
 * What a listener on the channel reads from one direction: its first frame is the clear
 * exchange ([exchange], the kind of the hello or challenge), short enough to hold only
 * the key exchange's message; every other frame is [sealed] — no card, name or resume
 * ticket crosses in clear. [secrets] appear nowhere in the bytes.
 */
private fun assertSealed(wire: ByteArray, exchange: Int, sealed: Int, secrets: List<String>) {
    val frames = frames(wire)
    assertTrue(frames.size > 20, "a whole game's frames: ${frames.size}")
    assertEquals(exchange, frames[0][0].toInt(), "the exchange comes first")
    assertTrue(frames[0].size <= 64, "the exchange carries only its key message: ${frames[0].size} bytes")
    for (frame in frames.drop(1)) assertEquals(sealed, frame[0].toInt(), "every later frame is sealed")
    val text = String(wire, Charsets.ISO_8859_1)
    for (secret in secrets) assertFalse(text.contains(secret), "\"$secret\" crossed in clear")
}

/**
 * Two apps at one table over a link the shell hands in (as a phone's Bluetooth
 * channel): the host's open table takes the guest's link, the guest joins over it with
 * the game and code; both play to the end. Once by the link alone, once as the join
 * screen does it for a Bluetooth table: the test acts as both shells, reading the
 * host's announcement into a found table and performing the guest's connect effect;
 * and once with the channel dropping mid-game and the shell reopening it.
 */
class AppLinkJourneyTest {
    /** The core (for handing in links) and the model over it (for intents and views). */
    private fun app(seed: ULong): Pair<AppCore, AppModel> {
        val core = AppCore.withSeed(Files.createTempDirectory("spieleabend-link").toString(), Lang.EN, seed)
        core.setNearbyOptions("127.0.0.1:0", 0u)
        return core to AppModel(core)
    }

    /** The next effect of type [T] the model hands its shell, listened for from now on. */
    private inline fun <reified T : ShellEffect> nextEffect(model: AppModel): Deferred<T> =
        CoroutineScope(Dispatchers.Default).async(start = CoroutineStart.UNDISPATCHED) {
            model.effects.filterIsInstance<T>().first()
        }

    private fun <T> await(what: String, effect: Deferred<T>): T = runBlocking {
        withTimeoutOrNull(20_000) { effect.await() } ?: error("waited in vain for $what")
    }

    /** Sets up Elfer raus! with a second person's seat and opens it; returns the code. */
    private fun openTable(hostApp: AppModel): String {
        hostApp.send(AppIntent.Open(HomeItem.NEW_GAME))
        hostApp.send(AppIntent.Setup(SetupIntent.ChooseGame("elfer_raus")))
        hostApp.send(AppIntent.Setup(SetupIntent.SetSeatPlayer(1u, SeatPlayer.Person)))
        hostApp.send(AppIntent.Open(HomeItem.NEARBY))
        hostApp.send(AppIntent.Nearby(NearbyIntent.GoHost))
        hostApp.send(AppIntent.Nearby(NearbyIntent.OpenTable))
        return waitFor(hostApp, "the open table") { v -> hostScreen(v)?.code }
    }

    /**
     * The guest is admitted over its link: the host starts the game and both play it to
     * the end through their views, the guest acting at most every 15 ms (a game played
     * faster than people play would exceed the host's flood guard of 100 messages a
     * second); the guest's deal is checked.
     */
    private fun playToTheEnd(hostApp: AppModel, guestApp: AppModel) {
        startGame(hostApp, guestApp)
        playOn(hostApp, guestApp)
        val fairness = waitFor(guestApp, "the deal's check") { v -> tableScreen(v)?.link?.fairness }
        assertTrue(fairness.startsWith("Deal checked"), fairness)
    }

    @Test
    fun aTableIsJoinedOverALinkAndPlayedToTheEnd() {
        val (hostCore, hostApp) = app(21u)
        val (guestCore, guestApp) = app(22u)
        // Without an open table the host refuses a device's link, and closes it.
        val early = LinkEnd()
        assertFailsWith<AppLinkException.NoOpenTable> { hostCore.attachLink(early) }
        assertFailsWith<NearbyLinkException.Failed> { early.send(byteArrayOf(1)) }

        val code = openTable(hostApp)
        guestApp.send(AppIntent.Open(HomeItem.NEARBY))
        guestApp.send(AppIntent.Nearby(NearbyIntent.GoJoin))
        val toHost = LinkEnd()
        val toGuest = LinkEnd()
        toHost.plug(hostCore.attachLink(toGuest))
        toGuest.plug(guestCore.joinOverLink("elfer_raus", code, toHost))
        playToTheEnd(hostApp, guestApp)
        // Read as a listener would: the guest's frames (hello, then sealed) and the
        // host's (challenge, then sealed); the game, the players' names and the code
        // nowhere in clear.
        // (Names of five letters or more: a shorter one may turn up in random bytes.)
        val names = tableScreen(hostApp.view.value)!!.players.map { it.name }.filter { it.length >= 5 }
        val secrets = names + listOf("elfer_raus", code)
        assertSealed(toHost.wire(), exchange = 0, sealed = 1, secrets = secrets)
        assertSealed(toGuest.wire(), exchange = 0, sealed = 2, secrets = secrets)
        hostApp.close()
        guestApp.close()
    }

    @Test
    fun aBluetoothTableIsChosenConnectedByTheShellAndPlayedToTheEnd() {
        val (hostCore, hostApp) = app(23u)
        val (guestCore, guestApp) = app(24u)
        // The host's shell announces the table, on Bluetooth too, and says so.
        val advertised = nextEffect<ShellEffect.Advertise>(hostApp)
        val code = openTable(hostApp)
        val ad = await("the announcement", advertised).advertisement
        hostApp.send(AppIntent.Nearby(NearbyIntent.Announced(true)))
        val note = waitFor(hostApp, "the Bluetooth note") { v -> hostScreen(v)?.bluetoothNote }
        assertTrue(note.startsWith("Also announced over Bluetooth"), note)

        // The guest's shell reads the TXT characteristic of the host's device: the same
        // record the network announcement carries, as the bytes the host publishes.
        val device = "C0:FF:EE:00:00:01"
        val characteristic = txtRecordBytes(ad.txt)
        val read = nearbyTableFromTxt(device, txtRecordEntries(characteristic), emptyList(), 0u)
        assertEquals("elfer_raus", read.game)
        guestApp.send(AppIntent.Open(HomeItem.NEARBY))
        guestApp.send(AppIntent.Nearby(NearbyIntent.GoJoin))
        val found = guestApp.send(
            AppIntent.Nearby(NearbyIntent.Found(listOf(
                FoundTable("Ben’s table", "10.0.0.9:7077", Medium.NETWORK, "help"),
                FoundTable(read.name, device, Medium.BLUETOOTH, read.game),
            ))),
        )
        val listed = joinScreen(found)!!.found
        assertEquals(listOf(Medium.NETWORK, Medium.BLUETOOTH), listed.map { it.medium })
        assertEquals("${read.name} · Bluetooth", listed[1].label)
        guestApp.send(AppIntent.Nearby(NearbyIntent.ChooseFound(1u)))
        val typed = guestApp.send(AppIntent.Nearby(NearbyIntent.SetCode(code)))
        assertEquals(listOf(false, true), joinScreen(typed)!!.found.map { it.chosen })

        val asked = nextEffect<ShellEffect.ConnectBluetooth>(guestApp)
        val connecting = guestApp.send(AppIntent.Nearby(NearbyIntent.Connect))
        assertTrue(joinScreen(connecting)!!.connecting)
        val effect = await("the connect effect", asked)
        assertEquals(ShellEffect.ConnectBluetooth(device, "elfer_raus", code), effect)
        // Acting as both shells: the channel's host end goes to the open table, the
        // guest's end to the join under way, with the effect's game and code.
        val toHost = LinkEnd()
        val toGuest = LinkEnd()
        toHost.plug(hostCore.attachLink(toGuest))
        toGuest.plug(guestCore.joinOverLink(effect.gameKey, effect.code, toHost))
        playToTheEnd(hostApp, guestApp)
        hostApp.close()
        guestApp.close()
    }

    @Test
    fun aDroppedBluetoothChannelIsReopenedByTheShellAndTheSeatPlaysOnToTheEnd() {
        val (hostCore, hostApp) = app(26u)
        val (guestCore, guestApp) = app(27u)
        val code = openTable(hostApp)
        val device = "C0:FF:EE:00:00:03"
        guestApp.send(AppIntent.Open(HomeItem.NEARBY))
        guestApp.send(AppIntent.Nearby(NearbyIntent.GoJoin))
        guestApp.send(
            AppIntent.Nearby(NearbyIntent.Found(listOf(
                FoundTable("Anna’s table", device, Medium.BLUETOOTH, "elfer_raus"),
            ))),
        )
        guestApp.send(AppIntent.Nearby(NearbyIntent.ChooseFound(0u)))
        guestApp.send(AppIntent.Nearby(NearbyIntent.SetCode(code)))
        val asked = nextEffect<ShellEffect.ConnectBluetooth>(guestApp)
        guestApp.send(AppIntent.Nearby(NearbyIntent.Connect))
        val effect = await("the connect effect", asked)
        val toHost = LinkEnd()
        val toGuest = LinkEnd()
        toHost.plug(hostCore.attachLink(toGuest))
        toGuest.plug(guestCore.joinOverLink(effect.gameKey, effect.code, toHost))
        startGame(hostApp, guestApp)
        playOn(hostApp, guestApp, guestMoves = 3)
        val before = tableScreen(guestApp.view.value)!!
        assertFalse(before.overlay is Overlay.GameOver, "the game is still on")

        // The channel drops at both ends: the guest's app asks its shell to reopen it.
        val reopen = nextEffect<ShellEffect.ReopenBluetooth>(guestApp)
        toHost.disconnect()
        toGuest.disconnect()
        assertEquals(ShellEffect.ReopenBluetooth(device), await("the reopen effect", reopen))
        val note = waitFor(guestApp, "the reconnecting note") { v ->
            tableScreen(v)?.link?.text?.takeIf { it.contains("reconnecting") }
        }
        assertEquals("◌ reconnecting (attempt 1) …", note)
        // Acting as both shells: a new channel, its guest end handed to `relink`.
        val againToHost = LinkEnd()
        val againToGuest = LinkEnd()
        againToHost.plug(hostCore.attachLink(againToGuest))
        againToGuest.plug(guestCore.relink(againToHost))
        // A channel nobody asked for is refused and closed.
        val stray = LinkEnd()
        assertFailsWith<AppLinkException.NotReopening> { guestCore.relink(stray) }
        assertFailsWith<NearbyLinkException.Failed> { stray.send(byteArrayOf(1)) }
        waitFor(guestApp, "the link to work again") { v ->
            tableScreen(v)?.link?.takeIf { !it.text.contains("reconnecting") }
        }
        playOn(hostApp, guestApp)
        val after = tableScreen(guestApp.view.value)!!
        assertTrue(after.overlay is Overlay.GameOver, "the game went on to its end")
        assertEquals(before.viewer, after.viewer, "the same seat")
        assertFalse(after.link!!.ended)
        hostApp.close()
        guestApp.close()
    }

    @Test
    fun aBluetoothChannelThatCannotBeOpenedIsWordedOnTheJoinScreen() {
        val (_, guestApp) = app(25u)
        guestApp.send(AppIntent.Open(HomeItem.NEARBY))
        guestApp.send(AppIntent.Nearby(NearbyIntent.GoJoin))
        guestApp.send(
            AppIntent.Nearby(NearbyIntent.Found(listOf(
                FoundTable("Anna’s table", "C0:FF:EE:00:00:02", Medium.BLUETOOTH, "elfer_raus"),
            ))),
        )
        guestApp.send(AppIntent.Nearby(NearbyIntent.ChooseFound(0u)))
        guestApp.send(AppIntent.Nearby(NearbyIntent.SetCode("123456")))
        val asked = nextEffect<ShellEffect.ConnectBluetooth>(guestApp)
        guestApp.send(AppIntent.Nearby(NearbyIntent.Connect))
        assertEquals("C0:FF:EE:00:00:02", await("the connect effect", asked).device)
        val failed = joinScreen(
            guestApp.send(AppIntent.Nearby(NearbyIntent.BluetoothFailed(BluetoothFailure.UNREACHABLE, "status 133"))),
        )!!
        assertFalse(failed.connecting)
        assertTrue(failed.canConnect, "the player can try again")
        assertEquals(
            "The table could not be reached over Bluetooth. Come closer to the host's device and try again. (status 133)",
            failed.notice,
        )
        guestApp.close()
    }
}
