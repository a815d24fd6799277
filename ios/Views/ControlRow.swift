import SwiftUI
import SpieleabendCore

/// What the player did with a `Control`: flipped the toggle, chose the item at an index,
/// or set a number. The twin of Compose's `ControlChange`.
enum ControlChange {
    case flip
    case choose(index: Int, key: String)
    case number(Int64)
}

/// One labelled setting: a switch, choices that wrap onto more lines, or a number with −
/// and +; under it, when the app core gives one, a line on what the setting means. The
/// twin of Compose's `ControlRow`: the words and limits come from the app core; this only
/// draws them and reports the change.
struct ControlRow: View {
    let label: String
    let control: Control
    var about: String? = nil
    let onChange: (ControlChange) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            row
            if let about {
                Text(about).font(.footnote).foregroundStyle(.secondary)
            }
        }
    }

    @ViewBuilder
    private var row: some View {
        switch control {
        case let .toggle(on):
            Toggle(label, isOn: Binding(get: { on }, set: { _ in onChange(.flip) }))
                .tint(Palette.primary)
                .frame(minHeight: 48)
        case let .choice(choices):
            VStack(alignment: .leading, spacing: 6) {
                Text(label).font(.body)
                FlowLayout {
                    ForEach(Array(choices.enumerated()), id: \.offset) { index, item in
                        ChoiceChip(label: item.label, selected: item.selected) {
                            onChange(.choose(index: index, key: item.key))
                        }
                    }
                }
            }
            .padding(.vertical, 6)
        case let .number(value, min, max, shown):
            HStack {
                Text(label).font(.body)
                Spacer()
                Button("−") { onChange(.number(value - 1)) }
                    .buttonStyle(OutlinedButtonStyle())
                    .disabled(value <= min)
                    .accessibilityLabel("\(label) −")
                Text(shown)
                    .font(.title3)
                    .frame(minWidth: 56)
                    .accessibilityLabel(label)
                    .accessibilityValue(shown)
                Button("+") { onChange(.number(value + 1)) }
                    .buttonStyle(OutlinedButtonStyle())
                    .disabled(value >= max)
                    .accessibilityLabel("\(label) +")
            }
            .accessibilityElement(children: .contain)
            .padding(.vertical, 6)
        }
    }
}

/// A selectable chip (Material's `FilterChip`): a tick and a filled background when
/// selected, the selected trait for VoiceOver.
struct ChoiceChip: View {
    let label: String
    let selected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 4) {
                if selected {
                    Image(systemName: "checkmark").font(.footnote.weight(.bold))
                }
                Text(label)
            }
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .frame(minHeight: 44)
            .foregroundStyle(selected ? Palette.onSecondaryContainer : Palette.onBackground)
            .background(selected ? Palette.secondaryContainer : Color.clear, in: RoundedRectangle(cornerRadius: 8))
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(selected ? Color.clear : Palette.outline))
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(selected ? .isSelected : [])
    }
}
