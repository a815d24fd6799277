package app.spieleabend.ui.tests

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import app.spieleabend.core.AppCore
import app.spieleabend.core.AppIntent
import app.spieleabend.core.AppObserver
import app.spieleabend.core.AppView
import app.spieleabend.core.BotLevel
import app.spieleabend.core.HomeItem
import app.spieleabend.core.Lang
import app.spieleabend.core.Overlay
import app.spieleabend.core.ScreenView
import app.spieleabend.core.SeatPlayer
import app.spieleabend.core.SettingKey
import app.spieleabend.core.SettingsIntent
import app.spieleabend.core.SetupIntent
import app.spieleabend.core.ShellEffect
import app.spieleabend.core.TableView
import app.spieleabend.ui.SpieleabendApp
import app.spieleabend.ui.cues.CuePlayer
import app.spieleabend.ui.cues.playCue
import app.spieleabend.ui.motion.LocalMotion
import app.spieleabend.ui.theme.SpieleabendTheme
import java.nio.file.Files

/** A `statistics.json` after some games: Elfer raus! against people and hard bots, 22Juhu
 *  against medium bots, Help! against easy ones. */
val PLAYED_STATISTICS = """
{"records": {
  "elfer_raus": {
    "humans": {"played": 12, "won": 5, "current_streak": 2, "best_streak": 3, "places": 25},
    "hard": {"played": 30, "won": 9, "current_streak": 0, "best_streak": 4, "places": 71}
  },
  "juhu22": {"medium": {"played": 7, "won": 4, "current_streak": 1, "best_streak": 2, "places": 12}},
  "help": {"easy": {"played": 3, "won": 3, "current_streak": 3, "best_streak": 3, "places": 3}}
}}
""".trimIndent()

/** Every game's key, in menu order (as the registry lists them). */
val GAME_KEYS = listOf("elfer_raus", "seventy_seven", "juhu22", "rauswurf", "help")

/**
 * The real app core over a fresh directory (holding [files] by name, e.g. a
 * `statistics.json`), its view kept in Compose state: views the runtime pushes (bot
 * moves, timers) land there as the Android shell's StateFlow would.
 */
class LiveApp(lang: Lang = Lang.EN, seed: ULong = 7UL, private val cues: CuePlayer? = null, files: Map<String, String> = emptyMap()) {
    val dir = Files.createTempDirectory("spieleabend-ui").toFile().apply { deleteOnExit() }
        .also { dir -> files.forEach { (name, text) -> dir.resolve(name).writeText(text) } }
    val core: AppCore = AppCore.withSeed(dir.path, lang, seed)
    var view: AppView by mutableStateOf(core.view())
        private set

    init {
        core.setObserver(object : AppObserver {
            override fun onView(view: AppView) {
                show(view)
            }
            override fun onEffect(effect: ShellEffect) {
                cues?.let { playCue(effect, it) }
            }
        })
    }

    /** What a tap does: the intent to the core, its view back. */
    fun send(intent: AppIntent) {
        val start = System.nanoTime()
        val next = core.dispatch(intent)
        lastDispatchNanos = System.nanoTime() - start
        show(next)
    }

    /** How long the last [send] waited for the app core (for the tap-to-frame figures). */
    var lastDispatchNanos = 0L
        private set

    /** Shows [next] unless a newer view already arrived from the other thread (a call's
     *  answer and a bot's pushed move may cross). */
    @Synchronized
    private fun show(next: AppView) {
        if (next.revision >= view.revision) view = next
    }

    /** The app drawn in the theme of [dark]; [motion] off draws every change finished
     *  (the screenshots). */
    @Composable
    fun Ui(dark: Boolean = false, motion: Boolean = true) {
        CompositionLocalProvider(LocalMotion provides motion) {
            SpieleabendTheme(dark) { SpieleabendApp(view, ::send) }
        }
    }

    /** The table shown now, if any. */
    val table: TableView? get() = (view.screen as? ScreenView.Table)?.view

    /** The bots at the fastest pace, so a game to the end takes seconds. */
    fun fastBots() {
        send(AppIntent.Open(HomeItem.SETTINGS))
        send(AppIntent.Settings(SettingsIntent.Choose(SettingKey.BOT_PACE, 2u)))
        send(AppIntent.Back)
    }

    /** A new game of [key]: [people] people in the first seats, medium bots in the others. */
    fun start(key: String, people: Int = 1) {
        send(AppIntent.Open(HomeItem.NEW_GAME))
        send(AppIntent.Setup(SetupIntent.ChooseGame(key)))
        val seats = (view.screen as ScreenView.Setup).view.seats.size
        for (seat in 0 until seats) {
            val player = if (seat < people) SeatPlayer.Person else SeatPlayer.Bot(BotLevel.MEDIUM)
            send(AppIntent.Setup(SetupIntent.SetSeatPlayer(seat.toUInt(), player)))
        }
        send(AppIntent.Setup(SetupIntent.Start))
    }

    /** Waits (up to [seconds]) until a person decides: the curtain, a summary, game over
     *  or a person's turn with no bot still to move. */
    fun awaitPerson(seconds: Int = 20) {
        val until = System.currentTimeMillis() + seconds * 1000L
        while (System.currentTimeMillis() < until) {
            val table = table ?: return
            if (table.overlay != null) return
            if (table.toAct != null && table.toAct == table.viewer) return
            Thread.sleep(20)
        }
        error("no person to act after $seconds s: ${table?.status}")
    }

    /** Whether the game is over. */
    val over: Boolean get() = table?.overlay is Overlay.GameOver
}
