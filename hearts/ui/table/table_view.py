"""What the renderer draws, read off the game once per frame (TableView), and the reading
rules it needs: the message line's text, and which of South's cards has the keyboard focus.
Pure: no pygame (see docs/ARCHITECTURE.md, "a click's journey")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from hearts.engine import Card, PlayerView, Seat
from hearts.i18n import _
from hearts.play.host import Host
from hearts.store import Level, Settings
from hearts.ui.kit.sentences import shown_text
from hearts.ui.table.played import PlayedCards, played_cards
from hearts.ui.table.rules_line import rules_line
from hearts.ui.table.scene import Scene
from hearts.ui.table.south import Choices
from hearts.ui.table.speech import narration
from hearts.ui.table.speech.narration import MessageLine, Player, Points, say
from hearts.words import player_name


class Game(Protocol):
    """What the table's view reads of the game (the controller)."""

    settings: Settings
    host: Host  # the table's host: the deal number it lets the table show
    message_line: MessageLine  # the sentences said, and those that left the line
    choices: Choices  # what the person may do now

    def view(self) -> PlayerView:
        """What the person's seat may know now (a card or two ahead of the scene)."""

    @property
    def scene(self) -> Scene:
        """What the table shows now."""

    @property
    def level(self) -> Level:
        """The level of the game in progress."""

    @property
    def games(self) -> GameChoice:
        """Which game is at the table."""

    def lang(self) -> str:
        """The language of every sentence shown."""

    def message_text(self) -> str:
        """The message line, in the current language."""


class GameChoice(Protocol):
    """Which game is at the table: the day's, a practice."""

    daily: bool

    @property
    def practising(self) -> bool:
        """Whether a hand is practised."""


@dataclass(frozen=True)
class TableView:
    """Everything the renderer draws, read off the game once per frame: the scene and what
    follows from the match and the settings (whose turn, the playable cards, the words)."""

    scene: Scene
    lang: str
    felt: str
    card_back: str
    four_colour: bool
    level: str
    turn: Seat | None  # whose plate is lit
    playable: frozenset[Card] | None  # None: no card greyed
    focused: Card | None  # the keyboard's card
    title: tuple[str, ...]  # the deal, the daily mark, the hand and its pass
    rules: str  # under the title: the target score and the variants in play
    prompt: str | None  # "Passez trois cartes à Ouest" while South chooses
    message: str  # the message line
    seat_labels: tuple[str, str, str, str]
    earlier: tuple[str, ...] = ()  # the sentences that left the line, the newest last
    played: PlayedCards | None = None  # Cartes jouées, in place of the score sheet, when asked
    large: bool = False  # Grandes cartes: rings around the keyboard's card and the playable ones


def frame_key(view: TableView) -> tuple[object, ...]:
    """What *view* draws, as values: the loop draws a frame when this changes."""
    return (view.scene.snapshot(), view.lang, view.felt, view.card_back, view.four_colour,
            view.level, view.turn, view.playable, view.focused, view.title, view.rules,
            view.prompt,
            view.message, view.earlier, view.seat_labels, view.played, view.large)


def read_table(game: Game) -> TableView:
    """What the renderer draws now: the scene, and what follows from the game."""
    choices = game.choices
    settings, playable, lang, view = game.settings, choices.playable(), game.lang(), game.view()
    prompt = (narration.pass_prompt(view.pass_direction, lang, view.seat)
              if choices.is_choosing_pass() else None)
    return TableView(
        scene=game.scene, lang=lang, felt=settings.felt, card_back=settings.card_back,
        four_colour=settings.four_colour, level=game.level, turn=choices.turn(),
        playable=None if playable is None else frozenset(playable),
        focused=choices.focused_card(), prompt=prompt,
        title=tuple(narration.title_texts(game.host.deal_shown(), view, game.games.daily,
                                          game.scene.hearts_broken, lang,
                                          practice=game.games.practising)),
        rules=rules_line(view.rules, lang),
        message=game.message_text(),
        earlier=tuple(shown_text(sentence, lang) for sentence in game.message_line.earlier),
        seat_labels=(player_name(Seat.SOUTH, lang, view.seat),
                     player_name(Seat.WEST, lang, view.seat),
                     player_name(Seat.NORTH, lang, view.seat),
                     player_name(Seat.EAST, lang, view.seat)),
        played=played_cards(view, game.scene) if settings.played_cards else None,
        large=settings.large_cards)


def message_text(scene: Scene, line: MessageLine, lang: str) -> str:
    """The message line in *lang*: the last trick's caption while it is shown; else the latest
    sentences, after the cards received until the first trick ends (unless the sentence
    saying so is still there)."""
    last = scene.last_trick
    if scene.show_last_trick and last is not None:
        return say(_("Dernier pli : {seat}, {points}"), seat=Player(last.winner, scene.me),
                   points=Points(last.points))(lang)
    text = line.text(lang)
    if scene.received is not None:
        giver, cards = scene.received
        if narration.received_sentence(giver, cards, scene.me)(lang) not in text:
            text = f"{narration.received_note(giver, cards, lang, scene.me)} {text}"
    return text
