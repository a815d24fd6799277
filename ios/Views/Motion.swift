import SwiftUI
import SpieleabendCore

/// How an element comes onto the table (Compose's `Arrival` in `motion/Motion.kt`).
enum Arrival {
    /// A card laid: it drops onto the table from above, slightly larger.
    case laid
    /// A card drawn into the hand: it slides in from above and fades in.
    case drawn
    /// A card thrown out: it slides in from the side, turned a little.
    case thrownOut
    /// A player or a row something happened to: a short swell.
    case pulse
}

extension Change {
    /// The seat a change happened to.
    var seat: UInt8 {
        switch self {
        case let .cardLaid(seat, _), let .cardDrawn(seat, _), let .thrownOut(seat, _, _),
             let .trickTaken(seat), let .chips(seat, _), let .playerOut(seat):
            return seat
        }
    }
}

/// Animates an element's arrival when `trigger` (the changes that concern it) is new:
/// 220 ms, only the drawing moves (layout and tap targets stay where the element ends),
/// so nothing waits for it (half that at the player's fast animation speed); off when the
/// system's Reduce Motion is on or the player turned animations off. The twin of
/// Compose's `Modifier.arrival`.
struct ArrivalModifier: ViewModifier {
    let trigger: [Change]?
    let kind: Arrival

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.look) private var look
    @State private var progress: Double = 1

    func body(content: Content) -> some View {
        let rest = 1 - progress
        content
            .scaleEffect(scale(rest))
            .offset(x: kind == .thrownOut ? 42 * rest : 0, y: kind == .laid || kind == .drawn ? -28 * rest : 0)
            .rotationEffect(.degrees(kind == .thrownOut ? 12 * rest : 0))
            .opacity(kind == .drawn ? 0.3 + 0.7 * progress : 1)
            .onChange(of: trigger, initial: true) { _, new in
                guard new != nil, look.moves(reduceMotion: reduceMotion) else { return }
                progress = 0
                withAnimation(.easeOut(duration: 0.22 * look.animationSpeed.durationScale)) { progress = 1 }
            }
    }

    private func scale(_ rest: Double) -> Double {
        switch kind {
        case .laid: return 1 + 0.15 * rest
        case .pulse: return 1 + 0.08 * (1 - abs(2 * progress - 1))
        case .drawn, .thrownOut: return 1
        }
    }
}

/// Chips won or paid, rising from a player's box and fading (Compose: the label in
/// `Players`); never shown with Reduce Motion or animations off (the scores say it).
struct ChipsBadge: View {
    /// The signed amount as the app core shows it ("+2").
    let amount: String
    let trigger: [Change]

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.look) private var look
    @State private var gone: Double = 1

    var body: some View {
        Text(amount)
            .font(.body.weight(.bold))
            .foregroundStyle(Palette.secondary)
            .offset(y: -24 * gone)
            .opacity(1 - gone)
            .accessibilityHidden(true)
            .onChange(of: trigger, initial: true) { _, _ in
                guard look.moves(reduceMotion: reduceMotion) else { return }
                gone = 0
                withAnimation(.easeOut(duration: 0.22)) { gone = 1 }
            }
    }
}

extension View {
    /// See `ArrivalModifier`.
    func arrival(_ trigger: [Change]?, _ kind: Arrival) -> some View {
        modifier(ArrivalModifier(trigger: trigger, kind: kind))
    }
}

/// The changes that concern the area's cards, matched by what a card shows (its spoken
/// label); nil when nothing happened to it (Compose's `Moved` in `table/Areas.kt`).
struct Moved {
    let changes: [Change]

    private func matching(_ pick: (Change) -> Bool) -> [Change]? {
        let found = changes.filter(pick)
        return found.isEmpty ? nil : found
    }

    func laid(_ card: CardView) -> [Change]? {
        matching { if case let .cardLaid(_, laid) = $0 { return laid.spoken == card.spoken } else { return false } }
    }

    func laidIn(_ tint: Tint) -> [Change]? {
        matching { if case let .cardLaid(_, laid) = $0 { return laid.face.tint == tint } else { return false } }
    }

    func thrownOut(_ card: CardView) -> [Change]? {
        matching { if case let .thrownOut(_, _, thrown) = $0 { return thrown.spoken == card.spoken } else { return false } }
    }

    func drawn(_ card: CardView) -> [Change]? {
        matching {
            if case let .cardDrawn(_, .seen(drawn)) = $0 { return drawn.spoken == card.spoken } else { return false }
        }
    }
}
