"""The table's host: it owns the match and its seats, asks each seat in turn for its pass or
its card with that seat's view, accepts an answer only while it is still the question asked
(a late one is dropped), and tells each seat what happened as that seat may know it. It knows
no window: a whole game runs here with four computer players (`play_out`). See
docs/ARCHITECTURE.md, "The host".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Final

from hearts.engine import (
    Card,
    ClaimKind,
    Event,
    IllegalPlay,
    Match,
    Phase,
    PlayerView,
    Seat,
    claim_play,
    find_claim,
)
from hearts.play.questions import Key
from hearts.play.seat_events import HandDealt, seat_events
from hearts.play.seats import Answer, Kind, Player, Question

Events = Sequence[Event]
ALL_SEATS: Final = tuple(Seat)


class Host:
    """One table: the match at it, who sits at each seat, and the position keys that tell
    a current question from a stale one."""

    def __init__(self, match: Match | None = None,
                 players: Mapping[Seat, Player] | None = None) -> None:
        self.match = match if match is not None else Match(1)
        self.players: dict[Seat, Player] = dict(players or {})
        self.generation = 0  # a new game makes every question out stale
        self.version = 0  # every change of the match does too
        self._asked: dict[Seat, Question] = {}
        self.deal_hidden = False  # the deal number gives every hand: hidden while it is played

    def view(self, seat: Seat) -> PlayerView:
        """What a person at *seat* may know now."""
        return self.match.view(seat)

    def deal_shown(self) -> int | None:
        """The deal number as the table may show it (None while it is hidden)."""
        return None if self.deal_hidden else self.match.deal_number

    def why_illegal(self, seat: Seat, card: Card) -> IllegalPlay | None:
        """Why *seat* may not play its *card* now (None: it may)."""
        return self.match.why_illegal(seat, card)

    def claim_offer(self, seat: Seat) -> ClaimKind | None:
        """What *seat* may claim now (every trick left, or none), proved from the real hands,
        which only the host holds; None when neither is certain."""
        return find_claim(self.match, seat)

    def claimed_card(self, seat: Seat, kind: ClaimKind) -> Card:
        """*seat*'s card that keeps its claim certain (ValueError: not proved within the
        search's budget)."""
        return claim_play(self.match, kind, seat)

    def hints_allowed(self) -> bool:
        """Whether the windows at this table may ask for a hint (always, at a table of one)."""
        return True

    def key(self) -> Key:
        """The position now: the game and the version of its match."""
        return self.generation, self.version

    # -- who sits, which game --------------------------------------------------------

    def seat(self, match: Match, players: Mapping[Seat, Player] | None = None, *,
             dealt: bool = False) -> None:
        """Put *match* on the table (a new game, a resumed one, a hand practised), with
        *players* in its seats (by default those seated already): every question out is
        dropped; with *dealt* (a hand about to be played from its deal), each seat is told
        the hand it holds (a resumed game's seats read their views)."""
        self.drop_questions()
        self.match = match
        if players is not None:
            self.players = dict(players)
        self.generation += 1
        self.version += 1
        if dealt:
            self.tell_dealt()

    def moved(self) -> None:
        """The match changed outside the host's answers (a person's intent applied by
        `act`, or the next hand): every question about the position before is stale."""
        self.version += 1

    # -- questions ---------------------------------------------------------------------

    def questions(self) -> list[Question]:
        """What the table asks now: each seat's pass not chosen yet, or the card of the seat
        whose turn it is."""
        match, key = self.match, self.key()
        if match.phase is Phase.PASSING:
            return [Question(seat, "pass", key, match.view(seat)) for seat in ALL_SEATS
                    if not match.has_passed(seat)]
        if match.phase is Phase.PLAYING and match.turn is not None:
            return [Question(match.turn, "play", key, match.view(match.turn))]
        return []

    def ask(self, kinds: frozenset[Kind] = frozenset(("pass", "play"))) -> None:
        """Put each question of *kinds* the table asks now to the player of its seat,
        unless that seat is still thinking about it: the window paces the cards it can
        show, a table without one asks at once."""
        for question in self.questions():
            if question.kind in kinds and not self._still_asked(question):
                self._asked[question.seat] = question
                self.players[question.seat].ask(question)

    def still_asks(self, question: Question) -> bool:
        """Whether *question* is still the question for its seat: the same game, and the
        seat still to pass this hand, or still to play in the very same position."""
        match, seat = self.match, question.seat
        if question.key[0] != self.generation:
            return False
        if question.kind == "pass":
            return (match.phase is Phase.PASSING and not match.has_passed(seat)
                    and question.view.hand_number == match.hand_number)
        return (question.key == self.key() and match.phase is Phase.PLAYING
                and match.turn is seat)

    def _still_asked(self, question: Question) -> bool:
        """Whether *question*'s seat already has this very question out."""
        asked = self._asked.get(question.seat)
        return (asked is not None and asked.kind == question.kind
                and self.still_asks(asked))

    # -- answers -----------------------------------------------------------------------

    def collect(self) -> list[Events]:
        """The players' answers that are in, applied in turn while each is still the
        question asked (a late one is dropped, and the seat asked again later); what the
        engine reported for each."""
        happened: list[Events] = []
        for seat in ALL_SEATS:
            player = self.players.get(seat)
            answer = player.answer() if player is not None else None
            if answer is not None and self.still_asks(answer.question):
                happened.append(self._apply(answer))
            elif answer is not None:
                self._asked.pop(seat, None)
        return happened

    def act(self, seat: Seat, cards: Sequence[Card]) -> Events:
        """A person's intent at *seat*: the three cards to pass, or one card to play,
        checked by the engine (IllegalPlay, changing nothing, when refused)."""
        match = self.match
        if match.phase is Phase.PASSING:
            events = match.pass_cards(seat, tuple(cards))
        elif len(cards) == 1:
            events = match.play(seat, cards[0])
        else:
            raise ValueError("one card is played at a time")
        self._after(seat, events)
        return events

    def next_hand(self) -> Events:
        """Deal the next hand once the last one has been seen (the window's Continuer,
        at once without one)."""
        events = self.match.start_next_hand()  # IllegalPlay unless a hand is over
        self.moved()
        self.tell_dealt()
        self._tell(events)
        return events

    def _apply(self, answer: Answer) -> Events:
        """A computer player's (or a friend's) answer, still current, on the match."""
        question = answer.question
        try:
            events = (self.match.pass_cards(question.seat, answer.cards)
                      if question.kind == "pass"
                      else self.match.play(question.seat, answer.cards[0]))
        except IllegalPlay:
            self._asked.pop(question.seat, None)  # asked again: the answer changed nothing
            return ()
        self._after(question.seat, events)
        return events

    def _after(self, seat: Seat, events: Events) -> None:
        """A seat acted: its question is answered, the position moved on, every seat told."""
        if self._asked.pop(seat, None) is not None:
            self.players[seat].drop()
        self.moved()
        self._tell(events)

    def _tell(self, events: Events) -> None:
        """Each seat's player hears *events* as its seat may know them."""
        if events:
            for seat, player in self.players.items():
                player.tell(seat_events(seat, events, self.match.turn))

    def tell_dealt(self) -> None:
        """Each seat's player hears the hand dealt to it, where it passes, and who leads
        when there is no pass (once the window is ready to show the deal)."""
        match = self.match
        leader = match.turn if match.phase is Phase.PLAYING else None
        for seat, player in self.players.items():
            player.tell((HandDealt(match.hand_number, match.hand(seat), match.pass_direction,
                                   leader),))

    def is_thinking(self) -> bool:
        """Whether a player is still working out an answer to a current question."""
        return any(self.players[seat].is_thinking() for seat, question in self._asked.items()
                   if self.still_asks(question))

    def drop_questions(self) -> None:
        """Every question out is forgotten (another game sits down)."""
        for seat in self._asked:
            self.players[seat].drop()
        self._asked.clear()


def play_out(host: Host, wait: Callable[[], None] = lambda: None,
             limit: int = 100_000) -> list[Events]:
    """Play the game at *host* to its end, with no window: every question asked at once,
    the next hand dealt as soon as a hand is over; *wait* runs while answers are out.
    Everything the engine reported, in order."""
    happened: list[Events] = []
    for _turn in range(limit):
        match = host.match
        if match.phase is Phase.GAME_OVER:
            return happened
        if match.phase is Phase.HAND_OVER:
            happened.append(host.next_hand())
            continue
        host.ask()
        answers = host.collect()
        if not answers:
            wait()
        happened.extend(answers)
    raise RuntimeError("the game did not end")
