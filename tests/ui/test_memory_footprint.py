"""The window holds little: card faces scaled once and of the set in use only, greyed copies
for a hand, texts and panels within a budget, one picture for the veil, one picture per state
of a button or label at rest, pygame_gui's theming ids under short keys, freed memory given
back at rest; and the bots' worker never loads pygame or the art."""

from __future__ import annotations

import dataclasses
import platform
import sys
import time

import pygame
import pytest
from pygame_gui.core import UIAppearanceTheme, UIElement
from pygame_gui.elements import UITextEntryLine

from hearts.engine import Card
from hearts.play.workers import BotExecutor
from hearts.ui.app import App
from hearts.ui.dialogs import DealNumberDialog, Dialog
from hearts.ui.kit.picture_cache import PictureCache, picture_bytes
from hearts.ui.kit.sprites import HAND_SIZE, CardArt
from tests.helpers.window import MakeApp
from tests.helpers.worker_probe import window_modules

BIG, SMALL = (141, 197), (71, 99)
QUEEN = Card.parse("QS")


def test_a_face_is_kept_at_the_table_sizes_only() -> None:
    art = CardArt()
    art.use_face_sizes(BIG, SMALL)
    assert art.face(QUEEN, BIG, False).get_size() == BIG
    assert art.loaded_faces() == 2  # scaled to both sizes at once, the full size let go
    assert art.face(QUEEN, SMALL, False).get_size() == SMALL
    assert art.loaded_faces() == 2


def test_only_the_card_set_in_use_is_kept() -> None:
    art = CardArt()
    art.use_face_sizes(BIG)
    for code in ("QS", "2C", "AH"):
        art.face(Card.parse(code), BIG, False, "fr")
    assert art.loaded_faces() == 3
    art.face(QUEEN, BIG, True, "fr")  # four colours now
    assert art.loaded_faces() == 1
    art.face(QUEEN, BIG, True, "en")  # the English court cards
    assert art.loaded_faces() == 1


def test_greyed_copies_are_kept_for_a_hand_at_most() -> None:
    art = CardArt()
    art.use_face_sizes(BIG)
    cards = [Card.parse(rank + "C") for rank in "23456789TJQKA"]
    cards += [Card.parse(rank + "D") for rank in "23456789"]
    for card in cards:
        art.greyed(card, BIG, False)
    assert art.loaded_faces() == len(cards) + HAND_SIZE


