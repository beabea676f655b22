"""Drawing code for the game's own art: card faces and backs, felt, icon.

Everything here is drawn with pygame-ce from code (no downloaded images) and is
deterministic: the same version of pygame draws the same pixels every run.
"""
