import SwiftUI
import SpieleabendCore

/// A card of a hand or on the table, its face as its deck prints it (`CardFaceView`): the
/// twin of Compose's `PlayingCard`. A selected card lifts and gets a thick primary
/// outline, the hinted card a secondary outline, a card that cannot be played now is
/// greyed (still 3 : 1); it always takes the room of a lifted card, so selecting never
/// moves anything else. VoiceOver reads the app core's spoken label, its "why not" as
/// the value, and the selected trait; `onTap` is given only when a tap does something.
struct PlayingCardView: View {
    let card: CardView
    var onTap: (() -> Void)?

    /// The card's width in points; it grows with Dynamic Type up to the accessibility
    /// sizes, and stays at least 48 points wide (the touch target).
    @ScaledMetric(relativeTo: .body) private var width: CGFloat = 56

    var body: some View {
        let state = card.state
        let shape = RoundedRectangle(cornerRadius: max(width, 48) * 0.1, style: .continuous)
        let face = CardFaceView(face: card.face, width: max(width, 48), dimmed: onTap != nil && !state.playable)
            .overlay {
                if state.selected || state.hinted {
                    shape.strokeBorder(state.selected ? Palette.primary : Palette.secondary, lineWidth: 3)
                }
            }
            .shadow(color: .black.opacity(0.25), radius: state.selected ? 6 : 2, y: state.selected ? 3 : 1)
            // A selected card lifts.
            .padding(.top, state.selected ? 0 : 10)
            .padding(.bottom, state.selected ? 10 : 0)

        Group {
            if let onTap {
                Button(action: onTap) { face }
                    .buttonStyle(.plain)
            } else {
                face
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(card.spoken)
        .accessibilityValue(card.whyNot ?? "")
        .accessibilityAddTraits(state.selected ? .isSelected : [])
        .accessibilityAddTraits(onTap != nil ? .isButton : [])
    }
}
