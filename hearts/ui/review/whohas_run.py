"""Qui a quoi in the review: the chances at each step of a hand (`hearts.ai.whohas`), asked of
the bots' worker once per hand so that the window stays smooth (at once without a worker),
and their words under each other seat's name on the board. See docs/ARCHITECTURE.md."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Final

from hearts.ai.whohas import DEALS, HIGH_SPADES, WhoHas, hand_chances
from hearts.engine import Seat
from hearts.i18n import _, number_text, percent_text
from hearts.ui.kit.sentences import card_name
from hearts.words import card_index, seat_name

TITLE: Final = _("Qui a quoi")
ABOUT: Final = _("Qui a quoi, d'après ce que vous saviez alors : la chance que chacun tienne "
                 "les grands piques encore dehors, et combien de cœurs en moyenne")
WAITING: Final = _("Qui a quoi : calcul en cours…")
HEARTS: Final = _("♥ : {count} sur {out}")
# Said (speech names the cards, where the board shows their signs).
SEAT_SAID: Final = _("{seat} : {chances}.")
CHANCE_SAID: Final = _("{card} à {percent}")
HEARTS_SAID: Final = _("{count} cœurs sur {out}")


class WhoHasRun:
    """The chances of every step of one hand from the person's view (at *me*), from the
    worker (or made at once)."""

    def __init__(self, match_json: str, hand_number: int, executor: Executor | None,
                 on_ready: Callable[[], None], me: Seat = Seat.SOUTH) -> None:
        self.steps: tuple[WhoHas, ...] | None = None
        self.failed = False
        self._future: Future[tuple[WhoHas, ...]] | None = None
        if executor is None:
            self.steps = hand_chances(match_json, hand_number, DEALS, me)
            return
        self._future = executor.submit(hand_chances, match_json, hand_number, DEALS, me)
        self._future.add_done_callback(lambda _: on_ready())

    def take(self) -> bool:
        """Take the worker's answer if it came; whether something changed."""
        future = self._future
        if future is None or not future.done():
            return False
        self._future = None
        if future.cancelled() or future.exception() is not None:
            self.failed = True
        else:
            self.steps = future.result()
        return True

    def at(self, step: int) -> WhoHas | None:
        """The chances at step *step*, once known."""
        if self.steps is None or not 0 <= step < len(self.steps):
            return None
        return self.steps[step]


def seat_lines(chances: WhoHas, seat: Seat, lang: str) -> list[str]:
    """What *seat* may hold: "D♠ 45 %  A♠ 20 %", then "♥ : 2,4 sur 7" (lines left out when
    no such card is out)."""
    lines = []
    spades = [f"{card_index(card.rank, card.suit, lang)} "
              f"{percent_text(chances.chance(card, seat), lang)}"
              for card in HIGH_SPADES if card in chances.cards]
    if spades:
        lines.append("  ".join(spades))
    out = chances.hearts_out()
    if out:
        count = number_text(round(chances.expected_hearts(seat), 1), lang)
        lines.append(HEARTS(lang, count=count, out=out))
    return lines


def board_lines(chances: WhoHas | None, lang: str) -> list[list[str]]:
    """The lines under each seat's name, by seat (the asking seat's, the person's, empty)."""
    if chances is None:
        return [[] for _ in Seat]
    return [[] if seat is chances.seat else seat_lines(chances, seat, lang) for seat in Seat]


def who_has_words(run: WhoHasRun, step: int, lang: str) -> str:
    """Qui a quoi at *step* as speech says it: for each other seat in playing order from the
    person's, its chance of holding each high spade still out and its hearts on average
    (nothing once none is out); while it is worked out, that it is."""
    chances = run.at(step)
    if chances is None:
        return "" if run.failed else WAITING(lang)
    seats = [SEAT_SAID(lang, seat=seat_name(seat, lang), chances=", ".join(said))
             for seat in (chances.seat.next(steps) for steps in (1, 2, 3))
             if (said := said_chances(chances, seat, lang))]
    return " ".join([f"{TITLE(lang)}.", *seats]) if seats else ""


def said_chances(chances: WhoHas, seat: Seat, lang: str) -> list[str]:
    """*seat*'s line of Qui a quoi in words: "la dame de pique à 45 %", "2,4 cœurs sur 7"."""
    said = [CHANCE_SAID(lang, card=card_name(card, lang),
                        percent=percent_text(chances.chance(card, seat), lang))
            for card in HIGH_SPADES if card in chances.cards]
    out = chances.hearts_out()
    if out:
        count = number_text(round(chances.expected_hearts(seat), 1), lang)
        said.append(HEARTS_SAID(lang, count=count, out=out))
    return said
