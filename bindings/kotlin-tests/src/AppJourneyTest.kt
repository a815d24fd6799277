package app.spieleabend.core.tests

import app.spieleabend.core.AppCore
import app.spieleabend.core.AppIntent
import app.spieleabend.core.AppModel
import app.spieleabend.core.AppView
import app.spieleabend.core.BotLevel
import app.spieleabend.core.Control
import app.spieleabend.core.Cue
import app.spieleabend.core.HintView
import app.spieleabend.core.HomeItem
import app.spieleabend.core.Lang
import app.spieleabend.core.Overlay
import app.spieleabend.core.ScreenKind
import app.spieleabend.core.ScreenView
import app.spieleabend.core.SeatPlayer
import app.spieleabend.core.SettingKey
import app.spieleabend.core.SettingsIntent
import app.spieleabend.core.SetupIntent
import app.spieleabend.core.SetupView
import app.spieleabend.core.ShellEffect
import app.spieleabend.core.TableIntent
import app.spieleabend.core.TableView
import java.nio.file.Files
import java.util.Collections
import kotlin.random.Random
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.cancel
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** A game and variant as the setup screen offers it. */
private data class Choice(val key: String, val variant: Int?, val name: String)

private fun newDir(): String = Files.createTempDirectory("spieleabend-app").toString()

private fun AppView.table(): TableView =
    (screen as? ScreenView.Table)?.view ?: error("not the table: $screen")

private fun AppView.setup(): SetupView =
    (screen as? ScreenView.Setup)?.view ?: error("not the setup: $screen")

private fun kind(view: AppView): ScreenKind = when (view.screen) {
    is ScreenView.Home -> ScreenKind.HOME
    is ScreenView.Setup -> ScreenKind.SETUP
    is ScreenView.Table -> ScreenKind.TABLE
    is ScreenView.Settings -> ScreenKind.SETTINGS
    is ScreenView.Statistics -> ScreenKind.STATISTICS
    is ScreenView.Rules -> ScreenKind.RULES
    is ScreenView.RulesPage -> ScreenKind.RULES_PAGE
    is ScreenView.Nearby -> ScreenKind.NEARBY
    is ScreenView.NearbyHost -> ScreenKind.NEARBY_HOST
    is ScreenView.NearbyJoin -> ScreenKind.NEARBY_JOIN
}

private fun table(intent: TableIntent) = AppIntent.Table(intent)

/** Opens the app over `dir` with the fastest bot pace (set once, saved in the settings). */
private fun open(dir: String, seed: ULong = 5u): AppModel {
    val model = AppModel(AppCore.withSeed(dir, Lang.EN, seed))
    if (model.view.value.screen is ScreenView.Home && model.view.value.back == null) {
        model.send(AppIntent.Open(HomeItem.SETTINGS))
        model.send(AppIntent.Settings(SettingsIntent.Choose(SettingKey.BOT_PACE, 2u)))
        model.send(AppIntent.Back)
    }
    return model
}

/** Every game and variant, read from the setup screen (the registry). */
private fun choices(): List<Choice> {
    val model = open(newDir())
    model.use {
        val setup = it.send(AppIntent.Open(HomeItem.NEW_GAME)).setup()
        return setup.games.flatMap { game ->
            val view = it.send(AppIntent.Setup(SetupIntent.ChooseGame(game.key))).setup()
            val variants = (view.variant?.control as? Control.Choice)?.choices
            if (variants == null) {
                listOf(Choice(game.key, null, game.name))
            } else {
                variants.indices.map { i -> Choice(game.key, i, "${game.name} ${variants[i].key}") }
            }
        }
    }
}

/**
 * Sets up `choice` with the fewest players it allows: `persons` people at this device,
 * the other seats easy bots; returns the first view of the table.
 */
private fun start(model: AppModel, choice: Choice, persons: Int = 1): AppView {
    model.send(AppIntent.Open(HomeItem.NEW_GAME))
    var setup = model.send(AppIntent.Setup(SetupIntent.ChooseGame(choice.key))).setup()
    if (choice.variant != null) {
        setup = model.send(AppIntent.Setup(SetupIntent.ChooseVariant(choice.variant.toUInt()))).setup()
    }
    val min = (setup.players.control as Control.Number).min
    setup = model.send(AppIntent.Setup(SetupIntent.SetPlayers(min.toUInt()))).setup()
    for (seat in setup.seats.indices) {
        val player = if (seat < persons) SeatPlayer.Person else SeatPlayer.Bot(BotLevel.EASY)
        setup = model.send(AppIntent.Setup(SetupIntent.SetSeatPlayer(seat.toUInt(), player))).setup()
    }
    assertTrue(setup.canStart, "${choice.name}: ${setup.problems}")
    val view = model.send(AppIntent.Setup(SetupIntent.Start))
    assertEquals(choice.key, view.table().gameKey)
    // The table replaces the setup: back goes home.
    assertEquals(ScreenKind.HOME, view.back?.to)
    return view
}

