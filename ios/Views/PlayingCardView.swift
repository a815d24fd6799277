import SwiftUI
import SpieleabendCore

/// One playing card, drawn with shapes (no images: crisp at any scale). The twin of
/// Compose's `PlayingCard`: a paper face, the face in the tint's ink, a colour band at
/// the top, the colour-blind mark in the corner. A selected card lifts and gets a thick
/// primary outline, the hinted card a secondary outline, cards that cannot be played now
/// are dimmed. VoiceOver reads the app core's spoken label, its "why not" as the value,
/// and the selected trait; `onTap` is given only when a tap does something.
struct PlayingCardView: View {
    let card: CardView
    var onTap: (() -> Void)?

    /// The card's size in points; it grows with Dynamic Type up to the accessibility
    /// sizes, and stays at least 48 points wide (the touch target).
    @ScaledMetric(relativeTo: .body) private var width: CGFloat = 56
    @ScaledMetric(relativeTo: .body) private var height: CGFloat = 84
    @ScaledMetric(relativeTo: .title) private var bigFace: CGFloat = 24
    @ScaledMetric(relativeTo: .footnote) private var smallFace: CGFloat = 14

    var body: some View {
        let ink = Palette.ink(card.tint)
        let state = card.state
        let shape = RoundedRectangle(cornerRadius: 8, style: .continuous)
        let outline: Color = state.selected ? Palette.primary : (state.hinted ? Palette.secondary : Palette.cardEdge)
        let face = ZStack {
            shape.fill(Palette.paper)
            if card.tint != .plain {
                // A colour band at the top: the colour at a glance; the mark says it in shape.
                VStack {
                    RoundedRectangle(cornerRadius: 3)
                        .fill(ink)
                        .frame(width: width - 12, height: 6)
                        .padding(.top, 4)
                    Spacer()
                }
            }
            Text(card.face)
                .font(.system(size: card.face.count > 3 ? smallFace : bigFace, weight: .bold))
                .foregroundStyle(ink)
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .padding(.horizontal, 3)
            if let mark = card.mark {
                VStack {
                    Spacer()
                    HStack {
                        Spacer()
                        Text(mark)
                            .font(.system(size: smallFace, weight: .bold))
                            .foregroundStyle(ink)
                            .padding(.trailing, 5)
                            .padding(.bottom, 3)
                    }
                }
            }
        }
        .frame(width: max(width, 48), height: height)
        .overlay(shape.strokeBorder(outline, lineWidth: state.selected || state.hinted ? 3 : 1))
        .shadow(color: .black.opacity(0.25), radius: state.selected ? 6 : 2, y: state.selected ? 3 : 1)
        .opacity(onTap != nil && !state.playable ? 0.55 : 1)
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
