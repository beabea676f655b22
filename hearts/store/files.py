"""The user's JSON files on disk: reading, the schema envelope, atomic writes, moving aside."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
import tempfile
import time
from datetime import datetime
from pathlib import Path

SCHEMA_KEY = "schema"
TEMP_SUFFIX = ".tmp"
STALE_TEMP_SECONDS = 600.0  # a real write lasts milliseconds; older temporaries are orphans
# The largest file read: a game.json of a thousand hands (game.MOST_HANDS) is about 2.3 MB.
MOST_BYTES = 4 << 20
# Opening a FIFO to read waits for a writer, unless told not to (no FIFOs on Windows).
_NO_WAIT = getattr(os, "O_NONBLOCK", 0)


class DamagedFileError(ValueError):
    """A file that is not what this program writes: unreadable, not JSON, wrong shape."""


class UnreadableFileError(OSError):
    """A file that is there but could not be read (locked, a disk error): not proof of damage."""


class NewerSchemaError(ValueError):
    """A file written by a newer version of the program, which this one must not touch."""


def read_json(path: Path) -> object:
    """The JSON in *path*: FileNotFoundError when absent, UnreadableFileError when it cannot
    be read, DamagedFileError when what it holds is not JSON, or not a regular file of at
    most MOST_BYTES (a FIFO would block, /dev/zero never end)."""
    raw = _read_regular(path)
    try:
        return json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except (ValueError, RecursionError) as error:
        raise DamagedFileError(f"not JSON: {str(path)!r}: {error}") from error


def _read_regular(path: Path) -> bytes:
    """The bytes of the regular file *path*; anything else is damage (see read_json)."""
    try:
        fd = os.open(path, os.O_RDONLY | _NO_WAIT | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise
    except NotADirectoryError as error:  # a file where a folder of the path should be
        raise FileNotFoundError(error.errno, error.strerror, str(path)) from error
    except IsADirectoryError as error:  # a folder where the file should be: nothing to lose
        raise DamagedFileError(f"a folder, not a file: {str(path)!r}") from error
    except OSError as error:
        raise UnreadableFileError(error.errno, f"cannot read {str(path)!r}: {error}") from error
    try:
        return _read_at_most(fd, path)
    except OSError as error:
        raise UnreadableFileError(error.errno, f"cannot read {str(path)!r}: {error}") from error
    finally:
        os.close(fd)


def _read_at_most(fd: int, path: Path) -> bytes:
    """What the open *fd* holds, if it is a regular file of at most MOST_BYTES."""
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        raise DamagedFileError(f"not a regular file: {str(path)!r}")
    chunks, size = [], 0
    while chunk := os.read(fd, MOST_BYTES + 1 - size):
        chunks.append(chunk)
        size += len(chunk)
        if size > MOST_BYTES:
            raise DamagedFileError(f"larger than {MOST_BYTES} bytes: {str(path)!r}")
    return b"".join(chunks)


def _reject_constant(name: str) -> object:
    """Refuse NaN and Infinity, which are not JSON and which this program never writes."""
    raise ValueError(f"not a JSON value: {name!r}")


def check_schema(content: object, known: int) -> dict[str, object]:
    """*content* as a JSON object whose schema version is one this program reads (1..*known*)."""
    if not isinstance(content, dict):
        raise DamagedFileError(f"not a JSON object but a {type(content).__name__}")
    version = content.get(SCHEMA_KEY)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise DamagedFileError(f"invalid schema version: {version!r}")
    if version > known:
        raise NewerSchemaError(f"schema version {version} is newer than {known}")
    return content


def is_newer_on_disk(path: Path, known: int) -> bool:
    """Whether *path* holds a file whose schema version is newer than *known*."""
    try:
        check_schema(read_json(path), known)
    except NewerSchemaError:
        return True
    except (OSError, ValueError):
        return False
    return False


def to_json_text(content: dict[str, object]) -> str:
    """The text written for *content*: strict JSON (no NaN), UTF-8 friendly, one final newline."""
    return json.dumps(content, ensure_ascii=False, allow_nan=False, indent=1) + "\n"


def write_atomically(path: Path, text: str) -> None:
    """Replace *path* by *text* so that a crash at any instant leaves the old or the new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    temp = Path(temp_name)
    try:
        try:
            _write_all(fd, text.encode("utf-8"))
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temp, path)
    except BaseException:
        _remove_quietly(temp)
        raise
    sync_folder(path.parent)


def writing_problem(folder: Path) -> int | None:
    """The errno that keeps files from being written in *folder*, or None when they can
    be: a temporary file is made there and removed, as a save begins."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, temp_name = tempfile.mkstemp(prefix=".probe.", suffix=TEMP_SUFFIX, dir=folder)
    except FileExistsError:  # a file where the folder should be
        return errno.ENOTDIR
    except OSError as error:
        return error.errno if error.errno is not None else errno.EIO
    os.close(fd)
    _remove_quietly(Path(temp_name))
    return None


def _write_all(fd: int, data: bytes) -> None:
    """Write every byte of *data* to *fd* (os.write may write less than asked)."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _remove_quietly(path: Path) -> None:
    """Delete *path* if possible; a leftover temporary is harmless and cleaned up later."""
    with contextlib.suppress(OSError):
        path.unlink()


def sync_folder(folder: Path) -> None:
    """Make a rename in *folder* durable, where the system lets a folder be opened (not Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_file(path: Path) -> None:
    """Delete *path* durably; a file already gone is fine, other failures raise OSError."""
    try:
        path.unlink()
    except FileNotFoundError:
        return
    sync_folder(path.parent)


def damaged_path(path: Path, now: datetime) -> Path:
    """A free name NAME.damaged-YYYYMMDD-HHMMSS beside *path*, with -2, -3... if already taken."""
    base = f"{path.name}.damaged-{now:%Y%m%d-%H%M%S}"
    candidate = path.with_name(base)
    number = 2
    while os.path.lexists(candidate):
        candidate = path.with_name(f"{base}-{number}")
        number += 1
    return candidate


def move_aside(path: Path, now: datetime) -> Path | None:
    """Rename a damaged *path* out of the way so it is kept, not lost; None if that failed."""
    target = damaged_path(path, now)
    try:
        os.replace(path, target)
    except OSError:
        return None
    sync_folder(path.parent)
    return target


def remove_stale_temps(path: Path, now: float | None = None) -> None:
    """Delete temporaries left beside *path* by a writer that was killed in the middle."""
    prefix = f".{path.name}."
    moment = time.time() if now is None else now
    try:
        entries = list(os.scandir(path.parent))
    except OSError:
        return
    for entry in entries:
        if not (entry.name.startswith(prefix) and entry.name.endswith(TEMP_SUFFIX)):
            continue
        try:
            if moment - entry.stat(follow_symlinks=False).st_mtime > STALE_TEMP_SECONDS:
                os.unlink(entry.path)
        except OSError:
            continue
