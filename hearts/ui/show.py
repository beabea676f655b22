"""The show: the engine's events played out on the scene as steps.

Each event becomes card flights, pauses, a sentence on the message line and a sound,
queued so that the scene trails the match by a card or two. The controller is built
on this class and adds the match, the actions and the computer players.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import Final

from hearts.engine import (
    TWO_OF_CLUBS,
    Card,
    CardPlayed,
    CardsPassed,
    ClaimKind,
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
from hearts.store import Settings
from hearts.ui import narration
from hearts.ui.animation import (
    FAST_FACTOR,
    NORMAL,
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
from hearts.ui.narration import Text, say
from hearts.ui.scene import (
    SOUTH,
    GameOverRequest,
    HandOverRequest,
    LastTrick,
    PanelRequest,
    Scene,
    display_order,
    moon_seat,
)
from hearts.ui.sound import Sounds
from hearts.ui.steps import StepQueue

DEAL_ROUND: Final = (Seat.WEST, Seat.NORTH, Seat.EAST, SOUTH)  # who gets a card first, who last


class Show:
    """The scene, the steps that move it, and the words and sounds that go with them.

    What it plays out it reads from the game the controller keeps: the settings, the
    match, South's raised cards, whether the game just ended on a record.
    """

    settings: Settings
    time_scale: float
    match: Match
    raised: list[Card]
    new_record: bool
    claiming: ClaimKind | None

    def __init__(self, sounds: Sounds) -> None:
        self.sounds = sounds
        self.scene = Scene()
        self.changed = True  # something to redraw
        self._steps = StepQueue()
        self._panel: PanelRequest | None = None

    # -- time -----------------------------------------------------------------

    def timing(self) -> Timing:
        """The durations in force: none while a claimed hand finishes at once."""
        if self.claiming is not None:
            return scaled(NORMAL, 0.0)
        return self.timing_for(self.settings, self.time_scale)

    @staticmethod
    def timing_for(settings: Settings, time_scale: float) -> Timing:
        """The durations for *settings*: normal or fast (a quarter), without the cards'
        motion when it is reduced, and all none when *time_scale* is 0 (tests)."""
        factor = time_scale * (FAST_FACTOR if settings.fast else 1.0)
        timing = scaled(NORMAL, factor)
        return without_motion(timing) if settings.reduce_motion else timing

    def is_caught_up(self) -> bool:
        """Whether the table shows the match as it is: nothing left to play out."""
        return self._steps.is_empty()

    def is_animating(self, now: float) -> bool:
        """Whether cards are moving (the window must keep drawing frames)."""
        return any(not flight.is_done(now) for flight in self.scene.flights)

    def seconds_to_next_step(self, now: float) -> float | None:
        """How long until the show needs attention again, or None when it waits on nothing."""
        return self._steps.seconds_to_next(now)

    # -- the message line and South's hand ------------------------------------------

    def _say(self, text: Text, append: bool = False) -> None:
        """Put a sentence in the message line (after the current one when *append*)."""
        self.scene.messages = narration.next_messages(self.scene.messages, text, append)
        self.changed = True

    def _ordered(self, cards: Iterable[Card]) -> list[Card]:
        """South's cards in the order the settings choose."""
        return display_order(cards, self.settings.sort_order)

    # -- events into steps ---------------------------------------------------------

    def _enqueue_events(self, events: Sequence[Event]) -> None:
        """Turn what the engine reported into steps of the show."""
        timing = self.timing()
        for event in events:
            if isinstance(event, CardsPassed):
                self._enqueue_pass(event, timing)
            elif isinstance(event, CardPlayed):
                if event.seat is not SOUTH:
                    self._steps.wait(timing.bot_pause)
                self._enqueue_play(event, timing)
            elif isinstance(event, HeartsBroken):
                self._steps.call(self._hearts_broken)
            elif isinstance(event, TrickTaken):
                self._enqueue_trick(event, timing)
            elif isinstance(event, MoonShot):
                self._steps.call(partial(self._moon, event.seat))
            elif isinstance(event, HandScored):
                self._steps.call(partial(self._hand_scored, event))
            elif isinstance(event, GameOver):
                self._steps.call(self._game_over_panel)

    def _remove_flights(self, flights: list[Flight]) -> Callable[[], None]:
        """A step end that takes *flights* off the scene: they have landed."""

        def end() -> None:
            for flight in flights:
                if flight in self.scene.flights:
                    self.scene.flights.remove(flight)

        return end

    def _enqueue_deal(self) -> None:
        """Deal the current hand from the deck, one card a seat at a time."""
        hands = [list(self.match.hand(seat)) for seat in Seat]
        direction = self.match.pass_direction
        flights: list[Flight] = []
        timing = self.timing()

        def begin(now: float) -> float:
            scene = self.scene
            scene.hands = [self._ordered(hands[0]), *hands[1:]]
            scene.trick, scene.taken, scene.tricks_done = [], [0, 0, 0, 0], 0
            scene.last_trick, scene.show_last_trick = None, False
            scene.outlined, scene.hinted, scene.hearts_broken = set(), set(), False
            scene.received = None
            scene.raised = set(self.raised)
            start = now
            for index in range(13):
                for seat in DEAL_ROUND:
                    card = scene.hands[seat][index]
                    flights.append(Flight(card, seat is SOUTH, DeckSpot(),
                                          HandSlot(seat, index, 13), start, timing.deal_card))
                    start += timing.deal_stagger
            scene.flights.extend(flights)
            self.sounds.play("deal")
            self._say(narration.dealt_sentence(direction), append=True)
            return start + timing.deal_card

        self._steps.add(begin, self._remove_flights(flights))

    def _enqueue_pass(self, event: CardsPassed, timing: Timing) -> None:
        """The passed cards leave their hands, then arrive in the new ones."""
        direction = event.direction
        new_hands = [list(self.match.hand(seat)) for seat in Seat]
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
            scene.hands = [self._ordered(new_hands[0]), *new_hands[1:]]
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
            self._say(narration.received_sentence(sender, tuple(received)))
            if TWO_OF_CLUBS in new_hands[SOUTH]:
                self._say(say("table.turn.lead"), append=True)
            return now + timing.pass_move

        self._steps.add(leave, self._remove_flights(outgoing))
        self._steps.add(arrive, self._remove_flights(incoming))

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
            self._say(narration.played_sentence(seat, card))
            self.sounds.play(narration.played_sound(card))
            return now + timing.play

        def end() -> None:
            self._remove_flights(flights)()
            self.scene.trick.append((seat, card))

        self._steps.add(begin, end)

    def _enqueue_trick(self, event: TrickTaken, timing: Timing) -> None:
        """The full trick stays a moment, is said, then slides to its winner."""
        flights: list[Flight] = []
        winner, points = event.winner, event.points

        def announce() -> None:
            self._say(narration.trick_sentence(winner, points), append=True)

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

        self._steps.call(announce)
        self._steps.wait(timing.trick_linger)
        self._steps.add(collect, end)

    # -- instant steps -------------------------------------------------------------

    def _hearts_broken(self) -> None:
        """Hearts are broken: the title says so from now on."""
        self.scene.hearts_broken = True
        self._say(say("table.hearts_broken"), append=True)
        self.sounds.play("hearts_broken")

    def _moon(self, seat: Seat) -> None:
        """*seat* shot the moon."""
        self._say(narration.moon_sentence(seat))
        self.sounds.play("moon")

    def _hand_scored(self, event: HandScored) -> None:
        """The hand's points go on the sheet; the end-of-hand panel opens."""
        scene = self.scene
        scene.score_sheet.append(event.points)
        scene.totals = event.totals
        self._say(say("table.hand_over", number=len(scene.score_sheet)), append=True)
        if self.match.phase is Phase.HAND_OVER:
            self._panel = HandOverRequest(event.points, event.totals, moon_seat(self.match))

    def _game_over_panel(self) -> None:
        """The game is over: who won is said and the end-of-game panel opens."""
        match = self.match
        self.sounds.play(narration.game_over_sound(match.winners))
        self._say(narration.game_over_sentence(match.winners))
        if self.new_record:
            self._say(say("table.game_over.record"), append=True)
        self._panel = GameOverRequest(match.winners, match.totals, match.score_sheet,
                                      self.new_record)
