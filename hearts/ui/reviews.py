"""Opening the hand review over the table, and the practice of a hand it starts: the
review shows a copy of a match while the table waits behind it; "Rejouer cette manche"
plays the hand for practice, "Retour à la revue" comes back to the review, and "Retour au
jeu" ends the practice (see docs/ARCHITECTURE.md, "The window")."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from typing import TYPE_CHECKING, Any, Protocol

from hearts.engine import Match
from hearts.store import GameRecord
from hearts.ui.controller import Controller
from hearts.ui.review import Review
from hearts.ui.sprites import CardArt

if TYPE_CHECKING:
    from hearts.ai.deep import Budget


class Window(Protocol):
    """What the reviews read of the app: the game, the manager and size of the moment."""

    controller: Controller
    size: tuple[int, int]
    manager: Any

    def redraw(self) -> None:
        """Draw the next frame."""


class Reviews:
    """The review open over the table, and the hand practised from it."""

    def __init__(self, window: Window, open_dialog: Callable[[Callable[[], Any]], None],
                 art: CardArt) -> None:
        self.window = window
        self._open_dialog = open_dialog  # opens a dialog unless one is open
        self._art = art  # the table's card pictures
        self._practised_from: Review | None = None  # the review a practised hand came from
        self.analysis_budget: Budget | None = None  # None: the analysis's own (tests: less)

    def open(self, match_json: str | None = None, hand: int | None = None,
             then: Callable[[], object] | None = None, game_id: str | None = None) -> bool:
        """Open the review on a copy of a match (the game at the table by default, on its
        last hand with a trick), with the analyses the history keeps for it; *then* runs
        when the player goes back to the game. False when no hand has a trick yet."""
        from hearts.ai.analysis import HandAnalysis  # the analysis loads with its first review
        from hearts.ui.analysis_run import AnalysisRun

        controller = self.window.controller
        try:
            review = Review(match_json or controller.match.to_json(), hand)
        except ValueError:
            return False
        review.game_id = game_id if game_id is not None else controller.games.game_id
        analyses = controller.store.history.analyses(review.game_id)  # one query, every hand
        for index, story in enumerate(review.stories):
            kept = analyses.get(story.hand_number)
            if kept is not None:
                with suppress(ValueError):  # a damaged row is measured again
                    review.analyses[index] = AnalysisRun.finished(HandAnalysis.from_json(kept))
        self._show(review, then)
        return True

    def recent_games(self, page: int = 0) -> None:
        """Parties récentes: the figures of the history and its last games, each opening
        its review (and the list again after it)."""
        from hearts.ui.dialogs import RecentGamesDialog

        window = self.window
        history = window.controller.store.history
        games, figures = history.recent(), history.figures()

        def review(record: GameRecord) -> None:
            shown = self.open(record.match_json, then=lambda: self.recent_games(dialog.page),
                              game_id=record.game_id)
            if not shown:  # a game left before its first trick has nothing to show
                self.recent_games(dialog.page)

        dialog: Any = None

        def build() -> Any:
            nonlocal dialog
            dialog = RecentGamesDialog(window.manager, window.size, window.controller.lang(),
                                       games, figures, review, page=page)
            return dialog

        self._open_dialog(build)

    def back_to_review(self) -> None:
        """Retour à la revue, from the practice table."""
        review = self._practised_from
        if review is not None and self.window.controller.games.practising:
            self._show(review, None)

    def _show(self, review: Review, then: Callable[[], object] | None) -> None:
        from hearts.ui.dialogs import ReviewDialog

        window = self.window
        controller = window.controller
        self._open_dialog(lambda: ReviewDialog(
            window.manager, window.size, controller.lang(), review, self._art,
            four_colour=controller.settings.four_colour,
            on_practise=lambda match: self._practise(review, match),
            executor=controller.flow.questions.executor, budget=self.analysis_budget,
            on_analysed=lambda analysis: controller.records.keep_analysis(
                review.game_id, analysis.hand_number, analysis.to_json()),
            on_close=lambda: self._back_to_game(then)))

    def _back_to_game(self, then: Callable[[], object] | None) -> None:
        """Retour au jeu: the game in progress again (a practice ends), or what opened it."""
        if not self.window.controller.games.end_practice() and then is not None:
            then()
        self.window.redraw()

    def _practise(self, review: Review, match: Match) -> None:
        """Rejouer cette manche: the table plays *match* for practice; the review waits."""
        self._practised_from = review
        self.window.controller.games.practise(match)
        self.window.redraw()
