"""The table: the game as the person plays it (controller, flow, show, steps, scene, render,
buttons, input), grouped by what the rest do: geometry/ (where things go), panels/ (end of hand
and of game, the chart), speech/ (the table in words) and friends/. See docs/ARCHITECTURE.md."""
