"""The show: the person's seat's events played out on the scene as steps.

Each event (as the host tells the person's seat: its own dealt hand, its own pass, the cards
played, the tricks and the scores) becomes card flights, pauses, a sentence on the message
line and a sound, queued so that the scene trails the match by a card or two. The others'
cards are backs until they are played: the show never holds another seat's hand.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import Final, Protocol

from hearts.ai import Hint
from hearts.engine import (
    TWO_OF_CLUBS,
    Card,
    CardPlayed,
    GameOver,
    HandScored,
    HeartsBroken,
    MoonShot,
    Seat,
    TrickTaken,
)
from hearts.i18n import _
from hearts.play.seat_events import HandDealt, PassSeen, SeatEvent
from hearts.store import Settings
from hearts.ui.kit.sound import Sounds
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
from hearts.ui.table.scene import (
    GameOverRequest,
    HandOverRequest,
    LastTrick,
    PanelRequest,
    Scene,
)
from hearts.ui.table.shown import Back, backs, in_turn
from hearts.ui.table.speech import narration
from hearts.ui.table.speech.narration import MessageLine, Text, say
from hearts.ui.table.steps import StepQueue


class Stage(Protocol):
    """What the show reads of the game it plays out (the controller keeps the game)."""

    raised: list[Card]
    seat: Seat  # the person's, drawn at the bottom

    @property
    def new_record(self) -> bool:
        """Whether the game just ended set a record at its level."""

    def timing(self) -> Timing:
        """The durations in force."""

    def ordered(self, cards: Iterable[Card]) -> list[Card]:
        """South's cards in the order the settings choose."""


MIN_TRICK_LINGER: Final = 0.5  # seconds a full trick stays in view at any pace


