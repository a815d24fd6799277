import SwiftUI
import SpieleabendCore

/// The app's entry point: opens the app core over its directory and shows its view.
///
/// Saving is the core's: every `dispatch` hands what changed to the core's writer
/// thread, which writes it moments later. When the scene goes to the background the
/// model waits for those writes inside a background task, so a kill while suspended
/// loses nothing; after a kill the core reads the same directory and shows the same
/// view.
@main
struct SpieleabendApp: App {
    @State private var model: AppModel?
    @State private var failure: String?
    @Environment(\.scenePhase) private var scenePhase

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
            .onChange(of: scenePhase) { _, phase in
                if phase == .background {
                    model?.saveBeforeSuspension()
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
