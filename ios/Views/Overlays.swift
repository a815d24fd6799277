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

/// Game over: each person's own place first, then every seat by place with its score
/// under the game's unit; Play again, New game and Home. A win of a person here is
/// greeted by the title growing in (not with Reduce Motion or animations off). The twin of Compose's
/// `GameOverPanel`.
struct GameOverPanel: View {
    let gameOver: GameOverView
    let send: (AppIntent) -> Void
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.look) private var look
    @State private var grown = false

    var body: some View {
        Panel {
            Text(gameOver.title).font(.title3.weight(.semibold))
                .foregroundStyle(gameOver.celebrate ? Palette.primary : Color.primary)
                .scaleEffect(gameOver.celebrate && look.moves(reduceMotion: reduceMotion) && !grown ? 0.6 : 1)
                .onAppear {
                    withAnimation(.easeOut(duration: 0.44 * look.animationSpeed.durationScale)) { grown = true }
                }
            Text(gameOver.text).font(.callout)
            ForEach(Array(gameOver.personal.enumerated()), id: \.offset) { _, line in
                Text(line).font(.headline)
            }
            if let label = gameOver.scoreLabel {
                Text(label).font(.caption).frame(maxWidth: .infinity, alignment: .trailing)
            }
            ForEach(gameOver.rows, id: \.seat) { row in
                HStack {
                    Text(row.placeLabel).bold().padding(.trailing, 12)
                    Text(row.name)
                    Spacer()
                    if let score = row.score {
                        Text(score.label).multilineTextAlignment(.trailing)
                    }
                }
            }
            Button { send(.table(intent: .rematch)) } label: {
                Text(gameOver.rematch).frame(maxWidth: .infinity)
            }
            .buttonStyle(FilledButtonStyle())
            HStack(spacing: 8) {
                Button { send(.open(item: .newGame)) } label: {
                    Text(gameOver.newGame).frame(maxWidth: .infinity)
                }
                .buttonStyle(TonalButtonStyle())
                Button { send(.home) } label: {
                    Text(gameOver.home).frame(maxWidth: .infinity)
                }
                .buttonStyle(TonalButtonStyle())
            }
        }
    }
}
