import SwiftUI
import SpieleabendCore

/// The table of any game: the players, the game's own area, the status, the pick in
/// progress, the hand, hint and undo, the log, and the overlay the app core shows on top
/// (the hand-over curtain hides everything of the table, the hand above all). The twin of
/// Compose's `TableScreen`, with the same three layouts (`TableLayout`): one column on a
/// phone held upright; on a phone held sideways (compact height) the table and the log on
/// the left, the player's part on the right; on an iPad (regular width and height) the
/// table, the player's part and the log in three columns.
struct TableScreen: View {
    let view: TableView
    let send: (AppIntent) -> Void

    @Environment(\.horizontalSizeClass) private var widthClass
    @Environment(\.verticalSizeClass) private var heightClass
    /// Accessibility text sizes keep one column, as Compose does at large font scales.
    @Environment(\.dynamicTypeSize) private var typeSize

    private func table(_ intent: TableIntent) {
        send(.table(intent: intent))
    }

    var body: some View {
        if case let .curtain(_, text, button)? = view.overlay {
            CurtainScreen(text: text, button: button) { table(.ready) }
        } else {
            ZStack {
                if typeSize.isAccessibilitySize {
                    ScrollView {
                        VStack(alignment: .leading, spacing: 10) {
                            tablePart
                            playerPart
                            LogList(log: view.log)
                        }
                        .padding(12)
                    }
                } else if widthClass == .regular && heightClass == .regular {
                    HStack(alignment: .top, spacing: 16) {
                        ScrollView { tablePart.padding(12) }
                        ScrollView { playerPart.padding(12) }
                        ScrollView { LogList(log: view.log).padding(12) }.frame(width: 260)
                    }
                } else if heightClass == .compact {
                    HStack(alignment: .top, spacing: 16) {
                        ScrollView {
                            VStack(alignment: .leading, spacing: 10) {
                                tablePart
                                LogList(log: view.log)
                            }
                            .padding(12)
                        }
                        ScrollView { playerPart.padding(12) }
                    }
                } else {
                    ScrollView {
                        VStack(alignment: .leading, spacing: 10) {
                            tablePart
                            playerPart
                            LogList(log: view.log)
                        }
                        .padding(12)
                    }
                }
                switch view.overlay {
                case let .summary(summary)?:
                    SummaryPanel(summary: summary) { table(.dismiss) }
                case let .gameOver(gameOver)?:
                    GameOverPanel(gameOver: gameOver, send: send)
                default:
                    EmptyView()
                }
            }
            .onChange(of: view.status) { _, status in
                // The status is a polite live region: VoiceOver reads it when it changes.
                AccessibilityNotification.Announcement(status).post()
            }
        }
    }

    /// What everybody sees: the players, the game's area, the status, the last message.
    private var tablePart: some View {
        VStack(alignment: .leading, spacing: 10) {
            PlayersRow(players: view.players, changes: view.changes)
            if let area = view.area {
                TableAreaView(area: area, changes: view.changes)
            }
            Text(view.status).font(.headline)
            if let message = view.message {
                Text(message).font(.callout).foregroundStyle(Palette.error)
            }
        }
    }

    /// What the player at the device works with: the pick, the hand, hint and undo.
    private var playerPart: some View {
        let moved = Moved(changes: view.changes)
        return VStack(alignment: .leading, spacing: 10) {
            if let pick = view.pick {
                PickPanel(pick: pick, send: table)
            }
            if !view.hand.isEmpty {
                FlowLayout(spacing: 4) {
                    ForEach(view.hand, id: \.id) { card in
                        PlayingCardView(card: card) { table(.tapCard(id: card.id)) }
                            .arrival(moved.drawn(card), .drawn)
                    }
                }
            }
            actions
        }
    }

    private var actions: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 8) {
                // Hints are for the seat whose hand is shown.
                if view.viewer != nil && view.toAct == view.viewer {
                    Button(view.buttons.hint) { table(.hint) }
                        .buttonStyle(OutlinedButtonStyle())
                }
                Button(view.buttons.undo) { table(.undo) }
                    .buttonStyle(OutlinedButtonStyle())
                    .disabled(!view.undo.available)
                    .accessibilityValue(view.undo.reason ?? "")
                if view.pick?.canCancel == true {
                    Button(view.buttons.cancel) { table(.cancel) }
                        .frame(minHeight: 48)
                }
            }
            if case let .ready(text) = view.hint {
                Text(text).font(.callout).foregroundStyle(Palette.secondary)
            }
            if !view.undo.available, let reason = view.undo.reason {
                Text(reason).font(.footnote)
            }
        }
    }
}

