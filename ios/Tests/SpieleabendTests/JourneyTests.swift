import XCTest
import SpieleabendCore
@testable import Spieleabend

/// The user journeys of the Kotlin tests, through the same intents the screens send:
/// every game to the end against bots and counted, handing the device over, hint and
/// undo, a kill and a restart, and the model following the bots' moves.
final class JourneyTests: XCTestCase {
    func testEveryGameAndVariantIsPlayedToTheEndAgainstBotsAndCounted() throws {
        let all = try Journey.choices()
        for key in ["elfer_raus", "seventy_seven", "juhu22", "rauswurf", "help"] {
            XCTAssertTrue(all.contains { $0.key == key }, key)
        }
        XCTAssertGreaterThan(all.count, 5, "22Juhu's variants are offered")
        let journey = try Journey()
        for choice in all {
            try journey.start(choice)
            try journey.playToEnd()
            let end = try XCTUnwrap(journey.view.table)
            guard case let .gameOver(box)? = end.overlay else {
                XCTFail("\(choice.name): no game-over box")
                continue
            }
            XCTAssertFalse(box.rows.isEmpty, choice.name)
            XCTAssertEqual(box.rows.map { $0.place }.min(), 1, choice.name)
            // No undo after the game is over, and nobody to act.
            XCTAssertFalse(end.undo.available, choice.name)
            XCTAssertNil(end.toAct, choice.name)
        }
        XCTAssertGreaterThan(journey.pushed, 0, "bot moves were seen")
        // Every game played is counted, per game.
        guard case let .statistics(stats) = journey.send(.open(item: .statistics)).screen else {
            return XCTFail("the statistics screen does not open")
        }
        for key in Set(all.map { $0.key }) {
            let rows = try XCTUnwrap(stats.games.first { $0.gameKey == key }).rows
            let played = rows.reduce(0) { $0 + Int($1.played) }
            XCTAssertEqual(played, all.filter { $0.key == key }.count, key)
        }
    }

    func testTwoPeopleHandTheDeviceOverAndNoHandShowsOnTheCurtain() throws {
        for key in ["elfer_raus", "rauswurf"] {
            let journey = try Journey()
            var view = try journey.start(Choice(key: key, variant: nil, name: key), persons: 2)
            var curtains = 0
            var viewers: Set<UInt8> = []
            while !view.over && journey.actions < 400 {
                let table = try XCTUnwrap(view.table)
                if case let .curtain(seat, _, _)? = table.overlay {
                    XCTAssertTrue(table.hand.isEmpty, "\(key): a hand under the curtain")
                    curtains += 1
                    view = journey.table(.ready)
                    XCTAssertEqual(view.table?.viewer, seat, "the named person sees their hand")
                    XCTAssertFalse(view.table?.hand.isEmpty ?? true)
                    viewers.insert(seat)
                    continue
                }
                if let intent = nextIntent(table) {
                    view = journey.table(intent)
                } else {
                    view = try journey.awaitPush(view)
                }
                journey.actions += 1
            }
            XCTAssertGreaterThanOrEqual(curtains, 2, "\(key): the device was handed over")
            XCTAssertEqual(viewers, [0, 1], key)
        }
    }

