package app.spieleabend.core.tests

import app.spieleabend.core.NearbyException
import app.spieleabend.core.NearbyTable
import app.spieleabend.core.TxtEntry
import app.spieleabend.core.nearbyTableFromTxt
import app.spieleabend.core.txtRecordBytes
import app.spieleabend.core.txtRecordEntries
import kotlin.test.assertFailsWith
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** A table's TXT record as the shells read it: from NSD or Bonjour, or as Bluetooth bytes. */
class TxtRecordTest {
    @Test
    fun `a TXT record found by the platform reads as a table, malformed ones are typed errors`() {
        // "v": the protocol version this library speaks (a table of another one is listed as
        // not compatible).
        val txt = mapOf("v" to "5", "name" to "Anna's table", "game" to "elfer_raus", "free" to "2", "players" to "4", "rev" to "1")
        val table = nearbyTableFromTxt("Anna's table (beef)", txt, listOf("fe80::1%wlan0", "192.168.1.20"), 7077u)
        assertEquals(
            NearbyTable(
                "Anna's table (beef)", "Anna's table", "elfer_raus", 2u, 4u, 5u, true,
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

    @Test
    fun `a TXT record written as bytes reads back, and cut bytes are a typed error`() {
        val entries = listOf("v" to "5", "name" to "Anna’s table", "game" to "help", "free" to "1", "players" to "2")
            .map { (key, value) -> TxtEntry(key, value) }
        val bytes = txtRecordBytes(entries)
        val txt = txtRecordEntries(bytes)
        assertEquals(entries.associate { it.key to it.value }, txt)
        val table = nearbyTableFromTxt("AA:BB:CC:DD:EE:FF", txt, emptyList(), 0u)
        assertEquals("help", table.game)
        assertTrue(table.addresses.isEmpty())
        assertFailsWith<NearbyException.TxtTruncated> { txtRecordEntries(bytes.copyOf(bytes.size - 1)) }
    }
}
