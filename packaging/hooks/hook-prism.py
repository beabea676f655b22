"""PyInstaller hook for Prism (prismatoid): the game's speech (hearts/ui/kit/speech.py).

Prism loads its compiled part from prism/_native, a folder it adds to its package's path at
import time, where PyInstaller's analysis cannot follow: `_prism_cffi` (cffi's module) and
`libprism`, which loads the screen readers' and the system voices' interfaces. Both go to
the same folder in the bundle; PyInstaller collects the libraries they link to (the
wheel's own copies of GLib on Linux, beside them as the wheel has them).
"""

from __future__ import annotations

import os

from PyInstaller.utils.hooks import get_package_paths

_, PACKAGE = get_package_paths("prism")
NATIVE = os.path.join(PACKAGE, "_native")
LIBRARY_ENDINGS = (".so", ".dll", ".dylib", ".pyd")

binaries = [(os.path.join(NATIVE, name), "prism/_native") for name in sorted(os.listdir(NATIVE))
            if name.endswith(LIBRARY_ENDINGS)]
hiddenimports = ["_cffi_backend"]  # what cffi's compiled module imports as it loads
