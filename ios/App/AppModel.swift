import Foundation
import Observation
import SpieleabendCore

/// The app core as an observable model for SwiftUI: `view` always holds the newest
/// `AppView`, from the player's own action (`send`) or pushed by the core (a bot moved,
/// the bot pace ended); the core's `ShellEffect`s go to `perform`.
///
/// `send` calls `AppCore.dispatch` on the main actor. That never blocks: the core runs
/// no bot and waits for none there (bots think on the core's own threads, saving happens
/// on its writer thread). A pushed view is taken as a signal and the view is read again
/// on the main actor, so views arriving from two threads never leave `view` on an older
/// one.
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
        core.setObserver(observer: Forwarder(model: self))
    }

    /// Handles one user action; `view` is the new view when it returns.
    func send(_ intent: AppIntent) {
        view = core.dispatch(intent: intent)
    }

    /// Reads the view again after the core pushed one.
    fileprivate func refresh() {
        view = core.view()
    }

    /// Performs what only the shell can do, in the order the core asked.
    fileprivate func perform(_ effect: ShellEffect) {
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

/// Hops the core's calls from its worker and timer threads to the main actor.
private final class Forwarder: AppObserver, @unchecked Sendable {
    private weak var model: AppModel?

    init(model: AppModel) {
        self.model = model
    }

    func onView(view: AppView) throws {
        Task { @MainActor [weak model] in model?.refresh() }
    }

    func onEffect(effect: ShellEffect) throws {
        Task { @MainActor [weak model] in model?.perform(effect) }
    }
}
