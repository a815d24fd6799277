## games
