package app.spieleabend.core.tests

import app.spieleabend.android.effects.NearbyActions
import app.spieleabend.android.effects.ShellEffects
import app.spieleabend.core.Advertisement
import app.spieleabend.core.AppCore
import app.spieleabend.core.AppIntent
import app.spieleabend.core.AppModel
import app.spieleabend.core.HomeItem
import app.spieleabend.core.Lang
import app.spieleabend.core.NearbyIntent
import app.spieleabend.core.ShellEffect
import java.nio.file.Files
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.cancel
import kotlin.test.Test
import kotlin.test.assertEquals

/** Records what the app asked of the phone's nearby shell, in order. */
private class RecordedNearby : NearbyActions {
    private val lock = Object()
    private val calls = mutableListOf<String>()

    private fun add(call: String) = synchronized(lock) {
        calls += call
        lock.notifyAll()
    }

    /** Waits up to 20 s until [count] calls were made; returns them. */
    fun await(count: Int): List<String> = synchronized(lock) {
        val deadline = System.currentTimeMillis() + 20_000
        while (calls.size < count) {
            val left = deadline - System.currentTimeMillis()
            check(left > 0) { "waited in vain for $count calls: $calls" }
            lock.wait(left)
        }
        calls.toList()
    }

    override fun startDiscovery(bluetooth: Boolean) = add("look (bluetooth: $bluetooth)")
    override fun stopDiscovery() = add("stop looking")
    override fun advertise(advertisement: Advertisement, bluetooth: Boolean) = add("announce (bluetooth: $bluetooth)")
    override fun stopAdvertising() = add("stop announcing")
    override fun connectBluetooth(effect: ShellEffect.ConnectBluetooth) = add("connect")
    override fun reopenBluetooth(effect: ShellEffect.ReopenBluetooth) = add("reopen")
    override fun stop() = add("stop")
}

/**
 * The Android app's effect handling on the JVM: [ShellEffects] as its ViewModel holds
 * it, over the real core, with no screen collecting anything.
 */
class ShellEffectsTest {
    @Test
    fun effectsAskedForAsTheCoreStartsArePerformedWithoutAnyScreen() {
        val dir = Files.createTempDirectory("spieleabend-effects").toString()
        AppModel(AppCore.withSeed(dir, Lang.EN, 1u)).use { before ->
            before.send(AppIntent.Open(HomeItem.NEARBY))
            before.send(AppIntent.Nearby(NearbyIntent.GoJoin))
        }
        // The process was killed on the join screen. The new core asks to look for
        // tables as it starts, before anything collects its effects.
        val model = AppModel(AppCore.withSeed(dir, Lang.EN, 2u))
        val nearby = RecordedNearby()
        val scope = CoroutineScope(Dispatchers.Default)
        val effects = ShellEffects(model.effects, scope, nearby, { model.send(it) }) { false }
        assertEquals(listOf("look (bluetooth: false)"), nearby.await(1))
        // No screen (no cue player): leaving the join screen still stops the search.
        effects.cues = null
        model.send(AppIntent.Back)
        assertEquals(listOf("look (bluetooth: false)", "stop looking"), nearby.await(2))
        scope.cancel()
        model.close()
    }

    @Test
    fun bluetoothAllowedOnTheJoinScreenReachesTheCoreWhichLooksAgain() {
        val model = AppModel(AppCore.withSeed(Files.createTempDirectory("spieleabend-allowed").toString(), Lang.EN, 3u))
        val nearby = RecordedNearby()
        val scope = CoroutineScope(Dispatchers.Default)
        var allowed = false
        val effects = ShellEffects(model.effects, scope, nearby, { model.send(it) }) { allowed }
        model.send(AppIntent.Open(HomeItem.NEARBY))
        // The join screen opens while the permission screen still asks: the network only.
        model.send(AppIntent.Nearby(NearbyIntent.GoJoin))
        assertEquals(listOf("look (bluetooth: false)"), nearby.await(1))
        // The player allows Bluetooth: the core hears it first and asks to look again.
        allowed = true
        effects.bluetoothAnswered(true)
        assertEquals(listOf("look (bluetooth: false)", "look (bluetooth: true)"), nearby.await(2))
        // Said again (the app came back to the front), it changes nothing.
        effects.bluetoothAnswered(true)
        model.send(AppIntent.Back)
        assertEquals(listOf("look (bluetooth: false)", "look (bluetooth: true)", "stop looking"), nearby.await(3))
        scope.cancel()
        model.close()
    }
}