/**
 * What a person does next: get ready behind the curtain, dismiss a summary, take the
 * first playable card, the first choice or confirm; `null` while bots are to move (or
 * the game is over).
 */
private fun nextIntent(t: TableView): TableIntent? {
    when (val overlay = t.overlay) {
        is Overlay.GameOver -> return null
        is Overlay.Summary -> return TableIntent.Dismiss
        is Overlay.Curtain -> {
            // Nothing private shows on the curtain.
            assertTrue(t.hand.isEmpty(), "hand visible on the curtain")
            assertNull(t.viewer)
            assertNull(t.pick)
            return TableIntent.Ready
        }
        null -> {}
    }
    val pick = t.pick ?: return null
    if (pick.ticking) return if (pick.confirm != null) TableIntent.Confirm else null
    t.hand.firstOrNull { it.state.playable && !it.state.selected }?.let { return TableIntent.TapCard(it.id) }
    pick.choices.firstOrNull()?.let { return TableIntent.Choose(it.id) }
    if (pick.confirm != null) return TableIntent.Confirm
    return null
}

private fun over(view: AppView) = (view.screen as? ScreenView.Table)?.view?.overlay is Overlay.GameOver

/** Waits on the StateFlow for a view other than `seen`, pushed by the core. */
private fun awaitPush(model: AppModel, seen: AppView): AppView = runBlocking {
    withTimeout(30_000) { model.view.first { it != seen } }
}

/**
 * Plays on until the game is over, `limit` person actions are done, or `cut` says to
 * kill the app (then returns with the model closed and the view it had). Returns the
 * number of person actions taken and the last view.
 */
private class Run(var model: AppModel, val dir: String) {
    var actions = 0
    var pushed = 0
    var cuts = 0

    fun playToEnd(
        maxActions: Int = 5_000,
        until: Int = Int.MAX_VALUE,
        cut: (Int, AppView) -> Boolean = { _, _ -> false },
    ) {
        var view = model.view.value
        val started = System.nanoTime()
        while (!over(view) && actions < until) {
            assertTrue(actions < maxActions, "too many actions")
            assertTrue(System.nanoTime() - started < 300_000_000_000L, "the game did not end")
            val intent = nextIntent(view.table())
            if (intent == null) {
                view = awaitPush(model, view)
                pushed++
                continue
            }
            // The person is to act: nothing moves by itself, a cut point.
            if (cut(actions, view)) {
                view = killAndResume(view)
                cuts++
                continue
            }
            view = model.send(table(intent))
            actions++
        }
    }

    /** Drops the app as a kill would and opens a new one on the same files. */
    fun killAndResume(before: AppView): AppView {
        model.close()
        model = AppModel(AppCore(dir, Lang.DE))
        val after = model.view.value
        // The revision counts changes since the app started: a new process starts again.
        val (was, now) = before.copy(revision = 0UL) to after.copy(revision = 0UL)
        if (was == now) return after
        // Several people share this device: a hand open when the app was killed comes
        // back behind the curtain, for the one to decide.
        val table = (now.screen as? ScreenView.Table)?.view
        val curtain = table?.overlay as? Overlay.Curtain
        assertTrue(
            curtain != null && curtain.seat == was.table().toAct && table.hand.isEmpty(),
            "the view after a restart differs: $now\nwas $was",
        )
        return after
    }
}

/** A person is to act and no bot is thinking: the app holds still. */
private fun still(view: AppView): Boolean {
    val t = (view.screen as? ScreenView.Table)?.view ?: return true
    return t.overlay != null || (t.pick != null && t.hint !is HintView.Thinking)
}

