"""The review says what it shows (issue 44, item 7): « Revoir la partie » (the end-of-game
panel's button, a finished game) opens a review titled so, not « Revoir la manche »; in the
hand Expert played, the captions and the voice name South's seat Expert, as its hand is
named on the board, not « Sud »."""

from __future__ import annotations

from pathlib import Path

from hearts.choices import LEVEL_WORDS
from hearts.i18n import LANGUAGES
from hearts.ui.review.dialog import GAME_TITLE, HAND_TITLE, ReviewDialog
from hearts.ui.review.spoken import review_words
from hearts.ui.review.state import StepKind
from hearts.words import seat_name
from tests.helpers.engine import random_game
from tests.helpers.window import (
    MakeApp,
    press,
    review_of_a_left_game,
    settle,
)


def test_a_finished_game_is_reviewed_as_the_game(make_app: MakeApp) -> None:
    app = make_app()
    for hands, title in ((None, GAME_TITLE), (1, HAND_TITLE)):  # finished, then not
        assert app.reviews.open(random_game(31, seed=3, hands=hands).to_json(), None, "g")
        settle(app)
        review = app.dialog
        assert isinstance(review, ReviewDialog) and review.title == title("fr")
        press(review, review.back_button)
        settle(app)
    assert GAME_TITLE("fr") == "Revoir la partie"  # the end-of-game panel's button


def test_the_hand_expert_played_names_expert_in_its_captions_and_aloud(
        make_app: MakeApp, tmp_path: Path) -> None:
    app, review, _duplicate = review_of_a_left_game(make_app, tmp_path)
    review.review.choose_hand(0)
    review._show()
    assert review.expert_button is not None
    press(review, review.expert_button)
    settle(app)
    expert = app.dialog
    assert isinstance(expert, ReviewDialog) and expert.review.by_expert
    tricks = [index for index, cell in enumerate(expert.review.cells())
              if cell.kind is StepKind.TRICK]
    named = set()
    for lang in LANGUAGES:
        expert.lang = lang
        for step in tricks:
            expert.review.go_to(step)
            expert._show()
            caption, said = expert.caption.text, review_words(expert.review, lang)
            picture = expert.review.picture()
            south_played = any(seat == 0 for seat, _card in picture.trick)
            assert seat_name(0, lang) not in caption and seat_name(0, lang) not in said
            if south_played and picture.winner == 0:
                named.add(lang)
                assert LEVEL_WORDS["expert"](lang) in caption and LEVEL_WORDS["expert"](
                    lang) in said
        expert.review.go_to(0)
        assert seat_name(0, lang) not in review_words(expert.review, lang)
    assert named == set(LANGUAGES)  # Expert took a trick of its hand
