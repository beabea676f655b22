"""Dealing the unseen cards to the other three seats, consistently with what is known.

Every deal it returns gives each seat exactly the number of cards it holds, puts
the known cards where they are known to be, and never gives a seat a card it has
shown it cannot hold. Cards are dealt one by one to a seat drawn in proportion to
the room it has left (a plain shuffle when nothing is excluded), and Hall's
condition on the seats left with room keeps every partial deal completable.
"""

from __future__ import annotations

import random

from hearts.ai.knowledge import Knowledge
from hearts.engine.masks import indices_of


class Sampler:
    """Draws the hidden hands for one decision; `deal` returns all four hands as card bits."""

    def __init__(self, knowledge: Knowledge) -> None:
        self.me = knowledge.seat
        self.others = tuple(seat for seat in range(4) if seat != self.me)
        self.base = [knowledge.known[seat] for seat in range(4)]
        self.base[self.me] = knowledge.hand
        self.free = indices_of(knowledge.free)
        self.room = [knowledge.sizes[seat] - bin(knowledge.known[seat]).count("1")
                     for seat in self.others]
        if sum(self.room) != len(self.free) or min(self.room, default=0) < 0:
            raise ValueError("the view's card counts do not add up")
        self.patterns = [self._pattern(index, knowledge.excluded) for index in self.free]
        self.constrained = any(pattern != 7 for pattern in self.patterns)
        if any(pattern == 0 for pattern in self.patterns):
            raise ValueError("a card no seat can hold")

    def _pattern(self, index: int, excluded: tuple[int, int, int, int]) -> int:
        """Which of the other seats (bit k = self.others[k]) may hold card *index*."""
        pattern = 0
        for position, seat in enumerate(self.others):
            if not excluded[seat] >> index & 1:
                pattern |= 1 << position
        return pattern

    def is_dealable(self) -> bool:
        """Whether any deal fits the knowledge (Hall's condition on the whole of it)."""
        remaining = [0] * 8
        for pattern in self.patterns:
            remaining[pattern] += 1
        return dealable(remaining, self.room)

    def deal(self, rng: random.Random) -> list[int]:
        """One deal of the hidden cards consistent with the knowledge."""
        if self.constrained:
            return self._deal_constrained(rng)
        cards = self.free[:]
        rng.shuffle(cards)
        hands = self.base[:]
        start = 0
        for position, seat in enumerate(self.others):
            stop = start + self.room[position]
            mask = 0
            for index in cards[start:stop]:
                mask |= 1 << index
            hands[seat] |= mask
            start = stop
        return hands

    def _deal_constrained(self, rng: random.Random) -> list[int]:
        order = list(range(len(self.free)))
        rng.shuffle(order)
        remaining = [0] * 8
        for pattern in self.patterns:
            remaining[pattern] += 1
        room = self.room[:]
        dealt = [0, 0, 0]
        for item in order:
            pattern = self.patterns[item]
            remaining[pattern] -= 1
            position = self._place(pattern, remaining, room, rng)
            room[position] -= 1
            dealt[position] |= 1 << self.free[item]
        hands = self.base[:]
        for position, seat in enumerate(self.others):
            hands[seat] |= dealt[position]
        return hands

    @staticmethod
    def _place(pattern: int, remaining: list[int], room: list[int], rng: random.Random) -> int:
        """A seat of *pattern* with room, chosen by room left, that keeps the rest dealable."""
        options = [position for position in range(3) if pattern >> position & 1 and room[position]]
        while options:
            weights = [room[position] for position in options]
            pick = rng.random() * sum(weights)
            chosen = options[-1]
            for position, weight in zip(options, weights, strict=True):
                pick -= weight
                if pick < 0:
                    chosen = position
                    break
            room[chosen] -= 1
            feasible = dealable(remaining, room)
            room[chosen] += 1
            if feasible:
                return chosen
            options.remove(chosen)
        raise ValueError("no consistent deal of the hidden cards")


def dealable(remaining: list[int], room: list[int]) -> bool:
    """Hall's condition: every set of seats has room for the cards only it may hold.

    *remaining* counts the cards by eligibility pattern (bit k: seat k may hold it), *room*
    the places left; the seven sets of seats are written out, as this runs for every card
    a deal places.
    """
    first, second, third = room
    alone_1, alone_2, alone_3 = remaining[1], remaining[2], remaining[4]
    return (alone_1 <= first and alone_2 <= second and alone_3 <= third
            and alone_1 + alone_2 + remaining[3] <= first + second
            and alone_1 + alone_3 + remaining[5] <= first + third
            and alone_2 + alone_3 + remaining[6] <= second + third
            and sum(remaining) <= first + second + third)
