"""Revoir la manche by ear (docs/ARCHITECTURE.md, "Speech" and "The review"): with speech on,
the hand review says what it is and how to move in it when it opens, then the caption of
each step the keys reach, with what the board shows a player who cannot see it: the deal
with South's cards, the pass with the cards given and received, each trick's four cards in
the order played and who took it, and the analysis's word on South's decision; a step asked
for past either end is said again; E says why Expert's hand cannot be seen where the button
is greyed. Expert's replay and the reviews opened from Parties récentes speak the same, in
every language; with speech off nothing is said, and F2 over the review says where it is."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from hearts.ai.whohas import hand_chances
from hearts.engine import QUEEN_OF_SPADES, Seat
from hearts.i18n import LANGUAGES, _, percent_text
from hearts.ui.app import App
from hearts.ui.kit.sentences import card_name
from hearts.ui.kit.speech import Recording
from hearts.ui.review.analysis_words import decision_sentence, hand_summary
from hearts.ui.review.dialog import EXPERT_TITLE, NOT_FINISHED, NOT_REPLAYED, ReviewDialog
from hearts.ui.review.spoken import HAND_KEYS
from hearts.ui.review.state import Review
from hearts.ui.review.whohas_run import CHANCE_SAID, HEARTS_SAID, SEAT_SAID
from hearts.ui.review.whohas_run import TITLE as WHO_HAS_TITLE
from hearts.ui.table.panels.hand_over import HandOverPanel
from hearts.words import seat_name
from tests.helpers.window import (
    MakeApp,
    keep_a_left_game,
    open_recent,
    play_until,
    press,
    review_of_a_left_game,
    settle,
)

SOUTH = Seat.SOUTH
REVIEW_TITLE = _("Revoir la manche")


def key(app: App, code: int) -> list[str]:
    """A key pressed as a person presses it, the window at rest: the lines it made said."""
    before = len(heard_by(app))
    app.press(code)
    settle(app)
    return heard_by(app)[before:]


def heard_by(app: App) -> list[str]:
    """What the window's recording voice has said so far."""
    assert app.config.voice is not None
    voice = app.config.voice()  # the test's, the same each time
    assert isinstance(voice, Recording)
    return voice.lines


def review_by_ear(make_app: MakeApp, deal: int = 19, lang: str = "fr",
                  speech: bool = True) -> tuple[App, ReviewDialog, list[str]]:
    """A window on *deal* played to its first end-of-hand panel, then R pressed on it: the
    window, the review, and what opening it made said."""
    voice = Recording()
    app = make_app(deal, lang=lang, speech=speech, voice=lambda: voice)
    play_until(app, lambda app: isinstance(app.dialog, HandOverPanel), limit=200)
    said = key(app, pygame.K_r)
    review = app.dialog
    assert isinstance(review, ReviewDialog)
    return app, review, said


def test_the_review_says_what_it_is_how_to_move_and_its_first_step(make_app: MakeApp) -> None:
    _app, review, said = review_by_ear(make_app)
    story = review.review.story
    assert said[0].startswith(REVIEW_TITLE("fr"))
    keys = said[0]
    assert all(word in keys for word in ("Début", "Échap")), keys  # how to move
    assert "Page" not in keys  # the game's first hand: no other to go to
    assert len(keys) < 400  # short
    step = " ".join(said[1:])
    assert f"Manche {story.hand_number + 1}" in step
    assert all(card_name(card, "fr") in step for card in story.dealt[SOUTH])  # South's cards


