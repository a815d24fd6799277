import SwiftUI
import SpieleabendCore

/// The start screen: continue each saved game (one per game), new game, nearby,
/// statistics, settings, rules; notices (e.g. a damaged file set aside) on top. The twin
/// of Compose's `HomeScreen`.
struct HomeScreen: View {
    let view: HomeView
    let notice: String?
    let send: (AppIntent) -> Void

    var body: some View {
        Page(spacing: 12) {
            let notices = (notice.map { [$0] } ?? []) + view.notices
            if !notices.isEmpty {
                VStack(alignment: .leading, spacing: 4) {
                    ForEach(Array(notices.enumerated()), id: \.offset) { _, text in
                        Text(text).font(.callout)
                    }
                }
                .padding(12)
                .frame(maxWidth: .infinity, alignment: .leading)
                .foregroundStyle(Palette.onSecondaryContainer)
                .background(Palette.secondaryContainer, in: RoundedRectangle(cornerRadius: 12))
            }
            ForEach(Array(view.items.enumerated()), id: \.offset) { _, entry in
                let hasContinue = view.items.contains { $0.item == .continue }
                let first = entry.item == .continue || (entry.item == .newGame && !hasContinue)
                let label = VStack(alignment: .leading, spacing: 2) {
                    Text(entry.label).font(.headline)
                    if let detail = entry.detail {
                        Text(detail).font(.footnote)
                    }
                    if let progress = entry.progress {
                        Text(progress).font(.footnote)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                // A saved game's entry resumes that game; the others open their screen.
                let intent: AppIntent = entry.gameKey.map { .resume(gameKey: $0) } ?? .open(item: entry.item)
                if first {
                    Button { send(intent) } label: { label }
                        .buttonStyle(FilledButtonStyle())
                } else {
                    Button { send(intent) } label: { label }
                        .buttonStyle(TonalButtonStyle())
                }
            }
        }
    }
}
