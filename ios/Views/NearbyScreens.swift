import SwiftUI
import SpieleabendCore

/// Nearby play: host a table or join one. The twin of Compose's `NearbyScreen`.
struct NearbyScreen: View {
    let view: NearbyView
    let send: (AppIntent) -> Void

    var body: some View {
        Page {
            Button { send(.nearby(intent: .goHost)) } label: {
                Text(view.hostLabel).frame(maxWidth: .infinity)
            }
            .buttonStyle(TonalButtonStyle())
            Button { send(.nearby(intent: .goJoin)) } label: {
                Text(view.joinLabel).frame(maxWidth: .infinity)
            }
            .buttonStyle(TonalButtonStyle())
        }
    }
}

/// The host's lobby: what is hosted, the address and code to give, who has joined. The
/// twin of Compose's `HostScreen`.
struct HostScreen: View {
    let view: HostView
    let send: (AppIntent) -> Void

    var body: some View {
        Page {
            Text(view.game).font(.headline)
            Text(view.explanation).font(.callout)
            if let info = view.joinInfo {
                Text(info).font(.title2).textSelection(.enabled)
            }
            if let bluetooth = view.bluetoothNote {
                Text(bluetooth).font(.callout)
            }
            ForEach(Array(view.players.enumerated()), id: \.offset) { _, player in
                Text(player).font(.body)
            }
            if let seats = view.seatsNote {
                Text(seats).font(.callout)
            }
            if let notice = view.notice {
                Text(notice).foregroundStyle(Palette.error)
            }
            if view.playing {
                Button { send(.nearby(intent: .showTable)) } label: {
                    Text(view.tableLabel).frame(maxWidth: .infinity)
                }
                .buttonStyle(TonalButtonStyle())
            } else if view.open {
                Button { send(.nearby(intent: .startGame)) } label: {
                    Text(view.startLabel).frame(maxWidth: .infinity)
                }
                .buttonStyle(TonalButtonStyle())
                .disabled(!view.canStart)
            }
            Button {
                send(.nearby(intent: view.open ? .closeTable : .openTable))
            } label: {
                Text(view.actionLabel).frame(maxWidth: .infinity)
            }
            .buttonStyle(FilledButtonStyle())
            .disabled(!(view.open || view.canOpen))
        }
    }
}

/// Joining: the tables found nearby, or an address, and the host's code. The twin of
/// Compose's `JoinScreen`.
struct JoinScreen: View {
    let view: JoinView
    let send: (AppIntent) -> Void

    var body: some View {
        Page {
            Text(view.foundNote).font(.callout)
            ForEach(Array(view.found.enumerated()), id: \.offset) { index, table in
                // The label says how the table is reached; a network table's address follows.
                let text = table.medium == .network ? "\(table.label) — \(table.address)" : table.label
                if table.chosen {
                    Button { send(.nearby(intent: .chooseFound(index: UInt32(index)))) } label: {
                        Text(text).frame(maxWidth: .infinity)
                    }
                    .buttonStyle(TonalButtonStyle())
                    .accessibilityAddTraits(.isSelected)
                } else {
                    Button { send(.nearby(intent: .chooseFound(index: UInt32(index)))) } label: {
                        Text(text).frame(maxWidth: .infinity)
                    }
                    .buttonStyle(OutlinedButtonStyle())
                }
            }
            LabeledField(label: view.addressLabel, text: view.address, digits: false) {
                send(.nearby(intent: .setAddress(address: $0)))
            }
            LabeledField(label: view.codeLabel, text: view.code, digits: true) {
                send(.nearby(intent: .setCode(code: $0)))
            }
            if let notice = view.notice {
                Text(notice).foregroundStyle(Palette.error)
            }
            if let waiting = view.waiting {
                Text(waiting).font(.body)
            }
            if view.playing {
                Button { send(.nearby(intent: .showTable)) } label: {
                    Text(view.tableLabel).frame(maxWidth: .infinity)
                }
                .buttonStyle(TonalButtonStyle())
            }
            Button { send(.nearby(intent: .connect)) } label: {
                Text(view.connectLabel).frame(maxWidth: .infinity)
            }
            .buttonStyle(FilledButtonStyle())
            .disabled(!view.canConnect || view.connecting)
        }
    }
}

/// A text field with its label above (Material's `OutlinedTextField` with a label).
private struct LabeledField: View {
    let label: String
    let text: String
    let digits: Bool
    let onChange: (String) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(label).font(.footnote)
            TextField(label, text: Binding(get: { text }, set: { onChange($0) }))
                .textFieldStyle(.roundedBorder)
                .keyboardType(digits ? .numberPad : .URL)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
        }
    }
}
