"""Playing in the real window, headless: clicks and keys posted where the layout puts things."""

from __future__ import annotations

import itertools
import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from hearts.engine import Card, IllegalPlay, Match, Phase, deal_hands
from hearts.ui.app import App
from hearts.ui.dialogs import DealNumberDialog, OptionsDialog
from hearts.ui.table.speech.narration import illegal_sentence
from tests.helpers.window import (
    SOUTH,
    MakeApp,
    click_button,
    click_card,
    give_up,
    play_until,
    settle,
)


def south_must_choose(app: App) -> bool:
    """South to play with both legal and illegal cards in hand."""
    match = app.controller.host.match
    return (match.phase is Phase.PLAYING and match.turn is SOUTH
            and 0 < len(match.legal_plays(SOUTH)) < len(match.hand(SOUTH)))


def test_three_clicked_cards_rise_and_passer_passes_them(make_app: MakeApp) -> None:
    app = make_app(deal=1)
    controller = app.controller
    assert app.table_buttons.pass_button.visible
    first, second, third = controller.scene.hand[:3]
    click_card(app, first)
    click_card(app, second)
    assert controller.scene.raised == {first, second}
    assert not app.table_buttons.pass_button.is_enabled
    click_card(app, third)
    assert app.table_buttons.pass_button.is_enabled
    click_button(app, "pass")
    match = controller.host.match
    assert match.phase is Phase.PLAYING
    assert match.passed_cards(SOUTH) == tuple(sorted((first, second, third)))
    received = set(match.received_cards(SOUTH))
    assert received and not received & {first, second, third}
    assert controller.scene.outlined == received
    assert not app.table_buttons.pass_button.visible


def test_a_second_click_lowers_a_raised_card(make_app: MakeApp) -> None:
    app = make_app(deal=2)
    card = app.controller.scene.hand[5]
    click_card(app, card)
    assert app.controller.raised == [card]
    click_card(app, card)
    assert app.controller.raised == []
    assert app.controller.scene.raised == set()


def test_a_click_on_a_greyed_card_plays_nothing_and_says_why(make_app: MakeApp) -> None:
    app = make_app(deal=3)
    play_until(app, south_must_choose)
    match = app.controller.host.match
    illegal = next(card for card in match.hand(SOUTH) if card not in match.legal_plays(SOUTH))
    before = match.to_json()
    with pytest.raises(IllegalPlay) as refusal:
        Match.from_json(before).play(SOUTH, illegal)
    click_card(app, illegal)
    assert match.to_json() == before
    # (during the first trick, the cards received stay said before it)
    assert app.controller.message_text().endswith(illegal_sentence(refusal.value)("fr"))


def test_a_click_on_a_bright_card_plays_it(make_app: MakeApp) -> None:
    app = make_app(deal=3)
    play_until(app, south_must_choose)
    match = app.controller.host.match
    legal = match.legal_plays(SOUTH)[-1]
    click_card(app, legal)
    played = [card for trick in match.tricks for _, card in trick.plays]
    played += [card for _, card in match.current_trick]
    assert legal in played
    assert legal not in match.hand(SOUTH)
    assert legal not in app.controller.scene.hand


