package app.spieleabend.core.tests

import app.spieleabend.core.AppCore
import app.spieleabend.core.AppIntent
import app.spieleabend.core.AppObserver
import app.spieleabend.core.AppView
import app.spieleabend.core.BotLevel
import app.spieleabend.core.HomeItem
import app.spieleabend.core.Lang
import app.spieleabend.core.LogLevel
import app.spieleabend.core.ObserverException
import app.spieleabend.core.Overlay
import app.spieleabend.core.ScreenView
import app.spieleabend.core.SeatPlayer
import app.spieleabend.core.SettingKey
import app.spieleabend.core.SettingsIntent
import app.spieleabend.core.SetupIntent
import app.spieleabend.core.ShellEffect
import app.spieleabend.core.TableIntent
import app.spieleabend.core.coreVersion
import app.spieleabend.core.gameIds
import app.spieleabend.core.initLogging
import app.spieleabend.core.testing.InternalException
import app.spieleabend.core.testing.testPanic
import java.io.File
import java.nio.file.Files
import java.util.Collections
import java.util.concurrent.atomic.AtomicInteger
import kotlin.test.assertFailsWith
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class LibraryTest {
    @Test
    fun versionAndGames() {
        assertEquals("0.1.0", coreVersion())
        assertEquals(listOf("elfer_raus", "seventy_seven", "juhu22", "rauswurf", "help"), gameIds())
    }

    @Test
    fun initLoggingIsIdempotent() {
        initLogging(LogLevel.DEBUG)
        initLogging(LogLevel.WARN)
        initLogging(LogLevel.OFF)
    }

    /** `testPanic` is a component of its own in the tests' build (package `…core.testing`). */
    @Test
    fun aRustPanicArrivesAsInternalException() {
        val error = assertFailsWith<InternalException> { testPanic("deliberate test panic") }
        assertTrue(error.message!!.contains("deliberate test panic"), error.message)
        // The library is still usable after a panic.
        assertEquals("0.1.0", coreVersion())
    }
}

/**
 * Plays Elfer raus!, one person (the first playable card or choice) against an easy bot
 * at the fastest pace, until `enough` says so or the game is over; the bot's moves reach
 * the core's observer.
 */
private fun playAgainstABot(core: AppCore, enough: () -> Boolean) {
    core.dispatch(AppIntent.Open(HomeItem.SETTINGS))
    core.dispatch(AppIntent.Settings(SettingsIntent.Choose(SettingKey.BOT_PACE, 2u)))
    core.dispatch(AppIntent.Open(HomeItem.NEW_GAME))
    core.dispatch(AppIntent.Setup(SetupIntent.SetPlayers(2u)))
    core.dispatch(AppIntent.Setup(SetupIntent.SetSeatPlayer(0u, SeatPlayer.Person)))
    core.dispatch(AppIntent.Setup(SetupIntent.SetSeatPlayer(1u, SeatPlayer.Bot(BotLevel.EASY))))
    var view: AppView = core.dispatch(AppIntent.Setup(SetupIntent.Start))
    val deadline = System.nanoTime() + 60_000_000_000L
    while (!enough()) {
        assertTrue(System.nanoTime() < deadline, "the game did not go on")
        val table = (view.screen as ScreenView.Table).view
        val pick = table.pick
        val intent = when {
            table.overlay is Overlay.GameOver -> return
            table.overlay is Overlay.Summary -> TableIntent.Dismiss
            table.overlay is Overlay.Curtain -> TableIntent.Ready
            pick != null -> table.hand.firstOrNull { it.state.playable }?.let { TableIntent.TapCard(it.id) }
                ?: pick.choices.firstOrNull()?.let { TableIntent.Choose(it.id) }
            else -> null
        }
        view = if (intent != null) {
            core.dispatch(AppIntent.Table(intent))
        } else {
            Thread.sleep(10)
            core.view()
        }
    }
}

/** How the core calls the shell's observer. */
class AppObserverTest {
    private fun newDir(): File = Files.createTempDirectory("spieleabend-observer").toFile()

    @Test
    fun pushedViewsAndEffectsComeFromTheCoresThreadsNeverTheCallers() {
        val dir = newDir()
        val core = AppCore.withSeed(dir.path, Lang.EN, 3u)
        val threads: MutableSet<String> = Collections.synchronizedSet(mutableSetOf())
        val views = AtomicInteger()
        core.setObserver(object : AppObserver {
            override fun onView(view: AppView) {
                threads += Thread.currentThread().name
                views.incrementAndGet()
            }

            override fun onEffect(effect: ShellEffect) {}
        })
        val caller = Thread.currentThread().name
        playAgainstABot(core) { views.get() >= 3 }
        // JNA attaches the core's threads to the JVM under names of its own ("Thread-N"),
        // so the test can only see that they are not the caller's.
        assertTrue(threads.isNotEmpty())
        assertFalse(caller in threads, threads.toString())
        core.close()
        dir.deleteRecursively()
    }

    @Test
    fun aThrowingObserverCannotCrashRust() {
        val dir = newDir()
        val core = AppCore.withSeed(dir.path, Lang.EN, 4u)
        val calls = AtomicInteger()
        core.setObserver(object : AppObserver {
            override fun onView(view: AppView) {
                calls.incrementAndGet()
                throw IllegalStateException("UI is gone")
            }

            override fun onEffect(effect: ShellEffect) {
                calls.incrementAndGet()
                throw ObserverException.Failed("declined")
            }
        })
        // The bot goes on moving although every call into the observer threw.
        playAgainstABot(core) { calls.get() >= 6 }
        assertTrue(calls.get() >= 6)
        // Still alive and answering.
        assertTrue(core.view().screen is ScreenView.Table)
        assertEquals("0.1.0", coreVersion())
        core.close()
        dir.deleteRecursively()
    }
}
