package app.spieleabend.core.tests

import app.spieleabend.core.AppCore
import app.spieleabend.core.AppIntent
import app.spieleabend.core.AppModel
import app.spieleabend.core.AppView
import app.spieleabend.core.CoachTarget
import app.spieleabend.core.HomeItem
import app.spieleabend.core.Lang
import app.spieleabend.core.ScreenView
import app.spieleabend.core.SettingKey
import app.spieleabend.core.SettingsIntent
import app.spieleabend.core.TableIntent
import app.spieleabend.core.TableView
import java.nio.file.Files
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The guided first games, played as a new player would, through the bindings. */
class LessonJourneyTest {
    private fun AppView.lessonTable(): TableView =
        (screen as? ScreenView.Table)?.view ?: error("not the table: $screen")

    /** A new app over an empty folder, the bots at their fastest pace. */
    private fun openFast(lang: Lang): AppModel {
        val dir = Files.createTempDirectory("spieleabend-lesson").toString()
        val model = AppModel(AppCore.withSeed(dir, lang, 9u))
        model.send(AppIntent.Open(HomeItem.SETTINGS))
        model.send(AppIntent.Settings(SettingsIntent.Choose(SettingKey.BOT_PACE, 2u)))
        model.send(AppIntent.Back)
        return model
    }

    private fun next(model: AppModel, seen: AppView): AppView = runBlocking {
        withTimeout(30_000) { model.view.first { it != seen } }
    }

    @Test
    fun eachGuidedGameIsPlayedToItsEndAndARefusedCardNamesTheRule() {
        for ((key, lang) in listOf("elfer_raus" to Lang.EN, "juhu22" to Lang.DE)) {
            val model = openFast(lang)
            var view = model.send(AppIntent.Learn(key))
            assertEquals(key, view.lessonTable().gameKey)
            var refused = false
            val started = System.nanoTime()
            while (true) {
                assertTrue(System.nanoTime() - started < 120_000_000_000L, "$key: the lesson ends")
                val table = view.lessonTable()
                val coach = table.coach ?: error("$key: the coach is there")
                assertTrue(coach.text.isNotBlank())
                if (coach.finished) break
                if (table.overlay != null) {
                    view = model.send(AppIntent.Table(TableIntent.Dismiss))
                    continue
                }
                val target = coach.target
                val intent = when (target) {
                    is CoachTarget.Card -> TableIntent.TapCard(target.id)
                    is CoachTarget.Choice -> TableIntent.Choose(target.id)
                    is CoachTarget.Confirm -> TableIntent.Confirm
                    else -> null
                }
                if (intent == null) {
                    view = next(model, view)
                    continue
                }
                val blocked = table.hand.firstOrNull { !it.state.playable && table.pick?.ticking == false }
                if (!refused && blocked != null) {
                    val wrong = model.send(AppIntent.Table(TableIntent.TapCard(blocked.id))).lessonTable()
                    val ruling = wrong.coach?.ruling ?: error("$key: the rule is named")
                    assertTrue(wrong.coach!!.mistake!!.contains(ruling))
                    assertEquals(table.hand.size, wrong.hand.size, "$key: nothing was played")
                    refused = true
                }
                view = model.send(AppIntent.Table(intent))
            }
            assertTrue(refused, "$key: a card was refused on the way")
            view = model.send(AppIntent.SkipLesson)
            assertFalse(view.lessonTable().coach!!.text.isBlank())
            model.close()
        }
    }
}
