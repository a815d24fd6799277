// Hand-written (not generated): the app core as Kotlin flows for Compose.
package app.spieleabend.core

import kotlinx.coroutines.channels.BufferOverflow
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.receiveAsFlow

/**
 * The app core for a Compose UI: [view] always holds the newest [AppView], whether it
 * came from the player's own action ([send]) or was pushed by the core (a bot moved,
 * the bot pace ended), and [effects] carries what only the shell can do (cues,
 * discovery, nearby links).
 *
 * [send] calls [AppCore.dispatch] on the caller's thread. That is fine on the main
 * thread: the core never runs or waits for a bot there, nor for the disk; it applies
 * the intent, hands what changed to its writer thread and builds the view. Bots think
 * on the core's own thread. Call [flush] in `onStop`.
 *
 * A pushed view is the view: it is shown as it came, with no second call into the
 * core. Views reach this class from more than one thread (a call's answer, a bot's move
 * pushed by the core), so each is kept only if its [AppView.revision] is not below the
 * one shown: [view] never goes back to an older one.
 */
class AppModel(private val core: AppCore) : AutoCloseable {
    private val lock = Any()
    private val mutableView = MutableStateFlow(core.view())
    private val pendingEffects = Channel<ShellEffect>(256, BufferOverflow.DROP_OLDEST)

    /** The view to draw now. */
    val view: StateFlow<AppView> = mutableView.asStateFlow()

    /**
     * Cues, discovery and nearby links for the shell to perform, each once and in the
     * order the core asked for them. They wait until collected (also those the core
     * asked for while starting, e.g. to look for tables again), so collect this in one
     * place that outlives the screens: the ViewModel.
     */
    val effects: Flow<ShellEffect> = pendingEffects.receiveAsFlow()

    init {
        core.setObserver(object : AppObserver {
            override fun onView(view: AppView) {
                show(view)
            }

            override fun onEffect(effect: ShellEffect) {
                pendingEffects.trySend(effect)
            }
        })
    }

    /** Handles one user action; returns the new view (also in [view]). */
    fun send(intent: AppIntent): AppView = show(core.dispatch(intent))

    /** Shows [next] unless a newer view is shown already; returns the view shown. */
    private fun show(next: AppView): AppView = synchronized(lock) {
        if (next.revision >= mutableView.value.revision) mutableView.value = next
        mutableView.value
    }

    /** Waits until every change is on the disk (call it when the app goes to the background). */
    fun flush() = core.flush()

    /** Ends the core's threads after saving; the files stay for the next start. */
    override fun close() {
        pendingEffects.close()
        core.close()
    }

    companion object {
        /** The app over the files in [dir], in [lang] until the player picks one. */
        fun open(dir: String, lang: Lang): AppModel = AppModel(AppCore(dir, lang))
    }
}
