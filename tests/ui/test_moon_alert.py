"""Alerte grand chelem: the message line says once in a hand, at South's turn, that another
seat can still shoot the moon and how to stop it, exactly while South can still stop it
(from South's view), and only when the setting (by level, or chosen) asks for it."""

from __future__ import annotations

import dataclasses

import pytest

from hearts.engine import Card, Match, Rules, Seat, cards
from hearts.engine.hand_story import hand_stories
from hearts.store import Level, Settings
from hearts.store.settings import MoonAlert as MoonAlertChoice
from hearts.ui.kit.sentences import Text
from hearts.ui.table.moon_alert import TAKE_A_HEART, MoonAlert, moon_to_stop
from tests.helpers.window import MakeApp, click_card, play_until, settle, south_to_play

SOUTH, WEST, NORTH, EAST = Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST
HANDS = (cards("2C 3C 4C 5C 2D 3D 4D 5D 6D 7D 8D 9D AD"),
         cards("6C 7C 8C 9C TC JC QC KC AC TD JD QD KD"),
         cards("2H 3H 4H 5H 6H 7H 8H 2S 3S 4S 5S 6S 7S"),
         cards("9H TH JH QH KH AH 8S 9S TS JS QS KS AS"))
# West takes two hearts a trick with its clubs; North and East, void in clubs, throw them.
# South's A♦ may still take a trick.
TRICKS = ("2C AC 2H 9H", "KC 3H TH 3C", "QC 4H JH 4C", "JC 5H QH 5C")


def hand_with_west_taking_hearts(south_ace: bool = True) -> Match:
    """A no-pass hand, points allowed on the first trick, West taking hearts (South's A♦ and
    West's 10♦ swapped when not *south_ace*: South then holds only low cards)."""
    hands: tuple[tuple[Card, ...], ...] = HANDS
    if not south_ace:
        ace, ten = cards("AD TD")
        hands = tuple(tuple(ten if card == ace else ace if card == ten else card
                            for card in hand) for hand in HANDS)
    return Match.from_hands(hands, Rules(first_trick_points=True), hand_number=3)


def play(match: Match, plays: str) -> None:
    """Play *plays* in turn order, from whoever's turn it is."""
    for card in cards(plays):
        turn = match.turn
        assert turn is not None
        match.play(turn, card)


def test_no_alert_while_west_has_taken_too_few_hearts_to_fear_a_moon() -> None:
    match = hand_with_west_taking_hearts()
    for trick in TRICKS[:3]:
        play(match, trick)
        assert moon_to_stop(match.view(SOUTH)) is None
    play(match, "JC 5H QH")  # six hearts taken, two more on the table: not yet feared
    assert match.turn is SOUTH and moon_to_stop(match.view(SOUTH)) is None


def test_the_alert_names_the_seat_once_it_has_taken_enough_and_points_are_left() -> None:
    match = hand_with_west_taking_hearts()
    for trick in TRICKS:
        play(match, trick)
    play(match, "KD 6H KH")
    assert match.turn is SOUTH
    assert moon_to_stop(match.view(SOUTH)) == (WEST, True)


def test_no_alert_when_south_can_take_no_trick_again() -> None:
    match = hand_with_west_taking_hearts(south_ace=False)  # every card of South's is low
    for trick in TRICKS:
        play(match, trick)
    play(match, "AD 6H KH")
    assert match.turn is SOUTH and moon_to_stop(match.view(SOUTH)) is None


def test_with_every_heart_taken_the_alert_asks_for_the_queen_until_it_is_taken_too() -> None:
    match = hand_with_west_taking_hearts()
    for trick in (*TRICKS, "KD 6H KH 2D", "QD 7H AH 3D", "JD 8H AS 4D"):
        play(match, trick)
    assert match.points_taken[WEST] == 13  # every heart, and East still holds Q♠
    assert moon_to_stop(match.view(SOUTH)) == (WEST, False)
    play(match, "TD 2S QS 5D")  # West takes Q♠: the moon is made, nothing left to stop
    play(match, "6C 3S 8S")
    assert match.turn is SOUTH and moon_to_stop(match.view(SOUTH)) is None


def said(alert: MoonAlert, match: Match, settings: Settings, caught_up: bool = True,
         turns: int = 1) -> list[Text]:
    """What the alert asks to say over *turns* turns of the table at *match* (game 1)."""
    found = [alert.watch(match.view(Seat.SOUTH), 1, settings.alerts_moon and caught_up)
             for _ in range(turns)]
    return [text for text in found if text is not None]


def test_the_alert_is_said_once_a_hand_and_only_when_the_setting_asks() -> None:
    match = hand_with_west_taking_hearts()
    for trick in TRICKS:
        play(match, trick)
    play(match, "KD 6H KH")
    for settings, times in ((Settings(level="medium"), 1), (Settings(level="hard"), 0),
                            (Settings(level="hard", moon_alert="on"), 1),
                            (Settings(level="easy", moon_alert="off"), 0)):
        alert = MoonAlert()
        assert said(alert, match, settings, caught_up=False) == []  # earlier cards shown
        assert len(said(alert, match, settings, turns=3)) == times, settings
    assert game_said(match) == TAKE_A_HEART("fr", seat="Ouest")


def game_said(match: Match) -> str:
    """The alert's words in French for *match*."""
    return said(MoonAlert(), match, Settings(level="easy"))[0]("fr")


@pytest.mark.parametrize(("moon_alert", "level"), [("level", "medium"), ("off", "medium"),
                                                ("on", "hard")])
def test_the_window_says_it_once_from_the_first_south_turn_it_is_due(
        make_app: MakeApp, moon_alert: MoonAlertChoice, level: Level) -> None:
    app = make_app(lang="fr")
    controller = app.controller
    controller.apply_settings(dataclasses.replace(controller.settings, moon_alert=moon_alert,
                                                  level=level))
    heard: list[str] = []
    controller.message_line.listener = lambda text: heard.append(text("fr"))
    # Moyen's East gives Q♠ away
    controller.practise(hand_stories(hand_with_west_taking_hearts().to_json())[0])
    settle(app)
    due = False
    for _ in range(13):
        play_until(app, lambda a: south_to_play(a) or a.dialog is not None)
        if app.dialog is not None:
            break
        due = due or moon_to_stop(controller.host.match.view(SOUTH)) is not None
        alerts = [line for line in heard if "grand chelem" in line]
        assert len(alerts) == (1 if due and moon_alert != "off" else 0), heard
        if alerts:
            assert alerts[0].startswith("Ouest peut encore faire le grand chelem")
        click_card(app, controller.host.match.legal_plays(SOUTH)[0])
    assert due  # the hand did bring a moon South could stop
