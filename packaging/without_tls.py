"""PyInstaller runtime hook: websockets' modules load in a bundle that leaves TLS out.

The table with friends speaks plain WebSocket (ws://) on the local network, so the bundle
leaves out `ssl` and OpenSSL (5.9 MB: libcrypto, libssl, _ssl). Yet websockets' clients and
threaded server `import ssl` at their top, for wss:// only. While one of them loads, this
hook lends it an empty stand-in `ssl`, then takes it back: anything else (asyncio,
urllib) still finds no ssl, as before, and websockets fails only if asked for TLS.
Installed first thing in the bundle (the spec's runtime_hooks); tested in
tests/packaging/test_without_tls.py.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
import types
from typing import Final

# The modules of websockets that import ssl at their top.
NEED_SSL: Final = frozenset({
    "websockets.asyncio.client", "websockets.asyncio.router", "websockets.sync.client",
    "websockets.sync.router", "websockets.sync.server",
})


def ssl_is_missing() -> bool:
    """Whether `import ssl` fails here (always in the bundle; never in a usual Python)."""
    try:
        import ssl  # noqa: F401
    except ImportError:
        return True
    return False


class StandInLoader(importlib.abc.Loader):
    """Runs a module's own loader with the stand-in `ssl` lent for the time it loads."""

    def __init__(self, loader: importlib.abc.Loader) -> None:
        self.loader = loader

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> types.ModuleType | None:
        """The module's own loader makes it."""
        return self.loader.create_module(spec)

    def exec_module(self, module: types.ModuleType) -> None:
        """Load the module with the stand-in, then leave `ssl` as it was."""
        import asyncio  # noqa: F401 (asyncio's own `import ssl` must fail as before)

        if not ssl_is_missing():
            self.loader.exec_module(module)
            return
        had, before = "ssl" in sys.modules, sys.modules.get("ssl")
        sys.modules["ssl"] = types.ModuleType("ssl", "TLS is left out of this build.")
        try:
            self.loader.exec_module(module)
        finally:
            if had:
                sys.modules["ssl"] = before  # type: ignore[assignment]  # None: blocked
            else:
                del sys.modules["ssl"]


class StandInFinder(importlib.abc.MetaPathFinder):
    """Finds the modules of NEED_SSL as the other finders do, with a StandInLoader."""

    def find_spec(self, name: str, path: object = None,
                  target: types.ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        """The module's spec, its loader wrapped; None for any other module."""
        if name not in NEED_SSL:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)  # type: ignore[arg-type]
            if spec is not None and spec.loader is not None:
                spec.loader = StandInLoader(spec.loader)
                return spec
        return None


sys.meta_path.insert(0, StandInFinder())
