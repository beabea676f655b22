"""Play a whole game from the speech log alone, as a player who cannot see the screen would.

Usage: ``python tools/play_by_ear.py [--deal N] [--lang fr] [--log FILE] [--target 100]``

The window runs headless with speech on and `--speech-log`; the player reads only the
log's new lines and answers with keys (the arrows, Enter, P, M, T, Escape). It knows the
language's card names, as a person does, and nothing of the game but what it hears: M for
its hand, T for the trick, the arrows for the cards it may play. It passes its highest
spades and hearts, follows low, discards the queen of spades and high hearts. Prints each
key it pressed with the line that made it press it, and exits 1 when it is stuck: a
moment where what it heard did not tell it what to do (what speech left out).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from hearts.engine import Card, Rules, Seat, Suit
from hearts.i18n import _
from hearts.ui.table.speech.narration import card_name, game_over_sentence
from hearts.ui.table.speech.reading import YOUR_TURN

QUIET_TURNS = 40  # loop turns without a new line: the table waits for the player
MAX_KEYS = 6000


@dataclass
class Ear:
    """What the player has heard: the log's lines, and how far it has listened."""

    log: Path
    lines: list[str] = field(default_factory=list)
    read: int = 0  # lines already taken into account

    def listen(self) -> list[str]:
        """The lines said since the last time."""
        self.lines = self.log.read_text(encoding="utf-8").splitlines()
        new, self.read = self.lines[self.read:], len(self.lines)
        return new


class CardWords:
    """The language's card names, to recognise the cards a sentence names, in order."""

    def __init__(self, lang: str) -> None:
        self.names = {card_name(card, lang): card for card in all_cards()}
        pattern = "|".join(re.escape(name) for name in sorted(self.names, key=len, reverse=True))
        self.pattern = re.compile(pattern)

    def cards(self, text: str) -> list[Card]:
        """The cards *text* names, in the order it names them."""
        return [self.names[match.group(0)] for match in self.pattern.finditer(text)]


