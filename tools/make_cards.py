"""Make the game's own art: card faces, backs, felt, icon, and the bundled fonts.

Usage: ``python tools/make_cards.py [OUT_DIR]`` (default: the repository's
``assets/``). Writes::

    cards/standard/<CODE>.png   52 faces, black spades and clubs, red hearts and diamonds
    cards/fourcolor/<CODE>.png  the same faces with black ♠, red ♥, blue ♦, green ♣
    cards/standard-<LETTERS>/<CODE>.png, cards/fourcolor-<LETTERS>/<CODE>.png
                                the 12 court cards again for each set of corner letters the
                                languages of hearts/locale print instead of V, D, R (JQK for
                                en, es, it; BDK for de; BVH for nl: the catalogue's
                                "card corner" messages); the other cards are the same
    cards/backs/{red,blue,plain,geometric}.png
    felt/{green,blue,red,grey}.png, felt/vignette.png
    icon/icon-<N>.png for N in 16 … 512, icon/dame-de-pique.ico and .icns (macOS)
    fonts/DejaVuSans.ttf, fonts/DejaVuSans-Bold.ttf, fonts/LICENSE-DejaVu.txt

CODE is rank + suit, ranks ``23456789TJQKA``, suits ``CDHS`` (``QS.png``).
Every card PNG is 360 × 504 RGBA, exactly the card's rounded shape with a thin
grey border and transparent corners; the window draws the cards' shadows.
Everything is drawn from code and deterministic: two runs give the same pixels.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame
from cardart import glyphs
from cardart.backs import BACKS, render_back
from cardart.faces import COLOUR_SETS, COURT_RANKS, FRENCH_COURTS, RANKS, SUITS, render_face
from cardart.felt import FELTS, render_felt, render_vignette
from cardart.icon import ICO_SIZES, ICON_SIZES, icns_bytes, ico_bytes, render_icon

REPO_ASSETS = Path(__file__).resolve().parent.parent / "assets"
DEBIAN_COPYRIGHT = Path("/usr/share/doc/fonts-dejavu-core/copyright")
LICENCE_NAME = "LICENSE-DejaVu.txt"


def face_folder(colour_set: str, courts: str = FRENCH_COURTS) -> str:
    """The folder of *colour_set*'s faces lettered *courts*: ``standard``, ``fourcolor-JQK``…"""
    return colour_set if courts == FRENCH_COURTS else f"{colour_set}-{courts}"


def face_path(out: Path, colour_set: str, code: str, courts: str = FRENCH_COURTS) -> Path:
    """Where the face *code* of *colour_set* lettered *courts* goes under *out*."""
    return out / "cards" / face_folder(colour_set, courts) / f"{code}.png"


def court_letter_sets() -> list[str]:
    """Every set of court letters the game's languages print, but the French full set."""
    sys.path.insert(0, str(REPO_ASSETS.parent))
    from hearts.i18n import LANGUAGES
    from hearts.words import court_indices

    return sorted({court_indices(lang) for lang in LANGUAGES} - {FRENCH_COURTS})


def save(surface: pygame.Surface, path: Path) -> None:
    """Save *surface* as a PNG at *path*, making its folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))


def write_faces(out: Path) -> None:
    """All 52 faces in both colour sets, and the court cards of every other set of letters."""
    for colour_set in COLOUR_SETS:
        for suit in SUITS:
            for rank in RANKS:
                save(render_face(rank, suit, colour_set), face_path(out, colour_set, rank + suit))
            for courts in court_letter_sets():
                for rank in COURT_RANKS:
                    save(render_face(rank, suit, colour_set, courts),
                         face_path(out, colour_set, rank + suit, courts))


def write_backs(out: Path) -> None:
    """The four card backs."""
    for name in BACKS:
        save(render_back(name), out / "cards" / "backs" / f"{name}.png")


def write_felts(out: Path) -> None:
    """The four felt tiles and the vignette."""
    for name in FELTS:
        save(render_felt(name), out / "felt" / f"{name}.png")
    save(render_vignette(), out / "felt" / "vignette.png")


def write_icons(out: Path) -> None:
    """The icon PNGs at every size, the multi-size ICO (Windows) and ICNS (macOS)."""
    images = {size: render_icon(size) for size in ICON_SIZES}
    for size, image in images.items():
        save(image, out / "icon" / f"icon-{size}.png")
    (out / "icon" / "dame-de-pique.ico").write_bytes(ico_bytes([images[s] for s in ICO_SIZES]))
    (out / "icon" / "dame-de-pique.icns").write_bytes(icns_bytes(images))


def dejavu_licence(copyright_file: Path) -> str:
    """The fonts' licence, taken from the Debian package's copyright file."""
    lines = copyright_file.read_text(encoding="utf-8").splitlines()
    start = lines.index("Files: *")
    stop = next(i for i in range(start + 1, len(lines)) if lines[i].startswith("Files:"))
    body = [line[1:].rstrip() if line.startswith(" ") else line.rstrip()
            for line in lines[start + 1:stop]]
    body = ["" if line == "." else line for line in body]
    head = [
        "DejaVu fonts: DejaVuSans.ttf and DejaVuSans-Bold.ttf, bundled unmodified.",
        "Source: https://dejavu-fonts.github.io/",
        "Copied from the Debian package fonts-dejavu-core; its notice for the fonts:",
        "",
    ]
    return "\n".join(head + body).rstrip() + "\n"


def install_fonts(out: Path) -> None:
    """Copy the DejaVu fonts and their licence into *out*/fonts."""
    target = out / "fonts"
    target.mkdir(parents=True, exist_ok=True)
    for name in glyphs.FONT_FILES.values():
        source = glyphs.SYSTEM_FONT_DIR / name
        if not source.is_file():
            source = REPO_ASSETS / "fonts" / name
        if source.resolve() != (target / name).resolve():
            shutil.copyfile(source, target / name)
    if DEBIAN_COPYRIGHT.is_file():
        (target / LICENCE_NAME).write_text(dejavu_licence(DEBIAN_COPYRIGHT), encoding="utf-8")
    elif (REPO_ASSETS / "fonts" / LICENCE_NAME).resolve() != (target / LICENCE_NAME).resolve():
        shutil.copyfile(REPO_ASSETS / "fonts" / LICENCE_NAME, target / LICENCE_NAME)


def make_all(out: Path) -> None:
    """Write every asset under *out*."""
    pygame.init()
    install_fonts(out)
    write_faces(out)
    write_backs(out)
    write_felts(out)
    write_icons(out)


def main(argv: list[str] | None = None) -> int:
    """Command line: make every asset in the given folder."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=REPO_ASSETS,
                        help="output folder (default: the repository's assets/)")
    args = parser.parse_args(argv)
    make_all(args.out)
    print(f"assets written to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
