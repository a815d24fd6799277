package app.spieleabend.core.tests

import app.spieleabend.core.ActionChoice
import app.spieleabend.core.BotLevel
import app.spieleabend.core.ObserverException
import app.spieleabend.core.OutcomeRecord
import app.spieleabend.core.PendingDecision
import app.spieleabend.core.SeatKindSpec
import app.spieleabend.core.SeatSpec
import app.spieleabend.core.Statistics
import app.spieleabend.core.GameTable
import app.spieleabend.core.TableConfig
import app.spieleabend.core.TableException
import app.spieleabend.core.TableObserver
import app.spieleabend.core.TableSettings
import app.spieleabend.core.UndoState
import app.spieleabend.core.gameIds
import app.spieleabend.core.statisticsAdd
import java.util.Collections
import java.util.concurrent.atomic.AtomicInteger
import kotlin.test.assertFailsWith
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

private fun human(name: String) = SeatSpec(name, SeatKindSpec.Human, "#E53935", "fox")

private fun bot(name: String, level: BotLevel = BotLevel.EASY) =
    SeatSpec(name, SeatKindSpec.Bot(level), "#1E88E5", "robot")

private val fast = TableSettings(autoSingleChoice = false, botDelayMs = 0u, hardIterations = 50u)

/** Help! is for 3–5 players; the others take 4 here. */
private fun players(game: String) = if (game == "help") 3 else 4

private fun config(game: String, seats: List<SeatSpec>, seed: ULong = 11u) =
    TableConfig(game, null, seats, fast, seed)

/**
 * Plays `table` to the end (or for `limit` decisions): bots through playBotTurn, humans
 * take their first legal action, after a hand-over when asked. Returns the number of
 * changes made (acts, bot moves, hand-overs: each one observer call).
 */
private fun drive(table: GameTable, limit: Int = Int.MAX_VALUE): Int {
    var changes = 0
    var decisions = 0
    while (decisions < limit) {
        when (val pending = table.pending()) {
            is PendingDecision.Human -> {
                if (pending.handOver) {
                    assertFailsWith<TableException.HandOverFirst> { table.view(pending.seat) }
                    table.handOver(pending.seat)
                    changes++
                }
                val view = table.view(pending.seat)
                assertTrue(view.decision.isNotEmpty(), view.toString())
                assertEquals(pending.seat, view.toAct)
                val legal = table.legalActions(pending.seat)
                assertTrue(legal.isNotEmpty())
                table.act(pending.seat, legal.first())
            }
            is PendingDecision.Bot -> assertTrue(runBlocking { table.playBotTurn() })
            is PendingDecision.Remote -> error("no remote seats in these tests")
            PendingDecision.NotStarted -> error("a game table is dealt at once")
            PendingDecision.Finished -> return changes
        }
        changes++
        decisions++
    }
    return changes
}

/** Counts observer calls and the threads they came from. */
private class Counter : TableObserver {
    val calls = AtomicInteger()
    val threads: MutableSet<String> = Collections.synchronizedSet(mutableSetOf())
    val last: MutableList<PendingDecision> = Collections.synchronizedList(mutableListOf())

    override fun onChange(nextSeq: UInt, pending: PendingDecision) {
        threads += Thread.currentThread().name
        last += pending
        calls.incrementAndGet()
    }

    fun awaitCalls(expected: Int) {
        val deadline = System.currentTimeMillis() + 10_000
        while (calls.get() < expected && System.currentTimeMillis() < deadline) Thread.sleep(5)
    }
}

class TableGamesTest {
    @Test
    fun botsOnlyTablesOfAllFiveGamesPlayToTheEnd() {
        for (game in gameIds()) {
            val table = GameTable.create(config(game, List(players(game)) { bot("B$it") }))
            var moves = 0
            while (runBlocking { table.playBotTurn() }) moves++
            assertTrue(moves > 0, game)
            assertEquals(PendingDecision.Finished, table.pending(), game)
            val outcome = table.outcome()
            assertNotNull(outcome, game)
            outcome!!
            assertEquals(players(game), outcome.places.size)
            assertTrue(outcome.places.contains(1u), game)
        }
    }

