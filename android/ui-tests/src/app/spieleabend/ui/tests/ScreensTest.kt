package app.spieleabend.ui.tests

import app.spieleabend.core.AppIntent
import app.spieleabend.core.FoundTable
import app.spieleabend.core.HomeItem
import app.spieleabend.core.Lang
import app.spieleabend.core.Medium
import app.spieleabend.core.NearbyIntent
import app.spieleabend.core.SetupIntent
import app.spieleabend.core.StatisticsIntent
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.material3.Surface
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.spieleabend.ui.screens.PermissionReason
import app.spieleabend.ui.screens.PermissionTexts
import app.spieleabend.ui.screens.PermissionsExplained
import app.spieleabend.ui.theme.SpieleabendTheme
import app.spieleabend.ui.table.TableLayout
import app.spieleabend.ui.table.tableLayout
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

/** A screenshot of every screen, and of the table of every game, at phone size, compared
 *  with the references in docs/images/app/: English light and dark, German light. The
 *  table of every game in landscape and on a tablet too. Animations are off: every
 *  picture shows the finished state. */
class ScreensTest {
    private val looks = listOf(Triple(Lang.EN, false, "en-light"), Triple(Lang.EN, true, "en-dark"), Triple(Lang.DE, false, "de-light"))

    private fun shoot(app: LiveApp, dark: Boolean, name: String) =
        assertMatchesReference(name, render { app.Ui(dark, motion = false) })

    @Test
    fun everyScreen() {
        for ((lang, dark, look) in looks) {
            val app = LiveApp(lang)
            shoot(app, dark, "home-$look")
            for ((item, name) in listOf(HomeItem.SETTINGS to "settings", HomeItem.STATISTICS to "statistics", HomeItem.NEW_GAME to "setup")) {
                app.send(AppIntent.Open(item))
                shoot(app, dark, "$name-$look")
                app.send(AppIntent.Back)
            }
            app.send(AppIntent.Open(HomeItem.RULES))
            shoot(app, dark, "rules-$look")
            app.send(AppIntent.OpenRules("juhu22"))
            shoot(app, dark, "rules-juhu22-$look")
            app.send(AppIntent.Back)
            app.send(AppIntent.Back)
            app.send(AppIntent.Open(HomeItem.NEARBY))
            app.send(AppIntent.Nearby(NearbyIntent.GoJoin))
            // Two tables found, one on the network and one over Bluetooth (chosen).
            app.send(
                AppIntent.Nearby(NearbyIntent.Found(listOf(
                    FoundTable("Anna’s table", "192.168.1.20:7077", Medium.NETWORK, "elfer_raus"),
                    FoundTable("Ben’s table", "C0:FF:EE:00:00:01", Medium.BLUETOOTH, "juhu22"),
                ))),
            )
            app.send(AppIntent.Nearby(NearbyIntent.ChooseFound(1u)))
            shoot(app, dark, "join-$look")
        }
    }

    /** The setup of a game with variants (22Juhu, the chip-playing pro variant) with its
     *  lines on what the variant and the options mean: German dark at phone size, and
     *  English light on a tablet. */
    @Test
    fun theSetupOfAGameWithVariants() {
        for ((lang, dark, name, size) in listOf(
            Quad(Lang.DE, true, "setup-juhu22-de-dark", PHONE_WIDTH_DP to PHONE_HEIGHT_DP),
            Quad(Lang.EN, false, "setup-juhu22-tablet-en-light", 1280 to 800),
        )) {
            val app = LiveApp(lang)
            app.send(AppIntent.Open(HomeItem.NEW_GAME))
            app.send(AppIntent.Setup(SetupIntent.ChooseGame("juhu22")))
            app.send(AppIntent.Setup(SetupIntent.ChooseVariant(3u)))
            assertMatchesReference(name, render(size.first, size.second) { app.Ui(dark, motion = false) })
        }
    }

    /** The statistics after some games: a table per game, at phone size (English light,
     *  with the reset's question) and on a tablet (German dark). */
    @Test
    fun statisticsAfterSomeGames() {
        val phone = LiveApp(Lang.EN, files = mapOf("statistics.json" to PLAYED_STATISTICS))
        phone.send(AppIntent.Open(HomeItem.STATISTICS))
        phone.send(AppIntent.Statistics(StatisticsIntent.RESET))
        assertMatchesReference("statistics-played-en-light", render { phone.Ui(false, motion = false) })
        val tablet = LiveApp(Lang.DE, files = mapOf("statistics.json" to PLAYED_STATISTICS))
        tablet.send(AppIntent.Open(HomeItem.STATISTICS))
        assertMatchesReference("statistics-played-tablet-de-dark", render(1280, 800) { tablet.Ui(true, motion = false) })
    }

    private data class Quad(val lang: Lang, val dark: Boolean, val name: String, val size: Pair<Int, Int>)

    @Test
    fun everyGamesTable() {
        for ((lang, dark, look) in looks) {
            for (key in GAME_KEYS) {
                val app = LiveApp(lang)
                app.fastBots()
                app.start(key)
                app.awaitPerson()
                shoot(app, dark, "table-$key-$look")
            }
        }
    }

    @Test
    fun theLayoutFollowsTheSpace() {
        assertEquals(TableLayout.Portrait, tableLayout(412.dp, 915.dp))
        assertEquals(TableLayout.Landscape, tableLayout(915.dp, 412.dp))
        assertEquals(TableLayout.Tablet, tableLayout(1280.dp, 800.dp))
        assertEquals(TableLayout.Portrait, tableLayout(800.dp, 1280.dp))
    }

    /** The table of every game on a phone held sideways (915 × 412 dp) and on a tablet
     *  (1280 × 800 dp), English light. */
    @Test
    fun everyGamesTableInLandscapeAndOnATablet() {
        for (key in GAME_KEYS) {
            val app = LiveApp(Lang.EN)
            app.fastBots()
            app.start(key)
            app.awaitPerson()
            assertMatchesReference("table-$key-landscape-en-light", render(915, 412) { app.Ui(false, motion = false) })
            assertMatchesReference("table-$key-tablet-en-light", render(1280, 800) { app.Ui(false, motion = false) })
        }
    }

    /** The Android app's words for the permissions screen, read from its string resources. */
    private fun androidStrings(folder: String): Map<String, String> {
        val file = java.io.File(System.getProperty("spieleabend.repo", "."), "android/app/src/main/res/$folder/strings.xml")
        val xml = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file)
        val nodes = xml.getElementsByTagName("string")
        return (0 until nodes.length).associate { i ->
            val node = nodes.item(i)
            node.attributes.getNamedItem("name").nodeValue to node.textContent.replace("\\'", "'")
        }
    }

    /** The screen asking for Bluetooth before nearby play, as Android 12+ shows it, in
     *  English and German. */
    @Test
    fun thePermissionsExplained() {
        for ((folder, name) in listOf("values" to "permissions-en-light", "values-de" to "permissions-de-light")) {
            val words = androidStrings(folder)
            val texts = PermissionTexts(
                title = words.getValue("permissions_title"),
                intro = words.getValue("permissions_intro"),
                reasons = listOf(
                    PermissionReason(words.getValue("permission_bluetooth_name"), words.getValue("permission_bluetooth_why")),
                ),
                allow = words.getValue("permissions_allow"),
                notNow = words.getValue("permissions_not_now"),
            )
            assertMatchesReference(name, render {
                SpieleabendTheme(false) {
                    Surface(Modifier.fillMaxSize()) { PermissionsExplained(texts, onAllow = {}, onNotNow = {}) }
                }
            })
        }
    }
}
