"""Playing by keyboard: the focus starts on a card that can be played, the arrows only stop
on such cards, the first Enter acts, and after a hint Enter takes it. The keyboard's card
shows only once a key is used at the table (issue 44, item 6: at the deal, a player of the
mouse read it as chosen): a test that plays by clicks first presses Esc, which changes
nothing else."""

from __future__ import annotations

import pygame

from hearts.engine import Phase
from hearts.ui.app import App
from tests.helpers.window import SOUTH, MakeApp, pass_three, play_until, settle


def press(app: App, key: int) -> None:
    """One key, then let the table rest."""
    app.press(key)
    settle(app)


def south_to_play(app: App) -> bool:
    """South's turn to play a card, the table at rest."""
    match = app.controller.host.match
    return match.phase is Phase.PLAYING and match.turn is SOUTH


def south_must_choose(app: App) -> bool:
    """South to play with some cards greyed."""
    match = app.controller.host.match
    return south_to_play(app) and 0 < len(match.legal_plays(SOUTH)) < len(match.hand(SOUTH))


def test_the_first_enter_of_a_pass_raises_the_first_card(make_app: MakeApp) -> None:
    app = make_app(deal=21)
    first = app.controller.scene.hand[0]
    assert app.controller.choices.focused_card() is None  # no key yet: no card marked
    press(app, pygame.K_RETURN)
    assert app.controller.raised == [first]


def test_the_focus_starts_on_the_first_legal_card_and_enter_plays_it(make_app: MakeApp) -> None:
    app = make_app(deal=22)
    play_until(app, south_must_choose)
    controller = app.controller
    shown = controller.scene.hand
    legal = set(controller.host.match.legal_plays(SOUTH))
    first_legal = next(card for card in shown if card in legal)
    assert controller.choices.focused_card() is None  # played by clicks: no card marked
    press(app, pygame.K_ESCAPE)
    assert controller.choices.focused_card() == first_legal
    before = len(controller.host.match.hand(SOUTH))
    press(app, pygame.K_RETURN)
    assert len(controller.host.match.hand(SOUTH)) == before - 1
    assert first_legal not in controller.host.match.hand(SOUTH)


def test_the_arrows_stop_only_on_cards_that_can_be_played(make_app: MakeApp) -> None:
    app = make_app(deal=23)
    play_until(app, south_must_choose)
    controller = app.controller
    legal = set(controller.host.match.legal_plays(SOUTH))
    for key in (pygame.K_RIGHT, pygame.K_LEFT):
        visited = set()
        for _ in range(len(legal) + 1):
            press(app, key)
            card = controller.choices.focused_card()
            assert card in legal
            visited.add(card)
        assert visited == legal


def test_the_focus_never_rests_on_a_greyed_card_after_a_trick(make_app: MakeApp) -> None:
    app = make_app(deal=24)
    pass_three(app) if app.controller.choices.is_choosing_pass() else None
    press(app, pygame.K_ESCAPE)  # the keyboard in use: its card shows
    controller = app.controller
    for _ in range(13):
        play_until(app, south_to_play)
        assert controller.choices.focused_card() in controller.host.match.legal_plays(SOUTH)
        press(app, pygame.K_LEFT)  # leave the focus on the left of the hand
        press(app, pygame.K_RETURN)
        if controller.host.match.phase is not Phase.PLAYING:
            break


def test_after_a_hint_enter_plays_the_hinted_card(make_app: MakeApp) -> None:
    app = make_app(deal=25)
    play_until(app, south_must_choose)
    controller = app.controller
    legal = controller.host.match.legal_plays(SOUTH)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_h)
    (hinted,) = controller.scene.hinted
    assert hinted in legal
    assert controller.choices.focused_card() == hinted
    press(app, pygame.K_RETURN)
    assert hinted not in controller.host.match.hand(SOUTH)
    assert any(card == hinted for _, card in controller.host.match.current_trick) or any(
        card == hinted for trick in controller.host.match.tricks for _, card in trick.plays)


def test_after_a_pass_hint_enter_passes_the_three_suggested_cards(make_app: MakeApp) -> None:
    app = make_app(deal=26)
    controller = app.controller
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_h)
    hinted = set(controller.scene.hinted)
    assert len(hinted) == 3
    assert set(controller.raised) == hinted  # raised, for the player to see first
    assert controller.choices.focused_card() in hinted
    press(app, pygame.K_RETURN)
    assert set(controller.host.match.passed_cards(SOUTH) or ()) == hinted


def test_after_a_pass_hint_p_passes_the_three_suggested_cards(make_app: MakeApp) -> None:
    app = make_app(deal=27)
    controller = app.controller
    press(app, pygame.K_h)
    hinted = set(controller.scene.hinted)
    assert len(hinted) == 3  # with no hint, nothing raised and nothing passed would match too
    press(app, pygame.K_p)
    assert set(controller.host.match.passed_cards(SOUTH) or ()) == hinted