def test_greyed_cards_are_exactly_the_illegal_ones(make_app: MakeApp,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The cards the renderer draws dimmed, against the engine's legal plays."""
    app = make_app(deal=3)
    play_until(app, south_must_choose)
    match = app.controller.host.match
    greyed: list[Card] = []
    dim = app.renderer.art.greyed

    def recording(card: Card, *args: Any) -> pygame.Surface:
        greyed.append(card)
        return dim(card, *args)

    monkeypatch.setattr(app.renderer.art, "greyed", recording)
    app.renderer.forget_sizes()
    app.draw(time.monotonic())
    illegal = set(match.hand(SOUTH)) - set(match.legal_plays(SOUTH))
    assert illegal and set(greyed) == illegal


def by_suit(cards: list[Card]) -> bool:
    """Whether each suit's cards sit together, in rising rank."""
    suits = [suit for suit, _ in itertools.groupby(card.suit for card in cards)]
    return len(suits) == len(set(suits)) and all(
        a.rank < b.rank for a, b in itertools.pairwise(cards) if a.suit is b.suit)


def by_rank(cards: list[Card]) -> bool:
    """Whether the ranks never go down from left to right."""
    return all(a.rank <= b.rank for a, b in itertools.pairwise(cards))


def test_tri_switches_between_suit_and_rank_order_and_is_remembered(make_app: MakeApp,
                                                                     tmp_path: Path) -> None:
    app = make_app(deal=4)
    hand = set(app.controller.host.match.hand(SOUTH))

    def shown() -> list[Card]:
        return app.controller.scene.hand

    assert by_suit(shown()) and not by_rank(shown())
    click_button(app, "sort")
    assert by_rank(shown()) and not by_suit(shown())
    assert set(shown()) == hand
    app.controller.flush_saves()
    assert '"sort_order": "rank"' in (tmp_path / "settings.json").read_text()
    click_button(app, "sort")
    assert by_suit(shown()) and set(shown()) == hand


def test_rejouer_restores_the_first_hand_of_the_same_deal(make_app: MakeApp) -> None:
    app = make_app(deal=5)
    play_until(app, lambda a: len(a.controller.host.match.tricks) >= 2)
    click_button(app, "replay")
    give_up(app)
    match = app.controller.host.match
    assert match.deal_number == 5
    assert match.hand_number == 0 and match.phase is Phase.PASSING
    assert set(match.hand(SOUTH)) == set(deal_hands(5, 0)[SOUTH])
    assert set(app.controller.scene.hand) == set(deal_hands(5, 0)[SOUTH])
    assert app.controller.stats.games_played == 1  # the game given up counts as lost
    assert app.controller.stats.games_won == 0


def test_nouvelle_partie_draws_another_deal_number(make_app: MakeApp) -> None:
    app = make_app(deal=6)
    numbers = set()
    for _ in range(3):
        click_button(app, "new_game")
        numbers.add(app.controller.host.match.deal_number)
    assert len(numbers - {6}) >= 2
    assert app.controller.stats.games_played == 0  # no card was played: nothing abandoned


def _type_deal(app: App, text: str) -> None:
    dialog = app.dialog
    assert isinstance(dialog, DealNumberDialog)
    dialog.entry.set_text("")
    for character in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=character))
    settle(app)
    assert dialog.entry.get_text() == text
    app.click(dialog.ok_button.rect.center)
    settle(app)


@pytest.mark.parametrize("text", ["0", "-4", "abc", "1 000 000"])
def test_donne_numero_refuses_what_is_not_a_deal(make_app: MakeApp, text: str) -> None:
    app = make_app(deal=7)
    click_button(app, "deal_number")
    assert app.dialog is not None and app.dialog.is_open
    _type_deal(app, text)
    assert isinstance(app.dialog, DealNumberDialog) and app.dialog.is_open
    assert app.controller.host.match.deal_number == 7
    assert app.dialog.error.text


@pytest.mark.parametrize("typed", ["\xad", "\x1f", "\u200b", "4\u0301", "\x97"])
def test_donne_numero_takes_invisible_characters_without_failing(make_app: MakeApp,
                                                                 typed: str) -> None:
    app = make_app(deal=7)  # a soft hyphen, a control or zero-width character crashed it
    click_button(app, "deal_number")
    dialog = app.dialog
    assert isinstance(dialog, DealNumberDialog)
    for text in (typed, "5"):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    settle(app)
    assert dialog.is_open and dialog.entry.get_text().endswith("5")


def test_donne_numero_opens_the_typed_deal(make_app: MakeApp) -> None:
    app = make_app(deal=7)
    click_button(app, "deal_number")
    _type_deal(app, "123456")
    assert app.dialog is None
    assert app.controller.host.match.deal_number == 123456
    assert set(app.controller.host.match.hand(SOUTH)) == set(deal_hands(123456, 0)[SOUTH])


@pytest.mark.parametrize("number", [0, -4, 1_000_000, "abc"])
def test_the_open_deal_action_refuses_bad_numbers(make_app: MakeApp, number: object) -> None:
    app = make_app(deal=8)
    assert not app.controller.action_open_deal(number)
    assert app.controller.host.match.deal_number == 8
    assert "999 999" in app.controller.message_text()


