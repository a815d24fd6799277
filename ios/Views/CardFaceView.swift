import SwiftUI
import SpieleabendCore

/// A card face up, drawn like its printed deck: the twin of Compose's `FaceUpCard`. The
/// figure in two corners (the top-left one readable when cards overlap) with the colour's
/// mark under it, a coloured deck's frame, and in the middle the figure, a 22Juhu zero's
/// rings, a 22Juhu number's points or a special card's symbol with its word. `dimmed`
/// greys a card that cannot be played now (still 3 : 1). Drawn in one canvas with shapes
/// and text: crisp at any size. The height is 1.5 times `width`.
struct CardFaceView: View {
    let face: CardFace
    var width: CGFloat = 56
    var dimmed = false

    var body: some View {
        Canvas { context, size in
            CardDrawing(face: face, dimmed: dimmed, size: size).draw(in: &context)
        }
        .frame(width: width, height: width * CardDrawing.ratio)
        .accessibilityHidden(true)
    }
}

/// A card face down: the same back for every deck (the twin of Compose's `FaceDownCard`).
struct CardBackView: View {
    var width: CGFloat = 56

    var body: some View {
        Canvas { context, size in
            CardDrawing.drawBack(in: &context, size: size)
        }
        .frame(width: width, height: width * CardDrawing.ratio)
        .accessibilityHidden(true)
    }
}

/// The colours of the cards, the same as Compose's `CardColors`: paper in both
/// appearances, inks that read at 4.5 : 1 on it, a dimmed card at 3 : 1.
enum CardColors {
    static let paper = Color(rgb: 0xFFFBF2)
    static let dimPaper = Color(rgb: 0xF5F1E8)
    static let edge = Color(rgb: 0x9E9A92)

    /// The ink figures, marks and symbols are printed in.
    static func ink(_ tint: Tint) -> Color { Color(rgb: inkRGB(tint)) }

    static func inkRGB(_ tint: Tint) -> UInt32 {
        switch tint {
        case .red: return 0xBF2626
        case .yellow: return 0x7D5700
        case .green: return 0x276E2B
        case .blue: return 0x1E55B3
        case .plain: return 0x212121
        case .gold: return 0x7A5600
        case .alarm: return 0xB71C1C
        case .turn: return 0x4527A0
        case .wild: return 0x6A1B9A
        case .stop: return 0x37474F
        }
    }

    /// The bright frame of a coloured deck (and the 22Juhu card's burst); nil for plain
    /// and special cards.
    static func band(_ tint: Tint) -> Color? {
        switch tint {
        case .red: return Color(rgb: 0xE53935)
        case .yellow: return Color(rgb: 0xF4BF1E)
        case .green: return Color(rgb: 0x43A047)
        case .blue: return Color(rgb: 0x1E88E5)
        case .gold: return Color(rgb: 0xE0B440)
        default: return nil
        }
    }
}

/// How a card is drawn into a canvas of `size`.
struct CardDrawing {
    /// Height to width of every card.
    static let ratio: CGFloat = 1.5

    let face: CardFace
    let dimmed: Bool
    let size: CGSize

    private var symbol: CardSymbol? {
        if case let .symbol(symbol) = face.art { return symbol }
        return nil
    }

    func draw(in context: inout GraphicsContext) {
        let w = size.width, h = size.height
        let card = Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: w * 0.1)
        let ink = CardColors.ink(face.tint).opacity(dimmed ? 0.75 : 1)
        let special = symbol != nil && symbol != .burst
        let paper: Color = dimmed ? CardColors.dimPaper : CardColors.paper
        context.fill(card, with: .color(paper))
        if special && !dimmed {
            context.fill(card, with: .color(CardColors.ink(face.tint).opacity(0.08)))
        }
        if let band = CardColors.band(face.tint) {
            let inset = w * 0.055
            let frame = Path(roundedRect: CGRect(x: inset, y: inset, width: w - 2 * inset, height: h - 2 * inset), cornerRadius: w * 0.07)
            context.stroke(frame, with: .color(band.opacity(dimmed ? 0.75 : 1)), lineWidth: w * 0.05)
        }
        context.stroke(card, with: .color(CardColors.edge), lineWidth: max(1, w * 0.015))

        drawIndex(in: &context, ink: ink, paper: paper)
        var turned = context
        turned.translateBy(x: w, y: h)
        turned.rotate(by: .degrees(180))
        drawIndex(in: &turned, ink: ink, paper: paper)

