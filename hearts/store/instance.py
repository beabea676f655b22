"""One window at a time per data folder: a second copy of the game must not write over
the first one's game in progress and statistics.

The claim is an operating-system lock on a small file (through `filelock`), so it ends
with the process however that ends: a crash never leaves the folder claimed.
"""

from __future__ import annotations

import contextlib
import errno
import os
from pathlib import Path
from typing import Final

from filelock import FileLock, Timeout

LOCK_NAME: Final = "dame-de-pique.lock"
# Left by a second copy of the game for the window that holds the folder: come to the front.
FORWARD_NAME: Final = "dame-de-pique.forward"
# What a file system without locks answers (a network share): the folder counts as claimed.
NO_LOCKS: Final = frozenset({errno.ENOSYS, errno.ENOLCK, errno.EOPNOTSUPP,
                             getattr(errno, "ENOTSUP", errno.EOPNOTSUPP)})


class InstanceClaim:
    """The claim of one window on the data folder *folder*."""

    def __init__(self, folder: Path) -> None:
        # Not per thread: whichever thread closes the window can give the folder back. No soft
        # fallback on a share without locks: a crash would leave its marker claiming the folder.
        self._lock = FileLock(folder / LOCK_NAME, timeout=0, thread_local=False,
                              fallback_to_soft=False)
        self._folder = folder
        self.held = False
        # Why the folder could not be claimed when no other window holds it: the errno of
        # the lock's failure (no right, a folder in the lock's place...); None otherwise.
        self.problem: int | None = None

    def acquire(self) -> bool:
        """Claim the folder; False when another window holds it, or when the lock fails for
        another reason (then `problem` says why): this window must not write either.

        Only a share without locks counts as claimed (deliberately: a network folder must
        not stop the game), and the store's own checks then say what cannot be saved.
        """
        try:
            self._folder.mkdir(parents=True, exist_ok=True)
            self._lock.acquire()
        except Timeout:
            # Some lock implementations report a folder they may not write to as locked.
            if not os.access(self._folder, os.W_OK):
                self.problem = errno.EACCES
            return False
        except NotImplementedError:  # no locks at all here
            return True
        except OSError as error:
            if error.errno in NO_LOCKS:
                return True
            self.problem = error.errno if error.errno is not None else errno.EIO
            return False
        self.held = True
        return True

    def ask_holder_forward(self) -> None:
        """Ask the window holding the folder to come to the front (a second launch): a small
        file of its own, never one of the player's; nothing when no window holds it."""
        if self.problem is not None:
            return
        with contextlib.suppress(OSError):  # else this window alone says where the game is
            (self._folder / FORWARD_NAME).touch()

    def asked_forward(self) -> bool:
        """Whether a second launch asked this window, which holds the folder, to come to the
        front (the request is then taken)."""
        if not self.held:
            return False
        try:
            (self._folder / FORWARD_NAME).unlink()
        except OSError:  # no request (the usual case), or one that cannot be taken
            return False
        return True

    def release(self) -> None:
        """Give the folder back (the window closes)."""
        if self.held:
            self._lock.release()
            self.held = False
