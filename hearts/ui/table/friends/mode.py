"""The window at a friends' table: the table's controller plays the window's seat through
the friends' host (`hearts.net.remote.RemoteHost`) instead of its own; the solo game stays
saved and comes back when the friends' table is left. Which game is played is the host's:
Nouvelle partie and Rejouer are the table leader's, the rest waits for the solo table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hearts.engine import IllegalPlay, Refusal, Seat
from hearts.i18n import _
from hearts.net.messages import Closed, Notice, Refused, Update
from hearts.net.remote import RemoteHost
from hearts.play.duplicate import FRIENDS_GAME
from hearts.play.games import Games
from hearts.play.host import Host
from hearts.play.seat_events import HandDealt
from hearts.store import Level
from hearts.ui.kit.sentences import Player
from hearts.ui.table.scene import seated_scene
from hearts.ui.table.speech import narration
from hearts.ui.table.speech.narration import Text, say
from hearts.words import COMPUTERS_AT_FRIENDS, FRIENDS_NAMES

if TYPE_CHECKING:
    from hearts.ui.table.controller import Controller

ONLY_THE_LEADER = _("Seul l'hôte de la table peut lancer une nouvelle partie.")
NOT_AT_FRIENDS = _("Pas à la table des amis : quittez-la d'abord.")
NOTICES = {
    "away": _("{seat} a quitté la table : un ordinateur prendra sa place dans 20 secondes."),
    "replaced": _("Un ordinateur joue à la place de {seat}."),
    "back": _("{seat} est de retour à la table."),
}
CLOSED = {
    "host_left": _("L'hôte a fermé la table : la partie entre amis est finie."),
    "unreachable": _("Personne ne répond à cette adresse : la table n'est pas ouverte."),
    "bad_version": _("Cette table vient d'une autre version du jeu : mettez le jeu à jour des "
                     "deux côtés."),
    "wrong_code": _("Ce code ne correspond pas à la table."),
    "started": _("La partie a déjà commencé à cette table."),
    "table_full": _("Cette table est déjà complète."),
    "busy": _("Cette table est occupée : réessayez dans un moment."),
    "bad_token": _("Cette table ne vous connaît plus : rejoignez-la avec son code."),
}
REFUSED = _("La table a refusé ce choix : la partie continue comme avant.")
LOST = _("La connexion à la table est perdue : la partie entre amis s'arrête ici.")


class FriendsGames:
    """Which game is played, at a friends' table: the host's. The window records nothing
    of it in the solo statistics and saves nothing: the host keeps the game."""

    asked = None
    daily = False
    practising = False
    new_record = False

    def __init__(self, remote: RemoteHost, controller: Controller,
                 alone: Callable[[int], object] = lambda deal: None) -> None:
        self.remote = remote
        self._controller = controller
        self._alone = alone  # the deal played again alone, the friends' table left

    @property
    def game_id(self) -> str:
        """The friends' game, as the window names it."""
        return f"{FRIENDS_GAME}{self.remote.generation}"

    @property
    def level(self) -> Level:
        """The computer players' level at the table."""
        table = self.remote.table
        return table.level if table is not None else "medium"  # type: ignore[return-value]

    def would_abandon(self) -> bool:
        """Leaving a friends' table gives nothing up: the host keeps the game."""
        return False

    def save(self) -> None:
        """The host saves the game."""

    def record_end(self) -> None:
        """The game's end is the host's to keep (the solo records never count it)."""

    def new_game(self) -> None:
        """The leader's Nouvelle partie: a new deal for everyone."""
        self._again(same_deal=False)

    def replay(self) -> None:
        """The leader's Rejouer: the same deal again for everyone; a friend's, once the
        game is over and its deal shown: that deal again, alone."""
        deal = self.remote.deal_number
        if not self.remote.owner and deal is not None:
            self._alone(deal)
        else:
            self._again(same_deal=True)

    def _again(self, same_deal: bool) -> None:
        """Another game at the table, if this window leads it."""
        if self.remote.owner:
            self.remote.again(same_deal)
        else:
            self._controller.show.say(say(ONLY_THE_LEADER))

    def not_here(self, *_args: object) -> None:
        """A solo game's choice (the day's deal, a deal number): not here."""
        self._controller.show.say(say(NOT_AT_FRIENDS))

    daily_game = open_deal = not_here


