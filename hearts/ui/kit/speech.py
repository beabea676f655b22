"""Speech: one interface (`Voice`: say, stop) over the player's screen reader or the
system's voice, and a `Speaker` that never blocks the loop (docs/ARCHITECTURE.md,
"Speech").

Backends: Prism (`prismatoid`: NVDA, JAWS, SAPI and OneCore on Windows; VoiceOver and
AVSpeech on macOS; Orca and speech-dispatcher on Linux), else speech-dispatcher's `spd-say`
on Linux (a system without Prism's wheel: glibc older than 2.34), else none; `Recording`
keeps what is said (the tests). The voice is opened and spoken to on a thread of its own:
a screen reader's call, a process started, never hold a frame back.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import platform
import queue
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import IO, Any, Final, Protocol

from hearts.disk_words import reason_text
from hearts.i18n import DEFAULT_LANGUAGE, _


class Voice(Protocol):
    """Something that speaks: a screen reader, the system's voice, a recording."""

    screen_reader: bool  # the player's screen reader: it may speak before speech is on

    def say(self, text: str, interrupt: bool) -> None:
        """Speak *text*, after what is being said, or cutting it short when *interrupt*."""

    def stop(self) -> None:
        """Be silent now."""


class Recording:
    """A voice that keeps what it is told (the tests' transcript)."""

    def __init__(self, screen_reader: bool = False) -> None:
        self.screen_reader = screen_reader
        self.lines: list[str] = []
        self.interrupted = 0  # how many sentences cut the one before short

    def say(self, text: str, interrupt: bool) -> None:
        """Keep *text*."""
        self.lines.append(text)
        self.interrupted += interrupt

    def stop(self) -> None:
        """Nothing is being said."""


class PrismVoice:
    """The best output Prism finds: the screen reader that runs, else the system's voice."""

    def __init__(self, context: Any, backend: Any, screen_reader: bool) -> None:
        self.context = context  # Any: prism's Context and Backend (an optional module); the
        self.backend = backend  # context is kept: its registry holds the backend
        self.screen_reader = screen_reader

    def say(self, text: str, interrupt: bool) -> None:
        """Speak through Prism (a screen reader may show it in braille too)."""
        self.backend.output(text, interrupt)

    def stop(self) -> None:
        """Silence Prism's output."""
        self.backend.stop()


class SpdSayVoice:
    """speech-dispatcher's command line: one short process per sentence."""

    def __init__(self, program: str, language: Callable[[], str]) -> None:
        self.program = program
        self.language = language
        self.screen_reader = False

    def say(self, text: str, interrupt: bool) -> None:
        """Speak *text* in the game's language, queued by speech-dispatcher."""
        if interrupt:
            self.stop()
        subprocess.run([self.program, "-l", self.language(), "--", text], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=5)

    def stop(self) -> None:
        """Cancel what speech-dispatcher says for every client."""
        subprocess.run([self.program, "--cancel"], check=False, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, timeout=5)


# Prism's backends that are the system's voice, not a screen reader the player runs.
SYSTEM_VOICES: Final = ("SAPI", "ONE_CORE", "AV_SPEECH", "SPEECH_DISPATCHER", "ANDROID_TTS",
                        "WEB_SPEECH")


def prism_voice() -> Voice | None:
    """Prism's best output, or None where Prism is missing or finds none."""
    try:
        import prism
    except ImportError:  # no wheel for this system (macOS on Intel, glibc before 2.34)
        return None
    try:
        context = prism.Context()
        backend = context.acquire_best()  # a screen reader that runs comes first
        system_voices = {prism.BackendId[name] for name in SYSTEM_VOICES}
        return PrismVoice(context, backend, context.id_of(backend.name) not in system_voices)
    except (ValueError, KeyError, prism.PrismError):  # no screen reader, no system voice
        return None


def prism_expected() -> bool:
    """Whether Prism has a wheel for this system (pyproject's marker: Windows, macOS on arm64,
    Linux on x86_64 or aarch64 with glibc 2.34 or later)."""
    machine = platform.machine().lower()
    if sys.platform == "win32":
        return True
    if sys.platform == "darwin":
        return machine == "arm64"
    if not sys.platform.startswith("linux") or machine not in ("x86_64", "amd64", "aarch64"):
        return False
    libc, version = platform.libc_ver()
    numbers = tuple(int(part) for part in version.split(".")[:2] if part.isdigit())
    return libc == "glibc" and numbers >= (2, 34)


