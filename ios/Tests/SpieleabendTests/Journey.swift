import Foundation
import XCTest
import SpieleabendCore

/// A fresh directory for one app's files.
func newDir() -> String {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("spieleabend-\(UUID().uuidString)", isDirectory: true).path
}

extension AppView {
    /// The table shown, if the table is on top.
    var table: TableView? {
        if case let .table(view) = screen { return view }
        return nil
    }

    /// The setup screen, if it is on top.
    var setup: SetupView? {
        if case let .setup(view) = screen { return view }
        return nil
    }

    /// Whether the game on the table is over.
    var over: Bool {
        if case .gameOver? = table?.overlay { return true }
        return false
    }
}

/// Whether two views show the same: screen, back and notice (a counter of changes the
/// core may keep in the view starts again in a new process).
func sameScreen(_ a: AppView, _ b: AppView) -> Bool {
    a.screen == b.screen && a.back == b.back && a.notice == b.notice
}

/// The core pushed no new view within the time allowed.
struct NoPush: Error, CustomStringConvertible {
    var description: String { "no pushed view within 30 s" }
}

/// A game to set up: its key and, for games with variants, the variant's index.
struct Choice {
    let key: String
    let variant: UInt32?
    let name: String
}

/// A person is to act and no bot is thinking: the app holds still.
func still(_ view: AppView) -> Bool {
    guard let table = view.table else { return true }
    if table.overlay != nil { return true }
    if table.pick == nil { return false }
    if case .thinking = table.hint { return false }
    return true
}

/// What a person does next: get ready behind the curtain, dismiss a summary, take the
/// first playable card, the first choice or confirm; `nil` while bots are to move (or
/// the game is over). Checks that nothing private shows on the curtain.
func nextIntent(_ table: TableView) -> TableIntent? {
    switch table.overlay {
    case .gameOver?:
        return nil
    case .summary?:
        return .dismiss
    case .curtain?:
        XCTAssertTrue(table.hand.isEmpty, "hand visible on the curtain")
        XCTAssertNil(table.viewer)
        XCTAssertNil(table.pick)
        return .ready
    case nil:
        break
    }
    guard let pick = table.pick else { return nil }
    if pick.ticking {
        return pick.confirm != nil ? .confirm : nil
    }
    if let card = table.hand.first(where: { $0.state.playable && !$0.state.selected }) {
        return .tapCard(id: card.id)
    }
    if let choice = pick.choices.first {
        return .choose(id: choice.id)
    }
    if pick.confirm != nil {
        return .confirm
    }
    return nil
}

/// One app over one directory, driven by intents as the screens send them. The core is
/// used directly: `dispatch` returns the new view, and views the bots cause are read with
/// `view()` until one differs from the last seen.
final class Journey {
    let dir: String
    private(set) var core: AppCore?
    var actions = 0
    var pushed = 0

    /// Opens the app over `dir` with the fastest bot pace (set once, saved in the settings).
    init(dir: String = newDir(), seed: UInt64 = 5) throws {
        self.dir = dir
        core = try AppCore.withSeed(dir: dir, lang: .en, seed: seed)
        let view = app.view()
        if case .home = view.screen, view.back == nil {
            send(.open(item: .settings))
            send(.settings(intent: .choose(key: .botPace, index: 2)))
            send(.back)
        }
    }

    var app: AppCore {
        guard let core else { fatalError("the app was killed and not resumed") }
        return core
    }

    var view: AppView { app.view() }

    @discardableResult
    func send(_ intent: AppIntent) -> AppView {
        app.dispatch(intent: intent)
    }

    @discardableResult
    func table(_ intent: TableIntent) -> AppView {
        send(.table(intent: intent))
    }

    /// Waits (up to 30 s) for a view other than `seen`, caused by the core itself.
    func awaitPush(_ seen: AppView) throws -> AppView {
        let until = Date().addingTimeInterval(30)
        while Date() < until {
            let now = app.view()
            if now != seen {
                pushed += 1
                return now
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        throw NoPush()
    }

    /// Sets up `choice` with the fewest players it allows: `persons` people at this
    /// device, the other seats easy bots; returns the first view of the table.
    @discardableResult
    func start(_ choice: Choice, persons: Int = 1) throws -> AppView {
        send(.open(item: .newGame))
        var setup = try XCTUnwrap(send(.setup(intent: .chooseGame(key: choice.key))).setup)
        if let variant = choice.variant {
            setup = try XCTUnwrap(send(.setup(intent: .chooseVariant(index: variant))).setup)
        }
        guard case let .number(_, min, _, _) = setup.players.control else {
            XCTFail("\(choice.name): the player count is not a number")
            return view
        }
        setup = try XCTUnwrap(send(.setup(intent: .setPlayers(count: UInt32(min)))).setup)
        for seat in setup.seats.indices {
            let player: SeatPlayer = seat < persons ? .person : .bot(level: .easy)
            setup = try XCTUnwrap(send(.setup(intent: .setSeatPlayer(seat: UInt32(seat), player: player))).setup)
        }
        XCTAssertTrue(setup.canStart, "\(choice.name): \(setup.problems)")
        let view = send(.setup(intent: .start))
        XCTAssertEqual(view.table?.gameKey, choice.key)
        // The table replaces the setup: back goes home.
        XCTAssertEqual(view.back?.to, .home)
        return view
    }

    /// Plays on until the game is over or `until` person actions are done; `cut` says
    /// after which actions to kill the app and open it again.
    func playToEnd(until: Int = .max, cut: (Int, AppView) -> Bool = { _, _ in false }) throws {
        var view = self.view
        let started = Date()
        while !view.over && actions < until {
            XCTAssertLessThan(actions, 5_000, "too many actions")
            XCTAssertLessThan(Date().timeIntervalSince(started), 300, "the game did not end")
            guard let table = view.table else {
                XCTFail("the table is gone")
                return
            }
            guard let intent = nextIntent(table) else {
                view = try awaitPush(view)
                continue
            }
            view = self.table(intent)
            actions += 1
            if cut(actions, view) {
                view = killAndResume(before: view)
            }
        }
    }

    /// Drops the app as a kill would and opens a new one on the same files: the view is
    /// the same.
    @discardableResult
    func killAndResume(before: AppView) -> AppView {
        // The old core is gone (its last save written) before the new one opens.
        core = nil
        do {
            core = try AppCore(dir: dir, lang: .de)
        } catch {
            XCTFail("the app does not open again: \(error)")
            return before
        }
        let after = app.view()
        XCTAssertTrue(sameScreen(before, after), "the view after a restart differs:\n\(before)\n\(after)")
        return after
    }

    /// Every game and variant, read from the setup screen (the registry).
    static func choices() throws -> [Choice] {
        let journey = try Journey()
        let setup = try XCTUnwrap(journey.send(.open(item: .newGame)).setup)
        var all: [Choice] = []
        for game in setup.games {
            let view = try XCTUnwrap(journey.send(.setup(intent: .chooseGame(key: game.key))).setup)
            if case let .choice(variants)? = view.variant?.control {
                for (index, variant) in variants.enumerated() {
                    all.append(Choice(key: game.key, variant: UInt32(index), name: "\(game.name) \(variant.key)"))
                }
            } else {
                all.append(Choice(key: game.key, variant: nil, name: game.name))
            }
        }
        return all
    }
}
