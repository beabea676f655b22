"""Duplicate tournaments between the computer players: `python -m hearts.tournament`.

Each deal (one hand of a numbered deal, the hand numbers cycling through the four
passing directions) is played four times, the candidate — the first level of
`--seats` — sitting in each seat in turn while the other seats keep their levels.
Luck cancels out: the candidate's Δ is its points minus the mean of the other
three, averaged over the four seatings of a deal, with a 95% confidence interval
over the deals. Full games to the target score (`--games`, also duplicated) give
the share of games won and the candidate's final total minus the others' mean
(`final_margin`, each game's deal in `by_game`). Every bot is seeded from the deal, hand
and seat. The JSON (`--json`) lists each deal's Δ (`by_deal`), so that runs over other
deals can be pooled.

    python -m hearts.tournament --seats hard,medium,medium,medium --deals 400
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Final

from hearts.ai import Bot, bot_seed, make_bot
from hearts.ai.leads import shown_by_others
from hearts.ai.levels import PLAYERS
from hearts.ai.pass_model import model_pass
from hearts.ai.playout import NO_SEAT, Position
from hearts.ai.trick_loop import LeadWatcher, Turn, play_hand
from hearts.engine import (
    QUEEN_OF_SPADES,
    Match,
    MoonShot,
    Phase,
    Rules,
    Seat,
    TrickTaken,
    deal_hands,
)
from hearts.engine.masks import mask_of
from hearts.engine.play_rules import points
from hearts.engine.scoring import hand_points
from hearts.tournament_figures import Tally, delta_figures, report, role_figures

GAME_DEAL_OFFSET: Final = 500_000  # games use other deal numbers than the single hands
SEATS: Final = tuple(Seat)
NO_PASS_HAND: Final = 3  # the fourth hand of a deal passes nothing
DEFAULT_SEATS: Final = "hard,medium,medium,medium"


@dataclass
class TaskResult:
    """The tallies of one task by role, and the candidate's Δ for a deal of single hands."""

    tallies: dict[str, Tally]
    delta: float | None = None
    deal_number: int = 0
    # A game's deal: the candidate's final total minus the others' mean, over its four
    # seatings, and how many of those four games it won.
    game: tuple[float, int] | None = None


def parse_rules(text: str) -> Rules:
    """Rules from "qs_breaks_hearts,moon_minus,target=50" (empty: the default table)."""
    options: dict[str, Any] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        name, _, value = item.partition("=")
        options[name] = int(value) if name == "target" else True
    try:
        return Rules.from_dict(options)
    except (ValueError, TypeError) as error:
        raise argparse.ArgumentTypeError(str(error)) from error


def parse_seats(text: str) -> tuple[str, str, str, str]:
    """Four levels separated by commas, the candidate first."""
    levels = [part.strip() for part in text.split(",")]
    if len(levels) != 4 or any(level not in PLAYERS for level in levels):
        raise argparse.ArgumentTypeError(f"four levels among {', '.join(PLAYERS)}: {text!r}")
    return (levels[0], levels[1], levels[2], levels[3])


def seating(levels: Sequence[str], rotation: int) -> list[str]:
    """The level of each seat when the candidate sits in seat *rotation*."""
    return [levels[(seat - rotation) % 4] for seat in range(4)]


def role(levels: Sequence[str], rotation: int, seat: int) -> str:
    """The tally a seat's results go to: "candidate" or its level."""
    return "candidate" if seat == rotation else seating(levels, rotation)[seat]


class TimedTable:
    """A match and its four bots; every decision is timed and filed under its role.

    The hands' figures (points, moons, Q♠) are counted only with *count_hands*: the
    per-hand figures come from the single deals, the games give the wins.
    """

    def __init__(self, match: Match, levels: Sequence[str], rotation: int,
                 tallies: dict[str, Tally], count_hands: bool = True) -> None:
        self.match = match
        self.levels = levels
        self.rotation = rotation
        self.tallies = tallies
        self.count_hands = count_hands
        self.bots: list[Bot] = []

    def tally(self, seat: int) -> Tally:
        """The tally of the seat's role."""
        return self.tallies.setdefault(role(self.levels, self.rotation, seat), Tally())

    def play_hand(self, deal_number: int) -> None:
        """Pass and play the current hand to its end, counting moons and the queen."""
        match = self.match
        seats = seating(self.levels, self.rotation)
        self.bots = [make_bot(seats[seat], bot_seed(deal_number, match.hand_number, seat))
                     for seat in SEATS]
        if match.phase is Phase.PASSING:
            for seat in SEATS:
                view = match.view(seat)
                start = time.perf_counter()
                cards = self.bots[seat].choose_pass(view)
                self._clock(seat, start)
                match.pass_cards(seat, cards)
        while match.phase is Phase.PLAYING:
            turn = match.turn
            assert turn is not None
            view = match.view(turn)
            start = time.perf_counter()
            card = self.bots[turn].choose_play(view)
            self._clock(turn, start)
            events = match.play(turn, card)
            if self.count_hands:
                for event in events:
                    self._record(event)
        if self.count_hands:
            for seat in SEATS:
                tally = self.tally(seat)
                tally.hands += 1
                tally.points += match.hand_points[seat]

    def _clock(self, seat: int, start: float) -> None:
        """File the time of the decision started at *start* under the seat's role."""
        self.tally(seat).times.append(time.perf_counter() - start)

    def _record(self, event: object) -> None:
        if isinstance(event, TrickTaken) and QUEEN_OF_SPADES in event.cards:
            self.tally(event.winner).queens += 1
        elif isinstance(event, MoonShot):
            for seat in SEATS:
                tally = self.tally(seat)
                if seat == event.seat:
                    tally.moons_shot += 1
                else:
                    tally.moons_suffered += 1