def test_each_step_the_keys_reach_is_said_with_what_the_board_shows(make_app: MakeApp) -> None:
    app, review, _said = review_by_ear(make_app)
    story = review.review.story
    assert story.pass_direction.value  # deal 19's first hand passes
    (line,) = key(app, pygame.K_RIGHT)
    giver = next(seat for seat in Seat if story.receiver(seat) is SOUTH)
    for card in (*story.given[SOUTH], *story.given[giver]):
        assert card_name(card, "fr") in line, (card, line)
    for trick in story.tricks:
        (line,) = key(app, pygame.K_RIGHT)
        places = [line.index(card_name(card, "fr")) for _seat, card in trick.plays]
        assert places == sorted(places), line  # the four cards, in the order played
        taker = ("Vous ramassez le pli" if trick.winner is SOUTH  # the person « vous »
                 else f"{seat_name(trick.winner, 'fr')} ramasse le pli")
        assert str(trick.number) in line and taker in line, line
    last = line
    assert key(app, pygame.K_RIGHT) == [last]  # past the end: the same step, said again
    (deal,) = key(app, pygame.K_HOME)
    assert f"Manche {story.hand_number + 1}" in deal
    assert key(app, pygame.K_LEFT) == [deal]
    assert key(app, pygame.K_END) == [last]
    voice = app.config.voice() if app.config.voice is not None else None
    assert isinstance(voice, Recording) and voice.interrupted > 0  # a key cuts the last short


def test_the_analysis_s_word_on_each_decision_is_said(make_app: MakeApp) -> None:
    app, review, _said = review_by_ear(make_app)
    assert review.analyse_button is not None
    for _tab in range(len(review._focus_order)):
        key(app, pygame.K_TAB)
        if review.spoken()[1] == review.analyse_button.text:
            break
    said = key(app, pygame.K_RETURN)  # Analyser, measured to the end at once here
    result = review.review.analyses[review.review.hand].result()
    assert result is not None
    summary = hand_summary(result, review.review.story, "fr")
    assert any(summary[0] in line and summary[1] in line for line in said), said
    deal = f"Manche {review.review.story.hand_number + 1}"
    assert not any(deal in line for line in said), said  # the step is not said again
    (line,) = key(app, pygame.K_RIGHT)  # the pass
    assert decision_sentence(result.decisions[0], "fr") in line
    (line,) = key(app, pygame.K_RIGHT)  # the first trick
    assert decision_sentence(result.decisions[1], "fr") in line


def test_tab_names_the_step_buttons_and_passes_over_the_greyed_ones(make_app: MakeApp) -> None:
    app, review, _said = review_by_ear(make_app)
    assert review.expert_button is not None and not review.expert_button.is_enabled
    heard = [line for _tab in range(len(review.step_buttons)) for line in key(app, pygame.K_TAB)]
    assert heard == ["Première étape", "Étape précédente", "Étape suivante", "Dernière étape"]
    (line,) = key(app, pygame.K_RETURN)  # the last step, said
    assert line.startswith(f"Pli {review.review.story.tricks[-1].number}.")
    heard = [line for _tab in range(8) for line in key(app, pygame.K_TAB)]
    assert str(review.expert_button.text) not in heard  # greyed: E says why (below)


def test_recent_games_and_expert_s_hand_are_heard_and_e_says_why_not(
        make_app: MakeApp, tmp_path: Path) -> None:
    keep_a_left_game(tmp_path)
    voice = Recording()
    app = make_app(5, speech=True, voice=lambda: voice)
    recent = open_recent(app)
    before = len(voice.lines)
    press(recent, recent.game_buttons[0])
    settle(app)
    review = app.dialog
    assert isinstance(review, ReviewDialog)
    said = voice.lines[before:]
    assert said[0].startswith(REVIEW_TITLE("fr")) and "E" in said[0]
    assert HAND_KEYS("fr") in said[0]  # three hands: Page précédente, Page suivante
    assert "Manche 3" in " ".join(said)
    assert key(app, pygame.K_e) == [NOT_FINISHED("fr")]  # the greyed button's reason
    assert key(app, pygame.K_e) == [NOT_FINISHED("fr")]  # asked again: said again
    assert "Manche 2" in " ".join(key(app, pygame.K_PAGEUP))
    assert key(app, pygame.K_e) == [NOT_REPLAYED("fr")]
    key(app, pygame.K_PAGEUP)
    said = key(app, pygame.K_e)  # Expert's hand opens
    expert = app.dialog
    assert isinstance(expert, ReviewDialog) and expert.review.by_expert
    assert said[0].startswith(EXPERT_TITLE("fr"))
    assert "E :" not in said[0]  # no E in Expert's own hand
    assert HAND_KEYS("fr") not in said[0]  # nor other hands
    story = Review(expert.review.match_json, 0).story
    key(app, pygame.K_RIGHT)  # its pass
    (line,) = key(app, pygame.K_RIGHT)  # its first trick
    assert all(card_name(card, "fr") in line for _seat, card in story.tricks[0].plays)
    said = key(app, pygame.K_ESCAPE)  # back to the review of the game
    assert said[0].startswith(REVIEW_TITLE("fr"))