def all_cards() -> list[Card]:
    """The 52 cards."""
    return [Card.parse(rank + suit) for suit in "CDSH"
            for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")]


class Stuck(RuntimeError):
    """What the player heard did not tell it what to do."""


class EarPlayer:
    """Presses keys on the window from what the speech log says, and nothing else."""

    def __init__(self, press: Callable[[int], None],
                 step: Callable[[], None], ear: Ear, lang: str) -> None:
        self.press_key, self.step, self.ear, self.lang = press, step, ear, lang
        self.words = CardWords(lang)
        self.keys = 0
        self.transcript: list[str] = []
        self.sentences = {
            "turn": YOUR_TURN(lang),
            "pass": _("Choisissez trois cartes à passer à {seat}, puis « Passer ».")(
                lang, seat="\0").split("\0")[0],
            "raised": _("{card}, levée pour la passe.")(lang, card="\0").split("\0")[1],
            "playable": _("{card}, jouable.")(lang, card="\0").split("\0")[1],
            "table": _("Sur la table : {plays}.")(lang, plays="\0").split("\0")[0],
            "empty": _("Aucune carte sur la table.")(lang),
            "hand": _("Vos cartes de {suit} : {cards}.")(lang, suit="\0", cards="").split(
                "\0")[0],
            "result": _("Manche {number} : {scores}. Totaux : {totals}.")(
                lang, number="\0", scores="", totals="").split("\0")[0],
        }
        self.ends = {game_over_sentence(winners, Seat.SOUTH)(lang) for winners in every_winners()}

    # -- hearing and pressing ------------------------------------------------------

    def rest(self) -> list[str]:
        """Turn the loop until nothing new is said for a while; what was said."""
        heard: list[str] = []
        quiet = 0
        while quiet < QUIET_TURNS:
            self.step()
            new = self.ear.listen()
            heard += new
            quiet = 0 if new else quiet + 1
        for line in heard:
            self.transcript.append(f"  « {line} »")
        return heard

    def press(self, key: int, why: str) -> list[str]:
        """Press *key* (because of *why*) and listen until the table is quiet again."""
        self.keys += 1
        if self.keys > MAX_KEYS:
            raise Stuck("too many keys: the game never ended")
        self.transcript.append(f"[{pygame.key.name(key)}] {why}")
        self.press_key(key)
        return self.rest()

    # -- the game ------------------------------------------------------------------

    def play(self) -> None:
        """Play until the end of the game is heard."""
        heard = self.rest()
        while True:
            text = " ".join(heard)
            if any(end in text for end in self.ends):
                return
            if self.sentences["result"] in text and self.sentences["turn"] not in heard[-1]:
                heard = self.press(pygame.K_RETURN, "the hand's result: Continuer")
            elif self.sentences["pass"] in text:
                heard = self.pass_three()
            elif self.sentences["turn"] in text:
                heard = self.play_a_card()
            else:
                raise Stuck(f"nothing to do after: {heard[-3:]}")

    def hand(self) -> list[Card]:
        """M: South's hand, as it is read."""
        heard = self.press(pygame.K_m, "which cards do I hold?")
        lines = [line for line in heard if self.sentences["hand"] in line]
        if not lines:
            raise Stuck(f"M said no hand: {heard}")
        return self.words.cards(lines[-1])

    def pass_three(self) -> list[str]:
        """Raise the three cards to pass, found with the arrows, then P."""
        cards = self.hand()
        if len(cards) != 13:
            raise Stuck(f"M read {len(cards)} cards before the pass")
        chosen = pass_choice(cards)
        for card in chosen:
            self.focus_on(card, lambda line: True)
            heard = self.press(pygame.K_RETURN, f"raise {card_name(card, self.lang)}")
            if not any(self.sentences["raised"] in line for line in heard):
                raise Stuck(f"Enter did not say the card was raised: {heard}")
        return self.press(pygame.K_p, "pass the three")

    def focus_on(self, card: Card, said: Callable[[str], bool]) -> None:
        """Arrows until the card said is *card*."""
        for _step in range(14):
            heard = self.press(pygame.K_RIGHT, f"looking for {card_name(card, self.lang)}")
            named = [found for line in heard if said(line) for found in self.words.cards(line)]
            if named and named[-1] == card:
                return
            if not heard:
                raise Stuck("the arrow said nothing")
        raise Stuck(f"the arrows never reached {card}")

    def playable(self) -> list[Card]:
        """The cards the arrows reach on South's turn (only the playable ones), in order."""
        found: list[Card] = []
        for _step in range(14):
            heard = self.press(pygame.K_RIGHT, "which cards may I play?")
            cards = [card for line in heard if self.sentences["playable"] in line
                     for card in self.words.cards(line)]
            if not cards:
                raise Stuck(f"the arrow did not say a playable card: {heard}")
            if cards[-1] in found:
                return found
            found.append(cards[-1])
        return found

    def trick(self) -> list[Card]:
        """T: the cards on the table, in the order they were played."""
        heard = self.press(pygame.K_t, "what is on the table?")
        for line in heard:
            if self.sentences["empty"] in line:
                return []
            if self.sentences["table"] in line:
                return self.words.cards(line)
        raise Stuck(f"T said nothing of the table: {heard}")

    def play_a_card(self) -> list[str]:
        """South's turn: the card to play among those the arrows reach, then Enter."""
        options = self.playable()
        card = play_choice(options, self.trick())
        if len(options) > 1:
            self.focus_on(card, lambda line: self.sentences["playable"] in line)
        return self.press(pygame.K_RETURN, f"play {card_name(card, self.lang)}")


def every_winners() -> list[tuple[Seat, ...]]:
    """Every set of seats that may win a game, in the order of the table."""
    return [tuple(seat for seat in Seat if mask >> seat & 1) for mask in range(1, 16)]


def danger(card: Card) -> int:
    """How much a card invites points: the queen of spades, then spades above it, hearts."""
    if card.code == "QS":
        return 100
    if card.suit is Suit.SPADES and card.rank > 12:
        return 90 + card.rank
    if card.suit is Suit.HEARTS:
        return 40 + card.rank
    return card.rank


def pass_choice(hand: Sequence[Card]) -> list[Card]:
    """The three cards to pass: the most dangerous."""
    return sorted(hand, key=danger, reverse=True)[:3]


def play_choice(options: Sequence[Card], trick: Sequence[Card]) -> Card:
    """Lead low; follow with the highest card under the trick's best, else low; when void,
    discard the most dangerous card."""
    if not trick:
        return min(options, key=lambda card: (card.suit is Suit.HEARTS, card.rank))
    led = trick[0].suit
    best = max(card.rank for card in trick if card.suit is led)
    following = [card for card in options if card.suit is led]
    if not following:
        return max(options, key=danger)
    under = [card for card in following if card.rank < best]
    return max(under, key=lambda card: card.rank) if under else min(
        following, key=lambda card: card.rank)


def main(argv: Sequence[str] | None = None) -> int:
    """Open the window, play by ear, print the keys and what was heard."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deal", type=int, default=7)
    parser.add_argument("--lang", default="fr")
    parser.add_argument("--target", type=int, default=100)
    parser.add_argument("--log", type=Path, default=None)
    parser.add_argument("--quiet", action="store_true", help="print only the summary")
    options = parser.parse_args(argv)
    home = Path(tempfile.mkdtemp(prefix="dame-de-pique-ear-"))
    os.environ["DAME_DE_PIQUE_HOME"] = str(home)
    log = options.log or home / "speech.log"

    from hearts.ai.search import Budget
    from hearts.store import Settings, Store
    from hearts.ui.app import App, AppConfig
    from hearts.ui.kit.speech import Recording

    # Each hand is played again by Expert (À votre place) on this thread, as no worker runs:
    # a small budget keeps it to a moment a hand, not Expert's seven seconds.
    quick = Budget(play_budget=1_500, min_deals=3, max_deals=6, pass_deals=3, pass_shortlist=3)

    Store(home).save_settings(Settings(sound=False, rules=Rules(target=options.target)))
    app = App(AppConfig(deal=options.deal, lang=options.lang, speech=True, speech_log=log,
                        voice=Recording, time_scale=0.0, threads=False, fps=0, max_wait_ms=0,
                        input_grace=0.0, resize_settle=0.0, home=home,
                        budgets={"expert": quick}))
    player = EarPlayer(app.press, app.step, Ear(log), options.lang)
    try:
        player.play()
        status = 0
    except Stuck as stuck:
        player.transcript.append(f"STUCK: {stuck}")
        status = 1
    finally:
        app.running = False
        app.close()
    if not options.quiet:
        print("\n".join(player.transcript))
    print(f"play by ear, deal {options.deal} ({options.lang}): {player.keys} keys, "
          f"{len(player.ear.lines)} lines heard, "
          f"{'the game ended' if status == 0 else 'stuck'}; log: {log}")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