class AppJourneyTest {
    @Test
    fun eachGameKeepsItsOwnSaveAndBothComeBackAfterAKill() {
        val dir = newDir()
        val run = Run(open(dir), dir)
        val games = listOf(Choice("elfer_raus", null, "Elfer raus!"), Choice("seventy_seven", null, "77"))
        for (choice in games) {
            start(run.model, choice)
            run.actions = 0
            run.playToEnd(until = 3)
            run.model.send(AppIntent.Back)
        }
        run.model.close()
        val model = AppModel(AppCore(dir, Lang.EN))
        val home = (model.view.value.screen as? ScreenView.Home)?.view ?: error("not home: ${model.view.value}")
        val saved = home.items.filter { it.item == HomeItem.CONTINUE }
        // The one played last first, each with its players and how far it got.
        assertEquals(listOf("seventy_seven", "elfer_raus"), saved.map { it.gameKey })
        assertEquals(listOf("Continue 77", "Continue Elfer raus!"), saved.map { it.label })
        assertTrue(saved.all { it.detail != null && it.progress != null }, "$saved")
        for (entry in saved) {
            val view = model.send(AppIntent.Resume(entry.gameKey!!))
            assertEquals(entry.gameKey, view.table().gameKey)
            model.send(AppIntent.Back)
        }
        // Starting 77 again only asks; the second start replaces it.
        model.send(AppIntent.Open(HomeItem.NEW_GAME))
        model.send(AppIntent.Setup(SetupIntent.ChooseGame("seventy_seven")))
        val asking = model.send(AppIntent.Setup(SetupIntent.Start)).setup()
        assertEquals("Replace and start", asking.startLabel)
        assertEquals("seventy_seven", model.send(AppIntent.Setup(SetupIntent.Start)).table().gameKey)
        model.close()
    }

    @Test
    fun everyGameAndVariantIsPlayedToTheEndAgainstBotsAndCounted() {
        val all = choices()
        assertTrue(all.map { it.key }.containsAll(listOf("elfer_raus", "seventy_seven", "juhu22", "rauswurf", "help")), all.toString())
        assertTrue(all.size > 5, "22Juhu's variants are offered: $all")
        val dir = newDir()
        val run = Run(open(dir), dir)
        val cues = Collections.synchronizedList(mutableListOf<ShellEffect>())
        val scope = CoroutineScope(Dispatchers.Default)
        scope.launch { run.model.effects.collect { cues.add(it) } }
        for (choice in all) {
            start(run.model, choice)
            run.playToEnd()
            val end = run.model.view.value.table()
            val box = (end.overlay as Overlay.GameOver).gameOver
            assertFalse(box.rows.isEmpty(), choice.name)
            assertEquals(1u, box.rows.minOf { it.place }, choice.name)
            // No undo after the game is over.
            assertFalse(end.undo.available, choice.name)
            assertNull(end.toAct, choice.name)
        }
        assertTrue(run.pushed > 0, "bot moves reached the StateFlow")
        scope.cancel()
        synchronized(cues) {
            assertTrue(cues.any { it is ShellEffect.PlayCue && it.cue == Cue.GAME_OVER }, "game-over cue")
        }
        // Every game played is counted, per game.
        val stats = run.model.send(AppIntent.Open(HomeItem.STATISTICS)).screen as ScreenView.Statistics
        for (key in all.map { it.key }.distinct()) {
            val played = stats.view.games.first { it.gameKey == key }.rows.sumOf { it.played.toInt() }
            assertEquals(all.count { it.key == key }, played, key)
        }
        run.model.close()
    }

    @Test
    fun twoPeopleHandTheDeviceOverAndNoHandShowsOnTheCurtain() {
        for (key in listOf("elfer_raus", "rauswurf")) {
            val dir = newDir()
            val run = Run(open(dir), dir)
            var view = start(run.model, Choice(key, null, key), persons = 2)
            var curtains = 0
            var viewers = mutableSetOf<UByte>()
            while (!over(view) && run.actions < 400) {
                val t = view.table()
                if (t.overlay is Overlay.Curtain) {
                    val seat = (t.overlay as Overlay.Curtain).seat
                    curtains++
                    view = run.model.send(table(TableIntent.Ready))
                    assertEquals(seat, view.table().viewer, "the named person sees their hand")
                    assertTrue(view.table().hand.isNotEmpty())
                    viewers.add(seat)
                    continue
                }
                val intent = nextIntent(t)
                view = if (intent == null) awaitPush(run.model, view) else run.model.send(table(intent))
                run.actions++
            }
            assertTrue(curtains >= 2, "$key: the device was handed over ($curtains)")
            assertEquals(setOf<UByte>(0u, 1u), viewers, key)
            run.model.close()
        }
    }

