import SwiftUI
import SpieleabendCore

/// The game's own part of the table, one layout per game, on a tinted panel. The twin of
/// Compose's `TableAreaView`.
struct TableAreaView: View {
    let area: TableArea

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            switch area {
            case let .elferRaus(area): ElferRausAreaView(area: area)
            case let .seventySeven(area): SeventySevenAreaView(area: area)
            case let .juhu22(area): Juhu22AreaView(area: area)
            case let .rauswurf(area): RauswurfAreaView(area: area)
            case let .help(area): HelpAreaView(area: area)
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

    var body: some View {
        HStack(spacing: 16) {
            Text(area.totalLabel).font(.largeTitle.weight(.bold))
            if let top = area.discardTop {
                PlayingCardView(card: top)
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

    var body: some View {
        Text(area.heading).font(.subheadline.weight(.semibold))
        Text(area.stageLabel).font(.caption)
        FlowLayout(spacing: 6) {
            ForEach(area.trick, id: \.seat) { play in
                VStack(spacing: 2) {
                    PlayingCardView(card: play.card)
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

    var body: some View {
        FlowLayout(spacing: 6) {
            ForEach(area.fronts, id: \.seat) { front in
                if let card = front.card {
                    PlayingCardView(card: card)
                }
            }
        }
        Text(area.pilesLabel).font(.caption)
    }
}

/// Help!: the row of cards, the piles, who helps whom.
private struct HelpAreaView: View {
    let area: HelpArea

    var body: some View {
        Text(area.heading).font(.subheadline.weight(.semibold))
        FlowLayout(spacing: 4) {
            ForEach(area.row, id: \.card.id) { rowCard in
                PlayingCardView(card: rowCard.card)
            }
        }
        if let help = area.helpLabel {
            Text(help).font(.callout)
        }
        if let received = area.received {
            PlayingCardView(card: received)
        }
    }
}
