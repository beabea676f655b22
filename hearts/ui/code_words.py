"""The words of the codes the engine, the computer players and the store give the window.

The engine refuses a play with a reason code (`IllegalPlay.code`), the hint gives the
code of its rule of thumb (`Hint.reason_key`), the store a kind of notice about a file:
each is worded here, from the catalogue (docs/ARCHITECTURE.md, "A word").
"""

from __future__ import annotations

from typing import Final

from hearts.ai import Hint
from hearts.ai.reasons import HintReason
from hearts.engine import Refusal
from hearts.i18n import Message, _
from hearts.store import FileKind, NoticeKind
from hearts.ui.kit.sentences import Text, resolve
from hearts.words import seat_name

# Why a play or a pass is refused: the engine's IllegalPlay codes.
REFUSALS: Final[dict[Refusal, Message]] = {
    Refusal.NOT_PLAYING: _("Ce n'est pas le moment de jouer une carte."),
    Refusal.NOT_YOUR_TURN: _("Ce n'est pas votre tour."),
    Refusal.NOT_IN_HAND: _("Vous n'avez pas cette carte."),
    Refusal.TWO_OF_CLUBS_FIRST: _("Le 2 de trèfle doit ouvrir le premier pli."),
    Refusal.MUST_FOLLOW: _("Vous devez fournir à {suit}."),
    Refusal.NO_POINTS_FIRST_TRICK: _("Pas de cœur ni de dame de pique au premier pli."),
    Refusal.HEARTS_NOT_BROKEN: _("Les cœurs ne sont pas encore ouverts."),
    Refusal.NOT_PASSING: _("Ce n'est pas le moment de passer des cartes."),
    Refusal.ALREADY_PASSED: _("Vous avez déjà passé vos cartes."),
    Refusal.PASS_THREE: _("Choisissez exactement trois cartes à passer."),
    Refusal.PASS_TWICE: _("Une même carte ne peut pas être passée deux fois."),
    Refusal.HAND_NOT_OVER: _("La manche n'est pas encore terminée."),
}

# The hint's rules of thumb (hearts.ai.hint): what Expert would do, and why.
HINTS: Final[dict[HintReason, Message]] = {
    HintReason.PASS_MOON: _(
        "Passez {cards} : votre main peut tenter le grand chelem, gardez vos cœurs et vos "
        "grosses cartes."
    ),
    HintReason.PASS_QUEEN: _("Passez {cards} : trop peu de piques protègent votre dame de pique."),
    HintReason.PASS_VOID: _(
        "Passez {cards} : sans {suit}, vous pourrez vous défausser de vos cartes dangereuses."
    ),
    HintReason.PASS_SPADES: _("Passez {cards} : vos gros piques risquent de ramasser la dame."),
    HintReason.PASS_HIGH: _(
        "Passez {cards} : ce sont vos cartes les plus dangereuses ; gardez les petites."
    ),
    HintReason.PASS_SMALL: _(
        "Passez {cards} : jouée jusqu'au bout sur des centaines de donnes, cette passe vous "
        "coûte le moins de points, petite carte comprise."
    ),
    HintReason.PLAY_ONLY_CARD: _("Jouez {card} : c'est votre seule carte jouable."),
    HintReason.PLAY_SHOOT_MOON: _(
        "Jouez {card} : vous avez tous les points jusqu'ici, tentez le grand chelem."
    ),
    HintReason.PLAY_OPEN_MOON: _(
        "Jouez {card} : personne n'a encore pris de point, tentez le grand chelem."
    ),
    HintReason.PLAY_STOP_MOON: _(
        "Jouez {card} : prenez un cœur, sinon {seat} réussira le grand chelem."
    ),
    HintReason.PLAY_FLUSH_QUEEN: _(
        "Entamez {card} : vos piques sont tous sous la dame, forcez-la à tomber."
    ),
    HintReason.PLAY_LEAD_LOW: _("Entamez {card} : une petite carte laisse le pli aux autres."),
    HintReason.PLAY_LEAD: _(
        "Entamez {card} : c'est l'entame la moins risquée d'après les simulations."
    ),
    HintReason.PLAY_DUCK: _(
        "Jouez {card} : c'est votre plus forte carte qui laisse {seat} maître du pli."
    ),
    HintReason.PLAY_WIN_CLEAN: _(
        "Jouez {card} : ce pli ne contient aucun point, prenez-le avec une grosse carte."
    ),
    HintReason.PLAY_FIRST_TRICK: _(
        "Jouez {card} : le premier pli ne coûte presque jamais de points."
    ),
    HintReason.PLAY_PLAY: _(
        "Jouez {card} : c'est la carte qui coûte le moins d'après les simulations."
    ),
    HintReason.PLAY_QUEEN_TO_LEADER: _(
        "Défaussez {card} : {seat}, en tête de la partie, mène ce pli."
    ),
    HintReason.PLAY_END_GAME: _(
        "Défaussez {card} : {seat} atteindra le score final et vous gagnerez la partie."
    ),
    HintReason.PLAY_DISCARD_QUEEN: _(
        "Défaussez {card} : vous ne pouvez pas fournir et {seat} mène ce pli."
    ),
    HintReason.PLAY_KEEP_GAME_GOING: _(
        "Jouez {card} : la dame de pique donnée à {seat} finirait la partie, que vous ne menez "
        "pas."
    ),
    HintReason.PLAY_DISCARD_HEART: _(
        "Défaussez {card} : vous ne pouvez pas fournir, débarrassez-vous d'un cœur."
    ),
    HintReason.PLAY_DISCARD_HIGH: _(
        "Défaussez {card} : vous ne pouvez pas fournir, débarrassez-vous d'une carte dangereuse."
    ),
    HintReason.PLAY_CANNOT_DUCK: _(
        "Jouez {card} : vous ne pouvez pas jouer sous le pli, autant vous débarrasser d'une "
        "grosse carte."
    ),
    HintReason.PLAY_WIN_GAME: _(
        "Jouez {card} : la partie s'arrête sur cette manche, et vous la gagnez."
    ),
    HintReason.PLAY_SAVE_GAME: _(
        "Jouez {card} : une autre carte finirait la partie, et un autre joueur la gagnerait."
    ),
}

