"""The `dame-de-pique` command and `python -m hearts`: read the options, open the window.

A wrong option gets one clear sentence on stderr (French, or English with
`--lang en`) and exit status 2, never argparse's own English messages; `--help` is worded
by the catalogue too, down to its usage line and the colon of its headings ("options :").
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
from hearts.disk_words import reason_text
from hearts.i18n import _, list_text

# The game's name and version: `--version` and the Règles dialog.
VERSION = _("Dame de pique {version}")
# TRANSLATORS: a heading of --help ("options :"), punctuated as the language does; keep the
# colon last: argparse writes it.
HEADING = _("{heading} :")
SHOWN_MOST = 20  # characters of a wrong value said back: a value of any length fits a line
PATH_MOST = 100  # characters of a path said back


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
                          prefix=_("utilisation : ")(lang=self.lang))

    def start_section(self, heading: str | None) -> None:
        """A section of the help under its heading with the colon of the language: argparse
        adds a bare colon, so the heading goes without its own."""
        if heading:
            heading = HEADING(self.lang, heading=heading).removesuffix(":")
        super().start_section(heading)


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are the game's own sentences."""

    def __init__(self, lang: str) -> None:
        description = _("Dame de pique : le jeu de cartes Hearts contre trois joueurs de "
                        "l'ordinateur.")(lang)
        super().__init__(prog="dame-de-pique", description=description,
                         add_help=False, formatter_class=partial(_Formatter, lang=lang))
        self.lang = lang

    def error(self, text: str) -> NoReturn:
        """Turn argparse's complaint (its own English) into one sentence of the catalogue."""
        option = shown(text.split(":")[0].replace("argument", "").strip())
        if "expected one argument" in text:
            raise UsageError(_("L'option {option} attend une valeur.")(self.lang, option=option))
        if "ignored explicit argument" in text:
            raise UsageError(_("L'option {option} ne prend pas de valeur.")(self.lang,
                                                                            option=option))
        if text.startswith("ambiguous option:"):
            option, _sep, matches = text.split(":", 1)[1].strip().partition(" could match ")
            raise UsageError(_("Option ambiguë : {option} peut désigner {choices}.")(
                self.lang, option=shown(option),
                choices=list_text(matches.split(", "), self.lang, alternatives=True)))
        value = text.split(":", 1)[1].strip() if ":" in text else text
        raise UsageError(_("Argument non reconnu : « {value} » (essayez --help).")(
            self.lang, value=shown(value)))


def shown(value: str, most: int = SHOWN_MOST) -> str:
    """*value* as a sentence says it back: its first *most* characters, then "…"."""
    return value if len(value) <= most else value[:most] + "…"


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
    group = parser.add_argument_group(_("options")(lang))
    group.add_argument("-h", "--help", action="help",
                       help=_("afficher cette aide et quitter")(lang))
    group.add_argument("--deal", metavar="N",
                       help=_("jouer la donne numéro N (1 à 999 999)")(lang))
    group.add_argument("--daily", action="store_true", help=_("jouer la donne du jour")(lang))
    group.add_argument("--level", metavar="|".join(LEVELS),
                       help=_("niveau des adversaires")(lang))
    group.add_argument("--fast", action="store_true", default=None,
                       help=_("pauses courtes entre les coups")(lang))
    group.add_argument("--lang", metavar="|".join(LANGUAGES),
                       help=_("langue de l'interface")(lang))
    group.add_argument("--speech", action="store_true", default=None,
                       help=_("lire le jeu à voix haute (lecteur d'écran ou voix du système)")(
                           lang))
    group.add_argument("--speech-log", metavar=_("FICHIER")(lang),
                       help=_("écrire chaque phrase dite dans FICHIER, une par ligne")(lang))
    selftest = _("jouer une partie entière toute seule, puis quitter (vérification)")
    group.add_argument("--selftest", action="store_true", help=selftest(lang))
    group.add_argument("--install-desktop-entry", action="store_true",
                       help=_("ajouter le jeu au menu des applications (Linux), puis quitter")(
                           lang))
    group.add_argument("--uninstall-desktop-entry", action="store_true",
                       help=_("retirer le jeu du menu des applications (Linux), puis quitter")(
                           lang))
    group.add_argument("--version", action="version",
                       help=_("afficher la version et quitter")(lang),
                       version=VERSION(lang, version=__version__))
    group.add_argument("--serve", action="store_true",
                       help=_("servir une table entre amis sans fenêtre, jusqu'à Ctrl+C")(lang))
    group.add_argument("--port", metavar="N",
                       help=_("avec --serve : le port de la table (47101 par défaut)")(lang))
    group.add_argument("--bind", metavar=_("ADRESSE")(lang),
                       help=_("avec --serve : l'adresse écoutée (127.0.0.1 : cette machine "
                              "seulement)")(lang))
    group.add_argument("--rules", metavar=_("RÈGLES")(lang),
                       help=_("avec --serve : les variantes en jeu, séparées par des "
                              "virgules (par exemple jack_of_diamonds,target=50)")(lang))
    # Quit once the first table is drawn: benchmarks/launch_time.py times the start with it.
    group.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    return parser


