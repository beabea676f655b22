"""`dame-de-pique --serve` serves a table without a window (pygame never imported): it
prints the code and the address, four scripted friends play a game there, Ctrl+C (SIGINT
to the whole group, as a terminal sends it) ends it cleanly and every window is told; the
table kept in the data folder is resumed with the same code. A port that cannot be opened
is one sentence and a non-zero status. Everything on 127.0.0.1."""

from __future__ import annotations

import os
import signal
import socket
from pathlib import Path

from hearts.engine import Seat
from hearts.net.client import Closed
from hearts.net.serve import SeatsAnnounced, addresses, is_loopback, rules_from_text
from hearts.net.table import Settings, Table
from hearts.play.questions import ImmediateExecutor
from tests.helpers.friends import LOOPBACK, ScriptedFriend
from tests.net.serving import serve_process, serving


def test_a_served_table_plays_a_game_and_ends_on_ctrl_c(tmp_path: Path) -> None:
    with serving(tmp_path, "--level", "easy") as (process, where, lines):
        assert lines[0].startswith("Table ouverte\u202f: ")
        assert lines[1] == f"Adresse\u202f: 127.0.0.1, port {where.port}"
        friends = [ScriptedFriend(name) for name in ("Léa", "Marc", "Inès", "Noé")]
        for friend in friends:
            assert friend.join(where)
        friends[0].connection.send("start")
        for friend in friends:
            assert friend.wait_for(friend.knows_the_deal, 60), friend.name
            assert friend.refusals() == []
        os.killpg(process.pid, signal.SIGINT)
        out, err = process.communicate(timeout=20)
        assert process.returncode == 0, err
        assert err == ""
        assert out.strip().endswith("La table est fermée.")
        for friend in friends:
            assert friend.wait_for(friend.is_closed, 5)
            assert friend.closed == Closed("host_left")

    with serving(tmp_path) as (process, again, lines):
        assert lines[0].startswith("Table reprise\u202f: ")
        assert again.code == where.code
        back = ScriptedFriend("Léa")
        assert back.join(again, token=friends[0].token)
        assert back.seat is not None and back.refusals() == []
        back.connection.close()


def test_a_port_that_cannot_be_opened_is_one_sentence(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        port = taken.getsockname()[1]
        process = serve_process(tmp_path, "--port", str(port))
        out, err = process.communicate(timeout=30)
    assert process.returncode == 1
    assert out == ""
    assert err == (f"Le port {port} ne peut pas être ouvert sur 127.0.0.1\u202f: port déjà "
                   "utilisé.\n")


def test_the_rules_are_named_variants() -> None:
    rules = rules_from_text("jack_of_diamonds, target=50")
    assert rules.jack_of_diamonds and rules.target == 50 and not rules.moon_minus
    assert rules_from_text("") == Settings("x").rules
    for wrong in ("jack", "target=42", "target", "moon_minus=1", "__init__"):
        try:
            rules_from_text(wrong)
        except ValueError as error:
            assert str(error) == wrong
        else:
            raise AssertionError(wrong)


def test_a_loopback_table_announces_nothing() -> None:
    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("localhost")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.168.1.12")
    assert addresses("127.0.0.1") == ["127.0.0.1"]
    assert "127.0.0.1" not in addresses("0.0.0.0") or addresses("0.0.0.0") == ["127.0.0.1"]


class Announcement:
    """An announcement that notes the seats free it is told (no network)."""

    def __init__(self) -> None:
        self.told: list[int] = []

    def update(self, seats_free: int) -> None:
        self.told.append(seats_free)


def test_the_seats_free_are_announced_as_they_change() -> None:
    announcement = Announcement()
    seats = SeatsAnnounced(announcement, 4)
    table = Table(Settings("Hôte"), "K7QF-2M", ImmediateExecutor(), lambda: None)
    seats.changed(table)
    table.reserve("Léa")
    seats.changed(table)
    seats.changed(table)
    table.reserve("Marc", Seat.NORTH)
    seats.changed(table)
    seats.close()
    assert announcement.told == [3, 2]
    SeatsAnnounced(None, 4).changed(table)  # bound to the loopback: nothing to tell
