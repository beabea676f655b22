"""The committed card art, felt, icon and fonts: present, right-sized, and drawn again alike
(within a tolerance that another FreeType or SDL build stays inside)."""

from __future__ import annotations

import importlib.util
import io
import struct
import sys
from pathlib import Path
from types import ModuleType
from typing import Final

import pygame
import pytest

from hearts.resources import assets_dir

TOOLS = Path(__file__).resolve().parents[2] / "tools"

RANKS = "23456789TJQKA"
SUITS = "CDHS"
CODES = [rank + suit for suit in SUITS for rank in RANKS]
COURT_CODES = [rank + suit for suit in SUITS for rank in "JQK"]
COLOUR_SETS = ("standard", "fourcolor")
ENGLISH_SETS = tuple(f"{colours}-{letters}" for letters in ("JQK", "BDK", "BVH")
                     for colours in ("standard", "fourcolor"))
BACKS = ("red", "blue", "plain", "geometric")
FELTS = ("green", "blue", "red", "grey")
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
CARD_SIZE = (360, 504)
FRENCH = "éèêàâçùôîÉÈÀÇŒœ«»"
SUIT_SYMBOLS = "♠♥♦♣"


def _load_tool(name: str) -> ModuleType:
    """Import tools/<name>.py (tools/ is not a package)."""
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def make_cards() -> ModuleType:
    """The art tool, with pygame initialised for drawing."""
    pygame.init()
    return _load_tool("make_cards")


def _load(path: Path) -> pygame.Surface:
    assert path.is_file(), f"missing asset: {path}"
    return pygame.image.load(str(path))


