package app.spieleabend.ui.tests

import androidx.compose.runtime.Composable
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.unit.Density
import org.jetbrains.skia.EncodedImageFormat
import org.jetbrains.skia.Image
import java.io.File
import kotlin.math.abs

/** Phone size in dp (a common Android portrait screen) and the pixel density we render at. */
const val PHONE_WIDTH_DP = 412
const val PHONE_HEIGHT_DP = 915
const val DENSITY = 2f

/** The committed reference images (and the README's pictures). */
val referenceDir = File(System.getProperty("spieleabend.repo", ".") + "/docs/images/app")

/** Renders [content] headless (Skia on the CPU) at [widthDp] × [heightDp]. */
fun render(widthDp: Int = PHONE_WIDTH_DP, heightDp: Int = PHONE_HEIGHT_DP, content: @Composable () -> Unit): Image {
    val scene = ImageComposeScene(
        (widthDp * DENSITY).toInt(), (heightDp * DENSITY).toInt(), Density(DENSITY), content = content,
    )
    try {
        // A first frame lays out, the second draws what layout decided (e.g. measured text).
        scene.render()
        return scene.render()
    } finally {
        scene.close()
    }
}

/**
 * Compares [image] with the reference `docs/images/app/<name>.png`: it matches when at
 * most 0.5 % of the pixels differ by more than 24 in any channel (font hinting and
 * anti-aliasing may move an edge by a pixel). With UPDATE_SCREENSHOTS=1 the reference is
 * (re)written instead; a missing reference is a failure.
 */
fun assertMatchesReference(name: String, image: Image) {
    val file = File(referenceDir, "$name.png")
    val png = image.encodeToData(EncodedImageFormat.PNG)!!.bytes
    if (System.getenv("UPDATE_SCREENSHOTS") == "1") {
        referenceDir.mkdirs()
        file.writeBytes(png)
        return
    }
    check(file.exists()) { "no reference image $file (run scripts/test-ui with UPDATE_SCREENSHOTS=1)" }
    val expected = Image.makeFromEncoded(file.readBytes())
    check(expected.width == image.width && expected.height == image.height) {
        "$name: size ${image.width}×${image.height}, reference ${expected.width}×${expected.height}"
    }
    val a = org.jetbrains.skia.Bitmap.makeFromImage(expected)
    val b = org.jetbrains.skia.Bitmap.makeFromImage(image)
    var differing = 0
    for (y in 0 until image.height) for (x in 0 until image.width) {
        val p = a.getColor(x, y)
        val q = b.getColor(x, y)
        val far = (0..24 step 8).any { shift -> abs((p ushr shift and 0xFF) - (q ushr shift and 0xFF)) > 24 }
        if (far) differing++
    }
    val share = differing.toDouble() / (image.width * image.height)
    if (share > 0.005) {
        val actual = File(System.getProperty("java.io.tmpdir"), "spieleabend-$name.actual.png")
        actual.writeBytes(png)
        error("$name differs from its reference in ${"%.2f".format(share * 100)} % of pixels (actual: $actual)")
    }
}
