"""A window asked for the size it already has (the system sends the size again, or a test
does) shows the table at once: the window's surface made again was left blank until some
input, since the frame's key had not changed (found by tools/fuzz.py 150 20261205)."""

from __future__ import annotations

from tests.helpers.window import MakeApp, assert_screen_is_current, settle


def test_the_same_size_asked_again_shows_the_table(make_app: MakeApp) -> None:
    app = make_app(deal=5)
    for size in ((2235, 1434), (2235, 1434), (960, 600), (960, 600)):
        app.resize(size)
        settle(app)
        assert_screen_is_current(app)
