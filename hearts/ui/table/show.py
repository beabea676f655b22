"""The show: the engine's events played out on the scene as steps.

Each event becomes card flights, pauses, a sentence on the message line and a sound,
queued so that the scene trails the match by a card or two. The controller is built
on this class and adds the match, the actions and the computer players.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import Final, Protocol

from hearts.ai import Hint
from hearts.engine import (
    TWO_OF_CLUBS,
    Card,
    CardPlayed,
    CardsPassed,
    Event,
    GameOver,
    HandScored,
    HeartsBroken,
    Match,
    MoonShot,
    Phase,
    Seat,
    TrickTaken,
)
from hearts.i18n import _
from hearts.store import Settings
from hearts.ui.kit.sound import Sounds
from hearts.ui.table import narration
from hearts.ui.table.animation import (
    NORMAL,
    PACE_FACTORS,
    DeckSpot,
    Flight,
    HandSlot,
    SeatSpot,
    Timing,
    TrickSlot,
    ease_in_out_cubic,
    scaled,
    without_motion,
)
from hearts.ui.table.narration import MessageLine, Text, say
from hearts.ui.table.scene import (
    SOUTH,
    GameOverRequest,
    HandOverRequest,
    LastTrick,
    PanelRequest,
    Scene,
    moon_seat,
    opener,
)
from hearts.ui.table.steps import StepQueue

DEAL_ROUND: Final = (Seat.WEST, Seat.NORTH, Seat.EAST, SOUTH)  # who gets a card first, who last


class Stage(Protocol):
    """What the show reads of the game it plays out (the controller keeps the game)."""

    @property
    def match(self) -> Match:
        """The match at the table."""

    raised: list[Card]

    @property
    def new_record(self) -> bool:
        """Whether the game just ended set a record at its level."""

    def timing(self) -> Timing:
        """The durations in force."""

    def ordered(self, cards: Iterable[Card]) -> list[Card]:
        """South's cards in the order the settings choose."""


def timing_for(settings: Settings, time_scale: float) -> Timing:
    """The durations for *settings*: the normal ones scaled by the pace (PACE_FACTORS),
    without the cards' motion when it is reduced, and all none when *time_scale* is 0."""
    factor = time_scale * PACE_FACTORS[settings.pace]
    timing = scaled(NORMAL, factor)
    return without_motion(timing) if settings.reduce_motion else timing


