package app.spieleabend.ui.cards

/** The four colours Elfer raus! and 22Juhu's zero cards come in; [Plain] for the rest. */
enum class CardTint { Red, Yellow, Green, Blue, Plain, Special }

/**
 * What a card shows, as the app core describes it: the face as the hand shows it, the
 * words a screen reader speaks, its colour, the colour-blind mark the app core chose for
 * that colour (shown only when the setting is on), and its state at the table.
 */
data class CardFace(
    val id: Long,
    val face: String,
    val spoken: String,
    val tint: CardTint,
    val mark: String? = null,
    val playable: Boolean = false,
    val selected: Boolean = false,
    val hinted: Boolean = false,
    val whyNot: String? = null,
)