    @Test
    fun oneHumanPlaysAllFiveGamesAgainstBots() {
        for (game in gameIds()) {
            val seats = listOf(human("Anna")) + List(players(game) - 1) { bot("B$it", BotLevel.MEDIUM) }
            val table = GameTable.create(config(game, seats))
            assertEquals(game, table.gameId())
            assertEquals(seats, table.seats())
            drive(table)
            assertNotNull(table.outcome(), game)
            // The human's view is still there after the end, with nothing to decide.
            val view = table.view(0u)
            assertEquals("", view.decision)
            assertEquals(null, view.toAct)
            assertTrue(table.events(0u, 0u).isNotEmpty())
        }
    }

    @Test
    fun passAndPlayOfAllFiveGames() {
        for (game in gameIds()) {
            val seats = listOf(human("Anna"), human("Ben")) + List(players(game) - 2) { bot("B$it") }
            val table = GameTable.create(config(game, seats, seed = 5u))
            // Nobody holds the device yet: neither human's view is shown.
            assertFailsWith<TableException.HandOverFirst> { table.view(0u) }
            assertFailsWith<TableException.HandOverFirst> { table.legalActions(1u) }
            table.handOver(1u)
            table.view(1u)
            assertFailsWith<TableException.HandOverFirst> { table.view(0u) }
            assertFailsWith<TableException.HandOverFirst> { table.events(0u, 0u) }
            drive(table)
            assertNotNull(table.outcome(), game)
        }
    }

    @Test
    fun viewsHaveTheirGamesParts() {
        val elfer = GameTable.create(config("elfer_raus", listOf(human("A")) + List(3) { bot("B$it") }))
        val v = elfer.view(0u)
        assertEquals(listOf("red", "yellow", "green", "blue"), v.rows.map { it.label })
        assertEquals(4, v.players.size)
        assertTrue(v.players.all { it.penalty != null })
        assertTrue(v.hand.all { it.face.colour != null && it.face.kind == "number" })

        val seventySeven = GameTable.create(config("77", listOf(human("A")) + List(3) { bot("B$it") }))
        val s = seventySeven.view(0u)
        assertEquals("seventy_seven", s.game)
        assertTrue(s.total != null && s.players.all { it.chips != null })
        assertTrue(s.hand.all { '#' in it.id }, s.hand.toString())
        assertEquals(s.hand.size, s.hand.map { it.id }.toSet().size)

        val help = GameTable.create(config("help", listOf(human("A")) + List(2) { bot("B$it") }))
        assertEquals(listOf("row"), help.view(0u).rows.map { it.label })

        val juhu = GameTable.create(TableConfig("22juhu", "pro", listOf(human("A")) + List(3) { bot("B$it") }, fast, 3u))
        val j = juhu.view(0u)
        assertTrue(j.pot != null && j.players.all { it.chips != null && it.tricksWon != null })
    }
}

class TableRulesTest {
    @Test
    fun aBotSeatsViewIsRefused() {
        val table = GameTable.create(config("rauswurf", listOf(human("A"), bot("B"))))
        assertFailsWith<TableException.WrongSeatKind> { table.view(1u) }
        assertFailsWith<TableException.WrongSeatKind> { table.legalActions(1u) }
        assertFailsWith<TableException.NoSuchSeat> { table.view(7u) }
    }