def hands_after_passes(deal_number: int) -> list[int]:
    """The deal's hand after every seat passes as Difficile, as card masks by seat: passing
    to the left, right or across by the deal's number (the playouts' benchmark and fit)."""
    hand_number = deal_number % NO_PASS_HAND
    match = Match.from_hands(deal_hands(deal_number, hand_number), Rules(),
                             hand_number=hand_number, deal_number=deal_number)
    for seat in SEATS:
        match.pass_cards(seat, model_pass(match.view(seat)))
    return [mask_of(match.hand(seat)) for seat in SEATS]


def hands_without_pass(deal_number: int) -> list[int]:
    """The deal's hand that passes nothing, as card masks by seat."""
    return [mask_of(hand) for hand in deal_hands(deal_number, NO_PASS_HAND)]


# (legal cards, hand, trick's cards, suit led, cards on the trick, cards still out,
#  suits another seat has shown void in) -> a card: rules that play on card bits
Chooser = Callable[[int, int, int, int, int, int, int], int]


def play_on_bits(hands: list[int], rules: Sequence[Chooser],
                 before_lead: LeadWatcher | None = None) -> list[int]:
    """Play a hand without its pass on card bits, each seat by its *rules*, on the reference
    trick loop (`trick_loop.play_hand`); return the four seats' points (a moon counted).
    *before_lead* sees the hand before each lead."""
    first = next(seat for seat in range(4) if hands[seat] & 1)  # the 2♣

    def choose(turn: Turn) -> int:
        card = rules[turn.seat](turn.legal, turn.hand, turn.table, turn.led, turn.count,
                                turn.out, shown_by_others(turn.shown, turn.seat))
        assert card & turn.legal and card.bit_count() == 1, "a rule played a card not allowed"
        return card

    start = Position(turn=first, trick=(), tricks_done=0, hearts_broken=False,
                     penalty=(0, 0, 0, 0), jack_taker=NO_SEAT, first_trick_points=False,
                     qs_breaks_hearts=False)
    taken = play_hand(start, hands, choose, before_lead=before_lead)
    return moon_counted([points(cards, jack_of_diamonds=False) for cards in taken])


def moon_counted(scores: list[int]) -> list[int]:
    """The four seats' points of a hand once a moon is counted, by the default rules
    (`scoring.hand_points`)."""
    return list(hand_points(scores, None, Rules()))


def play_deal(deal_number: int, levels: Sequence[str], rules: Rules) -> TaskResult:
    """One hand of a deal played four times, the candidate in each seat in turn."""
    hand_number = (deal_number - 1) % 4
    hands = deal_hands(deal_number, hand_number)
    tallies: dict[str, Tally] = {}
    deltas = []
    for rotation in range(4):
        match = Match.from_hands(hands, rules, hand_number=hand_number, deal_number=deal_number)
        TimedTable(match, levels, rotation, tallies).play_hand(deal_number)
        points = match.hand_points
        others = [points[seat] for seat in range(4) if seat != rotation]
        deltas.append(points[rotation] - sum(others) / 3)
    return TaskResult(tallies, statistics.fmean(deltas), deal_number)


def play_games(deal_number: int, levels: Sequence[str], rules: Rules) -> TaskResult:
    """A whole game of a deal played four times, the candidate in each seat in turn."""
    tallies: dict[str, Tally] = {}
    margins, wins = [], 0
    for rotation in range(4):
        match = Match(deal_number, rules)
        table = TimedTable(match, levels, rotation, tallies, count_hands=False)
        while True:
            table.play_hand(deal_number)
            if match.phase is Phase.GAME_OVER:
                break
            match.start_next_hand()
        for seat in SEATS:
            tally = table.tally(seat)
            tally.games += 1
            tally.wins += seat in match.winners
        totals = match.totals
        margins.append(totals[rotation] - (sum(totals) - totals[rotation]) / 3)
        wins += SEATS[rotation] in match.winners
    return TaskResult(tallies, deal_number=deal_number, game=(statistics.fmean(margins), wins))


