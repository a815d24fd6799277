package app.spieleabend.core.tests

import app.spieleabend.core.BotLevel
import app.spieleabend.core.NearbyClient
import app.spieleabend.core.NearbyClientEvent
import app.spieleabend.core.NearbyClientObserver
import app.spieleabend.core.NearbyConnection
import app.spieleabend.core.NearbyEnd
import app.spieleabend.core.NearbyException
import app.spieleabend.core.NearbyHost
import app.spieleabend.core.NearbyHostEvent
import app.spieleabend.core.NearbyHostObserver
import app.spieleabend.core.NearbyHostOptions
import app.spieleabend.core.NearbyJoinConfig
import app.spieleabend.core.NearbyLink
import app.spieleabend.core.NearbyLinkException
import app.spieleabend.core.NearbyLinkInput
import app.spieleabend.core.OutcomeRecord
import app.spieleabend.core.PendingDecision
import app.spieleabend.core.SeatKindSpec
import app.spieleabend.core.SeatSpec
import app.spieleabend.core.TableConfig
import app.spieleabend.core.TableSettings
import app.spieleabend.core.nearbyHost
import app.spieleabend.core.nearbyJoin
import java.util.Collections
import java.util.concurrent.CompletableFuture
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicInteger
import kotlin.random.Random
import kotlin.test.assertFailsWith
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

internal val quick = TableSettings(autoSingleChoice = false, botDelayMs = 0u, hardIterations = 50u)

/** 77 for three: seat 0 for the device that joins, two bots on the host. */
private fun hostedTable(seed: ULong) = TableConfig(
    "77", null,
    listOf(
        SeatSpec("Guest", SeatKindSpec.Remote, "#43A047", "owl"),
        SeatSpec("Bot A", SeatKindSpec.Bot(BotLevel.EASY), "#1E88E5", "robot"),
        SeatSpec("Bot B", SeatKindSpec.Bot(BotLevel.MEDIUM), "#E53935", "robot"),
    ),
    quick, seed,
)

private fun joinConfig(code: String) = NearbyJoinConfig("seventy_seven", "Guest", code, 1u, 7u)

internal fun waitFor(what: String, seconds: Long = 10, done: () -> Boolean) {
    val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds)
    while (!done()) {
        check(System.nanoTime() < deadline) { "timed out: $what" }
        Thread.sleep(2)
    }
}

/** Runs `body` on a thread of its own and gives its result (or rethrows its failure). */
internal fun <T> onThread(name: String, body: () -> T): CompletableFuture<T> {
    val result = CompletableFuture<T>()
    Thread({
        try {
            result.complete(body())
        } catch (e: Throwable) {
            result.completeExceptionally(e)
        }
    }, name).start()
    return result
}

/** Records what the client hears. */
private class ClientEvents : NearbyClientObserver {
    val events: MutableList<NearbyClientEvent> = Collections.synchronizedList(mutableListOf())
    override fun onEvent(event: NearbyClientEvent) {
        events.add(event)
    }
    fun count(p: (NearbyClientEvent) -> Boolean) = synchronized(events) { events.count(p) }
}

/** Records what the host hears. */
private class HostEvents : NearbyHostObserver {
    val devices: MutableList<NearbyHostEvent> = Collections.synchronizedList(mutableListOf())
    val changes = AtomicInteger()
    override fun onChange(nextSeq: UInt, pending: PendingDecision) {
        changes.incrementAndGet()
    }
    override fun onDevice(event: NearbyHostEvent) {
        devices.add(event)
    }
}

/**
 * Plays the client's seat to the end of the game with random legal actions; `afterAction`
 * runs after each accepted one (with the count). Returns the outcome the client saw.
 */
