"""The table: the game as the person plays it (controller, flow, games, records), how it is
shown (show, steps, scene, animation, layout, render, buttons) and the end-of-hand and
end-of-game panels with their chart. See docs/ARCHITECTURE.md, "The window"."""
