"""The seat a window holds at a friend's table, kept so that the game opened again takes it
back: kept and read back, forgotten, and a damaged or foreign file set aside, never lost."""

from __future__ import annotations

from pathlib import Path

from hearts.store.friends_seat import KeptSeat, clear_seat, load_seat, save_seat, seat_path

SEAT = KeptSeat("192.168.1.5", 47152, "K7QF-2M", "Léa", "Sam", "0f" * 16)


def test_a_seat_kept_is_read_back_then_forgotten(tmp_path: Path) -> None:
    assert load_seat(tmp_path) is None
    save_seat(tmp_path, SEAT)
    assert load_seat(tmp_path) == SEAT
    clear_seat(tmp_path)
    assert load_seat(tmp_path) is None
    clear_seat(tmp_path)  # nothing kept: nothing to do


def test_a_damaged_seat_is_set_aside(tmp_path: Path) -> None:
    for text in ('{"schema": 1, "address": "x"}', "not json", '{"schema": 1, "address": "a",'
                 ' "port": 70000, "code": "c", "host": "h", "name": "n", "token": "t"}'):
        seat_path(tmp_path).write_text(text, encoding="utf-8")
        assert load_seat(tmp_path) is None
        assert not seat_path(tmp_path).exists()
    assert len(list(tmp_path.glob("friends-seat*"))) == 3  # each kept beside, dated


def test_a_newer_programs_seat_is_left_alone(tmp_path: Path) -> None:
    seat_path(tmp_path).write_text('{"schema": 99}', encoding="utf-8")
    assert load_seat(tmp_path) is None
    assert seat_path(tmp_path).read_text(encoding="utf-8") == '{"schema": 99}'