internal fun playSeat(
    client: NearbyClient,
    seat: UByte,
    seed: Int,
    afterAction: (Int) -> Unit = {},
): OutcomeRecord {
    val random = Random(seed)
    var actions = 0
    val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60)
    while (true) {
        check(System.nanoTime() < deadline) { "game not over in time after $actions actions" }
        val status = client.status()
        status.outcome?.let { if (status.toAct == null) return it }
        if (status.connection == NearbyConnection.CONNECTED && status.toAct == seat &&
            !status.actionInFlight
        ) {
            val legal = client.legalActions(seat)
            if (legal.isNotEmpty()) {
                val view = client.view(seat)
                assertEquals(seat, view.seat)
                assertEquals("seventy_seven", view.game)
                try {
                    client.act(seat, legal[random.nextInt(legal.size)])
                    actions++
                    afterAction(actions)
                } catch (e: NearbyException.ActionInFlight) {
                    // The answer to the last action is on its way.
                } catch (e: NearbyException.NotConnected) {
                    // The link dropped just now; the seat resumes on the next one.
                }
            }
        }
        Thread.sleep(2)
    }
}

/**
 * One end of an in-memory link, as the native Bluetooth glue would be: `send` writes to
 * the other device (here: its input), `disconnect` tells it the link is gone.
 */
private class Pipe : NearbyLink {
    @Volatile var peer: NearbyLinkInput? = null

    override fun send(bytes: ByteArray) {
        val p = peer ?: throw NearbyLinkException.Failed("the other end is gone")
        p.received(bytes)
    }

    override fun disconnect() {
        val p = peer
        peer = null
        p?.closed()
    }

    /** The radio link is lost: this end reports it. */
    fun lose() = disconnect()
}

/** Connects `client` to `host` with a new pair of pipes (host side first). */
private fun wire(host: NearbyHost, client: NearbyClient): Pair<Pipe, Pipe> {
    val toHost = Pipe()
    val toClient = Pipe()
    toHost.peer = host.attachLink(toClient)
    synchronized(toClient) {
        toClient.peer = client.attachLink(toHost)
    }
    return toHost to toClient
}

class NearbyTest {
    @Test
    fun `a host and a client in two threads play 77 to the end over loopback TCP`() {
        val address = CompletableFuture<Pair<String, String>>()
        val clientDone = CompletableFuture<OutcomeRecord>()
        val hostEvents = HostEvents()
        val hostThread = onThread("host") {
            val host = runBlocking {
                nearbyHost(hostedTable(21u), NearbyHostOptions("127.0.0.1:0", 99u))
            }
            host.setObserver(hostEvents)
            // The lobby deals the game by itself once the remote seat is taken.
            assertTrue(host.inLobby())
            assertEquals(PendingDecision.NotStarted, host.pending())
            host.setAutostart(true)
            val port = checkNotNull(host.tcpPort())
            address.complete("127.0.0.1:$port" to host.joinCode())
            val clientSaw = clientDone.get(90, TimeUnit.SECONDS)
            waitFor("host finished") { host.pending() == PendingDecision.Finished }
            val outcome = host.outcome()
            assertEquals(1, host.devices().size)
            assertEquals("Guest", host.devices()[0].name)
            runBlocking { host.shutdown() }
            assertFailsWith<NearbyException.Closed> { host.joinCode() }
            outcome to clientSaw
        }
        val clientEvents = ClientEvents()
        lateinit var client: NearbyClient
        val clientThread = onThread("client") {
            try {
                val (where, code) = address.get(30, TimeUnit.SECONDS)
                client = runBlocking { nearbyJoin(joinConfig(code), where) }
                client.setObserver(clientEvents)
                val seats = runBlocking { client.welcome(10_000u) }
                assertEquals(listOf<Byte>(0), seats.toList())
                val outcome = playSeat(client, 0u, 1)
                // After the game the client checks the deal (commit-reveal).
                waitFor("deal checked") { client.status().fairness != null }
                val fairness = checkNotNull(client.status().fairness)
                assertTrue(fairness.verified, fairness.toString())
                assertTrue(fairness.contributed, fairness.toString())
                clientDone.complete(outcome)
            } catch (e: Throwable) {
                clientDone.completeExceptionally(e)
                throw e
            }
            waitFor("told the host left") {
                clientEvents.count { it is NearbyClientEvent.Ended } == 1
            }
            client
        }
        val (hostOutcome, clientOutcome) = hostThread.get(120, TimeUnit.SECONDS)
        clientThread.get(30, TimeUnit.SECONDS)
        assertEquals(hostOutcome, clientOutcome)
        assertTrue(clientEvents.count { it is NearbyClientEvent.Updated } > 10)
        assertTrue(hostEvents.changes.get() > 0)
        assertTrue(hostEvents.devices.any { it is NearbyHostEvent.Joined })
    }