    @Test
    fun illegalActionsAndGarbageAreTypedErrors() {
        val table = GameTable.create(config("elfer_raus", listOf(human("A")) + List(3) { bot("B$it") }, seed = 2u))
        var view = table.view(0u)
        while (view.decision != "lay_card") {
            drive(table, limit = 1)
            view = table.view(0u)
        }
        val legal = table.legalActions(0u)
        // Ending the turn before laying a card is against the rules.
        val endTurn = ActionChoice("end_turn", emptyList(), null, "\"end_turn\"")
        val illegal = assertFailsWith<TableException.Illegal> { table.act(0u, endTurn) }
        assertEquals("must_lay_first", illegal.code)
        // A hand card that does not fit.
        val misfit = view.hand.firstOrNull { card -> legal.none { it.cards.firstOrNull()?.code == card.code } }
        if (misfit != null) {
            val lay = ActionChoice("lay", listOf(misfit), null, "{\"lay\":\"${misfit.code}\"}")
            assertEquals("does_not_fit", assertFailsWith<TableException.Illegal> { table.act(0u, lay) }.code)
        }
        // Not JSON, and JSON of no Elfer raus action.
        assertFailsWith<TableException.BadAction> { table.act(0u, legal.first().copy(code = "{lay")) }
        assertFailsWith<TableException.BadAction> { table.act(0u, legal.first().copy(code = "{\"play\": 5}")) }
        // Another seat's turn, a bot's seat.
        assertFailsWith<TableException.WrongSeatKind> { table.act(1u, legal.first()) }
        // Nothing changed: the legal action still works.
        table.act(0u, legal.first())
    }

    @Test
    fun unknownGamesAndBadSetupsAreTypedErrors() {
        assertFailsWith<TableException.UnknownGame> { GameTable.create(config("skat", listOf(human("A")))) }
        assertFailsWith<TableException.Setup> { GameTable.create(config("help", listOf(human("A")))) }
        assertFailsWith<TableException.Setup> {
            GameTable.create(TableConfig("77", "turbo", List(4) { bot("B$it") }, fast, 1u))
        }
        assertFailsWith<TableException.Setup> {
            GameTable.create(TableConfig("elfer_raus", null, List(4) { bot("B$it") }, fast, 1u, "{\"wizards\": 1}"))
        }
        assertFailsWith<TableException.Unreadable> { GameTable.resume("not json") }
        assertFailsWith<TableException.NotATable> { GameTable.resume("{\"format\": \"x\", \"version\": 1, \"game\": \"help\"}") }
    }

    @Test
    fun gameOptionsAreSetFromJson() {
        val seats = listOf(human("A"), bot("B"))
        val table = GameTable.create(TableConfig("elfer_raus", null, seats, fast, 1u, "{\"match_games\": 3}"))
        table.handOver(0u)
        val saved = table.save().replace(" ", "")
        assertTrue(saved.contains("\"match_games\":3"), saved)
        assertTrue(saved.contains("\"players\":2"), saved)
    }

    @Test
    fun undoTakesBackTheHumansDecision() {
        val table = GameTable.create(config("seventy_seven", listOf(human("A")) + List(3) { bot("B$it") }, seed = 4u))
        assertEquals(UndoState.NOTHING_TO_UNDO, table.canUndo())
        assertFailsWith<TableException.CannotUndo> { table.undo() }
        while (table.pending() !is PendingDecision.Human) drive(table, limit = 1)
        val before = table.save()
        table.act(0u, table.legalActions(0u).first())
        when (table.canUndo()) {
            UndoState.POSSIBLE -> {
                table.undo()
                assertEquals(before, table.save())
            }
            UndoState.WOULD_HIDE_SEEN_CARDS -> assertFailsWith<TableException.CannotUndo> { table.undo() }
            else -> error("unexpected ${table.canUndo()}")
        }
    }

    @Test
    fun hintIsALegalAction() {
        val table = GameTable.create(config("help", listOf(human("A")) + List(2) { bot("B$it") }))
        while (table.pending() !is PendingDecision.Human) drive(table, limit = 1)
        val hint = runBlocking { table.hint(0u) }
        assertTrue(hint in table.legalActions(0u), hint.toString())
        table.act(0u, hint)
        assertFailsWith<TableException.WrongSeatKind> { runBlocking { table.hint(1u) } }
    }

    @Test
    fun rematchTotalsAndStatistics() {
        val seats = listOf(human("A")) + List(3) { bot("B$it") }
        val table = GameTable.create(config("rauswurf", seats))
        assertFailsWith<TableException.GameNotOver> { table.rematch() }
        drive(table)
        val outcome: OutcomeRecord = table.outcome()!!
        var stats = statisticsAdd(Statistics(emptyList()), "rauswurf", seats, outcome)
        stats = statisticsAdd(stats, "rauswurf", seats, outcome)
        assertEquals(1, stats.entries.size)
        assertEquals("easy", stats.entries[0].opponents)
        assertEquals(2u, stats.entries[0].played)
        table.rematch()
        assertEquals(1u, table.gameNumber())
        drive(table)
        val totals = table.matchTotals()
        assertEquals(4, totals.size)
        assertTrue(totals.all { it.games == 2u })
    }
}