def _rgba(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


# How far a redrawn picture may stray from the committed one: another FreeType or SDL build
# anti-aliases text and curves a little differently, which must not fail the suite, while a
# changed drawing (a missing pip, another colour, a moved index) must.
MOST_PIXELS_WITHIN: Final = 40  # per channel, for all but...
OUTLIERS_ALLOWED: Final = 0.01  # ...this share of the pixels
MEAN_DIFFERENCE_ALLOWED: Final = 2.0  # per channel, over the whole picture


def assert_alike(drawn: pygame.Surface, committed: pygame.Surface, name: str) -> None:
    """*drawn* looks like *committed*: same size, nearly every pixel within a small distance."""
    assert drawn.get_size() == committed.get_size(), name
    difference = _absolute_difference(_as_rgba(drawn), _as_rgba(committed))
    mean = pygame.transform.average_color(difference)
    assert max(mean) <= MEAN_DIFFERENCE_ALLOWED, f"{name}: differs by {mean} on average"
    near = pygame.mask.from_threshold(difference, (0, 0, 0, 0),
                                      (MOST_PIXELS_WITHIN,) * 4)
    width, height = drawn.get_size()
    outliers = 1 - near.count() / (width * height)
    assert outliers <= OUTLIERS_ALLOWED, f"{name}: {outliers:.1%} of the pixels differ"


def _as_rgba(surface: pygame.Surface) -> pygame.Surface:
    """The same picture in plain 32-bit RGBA, whatever format it was loaded or drawn in."""
    return pygame.image.frombytes(_rgba(surface), surface.get_size(), "RGBA")


def _absolute_difference(a: pygame.Surface, b: pygame.Surface) -> pygame.Surface:
    """|a − b| per channel, alpha included (two saturating subtractions added)."""
    one_way, other_way = a.copy(), b.copy()
    one_way.blit(b, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    other_way.blit(a, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    one_way.blit(other_way, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)
    return one_way


def _assert_card_shape(card: pygame.Surface, name: str) -> None:
    """A card PNG: 360 × 504, clear outside the rounded corners, opaque paper inside."""
    assert card.get_size() == CARD_SIZE, name
    assert card.get_flags() & pygame.SRCALPHA, f"{name} has no alpha channel"
    width, height = CARD_SIZE
    for corner in ((0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1)):
        assert card.get_at(corner).a == 0, f"{name}: corner {corner} is not transparent"
    assert card.get_at((width // 2, height // 2)).a == 255, name
    edge = card.get_at((width // 2, 1))
    assert edge.a == 255 and max(edge.r, edge.g, edge.b) < 200, f"{name}: no grey border"


@pytest.mark.parametrize("colour_set", COLOUR_SETS)
def test_every_face_is_a_card_shaped_png(colour_set: str) -> None:
    folder = assets_dir() / "cards" / colour_set
    assert sorted(p.name for p in folder.glob("*.png")) == sorted(f"{c}.png" for c in CODES)
    for code in CODES:
        _assert_card_shape(_load(folder / f"{code}.png"), f"{colour_set}/{code}")


@pytest.mark.parametrize("english_set", ENGLISH_SETS)
def test_english_set_holds_the_court_cards_only(english_set: str) -> None:
    folder = assets_dir() / "cards" / english_set
    assert sorted(p.name for p in folder.glob("*.png")) == sorted(f"{c}.png" for c in COURT_CODES)
    for code in COURT_CODES:
        _assert_card_shape(_load(folder / f"{code}.png"), f"{english_set}/{code}")


@pytest.mark.parametrize("code", ["JS", "QH", "KD", "QC"])
def test_english_court_differs_from_the_french_in_the_two_index_corners_only(code: str) -> None:
    french = _load(assets_dir() / "cards" / "standard" / f"{code}.png")
    english = _load(assets_dir() / "cards" / "standard-JQK" / f"{code}.png")
    width, height = CARD_SIZE
    index_w, index_h = 72, 140  # the corner index lies left of the portrait's frame
    corners = (pygame.Rect(0, 0, index_w, index_h),
               pygame.Rect(width - index_w, height - index_h, index_w, index_h))
    middle = pygame.Rect(index_w, 0, width - 2 * index_w, height)
    assert _rgba(french.subsurface(middle)) == _rgba(english.subsurface(middle))
    for rect in (pygame.Rect(width - index_w, 0, index_w, height - index_h),
                 pygame.Rect(0, index_h, index_w, height - index_h)):
        assert _rgba(french.subsurface(rect)) == _rgba(english.subsurface(rect))
    for rect in corners:
        assert _rgba(french.subsurface(rect)) != _rgba(english.subsurface(rect)), rect


def test_four_colour_set_recolours_diamonds_and_clubs_only() -> None:
    def index_colour(colour_set: str, code: str) -> tuple[int, int, int]:
        card = _load(assets_dir() / "cards" / colour_set / f"{code}.png")
        darkest = min(
            (card.get_at((x, y)) for x in range(14, 58) for y in range(18, 66)),
            key=lambda c: c.r + c.g + c.b,
        )
        return darkest.r, darkest.g, darkest.b

    for code in ("5S", "5H"):
        assert index_colour("standard", code) == index_colour("fourcolor", code)
    red = index_colour("standard", "5D")
    blue = index_colour("fourcolor", "5D")
    green = index_colour("fourcolor", "5C")
    assert red[0] > red[2] and blue[2] > blue[0], (red, blue)
    assert green[1] > green[0] and green[1] > green[2], green


def test_backs_are_card_shaped() -> None:
    for name in BACKS:
        _assert_card_shape(_load(assets_dir() / "cards" / "backs" / f"{name}.png"), name)


def _column_difference(tile: pygame.Surface, a: int, b: int) -> float:
    """Mean absolute difference of the grey levels of columns *a* and *b*."""
    total = 0
    for y in range(tile.get_height()):
        ca, cb = tile.get_at((a, y)), tile.get_at((b, y))
        total += abs((ca.r + ca.g + ca.b) - (cb.r + cb.g + cb.b))
    return total / tile.get_height()


@pytest.mark.parametrize("name", FELTS)
def test_felt_is_a_textured_seamless_tile(name: str) -> None:
    tile = _load(assets_dir() / "felt" / f"{name}.png")
    assert tile.get_size() == (512, 512)
    colours = {tuple(tile.get_at((x, y))) for x in range(0, 512, 7) for y in range(0, 512, 7)}
    assert len(colours) > 40, "felt should have a texture, not a flat fill"
    inside = max(_column_difference(tile, x, x + 1) for x in (100, 200, 300, 400))
    assert _column_difference(tile, 511, 0) <= 2 * inside + 1, "visible seam when tiled"
    rotated = pygame.transform.rotate(tile, 90)
    inside = max(_column_difference(rotated, x, x + 1) for x in (100, 200, 300, 400))
    assert _column_difference(rotated, 511, 0) <= 2 * inside + 1, "visible seam when tiled"


def test_vignette_darkens_the_edges_only() -> None:
    vignette = _load(assets_dir() / "felt" / "vignette.png")
    assert vignette.get_size() == (512, 512)
    assert vignette.get_at((256, 256)).a == 0
    assert vignette.get_at((0, 0)).a > 80


def test_icon_pngs_have_their_sizes() -> None:
    for size in ICON_SIZES:
        icon = _load(assets_dir() / "icon" / f"icon-{size}.png")
        assert icon.get_size() == (size, size)
        assert icon.get_at((0, 0)).a == 0, "icon corners should be transparent"
        assert icon.get_at((size // 2, size // 2)).a == 255


def test_ico_file_holds_every_size_up_to_256() -> None:
    data = (assets_dir() / "icon" / "dame-de-pique.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i
        )
        side = width or 256
        assert height == width and planes == 1 and bits == 32
        image = pygame.image.load(io.BytesIO(data[offset:offset + length]), "entry.png")
        assert image.get_size() == (side, side)
        sizes.append(side)
    assert sizes == [16, 32, 48, 64, 128, 256]


def test_icns_file_holds_every_macos_size_as_png() -> None:
    data = (assets_dir() / "icon" / "dame-de-pique.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    sides = {}
    offset = 8
    while offset < len(data):
        kind, length = data[offset:offset + 4], struct.unpack_from(">I", data, offset + 4)[0]
        image = pygame.image.load(io.BytesIO(data[offset + 8:offset + length]), "entry.png")
        sides[kind] = image.get_width()
        offset += length
    assert offset == len(data)
    assert sides == {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256,
                     b"ic09": 512, b"ic11": 32, b"ic12": 64, b"ic13": 256, b"ic14": 512}


@pytest.mark.parametrize("name", ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
def test_bundled_font_has_suits_and_french_accents(name: str) -> None:
    pygame.font.init()
    font = pygame.font.Font(str(assets_dir() / "fonts" / name), 24)
    metrics = font.metrics(SUIT_SYMBOLS + FRENCH)
    missing = [ch for ch, m in zip(SUIT_SYMBOLS + FRENCH, metrics, strict=True) if m is None]
    assert not missing, f"{name} lacks glyphs for {missing}"


def test_font_licence_is_bundled() -> None:
    licence = (assets_dir() / "fonts" / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "Bitstream" in licence and "Permission is hereby granted" in licence


# Regeneration: one of every kind of picture, drawn again and compared with the
# committed PNG, alike within `assert_alike`'s tolerance (the whole set takes longer; see
# make_cards.py). Twice in one run, the drawing is identical.
FACE_SAMPLES = [
    ("2", "C", "standard", "VDR"), ("7", "D", "standard", "VDR"), ("8", "H", "fourcolor", "VDR"),
    ("T", "S", "standard", "VDR"), ("J", "D", "fourcolor", "VDR"), ("Q", "S", "standard", "VDR"),
    ("K", "H", "standard", "VDR"), ("A", "S", "standard", "VDR"), ("A", "D", "fourcolor", "VDR"),
    ("Q", "D", "fourcolor", "JQK"), ("K", "S", "standard", "BDK"), ("J", "H", "fourcolor", "BVH"),
]


@pytest.mark.parametrize(("rank", "suit", "colour_set", "language"), FACE_SAMPLES)
def test_face_regenerates_as_committed(make_cards: ModuleType, rank: str, suit: str,
                                       colour_set: str, language: str) -> None:
    drawn = make_cards.render_face(rank, suit, colour_set, language)
    assert _rgba(drawn) == _rgba(make_cards.render_face(rank, suit, colour_set, language))
    committed = _load(make_cards.face_path(assets_dir(), colour_set, rank + suit, language))
    assert_alike(drawn, committed, f"{colour_set}/{rank}{suit} ({language}): rerun make_cards")


@pytest.mark.parametrize("name", BACKS)
def test_back_regenerates_as_committed(make_cards: ModuleType, name: str) -> None:
    committed = _load(assets_dir() / "cards" / "backs" / f"{name}.png")
    assert_alike(make_cards.render_back(name), committed, name)


def test_felt_and_icon_regenerate_as_committed(make_cards: ModuleType) -> None:
    felt = _load(assets_dir() / "felt" / "green.png")
    assert_alike(make_cards.render_felt("green"), felt, "felt")
    for size in (16, 256):
        committed = _load(assets_dir() / "icon" / f"icon-{size}.png")
        assert_alike(make_cards.render_icon(size), committed, f"icon {size}")


def test_a_changed_drawing_is_not_alike(make_cards: ModuleType) -> None:
    """The tolerance lets anti-aliasing through, not another card."""
    seven = make_cards.render_face("7", "D", "standard", "VDR")
    eight = _load(make_cards.face_path(assets_dir(), "standard", "8D", "VDR"))
    with pytest.raises(AssertionError):
        assert_alike(seven, eight, "7D against 8D")
    recoloured = _load(make_cards.face_path(assets_dir(), "fourcolor", "7D", "VDR"))
    with pytest.raises(AssertionError):
        assert_alike(seven, recoloured, "7D in four colours")


def test_make_cards_writes_into_the_folder_it_is_given(make_cards: ModuleType,
                                                       tmp_path: Path) -> None:
    make_cards.write_backs(tmp_path)
    make_cards.install_fonts(tmp_path)
    for name in BACKS:
        written = _load(tmp_path / "cards" / "backs" / f"{name}.png")
        committed = _load(assets_dir() / "cards" / "backs" / f"{name}.png")
        assert_alike(written, committed, name)
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE-DejaVu.txt"):
        assert (tmp_path / "fonts" / name).read_bytes() == \
            (assets_dir() / "fonts" / name).read_bytes()


def test_card_sheet_shows_every_face_and_back(tmp_path: Path) -> None:
    pygame.init()
    card_sheet = _load_tool("card_sheet")
    out = tmp_path / "sheet.png"
    assert card_sheet.main([str(out), "--assets", str(assets_dir())]) == 0
    sheet = _load(out)
    assert sheet.get_width() >= 13 * 180 and sheet.get_height() >= 9 * 252
