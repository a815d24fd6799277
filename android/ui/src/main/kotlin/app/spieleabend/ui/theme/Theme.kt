package app.spieleabend.ui.theme

import androidx.compose.material3.ColorScheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color

/** The designed palette: a green card table, warm paper cards, a brass accent. */
private val Light = lightColorScheme(
    primary = Color(0xFF2E6B4F),
    onPrimary = Color(0xFFFFFFFF),
    primaryContainer = Color(0xFFB2F1CF),
    onPrimaryContainer = Color(0xFF002113),
    secondary = Color(0xFF8A5A00),
    onSecondary = Color(0xFFFFFFFF),
    secondaryContainer = Color(0xFFFFDDB0),
    onSecondaryContainer = Color(0xFF2C1800),
    tertiary = Color(0xFF3D6373),
    onTertiary = Color(0xFFFFFFFF),
    background = Color(0xFFF6FBF4),
    onBackground = Color(0xFF171D19),
    surface = Color(0xFFF6FBF4),
    onSurface = Color(0xFF171D19),
    surfaceVariant = Color(0xFFDCE5DC),
    onSurfaceVariant = Color(0xFF404943),
    outline = Color(0xFF707972),
    error = Color(0xFFBA1A1A),
    onError = Color(0xFFFFFFFF),
)

private val Dark = darkColorScheme(
    primary = Color(0xFF96D5B3),
    onPrimary = Color(0xFF003823),
    primaryContainer = Color(0xFF115238),
    onPrimaryContainer = Color(0xFFB2F1CF),
    secondary = Color(0xFFFFB951),
    onSecondary = Color(0xFF482900),
    secondaryContainer = Color(0xFF693F00),
    onSecondaryContainer = Color(0xFFFFDDB0),
    tertiary = Color(0xFFA5CCDF),
    onTertiary = Color(0xFF073543),
    background = Color(0xFF0F1511),
    onBackground = Color(0xFFDFE4DE),
    surface = Color(0xFF0F1511),
    onSurface = Color(0xFFDFE4DE),
    surfaceVariant = Color(0xFF404943),
    onSurfaceVariant = Color(0xFFC0C9C1),
    outline = Color(0xFF8A938C),
    error = Color(0xFFFFB4AB),
    onError = Color(0xFF690005),
)

/** The palette for [dark] or light mode. */
fun spieleabendColors(dark: Boolean): ColorScheme = if (dark) Dark else Light

/**
 * Spieleabend's Material 3 theme. [colors] replaces the designed palette, e.g. with the
 * Android 12+ dynamic colours the Android shell reads from the wallpaper.
 */
@Composable
fun SpieleabendTheme(
    dark: Boolean,
    colors: ColorScheme = spieleabendColors(dark),
    content: @Composable () -> Unit,
) {
    MaterialTheme(colorScheme = colors, content = content)
}
