"""The table aloud (docs/ARCHITECTURE.md, "Speech"): every sentence of the message line,
whose turn it is and why some cards may not be played, the card the arrows reach, the
button Tab reaches, and the open dialog's title, content (the review's step:
`Dialog.spoken_view`) and focused control, in the player's language, through the `Speaker`.

What is watched is read after each turn of the loop and said when it changed, so no part
of the table has to remember to speak. New speech cuts the old short only after the
player acted (a key, a click): the bots' plays queue up behind one another.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Final

import pygame

from hearts.engine import Card, Phase, Seat
from hearts.i18n import _
from hearts.ui.config import AppConfig
from hearts.ui.dialogs.base import Dialog
from hearts.ui.dialogs.options import OptionsDialog
from hearts.ui.kit.speech import Speaker, screen_reader_voice, system_voice
from hearts.ui.screens import ScreenStack
from hearts.ui.table.buttons import TableButtons
from hearts.ui.table.controller import Controller
from hearts.ui.table.speech.narration import Text, card_name, illegal_sentence, say
from hearts.ui.table.speech.reading import YOUR_TURN, last_trick_sentence, seat_scores

ACTING_EVENTS: Final = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)
ARROWS: Final = (pygame.K_LEFT, pygame.K_RIGHT)
SPEECH_ON: Final = _("Lecture à voix haute activée. F2 pour l'arrêter.")
SPEECH_OFF: Final = _("Lecture à voix haute arrêtée. F2 pour la reprendre.")
HOW_TO_HEAR: Final = _("Pour que le jeu lise à voix haute, appuyez sur F2.")
NO_VOICE: Final = _("Aucune voix sur cet ordinateur : le jeu ne peut pas lire à voix haute.")
HAND_RESULT: Final = _("Manche {number} : {scores}. Totaux : {totals}.")


def hand_result_sentence(number: int, points: tuple[int, ...], totals: tuple[int, ...],
                         me: Seat) -> Text:
    """A hand's result: each seat's points in it (the moon applied), then the totals, the
    person's (at *me*) first."""
    return lambda lang: HAND_RESULT(lang, number=number, scores=seat_scores(points, lang, me),
                                    totals=seat_scores(totals, lang, me))


def focus_sentence(card: Card, passing: bool, raised: bool, lowered: bool = False) -> Text:
    """The card the arrows reached: whether it is raised to pass (or was just *lowered*,
    taken back from the pass), or that it may be played (the arrows reach only the cards
    that may be)."""
    if not passing:
        return say(_("{card}, jouable."), card=card)
    if raised:
        return say(_("{card}, levée pour la passe."), card=card)
    if lowered:
        return say(_("{card}, baissée, retirée de la passe."), card=card)
    return lambda lang: card_name(card, lang)


def view_news(before: object, dialog: int, parts: tuple[str, ...]) -> str:
    """What to say of a dialog's content (`Dialog.spoken_view`) that changed: where the
    first part stayed (the review's step) and the others only came in or changed (the
    analysis's word, Qui a quoi's figures), those alone; else all of it, a part that went
    away included (Q hiding Qui a quoi says the step again)."""
    if isinstance(before, tuple) and before[0] == dialog and before[1][0] == parts[0]:
        came = [part for part, was in zip(parts, before[1], strict=True) if part != was]
        if all(came):
            return " ".join(came)
    return " ".join(part for part in parts if part)


def as_said(words: str) -> Text:
    """Words already in the player's language (a title, a button's text), as a sentence."""
    return lambda lang: words


def speaker_for(config: AppConfig, lang: Callable[[], str]) -> Speaker:
    """The window's speaker: the configured voice (the tests'), else the system's, opened
    for a screen reader alone only if one runs; on a thread of its own when the window uses
    threads."""
    if config.voice is not None:
        return Speaker(config.voice, threaded=config.threads, log=config.speech_log, lang=lang)
    return Speaker(lambda: system_voice(lang), threaded=config.threads, log=config.speech_log,
                   lang=lang, reader=screen_reader_voice)