    @Test
    fun `over a Kotlin link pair a closed link and a re-attached one resume the seat`() {
        val host = runBlocking { nearbyHost(hostedTable(22u), NearbyHostOptions(null, 98u)) }
        val hostEvents = HostEvents()
        host.setObserver(hostEvents)
        assertEquals(null, host.tcpPort())
        val client = NearbyClient.overLinks(joinConfig(host.joinCode()))
        val clientEvents = ClientEvents()
        client.setObserver(clientEvents)
        var pipes = wire(host, client)
        assertEquals(listOf<Byte>(0), runBlocking { client.welcome(10_000u) }.toList())
        // The app starts the game once the device is there and has committed.
        waitFor("lobby ready") { host.readyToStart() }
        assertEquals(0.toUByte(), host.freeSeats())
        host.start()
        assertFailsWith<NearbyException.AlreadyStarted> { host.start() }

        // The client plays in a thread of its own; after its 3rd and 8th action the
        // radio link drops (both ends report it) and the test attaches a new one.
        val played = onThread("client") {
            playSeat(client, 0u, 2) { actions ->
                if (actions == 3 || actions == 8) {
                    pipes.first.lose()
                    pipes.second.lose()
                    waitFor("connection lost seen") {
                        client.status().connection == NearbyConnection.DISCONNECTED
                    }
                    pipes = wire(host, client)
                }
            }
        }
        val clientOutcome = played.get(120, TimeUnit.SECONDS)
        waitFor("host finished") { host.pending() == PendingDecision.Finished }
        assertEquals(host.outcome(), clientOutcome)
        assertEquals(2, hostEvents.devices.count { it is NearbyHostEvent.Resumed })
        assertEquals(0, hostEvents.devices.count { it is NearbyHostEvent.TakenOver })
        assertEquals(2, clientEvents.count { it == NearbyClientEvent.ConnectionLost })
        assertTrue(host.devices().single().connected)

        runBlocking { client.leave() }
        assertFailsWith<NearbyException.Closed> { client.status() }
        runBlocking { host.shutdown() }
    }

    @Test
    fun `a wrong join code is a typed error and the right one then admits`() {
        val host = runBlocking { nearbyHost(hostedTable(23u), NearbyHostOptions(null, 97u)) }
        val right = host.joinCode()
        val wrong = if (right == "000000") "111111" else "000000"
        val client = NearbyClient.overLinks(joinConfig(wrong))
        val clientEvents = ClientEvents()
        client.setObserver(clientEvents)
        wire(host, client)
        val refused = assertFailsWith<NearbyException.WrongJoinCode> {
            runBlocking { client.welcome(10_000u) }
        }
        assertEquals(2.toUByte(), refused.attemptsLeft)
        client.retryCode(right)
        assertEquals(listOf<Byte>(0), runBlocking { client.welcome(10_000u) }.toList())
        // Seats that are not this device's are refused with a typed error too.
        assertFailsWith<NearbyException.NotYourSeat> { client.view(1u) }
        assertFailsWith<NearbyException.NotYourSeat> { host.view(0u) }
        runBlocking { host.shutdown() }
        waitFor("told the host left") { clientEvents.count { it is NearbyClientEvent.Ended } == 1 }
        val ended = assertFailsWith<NearbyException.Ended> { runBlocking { client.welcome(0u) } }
        assertEquals(NearbyEnd.HostLeft, ended.reason)
    }
}
