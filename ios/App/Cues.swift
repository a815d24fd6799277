import AVFoundation
import SwiftUI
import SpieleabendCore

/// Plays the cues the core asks for: the same short tones as the Android and desktop
/// apps (`Tones` in Compose's `cues/Cues.kt`), generated in code, and the haptic of each
/// cue for `sensoryFeedback`. The core sends a cue's sound only when the sound setting
/// is on. The audio session is `.ambient`: mixed with other audio, silent in silent mode.
@MainActor
enum CuePlayer {
    private static let sampleRate = 44_100.0
    private static let engine = AVAudioEngine()
    private static let player = AVAudioPlayerNode()
    private static var started = false

    /// Plays the tone of `cue`; without an audio device it stays silent.
    static func play(_ cue: Cue) {
        guard let format = AVAudioFormat(standardFormatWithSampleRate: sampleRate, channels: 1) else { return }
        if !started {
            try? AVAudioSession.sharedInstance().setCategory(.ambient)
            engine.attach(player)
            engine.connect(player, to: engine.mainMixerNode, format: format)
            do {
                try engine.start()
            } catch {
                return
            }
            started = true
        }
        let samples = tone(for: cue)
        guard let buffer = AVAudioPCMBuffer(pcmFormat: format, frameCapacity: AVAudioFrameCount(samples.count)),
              let channel = buffer.floatChannelData?[0] else { return }
        for (index, sample) in samples.enumerated() {
            channel[index] = sample
        }
        buffer.frameLength = AVAudioFrameCount(samples.count)
        player.scheduleBuffer(buffer, at: nil, options: .interrupts)
        player.play()
    }

    /// The notes of each cue (pitch in Hz, length in ms; 0 Hz is a pause), as in Compose.
    static func notes(for cue: Cue) -> [(hz: Double, ms: Int)] {
        switch cue {
        case .cardLaid: return [(660, 45)]
        case .cardDrawn: return [(494, 45)]
        case .thrownOut: return [(440, 70), (294, 90)]
        case .trickTaken: return [(523, 60), (784, 80)]
        case .chips: return [(1319, 30), (0, 20), (1319, 30), (0, 20), (1568, 40)]
        case .yourTurn: return [(880, 110)]
        case .gameOver: return [(523, 70), (659, 70), (784, 110)]
        case .invalid: return [(185, 120)]
        }
    }

    /// The samples of `cue`: sine tones with soft edges, at most 250 ms.
    static func tone(for cue: Cue) -> [Float] {
        var out: [Float] = []
        for note in notes(for: cue) {
            let count = Int(sampleRate) * note.ms / 1000
            let edge = max(1, min(count / 4, Int(sampleRate) * 8 / 1000))
            for index in 0..<count {
                let envelope = min(1.0, Double(min(index, count - 1 - index)) / Double(edge))
                let sample = note.hz == 0 ? 0 : sin(2 * Double.pi * note.hz * Double(index) / sampleRate) * envelope * 0.35
                out.append(Float(sample))
            }
        }
        return out
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
