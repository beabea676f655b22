"""What every screen draws with: the palette, the theme, fonts, painting helpers, the picture
cache, the card pictures, widget helpers, sounds and the key tables. It imports nothing
else of the window."""
