app-name = Spieleabend
