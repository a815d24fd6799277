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

/// Statistics per game and kind of opponents, as a table: one line per opponents with the
/// games, wins, win rate, streaks and average place under the app core's headings; where
/// the line is too narrow (a phone, a large text size) each figure stands as a small tile
/// with its heading, wrapping onto more lines. VoiceOver reads each line as the app core's
/// sentence. Resetting asks first. The twin of Compose's `StatisticsScreen`.
struct StatisticsScreen: View {
    let view: StatisticsView
    let send: (AppIntent) -> Void

    var body: some View {
        Page {
            ForEach(Array(view.games.enumerated()), id: \.offset) { _, game in
                VStack(alignment: .leading, spacing: 8) {
                    Text(game.name)
                        .font(.headline)
                        .accessibilityAddTraits(.isHeader)
                    if let empty = game.empty {
                        Text(empty).font(.callout)
                    }
                    ViewThatFits(in: .horizontal) {
                        table(game, wide: true)
                        table(game, wide: false)
                    }
                }
                .padding(12)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Palette.surfaceVariant, in: RoundedRectangle(cornerRadius: 12))
            }
            if let reset = view.reset {
                if let question = reset.question {
                    VStack(alignment: .leading, spacing: 8) {
                        Text(question)
                        HStack {
                            Button(reset.keep) { send(.statistics(intent: .keepAll)) }
                                .buttonStyle(OutlinedButtonStyle())
                            Button(reset.confirm, role: .destructive) { send(.statistics(intent: .confirmReset)) }
                                .buttonStyle(OutlinedButtonStyle())
                        }
                    }
                    .padding(12)
                    .background(Palette.surfaceVariant, in: RoundedRectangle(cornerRadius: 12))
                } else {
                    Button(reset.label) { send(.statistics(intent: .reset)) }
                        .buttonStyle(OutlinedButtonStyle())
                }
            }
        }
    }

    @ViewBuilder
    private func table(_ game: GameRecordView, wide: Bool) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            if wide && !game.rows.isEmpty {
                HStack {
                    Spacer().frame(minWidth: 110)
                    ForEach(Array(view.columns.enumerated()), id: \.offset) { _, heading in
                        Text(heading).font(.caption).frame(minWidth: 64, alignment: .trailing).lineLimit(1)
                    }
                }
                .accessibilityHidden(true)
            }
            ForEach(Array(game.rows.enumerated()), id: \.offset) { _, row in
                Group {
                    if wide {
                        HStack {
                            Text(row.opponents).font(.subheadline.weight(.semibold))
                                .frame(minWidth: 110, alignment: .leading).lineLimit(1)
                            ForEach(Array(row.cells.enumerated()), id: \.offset) { _, cell in
                                Text(cell).frame(minWidth: 64, alignment: .trailing).lineLimit(1)
                            }
                        }
                    } else {
                        VStack(alignment: .leading, spacing: 2) {
                            Text(row.opponents).font(.subheadline.weight(.semibold))
                            FlowLayout(spacing: 16) {
                                ForEach(Array(zip(view.columns, row.cells).enumerated()), id: \.offset) { _, pair in
                                    VStack(alignment: .leading) {
                                        Text(pair.1).font(.headline)
                                        Text(pair.0).font(.caption2).foregroundStyle(.secondary)
                                    }
                                }
                            }
                        }
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("\(row.opponents): \(row.summary)")
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
