"""The README's play and test commands work on a Python that refuses system-wide installs
(PEP 668: Debian 12, Ubuntu 24.04), and they are exactly what CI runs (.ci/run)."""

from __future__ import annotations

import re
import shlex
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import readme_commands  # noqa: E402

README = (ROOT / "README.md").read_text(encoding="utf-8")
CI = (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def steps(which: str) -> list[list[str]]:
    """The README command *which* split into its `&&` steps, each as shell words."""
    return [shlex.split(step) for step in readme_commands.command(README, which).split("&&")]


def test_the_play_command_installs_into_a_venv_then_starts_the_game() -> None:
    assert steps("play") == [["python3", "-m", "venv", ".venv"],
                             [".venv/bin/pip", "install", "."],
                             [".venv/bin/dame-de-pique"]]


def test_the_test_command_installs_the_test_extras_into_a_venv_then_runs_pytest() -> None:
    assert steps("tests") == [["python3", "-m", "venv", ".venv"],
                              [".venv/bin/pip", "install", ".[test]"],
                              [".venv/bin/python", "-m", "pytest"]]


def test_no_command_of_the_readme_installs_into_the_system_python() -> None:
    assert not re.search(r"python3? -m pip install", README)


def test_ci_runs_the_readme_commands_as_written() -> None:
    assert 'tests_command="$(python3 tools/readme_commands.py tests)"' in CI
    assert 'play_command="$(python3 tools/readme_commands.py play)"' in CI
    assert '\nbash -c "$tests_command"\n' in CI
    assert "$play_command --selftest" in CI
    assert 'system_path="/usr/bin:/bin"' in CI  # Debian's own python3 when there is one


def test_windows_users_get_the_same_steps() -> None:
    windows = re.search(r"```powershell\n(.*?)\n```", README, re.DOTALL)
    assert windows is not None
    assert [step.strip() for step in windows.group(1).split(";")] == [
        "py -m venv .venv", r".venv\Scripts\pip install .", r".venv\Scripts\dame-de-pique"]


def test_a_section_without_its_command_is_refused() -> None:
    with pytest.raises(ValueError):
        readme_commands.command("# x\n\n## Tests\n\nno block\n", "tests")
    with pytest.raises(ValueError):
        readme_commands.command("## Tests\n\n```sh\na\nb\n```\n", "tests")


def test_the_readme_names_every_choice_the_command_line_takes() -> None:
    """The README's line of options lists every language and level --lang and --level accept
    (it said `--lang fr|en` while six languages were accepted)."""
    from hearts.choices import LANGUAGES, LEVELS

    assert f"`--lang {'|'.join(LANGUAGES)}`" in README
    assert f"`--level {'|'.join(LEVELS)}`" in README
