"""The self-test's check of the network (hearts/net/selfcheck.py): it passes where everything
loads, and names what is missing in a build that left a part out."""

from __future__ import annotations

import pytest

from hearts.net import selfcheck


def test_the_network_passes_its_selfcheck() -> None:
    assert selfcheck.network_problem() is None


def test_a_module_left_out_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(selfcheck, "MODULES", ("hearts.net.discovery", "hearts.net.left_out"))
    problem = selfcheck.network_problem()
    assert problem is not None and problem.startswith("hearts.net.left_out does not load")


def test_a_round_trip_that_differs_is_said(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(selfcheck, "websocket_round_trip", lambda: "Dame de pique")
    assert selfcheck.network_problem() == (
        "the WebSocket round trip came back as 'Dame de pique'")