def prism_failure() -> str | None:
    """Why Prism and its native libraries do not load here (a bundle that left out a part of
    them), or None when they do."""
    try:
        import prism

        prism.Context()
    except Exception as error:  # ImportError, OSError from the loader, Prism's own refusal
        return f"{type(error).__name__}: {error}"
    return None


def screen_reader_voice() -> Voice | None:
    """Prism's output when the player runs a screen reader, else None. Whether one runs is
    asked first in a short-lived child process, so that a game whose speech is off loads
    Prism (some 12 MB resident) only to speak through the player's screen reader."""
    if not prism_expected() or not asked_apart(prism_finds_a_screen_reader):
        return None
    voice = prism_voice()
    return voice if voice is not None and voice.screen_reader else None


def prism_finds_a_screen_reader() -> bool:
    """Whether Prism's best output here is a screen reader (asked in the child process)."""
    voice = prism_voice()
    return voice is not None and voice.screen_reader


def asked_apart(question: Callable[[], bool]) -> bool:
    """*question*'s answer from a fresh interpreter ("spawn": never a fork of a process that
    runs SDL), False when it cannot answer within PATIENCE seconds."""
    context = multiprocessing.get_context("spawn")
    receiver, sender = context.Pipe(duplex=False)
    try:
        child = context.Process(target=_answer, args=(question, sender), daemon=True,
                                name="screen-reader")
        child.start()
    except (OSError, ValueError):
        receiver.close()
        return False
    finally:
        sender.close()  # the child holds its own end
    try:
        return bool(receiver.poll(PATIENCE) and receiver.recv())
    except (EOFError, OSError):  # the child died before it answered
        return False
    finally:
        receiver.close()
        if child.is_alive():
            child.join(1)
        if child.is_alive():  # it hangs: let it go
            child.terminate()


def _answer(question: Callable[[], bool], sender: Connection) -> None:
    """The child process: send *question*'s answer back (to nobody if the parent gave up)."""
    with contextlib.suppress(OSError), sender:
        sender.send(bool(question()))


def system_voice(language: Callable[[], str]) -> Voice | None:
    """The first voice that works here: Prism's, else `spd-say`, else None."""
    voice = prism_voice()
    if voice is not None:
        return voice
    program = shutil.which("spd-say")
    return None if program is None else SpdSayVoice(program, language)


Opener = Callable[[], "Voice | None"]
# Seconds a voice may take to open or to take a sentence before it is given up: an
# autospawned speech-dispatcher opens in about 3 s.
PATIENCE: Final = 10.0
# « · » splits a shown line into parts; said, it is a pause (a voice would name the symbol).
SHOWN_SEPARATOR: Final = " · "
SPOKEN_SEPARATOR: Final = ", "
_STOP: Final = object()
LOG_STOPPED: Final = _("Le journal de la parole ne peut plus être écrit ({reason}) : il "
                       "s'arrête, le jeu continue.")


