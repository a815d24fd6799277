import SwiftUI
import SpieleabendCore

/// The player's settings for how every screen is drawn (animation speed, card size,
/// left-handed layout), as the app core hands them with each view. `RootScreen` puts it
/// in the environment; the table reads it. The twin of Compose's `LocalLook`.
private struct LookKey: EnvironmentKey {
    static let defaultValue = Look(animationSpeed: .normal, cardSize: .normal, leftHanded: false)
}

extension EnvironmentValues {
    /// The player's look (see `LookKey`).
    var look: Look {
        get { self[LookKey.self] }
        set { self[LookKey.self] = newValue }
    }
}

extension AnimationSpeed {
    /// How much longer than usual motion takes at this speed (0 when it is off).
    var durationScale: Double {
        switch self {
        case .off: return 0
        case .normal: return 1
        case .fast: return 0.5
        }
    }
}

extension CardSize {
    /// How much larger than usual the table's cards are drawn at this size.
    var scale: Double {
        switch self {
        case .small: return 0.85
        case .normal: return 1
        case .large: return 1.2
        }
    }
}

extension Look {
    /// Whether motion runs: the system's Reduce Motion and the player's "off" both stop it.
    func moves(reduceMotion: Bool) -> Bool {
        !reduceMotion && animationSpeed != .off
    }
}
