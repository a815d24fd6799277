package app.spieleabend.core.tests

import app.spieleabend.core.BotLevel
import app.spieleabend.core.NearbyBrowser
import app.spieleabend.core.NearbyBrowserObserver
import app.spieleabend.core.NearbyDiscovery
import app.spieleabend.core.NearbyException
import app.spieleabend.core.NearbyHostOptions
import app.spieleabend.core.NearbyJoinConfig
import app.spieleabend.core.NearbyTable
import app.spieleabend.core.PendingDecision
import app.spieleabend.core.SeatKindSpec
import app.spieleabend.core.SeatSpec
import app.spieleabend.core.TableConfig
import app.spieleabend.core.nearbyHost
import app.spieleabend.core.nearbyJoin
import app.spieleabend.core.nearbyTableFromTxt
import java.util.Collections
import java.util.concurrent.CompletableFuture
import java.util.concurrent.TimeUnit
import kotlin.test.assertFailsWith
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Assumptions.assumeTrue
import org.junit.jupiter.api.Test

/** 77 for four: two humans sharing the host device, a bot, and a seat for a device. */
private fun sharedTable(seed: ULong) = TableConfig(
    "77", null,
    listOf(
        SeatSpec("Anna", SeatKindSpec.Human, "#43A047", "owl"),
        SeatSpec("Ben", SeatKindSpec.Human, "#1E88E5", "fox"),
        SeatSpec("Bot", SeatKindSpec.Bot(BotLevel.EASY), "#E53935", "robot"),
        SeatSpec("Guest", SeatKindSpec.Remote, "#FDD835", "cat"),
    ),
    quick, seed,
)

/** 77 for three: two seats for devices and a bot. */
private fun advertisedTable(seed: ULong) = TableConfig(
    "77", null,
    listOf(
        SeatSpec("P1", SeatKindSpec.Remote, "#43A047", "owl"),
        SeatSpec("P2", SeatKindSpec.Remote, "#1E88E5", "fox"),
        SeatSpec("Bot", SeatKindSpec.Bot(BotLevel.EASY), "#E53935", "robot"),
    ),
    quick, seed,
)

/** Collects what an observing browser hears. */
private class Discoveries : NearbyBrowserObserver {
    val seen: MutableList<NearbyDiscovery> = Collections.synchronizedList(mutableListOf())
    override fun onDiscovery(discovery: NearbyDiscovery) {
        seen.add(discovery)
    }
}

/** Polls `browser.next` until a table of `instance` that `wanted` accepts is found. */
private fun found(browser: NearbyBrowser, instance: String, what: String, wanted: (NearbyTable) -> Boolean): NearbyTable {
    val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20)
    while (System.nanoTime() < deadline) {
        val change = runBlocking { browser.next(500u) } ?: continue
        if (change is NearbyDiscovery.Found && change.table.instance == instance && wanted(change.table)) {
            return change.table
        }
    }
    error("not seen in time: $what")
}

