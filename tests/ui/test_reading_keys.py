"""The reading keys: M the hand by suit, T the trick and whose turn, S the scores, O the
cards still out, V the voids seen; spoken when speech is on, else on the message line."""

from __future__ import annotations

import pygame

from hearts.engine import Card, Seat, Suit, TrickTaken
from hearts.ui.app import App
from hearts.ui.kit.sentences import card_name
from hearts.ui.kit.speech import Recording
from hearts.ui.table.scene import Scene
from hearts.ui.table.speech.reading import (
    EMPTY_TABLE,
    NO_SUIT,
    YOUR_TURN,
    hand_sentence,
    out_sentence,
    voids_seen,
)
from tests.helpers.window import SOUTH, MakeApp, play_until, settle, south_to_play


def cards(*codes: str) -> list[Card]:
    """Cards by code: "QS", "10H"."""
    return [Card.parse(code) for code in codes]


def test_a_seat_that_did_not_follow_has_shown_a_void() -> None:
    west, north, east = Seat.WEST, Seat.NORTH, Seat.EAST
    trick = TrickTaken(SOUTH, tuple(zip((SOUTH, west, north, east),
                                        cards("2C", "5C", "QS", "KC"), strict=True)), east, 13)
    assert voids_seen([trick], list(zip((east, SOUTH), cards("2D", "3H"), strict=True)),
                      SOUTH) == {
        north: {Suit.CLUBS}}  # South's own voids are not news to South


def test_the_hand_is_read_by_suit_highest_first_and_a_missing_suit_said() -> None:
    scene = Scene()
    scene.hand = cards("2S", "AS", "10H")
    text = hand_sentence(scene)("fr")
    assert text.index(card_name(Card.parse("AS"), "fr")) \
        < text.index(card_name(Card.parse("2S"), "fr"))
    assert NO_SUIT("fr", suit="trèfle") in text


def test_the_cards_out_are_the_other_seats_cards() -> None:
    scene = Scene()
    scene.hand = list(cards("AS"))
    text = out_sentence(scene, frozenset(cards("QS", "3C")))("en")
    assert "king of spades" in text and "2 of clubs" in text
    assert "ace of spades" not in text and "queen of spades" not in text
    assert "3 of clubs" not in text


def test_the_keys_read_the_table_aloud(make_app: MakeApp) -> None:
    voice = Recording()
    app = make_app(deal=31, lang="en", speech=True, voice=lambda: voice)
    play_until(app, lambda a: south_to_play(a) and len(a.controller.scene.trick) > 0)
    scene = app.controller.scene
    press(app, pygame.K_t)
    heard = voice.lines[-1]
    assert all(card_name(card, "en") in heard for _seat, card in scene.trick)
    assert heard.endswith(YOUR_TURN("en"))
    press(app, pygame.K_m)
    assert all(card_name(card, "en") in voice.lines[-1] for card in scene.hand)
    press(app, pygame.K_s)
    assert voice.lines[-1].startswith("Totals: You: 0 points")
    press(app, pygame.K_o)
    assert card_name(app.controller.host.match.hand(Seat.WEST)[0], "en") in voice.lines[-1]
    press(app, pygame.K_v)
    assert voice.lines[-1]
    assert voice.interrupted >= 5  # each answer cuts what was being said


def test_without_speech_the_answer_goes_on_the_message_line(make_app: MakeApp) -> None:
    voice = Recording()
    app = make_app(deal=31, voice=lambda: voice)
    press(app, pygame.K_t)
    assert EMPTY_TABLE("fr") in app.controller.message_text()
    assert voice.lines == []


def press(app: App, key: int) -> None:
    """One key, then the table at rest."""
    app.press(key)
    settle(app)
