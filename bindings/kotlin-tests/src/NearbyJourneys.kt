package app.spieleabend.core.tests

import app.spieleabend.core.AppIntent
import app.spieleabend.core.AppModel
import app.spieleabend.core.AppView
import app.spieleabend.core.HostView
import app.spieleabend.core.JoinView
import app.spieleabend.core.NearbyIntent
import app.spieleabend.core.Overlay
import app.spieleabend.core.ScreenView
import app.spieleabend.core.TableIntent
import app.spieleabend.core.TableView
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue

// What the journeys of two apps at one table nearby share: waiting for a view, reading
// the screens, and a host and a guest (seat 1) playing through their views.

/** Waits up to 20 s until [found] finds something in the model's view. */
internal fun <T> waitFor(model: AppModel, what: String, found: (AppView) -> T?): T {
    val deadline = System.nanoTime() + 20_000_000_000L
    while (true) {
        val view = model.view.value
        found(view)?.let { return it }
        assertTrue(System.nanoTime() < deadline, "waited in vain for $what: $view")
        Thread.sleep(2)
    }
}

internal fun hostScreen(view: AppView): HostView? = (view.screen as? ScreenView.NearbyHost)?.view
internal fun joinScreen(view: AppView): JoinView? = (view.screen as? ScreenView.NearbyJoin)?.view
internal fun tableScreen(view: AppView): TableView? = (view.screen as? ScreenView.Table)?.view

/** What a person at the table does next; `null` while others are to move or it is over. */
internal fun nextMove(t: TableView): TableIntent? {
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

/** The guest is admitted; the host starts the game and both see their table. */
internal fun startGame(hostApp: AppModel, guestApp: AppModel): HostView {
    waitFor(guestApp, "the admission") { v -> joinScreen(v)?.waiting }
    val lobby = waitFor(hostApp, "every seat taken") { v -> hostScreen(v)?.takeIf { it.canStart } }
    hostApp.send(AppIntent.Nearby(NearbyIntent.StartGame))
    waitFor(hostApp, "the host's table") { v -> tableScreen(v) }
    waitFor(guestApp, "the guest's table") { v -> tableScreen(v) }
    return lobby
}

/**
 * Host and guest play until the game is over, or until the guest has made [guestMoves]
 * moves. The guest sees its own seat and only its own hand throughout, and acts at most
 * every 15 ms: a game played faster than people play would exceed the host's flood
 * guard of 100 messages a second.
 */
internal fun playOn(hostApp: AppModel, guestApp: AppModel, guestMoves: Int = Int.MAX_VALUE) {
    val deadline = System.nanoTime() + 25_000_000_000L
    var guestActed = System.nanoTime()
    var moves = 0
    while (moves < guestMoves) {
        val h = tableScreen(hostApp.view.value) ?: error("the host left the table")
        val g = tableScreen(guestApp.view.value) ?: error("the guest left the table")
        assertEquals(1.toUByte(), g.viewer, "the guest sees its own seat")
        assertEquals(g.players[1].cards, g.hand.size.toUInt(), "the guest's hand is its own")
        if (h.overlay is Overlay.GameOver && g.overlay is Overlay.GameOver) break
        assertTrue(System.nanoTime() < deadline, "the game did not end")
        var acted = false
        nextMove(h)?.let { hostApp.send(AppIntent.Table(it)); acted = true }
        if (System.nanoTime() - guestActed >= 15_000_000L) {
            nextMove(g)?.let {
                guestApp.send(AppIntent.Table(it))
                guestActed = System.nanoTime()
                moves += 1
                acted = true
            }
        }
        if (!acted) Thread.sleep(1)
    }
}
