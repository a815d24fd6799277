import AudioToolbox
import SwiftUI
import SpieleabendCore

/// Plays the sound of a cue the core asked for (only sent when the sound setting is on).
/// System sounds: short, mixed with other audio, silent in silent mode.
enum CuePlayer {
    static func play(_ cue: Cue) {
        AudioServicesPlaySystemSound(sound(for: cue))
    }

    /// The system sound of each cue: clicks for cards, a chime for the turn and the end,
    /// the error tone for a move that is not allowed.
    static func sound(for cue: Cue) -> SystemSoundID {
        switch cue {
        case .cardLaid: return 1104
        case .cardDrawn: return 1105
        case .thrownOut: return 1103
        case .trickTaken: return 1057
        case .chips: return 1306
        case .yourTurn: return 1315
        case .gameOver: return 1025
        case .invalid: return 1053
        }
    }

    /// The haptic of each cue, for `sensoryFeedback`.
    static func feedback(for cue: Cue) -> SensoryFeedback {
        switch cue {
        case .cardLaid, .cardDrawn: return .impact(weight: .light)
        case .thrownOut, .trickTaken, .chips: return .impact(weight: .medium)
        case .yourTurn: return .selection
        case .gameOver: return .success
        case .invalid: return .error
        }
    }
}
