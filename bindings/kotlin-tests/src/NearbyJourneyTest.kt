package app.spieleabend.core.tests

import app.spieleabend.core.AppCore
import app.spieleabend.core.AppIntent
import app.spieleabend.core.AppModel
import app.spieleabend.core.AppView
import app.spieleabend.core.HomeItem
import app.spieleabend.core.HostView
import app.spieleabend.core.JoinView
import app.spieleabend.core.Lang
import app.spieleabend.core.NearbyIntent
import app.spieleabend.core.Overlay
import app.spieleabend.core.ScreenView
import app.spieleabend.core.SeatPlayer
import app.spieleabend.core.SetupIntent
import app.spieleabend.core.TableIntent
import app.spieleabend.core.TableScreenView
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

    /** Waits up to 20 s until `found` finds something in the model's view. */
    private fun <T> waitFor(model: AppModel, what: String, found: (AppView) -> T?): T {
        val deadline = System.nanoTime() + 20_000_000_000L
        while (true) {
            val view = model.view.value
            found(view)?.let { return it }
            assertTrue(System.nanoTime() < deadline, "waited in vain for $what: $view")
            Thread.sleep(2)
        }
    }

    private fun host(view: AppView): HostView? = (view.screen as? ScreenView.NearbyHost)?.view
    private fun join(view: AppView): JoinView? = (view.screen as? ScreenView.NearbyJoin)?.view
    private fun table(view: AppView): TableScreenView? = (view.screen as? ScreenView.Table)?.view

    private fun next(t: TableScreenView): TableIntent? {
        when (t.overlay) {
            is Overlay.GameOver -> return null
            is Overlay.Summary -> return TableIntent.Dismiss
            is Overlay.Curtain -> return TableIntent.Ready
            null -> {}
        }
        val pick = t.pick ?: return null
        if (pick.ticking) return TableIntent.Confirm
        t.hand.firstOrNull { it.state.playable }?.let { return TableIntent.TapCard(it.id) }
        return pick.choices.firstOrNull()?.let { TableIntent.Choose(it.id) }
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
            host(v)?.let { h -> h.address?.let { a -> h.code?.let { c -> a to c } } }
        }
        // The guest: by address and code.
        guestApp.send(AppIntent.Open(HomeItem.NEARBY))
        guestApp.send(AppIntent.Nearby(NearbyIntent.GoJoin))
        guestApp.send(AppIntent.Nearby(NearbyIntent.SetAddress(address)))
        guestApp.send(AppIntent.Nearby(NearbyIntent.SetCode(code)))
        guestApp.send(AppIntent.Nearby(NearbyIntent.Connect))
        waitFor(guestApp, "the admission") { v -> join(v)?.waiting }
        val lobby = waitFor(hostApp, "every seat taken") { v -> host(v)?.takeIf { it.canStart } }
        assertEquals("Everyone is here.", lobby.seatsNote)
        hostApp.send(AppIntent.Nearby(NearbyIntent.StartGame))
        waitFor(hostApp, "the host's table") { v -> table(v) }
        waitFor(guestApp, "the guest's table") { v -> table(v) }
        // Both play until both see the game over.
        val deadline = System.nanoTime() + 25_000_000_000L
        var guestActed = System.nanoTime()
        while (true) {
            val h = table(hostApp.view.value) ?: error("the host left the table")
            val g = table(guestApp.view.value) ?: error("the guest left the table")
            assertEquals(1.toUByte(), g.viewer, "the guest sees its own seat")
            assertEquals(g.players[1].cards, g.hand.size.toUInt(), "the guest's hand is its own")
            if (h.overlay is Overlay.GameOver && g.overlay is Overlay.GameOver) break
            assertTrue(System.nanoTime() < deadline, "the game did not end")
            var acted = false
            next(h)?.let { hostApp.send(AppIntent.Table(it)); acted = true }
            // The guest acts at most every 15 ms: a game played faster than people play
            // would exceed the host's flood guard (100 messages a second).
            if (System.nanoTime() - guestActed >= 15_000_000L) {
                next(g)?.let { guestApp.send(AppIntent.Table(it)); guestActed = System.nanoTime(); acted = true }
            }
            if (!acted) Thread.sleep(1)
        }
        val fairness = waitFor(guestApp, "the deal's check") { v -> table(v)?.link?.fairness }
        assertTrue(fairness.startsWith("Deal checked"), fairness)
        // The host closes the table: the guest's game ends, with the reason.
        val back = hostApp.send(AppIntent.Back)
        assertTrue(host(back)?.playing == true)
        hostApp.send(AppIntent.Nearby(NearbyIntent.CloseTable))
        val link = waitFor(guestApp, "the end") { v -> table(v)?.link?.takeIf { it.ended } }
        assertEquals("The host closed the table.", link.text)
        assertFalse(host(hostApp.view.value)?.open ?: true)
        hostApp.close()
        guestApp.close()
    }
}