# What the store tells of a file (hearts.store.notices): by kind, then by file; one
# sentence for each notice the store gives (`notices.POSSIBLE`).
NOTICES: Final[dict[tuple[NoticeKind, FileKind], Message]] = {
    (NoticeKind.DAMAGED, FileKind.GAME): _(
        "La partie enregistrée était illisible : elle a été mise de côté."
    ),
    (NoticeKind.DAMAGED, FileKind.STATS): _(
        "Les statistiques étaient illisibles : mises de côté, elles repartent de zéro."
    ),
    (NoticeKind.DAMAGED, FileKind.SETTINGS): _(
        "Les options étaient illisibles : elles reprennent leurs valeurs par défaut."
    ),
    (NoticeKind.REBUILT, FileKind.STATS): _(
        "Les statistiques étaient illisibles : elles ont été recalculées d'après l'historique "
        "des parties."
    ),
    (NoticeKind.NEWER_SCHEMA, FileKind.GAME): _(
        "La partie enregistrée vient d'une version plus récente : elle n'est pas touchée."
    ),
    (NoticeKind.NEWER_SCHEMA, FileKind.STATS): _(
        "Les statistiques viennent d'une version plus récente : elles ne sont pas touchées."
    ),
    (NoticeKind.NEWER_SCHEMA, FileKind.SETTINGS): _(
        "Les réglages viennent d'une version plus récente : ils ne sont pas touchés."
    ),
    (NoticeKind.CANNOT_SAVE, FileKind.GAME): _(
        "Impossible d'enregistrer la partie (disque plein ou protégé) : le jeu continue."
    ),
    (NoticeKind.CANNOT_SAVE, FileKind.STATS): _(
        "Impossible d'enregistrer les statistiques (disque plein ou protégé)."
    ),
    (NoticeKind.CANNOT_SAVE, FileKind.SETTINGS): _(
        "Impossible d'enregistrer les réglages (disque plein ou protégé)."
    ),
    (NoticeKind.UNREADABLE, FileKind.GAME): _(
        "La partie enregistrée n'a pas pu être lue : elle est laissée telle quelle et ne sera "
        "pas remplacée pendant cette session."
    ),
    (NoticeKind.UNREADABLE, FileKind.STATS): _(
        "Les statistiques n'ont pas pu être lues : le fichier est laissé tel quel et ne sera pas "
        "remplacé pendant cette session."
    ),
    (NoticeKind.UNREADABLE, FileKind.SETTINGS): _(
        "Les réglages n'ont pas pu être lus : le fichier est laissé tel quel et ne sera pas "
        "remplacé pendant cette session."
    ),
    (NoticeKind.DAMAGED, FileKind.HISTORY): _(
        "L'historique des parties était endommagé : mis de côté sous le nom {name}, il est "
        "remplacé par un nouveau."
    ),
    (NoticeKind.NEWER_SCHEMA, FileKind.HISTORY): _(
        "L'historique des parties vient d'une version plus récente : il n'est pas touché."
    ),
    (NoticeKind.UNREADABLE, FileKind.HISTORY): _(
        "L'historique des parties n'a pas pu être lu : il est laissé tel quel, et les parties "
        "y seront ajoutées plus tard."
    ),
    (NoticeKind.BUSY, FileKind.HISTORY): _(
        "L'historique des parties est occupé par un autre programme : les parties y seront "
        "ajoutées plus tard."
    ),
    (NoticeKind.READ_ONLY, FileKind.HISTORY): _(
        "L'historique des parties est protégé en écriture : les parties y seront ajoutées dès "
        "que possible."
    ),
    (NoticeKind.FULL, FileKind.HISTORY): _(
        "Le disque est plein : les parties seront ajoutées à l'historique quand il y aura de la "
        "place."
    ),
    (NoticeKind.NOT_KEPT, FileKind.HISTORY): _(
        "L'historique des parties ne peut pas être écrit : les parties jouées maintenant n'y "
        "seront pas gardées."
    ),
    (NoticeKind.FOREIGN_ROWS, FileKind.HISTORY): _(
        "Des parties de l'historique sont illisibles : elles ne sont ni affichées ni comptées."
    ),
}


def hint_sentence(advice: Hint) -> Text:
    """The hint's rule of thumb; seats named as on a compass ("Ouest"), South too."""

    def text(lang: str) -> str:
        params = {name: resolve(value, lang, seat_name) for name, value in advice.params}
        return HINTS[advice.reason_key](lang, **params)

    return text