class Narrator:
    """Says what the table and its screens show, when speech is on."""

    def __init__(self, speaker: Speaker, controller: Callable[[], Controller],
                 screens: ScreenStack, buttons: Callable[[], TableButtons]) -> None:
        self.speaker = speaker
        self._controller = controller  # the table drawn's (a practice's over the review)
        self.screens = screens
        self.buttons = buttons
        self.acted = False  # the player pressed or clicked since the last sentence
        self.told_no_voice = False
        self._watched: dict[str, object] = {}  # what each watched thing showed when last said
        self._hands_scored: int | None = None  # the score sheet's length at the last turn
        controller().message_line.listener = self.heard  # a practice's borrows it

    @property
    def controller(self) -> Controller:
        """The game of the table drawn."""
        return self._controller()

    @property
    def on(self) -> bool:
        """Whether the game reads aloud (the setting)."""
        return self.controller.settings.speech

    def lang(self) -> str:
        """The language spoken: the game's."""
        return self.controller.lang()

    def heard(self, text: Text) -> None:
        """A sentence went on the message line: say it."""
        if self.on:
            self.say(text)

    def say(self, text: Text) -> None:
        """Speak *text*; it cuts what is said short when the player acted since."""
        self.speaker.say(text(self.lang()), interrupt=self.acted)
        self.acted = False

    def read(self, text: Text) -> None:
        """A reading key's answer: spoken at once when speech is on, else shown."""
        if self.on:
            self.speaker.say(text(self.lang()), interrupt=True)
            self.acted = False
        else:
            self.controller.show.say(text)

    def noticed(self, events: list[pygame.event.Event]) -> None:
        """The events of a turn, before they are handled: did the player act?"""
        if any(event.type in ACTING_EVENTS for event in events):
            self.acted = True
        arrows = any(event.type == pygame.KEYDOWN and event.key in ARROWS for event in events)
        if arrows and not isinstance(self.screens.top, Dialog):
            self._watched.pop("card", None)  # the card they reach is said, the same one too

    def first_start(self) -> None:
        """Until a first game is played, the message line says how to hear the game (unless
        it already has two sentences: a notice about a file goes first), and so does the
        player's screen reader if one runs."""
        if self.on or self.controller.stats.games_played:
            return
        if len(self.controller.message_line.sentences) < 2:
            self.controller.show.say(say(HOW_TO_HEAR), append=True)
        self.speaker.say(HOW_TO_HEAR(self.lang()), reader_only=True)

    def toggle(self) -> None:
        """F2, on every screen: speech on or off (saved as the Options' row is)."""
        on = not self.on
        settings = self.controller.settings.with_value("speech", on)
        if not on:
            self.speaker.say(SPEECH_OFF(self.lang()), interrupt=True)
        top = self.screens.top
        if isinstance(top, OptionsDialog):  # its toggle shows it, and its next change keeps it
            top.change("speech", on)
        else:
            self.controller.apply_settings(settings)
        self._watched.clear()  # turned on: say where the player is
        self.controller.show.say(say(SPEECH_ON if on else SPEECH_OFF))
        if not on:
            self.speaker.stop()

    def after_turn(self) -> None:
        """A turn of the loop is over: say what changed."""
        scored = self._newly_scored()
        top = self.screens.top
        answers = top.spoken_answers() if isinstance(top, Dialog) else []  # taken, said or not
        if not self.on:
            return
        if scored is not None:
            self.say(scored)
        if self.speaker.stalled(time.monotonic()) and not self.told_no_voice:
            self.told_no_voice = True
            self.controller.show.say(say(NO_VOICE))
        if isinstance(top, Dialog):
            title, control = top.spoken()
            self._tell("title", (id(top), title), as_said(title))
            view = top.spoken_view()  # the review's step
            if view is not None:
                news = view_news(self._watched.get("view"), id(top), view)
                self._tell("view", (id(top), view), as_said(news))
            for words in answers:
                self.say(as_said(words))
            if control is not None:
                self._tell("control", (id(top), control), as_said(control))
            return
        for name in ("title", "view", "control"):
            self._watched.pop(name, None)
        self._table()

    def _newly_scored(self) -> Text | None:
        """The result of the hand the score sheet just took, if it took one this turn."""
        scene = self.controller.scene
        before, self._hands_scored = self._hands_scored, len(scene.score_sheet)
        if before is None or len(scene.score_sheet) <= before:
            return None
        return hand_result_sentence(len(scene.score_sheet), scene.score_sheet[-1], scene.totals,
                                    scene.me)

    def _table(self) -> None:
        """The table's watched things: the button Tab reached, South's turn, the card."""
        buttons, controller = self.buttons(), self.controller
        focus = buttons.focus
        if focus is not None:
            label = buttons.spoken(focus)  # a switch with its state: « Rapide : activé »
            self._tell("button", label, as_said(label))
        else:
            self._watched.pop("button", None)
        playable = controller.choices.playable()
        if playable is not None:
            view = controller.view()
            turn = (view.hand_number, len(view.tricks), len(view.current_trick))
            self._tell("turn", turn, self._turn_sentence(playable), cue="your_turn")
        last = controller.scene.last_trick if controller.scene.show_last_trick else None
        if last is not None:  # D: the last trick's caption on the message line, and its cards
            self._tell("last_trick", id(last), last_trick_sentence(last, controller.scene.me))
        else:
            self._watched.pop("last_trick", None)
        card = controller.choices.focused_card() if controller.scene.focus is not None else None
        if card is not None:
            passing, raised = controller.view().phase is Phase.PASSING, card in controller.raised
            lowered = self._watched.get("card") == (card, passing, True) and not raised
            self._tell("card", (card, passing, raised),
                       focus_sentence(card, passing, raised, lowered))

    def _turn_sentence(self, playable: set[Card]) -> Text:
        """South's turn, and why the cards that may not be played may not."""
        controller = self.controller
        refused = [card for card in controller.view().hand if card not in playable]
        error = controller.host.why_illegal(controller.seat, refused[0]) if refused else None
        if error is None:
            return say(YOUR_TURN)
        why = illegal_sentence(error)
        return lambda lang: f"{YOUR_TURN(lang)} {why(lang)}"

    def _tell(self, name: str, value: object, text: Text, cue: str | None = None) -> None:
        """Say *text* when the watched thing *name* shows something new (*value*), after the
        earcon of *cue* if one is named."""
        if self._watched.get(name) != value:
            self._watched[name] = value
            if cue is not None:
                self.controller.show.sounds.play(cue)
            self.say(text)
