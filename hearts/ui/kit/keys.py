"""The keys of each screen as data: which key runs which named action, and the words that
say so (see docs/ARCHITECTURE.md, "Keys").

A screen looks a key up in its table (`action_for`) and runs the action of that name; the
key help under the table's side column, the review's line of keys and the keyboard part of
Règles are written from the same tables, in every language, so they cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

import pygame

from hearts.i18n import Message, _
from hearts.ui.kit.fonts import font, wrap_text

Word = Message | str  # a key's name: translated ("Entrée"), or the same everywhere ("P")


@dataclass(frozen=True)
class Binding:
    """One key (with Shift or not) and the named action it runs."""

    key: int
    action: str
    shift: bool = False


@dataclass(frozen=True)
class KeyRow:
    """A line of help: the keys it names, what they do in a few words (the table's side
    column, the review's line) and in a sentence (Règles), and their bindings."""

    names: tuple[Word, ...]
    short: Message | None  # None: a row no help names (the keys every dialog shares)
    long: Message | None
    bindings: tuple[Binding, ...]
    shown_in: frozenset[str] = frozenset({"short", "rules"})  # where the help names it


SHORT_AND_RULES: Final = frozenset({"short", "rules"})
RULES_ONLY: Final = frozenset({"rules"})
SHORT_ONLY: Final = frozenset({"short"})
ALWAYS: Final = frozenset({"short", "rules", "kept"})  # the side column never leaves it out
NOWHERE: Final = frozenset[str]()


def _row(names: tuple[Word, ...], short: Message | None, long: Message | None,
         *bindings: tuple[int, str] | tuple[int, str, bool],
         shown_in: frozenset[str] = SHORT_AND_RULES) -> KeyRow:
    return KeyRow(names, short, long, tuple(Binding(*binding) for binding in bindings),
                  shown_in)


def _silent(*bindings: tuple[int, str] | tuple[int, str, bool]) -> KeyRow:
    """Keys no help lists (scrolling, moving between buttons): a person tries them."""
    return _row((), None, None, *bindings, shown_in=NOWHERE)


ENTER: Final = _("Entrée")
SPACE: Final = _("Espace")
ESCAPE: Final = _("Échap")

TABLE_KEYS: Final = (
    _row(("←", "→"), _("choisir une carte"), _("choisir une carte de votre main"),
         (pygame.K_LEFT, "focus_left"), (pygame.K_RIGHT, "focus_right")),
    _row((ENTER, SPACE), _("jouer ou lever"),
         _("jouer la carte choisie, ou la lever pendant le passage"),
         (pygame.K_RETURN, "activate"), (pygame.K_KP_ENTER, "activate"),
         (pygame.K_SPACE, "activate")),
    _row(("P",), _("passer"), _("passer les trois cartes levées"), (pygame.K_p, "pass")),
    _row(("H",), _("indice"), _("demander un indice"), (pygame.K_h, "hint")),
    # Letters every layout has where its label says (SDL names the key by its label, so
    # AZERTY's D, R and C are the keys printed so); none clashes with a key above.
    _row(("D",), _("dernier pli"), _("montrer ou cacher le dernier pli ramassé"),
         (pygame.K_d, "last_trick")),
    # Cartes jouées: short enough to share D's line in the side column.
    _row(("J",), _("jouées"),
         _("montrer ou cacher les cartes jouées et les couleurs manquantes, à la place de la "
           "feuille de marque"),
         (pygame.K_j, "played_cards")),
    _row(("R",), _("revoir la manche"),
         _("revoir la manche jouée, à la fin de chaque manche (la partie à la fin de la "
           "partie) ; pendant l'entraînement, revenir à la revue"),
         (pygame.K_r, "review")),
    _row(("C",), _("réclamer"), _("réclamer les plis restants, quand l'issue est sûre"),
         (pygame.K_c, "claim")),
    # Keys every program shares: Règles names them; the side column keeps its room for
    # the game's own.
    _row(("Tab",), _("boutons"), _("aller d'un bouton à l'autre"),
         (pygame.K_TAB, "tab_next"), (pygame.K_TAB, "tab_previous", True), shown_in=RULES_ONLY),
    _row(("F11",), _("plein écran"), _("plein écran"), (pygame.K_F11, "fullscreen"),
         shown_in=RULES_ONLY),
    # The reading keys (said aloud when speech is on, else on the message line); letters
    # no other key of the table takes. The side column names them on one line.
    _row(("M", "T", "S", "O", "V"), _("lire"), None, shown_in=SHORT_ONLY),
    _row(("M",), _("main"), _("lire votre main, couleur par couleur"), (pygame.K_m, "read_hand"),
         shown_in=RULES_ONLY),
    _row(("T",), _("table"), _("lire le pli sur la table et à qui c'est de jouer"),
         (pygame.K_t, "read_trick"), shown_in=RULES_ONLY),
    _row(("S",), _("scores"), _("lire les scores"), (pygame.K_s, "read_scores"),
         shown_in=RULES_ONLY),
    _row(("O",), _("dehors"), _("lire les cartes encore dehors, couleur par couleur"),
         (pygame.K_o, "read_out"), shown_in=RULES_ONLY),
    _row(("V",), _("coupes"), _("lire les couleurs qui manquent aux autres, vues dans la manche"),
         (pygame.K_v, "read_voids"), shown_in=RULES_ONLY),
    # Every key of the table in a window (and aloud), and speech on or off, on every screen
    # as F11 (the window takes both first): the side column always names these two, last, in
    # place of the rows it has no room for.
    _row(("F1",), _("toutes les touches"), _("montrer toutes les touches de la table"),
         (pygame.K_F1, "keys"), shown_in=ALWAYS),
    _row(("F2",), _("voix"), _("lire le jeu à voix haute, ou se taire (sur tous les écrans)"),
         (pygame.K_F2, "speech"), shown_in=ALWAYS),
    _silent((pygame.K_ESCAPE, "escape")),  # the focus leaves the buttons, the last trick goes
)

# Every dialog and panel (the review adds its own keys before these).
DIALOG_KEYS: Final = (
    _row((ESCAPE,), None, _("fermer la fenêtre ouverte"),
         (pygame.K_ESCAPE, "cancel"), shown_in=RULES_ONLY),
    _silent((pygame.K_TAB, "focus_next"), (pygame.K_TAB, "focus_previous", True),
            (pygame.K_RIGHT, "focus_next"), (pygame.K_DOWN, "focus_next"),
            (pygame.K_LEFT, "focus_previous"), (pygame.K_UP, "focus_previous")),
    _silent((pygame.K_RETURN, "enter"), (pygame.K_KP_ENTER, "enter"), (pygame.K_SPACE, "press")),
)

# The end-of-hand and end-of-game panels (before the dialogs' keys): TABLE_KEYS' row of R
# names it in the help.
PANEL_KEYS: Final = (_silent((pygame.K_r, "review")),)
# The end-of-hand panel: E opens Expert's hand, as in the review (REVIEW_KEYS' row of E).
HAND_OVER_KEYS: Final = (*PANEL_KEYS, _silent((pygame.K_e, "see_expert")))

# Parties récentes: the end-of-game panel of the game chosen in the list.
RECENT_KEYS: Final = (
    _row(("F",), None, _("dans Parties récentes, revoir la fin de la partie choisie"),
         (pygame.K_f, "game_over"), shown_in=RULES_ONLY),
)

# The Règles dialog scrolls its text (before the dialogs' keys).
RULES_KEYS: Final = (
    _silent((pygame.K_UP, "line_up"), (pygame.K_DOWN, "line_down"),
            (pygame.K_PAGEUP, "page_up"), (pygame.K_PAGEDOWN, "page_down"),
            (pygame.K_HOME, "top"), (pygame.K_END, "bottom")),
)

REVIEW_KEYS: Final = (
    _row(("←", "→"), _("pas à pas"), None,
         (pygame.K_LEFT, "step_back"), (pygame.K_RIGHT, "step_forward")),
    _row((_("Début"), _("Fin")), _("la donne, le dernier pli"), None,
         (pygame.K_HOME, "first_step"), (pygame.K_END, "last_step")),
    _row((_("Page préc."), _("Page suiv.")), _("les manches"), None,
         (pygame.K_PAGEUP, "previous_hand"), (pygame.K_PAGEDOWN, "next_hand")),
    # Named in Règles too, where the review is said: no key of the table takes Q or E.
    _row(("Q",), _("qui a quoi"),
         _("dans la revue d'une manche, montrer qui a quoi : d'après ce que vous saviez, les "
           "chances de chaque adversaire de tenir la dame, l'as et le roi de pique, et combien "
           "de cœurs il a"),
         (pygame.K_q, "who_has")),
    _row(("E",), _("jeu d'Expert"),
         _("à la fin d'une manche ou dans sa revue, voir comment Expert l'a jouée à votre "
           "place"),
         (pygame.K_e, "see_expert")),
)


def action_for(rows: Sequence[KeyRow], key: int, mod: int = 0) -> str | None:
    """The action *key* (with the modifiers *mod*) runs on a screen with *rows*, if any."""
    shift = bool(mod & pygame.KMOD_SHIFT)
    for row in rows:
        for binding in row.bindings:
            if binding.key == key and binding.shift == shift:
                return binding.action
    for row in rows:  # Shift with a key that has no Shift binding: the key alone
        for binding in row.bindings:
            if binding.key == key and not binding.shift:
                return binding.action
    return None


def key_names(row: KeyRow, lang: str, *, first_only: bool = False) -> str:
    """The keys of *row* as a person reads them: "← →", "Entrée, Espace" (or only "Entrée"
    with *first_only*, where room is short; arrows always go in pairs)."""
    words = [name if isinstance(name, str) else name(lang) for name in row.names]
    if all(len(word) == 1 for word in words):
        return " ".join(words)
    return words[0] if first_only else ", ".join(words)


def short_help(rows: Sequence[KeyRow], lang: str, *, first_only: bool = True) -> list[str]:
    """One short item per row ("← →  choisir une carte", "Entrée  jouer ou lever"), for a
    line of help; *first_only*: name only a row's first key where room is short."""
    return [f"{key_names(row, lang, first_only=first_only)}  {row.short(lang)}"
            for row in rows if "short" in row.shown_in and row.short is not None]


def packed(items: Sequence[str], fits: Callable[[str], bool], per_line: int = 2) -> list[str]:
    """*items* joined by " · " into lines of at most *per_line* items that *fits* accepts."""
    lines: list[str] = []
    for item in items:
        if lines and lines[-1].count(" · ") < per_line - 1 and fits(f"{lines[-1]} · {item}"):
            lines[-1] = f"{lines[-1]} · {item}"
        else:
            lines.append(item)
    return lines


def key_help_lines(rows: Sequence[KeyRow], lang: str, size: int, width: int,
                   room: int | None = None) -> list[str]:
    """The short help of *rows* as lines *width* pixels wide at *size*, two items to a line
    where they fit (the table's side column); at most *room* lines once wrapped: the rows
    not kept always (F1, every key, and F2) are left out from the end until they fit."""
    shown = [row for row in rows if "short" in row.shown_in]

    def fits(text: str) -> bool:
        return font(size).size(text)[0] <= width

    lines = packed(short_help(shown, lang), fits)
    droppable = [index for index, row in enumerate(shown) if "kept" not in row.shown_in]
    while room is not None and droppable and sum(
            len(wrap_text(line, size, width)) for line in lines) > room:
        del shown[droppable.pop()]
        lines = packed(short_help(shown, lang), fits)
    return lines


def spoken_help(rows: Sequence[KeyRow], lang: str) -> str:
    """The rows as speech says them: "P : passer les trois cartes levées." one after another."""
    return " ".join(_("{keys} : {does}.")(lang, keys=key_names(row, lang), does=row.long(lang))
                    for row in rows if "rules" in row.shown_in and row.long is not None)


def rules_help(rows: Sequence[KeyRow], lang: str) -> str:
    """The rows as the list of Règles: "• **P** : passer les trois cartes levées ;"."""
    lines = [_("• **{keys}** : {does}")(lang, keys=key_names(row, lang), does=row.long(lang))
             for row in rows if "rules" in row.shown_in and row.long is not None]
    return "\n".join(lines)
