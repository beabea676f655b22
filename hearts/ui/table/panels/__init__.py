"""The end-of-hand and end-of-game panels the table opens, with the chart of the game."""