def test_the_keyboard_alone_raises_passes_and_plays(make_app: MakeApp) -> None:
    app = make_app(deal=9)
    controller = app.controller
    for number in range(3):  # the focus starts on the first card
        if number:
            app.press(pygame.K_RIGHT)
        app.press(pygame.K_SPACE)
        settle(app)
    assert controller.raised == controller.scene.hand[:3]
    app.press(pygame.K_RETURN)  # the same card again: lowered
    settle(app)
    assert controller.raised == controller.scene.hand[:2]
    app.press(pygame.K_RIGHT)
    app.press(pygame.K_RETURN)
    settle(app)
    assert len(controller.raised) == 3
    app.press(pygame.K_p)
    settle(app)
    assert controller.host.match.phase is Phase.PLAYING
    play_until(app, lambda a: a.controller.host.match.turn is SOUTH
               and a.controller.host.match.phase is Phase.PLAYING)
    hand_before = len(controller.host.match.hand(SOUTH))
    legal = controller.host.match.legal_plays(SOUTH)[0]
    while controller.choices.focused_card() is not legal:
        app.press(pygame.K_RIGHT)
        settle(app)
    app.press(pygame.K_RETURN)
    settle(app)
    assert len(controller.host.match.hand(SOUTH)) == hand_before - 1


def test_indice_highlights_the_hint_and_says_why(make_app: MakeApp) -> None:
    app = make_app(deal=10)
    click_button(app, "hint")
    hinted = app.controller.scene.hinted
    assert len(hinted) == 3
    assert hinted <= set(app.controller.host.match.hand(SOUTH))
    assert app.controller.message_text()


def test_dernier_pli_shows_the_last_trick(make_app: MakeApp) -> None:
    app = make_app(deal=11)
    assert not app.table_buttons.side["last_trick"].is_enabled
    play_until(app, lambda a: len(a.controller.host.match.tricks) >= 1
               and a.controller.host.match.turn is SOUTH)
    click_button(app, "last_trick")
    scene = app.controller.scene
    assert scene.show_last_trick
    assert scene.last_trick is not None
    last = app.controller.host.match.tricks[-1]
    assert scene.last_trick.plays == last.plays


def test_rapide_is_remembered(make_app: MakeApp, tmp_path: Path) -> None:
    app = make_app(deal=12)
    assert not app.controller.settings.is_quick
    click_button(app, "fast")
    assert app.controller.settings.pace == "fast"
    assert app.table_buttons.side["fast"].is_selected
    app.controller.flush_saves()
    assert '"pace": "fast"' in (tmp_path / "settings.json").read_text()


def test_the_title_shows_the_deal_number(make_app: MakeApp) -> None:
    app = make_app(deal=123456)
    assert app.controller.table_view().title[0] == "Donne n° 123456"
    click_button(app, "daily")
    assert "Donne du jour" in app.controller.table_view().title


def test_a_resized_window_lays_out_again_and_keeps_the_game(make_app: MakeApp) -> None:
    app = make_app(deal=13)
    before = app.controller.host.match.to_json()
    app.dialogs.action_options()
    settle(app)
    for size in ((960, 600), (1920, 1080)):
        app.resize(size)
        settle(app)
        assert app.surface.get_size() == size
        assert app.layout.size == size
        assert app.table_buttons.side["stats"].rect == app.layout.buttons["stats"]
        assert isinstance(app.dialog, OptionsDialog) and app.dialog.is_open
    assert app.controller.host.match.to_json() == before
    assert isinstance(app.dialog, OptionsDialog)
    app.dialog.close()
    settle(app)
    card = app.controller.scene.hand[0]
    click_card(app, card)
    assert app.controller.raised == [card]


def test_f11_switches_full_screen_and_back(make_app: MakeApp) -> None:
    app = make_app(deal=14)
    app.press(pygame.K_F11)
    settle(app)
    assert app.fullscreen
    app.press(pygame.K_F11)
    settle(app)
    assert not app.fullscreen
    assert app.layout.size == app.surface.get_size()