class Speaker:
    """What the game says, handed to a voice on a thread of its own (or at once, without
    threads: the tests), each line also written to the speech log when one is asked for.

    The voice is opened at the first sentence; `failed` tells when none exists (once). A
    sentence for a screen reader alone opens *reader* (when given): the player's screen
    reader, or nothing until a sentence for every voice comes.
    """

    def __init__(self, opener: Opener, *, threaded: bool = True, log: Path | None = None,
                 lang: Callable[[], str] = lambda: DEFAULT_LANGUAGE,
                 reader: Opener | None = None) -> None:
        self.opener = opener
        self.reader = reader
        self.threaded = threaded
        self.lang = lang  # the language of the sentence that says the log stopped
        self.voice: Voice | None = None
        self.opened = False
        self.failed = False  # no voice here: the game says so once, and speaks no more
        self.busy_since: float | None = None  # when the thread began opening or speaking
        self.log: IO[str] | None = None
        if log is not None:
            try:
                self.log = log.open("w", encoding="utf-8", newline="\n")
            except OSError as error:
                self._stop_log(error)
        self._queue: queue.SimpleQueue[tuple[str, bool, bool] | object] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None

    def say(self, text: str, interrupt: bool = False, *, reader_only: bool = False) -> None:
        """Speak *text* (on one line), cutting what is said short when *interrupt*; only
        through a screen reader when *reader_only* (speech off: not in the log either)."""
        line = " ".join(part.strip() for part in text.splitlines() if part.strip())
        line = line.replace(SHOWN_SEPARATOR, SPOKEN_SEPARATOR)
        if not line:
            return
        if not reader_only:
            self._write_log(line)
        if self.failed:
            return
        if not self.threaded:
            self._speak(line, interrupt, reader_only)
            return
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
            self._thread.start()
        if interrupt:  # what waits is older than the player's action: it goes
            self._drain()
        self._queue.put((line, interrupt, reader_only))

    def stop(self) -> None:
        """Silence: what waits goes, and the voice stops."""
        self._drain()
        if self.voice is not None and not self.threaded:
            self._quiet()
        elif self._thread is not None:
            self._queue.put(("", True, False))

    def close(self) -> None:
        """End the thread and close the log."""
        if self._thread is not None:
            self._drain()
            self._queue.put(_STOP)
            self._thread.join(timeout=1)
        log, self.log = self.log, None
        if log is not None:
            with contextlib.suppress(OSError):  # its last line was already refused
                log.close()

    def _write_log(self, line: str) -> None:
        """Add *line* to the speech log, if there is one; a log the disk refuses stops."""
        if self.log is None:
            return
        try:
            self.log.write(line + "\n")
            self.log.flush()
        except OSError as error:
            self._stop_log(error)

    def _stop_log(self, error: OSError) -> None:
        """Give the speech log up, saying why once on the standard error (a developer's
        file named on the command line, where its other errors are said)."""
        log, self.log = self.log, None
        if log is not None:
            with contextlib.suppress(OSError):  # the refused line is still in its buffer
                log.close()
        lang = self.lang()
        print(LOG_STOPPED(lang, reason=reason_text(error, lang)), file=sys.stderr)

    def _drain(self) -> None:
        """Drop the sentences not yet spoken."""
        try:
            while True:
                self._queue.get_nowait()
        except queue.Empty:
            return

    def _run(self) -> None:
        """The speech thread: one sentence at a time, until told to stop."""
        while True:
            item = self._queue.get()
            if item is _STOP:
                return
            if isinstance(item, tuple):
                text, interrupt, reader_only = item
                if text:
                    self._speak(text, interrupt, reader_only)
                else:
                    self._quiet()

    def stalled(self, now: float) -> bool:
        """Whether the voice has hung (a speech-dispatcher without a sound device never
        answers): then it is given up for good, as a voice that failed."""
        since = self.busy_since
        if since is not None and now - since > PATIENCE:
            self.failed = True
        return self.failed

    def _speak(self, text: str, interrupt: bool, reader_only: bool = False) -> None:
        """Open the voice if needed, then speak; a voice that fails is let go, silently."""
        self.busy_since = time.monotonic()
        try:
            self._open_and_speak(text, interrupt, reader_only)
        finally:
            self.busy_since = None

    def _open_and_speak(self, text: str, interrupt: bool, reader_only: bool) -> None:
        """The voice opened once, then *text* said through it."""
        if not self.opened and reader_only and self.reader is not None:
            self.voice = self._open(self.reader)
            if self.voice is None:
                return  # no screen reader: the voice waits for a sentence for every voice
            self.opened = True
        if not self.opened:
            self.opened = True
            self.voice = self._open(self.opener)
        if self.voice is None:
            self.failed = self.failed or not reader_only  # said once speech is on
            return
        if reader_only and not self.voice.screen_reader:
            return
        try:
            self.voice.say(text, interrupt)
        except Exception:  # a screen reader closed, a process refused: speech goes quiet
            self.voice = None
            self.failed = True

    def _open(self, opener: Opener) -> Voice | None:
        """The voice *opener* gives, or None when opening it fails in any way."""
        try:
            return opener()
        except Exception:  # a broken library must not take the game down
            return None

    def _quiet(self) -> None:
        """Stop the voice, ignoring its failure."""
        try:
            if self.voice is not None:
                self.voice.stop()
        except Exception:
            self.voice = None
