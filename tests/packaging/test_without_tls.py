"""The bundle leaves TLS out (packaging/without_tls.py): with `ssl` missing, as in the bundle,
websockets' client and server still load and talk on 127.0.0.1, and nothing else gets the
stand-in. Runs in a child Python whose `ssl` is blocked (fast; no PyInstaller build)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOOK = ROOT / "packaging" / "without_tls.py"
WITHOUT_SSL = "import sys\nsys.modules['ssl'] = None  # the bundle has no ssl\n"


def run(code: str) -> subprocess.CompletedProcess[str]:
    """*code* in a child Python from the checkout, ssl blocked as the bundle leaves it out."""
    return subprocess.run([sys.executable, "-c", WITHOUT_SSL + code], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def test_websockets_clients_need_the_stand_in_without_ssl() -> None:
    ran = run("import websockets.sync.client")
    assert ran.returncode != 0 and "ssl" in ran.stderr


def test_the_network_works_without_ssl_with_the_hook() -> None:
    ran = run(f"import runpy\nrunpy.run_path({str(HOOK)!r})\n"
              "from hearts.net.selfcheck import network_problem\n"
              "print(network_problem())\n"
              "import asyncio.sslproto, urllib.request\n"
              "print(asyncio.sslproto.ssl, sys.modules['ssl'])\n"
              "import ssl\n")
    assert ran.stdout.splitlines() == ["None", "None None"], ran.stderr
    assert ran.returncode != 0 and "ModuleNotFoundError" in ran.stderr, "ssl still missing"


def test_the_hook_changes_nothing_where_ssl_is_there() -> None:
    ran = subprocess.run(
        [sys.executable, "-c", f"import runpy\nrunpy.run_path({str(HOOK)!r})\n"
         "import ssl, websockets.sync.client as client\n"
         "print(client.ssl_module is ssl, hasattr(ssl, 'create_default_context'))"],
        cwd=ROOT, capture_output=True, text=True, timeout=60, check=True)
    assert ran.stdout.split() == ["True", "True"]
