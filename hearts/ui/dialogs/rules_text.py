"""The rules of the game in the game's own words: the sections of the "Règles" dialog.

Each text is a catalogue message; **bold** marks the words a player looks for, and a
line break starts a paragraph (the dialog turns both into its HTML).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from hearts.i18n import Message, _
from hearts.ui.kit.keys import DIALOG_KEYS, RECENT_KEYS, REVIEW_KEYS, TABLE_KEYS, rules_help

Text = Callable[[str], str]  # a text in a language

MOUSE: Final = _(
    "À la souris, cliquez sur une carte pour la jouer. À votre tour, seules les cartes "
    "permises restent claires ; un clic sur une carte grisée dit pourquoi elle est refusée.")
KEYBOARD: Final = _("Au clavier :")


def commands_text(lang: str) -> str:
    """Les commandes: the mouse, then the keys, from the tables the table and the dialogs
    use (keys.py), so that the list is always the keys that work."""
    keys = rules_help((*TABLE_KEYS, *REVIEW_KEYS, *RECENT_KEYS, *DIALOG_KEYS), lang)
    return "\n".join((MOUSE(lang), KEYBOARD(lang), keys))


# (title, text) of each section, in reading order.
RULE_SECTIONS: Final[tuple[tuple[Message, Text], ...]] = (
    (
        _("Le but"),
        _(
            "On joue à quatre, chacun pour soi. Ici, personne ne court après les plis : on "
            "cherche au contraire à ne pas ramasser les cartes qui coûtent des points, les cœurs "
            "et la dame de pique. Quand la partie s'arrête, le plus petit total gagne."
        ),
    ),
    (
        _("Les cartes et la donne"),
        _(
            "Le jeu compte 52 cartes et il n'y a pas d'atout. Dans chaque couleur, la plus "
            "faible est le 2 et la plus forte l'as : 2, 3, 4… 10, valet, dame, roi, as. À chaque "
            "manche, toutes les cartes sont distribuées, 13 par joueur.\n"
            "Vous êtes **Sud**, en bas de la table. **Ouest** est à votre gauche, **Nord** en "
            "face et **Est** à votre droite. On joue dans le sens des aiguilles d'une montre : "
            "Sud, Ouest, Nord, puis Est."
        ),
    ),
    (
        _("Le passage des cartes"),
        _(
            "Avant de jouer, chacun choisit trois cartes de sa main et les donne à un voisin. Le "
            "sens change à chaque manche, sur un cycle de quatre :\n"
            "• 1re manche : à gauche, vers Ouest ;\n"
            "• 2e manche : à droite, vers Est ;\n"
            "• 3e manche : en face, vers Nord ;\n"
            "• 4e manche : on garde ses cartes.\n"
            "Puis le cycle recommence. Tout le monde choisit en même temps, sans savoir ce qu'il "
            "va recevoir. Cliquez sur trois cartes pour les lever, puis sur **Passer**. Les "
            "cartes reçues restent entourées de vert jusqu'à la fin du premier pli."
        ),
    ),
    (
        _("Les plis"),
        _(
            "Celui qui tient le **2 de trèfle** ouvre le premier pli avec cette carte. Chacun "
            "pose ensuite une carte à son tour. Si vous avez de la couleur entamée, vous devez "
            "en jouer : c'est **fournir**. Sinon, vous jouez la carte de votre choix.\n"
            "Le pli va à la plus haute carte de la couleur entamée ; les cartes d'une autre "
            "couleur ne comptent pas, même un as. Celui qui remporte le pli entame le suivant."
        ),
    ),
    (
        _("Le premier pli"),
        _(
            "Au premier pli, personne ne peut poser de cœur ni la dame de pique, même faute de "
            "trèfle. Seule exception : une main qui ne contient que des cœurs et la dame de "
            "pique peut jouer l'une de ces cartes, puisqu'elle n'a rien d'autre."
        ),
    ),
    (
        _("Ouvrir les cœurs"),
        _(
            "On ne peut pas entamer un pli à cœur tant que les cœurs ne sont pas **ouverts**, "
            "c'est-à-dire tant qu'aucun cœur n'a été posé dans un pli précédent (en général par "
            "un joueur qui ne pouvait pas fournir). Exception : un joueur qui n'a plus que des "
            "cœurs peut en entamer un.\n"
            "Dans la règle de base, la dame de pique n'ouvre pas les cœurs, et on peut l'entamer "
            "à tout moment."
        ),
    ),
    (
        _("Les points"),
        _(
            "Après le treizième pli, chacun compte les cartes de pénalité de ses plis :\n"
            "• chaque cœur : 1 point ;\n"
            "• la dame de pique : 13 points ;\n"
            "• toutes les autres cartes : rien.\n"
            "Une manche distribue donc 26 points en tout, qui s'ajoutent aux totaux."
        ),
    ),
    (
        _("Le grand chelem"),
        _(
            "Le joueur qui ramasse à lui seul les 13 cœurs **et** la dame de pique réussit le "
            "**grand chelem** : il marque 0 pour la manche et chacun des trois autres marque 26. "
            "C'est un coup risqué : qu'un adversaire prenne un seul cœur, et le tireur garde "
            "tous ses points."
        ),
    ),
    (
        _("La fin de la partie"),
        _(
            "La partie s'arrête à la fin de la manche où un joueur atteint ou dépasse **100 "
            "points**. Le plus petit total gagne. Si plusieurs joueurs sont à égalité pour le "
            "plus petit total, ils gagnent tous."
        ),
    ),
    (
        _("Les variantes"),
        _(
            "Chaque table a ses habitudes. Dans **Options**, vous pouvez changer ces règles ; "
            "elles valent à partir de la partie suivante :\n"
            "• **La dame de pique ouvre les cœurs** : une fois qu'elle a été jouée, on peut "
            "entamer à cœur.\n"
            "• **Points permis au premier pli** : cœurs et dame de pique peuvent tomber dès le "
            "premier pli.\n"
            "• **Valet de carreau : −10** : celui qui le ramasse retire 10 points à sa manche.\n"
            "• **Grand chelem : −26 pour le tireur** : au lieu de donner 26 points aux autres, "
            "le tireur retire 26 points à son propre total.\n"
            "• **Égalité : une manche de plus** : si plusieurs joueurs finissent à égalité avec "
            "le plus petit total, on joue une manche de plus pour les départager.\n"
            "• **Score cible** : la partie peut aussi s'arrêter à 50 ou à 150 points."
        ),
    ),
    (
        _("Les donnes numérotées"),
        _(
            "Chaque partie porte un numéro de donne, de 1 à 999 999, affiché au-dessus de la "
            "table. Un même numéro distribue les mêmes cartes à chaque manche, quoi que l'on "
            "joue.\n"
            "• **Rejouer** reprend la donne depuis sa première manche.\n"
            "• **Nouvelle partie** tire un nouveau numéro.\n"
            "• **Donne du jour** donne à tout le monde la même partie ce jour-là.\n"
            "• **Donne n°…** ouvre le numéro de votre choix, pour rejouer une partie ou la "
            "partager.\n"
            "Il n'y a pas de retour en arrière : une carte posée est jouée."
        ),
    ),
    (
        _("Les niveaux"),
        _(
            "• **Facile** : vos adversaires jouent souvent au hasard.\n"
            "• **Moyen** : ils se débarrassent de leurs gros piques et de leurs gros cœurs, et "
            "lâchent la dame de pique dès qu'ils ne peuvent pas fournir.\n"
            "• **Difficile** : ils retiennent chaque carte jouée, savent qui manque de quelle "
            "couleur, chassent la dame de pique et cassent les grands chelems. Avant chaque "
            "carte, ils imaginent quelques dizaines de répartitions des cartes cachées qui "
            "s'accordent avec ce qui a été joué et les jouent jusqu'au bout. Ils jouent pour "
            "gagner la partie : les points vont de préférence au joueur en tête, et près de la "
            "fin ils évitent de la terminer quand un autre la gagnerait.\n"
            "• **Expert** : la même réflexion, en plus long : des centaines de répartitions, "
            "jouées jusqu'au bout par des joueurs qui comptent les cartes, et les trois cartes "
            "à passer mesurées de même. Comme Difficile, ils jouent pour gagner la partie.\n"
            "**Indice** montre la carte, ou les trois cartes à passer, que choisirait le niveau "
            "Expert, avec sa raison ; c'est aussi le meilleur choix selon l'analyse de la "
            "manche."
        ),
    ),
    (_("Les commandes"), commands_text),
)
