"""Where the table's parts go in pixels: layout, proportions, Grandes cartes' felt, rings."""