class Show:
    """The scene, the steps that move it, and the words and sounds that go with them: the
    engine's events played out for the eye, trailing the match by a card or two."""

    def __init__(self, game: Stage, sounds: Sounds, message_line: MessageLine) -> None:
        self.game = game
        self.sounds = sounds
        self.message_line = message_line
        self.scene = Scene()
        self.steps = StepQueue()
        self.panel: PanelRequest | None = None  # the panel to open once the table shows it

    def is_caught_up(self) -> bool:
        """Whether the table shows the match as it is: nothing left to play out."""
        return self.steps.is_empty()

    def is_animating(self, now: float) -> bool:
        """Whether cards are moving (the window must keep drawing frames)."""
        return any(not flight.is_done(now) for flight in self.scene.flights)

    def seconds_to_next_step(self, now: float) -> float | None:
        """How long until the show needs attention again, or None when it waits on nothing."""
        return self.steps.seconds_to_next(now)

    def say(self, text: Text, append: bool = False) -> None:
        """Put a sentence in the message line (after the current one when *append*)."""
        self.message_line.say(text, append)

    def show_hint(self, advice: Hint, *, raise_them: bool) -> None:
        """Outline the hinted cards (raised too when *raise_them*: three cards to pass) and
        give one the keyboard focus, so that Enter takes the hint; say why."""
        scene = self.scene
        scene.hinted = set(advice.cards)
        if raise_them:
            scene.raised = set(advice.cards)
        scene.focus = next((card for card in scene.hands[SOUTH] if card in scene.hinted), None)
        self.say(narration.hint_sentence(advice))

    def clear(self) -> None:
        """Forget the show in progress (a new game, a resume): no step, nothing in the air."""
        self.steps.clear()
        self.scene.flights.clear()

    # -- events into steps ---------------------------------------------------------

    def enqueue_events(self, events: Sequence[Event]) -> None:
        """Turn what the engine reported into steps of the show."""
        timing = self.game.timing()
        for event in events:
            if isinstance(event, CardsPassed):
                self._enqueue_pass(event, timing)
            elif isinstance(event, CardPlayed):
                if event.seat is not SOUTH:
                    self.steps.wait(timing.bot_pause)
                self._enqueue_play(event, timing)
            elif isinstance(event, HeartsBroken):
                self.steps.call(self._hearts_broken)
            elif isinstance(event, TrickTaken):
                self._enqueue_trick(event, timing)
            elif isinstance(event, MoonShot):
                self.steps.call(partial(self._moon, event.seat))
            elif isinstance(event, HandScored):
                self.steps.call(partial(self._hand_scored, event))
            elif isinstance(event, GameOver):
                self.steps.call(self._game_over_panel)

    def _remove_flights(self, flights: list[Flight]) -> Callable[[], None]:
        """A step end that takes *flights* off the scene: they have landed."""

        def end() -> None:
            for flight in flights:
                if flight in self.scene.flights:
                    self.scene.flights.remove(flight)

        return end

    def enqueue_deal(self, *, announced: bool = True) -> None:
        """Deal the current hand from the deck, one card a seat at a time. Its sentence
        follows the game's on the message line when *announced* (a new game, a practice),
        else it replaces the line (the next hand: the last one's words are done)."""
        hands = [list(self.game.match.hand(seat)) for seat in Seat]
        direction = self.game.match.pass_direction
        flights: list[Flight] = []
        timing = self.game.timing()

        def begin(now: float) -> float:
            scene = self.scene
            scene.hands = [self.game.ordered(hands[0]), *hands[1:]]
            scene.trick, scene.taken, scene.tricks_done = [], [0, 0, 0, 0], 0
            scene.last_trick, scene.show_last_trick = None, False
            scene.outlined, scene.hinted, scene.hearts_broken = set(), set(), False
            scene.received, scene.turn = None, None
            scene.raised = set(self.game.raised)
            start = now
            for index in range(13):
                for seat in DEAL_ROUND:
                    card = scene.hands[seat][index]
                    flights.append(Flight(card, seat is SOUTH, DeckSpot(),
                                          HandSlot(seat, index, 13), start, timing.deal_card))
                    start += timing.deal_stagger
            scene.flights.extend(flights)
            self.sounds.play("deal")
            self.say(narration.dealt_sentence(direction), append=announced)
            return start + timing.deal_card

        def end() -> None:
            self._remove_flights(flights)()
            if not direction.value:  # no pass: the two of clubs leads at once
                self.scene.turn = opener(self.scene.hands)

        self.steps.add(begin, end)

    def _enqueue_pass(self, event: CardsPassed, timing: Timing) -> None:
        """The passed cards leave their hands, then arrive in the new ones."""
        direction = event.direction
        new_hands = [list(self.game.match.hand(seat)) for seat in Seat]
        outgoing: list[Flight] = []
        incoming: list[Flight] = []

        def leave(now: float) -> float:
            scene = self.scene
            for seat in Seat:
                hand = scene.hands[seat]
                count = len(hand)
                for card in event.given[seat]:
                    index = hand.index(card) if card in hand else 0
                    outgoing.append(Flight(card, seat is SOUTH,
                                           HandSlot(seat, index, count, seat is SOUTH),
                                           SeatSpot(direction.receiver(seat)), now,
                                           timing.pass_move))
                scene.hands[seat] = [card for card in hand if card not in event.given[seat]]
            scene.raised = set()
            scene.flights.extend(outgoing)
            self.sounds.play("pass")
            return now + timing.pass_move

        def arrive(now: float) -> float:
            scene = self.scene
            scene.hands = [self.game.ordered(new_hands[0]), *new_hands[1:]]
            for seat in Seat:
                giver = seat.next(-direction.value)
                for card in event.given[giver]:
                    index = scene.hands[seat].index(card)
                    incoming.append(Flight(card, seat is SOUTH, SeatSpot(giver),
                                           HandSlot(seat, index, 13), now, timing.pass_move))
            scene.flights.extend(incoming)
            sender = SOUTH.next(-direction.value)
            received = event.given[sender]
            scene.outlined = set(received)
            scene.received = (sender, tuple(received))
            self.say(narration.received_sentence(sender, tuple(received)))
            if TWO_OF_CLUBS in new_hands[SOUTH]:
                self.say(say(_("À vous d'ouvrir avec le 2 de trèfle.")), append=True)
            return now + timing.pass_move

        def arrived() -> None:
            self._remove_flights(incoming)()
            self.scene.turn = opener(self.scene.hands)

        self.steps.add(leave, self._remove_flights(outgoing))
        self.steps.add(arrive, arrived)

    def _enqueue_play(self, event: CardPlayed, timing: Timing) -> None:
        """A card flies from its hand to the trick."""
        seat, card = event.seat, event.card
        flights: list[Flight] = []

        def begin(now: float) -> float:
            scene = self.scene
            hand = scene.hands[seat]
            count = len(hand)
            index = hand.index(card) if card in hand else count // 2
            if card in hand:
                hand.remove(card)
            flights.append(Flight(card, True, HandSlot(seat, index, count), TrickSlot(seat), now,
                                  timing.play))
            scene.flights.extend(flights)
            scene.show_last_trick = False
            scene.hinted.clear()
            self.say(narration.played_sentence(seat, card))
            self.sounds.play(narration.played_sound(card))
            return now + timing.play

        def end() -> None:
            self._remove_flights(flights)()
            scene = self.scene
            scene.trick.append((seat, card))
            scene.turn = seat.next() if len(scene.trick) < 4 else None

        self.steps.add(begin, end)

    def _enqueue_trick(self, event: TrickTaken, timing: Timing) -> None:
        """The full trick stays a moment, is said, then slides to its winner."""
        flights: list[Flight] = []
        winner, points = event.winner, event.points

        def announce() -> None:
            self.say(narration.trick_sentence(winner, points), append=True)
            if points:
                self.sounds.play("points")
            self.scene.turn = winner if self.scene.hands[winner] else None  # it leads next

        def collect(now: float) -> float:
            scene = self.scene
            for seat, card in scene.trick:
                flights.append(Flight(card, True, TrickSlot(seat), SeatSpot(winner), now,
                                      timing.collect, ease_in_out_cubic))
            scene.last_trick = LastTrick(tuple(scene.trick), winner, points)
            scene.trick = []
            scene.flights.extend(flights)
            self.sounds.play("trick")
            return now + timing.collect

        def end() -> None:
            self._remove_flights(flights)()
            scene = self.scene
            scene.taken[winner] += points
            scene.tricks_done += 1
            if scene.tricks_done == 1:
                scene.outlined, scene.received = set(), None

        self.steps.call(announce)
        self.steps.wait(timing.trick_linger)
        self.steps.add(collect, end)

    # -- instant steps -------------------------------------------------------------

    def _hearts_broken(self) -> None:
        """Hearts are broken: the title says so from now on."""
        self.scene.hearts_broken = True
        self.say(say(_("Les cœurs sont ouverts !")), append=True)
        self.sounds.play("hearts_broken")

    def _moon(self, seat: Seat) -> None:
        """*seat* shot the moon."""
        self.say(narration.moon_sentence(seat))
        self.sounds.play("moon")

    def _hand_scored(self, event: HandScored) -> None:
        """The hand's points go on the sheet and the plates (the moon applied: a plate says
        what the panel says); the end-of-hand panel opens."""
        scene = self.scene
        scene.score_sheet.append(event.points)
        scene.taken = list(event.points)
        scene.totals = event.totals
        self.say(say(_("Fin de la manche {number}."), number=len(scene.score_sheet)), append=True)
        if self.game.match.phase is Phase.HAND_OVER:
            self.panel = HandOverRequest(event.points, event.totals, moon_seat(self.game.match))

    def _game_over_panel(self) -> None:
        """The game is over: who won is said and the end-of-game panel opens."""
        match = self.game.match
        self.sounds.play(narration.game_over_sound(match.winners))
        self.say(narration.game_over_sentence(match.winners))
        if self.game.new_record:
            self.say(say(_("Nouveau record !")), append=True)
        self.panel = GameOverRequest(match.winners, match.totals, match.score_sheet,
                                      self.game.new_record)
