import SwiftUI
import SpieleabendCore

/// Settings: language, bot pace, automatic single choice, colour-blind marks, cues. The
/// twin of Compose's `SettingsScreen`.
struct SettingsScreen: View {
    let view: SettingsView
    let send: (AppIntent) -> Void

    var body: some View {
        Page {
            ForEach(Array(view.rows.enumerated()), id: \.offset) { _, row in
                ControlRow(label: row.label, control: row.control) { change in
                    switch change {
                    case .flip:
                        send(.settings(intent: .toggle(key: row.key)))
                    case let .choose(index, _):
                        send(.settings(intent: .choose(key: row.key, index: UInt32(index))))
                    case .number:
                        break
                    }
                }
            }
        }
    }
}

/// Statistics per game and kind of opponents, as the app core words them. The twin of
/// Compose's `StatisticsScreen`.
struct StatisticsScreen: View {
    let view: StatisticsView

    var body: some View {
        Page {
            ForEach(Array(view.games.enumerated()), id: \.offset) { _, game in
                VStack(alignment: .leading, spacing: 4) {
                    Text(game.name)
                        .font(.headline)
                        .accessibilityAddTraits(.isHeader)
                    if let empty = game.empty {
                        Text(empty).font(.callout)
                    }
                    ForEach(Array(game.rows.enumerated()), id: \.offset) { _, row in
                        Text(row.opponents).font(.subheadline.weight(.semibold))
                        Text(row.summary).font(.callout)
                    }
                }
                .padding(12)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Palette.surfaceVariant, in: RoundedRectangle(cornerRadius: 12))
            }
        }
    }
}

/// The rules: one entry per game. The twin of Compose's `RulesScreen`.
struct RulesScreen: View {
    let view: RulesView
    let send: (AppIntent) -> Void

    var body: some View {
        Page {
            ForEach(Array(view.games.enumerated()), id: \.offset) { _, game in
                Button { send(.openRules(gameKey: game.gameKey)) } label: {
                    Text(game.name).frame(maxWidth: .infinity)
                }
                .buttonStyle(TonalButtonStyle())
            }
        }
    }
}

/// One game's complete rules, section by section. The twin of Compose's
/// `RulesPageScreen`.
struct RulesPageScreen: View {
    let view: RulesPageView

    var body: some View {
        Page {
            ForEach(Array(view.sections.enumerated()), id: \.offset) { _, section in
                Text(section.title)
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                ForEach(Array(section.paragraphs.enumerated()), id: \.offset) { _, paragraph in
                    Text(paragraph).font(.callout)
                }
            }
        }
    }
}
