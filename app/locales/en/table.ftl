## The table: hand, picks, prompts, summaries, game over
