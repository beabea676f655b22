"""The table's host without a window: whole games with four computer players, each seat
told only what it may know, and an answer taken only while it is still the question asked."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Sequence

import pytest

from hearts.engine import Card, CardPlayed, IllegalPlay, Match, Phase, Seat, TrickTaken
from hearts.play.host import Host, play_out
from hearts.play.questions import ImmediateExecutor
from hearts.play.seat_events import HandDealt, PassSeen, SeatEvent, cards_shown
from hearts.play.seats import Answer, Computer, Person, Player, Question


class Listening(Computer):
    """A computer player that keeps every event its seat is told."""

    def __init__(self, level: str) -> None:
        super().__init__(level, ImmediateExecutor())
        self.heard: list[SeatEvent] = []

    def tell(self, events: Sequence[SeatEvent]) -> None:
        self.heard.extend(events)


class Slow:
    """A player that answers only when the test says so, with the cards the test gives."""

    def __init__(self) -> None:
        self.question: Question | None = None
        self.reply: tuple[Card, ...] | None = None
        self.asked = 0

    def ask(self, question: Question) -> None:
        self.question, self.reply = question, None
        self.asked += 1

    def answer(self) -> Answer | None:
        if self.question is None or self.reply is None:
            return None
        answer, self.question = Answer(self.question, self.reply), None
        return answer

    def drop(self) -> None:
        self.question = None

    def is_thinking(self) -> bool:
        return self.question is not None

    def tell(self, events: Sequence[SeatEvent]) -> None:
        pass


def four_computers(level: str = "easy") -> dict[Seat, Listening]:
    return {seat: Listening(level) for seat in Seat}


def test_a_whole_game_runs_in_the_host_with_no_window() -> None:
    script = (
        "import sys\n"
        "from hearts.engine import Match, Phase, Seat\n"
        "from hearts.play.host import Host, play_out\n"
        "from hearts.play.questions import ImmediateExecutor\n"
        "from hearts.play.seats import Computer\n"
        "host = Host()\n"
        "host.seat(Match(4242), {seat: Computer('medium', ImmediateExecutor()) for seat in Seat})\n"
        "play_out(host)\n"
        "assert host.match.phase is Phase.GAME_OVER, host.match.phase\n"
        "assert max(host.match.totals) >= 100\n"
        "assert 'pygame' not in sys.modules, 'the host loaded pygame'\n"
        "print('over', host.match.totals)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("over")


@pytest.mark.parametrize("deal", [7, 310])
def test_each_seat_hears_no_card_of_another_hand_before_it_is_played(deal: int) -> None:
    players = four_computers()
    host = Host()
    host.seat(Match(deal), players, dealt=True)
    play_out(host)
    assert host.match.phase is Phase.GAME_OVER
    for seat, player in players.items():
        known: set[Card] = set()
        hands = 0
        for event in player.heard:
            if isinstance(event, HandDealt):
                known = set(event.cards)  # a new hand: what was known of the last is public
                hands += 1
            elif isinstance(event, PassSeen):
                assert set(event.gave) <= known, (seat, event)
                known |= set(event.received)
            elif isinstance(event, CardPlayed):
                known.add(event.card)
            assert cards_shown(event) <= known, (seat, event)
        assert hands == len(host.match.score_sheet)


def test_the_pass_each_seat_hears_is_its_own() -> None:
    players = four_computers()
    host = Host()
    host.seat(Match(11), players, dealt=True)
    host.ask()
    host.collect()  # the four passes, the exchange with the fourth
    match = host.match
    for seat, player in players.items():
        [seen] = [event for event in player.heard if isinstance(event, PassSeen)]
        assert seen.gave == match.passed_cards(seat)
        assert seen.received == match.received_cards(seat)


def test_an_answer_to_a_question_gone_is_dropped_and_the_seat_asked_again() -> None:
    slow = Slow()
    players: dict[Seat, Player] = {seat: Listening("easy") for seat in Seat
                                   if seat is not Seat.WEST}
    host = Host()
    host.seat(Match(3), {**players, Seat.WEST: slow})
    host.ask()
    assert slow.question is not None and slow.question.kind == "pass"
    late = slow.question
    host.seat(Match(4))  # another game sits down before West answers
    slow.question, slow.reply = late, host.match.hand(Seat.WEST)[:3]
    host.collect()
    assert not host.match.has_passed(Seat.WEST)
    host.ask()
    assert slow.question is not None and slow.question.key[0] == host.generation
    assert slow.asked == 2


def test_a_refused_answer_changes_nothing_and_is_asked_again() -> None:
    slow = Slow()
    host = Host()
    host.seat(Match(5), {**{seat: Listening("easy") for seat in Seat if seat is not Seat.EAST},
                         Seat.EAST: slow})
    host.ask()
    assert slow.question is not None
    before = host.match.to_json()
    slow.reply = host.match.hand(Seat.WEST)[:3]  # cards East does not hold
    host.collect()
    assert not host.match.has_passed(Seat.EAST)
    assert host.match.to_json() != before  # the three others passed
    host.ask()
    assert slow.asked == 2


def test_a_person_s_intent_is_checked_by_the_engine_and_told_to_the_person() -> None:
    heard: list[SeatEvent] = []
    person = Person(heard.extend)
    host = Host()
    host.seat(Match(9), {Seat.SOUTH: person,
                         **{seat: Listening("easy") for seat in Seat if seat is not Seat.SOUTH}},
              dealt=True)
    host.ask()
    assert person.question is not None and person.question.kind == "pass"
    with pytest.raises(IllegalPlay):
        host.act(Seat.SOUTH, host.match.hand(Seat.SOUTH)[:2])
    assert not host.match.has_passed(Seat.SOUTH)
    host.collect()
    host.act(Seat.SOUTH, host.match.hand(Seat.SOUTH)[:3])
    assert host.match.phase is Phase.PLAYING
    assert any(isinstance(event, PassSeen) for event in heard)
    while host.match.phase is Phase.PLAYING:
        host.ask()
        if host.match.turn is Seat.SOUTH:
            asked = person.question
            assert asked is not None and asked.seat is Seat.SOUTH and asked.view.legal_plays
            host.act(Seat.SOUTH, host.match.legal_plays(Seat.SOUTH)[:1])
        else:
            host.collect()
    assert host.match.phase is Phase.HAND_OVER
    assert sum(isinstance(event, TrickTaken) for event in heard) == 13
