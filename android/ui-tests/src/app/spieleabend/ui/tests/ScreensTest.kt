package app.spieleabend.ui.tests

import app.spieleabend.core.AppIntent
import app.spieleabend.core.HomeItem
import app.spieleabend.core.Lang
import app.spieleabend.core.NearbyIntent
import org.junit.jupiter.api.Test

/** A screenshot of every screen, and of the table of every game, at phone size, compared
 *  with the references in docs/images/app/: English light and dark, German light. */
class ScreensTest {
    private val looks = listOf(Triple(Lang.EN, false, "en-light"), Triple(Lang.EN, true, "en-dark"), Triple(Lang.DE, false, "de-light"))

    private fun shoot(app: LiveApp, dark: Boolean, name: String) =
        assertMatchesReference(name, render { app.Ui(dark) })

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
            shoot(app, dark, "join-$look")
        }
    }

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
}
