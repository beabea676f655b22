"""One window at a time per data folder: a second copy of the game must not write over
the first one's game in progress and statistics.

The claim is an operating-system lock on a small file (through `filelock`), so it ends
with the process however that ends: a crash never leaves the folder claimed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from filelock import FileLock, Timeout

LOCK_NAME: Final = "dame-de-pique.lock"


class InstanceClaim:
    """The claim of one window on the data folder *folder*."""

    def __init__(self, folder: Path) -> None:
        self._lock = FileLock(folder / LOCK_NAME, timeout=0)
        self._folder = folder
        self.held = False

    def acquire(self) -> bool:
        """Claim the folder; False only when another window holds it.

        A folder that cannot be locked (read-only, missing drive) counts as claimed: the
        store's own checks then say that nothing can be saved.
        """
        try:
            self._folder.mkdir(parents=True, exist_ok=True)
            self._lock.acquire()
        except Timeout:
            return False
        except OSError:
            return True
        self.held = True
        return True

    def release(self) -> None:
        """Give the folder back (the window closes)."""
        if self.held:
            self._lock.release()
            self.held = False
