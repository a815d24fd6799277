// Hand-written (not generated): the app core as an observable model for SwiftUI.
import Foundation
import Observation

/// The app core for SwiftUI: `view` always holds the newest `AppView`, from the
/// player's own action (`send`) or pushed by the core (a bot moved, the bot pace
/// ended); `onEffect` receives what only the shell can do (cues, discovery, links).
///
/// `send` calls `AppCore.dispatch` on the main actor. That is fine: the core never
/// runs or waits for a bot or the disk there; bots think and files are written on the
/// core's own threads. Call `flush()` when the scene leaves `.active`. A pushed view
/// is taken as a signal and the view is read again on the main actor, so views
/// arriving from two threads never leave `view` on an older one.
@Observable
@MainActor
public final class AppModel {
    /// The view to draw now.
    public private(set) var view: AppView
    /// Cues, discovery and nearby links for the shell to perform.
    @ObservationIgnored public var onEffect: ((ShellEffect) -> Void)?
    @ObservationIgnored private let core: AppCore

    /// The app over the files in `dir`, in `lang` until the player picks one.
    public convenience init(dir: String, lang: Lang) throws {
        self.init(core: try AppCore(dir: dir, lang: lang))
    }

    public init(core: AppCore) {
        self.core = core
        self.view = core.view()
        core.setObserver(observer: Forwarder(model: self))
    }

    /// Handles one user action; `view` is the new view when it returns.
    public func send(_ intent: AppIntent) {
        view = core.dispatch(intent: intent)
    }

    /// Waits until every change is on the disk.
    public func flush() {
        core.flush()
    }

    fileprivate func refresh() {
        view = core.view()
    }
}

/// Hops the core's calls from its threads to the main actor.
private final class Forwarder: AppObserver, @unchecked Sendable {
    private weak var model: AppModel?

    init(model: AppModel) {
        self.model = model
    }

    func onView(view: AppView) throws {
        Task { @MainActor [weak model] in model?.refresh() }
    }

    func onEffect(effect: ShellEffect) throws {
        Task { @MainActor [weak model] in model?.onEffect?(effect) }
    }
}