def parse_options(argv: list[str]) -> tuple[argparse.Namespace, int | None]:
    """The options and the deal number they ask for; UsageError on anything wrong."""
    lang = language_of(argv)
    options = build_parser(lang).parse_args(argv)
    if options.lang is not None:
        if choice(options.lang) not in LANGUAGES:
            raise UsageError(_("Langue inconnue : « {value} » (choisissez {choices}).")(
                lang, value=shown(options.lang),
                choices=list_text(LANGUAGES, lang, alternatives=True)))
        options.lang = choice(options.lang)
    if options.level is not None:
        if choice(options.level) not in LEVELS:
            raise UsageError(_("Niveau inconnu : « {value} » (choisissez {choices}).")(
                lang, value=shown(options.level),
                choices=list_text(LEVELS, lang, alternatives=True)))
        options.level = choice(options.level)
    if options.speech_log is not None:
        options.speech_log = writable_file(options.speech_log, lang)
    if options.install_desktop_entry and options.uninstall_desktop_entry:
        raise UsageError(_("Choisissez --install-desktop-entry ou --uninstall-desktop-entry, "
                           "pas les deux.")(lang))
    check_serve_options(options, lang)
    deal = None
    if options.deal is not None:
        try:
            deal = parse_deal_number(options.deal)
        except ValueError:
            raise UsageError(_("Numéro de donne invalide : « {value} » (il faut un nombre entre "
                               "1 et 999 999).")(lang, value=shown(options.deal))) from None
        if options.daily:
            raise UsageError(_("Choisissez --deal ou --daily, pas les deux.")(lang))
    return options, deal


def check_serve_options(options: argparse.Namespace, lang: str) -> None:
    """--port, --bind and --rules go with --serve, and each must be one it can use (the
    port a number, the rules known variants): UsageError otherwise."""
    for name in ("port", "bind", "rules"):
        if getattr(options, name) is not None and not options.serve:
            raise UsageError(_("L'option {option} ne vaut qu'avec --serve.")(
                lang, option=f"--{name}"))
    if options.port is not None:
        port = options.port.strip()
        if not port.isascii() or not port.isdigit() or int(port) > 65_535:
            raise UsageError(_("Port invalide : « {value} » (il faut un nombre entre 0 et "
                               "65 535).")(lang, value=shown(options.port)))
        options.port = int(port)
    if options.rules is not None:
        from hearts.net.serve import rules_from_text

        try:
            options.rules = rules_from_text(options.rules)
        except ValueError as error:
            raise UsageError(_("Règle inconnue : « {value} » (voyez --help).")(
                lang, value=shown(str(error)))) from None


def serve(options: argparse.Namespace) -> int:
    """--serve: a table with friends without a window, until Ctrl+C; the exit status."""
    from hearts.choices import system_language
    from hearts.net.protocol import DEFAULT_PORT
    from hearts.net.serve import ServeOptions, run_serve
    from hearts.store.paths import user_dirs

    return run_serve(ServeOptions(
        folder=user_dirs()[0], port=DEFAULT_PORT if options.port is None else options.port,
        bind="0.0.0.0" if options.bind is None else options.bind,
        level=options.level or "medium", lang=options.lang or system_language(),
        **({} if options.rules is None else {"rules": options.rules})))


def writable_file(name: str, lang: str) -> Path:
    """The file *name*, emptied to be written (--speech-log); UsageError when it cannot be."""
    path = Path(name)
    try:
        path.write_text("", encoding="utf-8")
    except OSError as error:
        raise UsageError(_("Impossible d'écrire « {path} » : {error}")(
            lang, path=shown(name, PATH_MOST), error=reason_text(error, lang))) from None
    return path


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
        print(_("Le menu des applications ne se règle ainsi que sous Linux.")(lang),
              file=sys.stderr)
        return 2
    try:
        if options.install_desktop_entry:
            entry.install(assets_dir(), game_command(), entry.data_home())
            print(_("Le jeu est dans le menu des applications : {path}")(
                lang, path=entry.entry_path(entry.data_home())))
        else:
            entry.uninstall(entry.data_home())
            print(_("Le jeu n'est plus dans le menu des applications.")(lang))
    except OSError as error:
        print(_("L'entrée du menu des applications n'a pas pu être écrite ou effacée : {error}")(
            lang, error=reason_text(error, lang)), file=sys.stderr)
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
    if options.serve:
        return serve(options)
    from hearts.ui.config import FPS, IDLE_WAIT_MS
    from hearts.ui.launch import AppConfig, main_window

    config = AppConfig(deal=deal, daily=options.daily, level=options.level, fast=options.fast,
                       lang=options.lang, selftest=options.selftest,
                       speech=options.speech, speech_log=options.speech_log,
                       first_frame_only=options.first_frame,
                       time_scale=0.0 if options.selftest else 1.0,
                       size=(1280, 800) if options.selftest else None,
                       fps=0 if options.selftest else FPS,
                       max_wait_ms=5 if options.selftest else IDLE_WAIT_MS)
    return main_window(config)


if __name__ == "__main__":
    sys.exit(main())
