"""The picture of Cartes jouées, in the score sheet's place: a row per suit with its thirteen
ranks (those gone struck out and dim, South's own in gold, the others' bright), then the
suits each other seat has shown it lacks, and what the marks mean. Reads `PlayedCards`;
never changes anything."""

from __future__ import annotations

from typing import Final

import pygame
from pygame import Rect

from hearts.engine import Card, Rank, Seat, Suit
from hearts.i18n import _
from hearts.ui.kit.fonts import MIN_TEXT_SIZE, fitting_size, font
from hearts.ui.kit.paint import Colour
from hearts.ui.kit.palette import CREAM, CREAM_DIM, GOLD, GOLD_BRIGHT, GONE_TEXT, SUIT_ON_PANEL
from hearts.ui.table.played import PlayedCards
from hearts.ui.table.shown import in_turn
from hearts.words import SUIT_SYMBOLS, rank_index, seat_name

SUITS: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)  # Q♠ and hearts first
RANKS: Final = tuple(sorted(Rank, reverse=True))  # the ace first, as the reading keys say
TITLE: Final = _("Cartes jouées")
VOIDS_TITLE: Final = _("Couleurs manquantes")
SEAT_VOIDS: Final = _("{seat} : {suits}")
NO_VOID_SEEN: Final = _("aucune vue")
LEGEND: Final = _("barrées : jouées · en or : les vôtres")


def played_sheet(size: tuple[int, int], played: PlayedCards, lang: str, text_size: int,
                 row: int) -> pygame.Surface:
    """The panel's picture at *size*: the suits' rows on the left, the voids on the right."""
    sheet = pygame.Surface(size, pygame.SRCALPHA)
    top, gap = max(4, row // 4), max(4, row // 2)
    cell = font(text_size, True).size("10")[0] + max(3, text_size // 3)
    grid = Rect(gap, top, font(text_size, True).size("♠")[0] + gap + 13 * cell, row * 5)
    _put(sheet, TITLE(lang), text_size, GOLD, Rect(grid.left, top, grid.width, row), bold=True)
    for number, suit in enumerate(SUITS):
        _suit_row(sheet, played, suit, lang, text_size,
                  Rect(grid.left, top + row * (number + 1), grid.width, row), cell)
    right = Rect(grid.right + 2 * gap, top, size[0] - grid.right - 3 * gap, row)
    _put(sheet, VOIDS_TITLE(lang), text_size, GOLD, right, bold=True)
    for number, seat in enumerate(in_turn(played.me)[1:]):
        _put(sheet, voids_text(played, seat, lang), text_size, CREAM,
             right.move(0, row * (number + 1)))
    _put(sheet, LEGEND(lang), text_size, CREAM_DIM, right.move(0, row * 4))
    return sheet


def voids_text(played: PlayedCards, seat: Seat, lang: str) -> str:
    """"Ouest : ♣ ♦", or that no void of *seat*'s has been seen."""
    suits = [SUIT_SYMBOLS[suit] for suit in SUITS if suit in played.voids[seat]]
    shown = " ".join(suits) if suits else NO_VOID_SEEN(lang)
    return SEAT_VOIDS(lang, seat=seat_name(seat, lang), suits=shown)


def _suit_row(sheet: pygame.Surface, played: PlayedCards, suit: Suit, lang: str, size: int,
              box: Rect, cell: int) -> None:
    """The suit's mark, then its ranks from the ace: gone struck out, South's in gold."""
    mark = font(size, True).render(SUIT_SYMBOLS[suit], True, SUIT_ON_PANEL[suit])
    sheet.blit(mark, mark.get_rect(left=box.left, top=box.top))
    left = box.right - 13 * cell
    for number, rank in enumerate(RANKS):
        card = Card(suit, rank)
        gone, mine = card in played.gone, card in played.mine
        colour: Colour = GONE_TEXT if gone else GOLD_BRIGHT if mine else CREAM
        text = font(size, not gone).render(rank_index(rank, lang), True, colour)
        place = text.get_rect(centerx=left + number * cell + cell // 2, top=box.top)
        sheet.blit(text, place)
        if gone:
            middle = place.centery + 1
            pygame.draw.line(sheet, GONE_TEXT, (place.left - 1, middle), (place.right, middle),
                             max(1, size // 10))


def _put(sheet: pygame.Surface, text: str, size: int, colour: Colour, box: Rect,
         bold: bool = False) -> None:
    """*text* at the left of *box*, made smaller if it is too wide for it."""
    fitted = fitting_size(text, size, box.width, bold, smallest=MIN_TEXT_SIZE)
    rendered = font(fitted, bold).render(text, True, colour)
    sheet.blit(rendered, rendered.get_rect(left=box.left, top=box.top),
               Rect(0, 0, box.width, rendered.get_height()))
