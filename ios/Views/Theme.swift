import SwiftUI
import UIKit
import SpieleabendCore

/// The designed palette, the same colours as the Compose theme (`theme/Theme.kt`): a
/// green card table, warm paper cards, a brass accent; one value for light and one for
/// dark mode.
enum Palette {
    static let primary = Color(light: 0x2E6B4F, dark: 0x96D5B3)
    static let onPrimary = Color(light: 0xFFFFFF, dark: 0x003823)
    static let primaryContainer = Color(light: 0xB2F1CF, dark: 0x115238)
    static let onPrimaryContainer = Color(light: 0x002113, dark: 0xB2F1CF)
    static let secondary = Color(light: 0x8A5A00, dark: 0xFFB951)
    static let secondaryContainer = Color(light: 0xFFDDB0, dark: 0x693F00)
    static let onSecondaryContainer = Color(light: 0x2C1800, dark: 0xFFDDB0)
    static let background = Color(light: 0xF6FBF4, dark: 0x0F1511)
    static let onBackground = Color(light: 0x171D19, dark: 0xDFE4DE)
    static let surface = Color(light: 0xF6FBF4, dark: 0x0F1511)
    static let surfaceVariant = Color(light: 0xDCE5DC, dark: 0x404943)
    static let outline = Color(light: 0x707972, dark: 0x8A938C)
    static let error = Color(light: 0xBA1A1A, dark: 0xFFB4AB)

    /// The paper of a card face (the same in both modes: cards are paper).
    static let paper = Color(rgb: 0xFFFBF2)
    /// A card's plain edge.
    static let cardEdge = Color(rgb: 0x9E9E9E)

    /// The ink of a tint (the cards' inks, `CardColors`).
    static func ink(_ tint: Tint) -> Color { CardColors.ink(tint) }
}

extension Color {
    /// A colour from a 0xRRGGBB value.
    init(rgb: UInt32) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255
        )
    }

    /// A colour that follows the light or dark appearance of the view it is drawn in.
    init(light: UInt32, dark: UInt32) {
        self.init(uiColor: UIColor { traits in
            let rgb = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(
                red: CGFloat((rgb >> 16) & 0xFF) / 255,
                green: CGFloat((rgb >> 8) & 0xFF) / 255,
                blue: CGFloat(rgb & 0xFF) / 255,
                alpha: 1
            )
        })
    }
}

/// A filled button in the palette's primary colour (Material's `Button`).
struct FilledButtonStyle: ButtonStyle {
    var fill: Color = Palette.primary
    var text: Color = Palette.onPrimary
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.semibold))
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .frame(minHeight: 48)
            .foregroundStyle(text)
            .background(fill.opacity(isEnabled ? 1 : 0.38), in: Capsule())
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

/// A tonal button (Material's `FilledTonalButton`): the secondary container colour.
struct TonalButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .frame(minHeight: 56)
            .foregroundStyle(Palette.onSecondaryContainer)
            .background(Palette.secondaryContainer, in: Capsule())
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

/// An outlined button (Material's `OutlinedButton`).
struct OutlinedButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .frame(minHeight: 48)
            .foregroundStyle(Palette.primary.opacity(isEnabled ? 1 : 0.38))
            .overlay(Capsule().stroke(Palette.outline, lineWidth: 1))
            .contentShape(Capsule())
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}
