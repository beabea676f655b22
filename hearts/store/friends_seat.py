"""The seat a window holds at a friend's table, kept in its data folder (friends-seat.json)
so that the game opened again takes it back (« Reprendre la table »): where the table is,
its code, the name and the seat's secret token. Written atomically; a damaged file is set
aside, never lost.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Final

from hearts.store.files import (
    DamagedFileError,
    NewerSchemaError,
    check_schema,
    move_aside,
    read_json,
    remove_file,
    to_json_text,
    write_atomically,
)

FILE_NAME: Final = "friends-seat.json"
SEAT_SCHEMA: Final = 1
TEXT_LIMIT: Final = 256


@dataclass(frozen=True)
class KeptSeat:
    """A seat at a friends' table: where the table listens, its code, the host's name, the
    name this window sat under and the seat's token (its secret, to take it back)."""

    address: str
    port: int
    code: str
    host: str
    name: str
    token: str


def seat_path(folder: Path) -> Path:
    """Where the seat is kept in *folder*."""
    return folder / FILE_NAME


def save_seat(folder: Path, seat: KeptSeat) -> None:
    """Keep *seat* (OSError if the disk refuses)."""
    content: dict[str, object] = {"schema": SEAT_SCHEMA, **seat.__dict__}
    write_atomically(seat_path(folder), to_json_text(content))


def load_seat(folder: Path) -> KeptSeat | None:
    """The seat kept in *folder*, or None; a file that is not one is set aside (OSError
    when it cannot be read: left as it is)."""
    path = seat_path(folder)
    try:
        content = check_schema(read_json(path), SEAT_SCHEMA)
        texts = {name: content.get(name) for name in ("address", "code", "host", "name",
                                                       "token")}
        port = content.get("port")
        if not all(isinstance(value, str) and 0 < len(value) <= TEXT_LIMIT
                   for value in texts.values()) \
                or type(port) is not int or not 0 < port < 65536:
            raise DamagedFileError("not a seat")
    except (FileNotFoundError, NewerSchemaError):
        return None  # none kept, or a newer game's: left as it is
    except ValueError:
        move_aside(path, datetime.now())
        return None
    return KeptSeat(port=port, **texts)  # type: ignore[arg-type]


def clear_seat(folder: Path) -> None:
    """Forget the seat (nothing when none is kept)."""
    remove_file(seat_path(folder))