def test_a_greyed_card_is_the_face_in_grey() -> None:
    art = CardArt()
    face, grey = art.face(QUEEN, BIG, False), art.greyed(QUEEN, BIG, False)
    middle = (BIG[0] // 2, BIG[1] // 2)
    red, green, blue, _ = grey.get_at(middle)
    assert red == green == blue
    assert sum(grey.get_at(middle)[:3]) <= sum(face.get_at(middle)[:3])


def test_the_picture_cache_lets_the_least_recently_used_go_first() -> None:
    picture = pygame.Surface((10, 10), pygame.SRCALPHA)
    cache = PictureCache(limit=3 * picture_bytes(picture))
    for key in "abc":
        cache.put(key, picture.copy())
    assert cache.get("a") is not None  # used again: now the most recent
    cache.put("d", picture.copy())
    assert cache.get("b") is None
    assert all(cache.get(key) is not None for key in "acd")
    assert cache.held_bytes() == 3 * picture_bytes(picture)


def test_the_veil_over_the_table_is_one_picture_shared_by_its_bands(make_app: MakeApp) -> None:
    app = make_app()
    app.dialogs.action_options()
    app.step()
    assert isinstance(app.dialog, Dialog)
    strips = app.dialog._scrim
    assert len({id(strip.image) for strip in strips}) == 1
    covered = strips[0].rect.unionall([strip.rect for strip in strips])
    assert covered.contains(pygame.Rect((0, 0), app.size))


def _resting(app: App, monkeypatch: pytest.MonkeyPatch) -> App:
    """*app* resting as a person's window does between two frames, with nothing timed: it
    may sleep (20 ms at most), it draws on for no time after input and no text cursor
    blinks, so that whether a turn of the loop finds it at rest never depends on how fast
    the machine runs (a turn slower than a blink, on a busy one, found a blink overdue)."""
    monkeypatch.setattr("hearts.ui.app.SETTLE_SECONDS", 0.0)
    monkeypatch.setattr("hearts.ui.app.seconds_to_blink", lambda _entry: None)
    app.config = dataclasses.replace(app.config, max_wait_ms=20)
    return app


def test_the_loop_gives_memory_back_once_per_rest(make_app: MakeApp,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[bool] = []
    monkeypatch.setattr("hearts.ui.app.give_back_freed_memory", lambda: calls.append(True))
    app = _resting(make_app(), monkeypatch)
    for _ in range(3):
        app.step()
    assert len(calls) == 1
    app.controller.action_sort()  # something changes: a frame is drawn, then it rests again
    for _ in range(3):
        app.step()
    assert len(calls) == 2


def _drawing(app: App) -> bool:
    """Whether pygame_gui still has states of a control to draw: it draws one state of each
    a turn, after the control is made."""
    shapes = [getattr(element, "drawable_shape", None)
              for element in app.manager.get_sprite_group().sprites()]
    return any(shape is not None and shape.states_to_redraw_queue for shape in shapes)


def _rest(app: App) -> None:
    """Run the loop, counting turns and never the time, until pygame_gui has drawn every
    state it queued; then a frame shows them and the loop rests once (`_resting`)."""
    for _ in range(50):
        if not _drawing(app):
            break
        app.step()
    else:
        raise AssertionError("pygame_gui never finished drawing the controls")
    app.draw(time.monotonic())
    for _ in range(5):
        app.step()
        if app._frames_at_trim == app.frames:
            return
    raise AssertionError("the loop never rested")


def _text_copies(app: App, entries: bool) -> list[object]:
    """The spare pictures pygame_gui holds for the states of the window's elements with text:
    those of the text entries when *entries*, else those of every other element."""
    copies: list[object] = []
    for element in app.manager.get_sprite_group().sprites():
        shape = getattr(element, "drawable_shape", None)
        if shape is not None and isinstance(element, UITextEntryLine) == entries:
            for state in shape.states.values():
                copies += [copy for copy in (state.pre_text_surface, state.text_surface)
                           if copy is not None]
    return copies


def test_buttons_and_labels_keep_one_picture_per_state_at_rest(
        make_app: MakeApp, monkeypatch: pytest.MonkeyPatch) -> None:
    app = _resting(make_app(), monkeypatch)
    app.dialogs.action_options()
    app.step()
    assert _text_copies(app, entries=False)  # made with every state, with the text on it
    _rest(app)
    assert _text_copies(app, entries=False) == []


def test_a_text_entry_keeps_what_it_redraws_from_and_shows_what_is_typed(
        make_app: MakeApp, monkeypatch: pytest.MonkeyPatch) -> None:
    app = _resting(make_app(), monkeypatch)
    app.dialogs.action_ask_deal_number()
    _rest(app)
    assert _text_copies(app, entries=True)
    assert isinstance(app.dialog, DealNumberDialog)
    entry = app.dialog.entry
    before = pygame.image.tobytes(entry.image, "RGBA")
    app.manager.set_focus_set(entry)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="7"))
    _rest(app)
    assert entry.get_text() == "7"
    assert pygame.image.tobytes(entry.image, "RGBA") != before


def test_the_theme_gives_pygame_gui_s_ids_and_keeps_no_long_key(make_app: MakeApp) -> None:
    app = make_app()
    app.dialogs.action_options()
    app.step()
    theme = app.manager.get_theme()
    assert isinstance(theme, UIAppearanceTheme)
    plain = UIAppearanceTheme(app.manager.resource_loader, "fr")
    elements = app.manager.get_sprite_group().sprites()
    assert len(elements) > 20
    for element in elements:
        assert isinstance(element, UIElement)
        ids = (element.element_base_ids, element.element_ids, element.class_ids,
               element.object_ids)
        assert element.combined_element_ids == plain.build_all_combined_ids(*ids)
    assert max(len(key) for key in plain.unique_theming_ids) > 100_000  # pygame_gui's keys
    assert not theme.unique_theming_ids


@pytest.mark.skipif(not sys.platform.startswith("linux") or platform.libc_ver()[0] != "glibc",
                    reason="malloc_trim is glibc's")
def test_freed_memory_goes_back_to_the_system_with_glibc() -> None:
    from hearts.ui.platform.memory import give_back_freed_memory

    assert give_back_freed_memory()


def test_the_bots_worker_loads_neither_pygame_nor_the_art() -> None:
    executor = BotExecutor()
    try:
        loaded = executor.submit(window_modules).result(timeout=600)  # a guard, not a figure
    finally:
        executor.shutdown()
    assert loaded == []
