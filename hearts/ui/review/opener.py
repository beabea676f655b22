"""Opening the hand review, Parties récentes, and the practice of a hand (see
docs/ARCHITECTURE.md, "The window").

The review is a screen pushed over whatever is open (the table, the end-of-hand panel, the
list of recent games): "Retour au jeu" pops it and shows what was under it. "Rejouer cette
manche" pushes a table of its own over the review, which plays the hand for practice;
"Retour à la revue" pops that table, and the review is there again as it was.
Everything it needs comes in explicitly: the window's stack, the history, the worker, the
game's practice.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from concurrent.futures import Executor
from contextlib import suppress
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hearts.engine import Seat
from hearts.engine.hand_story import HandStory
from hearts.play.duplicate import EXPERT_GAME, FRIENDS_GAME, Duplicate, kept
from hearts.store import GameRecord, History
from hearts.ui.kit.sprites import CardArt
from hearts.ui.review.state import Review
from hearts.ui.screens import Answer, Factory, Place

if TYPE_CHECKING:
    from hearts.ai.deep import Budget

Replays = Callable[[str], Mapping[int, Duplicate]]  # a game's hands Expert played again

# The end-of-game panel of a game of the history, with what its Revoir la partie opens
# (None: the game was left before its end). The table makes it; the review never imports
# the table.
GameOverOpener = Callable[[GameRecord, Callable[[], object]], Factory | None]


@dataclass(frozen=True)
class Practice:
    """The game at the table, as the review sees it: its id, the person's seat, and the
    practice of a hand."""

    game_id: Callable[[], str]
    practise: Callable[[HandStory, Seat], None]  # a table of its own plays it, over the review
    seat: Callable[[], Seat] = lambda: Seat.SOUTH  # where the person sits at the table
    allowed: Callable[[], bool] = lambda: True  # no practice while seated with friends


class Reviews:
    """The review over the table, the list of recent games, and the practice they start."""

    def __init__(
        self,
        *,
        push: Callable[[Factory, Answer | None], None],
        place: Callable[[], Place],
        art: CardArt,
        history: History,
        practice: Practice,
        worker: Callable[[], Executor | None],
        analysis_budget: Budget | None = None,
        keep_analysis: Callable[[str, int, str], None],
        four_colour: Callable[[], bool],
        match_json: Callable[[], str],
        game_over: GameOverOpener | None = None,
        replays: Replays | None = None,
    ) -> None:
        self._push = push
        self._place = place
        self._art = art  # the table's card pictures
        self._history = history
        self._practice = practice
        self._worker = worker
        self._keep_analysis = keep_analysis
        self._four_colour = four_colour
        self._match_json = match_json  # the game at the table
        self._game_over = game_over  # a finished game's end-of-game panel (the table's)
        self.analysis_budget = analysis_budget  # None: the analysis's own (tests: less)
        self._replays = replays  # the hands the table played again in this session

    def open(self, match_json: str | None = None, hand: int | None = None,
             game_id: str | None = None, seat: Seat | None = None) -> bool:
        """Push the review of a copy of a match (the game at the table by default, on its
        last hand with a trick), drawn round the person's *seat* (the table's by default),
        with the analyses the history keeps for it. False when no hand has a trick yet."""
        from hearts.ai.analysis import HandAnalysis  # the analysis loads with its first review
        from hearts.ui.review.analysis_run import AnalysisRun

        game_id = game_id if game_id is not None else self._practice.game_id()
        by_expert = game_id.endswith(EXPERT_GAME)  # Expert's hand alone, not the player's before
        try:
            review = Review(match_json or self._match_json(), hand, alone=by_expert,
                            me=self._practice.seat() if seat is None else seat)
        except ValueError:
            return False
        review.game_id = game_id
        analyses = self._history.analyses(review.game_id)  # one query, every hand
        for index, story in enumerate(review.stories):
            kept = analyses.get(story.hand_number)
            if kept is not None:
                with suppress(ValueError):  # a damaged row is measured again
                    review.analyses[index] = AnalysisRun.finished(HandAnalysis.from_json(kept))
        review.by_expert = by_expert
        if not by_expert and not game_id.startswith(FRIENDS_GAME):  # none: Expert's, friends'
            review.replay_of = self._replay_of(review.game_id)
        self._push(self._review_screen(review), None)
        return True

    def _replay_of(self, game_id: str) -> Callable[[int], Duplicate | None]:
        """Each hand of game *game_id* as Expert played it, if it did: kept in the history,
        or played again at the table since (the table's own, which fills in)."""
        found = kept(self._history.duplicates(game_id))
        live = self._replays(game_id) if self._replays is not None else {}
        return lambda hand: live.get(hand) or found.get(hand)

    def _see_expert(self, review: Review) -> Callable[[Duplicate], object] | None:
        """Voir comment Expert l'a jouée: the review of Expert's hand over this one, in the
        person's seat, kept under an id of its own (its analysis apart from the person's
        hand); back is this one."""
        if review.replay_of is None:
            return None
        game_id = f"{review.game_id}{EXPERT_GAME}"
        return lambda duplicate: self.open(duplicate.match_json, duplicate.hand_number, game_id,
                                           duplicate.seat)

    def recent_games(self) -> None:
        """Parties récentes: the figures of the history and its last games, each opening
        its review over the list."""
        from hearts.ui.review.recent import RecentGamesDialog

        games, figures = self._history.recent(), self._history.figures()
        margins = self._history.margins()  # À votre place: South's points minus Expert's
        shown = {"page": 0, "chart": False}  # the page and view, kept when built again

        def review(record: GameRecord) -> None:
            # no trick: nothing opens; round the seat the person played it at
            self.open(record.match_json, game_id=record.game_id, seat=record.seat)

        def build() -> RecentGamesDialog:
            return RecentGamesDialog(*self._place(), games, figures, review,
                                     page=shown["page"],
                                     on_page=lambda page: shown.update(page=page),
                                     on_game_over=self._past_game_over(review),
                                     margins=margins, chart=bool(shown["chart"]),
                                     on_chart=lambda chart: shown.update(chart=chart))

        self._push(build, None)

    def _past_game_over(self, review: Callable[[GameRecord], None]
                        ) -> Callable[[GameRecord], None] | None:
        """What a finished game's "Fin de la partie" does in the list: its end-of-game panel
        over the list (and its review over the panel); back is the list again."""
        opener = self._game_over
        if opener is None:
            return None

        def game_over(record: GameRecord) -> None:
            factory = opener(record, lambda: review(record))
            if factory is not None:
                self._push(factory, None)

        return game_over

    def _review_screen(self, review: Review) -> Factory:
        from hearts.ui.review.dialog import ReviewDialog

        def analysed(analysis_json: str, hand_number: int) -> None:
            self._keep_analysis(review.game_id, hand_number, analysis_json)

        return lambda: ReviewDialog(
            *self._place(), review, self._art, four_colour=self._four_colour(),
            on_practise=self._practice.practise if self._practice.allowed() else None,
            executor=self._worker(),
            budget=self.analysis_budget,
            on_analysed=lambda analysis: analysed(analysis.to_json(), analysis.hand_number),
            on_see_expert=self._see_expert(review))
