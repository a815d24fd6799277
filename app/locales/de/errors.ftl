## Warum die Regeln einen Zug ablehnen („warum nicht“).

error-game-over = Das Spiel ist aus: Es gibt keine Züge mehr.
error-not-your-turn = Du bist nicht am Zug: Warte, bis du an der Reihe bist.
error-not-in-hand = Diese Karte hast du nicht auf der Hand.
error-er-does-not-fit = Diese Karte passt nicht: Eine Karte kommt an die Reihe ihrer Farbe, direkt unter deren niedrigste oder über deren höchste Karte, und eine Reihe beginnt nur mit ihrer 11.
error-er-must-lay-first = Du musst mindestens eine Karte anlegen, bevor du deinen Zug beendest, denn eine deiner Karten passt.
error-ss-double-on-double = Auf eine x2-Karte darf nicht direkt wieder eine x2-Karte gespielt werden: Spiel zuerst eine andere Karte.
error-juhu-wrong-decision = Das gehört nicht zu diesem Schritt der Runde: Entscheide zuerst, was gerade ansteht (mitspielen oder aussetzen, tauschen oder eine Karte spielen).
error-juhu-must-follow = Du musst bedienen: Auf eine Nullkarte spielst du eine Nullkarte ihrer Farbe, wenn du eine hast, sonst eine Zahlenkarte (höher als die höchste Zahl im Stich, wenn du kannst); auf eine Zahlenkarte spielst du eine höhere Zahlenkarte, wenn du eine hast.
error-juhu-duty = In der Pflichtrunde muss 22Juhu bei der ersten Gelegenheit gespielt werden, und dieser Stich ist die Gelegenheit: Spiel 22Juhu.
error-help-wrong-decision = Das gehört nicht zu diesem Schritt: Erledige zuerst, was der Zug gerade verlangt (legen, helfen oder eine Karte zurückgeben).
error-help-not-playable = Diese Karte kann dort nicht gespielt werden: Die Reihe muss von links nach rechts steigen, ein Joker darf nicht zwischen zwei direkt aufeinanderfolgende Zahlen, eine Switch-Karte braucht eine Karte zum Tauschen und eine Zap-Karte eine Karte in der Reihe.
error-help-must-play-received = Du musst die Karte spielen, die du als Hilfe bekommen hast.
error-help-cannot-help = Diese Karte hilft nicht: Wer um Hilfe bittet, könnte sie nicht spielen. Gib eine Karte, die jetzt passt.