Task = tuple[str, int, tuple[str, str, str, str], Rules]


def run_task(task: Task) -> TaskResult:
    """Run one task in a worker: ("deal" or "game", deal number, levels, rules)."""
    kind, number, levels, rules = task
    if kind == "game":
        return play_games(number, levels, rules)
    return play_deal(number, levels, rules)


def tasks(args: argparse.Namespace) -> list[Task]:
    """The games first (they are the longest), then the deals."""
    games: list[Task] = [("game", GAME_DEAL_OFFSET + args.first_deal + number, args.seats,
                          args.rules) for number in range(args.games)]
    deals: list[Task] = [("deal", args.first_deal + number, args.seats, args.rules)
                         for number in range(args.deals)]
    return games + deals


def run_all(todo: list[Task], jobs: int, progress: bool) -> Iterator[TaskResult]:
    """Results of every task (in any order), with a progress bar on stderr."""
    if jobs <= 1:
        results: Iterator[TaskResult] = map(run_task, todo)
        yield from _with_progress(results, len(todo), progress)
        return
    with multiprocessing.Pool(jobs) as pool:
        yield from _with_progress(pool.imap_unordered(run_task, todo), len(todo), progress)


def _with_progress(results: Iterator[TaskResult], total: int,
                   progress: bool) -> Iterator[TaskResult]:
    """Pass the results through, drawing the bar on a terminal, a line per tenth elsewhere."""
    start = time.perf_counter()
    terminal = sys.stderr.isatty()
    shown = -1
    for done, result in enumerate(results, 1):
        width = 30
        filled = width * done // total
        step = filled if terminal else 10 * done // total
        if progress and step != shown:
            shown = step
            elapsed = time.perf_counter() - start
            bar = f"[{'#' * filled}{'.' * (width - filled)}] {done}/{total} tasks, {elapsed:.0f} s"
            sys.stderr.write(f"\r{bar}" if terminal else f"{bar}\n")
            sys.stderr.flush()
        yield result
    if progress and terminal:
        sys.stderr.write("\n")


def summarize(results: list[TaskResult], args: argparse.Namespace) -> dict[str, Any]:
    """The tournament's figures as plain JSON values."""
    tallies: dict[str, Tally] = {}
    for result in results:
        for name, tally in result.tallies.items():
            tallies.setdefault(name, Tally()).add(tally)
    by_deal = sorted((result.deal_number, result.delta) for result in results
                     if result.delta is not None)
    deltas = [delta for _, delta in by_deal]
    by_game = sorted((result.deal_number, *result.game) for result in results
                     if result.game is not None)
    return {
        "seats": list(args.seats),
        "rules": args.rules.to_dict(),
        "deals": len(deltas),
        "hands": 4 * len(deltas),
        "games": args.games * 4,
        "delta": delta_figures(deltas),
        "by_deal": [[deal, delta] for deal, delta in by_deal],  # to pool runs deal by deal
        # The games' deals: the candidate's final total minus the others' mean (over the
        # four seatings) and its wins of the four, to pool and pair runs of games.
        "final_margin": delta_figures([margin for _, margin, _ in by_game]),
        "by_game": [[deal, margin, won] for deal, margin, won in by_game],
        "roles": {name: role_figures(tally) for name, tally in sorted(
            tallies.items(), key=lambda item: item[0] != "candidate")},
    }


def parser() -> argparse.ArgumentParser:
    """The command line."""
    parser = argparse.ArgumentParser(
        prog="python -m hearts.tournament", description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seats", type=parse_seats, default=DEFAULT_SEATS,
                        help=f"four levels, the candidate first (default: {DEFAULT_SEATS})")
    parser.add_argument("--deals", type=int, default=400,
                        help="deals of one hand, each played 4 times (default 400)")
    parser.add_argument("--games", type=int, default=4,
                        help="deals of a whole game, each played 4 times (default 4)")
    parser.add_argument("--first-deal", type=int, default=1, help="the first deal number")
    parser.add_argument("--rules", type=parse_rules, default=Rules(),
                        help="variants, e.g. qs_breaks_hearts,moon_minus,target=50")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="worker processes (default: one per CPU)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the tournament and print its report."""
    args = parser().parse_args(argv)
    if args.deals < 0 or args.games < 0 or args.deals + args.games == 0:
        parser().error("nothing to play: give --deals or --games")
    if args.first_deal < 1 or args.first_deal + args.deals > GAME_DEAL_OFFSET:
        parser().error("deal numbers must stay between 1 and 499,999")
    todo = tasks(args)
    results = list(run_all(todo, max(1, min(args.jobs, len(todo))), not args.quiet))
    summary = summarize(results, args)
    print(json.dumps(summary, indent=2) if args.json else report(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
