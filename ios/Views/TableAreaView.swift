import SwiftUI
import SpieleabendCore

/// The game's own part of the table, one layout per game, on a tinted panel; `changes`
/// animate the cards just laid or thrown out. The twin of Compose's `TableAreaView`.
struct TableAreaView: View {
    let area: TableArea
    var changes: [Change] = []

    var body: some View {
        let moved = Moved(changes: changes)
        VStack(alignment: .leading, spacing: 6) {
            switch area {
            case let .elferRaus(area): ElferRausAreaView(area: area, moved: moved)
            case let .seventySeven(area): SeventySevenAreaView(area: area, moved: moved)
            case let .juhu22(area): Juhu22AreaView(area: area, moved: moved)
            case let .rauswurf(area): RauswurfAreaView(area: area, moved: moved)
            case let .help(area): HelpAreaView(area: area, moved: moved)
            }
        }
        .padding(10)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Palette.primaryContainer.opacity(0.45), in: RoundedRectangle(cornerRadius: 12))
    }
}

/// Elfer raus!: the four colour rows from their low to their high end.
private struct ElferRausAreaView: View {
    let area: ElferRausArea
    let moved: Moved

    var body: some View {
        ForEach(Array(area.rows.enumerated()), id: \.offset) { _, row in
            HStack {
                Text([row.mark, row.colour].compactMap { $0 }.joined(separator: " "))
                    .font(.body.weight(.bold))
                    .foregroundStyle(Palette.ink(row.tint))
                    .frame(minWidth: 96, alignment: .leading)
                Text(row.label).font(.callout)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(row.label)
            .arrival(moved.laidIn(row.tint), .pulse)
        }
        Text(area.pileLabel).font(.caption)
        if let match = area.matchLabel {
            Text(match).font(.caption)
        }
    }
}

/// 77: the running total, the last card played, the direction.
private struct SeventySevenAreaView: View {
    let area: SeventySevenArea
    let moved: Moved

    var body: some View {
        HStack(spacing: 16) {
            Text(area.totalLabel).font(.largeTitle.weight(.bold))
            if let top = area.discardTop {
                PlayingCardView(card: top).arrival(moved.laid(top), .laid)
            }
        }
        Text(area.directionLabel).font(.caption)
        if let due = area.dueLabel {
            Text(due).font(.callout).foregroundStyle(Palette.error)
        }
    }
}

/// 22Juhu: the trick, the stack, the pot, whose duty 22Juhu is.
private struct Juhu22AreaView: View {
    let area: Juhu22Area
    let moved: Moved

    var body: some View {
        Text(area.heading).font(.subheadline.weight(.semibold))
        Text(area.stageLabel).font(.caption)
        FlowLayout(spacing: 6) {
            ForEach(area.trick, id: \.seat) { play in
                VStack(spacing: 2) {
                    PlayingCardView(card: play.card).arrival(moved.laid(play.card), .laid)
                    Text(play.name).font(.caption2).lineLimit(1)
                }
            }
        }
        Text(area.stackLabel).font(.caption)
        if let pot = area.pot {
            Text(pot.label).font(.caption)
        }
        if let duty = area.juhuDuty {
            Text(duty).font(.callout).foregroundStyle(Palette.error)
        }
    }
}

/// Rauswurf: each seat's face-up card, the draw and discard piles.
private struct RauswurfAreaView: View {
    let area: RauswurfArea
    let moved: Moved

    var body: some View {
        FlowLayout(spacing: 6) {
            ForEach(area.fronts, id: \.seat) { front in
                if let card = front.card {
                    let thrown = moved.thrownOut(card)
                    PlayingCardView(card: card).arrival(thrown ?? moved.laid(card), thrown != nil ? .thrownOut : .laid)
                }
            }
        }
        Text(area.pilesLabel).font(.caption)
    }
}

/// Help!: the row of cards, the piles, who helps whom.
private struct HelpAreaView: View {
    let area: HelpArea
    let moved: Moved

    var body: some View {
        Text(area.heading).font(.subheadline.weight(.semibold))
        FlowLayout(spacing: 4) {
            ForEach(area.row, id: \.card.id) { rowCard in
                PlayingCardView(card: rowCard.card).arrival(moved.laid(rowCard.card), .laid)
            }
        }
        if let help = area.helpLabel {
            Text(help).font(.callout)
        }
        if let received = area.received {
            PlayingCardView(card: received).arrival(moved.drawn(received), .drawn)
        }
    }
}
