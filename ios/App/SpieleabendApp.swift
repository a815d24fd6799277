import SwiftUI
import SpieleabendCore

/// The app's entry point: opens the app core over its directory and shows its view.
///
/// Saving is the core's: every `dispatch` writes what changed before it returns (on the
/// core's writer thread), so nothing needs doing when the scene goes to the background,
/// and after the app is killed the core reads the same directory and shows the same
/// view. The scene phase is therefore not observed.
@main
struct SpieleabendApp: App {
    @State private var model: AppModel?
    @State private var failure: String?

    var body: some Scene {
        WindowGroup {
            Group {
                if let model {
                    ModelRoot(model: model)
                } else if let failure {
                    // The core could not open its directory: its own message, nothing to do.
                    Text(failure).padding()
                } else {
                    ProgressView()
                }
            }
            .task { @MainActor in
                guard model == nil else { return }
                do {
                    model = try AppModel(dir: AppModel.filesDirectory(), lang: AppModel.deviceLang())
                } catch let AppError.Storage(reason) {
                    failure = reason
                } catch {
                    failure = error.localizedDescription
                }
            }
        }
    }
}

/// The root view over the model, with the haptics the core asks for.
private struct ModelRoot: View {
    let model: AppModel

    var body: some View {
        RootScreen(view: model.view) { model.send($0) }
            .sensoryFeedback(trigger: model.haptic) { _, new in
                new.map { CuePlayer.feedback(for: $0.cue) }
            }
    }
}