    func testAConfirmedHintDoesWhatItSaysAndUndoTakesTheMoveBack() throws {
        let journey = try Journey()
        var view = try journey.start(Choice(key: "elfer_raus", variant: nil, name: "Elfer raus!"))
        // Before any move there is nothing to undo, and the reason says so.
        while nextIntent(try XCTUnwrap(view.table)) == nil {
            view = try journey.awaitPush(view)
        }
        XCTAssertFalse(try XCTUnwrap(view.table).undo.available)
        XCTAssertNotNil(try XCTUnwrap(view.table).undo.reason)
        var checked = 0
        var undone = 0
        while checked < 4 && !view.over {
            let before = try XCTUnwrap(view.table)
            if before.overlay != nil || before.pick == nil {
                view = try step(journey, view)
                continue
            }
            view = journey.table(.hint)
            while !Self.hintReady(try XCTUnwrap(view.table)) {
                view = try journey.awaitPush(view)
            }
            let asked = try XCTUnwrap(view.table)
            let pick = try XCTUnwrap(asked.pick)
            let hintedCards = asked.hand.filter { $0.state.hinted }
            XCTAssertFalse(hintedCards.isEmpty && !pick.choices.contains { $0.hinted }, "the hint is shown as the pick")
            XCTAssertNotNil(pick.confirm)
            let handBefore = before.hand.map { $0.spoken }.sorted()
            view = journey.table(.confirm)
            let after = try XCTUnwrap(view.table)
            XCTAssertNil(after.message, "confirming the hint was accepted")
            for card in hintedCards {
                XCTAssertFalse(after.hand.contains { $0.id == card.id }, "the hinted card \(card.spoken) was played")
            }
            // Back to the person's turn, then undo: the hand is as before the move.
            while !view.over, let table = view.table, table.pick == nil || table.overlay != nil {
                view = try step(journey, view)
            }
            if view.over { break }
            let undo = try XCTUnwrap(view.table).undo
            if undo.available {
                view = journey.table(.undo)
                while !still(view) {
                    view = try journey.awaitPush(view)
                }
                XCTAssertEqual(handBefore, try XCTUnwrap(view.table).hand.map { $0.spoken }.sorted())
                undone += 1
            } else {
                XCTAssertNotNil(undo.reason, "undo says why not")
            }
            // Play on so that the next hint is for a new position.
            if let intent = nextIntent(try XCTUnwrap(view.table)) {
                view = journey.table(intent)
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 0)
        XCTAssertGreaterThan(undone, 0, "undo worked at least once")
    }

    func testAKilledAppComesBackToTheSameViewAtManyCutPoints() throws {
        var random = SeededRandom(seed: 2026)
        for choice in try Journey.choices() {
            // People only: nothing moves by itself, so every action is a cut point.
            let people = try Journey()
            try people.start(choice, persons: 8)
            try people.playToEnd(until: 60) { _, _ in random.next(3) == 0 }
            // Against bots: cut whenever the person is to act.
            let bots = try Journey()
            try bots.start(choice)
            try bots.playToEnd { _, view in still(view) && random.next(4) == 0 }
            XCTAssertTrue(bots.view.over, choice.name)
        }
    }

    @MainActor
    func testTheModelFollowsPushedBotMoves() async throws {
        let dir = newDir()
        // The bot pace and the game are set up through a journey, then the app is opened
        // again as the app opens it, through the model.
        let journey = try Journey(dir: dir)
        try journey.start(Choice(key: "seventy_seven", variant: nil, name: "77"))
        let saved = journey.view
        journey.killAndResume(before: saved)
        let model = Spieleabend.AppModel(core: journey.app)
        XCTAssertTrue(sameScreen(model.view, saved))
        var pushes = 0
        let started = Date()
        while pushes < 5 && !model.view.over && Date().timeIntervalSince(started) < 60 {
            let table = try XCTUnwrap(model.view.table)
            if let intent = nextIntent(table) {
                model.send(.table(intent: intent))
                continue
            }
            // Bots are to move: their views reach the model on the main actor by themselves.
            let before = model.view
            while model.view == before && Date().timeIntervalSince(started) < 60 {
                try await Task.sleep(nanoseconds: 10_000_000)
            }
            let now = try XCTUnwrap(model.view.table)
            XCTAssertGreaterThanOrEqual(now.log.count, try XCTUnwrap(before.table).log.count, "a pushed view goes forward")
            pushes += 1
        }
        XCTAssertGreaterThan(pushes, 0, "bot moves were pushed to the model")
    }

    /// One step of the person, or a wait for the bots.
    private func step(_ journey: Journey, _ view: AppView) throws -> AppView {
        if let intent = nextIntent(try XCTUnwrap(view.table)) {
            return journey.table(intent)
        }
        return try journey.awaitPush(view)
    }

    private static func hintReady(_ table: TableView) -> Bool {
        if case .ready = table.hint { return true }
        return false
    }
}

/// A small deterministic generator (SplitMix64), so the cut points are the same on
/// every run.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A number in `0..<bound`.
    mutating func next(_ bound: UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return (z ^ (z >> 31)) % bound
    }
}
