"""--speech reads the game aloud for this run; --speech-log FILE is emptied at once, and a
file that cannot be written is refused in the player's language before any window."""

from __future__ import annotations

from pathlib import Path

import pytest

from hearts.__main__ import UsageError, parse_options


def test_speech_and_its_log_are_options(tmp_path: Path) -> None:
    log = tmp_path / "speech.log"
    log.write_text("old\n", encoding="utf-8")
    options, _deal = parse_options(["--speech", "--speech-log", str(log)])
    assert options.speech is True
    assert options.speech_log == log
    assert log.read_text(encoding="utf-8") == ""


def test_without_speech_the_saved_setting_decides() -> None:
    options, _deal = parse_options([])
    assert options.speech is None
    assert options.speech_log is None


def test_a_log_that_cannot_be_written_is_refused(tmp_path: Path) -> None:
    with pytest.raises(UsageError) as refused:
        parse_options(["--lang", "en", "--speech-log", str(tmp_path / "no" / "such.log")])
    assert refused.value.sentence.startswith("Cannot write")
