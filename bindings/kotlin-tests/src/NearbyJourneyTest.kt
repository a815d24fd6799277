package app.spieleabend.core.tests

import app.spieleabend.core.AppCore
import app.spieleabend.core.AppIntent
import app.spieleabend.core.AppModel
import app.spieleabend.core.HomeItem
import app.spieleabend.core.Lang
import app.spieleabend.core.NearbyIntent
import app.spieleabend.core.SeatPlayer
import app.spieleabend.core.SetupIntent
import java.nio.file.Files
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * Two apps on one machine at one table nearby, through the bindings: one hosts over
 * loopback, the other joins by address and code; both play to the end; the host
 * closes the table and the guest is told why.
 */
class NearbyJourneyTest {
    private fun app(seed: ULong): AppModel {
        val core = AppCore.withSeed(Files.createTempDirectory("spieleabend-nearby").toString(), Lang.EN, seed)
        core.setNearbyOptions("127.0.0.1:0", 0u)
        return AppModel(core)
    }

    @Test
    fun aTableIsHostedJoinedPlayedToTheEndAndClosed() {
        val hostApp = app(11u)
        val guestApp = app(12u)
        // The host: Rauswurf with the second seat for a device, the others bots.
        hostApp.send(AppIntent.Open(HomeItem.NEW_GAME))
        hostApp.send(AppIntent.Setup(SetupIntent.ChooseGame("rauswurf")))
        hostApp.send(AppIntent.Setup(SetupIntent.SetSeatPlayer(1u, SeatPlayer.Person)))
        hostApp.send(AppIntent.Open(HomeItem.NEARBY))
        hostApp.send(AppIntent.Nearby(NearbyIntent.GoHost))
        hostApp.send(AppIntent.Nearby(NearbyIntent.OpenTable))
        val (address, code) = waitFor(hostApp, "the open table") { v ->
            hostScreen(v)?.let { h -> h.address?.let { a -> h.code?.let { c -> a to c } } }
        }
        // The guest: by address and code.
        guestApp.send(AppIntent.Open(HomeItem.NEARBY))
        guestApp.send(AppIntent.Nearby(NearbyIntent.GoJoin))
        guestApp.send(AppIntent.Nearby(NearbyIntent.SetAddress(address)))
        guestApp.send(AppIntent.Nearby(NearbyIntent.SetCode(code)))
        guestApp.send(AppIntent.Nearby(NearbyIntent.Connect))
        val lobby = startGame(hostApp, guestApp)
        assertEquals("Everyone is here.", lobby.seatsNote)
        // Both play until both see the game over.
        playOn(hostApp, guestApp)
        val fairness = waitFor(guestApp, "the deal's check") { v -> tableScreen(v)?.link?.fairness }
        assertTrue(fairness.startsWith("Deal checked"), fairness)
        // The host closes the table: the guest's game ends, with the reason.
        val back = hostApp.send(AppIntent.Back)
        assertTrue(hostScreen(back)?.playing == true)
        hostApp.send(AppIntent.Nearby(NearbyIntent.CloseTable))
        val link = waitFor(guestApp, "the end") { v -> tableScreen(v)?.link?.takeIf { it.ended } }
        assertEquals("The host closed the table.", link.text)
        assertFalse(hostScreen(hostApp.view.value)?.open ?: true)
        hostApp.close()
        guestApp.close()
    }
}
