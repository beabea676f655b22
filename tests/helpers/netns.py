"""A private network namespace for the tests that multicast: a child process under
`unshare -n` has a loopback of its own and no other interface, so nothing it sends, multicast
included, can leave it. Root makes it with `unshare -n`; another user with `unshare -rn`
where the system lets users make namespaces; elsewhere the tests are skipped, with why.

Only the standard library: the child imports `bring_loopback_up` before anything else.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import socket
import struct
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SIOCGIFFLAGS = 0x8913
SIOCSIFFLAGS = 0x8914
IFF_UP = 0x1
IFF_MULTICAST = 0x1000


def unshare_command() -> list[str]:
    """`unshare` with a new network namespace (and, unless root, a user namespace for it)."""
    return ["unshare", "-n"] if os.geteuid() == 0 else ["unshare", "-r", "-n"]


def namespace_problem() -> str | None:
    """Why no private network namespace can be made here, or None when one can."""
    if not sys.platform.startswith("linux"):
        return "network namespaces are Linux's"
    if shutil.which("unshare") is None:
        return "no unshare command (util-linux)"
    try:
        tried = subprocess.run([*unshare_command(), "true"], capture_output=True, text=True,
                               timeout=10)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"unshare could not run: {error}"
    if tried.returncode != 0:
        return f"`{' '.join(unshare_command())} true` failed: {tried.stderr.strip()}"
    return None


def run_in_namespace(module: str, *arguments: str,
                     timeout: float = 30.0) -> subprocess.CompletedProcess[str]:
    """Run `python -m module` from the checkout inside a network namespace of its own."""
    return subprocess.run([*unshare_command(), sys.executable, "-m", module, *arguments],
                          cwd=ROOT, capture_output=True, text=True, timeout=timeout)


def only_loopback() -> bool:
    """Whether this process sees no network interface but a loopback (a private namespace)."""
    return [name for _, name in socket.if_nameindex()] == ["lo"]


def bring_loopback_up() -> None:
    """Bring the namespace's loopback up, multicast allowed (a new namespace's is down);
    refuses outside a private namespace, so that no test multicasts on a real network."""
    if not only_loopback():
        raise RuntimeError(f"not in a private network namespace: {socket.if_nameindex()}")
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as control:
        request = struct.pack("16sH14x", b"lo", 0)
        (flags,) = struct.unpack_from("H", fcntl.ioctl(control, SIOCGIFFLAGS, request), 16)
        fcntl.ioctl(control, SIOCSIFFLAGS,
                    struct.pack("16sH14x", b"lo", flags | IFF_UP | IFF_MULTICAST))