def timing_for(settings: Settings, time_scale: float) -> Timing:
    """The durations for *settings*: the normal ones scaled by the pace (PACE_FACTORS),
    without the cards' motion when it is reduced, and all none when *time_scale* is 0; a full
    trick stays in view MIN_TRICK_LINGER at least, at the quickest pace too, so that its
    cards can be followed."""
    factor = time_scale * PACE_FACTORS[settings.pace]
    timing = scaled(NORMAL, factor)
    timing = dataclasses.replace(
        timing, trick_linger=max(timing.trick_linger, MIN_TRICK_LINGER * time_scale))
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
        self._serial = 0  # the next back's number: each back a token of its own
        self.announce_deal = False  # the next deal's sentence follows the game's (seated)

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
        scene.focus = next((card for card in scene.hand if card in scene.hinted), None)
        self.say(narration.hint_sentence(advice))

    def clear(self) -> None:
        """Forget the show in progress (a new game, a resume): no step, nothing in the air."""
        self.steps.clear()
        self.scene.flights.clear()

    # -- events into steps ---------------------------------------------------------

    def enqueue_events(self, events: Sequence[SeatEvent]) -> None:
        """Turn what the person's seat was told into steps of the show (a deal's sentence
        follows the game's when `announce_deal` is set: a game just seated)."""
        timing = self.game.timing()
        moon = next((event.seat for event in events if isinstance(event, MoonShot)), None)
        over = any(isinstance(event, GameOver) for event in events)
        for event in events:
            if isinstance(event, HandDealt):
                self._enqueue_deal(event, self.announce_deal)
                self.announce_deal = False
            elif isinstance(event, PassSeen):
                self._enqueue_pass(event, timing)
            elif isinstance(event, CardPlayed):
                if event.seat is not self.game.seat:
                    self.steps.wait(timing.bot_pause)
                self._enqueue_play(event, timing)
            elif isinstance(event, HeartsBroken):
                self.steps.call(self._hearts_broken)
            elif isinstance(event, TrickTaken):
                self._enqueue_trick(event, timing)
            elif isinstance(event, MoonShot):
                self.steps.call(partial(self._moon, event.seat))
            elif isinstance(event, HandScored):
                self.steps.call(partial(self._hand_scored, event, moon, over))
            elif isinstance(event, GameOver):
                self.steps.call(partial(self._game_over_panel, event))

    def _remove_flights(self, flights: list[Flight]) -> Callable[[], None]:
        """A step end that takes *flights* off the scene: they have landed."""

        def end() -> None:
            for flight in flights:
                if flight in self.scene.flights:
                    self.scene.flights.remove(flight)

        return end

    def _backs(self, seat: Seat, count: int) -> list[Back]:
        """*count* new backs for *seat*, never seen before."""
        made = backs(seat, count, self._serial)
        self._serial += count
        return made

    def _enqueue_deal(self, dealt: HandDealt, announced: bool) -> None:
        """Deal the hand from the deck, one card a seat at a time: the person's cards face
        down until they land, the others' backs. Its sentence follows the game's on the
        message line when *announced* (a new game, a practice), else it replaces the line
        (the next hand: the last one's words are done)."""
        direction, me = dealt.direction, self.game.seat
        flights: list[Flight] = []
        timing = self.game.timing()

        def begin(now: float) -> float:
            scene = self.scene
            scene.me = me
            scene.hand = self.game.ordered(dealt.cards)
            scene.backs = [[] if seat is me else self._backs(seat, 13) for seat in Seat]
            scene.trick, scene.taken, scene.tricks_done = [], [0, 0, 0, 0], 0
            scene.last_trick, scene.show_last_trick = None, False
            scene.outlined, scene.hinted, scene.hearts_broken = set(), set(), False
            scene.received, scene.turn = None, None
            scene.raised = set(self.game.raised)
            start = now
            for index in range(13):
                for seat in (*in_turn(me)[1:], me):  # the person's card last
                    card = scene.hand[index] if seat is me else scene.backs[seat][index]
                    flights.append(Flight(card, seat is me, DeckSpot(),
                                          HandSlot(seat, index, 13), start, timing.deal_card))
                    start += timing.deal_stagger
            scene.flights.extend(flights)
            self.sounds.play("deal")
            self.say(narration.dealt_sentence(direction, me), append=announced)
            return start + timing.deal_card

        def end() -> None:
            self._remove_flights(flights)()
            if dealt.leader is not None:  # no pass: the two of clubs leads at once
                self.scene.turn = dealt.leader

        self.steps.add(begin, end)

    def _enqueue_pass(self, event: PassSeen, timing: Timing) -> None:
        """The passed cards leave their hands, then arrive in the new ones: the person's
        own face up, three backs from and to each other seat."""
        direction, me = event.direction, self.game.seat
        outgoing: list[Flight] = []
        incoming: list[Flight] = []

        def leave(now: float) -> float:
            scene = self.scene
            for seat in Seat:
                given = event.gave if seat is me else self._three_backs(seat)
                hand: list[Card] | list[Back] = scene.hand if seat is me \
                    else scene.backs[seat]
                count = len(hand)
                for card in given:
                    index = hand.index(card) if card in hand else 0  # type: ignore[arg-type]
                    outgoing.append(Flight(card, seat is me,
                                           HandSlot(seat, index, count, seat is me),
                                           SeatSpot(direction.receiver(seat)), now,
                                           timing.pass_move))
                if seat is me:
                    scene.hand = [card for card in scene.hand if card not in given]
                else:
                    scene.backs[seat] = [back for back in scene.backs[seat] if back not in given]
            scene.raised = set()
            scene.flights.extend(outgoing)
            self.sounds.play("pass")
            return now + timing.pass_move

        def arrive(now: float) -> float:
            scene = self.scene
            scene.hand = self.game.ordered([*scene.hand, *event.received])
            for seat in Seat:
                giver = seat.next(-direction.value)
                arriving = list(event.received) if seat is me else self._backs(seat, 3)
                if seat is not me:
                    scene.backs[seat].extend(arriving)  # type: ignore[arg-type]
                held: list[Card] | list[Back] = scene.hand if seat is me \
                    else scene.backs[seat]
                for card in arriving:
                    index = held.index(card)  # type: ignore[arg-type]
                    incoming.append(Flight(card, seat is me, SeatSpot(giver),
                                           HandSlot(seat, index, 13), now, timing.pass_move))
            scene.flights.extend(incoming)
            sender = me.next(-direction.value)
            scene.outlined = set(event.received)
            scene.received = (sender, tuple(event.received))
            self.say(narration.received_sentence(sender, tuple(event.received), me))
            if TWO_OF_CLUBS in scene.hand:
                self.say(say(_("À vous d'ouvrir avec le 2 de trèfle.")), append=True)
            return now + timing.pass_move

        def arrived() -> None:
            self._remove_flights(incoming)()
            self.scene.turn = event.leader

        self.steps.add(leave, self._remove_flights(outgoing))
        self.steps.add(arrive, arrived)

    def _three_backs(self, seat: Seat) -> list[Back]:
        """The three backs *seat* passes, seen from outside: spread over its hand."""
        held = self.scene.backs[seat]
        return [held[index] for index in (1, len(held) // 2, len(held) - 2)] \
            if len(held) >= 4 else list(held[:3])

    def _enqueue_play(self, event: CardPlayed, timing: Timing) -> None:
        """A card flies from its hand to the trick."""
        seat, card = event.seat, event.card
        flights: list[Flight] = []

        def begin(now: float) -> float:
            scene = self.scene
            count = scene.count(seat)
            if seat is scene.me:
                index = scene.hand.index(card) if card in scene.hand else count // 2
                if card in scene.hand:
                    scene.hand.remove(card)
            elif scene.backs[seat]:  # which back it was, nobody at this window knew
                index = count // 2
                del scene.backs[seat][index]
            else:
                index = 0
            flights.append(Flight(card, True, HandSlot(seat, index, count), TrickSlot(seat), now,
                                  timing.play))
            scene.flights.extend(flights)
            scene.show_last_trick = False
            scene.hinted.clear()
            self.say(narration.played_sentence(seat, card, scene.me))
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
            self.say(narration.trick_sentence(winner, points, self.game.seat), append=True)
            if points:
                self.sounds.play("points")
            self.scene.turn = winner if self.scene.count(winner) else None  # it leads next

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
        self.say(narration.moon_sentence(seat, self.game.seat))
        self.sounds.play("moon")

    def _hand_scored(self, event: HandScored, moon: Seat | None, over: bool) -> None:
        """The hand's points go on the sheet and the plates (the moon applied: a plate says
        what the panel says); the end-of-hand panel opens, unless the game is *over*."""
        scene = self.scene
        scene.score_sheet.append(event.points)
        scene.taken = list(event.points)
        scene.totals = event.totals
        self.say(say(_("Fin de la manche {number}."), number=len(scene.score_sheet)), append=True)
        if not over:
            self.panel = HandOverRequest(event.points, event.totals, moon, self.game.seat)

    def _game_over_panel(self, event: GameOver) -> None:
        """The game is over: who won is said and the end-of-game panel opens."""
        me = self.game.seat
        self.sounds.play(narration.game_over_sound(event.winners, me))
        self.say(narration.game_over_sentence(event.winners, me))
        if self.game.new_record:
            self.say(say(_("Nouveau record !")), append=True)
        self.panel = GameOverRequest(event.winners, event.totals, tuple(self.scene.score_sheet),
                                      self.game.new_record, me)