@dataclass
class SoloTable:
    """The window's own table, set aside while it sits at a friends' table."""

    host: Host
    games: Games
    seat: Seat
    replays: bool


def join(controller: Controller, remote: RemoteHost, first: Update,
         alone: Callable[[int], object]) -> SoloTable:
    """Seat the window's person at the friends' table whose first view is *first*; the
    solo table set aside (its game saved as it is); *alone* plays a deal shown alone."""
    controller.save()
    solo = SoloTable(controller.host, controller.games, controller.seat,
                     controller.flow.duplicates.enabled)
    controller.clear_steps()
    controller.host = controller.flow.host = remote  # type: ignore[assignment]
    controller.games = FriendsGames(remote, controller, alone)  # type: ignore[assignment]
    controller.flow.duplicates.enabled = False
    controller.seat = first.view.seat
    controller.raised = []
    name_friends(remote)
    dealt = any(isinstance(event, HandDealt) for event in first.events)
    controller.show.scene, _panel = seated_scene(first.view, (), controller.ordered, dealt,
                                                 False)
    remote.seat_players({controller.seat: controller.person})
    controller.person.tell(first.events)
    return solo


def name_friends(remote: RemoteHost) -> None:
    """The friends' names in every sentence and on the plates, the window's own « Vous »,
    the computer players' seats marked as theirs."""
    forget_names()
    if remote.table is not None:
        FRIENDS_NAMES.update({int(state.seat): state.name for state in remote.table.seats
                              if state.kind == "friend" and state.name})
        COMPUTERS_AT_FRIENDS.update(int(state.seat) for state in remote.table.seats
                                    if state.kind == "computer")


def forget_names() -> None:
    """The seats' own names again (the solo table)."""
    FRIENDS_NAMES.clear()
    COMPUTERS_AT_FRIENDS.clear()


def leave(controller: Controller, solo: SoloTable) -> None:
    """Back to the solo table: the friends' connection closed, the saved game again."""
    remote = controller.host
    if isinstance(remote, RemoteHost):
        remote.leave()
    forget_names()
    controller.clear_steps()
    controller.host = controller.flow.host = solo.host
    controller.games = solo.games
    controller.seat = solo.seat
    controller.flow.duplicates.enabled = solo.replays
    controller.start()


def heard_sentences(remote: RemoteHost, me: Seat) -> list[Text]:
    """What the window at *me* says of the host's notices, refusals and the table's end."""
    sentences: list[Text] = []
    for heard in remote.take_heard():
        if isinstance(heard, Notice):
            sentences.append(say(NOTICES[heard.code], seat=Player(heard.seat, me)))
        elif isinstance(heard, Closed):
            sentences.append(closed_sentence(heard.code))
        elif isinstance(heard, Refused):
            sentences.append(refusal_sentence(heard.code))
    return sentences


def refusal_sentence(code: str) -> Text:
    """A card or a pass the host refused: the rule's own sentence when it names one."""
    if code in {refusal.value for refusal in Refusal} and code != Refusal.MUST_FOLLOW:
        return narration.illegal_sentence(IllegalPlay(Refusal(code)))
    return say(REFUSED)


def lobby_sentence(heard: Refused | Closed) -> Text:
    """Why joining did not work (yet): a refusal of the host's, or the end of the
    connection."""
    if heard.code in CLOSED:
        return say(CLOSED[heard.code])
    return closed_sentence(heard.code) if isinstance(heard, Closed) else \
        refusal_sentence(heard.code)


def closed_sentence(code: str) -> Text:
    """Why the friends' table ended, in one sentence."""
    return say(CLOSED.get(code, LOST))
