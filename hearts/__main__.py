"""The `dame-de-pique` command and `python -m hearts`: read the options, open the window.

A wrong option gets one clear sentence on stderr (French, or English with
`--lang en`) and exit status 2, never argparse's own English messages.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
from functools import partial
from pathlib import Path
from typing import NoReturn

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner in a game's terminal

from hearts import __version__
from hearts.choices import DEFAULT_LANGUAGE, LANGUAGES, LEVELS
from hearts.deal_text import parse_deal_number
from hearts.i18n import alternatives, message


class UsageError(Exception):
    """A command line the game cannot run with; the sentence says why."""

    def __init__(self, sentence: str) -> None:
        super().__init__(sentence)
        self.sentence = sentence


class _Formatter(argparse.HelpFormatter):
    """argparse's help layout, with the usage line introduced in the person's language."""

    def __init__(self, prog: str, lang: str = DEFAULT_LANGUAGE) -> None:
        super().__init__(prog)
        self.lang = lang

    def add_usage(self, usage: str | None, actions: object, groups: object,
                  prefix: str | None = None) -> None:
        """The usage line, after "utilisation : " (or "usage: ")."""
        super().add_usage(usage, actions, groups,  # type: ignore[arg-type]
                          prefix=message("table.cli.usage", lang=self.lang))


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are the game's own sentences."""

    def __init__(self, lang: str) -> None:
        super().__init__(prog="dame-de-pique", description=message("table.cli.description", lang),
                         add_help=False, formatter_class=partial(_Formatter, lang=lang))
        self.lang = lang

    def error(self, text: str) -> NoReturn:
        """Turn argparse's complaint into one sentence of the catalogue."""
        if "expected one argument" in text:
            option = text.split(":")[0].replace("argument", "").strip()
            raise UsageError(message("table.cli.missing_value", self.lang, option=option))
        value = text.split(":", 1)[1].strip() if ":" in text else text
        raise UsageError(message("table.cli.bad_argument", self.lang, value=value))


def choice(value: str) -> str:
    """A --level or --lang value as the game spells it: "HARD" and " Hard" are "hard"."""
    return value.strip().lower()


def language_of(argv: list[str]) -> str:
    """The language the person asked for with --lang, to word even the first error in it."""
    for index, word in enumerate(argv):
        value = None
        if word == "--lang" and index + 1 < len(argv):
            value = argv[index + 1]
        elif word.startswith("--lang="):
            value = word[7:]
        if value is not None and choice(value) in LANGUAGES:
            return choice(value)
    return DEFAULT_LANGUAGE


def build_parser(lang: str) -> argparse.ArgumentParser:
    """The options; values are checked afterwards, to explain them in the game's words."""
    parser = _Parser(lang)
    group = parser.add_argument_group(message("table.cli.options", lang))
    group.add_argument("-h", "--help", action="help", help=message("table.cli.help", lang))
    group.add_argument("--deal", metavar="N", help=message("table.cli.deal", lang))
    group.add_argument("--daily", action="store_true", help=message("table.cli.daily", lang))
    group.add_argument("--level", metavar="|".join(LEVELS),
                       help=message("table.cli.level", lang))
    group.add_argument("--fast", action="store_true", default=None,
                       help=message("table.cli.fast", lang))
    group.add_argument("--lang", metavar="|".join(LANGUAGES), help=message("table.cli.lang", lang))
    group.add_argument("--selftest", action="store_true",
                       help=message("table.cli.selftest", lang))
    group.add_argument("--install-desktop-entry", action="store_true",
                       help=message("table.cli.install_desktop_entry", lang))
    group.add_argument("--uninstall-desktop-entry", action="store_true",
                       help=message("table.cli.uninstall_desktop_entry", lang))
    group.add_argument("--version", action="version", help=message("table.cli.version", lang),
                       version=message("app.version", lang, version=__version__))
    # Quit once the first table is drawn: benchmarks/launch_time.py times the start with it.
    group.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    return parser


def parse_options(argv: list[str]) -> tuple[argparse.Namespace, int | None]:
    """The options and the deal number they ask for; UsageError on anything wrong."""
    lang = language_of(argv)
    options = build_parser(lang).parse_args(argv)
    if options.lang is not None:
        if choice(options.lang) not in LANGUAGES:
            raise UsageError(message("table.cli.bad_lang", lang, value=options.lang,
                                     choices=alternatives(LANGUAGES, lang)))
        options.lang = choice(options.lang)
    if options.level is not None:
        if choice(options.level) not in LEVELS:
            raise UsageError(message("table.cli.bad_level", lang, value=options.level,
                                     choices=alternatives(LEVELS, lang)))
        options.level = choice(options.level)
    if options.install_desktop_entry and options.uninstall_desktop_entry:
        raise UsageError(message("table.cli.desktop_entry_both", lang))
    deal = None
    if options.deal is not None:
        try:
            deal = parse_deal_number(options.deal)
        except ValueError:
            raise UsageError(message("table.cli.bad_deal", lang, value=options.deal)) from None
        if options.daily:
            raise UsageError(message("table.cli.deal_and_daily", lang))
    return options, deal


def game_command() -> list[str]:
    """The command that starts this game again: the bundle, the installed script or -m."""
    if getattr(sys, "frozen", False):  # the PyInstaller bundle
        return [str(Path(sys.executable).resolve())]
    script = Path(sys.argv[0]).resolve() if sys.argv and sys.argv[0] else None
    if script is not None and script.is_file() and script.name.startswith("dame-de-pique"):
        return [str(script)]
    return [str(Path(sys.executable).resolve()), "-m", "hearts"]


def desktop_entry(options: argparse.Namespace) -> int:
    """--install-desktop-entry / --uninstall-desktop-entry: the Linux menu entry; exit status."""
    from hearts.resources import assets_dir
    from hearts.store import desktop_entry as entry

    lang = options.lang or DEFAULT_LANGUAGE
    if not sys.platform.startswith("linux"):
        print(message("table.cli.desktop_entry_linux_only", lang), file=sys.stderr)
        return 2
    try:
        if options.install_desktop_entry:
            entry.install(assets_dir(), game_command(), entry.data_home())
            print(message("table.cli.desktop_entry_installed", lang,
                          path=entry.entry_path(entry.data_home())))
        else:
            entry.uninstall(entry.data_home())
            print(message("table.cli.desktop_entry_removed", lang))
    except OSError as error:
        print(message("table.cli.desktop_entry_failed", lang, error=error), file=sys.stderr)
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run the game; the exit status (2 for a wrong command line)."""
    multiprocessing.freeze_support()  # the bots' worker process, in a packaged executable
    words = list(sys.argv[1:] if argv is None else argv)
    try:
        options, deal = parse_options(words)
    except UsageError as error:
        print(error.sentence, file=sys.stderr)
        return 2
    if options.install_desktop_entry or options.uninstall_desktop_entry:
        return desktop_entry(options)
    from hearts.ui.app import AppConfig, main_window

    config = AppConfig(deal=deal, daily=options.daily, level=options.level, fast=options.fast,
                       lang=options.lang, selftest=options.selftest,
                       first_frame_only=options.first_frame,
                       time_scale=0.0 if options.selftest else 1.0,
                       size=(1280, 800) if options.selftest else None,
                       fps=0 if options.selftest else 60,
                       max_wait_ms=5 if options.selftest else 1000)
    return main_window(config)


if __name__ == "__main__":
    sys.exit(main())
