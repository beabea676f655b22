"""The Linux menu entry: `--install-desktop-entry` puts the .desktop file and the hicolor icons
in the person's XDG data folder, pointing at the program that ran, and
`--uninstall-desktop-entry` takes exactly those away; tried in a temporary HOME."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from hearts.i18n import _
from hearts.resources import assets_dir
from hearts.store import desktop_entry as entry

ROOT = Path(__file__).resolve().parents[2]
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders")

CHECK_NO_WINDOW = """
import sys
from hearts.__main__ import main
status = main(sys.argv[1:])
loaded = sorted(name for name in sys.modules if name.split(".")[0] in ("pygame", "pygame_gui"))
print("loaded:", ",".join(loaded))
raise SystemExit(status)
"""


def run_game(home: Path, *words: str) -> subprocess.CompletedProcess[str]:
    """The command line in a fresh interpreter whose HOME is *home* (no XDG_DATA_HOME)."""
    environment = {key: value for key, value in os.environ.items() if key != "XDG_DATA_HOME"}
    environment["HOME"] = str(home)
    return subprocess.run([sys.executable, "-c", CHECK_NO_WINDOW, *words], cwd=ROOT,
                          env=environment, capture_output=True, text=True, timeout=60,
                          check=False)


def entry_fields(path: Path) -> dict[str, str]:
    """The key=value lines of a desktop entry."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return dict(line.split("=", 1) for line in lines if "=" in line)


def test_an_argument_with_spaces_or_percent_is_quoted_for_exec() -> None:
    assert entry.exec_argument("/opt/dame/dame-de-pique") == "/opt/dame/dame-de-pique"
    assert entry.exec_argument("/home/anne/Mes jeux/dame") == '"/home/anne/Mes jeux/dame"'
    assert entry.exec_argument('/a"b$c') == '"/a\\"b\\$c"'
    assert entry.exec_argument("/100%/x") == "/100%%/x"


def test_the_entry_runs_the_given_command_and_keeps_the_rest() -> None:
    template = (assets_dir() / entry.ENTRY_FILE).read_text(encoding="utf-8")
    text = entry.entry_text(template, ["/usr/bin/python3", "-m", "hearts"])
    assert "Exec=/usr/bin/python3 -m hearts\n" in text
    assert text.replace("Exec=/usr/bin/python3 -m hearts", "Exec=dame-de-pique") == template
    with pytest.raises(ValueError):
        entry.entry_text("[Desktop Entry]\nName=x\n", ["x"])


def test_install_then_uninstall_leaves_nothing_of_ours(tmp_path: Path) -> None:
    data = tmp_path / "share"
    other = data / "applications" / "other.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\n", encoding="utf-8")
    written = entry.install(assets_dir(), ["/opt/game/dame-de-pique"], data)
    assert entry.entry_path(data) in written
    for size in entry.ICON_SIZES:
        icon = entry.icon_path(data, size)
        assert icon.read_bytes() == (assets_dir() / "icon" / f"icon-{size}.png").read_bytes()
    assert entry_fields(entry.entry_path(data))["Exec"] == "/opt/game/dame-de-pique"
    assert sorted(entry.uninstall(data)) == sorted(written)
    assert [path for path in data.rglob("*") if path.is_file()] == [other]
    assert entry.uninstall(data) == []


@linux_only
def test_the_command_line_installs_and_removes_the_entry_in_home(tmp_path: Path) -> None:
    installed = run_game(tmp_path, "--install-desktop-entry")
    assert installed.returncode == 0, installed.stderr
    desktop = tmp_path / ".local" / "share" / "applications" / "dame-de-pique.desktop"
    said = _("Le jeu est dans le menu des applications : {path}")("fr", path=desktop)
    assert said.startswith("Le jeu est dans le menu des applications")
    assert installed.stdout.splitlines() == [said, "loaded: "]
    fields = entry_fields(desktop)
    assert fields["Exec"] == f"{Path(sys.executable).resolve()} -m hearts"
    assert fields["Icon"] == "dame-de-pique" and fields["Name"] == "Dame de pique"
    icons = tmp_path / ".local" / "share" / "icons" / "hicolor"
    assert sorted(path.parent.parent.name for path in icons.rglob("dame-de-pique.png")) == \
        sorted(f"{size}x{size}" for size in entry.ICON_SIZES)
    removed = run_game(tmp_path, "--uninstall-desktop-entry", "--lang", "en")
    assert removed.returncode == 0, removed.stderr
    assert removed.stdout.splitlines() == ["The game is no longer in the applications menu.",
                                           "loaded: "]
    assert not desktop.exists() and not list(icons.rglob("dame-de-pique.png"))


@linux_only
def test_a_folder_that_cannot_be_written_gets_a_french_sentence(tmp_path: Path) -> None:
    (tmp_path / ".local").write_text("not a folder", encoding="utf-8")
    failed = run_game(tmp_path, "--install-desktop-entry")
    assert failed.returncode == 1
    assert failed.stderr.startswith("L'entrée du menu des applications n'a pas pu être écrite")
    assert "Traceback" not in failed.stderr


def test_asking_to_install_and_remove_at_once_is_refused(tmp_path: Path) -> None:
    both = run_game(tmp_path, "--install-desktop-entry", "--uninstall-desktop-entry")
    assert both.returncode == 2
    assert "--install-desktop-entry ou --uninstall-desktop-entry" in both.stderr
    assert not (tmp_path / ".local").exists()
