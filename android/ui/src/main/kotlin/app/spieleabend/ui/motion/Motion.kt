package app.spieleabend.ui.motion

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.FastOutSlowInEasing
import androidx.compose.animation.core.tween
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.unit.dp
import app.spieleabend.core.Change
import app.spieleabend.ui.LocalLook
import app.spieleabend.ui.durationScale

/**
 * Whether the table animates what changed. The shells turn it off when the system asks
 * for no animations (Android: the animator duration scale is 0, "Remove animations";
 * desktop: the environment variable `SPIELEABEND_REDUCE_MOTION=1`); the screenshot tests
 * turn it off, so every picture shows the finished state.
 */
val LocalMotion = staticCompositionLocalOf { true }

/** How long a change is animated: short, and never longer than 250 ms. */
const val MOTION_MS = 220

/** How long a change is animated at the player's animation speed, in ms. */
@Composable
fun motionMs(): Int = (MOTION_MS * LocalLook.current.animationSpeed.durationScale).toInt()

/** How an element comes onto the table. */
enum class Arrival {
    /** A card laid: it drops onto the table from above, slightly larger. */
    Laid,

    /** A card drawn into the hand: it slides in from above and fades in. */
    Drawn,

    /** A card thrown out: it slides in from the side, turned a little. */
    ThrownOut,

    /** A player or a row something happened to: a short swell. */
    Pulse,
}

/** The seat a change happened to. */
val Change.seat: UByte
    get() = when (this) {
        is Change.CardLaid -> seat
        is Change.CardDrawn -> seat
        is Change.ThrownOut -> seat
        is Change.TrickTaken -> seat
        is Change.Chips -> seat
        is Change.PlayerOut -> seat
    }

/** Runs from 0 to 1 in [MOTION_MS] (half that at the player's fast animation speed) each
 *  time [trigger] becomes a new non-null value; stays at 1 (the finished state) without a
 *  trigger or with motion off. */
@Composable
private fun progress(trigger: Any?): () -> Float {
    val motion = LocalMotion.current
    val ms = motionMs()
    val animatable = remember { Animatable(1f) }
    LaunchedEffect(trigger, motion) {
        if (trigger != null && motion) {
            animatable.snapTo(0f)
            animatable.animateTo(1f, tween(ms, easing = FastOutSlowInEasing))
        } else {
            animatable.snapTo(1f)
        }
    }
    return { animatable.value }
}

/**
 * Draws the element arriving when [trigger] (the changes that concern it, or null) is
 * new. Only the drawing moves (a graphics layer): layout and touch targets stay where the
 * element ends, nothing waits for the animation, and a tap during it acts at once.
 */
@Composable
fun Modifier.arrival(trigger: Any?, kind: Arrival): Modifier {
    val progress = progress(trigger)
    val distance = with(LocalDensity.current) { 28.dp.toPx() }
    return graphicsLayer {
        val p = progress()
        if (p >= 1f) return@graphicsLayer
        val rest = 1f - p
        when (kind) {
            Arrival.Laid -> {
                translationY = -distance * rest
                scaleX = 1f + 0.15f * rest
                scaleY = 1f + 0.15f * rest
            }
            Arrival.Drawn -> {
                translationY = -distance * rest
                alpha = 0.3f + 0.7f * p
            }
            Arrival.ThrownOut -> {
                translationX = distance * 1.5f * rest
                rotationZ = 12f * rest
            }
            Arrival.Pulse -> {
                val swell = 0.08f * (1f - kotlin.math.abs(2f * p - 1f))
                scaleX = 1f + swell
                scaleY = 1f + swell
            }
        }
    }
}

/**
 * How far a floating label (chips won or paid) has risen and faded: 0 at the start, 1
 * when it is gone. With motion off the label is never shown (the scores say it).
 */
@Composable
fun floatAway(trigger: Any?): () -> Float = progress(trigger)
