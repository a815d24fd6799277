package app.spieleabend.core.tests

import app.spieleabend.core.InternalException
import app.spieleabend.core.LogLevel
import app.spieleabend.core.ObserverException
import app.spieleabend.core.ScenarioException
import app.spieleabend.core.ScenarioObserver
import app.spieleabend.core.ScenarioReport
import app.spieleabend.core.coreVersion
import app.spieleabend.core.gameIds
import app.spieleabend.core.initLogging
import app.spieleabend.core.runScenario
import app.spieleabend.core.runScenarios
import app.spieleabend.core.testPanic
import java.io.File
import java.util.Collections
import kotlin.test.assertFailsWith
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.awaitAll
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The repository's scenario files (docs/scenarios.md), found through -Dspieleabend.repo. */
private val scenarioFiles: List<File> by lazy {
    val repo = System.getProperty("spieleabend.repo") ?: error("run with -Dspieleabend.repo")
    File(repo, "core/tests/scenarios").walk().filter { it.extension == "json" }.sorted().toList()
}

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

    @Test
    fun aRustPanicArrivesAsInternalException() {
        val error = assertFailsWith<InternalException> { testPanic("deliberate test panic") }
        assertTrue(error.message!!.contains("deliberate test panic"), error.message)
        // The library is still usable after a panic.
        assertEquals("0.1.0", coreVersion())
    }
}

class ScenarioTest {
    @Test
    fun aRepositoryScenarioPasses() {
        val file = scenarioFiles.first { it.name == "opening-order.json" }
        val report = runBlocking { runScenario(file.readText()) }
        assertNull(report.failure)
        assertTrue(report.steps > 0u)
    }

    @Test
    fun aMalformedFileIsATypedError() {
        val error = assertFailsWith<ScenarioException.Malformed> { runBlocking { runScenario("{\n  \"game\": ") } }
        assertEquals(2u, error.line)
    }

    @Test
    fun anUnknownGameIsATypedError() {
        val error = assertFailsWith<ScenarioException.UnknownGame> {
            runBlocking { runScenario("""{"game": "skat", "name": "x", "steps": []}""") }
        }
        assertEquals("skat", error.name)
    }

    @Test
    fun concurrentCallsFromCoroutines() {
        val texts = scenarioFiles.map { it.readText() }
        val reports = runBlocking(Dispatchers.Default) {
            texts.map { async { runScenario(it) } }.awaitAll()
        }
        assertEquals(texts.size, reports.size)
        assertTrue(reports.all { it.failure == null }, reports.filter { it.failure != null }.toString())
    }
}

/** Records what it is told and on which thread. */
private class Recorder : ScenarioObserver {
    val reports: MutableList<ScenarioReport> = Collections.synchronizedList(mutableListOf())
    val errors: MutableList<String> = Collections.synchronizedList(mutableListOf())
    val threads: MutableSet<String> = Collections.synchronizedSet(mutableSetOf())

    override fun onReport(index: UInt, report: ScenarioReport) {
        threads += Thread.currentThread().name
        reports += report
    }

    override fun onError(index: UInt, error: String) {
        threads += Thread.currentThread().name
        errors += error
    }
}

class ObserverTest {
    @Test
    fun everyRepositoryScenarioPassesThroughTheBindings() {
        val recorder = Recorder()
        val texts = scenarioFiles.map { it.readText() }
        val summary = runBlocking { runScenarios(texts, recorder) }
        assertEquals(texts.size.toUInt(), summary.passed)
        assertEquals(0u, summary.failed + summary.notRun + summary.observerErrors)
        assertEquals(texts.size, recorder.reports.size)
    }

    @Test
    fun callbacksComeFromABackgroundThread() {
        val recorder = Recorder()
        val caller = Thread.currentThread().name
        runBlocking { runScenarios(listOf(scenarioFiles.first().readText(), "{"), recorder) }
        assertEquals(1, recorder.errors.size)
        // JNA attaches the Rust runtime thread to the JVM under a name of its own
        // ("Thread-N"), so the test can only see that it is not the caller's.
        assertTrue(recorder.threads.isNotEmpty())
        assertFalse(caller in recorder.threads, recorder.threads.toString())
    }

    @Test
    fun aThrowingObserverCannotCrashRust() {
        val throwing = object : ScenarioObserver {
            override fun onReport(index: UInt, report: ScenarioReport): Unit =
                throw IllegalStateException("UI is gone")

            override fun onError(index: UInt, error: String): Unit =
                throw ObserverException.Failed("declined")
        }
        val texts = listOf(scenarioFiles.first().readText(), "not json", scenarioFiles.last().readText())
        val summary = runBlocking { runScenarios(texts, throwing) }
        assertEquals(2u, summary.passed)
        assertEquals(1u, summary.notRun)
        assertEquals(3u, summary.observerErrors)
        // Still alive and answering.
        assertEquals("0.1.0", coreVersion())
    }
}
