import Foundation
import Observation
import SpieleabendCore
import UIKit

/// The app core as an observable model for SwiftUI: `view` always holds the newest
/// `AppView`, from the player's own action (`send`) or pushed by the core (a bot moved,
/// the bot pace ended); the core's `ShellEffect`s go to `perform`.
///
/// `send` calls `AppCore.dispatch` on the main actor. That never blocks: the core runs
/// no bot and waits for none there (bots think on the core's own threads, saving happens
/// on its writer thread). What the core pushes (views, effects) goes through one
/// `AsyncStream` read by one main-actor task, so effects are performed in the order the
/// core asked for them (a `Task` per call would not keep it). A pushed view is the view,
/// shown with no second call into the core; a view (pushed or returned by `send`) is
/// kept only if its `revision` is not below the one shown, so views arriving from two
/// threads never leave `view` on an older one.
@Observable
@MainActor
final class AppModel {
    /// The view to draw now.
    private(set) var view: AppView
    /// The newest cue with a haptic, counted so that the same cue twice still changes
    /// it (the trigger of `sensoryFeedback`).
    private(set) var haptic: HapticCue?

    @ObservationIgnored private let core: AppCore
    @ObservationIgnored private var cueCount = 0
    /// The background task that keeps the app running while the last changes are written.
    @ObservationIgnored private var saving: UIBackgroundTaskIdentifier = .invalid
    /// Performs discovery and links for the nearby screens.
    @ObservationIgnored private(set) var nearby: NearbyShell?

    /// The app over the files in `dir`, in `lang` until the player picks one.
    convenience init(dir: String, lang: Lang) throws {
        self.init(core: try AppCore(dir: dir, lang: lang))
    }

    /// The app over a core made elsewhere (tests pass one with a fixed seed).
    init(core: AppCore) {
        self.core = core
        self.view = core.view()
        self.nearby = NearbyShell(core: core) { [weak self] intent in self?.send(intent) }
        let (stream, continuation) = AsyncStream.makeStream(of: Pushed.self)
        // Ends at the first push after the model is gone.
        Task { @MainActor [weak self] in
            for await pushed in stream {
                guard let self else { return }
                switch pushed {
                case let .view(view):
                    self.show(view)
                case let .effect(effect):
                    self.perform(effect)
                }
            }
        }
        // Effects the core asked for while starting (looking for tables again after a
        // kill on the join screen) come now, into the stream, in order.
        core.setObserver(observer: Forwarder(continuation: continuation))
    }

    /// Handles one user action; `view` is the new view when it returns.
    func send(_ intent: AppIntent) {
        show(core.dispatch(intent: intent))
    }

    /// Shows `next` unless a newer view is shown already.
    private func show(_ next: AppView) {
        if next.revision >= view.revision {
            view = next
        }
    }

    /// Waits until every change is on the disk. The core writes on its own thread as
    /// changes happen (`dispatch` returns before); this waits for that thread off the
    /// main actor.
    func flush() async {
        let core = core
        await Task.detached { core.flush() }.value
    }

    /// The scene went to the background: the last changes are written inside a
    /// background task, so iOS does not suspend the app before the writer thread is done
    /// (UIKit's rule: work that must finish in the background asks for the time with
    /// `beginBackgroundTask` and ends it when done or when the time runs out).
    func saveBeforeSuspension() {
        guard saving == .invalid else { return }
        saving = UIApplication.shared.beginBackgroundTask(withName: "Saving the game") { [weak self] in
            self?.endSaving()
        }
        Task { [weak self] in
            await self?.flush()
            self?.endSaving()
        }
    }

    private func endSaving() {
        guard saving != .invalid else { return }
        UIApplication.shared.endBackgroundTask(saving)
        saving = .invalid
    }

    /// Performs what only the shell can do, in the order the core asked.
    private func perform(_ effect: ShellEffect) {
        switch effect {
        case let .playCue(cue, sound, haptic):
            if sound {
                CuePlayer.play(cue)
            }
            if haptic {
                cueCount += 1
                self.haptic = HapticCue(cue: cue, count: cueCount)
            }
        case .startDiscovery:
            nearby?.startDiscovery()
        case .stopDiscovery:
            nearby?.stopDiscovery()
        case let .advertise(advertisement):
            nearby?.advertise(advertisement)
        case .stopAdvertising:
            nearby?.stopAdvertising()
        case let .connectBluetooth(device, gameKey, code):
            nearby?.connectBluetooth(device: device, gameKey: gameKey, code: code)
        case let .reopenBluetooth(device):
            nearby?.reopenBluetooth(device: device)
        }
    }

    /// The directory the app keeps its files in: Application Support, which is backed
    /// up and survives updates; the core restores the game from it after a kill.
    static func filesDirectory() throws -> String {
        let support = try FileManager.default.url(
            for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true
        )
        return support.appendingPathComponent("Spieleabend", isDirectory: true).path
    }

    /// The device's language as the core names it, for the first start (the settings
    /// keep the player's choice afterwards).
    static func deviceLang() -> Lang {
        let preferred = Locale.preferredLanguages.first ?? "en"
        return preferred.hasPrefix("de") ? .de : .en
    }
}

/// A cue to feel, with a counter so that two equal cues in a row are two triggers.
struct HapticCue: Equatable {
    let cue: Cue
    let count: Int
}

/// What the core pushed: a view (read again on the main actor) or an effect.
private enum Pushed: Sendable {
    case view(AppView)
    case effect(ShellEffect)
}

/// The `AppObserver`: puts the core's calls from its threads into the model's stream,
/// in the order they come (the core hands effects over one at a time, in order).
private final class Forwarder: AppObserver {
    private let continuation: AsyncStream<Pushed>.Continuation

    init(continuation: AsyncStream<Pushed>.Continuation) {
        self.continuation = continuation
    }

    func onView(view: AppView) throws {
        continuation.yield(.view(view))
    }

    func onEffect(effect: ShellEffect) throws {
        continuation.yield(.effect(effect))
    }
}
