"""The analysis of a hand: South's pass and each of South's plays, measured in expected points.

Each decision is replayed from the match's actions to the moment before it and measured
from South's view alone (`Match.view`), never the hidden hands, by the deeper search of
`deep`. Its randomness is seeded from South's dealt cards, the hand and the decision, so
the same hand gives the same figures on every machine. The results are plain frozen
dataclasses: they pickle (the bots' worker runs the analysis) and turn into JSON and back
(the history keeps them with the game). Labels and reasons are codes; the window words
them. See docs/ARCHITECTURE.md, "Where things live".
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from hearts.ai.expert import DEFAULT_BUDGET as DEFAULT_BUDGET
from hearts.ai.expert import expert_pass_measure, expert_play_measure
from hearts.ai.hint import HintParam, measured_play_reason, pass_reason
from hearts.ai.reasons import HintReason
from hearts.ai.scoring import Scorer
from hearts.ai.search import Budget, Measure
from hearts.engine import Card, Match, Phase, PlayerView, Rules, Seat, Suit
from hearts.engine.saving import read_action, read_match

BEST, INACCURACY, MISTAKE, BLUNDER, FORCED = "best", "inaccuracy", "mistake", "blunder", "forced"
LABELS: Final = (BEST, INACCURACY, MISTAKE, BLUNDER, FORCED)
INACCURACY_FROM: Final = 0.3  # expected points lost from which a choice is not the best
MISTAKE_FROM: Final = 1.0
BLUNDER_FROM: Final = 3.0
PASS, PLAY = "pass", "play"
JSON_VERSION: Final = 1

Progress = Callable[[int, int], None]  # (decisions done, decisions in all)
Cancelled = Callable[[], bool]  # True to stop between two decisions


class AnalysisCancelled(Exception):
    """The analysis was stopped between two decisions, as asked."""


def as_good_as_best(points: float, best_points: float) -> bool:
    """The one rule for choices the search cannot tell apart: a choice whose expected
    points are under INACCURACY_FROM above the best's is as good as the best (its figures
    are means over sampled deals); the label, the verdict and the advice all follow it."""
    return points - best_points < INACCURACY_FROM


def label_of(loss: float) -> str:
    """The label of a counted decision by the expected points it lost."""
    if loss >= BLUNDER_FROM:
        return BLUNDER
    if loss >= MISTAKE_FROM:
        return MISTAKE
    if loss >= INACCURACY_FROM:
        return INACCURACY
    return BEST


@dataclass(frozen=True, slots=True)
class Option:
    """One legal choice and South's expected points for the hand with it."""

    cards: tuple[Card, ...]
    points: float


@dataclass(frozen=True, slots=True)
class Decision:
    """One of South's decisions measured: the best choice, South's, the loss, its label.

    *trick* is the trick of a play (0 to 12), -1 for the pass. A forced play (one legal
    card) is not measured: its points are None, its loss 0 and its label FORCED.
    """

    kind: str  # PASS or PLAY
    trick: int
    chosen: tuple[Card, ...]
    best: tuple[Card, ...]
    chosen_points: float | None
    best_points: float | None
    loss: float
    label: str
    reason_key: HintReason  # the hint's reason for the best choice
    params: tuple[tuple[str, HintParam], ...]
    options: tuple[Option, ...]  # every legal card, or the passes measured; best first
    deals: int  # deals of the hidden hands sampled

    @property
    def counted(self) -> bool:
        """Whether the decision counts in the summary (it had a choice)."""
        return self.label != FORCED


