import SwiftUI
import SpieleabendCore

/// A new game: the game, its guided first game while it was never played, its variant,
/// players as a segmented bar and seats, and the
/// options of the game's schema, each with a line on what it means; chips wrap at any
/// width and text size; the problems the app core finds are listed above the start
/// button. The twin of Compose's `SetupScreen`.
struct SetupScreen: View {
    let view: SetupView
    let send: (AppIntent) -> Void

    private func setup(_ intent: SetupIntent) {
        send(.setup(intent: intent))
    }

    var body: some View {
        Page(spacing: 4) {
            FlowLayout {
                ForEach(Array(view.games.enumerated()), id: \.offset) { _, game in
                    ChoiceChip(label: game.name, selected: game.selected) {
                        setup(.chooseGame(key: game.key))
                    }
                }
            }
            if let guided = view.guided {
                VStack(alignment: .leading, spacing: 8) {
                    Text(guided.text).font(.callout)
                    Button(guided.button) { send(.learn(gameKey: guided.gameKey)) }
                        .buttonStyle(OutlinedButtonStyle())
                }
                .padding(12)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Palette.surfaceVariant, in: RoundedRectangle(cornerRadius: 12))
            }
            if let row = view.variant {
                ControlRow(label: row.label, control: row.control, about: row.about) { change in
                    if case let .choose(index, _) = change {
                        setup(.chooseVariant(index: UInt32(index)))
                    }
                }
            }
            PlayerCount(label: view.players.label, control: view.players.control) { count in
                setup(.setPlayers(count: UInt32(clamping: count)))
            }
            Divider()
            ForEach(Array(view.seats.enumerated()), id: \.offset) { index, seat in
                SeatEditor(seat: seat) { name in
                    setup(.renameSeat(seat: UInt32(index), name: name))
                } choose: { player in
                    setup(.setSeatPlayer(seat: UInt32(index), player: player))
                }
            }
            if !view.options.isEmpty {
                Divider()
            }
            ForEach(Array(view.options.enumerated()), id: \.offset) { _, option in
                ControlRow(label: option.label, control: option.control, about: option.about) { change in
                    setup(.setOption(key: option.key, value: Self.optionValue(change, of: option.control)))
                }
            }
            ForEach(Array(view.problems.enumerated()), id: \.offset) { _, problem in
                Text(problem).font(.callout).foregroundStyle(Palette.error)
            }
            if let replaces = view.replaces {
                Text(replaces).font(.footnote)
            }
            Button { setup(.start) } label: {
                Text(view.startLabel).frame(maxWidth: .infinity)
            }
            .buttonStyle(FilledButtonStyle())
            .disabled(!view.canStart)
            .padding(.top, 8)
        }
    }

    /// The option value a control change stands for.
    static func optionValue(_ change: ControlChange, of control: Control) -> OptionValue {
        switch change {
        case .flip:
            if case let .toggle(on) = control {
                return .bool(value: !on)
            }
            return .bool(value: true)
        case let .choose(_, key):
            return .choice(value: key)
        case let .number(value):
            return .int(value: value)
        }
    }
}

/// One seat: its name field (the default name as the placeholder) and who plays it.
private struct SeatEditor: View {
    let seat: SeatRow
    let rename: (String) -> Void
    let choose: (SeatPlayer) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(seat.label).font(.footnote)
            TextField(
                seat.defaultName,
                text: Binding(get: { seat.name }, set: { rename($0) })
            )
            .textFieldStyle(.roundedBorder)
            .accessibilityLabel(seat.label)
            FlowLayout {
                ForEach(Array(seat.player.enumerated()), id: \.offset) { _, choice in
                    ChoiceChip(label: choice.label, selected: choice.selected) {
                        choose(choice.player)
                    }
                }
            }
        }
        .padding(.vertical, 4)
    }
}

/// The number of players as a segmented picker of every count the game allows (the twin
/// of Compose's `PlayerCount`).
private struct PlayerCount: View {
    let label: String
    let control: Control
    let choose: (Int64) -> Void

    var body: some View {
        if case let .number(value, min, max, _) = control {
            VStack(alignment: .leading, spacing: 6) {
                Text(label).font(.body)
                Picker(label, selection: Binding(get: { value }, set: { choose($0) })) {
                    ForEach(Array(min...max), id: \.self) { count in
                        Text("\(count)").tag(count)
                    }
                }
                .pickerStyle(.segmented)
            }
            .padding(.vertical, 6)
        }
    }
}
