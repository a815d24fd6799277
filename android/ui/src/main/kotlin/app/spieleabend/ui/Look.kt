package app.spieleabend.ui

import androidx.compose.runtime.staticCompositionLocalOf
import app.spieleabend.core.AnimationSpeed
import app.spieleabend.core.CardSize
import app.spieleabend.core.Look

/**
 * The player's settings for how every screen is drawn (animation speed, card size,
 * left-handed layout), as the app core hands them with each view. [SpieleabendApp]
 * provides it; the table reads it.
 */
val LocalLook = staticCompositionLocalOf {
    Look(animationSpeed = AnimationSpeed.NORMAL, cardSize = CardSize.NORMAL, leftHanded = false)
}

/** How much longer than usual motion takes at this speed (0 when it is off). */
val AnimationSpeed.durationScale: Float
    get() = when (this) {
        AnimationSpeed.OFF -> 0f
        AnimationSpeed.NORMAL -> 1f
        AnimationSpeed.FAST -> 0.5f
    }

/** How much larger than usual the table's cards are drawn at this size. */
val CardSize.scale: Float
    get() = when (this) {
        CardSize.SMALL -> 0.85f
        CardSize.NORMAL -> 1f
        CardSize.LARGE -> 1.2f
    }