@dataclass(frozen=True, slots=True)
class HandAnalysis:
    """South's decisions of one hand, measured, in the order they were taken."""

    hand_number: int
    decisions: tuple[Decision, ...]
    budget: Budget

    @property
    def total_loss(self) -> float:
        """The expected points lost over the counted decisions."""
        return round(sum(decision.loss for decision in self.decisions), 3)

    @property
    def expected_points(self) -> float | None:
        """South's points against the table that the choices made led to expect: the best
        figure of the first decision measured plus every expected point lost from there
        (None when no decision had a choice)."""
        first = next((decision.best_points for decision in self.decisions
                      if decision.best_points is not None), None)
        return None if first is None else first + self.total_loss

    def counts(self) -> dict[str, int]:
        """How many decisions have each label, every label named."""
        return {label: sum(decision.label == label for decision in self.decisions)
                for label in LABELS}

    def to_json(self) -> str:
        """The analysis as JSON, to keep with the game in the history."""
        return json.dumps({
            "version": JSON_VERSION,
            "hand_number": self.hand_number,
            "budget": dataclasses.asdict(self.budget),
            "decisions": [_decision_json(decision) for decision in self.decisions],
        }, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> HandAnalysis:
        """The analysis `to_json` wrote; ValueError if the text is damaged or foreign."""
        try:
            data = json.loads(text)
            if data["version"] != JSON_VERSION:
                raise ValueError(f"unknown analysis version {data['version']!r}")
            budget = Budget(**{name: _int(value) for name, value in data["budget"].items()})
            return cls(_int(data["hand_number"]), tuple(map(_read_decision, data["decisions"])),
                       budget)
        except (KeyError, TypeError, AttributeError, json.JSONDecodeError) as error:
            raise ValueError(f"not an analysis: {error!r}") from error


def result_points(points: Sequence[int], rules: Rules, seat: Seat = Seat.SOUTH) -> float:
    """*seat*'s points of a finished hand against the table (`Scorer.hand`: a moon counts
    13 for or against): what the choices' figures compare with."""
    return Scorer.at(seat, (0, 0, 0, 0), rules).hand(list(points))


@dataclass(frozen=True, slots=True)
class DecisionPoint:
    """South's view just before a decision, and what South chose."""

    view: PlayerView
    chosen: tuple[Card, ...]


def decision_points(match: Match | str, hand_number: int,
                    seat: Seat = Seat.SOUTH) -> list[DecisionPoint]:
    """*seat*'s decisions (the person's) in hand *hand_number* of a match (or its JSON), in
    order.

    ValueError if the text is damaged or the match never reached that hand.
    """
    text = match.to_json() if isinstance(match, Match) else match
    actions = read_match(text).actions
    steps = Match.replay(text)
    current, _ = next(steps)
    if hand_number < current.hand_number:
        raise ValueError(f"the match starts at hand {current.hand_number}, not {hand_number}")
    points = []
    for raw in actions:
        if current.hand_number > hand_number:
            break
        action = read_action(raw)
        if current.hand_number == hand_number and action is not None and (
                action[0] == seat):
            chosen = (action[1],) if isinstance(action[1], Card) else tuple(sorted(action[1]))
            points.append(DecisionPoint(current.view(seat), chosen))
        current, _ = next(steps)
    if current.hand_number < hand_number:
        raise ValueError(f"the match has not reached hand {hand_number}")
    return points


def analyse_hand(match: Match | str, hand_number: int, budget: Budget = DEFAULT_BUDGET,
                 progress: Progress | None = None,
                 cancelled: Cancelled | None = None, seat: Seat = Seat.SOUTH) -> HandAnalysis:
    """Measure *seat*'s every decision of a hand; *progress* hears (done, total) after each.

    Raises AnalysisCancelled when *cancelled* returns True (it is asked between decisions).
    """
    points = decision_points(match, hand_number, seat)
    decisions = []
    for done, point in enumerate(points):
        if cancelled is not None and cancelled():
            raise AnalysisCancelled(f"stopped after {done} of {len(points)} decisions")
        if progress is not None and done == 0:
            progress(0, len(points))
        decisions.append(analyse_decision(point, budget))
        if progress is not None:
            progress(done + 1, len(points))
    return HandAnalysis(hand_number, tuple(decisions), budget)


def analyse_decision(point: DecisionPoint, budget: Budget = DEFAULT_BUDGET) -> Decision:
    """One decision measured from South's view at that moment."""
    view = point.view
    if view.phase is Phase.PASSING:
        measure = expert_pass_measure(view, budget, (point.chosen,))
        return _decision(view, PASS, point.chosen, measure)
    if len(view.legal_plays) == 1:
        card = view.legal_plays[0]
        return Decision(PLAY, len(view.tricks), (card,), (card,), None, None, 0.0, FORCED,
                        HintReason.PLAY_ONLY_CARD, (("card", card),), (), 0)
    measure = expert_play_measure(view, budget)
    return _decision(view, PLAY, point.chosen, measure)


def _decision(view: PlayerView, kind: str, chosen: tuple[Card, ...],
              measure: Measure) -> Decision:
    """The measured decision: South's choice against the best one, and why the best. A
    choice as good as the best (`as_good_as_best`) is the best: it loses nothing, and the
    reason given is its own, so that the step never names another card as better. The
    loss shown is in points of the hand; the label follows the cost, so that a choice that
    loses the game is a blunder even where it costs no point, the reason saying why."""
    mine = measure.of(chosen)
    best = mine if as_good_as_best(mine.cost, measure.best.cost) else measure.best
    loss = round(max(0.0, mine.points - best.points), 3)
    label = label_of(max(loss, mine.cost - best.cost))
    if kind == PASS:
        trick, reason = -1, pass_reason(view, best)
    else:
        trick, reason = len(view.tricks), measured_play_reason(view, best, measure)
    ranked = (best, *(estimate for estimate in measure.estimates if estimate is not best))
    options = tuple(Option(estimate.cards, round(estimate.points, 3)) for estimate in ranked)
    return Decision(kind, trick, mine.cards, best.cards, round(mine.points, 3),
                    round(best.points, 3), loss, label, reason[0], reason[1],
                    options, measure.deals)


def _decision_json(decision: Decision) -> dict[str, Any]:
    """A decision as plain JSON values."""
    return {
        "kind": decision.kind, "trick": decision.trick,
        "chosen": _codes(decision.chosen), "best": _codes(decision.best),
        "chosen_points": decision.chosen_points, "best_points": decision.best_points,
        "loss": decision.loss, "label": decision.label, "reason": decision.reason_key,
        "params": [_param_json(name, value) for name, value in decision.params],
        "options": [[_codes(option.cards), option.points] for option in decision.options],
        "deals": decision.deals,
    }


def _read_decision(data: dict[str, Any]) -> Decision:
    """The decision `_decision_json` wrote, every field checked."""
    if data["kind"] not in (PASS, PLAY) or data["label"] not in LABELS:
        raise ValueError(f"unknown decision {data['kind']!r} labelled {data['label']!r}")
    return Decision(
        data["kind"], _int(data["trick"]), _cards(data["chosen"]), _cards(data["best"]),
        _points(data["chosen_points"]), _points(data["best_points"]), _number(data["loss"]),
        data["label"], HintReason(data["reason"]), tuple(map(_read_param, data["params"])),
        tuple(Option(_cards(cards), _number(points)) for cards, points in data["options"]),
        _int(data["deals"]))


def _param_json(name: str, value: HintParam) -> list[Any]:
    """A reason's parameter as [name, kind, value]."""
    if isinstance(value, Card):
        return [name, "card", value.code]
    if isinstance(value, tuple):
        return [name, "cards", _codes(value)]
    if isinstance(value, Seat):
        return [name, "seat", int(value)]
    return [name, "suit", int(value)]


def _read_param(data: list[Any]) -> tuple[str, HintParam]:
    name, kind, value = data
    readers: dict[str, Callable[[Any], HintParam]] = {
        "card": Card.parse, "cards": _cards, "seat": lambda seat: Seat(_int(seat)),
        "suit": lambda suit: Suit(_int(suit))}
    if kind not in readers:
        raise ValueError(f"unknown parameter kind {kind!r}")
    return str(name), readers[kind](value)


def _codes(cards: tuple[Card, ...]) -> list[str]:
    return [card.code for card in cards]


def _cards(codes: list[str]) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in codes)


def _int(value: object) -> int:
    if type(value) is not int:
        raise ValueError(f"not a whole number: {value!r}")
    return value


def _number(value: object) -> float:
    if type(value) not in (int, float):
        raise ValueError(f"not a number: {value!r}")
    return float(value)  # type: ignore[arg-type]


def _points(value: object) -> float | None:
    return None if value is None else _number(value)