def test_nothing_is_said_with_speech_off_and_f2_says_where_the_review_is(
        make_app: MakeApp) -> None:
    app, review, said = review_by_ear(make_app, speech=False)
    assert said == []
    assert key(app, pygame.K_RIGHT) == key(app, pygame.K_RIGHT) == key(app, pygame.K_e) == []
    said = key(app, pygame.K_F2)
    story = review.review.story
    trick = story.tricks[0]
    assert any(line.startswith(REVIEW_TITLE("fr")) for line in said), said
    assert any(all(card_name(card, "fr") in line for _seat, card in trick.plays)
               for line in said), said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_review_is_heard_in_each_language(make_app: MakeApp, lang: str) -> None:
    app, review, said = review_by_ear(make_app, lang=lang)
    assert said[0].startswith(REVIEW_TITLE(lang))
    key(app, pygame.K_RIGHT)
    (line,) = key(app, pygame.K_RIGHT)
    trick = review.review.story.tricks[0]
    assert all(card_name(card, lang) in line for _seat, card in trick.plays), line
    if lang != "fr":
        french = review_by_ear(make_app, lang="fr")[2]
        assert said[0] != french[0] and "Échap" not in said[0]
        assert not any(card_name(card, "fr") in line for _seat, card in trick.plays)


def test_tab_names_the_hand_buttons_without_their_arrows(
        make_app: MakeApp, tmp_path: Path) -> None:
    voice = Recording()
    app, review, _duplicate = review_of_a_left_game(make_app, tmp_path, speech=True,
                                                    voice=lambda: voice)
    assert review.previous_hand.is_enabled
    heard = [line for _tab in range(12) for line in key(app, pygame.K_TAB)]
    assert "Manche précédente" in heard
    assert not any("◀" in line or "▶" in line for line in heard)
    key(app, pygame.K_PAGEUP)  # the second hand: both hand buttons lit
    heard = [line for _tab in range(12) for line in key(app, pygame.K_TAB)]
    assert {"Manche précédente", "Manche suivante"} <= set(heard)


def test_q_says_who_held_what_for_each_other_seat(make_app: MakeApp) -> None:
    app, review, _said = review_by_ear(make_app)
    key(app, pygame.K_RIGHT)  # the pass
    key(app, pygame.K_RIGHT)  # the first trick
    said = key(app, pygame.K_q)[-1]  # after « calcul en cours » while it is worked out
    chances = hand_chances(review.review.match_json, review.review.story.hand_number)[2]
    # the step was said when the keys reached it: only what came in is said now
    assert said.startswith(f"{WHO_HAS_TITLE('fr')}.") and "Pli 1" not in said, said
    for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
        assert SEAT_SAID("fr", seat=seat_name(seat, "fr"), chances="").rstrip(".") in said
    out = chances.hearts_out()
    assert HEARTS_SAID("fr", count="", out=out).strip() in said
    queen = QUEEN_OF_SPADES
    if queen in chances.cards:
        assert CHANCE_SAID("fr", card=card_name(queen, "fr"),
                           percent=percent_text(chances.chance(queen, Seat.WEST), "fr")) in said
    assert "♥" not in said and "♠" not in said  # cards by their names, not their signs
    said = " ".join(key(app, pygame.K_q))  # hidden: the step alone, said again
    assert "Qui a quoi" not in said and said.startswith("Pli 1.")