/// Every seat as a small box; the seat to act is outlined and filled. VoiceOver reads
/// the app core's name, kind, cards, score and note. A seat something happened to swells
/// once; chips won or paid rise from it.
private struct PlayersRow: View {
    let players: [PlayerView]
    let changes: [Change]

    private func mine(_ seat: UInt8) -> [Change]? {
        let found = changes.filter { $0.seat == seat }
        return found.isEmpty ? nil : found
    }

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(players, id: \.seat) { player in
                    let shape = RoundedRectangle(cornerRadius: 10)
                    VStack(alignment: .leading, spacing: 1) {
                        Text(player.name).font(.body.weight(.bold)).lineLimit(1)
                        Text(player.kindLabel).font(.caption2).lineLimit(1)
                        Text(player.cardsLabel).font(.caption).lineLimit(1)
                        if let score = player.score {
                            Text(score.label).font(.caption).lineLimit(1)
                        }
                    }
                    .padding(.horizontal, 10)
                    .padding(.vertical, 6)
                    .background(player.toAct ? Palette.primaryContainer : Palette.surface, in: shape)
                    .overlay(shape.strokeBorder(player.toAct ? Palette.primary : Palette.outline, lineWidth: player.toAct ? 3 : 1))
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(
                        [player.name, player.kindLabel, player.cardsLabel, player.score?.label, player.note]
                            .compactMap { $0 }
                            .joined(separator: ", ")
                    )
                    .accessibilityValue(player.connection == .away ? player.kindLabel : "")
                    .arrival(mine(player.seat), .pulse)
                    .overlay(alignment: .topTrailing) {
                        if let happened = mine(player.seat), let chips = player.chipsMoved {
                            ChipsBadge(amount: chips, trigger: happened)
                        }
                    }
                }
            }
        }
    }
}

/// The decision in progress: the prompt, the steps made, the choices that are not hand
/// cards (the hinted one filled), and confirm.
private struct PickPanel: View {
    let pick: PickView
    let send: (TableIntent) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(pick.prompt).font(.body)
            if !pick.made.isEmpty {
                Text(pick.made.joined(separator: " · ")).font(.footnote)
            }
            FlowLayout(spacing: 8) {
                ForEach(pick.choices, id: \.id) { choice in
                    if choice.hinted {
                        Button(choice.label) { send(.choose(id: choice.id)) }
                            .buttonStyle(FilledButtonStyle())
                    } else {
                        Button(choice.label) { send(.choose(id: choice.id)) }
                            .buttonStyle(OutlinedButtonStyle())
                    }
                }
            }
            if let confirm = pick.confirm {
                Button(confirm) { send(.confirm) }
                    .buttonStyle(FilledButtonStyle())
            }
        }
    }
}

/// The newest lines of the log; lines new since the viewer last looked are bold.
private struct LogList: View {
    let log: [LogLine]

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(log.suffix(8), id: \.seq) { line in
                Text(line.text)
                    .font(.footnote.weight(line.new ? .bold : .regular))
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// Lays its children out in rows, wrapping to the next row when one is full (Compose's
/// `FlowRow`).
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(width: proposal.width ?? .infinity, subviews: subviews)
        let width = rows.map { $0.width }.max() ?? 0
        let height = rows.map { $0.height }.reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in arrange(width: bounds.width, subviews: subviews) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }

    /// The children's indices per row, with each row's width and height.
    private func arrange(width: CGFloat, subviews: Subviews) -> [(indices: [Int], width: CGFloat, height: CGFloat)] {
        var rows: [(indices: [Int], width: CGFloat, height: CGFloat)] = []
        var current: [Int] = []
        var rowWidth: CGFloat = 0
        var rowHeight: CGFloat = 0
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let needed = current.isEmpty ? size.width : rowWidth + spacing + size.width
            if !current.isEmpty && needed > width {
                rows.append((current, rowWidth, rowHeight))
                current = [index]
                rowWidth = size.width
                rowHeight = size.height
            } else {
                current.append(index)
                rowWidth = needed
                rowHeight = max(rowHeight, size.height)
            }
        }
        if !current.isEmpty {
            rows.append((current, rowWidth, rowHeight))
        }
        return rows
    }
}