class TableDrivingTest {
    @Test
    fun playBotTurnWaitsTheBotDelay() {
        val slow = TableSettings(autoSingleChoice = false, botDelayMs = 150u, hardIterations = 50u)
        val table = GameTable.create(TableConfig("rauswurf", null, List(2) { bot("B$it") }, slow, 1u))
        val start = System.nanoTime()
        assertTrue(runBlocking { table.playBotTurn() })
        val ms = (System.nanoTime() - start) / 1_000_000
        assertTrue(ms >= 150, "took $ms ms")
        assertEquals(slow, table.settings())
    }

    @Test
    fun eventsHaveSequenceNumbersKindsAndSeats() {
        val table = GameTable.create(config("seventy_seven", listOf(human("A")) + List(3) { bot("B$it") }))
        drive(table, limit = 20)
        val events = table.events(0u, 0u)
        assertTrue(events.isNotEmpty())
        assertEquals(events.map { it.seq }.sorted(), events.map { it.seq })
        assertTrue(events.last().seq < table.nextSeq())
        assertEquals("round_dealt", events.first().kind)
        assertTrue(events.any { it.kind == "card_played" && it.seat != null })
        // Only what is new since a number.
        val from = events[events.size / 2].seq
        assertEquals(events.filter { it.seq >= from }, table.events(0u, from))
    }
}

class TableSaveTest {
    @Test
    fun saveAndResumeMidGameContinueIdentically() {
        for (game in gameIds()) {
            val seats = listOf(human("Anna")) + List(players(game) - 1) { bot("B$it") }
            val table = GameTable.create(config(game, seats, seed = 99u))
            drive(table, limit = 12)
            val document = table.save()
            val resumed = GameTable.resume(document)
            assertEquals(document, resumed.save(), game)
            assertEquals(table.view(0u), resumed.view(0u), game)
            drive(table)
            drive(resumed)
            assertEquals(table.save(), resumed.save(), game)
            assertEquals(table.outcome(), resumed.outcome(), game)
        }
    }
}

class TableObserverTest {
    @Test
    fun observerCallsArriveOnABackgroundThreadForEveryChange() {
        val counter = Counter()
        val seats = listOf(human("Anna"), human("Ben"), bot("C"), bot("D"))
        val table = GameTable.create(config("elfer_raus", seats, seed = 8u))
        table.setObserver(counter)
        val changes = drive(table)
        counter.awaitCalls(changes)
        Thread.sleep(50)
        assertEquals(changes, counter.calls.get())
        assertEquals(PendingDecision.Finished, counter.last.last())
        assertFalse(Thread.currentThread().name in counter.threads, counter.threads.toString())
        table.setObserver(null)
        table.rematch()
        Thread.sleep(50)
        assertEquals(changes, counter.calls.get())
    }

    @Test
    fun aThrowingObserverDoesNotBreakTheTable() {
        val calls = AtomicInteger()
        val throwing = object : TableObserver {
            override fun onChange(nextSeq: UInt, pending: PendingDecision) {
                if (calls.incrementAndGet() % 2 == 0) throw IllegalStateException("UI is gone")
                throw ObserverException.Failed("declined")
            }
        }
        for (game in gameIds()) {
            val table = GameTable.create(config(game, listOf(human("A")) + List(players(game) - 1) { bot("B$it") }))
            table.setObserver(throwing)
            val changes = drive(table)
            assertNotNull(table.outcome(), game)
            assertTrue(changes > 0)
        }
        val deadline = System.currentTimeMillis() + 5_000
        while (calls.get() == 0 && System.currentTimeMillis() < deadline) Thread.sleep(5)
        assertTrue(calls.get() > 0)
    }
}