    @Test
    fun aConfirmedHintDoesWhatItSaysAndUndoTakesTheMoveBack() {
        val dir = newDir()
        val run = Run(open(dir), dir)
        var view = start(run.model, Choice("elfer_raus", null, "Elfer raus!"))
        // Before any move there is nothing to undo, and the reason says so.
        while (nextIntent(view.table()) == null) view = awaitPush(run.model, view)
        assertFalse(view.table().undo.available)
        assertNotNull(view.table().undo.reason)
        var checked = 0
        var undone = 0
        while (checked < 4 && !over(view)) {
            val t = view.table()
            if (t.overlay != null || t.pick == null) {
                view = nextIntent(t)?.let { run.model.send(table(it)) } ?: awaitPush(run.model, view)
                continue
            }
            view = run.model.send(table(TableIntent.Hint))
            while (view.table().hint !is HintView.Ready) view = awaitPush(run.model, view)
            val asked = view.table()
            val hinted = asked.hand.filter { it.state.hinted }.map { it.id } +
                asked.pick!!.choices.filter { it.hinted }.map { it.id }
            assertTrue(hinted.isNotEmpty(), "the hint is shown as the pick: $asked")
            assertNotNull(asked.pick!!.confirm)
            val handBefore = t.hand.map { it.spoken }.sorted()
            view = run.model.send(table(TableIntent.Confirm))
            val after = view.table()
            val hintedCards = asked.hand.filter { it.state.hinted }
            if (hintedCards.isNotEmpty()) {
                hintedCards.forEach { card ->
                    assertTrue(after.hand.none { it.id == card.id }, "the hinted card ${card.spoken} was played")
                }
            } else {
                assertTrue(after.pick != asked.pick || after.toAct != asked.toAct, "the hinted choice was made")
            }
            // Back to the person's turn, then undo: the hand is as before the move.
            while (!over(view) && (view.table().pick == null || view.table().overlay != null)) {
                view = nextIntent(view.table())?.let { run.model.send(table(it)) } ?: awaitPush(run.model, view)
            }
            if (over(view)) break
            val undo = view.table().undo
            if (undo.available) {
                view = run.model.send(table(TableIntent.Undo))
                while (!still(view)) view = awaitPush(run.model, view)
                assertEquals(handBefore, view.table().hand.map { it.spoken }.sorted())
                undone++
            } else {
                assertNotNull(undo.reason, "undo says why not")
            }
            // Play on by the first playable pick so the next hint is a new position.
            view = nextIntent(view.table())?.let { run.model.send(table(it)) } ?: view
            checked++
        }
        assertTrue(checked > 0)
        assertTrue(undone > 0, "undo worked at least once")
        run.model.close()
    }

    @Test
    fun aKilledAppComesBackToTheSameViewAtManyCutPoints() {
        val random = Random(2026)
        for (choice in choices()) {
            // People only (hand-overs included): killed before every one of the first
            // 40 actions.
            val dir = newDir()
            val people = Run(open(dir), dir)
            start(people.model, choice, persons = 8)
            var cutAt = -1
            people.playToEnd(until = 40) { actions, _ -> (actions != cutAt).also { cutAt = actions } }
            assertTrue(people.actions > 0, choice.name)
            assertEquals(people.actions, people.cuts, choice.name)
            people.model.close()
            // Against bots, to the end: killed at random moments when the person is
            // to act.
            val botDir = newDir()
            val bots = Run(open(botDir), botDir)
            start(bots.model, choice)
            var lastCut = -1
            bots.playToEnd { actions, _ ->
                (actions != lastCut && random.nextInt(3) == 0).also { if (it) lastCut = actions }
            }
            assertTrue(over(bots.model.view.value), choice.name)
            assertTrue(bots.actions < 6 || bots.cuts > 0, "${choice.name}: ${bots.cuts} cuts")
            bots.model.close()
        }
    }

    @Test
    fun theStateFlowFollowsPushedBotMoves() {
        val dir = newDir()
        val model = open(dir)
        var view = start(model, Choice("seventy_seven", null, "77"))
        // The person acts; while bots are to move, views arrive only through the flow,
        // each one further on than the last.
        var pushes = 0
        while (pushes < 5 && !over(view)) {
            val intent = nextIntent(view.table())
            if (intent != null) {
                view = model.send(table(intent))
                continue
            }
            val before = view
            view = awaitPush(model, view)
            assertTrue(view.table().log.size >= before.table().log.size, "a pushed view goes forward")
            pushes++
        }
        assertTrue(pushes > 0, "bot moves were pushed")
        assertEquals(view, model.view.value)
        val restarted = AppModel(AppCore(dir, Lang.EN)).use { it.view.value }
        assertEquals(model.view.value.copy(revision = 0UL), restarted.copy(revision = 0UL))
        model.close()
    }
}