        let middle = CGPoint(x: w / 2, y: h / 2)
        switch face.art {
        case .figure:
            drawText(face.figure, in: &context, at: middle, size: h * 0.3, ink: ink)
        case let .rings(count):
            Self.drawRings(in: &context, centre: middle, half: w * 0.3, count: Int(count), ink: ink)
            drawText(face.figure, in: &context, at: middle, size: h * 0.15, ink: ink)
        case let .points(count):
            drawText(face.figure, in: &context, at: CGPoint(x: w / 2, y: h * 0.42), size: h * 0.28, ink: ink)
            Self.drawPoints(in: &context, area: CGRect(x: w * 0.26, y: h * 0.62, width: w * 0.48, height: h * 0.14), count: Int(count), ink: ink)
        case let .symbol(symbol):
            let centre = CGPoint(x: w / 2, y: h * 0.45)
            if symbol == .burst {
                Self.drawStar(in: &context, centre: centre, half: w * 0.36, ink: CardColors.band(face.tint) ?? ink, points: 12, inner: 0.72)
                drawText(face.figure, in: &context, at: centre, size: h * 0.2, ink: ink)
            } else {
                Self.drawSymbol(symbol, in: &context, centre: centre, half: w * 0.26, ink: ink, paper: paper)
            }
            if let word = face.word {
                drawText(word, in: &context, at: CGPoint(x: w / 2, y: h * 0.74), size: h * 0.1, ink: ink)
            }
        }
    }

    /// The corner: the figure (or the symbol, small) and the mark under it.
    private func drawIndex(in context: inout GraphicsContext, ink: Color, paper: Color) {
        let w = size.width
        let column = w * 0.26
        let x = w * 0.08 + column / 2
        var y = w * 0.07
        if !face.figure.isEmpty {
            let text = context.resolve(Text(face.figure).font(.system(size: w * 0.24, weight: .bold)).foregroundColor(ink))
            let measured = text.measure(in: CGSize(width: 1000, height: 1000))
            let scale = min(1, column / max(measured.width, 1))
            var corner = context
            corner.translateBy(x: x, y: y)
            corner.scaleBy(x: scale, y: scale)
            corner.draw(text, at: .zero, anchor: .top)
            y += measured.height * scale * 0.9
        } else if let symbol {
            let half = w * 0.09
            Self.drawSymbol(symbol, in: &context, centre: CGPoint(x: x, y: y + half * 1.1), half: half, ink: ink, paper: paper)
            y += half * 2.4
        }
        if let mark = face.mark {
            context.draw(Text(mark).font(.system(size: w * 0.15, weight: .bold)).foregroundColor(ink), at: CGPoint(x: x, y: y), anchor: .top)
        }
    }

    /// Bold text centred at `point`, `size` points high, shrunk to fit 60 % of the card.
    private func drawText(_ string: String, in context: inout GraphicsContext, at point: CGPoint, size: CGFloat, ink: Color) {
        guard !string.isEmpty else { return }
        let text = context.resolve(Text(string).font(.system(size: size, weight: .bold)).foregroundColor(ink))
        let measured = text.measure(in: CGSize(width: 10_000, height: 10_000))
        let scale = min(1, self.size.width * 0.6 / max(measured.width, 1))
        var scaled = context
        scaled.translateBy(x: point.x, y: point.y)
        scaled.scaleBy(x: scale, y: scale)
        scaled.draw(text, at: .zero, anchor: .center)
    }

    static func drawSymbol(_ symbol: CardSymbol, in context: inout GraphicsContext, centre: CGPoint, half: CGFloat, ink: Color, paper: Color) {
        switch symbol {
        case .twoCards:
            for (dx, dy) in [(-0.28, -0.22), (0.28, 0.22)] as [(CGFloat, CGFloat)] {
                let rect = CGRect(x: centre.x + dx * half - half * 0.475, y: centre.y + dy * half - half * 0.65, width: half * 0.95, height: half * 1.3)
                let card = Path(roundedRect: rect, cornerRadius: half * 0.16)
                context.fill(card, with: .color(paper))
                context.stroke(card, with: .color(ink), lineWidth: half * 0.14)
            }
        case .turnArrows:
            let r = half * 0.72
            for start in [200.0, 20.0] {
                var arc = Path()
                arc.addArc(center: centre, radius: r, startAngle: .degrees(start), endAngle: .degrees(start + 120), clockwise: false)
                context.stroke(arc, with: .color(ink), style: StrokeStyle(lineWidth: half * 0.16, lineCap: .round))
                let end = (start + 120) * .pi / 180
                let tip = CGPoint(x: centre.x + r * cos(end), y: centre.y + r * sin(end))
                let along = CGPoint(x: -sin(end), y: cos(end)), out = CGPoint(x: cos(end), y: sin(end))
                let s = half * 0.34
                var head = Path()
                head.move(to: CGPoint(x: tip.x + along.x * s, y: tip.y + along.y * s))
                head.addLine(to: CGPoint(x: tip.x + out.x * s * 0.75, y: tip.y + out.y * s * 0.75))
                head.addLine(to: CGPoint(x: tip.x - out.x * s * 0.75, y: tip.y - out.y * s * 0.75))
                head.closeSubpath()
                context.fill(head, with: .color(ink))
            }
        case .star:
            drawStar(in: &context, centre: centre, half: half, ink: ink)
        case .swapArrows:
            let length = half * 1.5
            for (dy, rightward) in [(-0.32, true), (0.32, false)] as [(CGFloat, Bool)] {
                let y = centre.y + dy * half
                var line = Path()
                line.move(to: CGPoint(x: centre.x - length / 2, y: y))
                line.addLine(to: CGPoint(x: centre.x + length / 2, y: y))
                context.stroke(line, with: .color(ink), style: StrokeStyle(lineWidth: half * 0.16, lineCap: .round))
                let tipX = rightward ? centre.x + length / 2 : centre.x - length / 2
                let back: CGFloat = rightward ? -1 : 1
                let s = half * 0.36
                var head = Path()
                head.move(to: CGPoint(x: tipX - back * s * 0.25, y: y))
                head.addLine(to: CGPoint(x: tipX + back * s, y: y - s * 0.7))
                head.addLine(to: CGPoint(x: tipX + back * s, y: y + s * 0.7))
                head.closeSubpath()
                context.fill(head, with: .color(ink))
            }
        case .bolt:
            let points: [(CGFloat, CGFloat)] = [(0.22, -1), (-0.55, 0.12), (-0.02, 0.12), (-0.28, 1), (0.58, -0.2), (0.04, -0.2)]
            var bolt = Path()
            bolt.addLines(points.map { CGPoint(x: centre.x + $0.0 * half, y: centre.y + $0.1 * half) })
            bolt.closeSubpath()
            context.fill(bolt, with: .color(ink))
        case .noSign:
            let r = half * 0.82
            context.stroke(Path(ellipseIn: CGRect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r)), with: .color(ink), lineWidth: half * 0.2)
            let d = half * 0.62 * 0.7071
            var bar = Path()
            bar.move(to: CGPoint(x: centre.x - d, y: centre.y + d))
            bar.addLine(to: CGPoint(x: centre.x + d, y: centre.y - d))
            context.stroke(bar, with: .color(ink), lineWidth: half * 0.2)
        case .burst:
            drawStar(in: &context, centre: centre, half: half, ink: ink, points: 12, inner: 0.72)
        }
    }

    static func drawStar(in context: inout GraphicsContext, centre: CGPoint, half: CGFloat, ink: Color, points: Int = 5, inner: CGFloat = 0.42) {
        var path = Path()
        for i in 0..<(points * 2) {
            let radius = i % 2 == 0 ? half : half * inner
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / CGFloat(points)
            let point = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        context.fill(path, with: .color(ink))
    }

    /// A 22Juhu zero's rings (1–4) round the figure: the more rings, the stronger.
    static func drawRings(in context: inout GraphicsContext, centre: CGPoint, half: CGFloat, count: Int, ink: Color) {
        let inner = half * 0.5
        let step = (half * 0.96 - inner) / 3
        for i in 0..<min(max(count, 0), 4) {
            let r = inner + step * CGFloat(i)
            context.stroke(Path(ellipseIn: CGRect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r)), with: .color(ink), lineWidth: half * 0.07)
        }
    }

    /// A 22Juhu number's value as points, in rows of up to seven.
    static func drawPoints(in context: inout GraphicsContext, area: CGRect, count: Int, ink: Color) {
        guard count > 0 else { return }
        let perRow = min(count, 7)
        let rows = (count + perRow - 1) / perRow
        let pitch = min(area.width / CGFloat(perRow), area.height / CGFloat(rows))
        let radius = pitch * 0.3
        for i in 0..<count {
            let row = i / perRow
            let inRow = row == rows - 1 ? count - row * perRow : perRow
            let x = area.midX + (CGFloat(i % perRow) - CGFloat(inRow - 1) / 2) * pitch
            let y = area.midY + (CGFloat(row) - CGFloat(rows - 1) / 2) * pitch
            context.fill(Path(ellipseIn: CGRect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius)), with: .color(ink))
        }
    }

    /// The back of every card: a deep green field, a lattice of diamonds inside a brass
    /// frame, a four-pointed star in the middle.
    static func drawBack(in context: inout GraphicsContext, size: CGSize) {
        let corner = size.width * 0.1
        context.fill(Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: corner), with: .color(Color(rgb: 0x1F4D3A)))
        let inset = min(size.width, size.height) * 0.09
        let inner = CGRect(x: inset, y: inset, width: size.width - 2 * inset, height: size.height - 2 * inset)
        let pitch = inner.width / 4
        let line = max(pitch * 0.08, 1)
        var lattice = context
        lattice.clip(to: Path(inner))
        var x = inner.minX - inner.height
        while x < inner.maxX {
            var path = Path()
            path.move(to: CGPoint(x: x, y: inner.maxY))
            path.addLine(to: CGPoint(x: x + inner.height, y: inner.minY))
            path.move(to: CGPoint(x: x, y: inner.minY))
            path.addLine(to: CGPoint(x: x + inner.height, y: inner.maxY))
            lattice.stroke(path, with: .color(Color(rgb: 0x2C6A50)), lineWidth: line)
            x += pitch
        }
        let brass = Color(rgb: 0xC9A24A)
        context.stroke(Path(roundedRect: inner, cornerRadius: corner * 0.6), with: .color(brass), lineWidth: line * 1.6)
        drawStar(in: &context, centre: CGPoint(x: inner.midX, y: inner.midY), half: pitch * 0.55, ink: brass, points: 4, inner: 0.4)
    }
}
