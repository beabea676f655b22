"""The words of the codes the engine, the computer players and the store give the window.

The engine refuses a play with a reason code (`IllegalPlay.code`), the hint gives the
code of its rule of thumb (`Hint.reason_key`), the store a kind of notice about a file:
each is worded here, from the catalogue (docs/ARCHITECTURE.md, "A word").
"""

from __future__ import annotations

from typing import Final

from hearts.i18n import Message, _

# Why a play or a pass is refused: the engine's IllegalPlay codes.
REFUSALS: Final[dict[str, Message]] = {
    "not_playing": _("Ce n'est pas le moment de jouer une carte."),
    "not_your_turn": _("Ce n'est pas votre tour."),
    "not_in_hand": _("Vous n'avez pas cette carte."),
    "two_of_clubs_first": _("Le 2 de trèfle doit ouvrir le premier pli."),
    "must_follow": _("Vous devez fournir à {suit}."),
    "no_points_first_trick": _("Pas de cœur ni de dame de pique au premier pli."),
    "hearts_not_broken": _("Les cœurs ne sont pas encore ouverts."),
    "not_passing": _("Ce n'est pas le moment de passer des cartes."),
    "already_passed": _("Vous avez déjà passé vos cartes."),
    "pass_three": _("Choisissez exactement trois cartes à passer."),
    "pass_twice": _("Une même carte ne peut pas être passée deux fois."),
    "hand_not_over": _("La manche n'est pas encore terminée."),
}

# The hint's rules of thumb (hearts.ai.hint): what Difficile would do, and why.
HINTS: Final[dict[str, Message]] = {
    "hint.pass.moon": _(
        "Passez {cards} : votre main peut tenter le grand chelem, gardez vos cœurs et vos "
        "grosses cartes."
    ),
    "hint.pass.queen": _("Passez {cards} : trop peu de piques protègent votre dame de pique."),
    "hint.pass.void": _(
        "Passez {cards} : sans {suit}, vous pourrez vous défausser de vos cartes dangereuses."
    ),
    "hint.pass.spades": _("Passez {cards} : vos gros piques risquent de ramasser la dame."),
    "hint.pass.high": _(
        "Passez {cards} : ce sont vos cartes les plus dangereuses ; gardez les petites."
    ),
    "hint.play.only_card": _("Jouez {card} : c'est votre seule carte jouable."),
    "hint.play.shoot_moon": _(
        "Jouez {card} : vous avez tous les points jusqu'ici, tentez le grand chelem."
    ),
    "hint.play.open_moon": _(
        "Jouez {card} : personne n'a encore pris de point, tentez le grand chelem."
    ),
    "hint.play.stop_moon": _(
        "Jouez {card} : prenez un cœur, sinon {seat} réussira le grand chelem."
    ),
    "hint.play.flush_queen": _(
        "Entamez {card} : vos piques sont tous sous la dame, forcez-la à tomber."
    ),
    "hint.play.lead_low": _("Entamez {card} : une petite carte laisse le pli aux autres."),
    "hint.play.lead": _(
        "Entamez {card} : c'est l'entame la moins risquée d'après les simulations."
    ),
    "hint.play.duck": _(
        "Jouez {card} : c'est votre plus forte carte qui laisse {seat} maître du pli."
    ),
    "hint.play.win_clean": _(
        "Jouez {card} : ce pli ne contient aucun point, prenez-le avec une grosse carte."
    ),
    "hint.play.first_trick": _("Jouez {card} : le premier pli ne coûte presque jamais de points."),
    "hint.play.play": _(
        "Jouez {card} : c'est la carte qui coûte le moins d'après les simulations."
    ),
    "hint.play.queen_to_leader": _(
        "Défaussez {card} : {seat}, en tête de la partie, mène ce pli."
    ),
    "hint.play.end_game": _(
        "Défaussez {card} : {seat} atteindra le score final et vous gagnerez la partie."
    ),
    "hint.play.discard_queen": _(
        "Défaussez {card} : vous ne pouvez pas fournir et {seat} mène ce pli."
    ),
    "hint.play.keep_game_going": _(
        "Jouez {card} : la dame de pique donnée à {seat} finirait la partie, que vous ne menez "
        "pas."
    ),
    "hint.play.discard_heart": _(
        "Défaussez {card} : vous ne pouvez pas fournir, débarrassez-vous d'un cœur."
    ),
    "hint.play.discard_high": _(
        "Défaussez {card} : vous ne pouvez pas fournir, débarrassez-vous d'une carte dangereuse."
    ),
    "hint.play.cannot_duck": _(
        "Jouez {card} : vous ne pouvez pas jouer sous le pli, autant vous débarrasser d'une "
        "grosse carte."
    ),
}

# What the store tells of a file (hearts.store.notices): by kind, then by file.
NOTICES: Final[dict[tuple[str, str], Message]] = {
    ("damaged", "game"): _("La partie enregistrée était illisible : elle a été mise de côté."),
    ("damaged", "stats"): _(
        "Les statistiques étaient illisibles : mises de côté, elles repartent de zéro."
    ),
    ("damaged", "settings"): _(
        "Les réglages étaient illisibles : mis de côté, ceux d'origine reviennent."
    ),
    ("newer_schema", "game"): _(
        "La partie enregistrée vient d'une version plus récente : elle n'est pas touchée."
    ),
    ("newer_schema", "stats"): _(
        "Les statistiques viennent d'une version plus récente : elles ne sont pas touchées."
    ),
    ("newer_schema", "settings"): _(
        "Les réglages viennent d'une version plus récente : ils ne sont pas touchés."
    ),
    ("cannot_save", "game"): _(
        "Impossible d'enregistrer la partie (disque plein ou protégé) : le jeu continue."
    ),
    ("cannot_save", "stats"): _(
        "Impossible d'enregistrer les statistiques (disque plein ou protégé)."
    ),
    ("cannot_save", "settings"): _(
        "Impossible d'enregistrer les réglages (disque plein ou protégé)."
    ),
    ("unreadable", "game"): _(
        "La partie enregistrée n'a pas pu être lue : elle est laissée telle quelle et ne sera "
        "pas remplacée pendant cette session."
    ),
    ("unreadable", "stats"): _(
        "Les statistiques n'ont pas pu être lues : le fichier est laissé tel quel et ne sera pas "
        "remplacé pendant cette session."
    ),
    ("unreadable", "settings"): _(
        "Les réglages n'ont pas pu être lus : le fichier est laissé tel quel et ne sera pas "
        "remplacé pendant cette session."
    ),
    ("damaged", "history"): _(
        "L'historique des parties était illisible : mis de côté, il repart de zéro."
    ),
    ("newer_schema", "history"): _(
        "L'historique des parties vient d'une version plus récente : il n'est pas touché."
    ),
    ("cannot_save", "history"): _(
        "Impossible d'écrire l'historique des parties (disque plein ou protégé)."
    ),
    ("unreadable", "history"): _(
        "L'historique des parties n'a pas pu être lu : il est laissé tel quel pendant cette "
        "session."
    ),
}