class NearbyPhonesTest {
    @Test
    fun `two humans share the host phone with hand-overs while a device plays its seat`() {
        val address = CompletableFuture<Pair<String, String>>()
        val hostThread = onThread("host") {
            val host = runBlocking { nearbyHost(sharedTable(31u), NearbyHostOptions("127.0.0.1:0", 5u)) }
            address.complete("127.0.0.1:${host.tcpPort()}" to host.joinCode())
            waitFor("the guest in the lobby", 30) { host.readyToStart() }
            host.start()
            var holder: UByte? = null
            var handOvers = 0
            val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90)
            while (host.pending() != PendingDecision.Finished) {
                check(System.nanoTime() < deadline) { "host: not finished in time" }
                val pending = host.pending()
                if (pending is PendingDecision.Human) {
                    val seat = pending.seat
                    assertEquals(holder != seat, pending.handOver)
                    if (pending.handOver) {
                        // Nothing of the seat shows before the phone is handed to it.
                        assertFailsWith<NearbyException.HandOverFirst> { host.view(seat) }
                        assertFailsWith<NearbyException.HandOverFirst> { host.legalActions(seat) }
                        assertFailsWith<NearbyException.HandOverFirst> { host.events(seat, 0u) }
                        host.handOver(seat)
                        handOvers++
                        holder = seat
                        val other = (1u - seat.toUInt()).toUByte()
                        assertFailsWith<NearbyException.HandOverFirst> { host.view(other) }
                    }
                    assertEquals(seat, host.view(seat).seat)
                    val legal = host.legalActions(seat)
                    host.act(seat, legal[0])
                }
                Thread.sleep(1)
            }
            assertTrue(handOvers >= 2, "$handOvers hand-overs")
            assertFailsWith<NearbyException.NotYourSeat> { host.handOver(3u) }
            val outcome = host.outcome()
            runBlocking { host.shutdown() }
            outcome
        }
        val clientThread = onThread("client") {
            val (where, code) = address.get(30, TimeUnit.SECONDS)
            // The game is not named: the client asks the host for it.
            val client = runBlocking { nearbyJoin(NearbyJoinConfig(null, "Guest", code, 1u, 11u), where) }
            assertEquals("seventy_seven", client.gameId())
            assertEquals(listOf(3.toByte()), runBlocking { client.welcome(10_000u) }.toList())
            playSeat(client, 3u, 7)
        }
        val hostOutcome = hostThread.get(120, TimeUnit.SECONDS)
        val clientOutcome = clientThread.get(120, TimeUnit.SECONDS)
        assertEquals(hostOutcome, clientOutcome)
    }

    @Test
    fun `a TXT record found by the platform reads as a table, malformed ones are typed errors`() {
        // "v": the protocol version this library speaks (a table of another one is listed as
        // not compatible).
        val txt = mapOf("v" to "4", "name" to "Anna's table", "game" to "elfer_raus", "free" to "2", "players" to "4", "rev" to "1")
        val table = nearbyTableFromTxt("Anna's table (beef)", txt, listOf("fe80::1%wlan0", "192.168.1.20"), 7077u)
        assertEquals(
            NearbyTable(
                "Anna's table (beef)", "Anna's table", "elfer_raus", 2u, 4u, 4u, true,
                listOf("192.168.1.20:7077"), 7077u,
            ),
            table,
        )
        assertFailsWith<NearbyException.TxtMissing> {
            nearbyTableFromTxt("x", txt - "game", listOf(), 1u)
        }.also { assertEquals("game", it.key) }
        assertFailsWith<NearbyException.TxtBad> {
            nearbyTableFromTxt("x", txt + ("free" to "lots"), listOf(), 1u)
        }.also { assertEquals("free", it.key) }
        assertFailsWith<NearbyException.BadAddress> {
            nearbyTableFromTxt("x", txt, listOf("anna.local"), 1u)
        }
    }

    /**
     * Needs multicast: run.sh runs this class again inside a network namespace it creates
     * (as root), so no mDNS reaches the machine's real networks; elsewhere it is skipped.
     */
    @Test
    fun `an advertised host is found by the browser and its free seats follow the devices`() {
        assumeTrue(
            System.getProperty("spieleabend.netns") == "1",
            "SKIPPED: mDNS runs only inside the network namespace run.sh creates (root and ip needed)",
        )
        val browser = NearbyBrowser.start()
        val observed = Discoveries()
        val watcher = NearbyBrowser.start()
        watcher.setObserver(observed)
        val host = runBlocking {
            nearbyHost(advertisedTable(41u), NearbyHostOptions("0.0.0.0:0", 3u, "Kotlin table"))
        }
        val instance = checkNotNull(host.advertisedInstance())
        val first = found(browser, instance, "the table") { true }
        assertEquals("Kotlin table", first.name)
        assertEquals("seventy_seven", first.game)
        assertEquals(2u.toUByte(), first.freeSeats)
        assertEquals(3u.toUByte(), first.players)
        assertTrue(first.compatible)
        assertEquals(host.tcpPort(), first.port)
        // Join at an address the browser found, with the game it advertised.
        val where = first.addresses.first()
        val client = runBlocking { nearbyJoin(NearbyJoinConfig(first.game, "Ben", host.joinCode(), 1u, 5u), where) }
        runBlocking { client.welcome(10_000u) }
        found(browser, instance, "one seat taken") { it.freeSeats.toInt() == 1 }
        val second = runBlocking { nearbyJoin(NearbyJoinConfig(null, "Cleo", host.joinCode(), 1u, 6u), where) }
        runBlocking { second.welcome(10_000u) }
        found(browser, instance, "the full table") { it.freeSeats.toInt() == 0 }
        // A device leaving frees its seat again.
        runBlocking { second.leave() }
        found(browser, instance, "the freed seat") { it.freeSeats.toInt() == 1 }
        assertEquals(1u.toUByte(), host.advertisedFreeSeats())
        // The observing browser saw the same table.
        waitFor("the observer's table") { watcher.tables().any { it.instance == instance } }
        assertTrue(observed.seen.any { it is NearbyDiscovery.Found && it.table.instance == instance })
        runBlocking { host.shutdown() }
        val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20)
        while (true) {
            check(System.nanoTime() < deadline) { "the withdrawal not seen in time" }
            val change = runBlocking { browser.next(500u) } ?: continue
            if (change == NearbyDiscovery.Gone(instance)) break
        }
        assertTrue(browser.tables().none { it.instance == instance })
        runBlocking { client.leave() }
        browser.stop()
        watcher.stop()
    }
}
