import SwiftUI
import SpieleabendCore

/// The hand-over curtain: the table is not drawn at all until the named player is ready.
/// The twin of Compose's `Curtain`.
struct CurtainScreen: View {
    let text: String
    let button: String
    let ready: () -> Void

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Text(text)
                .font(.title2)
                .multilineTextAlignment(.center)
                .foregroundStyle(Palette.onPrimaryContainer)
            Button(button, action: ready)
                .buttonStyle(FilledButtonStyle())
            Spacer()
        }
        .padding(32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Palette.primaryContainer)
    }
}

/// A panel over a dimmed table (Compose's `Panel`): a card as tall as its content, and
/// scrolling when the content is taller than the screen (large Dynamic Type sizes).
private struct Panel<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        ZStack {
            Color.black.opacity(0.6).ignoresSafeArea()
            ViewThatFits(in: .vertical) {
                column
                ScrollView { column }
            }
            .frame(maxWidth: 560)
            .background(Palette.surface, in: RoundedRectangle(cornerRadius: 16))
            .padding(20)
        }
        .accessibilityAddTraits(.isModal)
    }

    private var column: some View {
        VStack(alignment: .leading, spacing: 8) {
            content()
        }
        .padding(16)
    }
}

/// A round's or hand's summary: stays until the player dismisses it. The twin of
/// Compose's `SummaryPanel`.
struct SummaryPanel: View {
    let summary: SummaryView
    let dismiss: () -> Void

    var body: some View {
        Panel {
            Text(summary.title).font(.title3.weight(.semibold))
            if let text = summary.text {
                Text(text).font(.callout)
            }
            ForEach(summary.rows, id: \.seat) { row in
                HStack {
                    Text(row.name)
                    Spacer()
                    if let change = row.changeLabel {
                        Text(change).padding(.trailing, 12)
                    }
                    Text(row.total.label).bold()
                }
            }
            Button(action: dismiss) {
                Text(summary.dismiss).frame(maxWidth: .infinity)
            }
            .buttonStyle(FilledButtonStyle())
        }
    }
}

/// Game over: places with the game's own score label; a rematch. The twin of Compose's
/// `GameOverPanel`.
struct GameOverPanel: View {
    let gameOver: GameOverView
    let rematch: () -> Void

    var body: some View {
        Panel {
            Text(gameOver.title).font(.title3.weight(.semibold))
            Text(gameOver.text).font(.callout)
            if let label = gameOver.scoreLabel {
                Text(label).font(.caption)
            }
            ForEach(gameOver.rows, id: \.seat) { row in
                HStack {
                    Text(row.placeLabel).bold().padding(.trailing, 12)
                    Text(row.name)
                    Spacer()
                    if let score = row.score {
                        Text(score.label)
                    }
                }
            }
            Button(action: rematch) {
                Text(gameOver.rematch).frame(maxWidth: .infinity)
            }
            .buttonStyle(FilledButtonStyle())
        }
    }
}
