"""PyInstaller hook for websockets, the table with friends' WebSocket (hearts/net), in place
of pyinstaller-hooks-contrib's: websockets loads its submodules lazily, so they are named
here, but for those the game never runs: its command line, and its trio and legacy
implementations (the game uses asyncio's server and the threaded client).
"""

from __future__ import annotations

from PyInstaller.utils.hooks import collect_submodules

UNUSED = ("websockets.cli", "websockets.trio", "websockets.legacy")

hiddenimports = collect_submodules(
    "websockets", filter=lambda name: not (name in UNUSED or name.startswith(
        tuple(f"{unused}." for unused in UNUSED))))
excludedimports = list(UNUSED)
