"""The map of imports inside `hearts/`: no cycle anywhere (imports inside functions and under
TYPE_CHECKING included), and each folder of the window imports only the folders below it
(docs/ARCHITECTURE.md, "What each may import")."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "hearts"

# What each folder of hearts.ui may import of hearts.ui (besides itself). The top of
# hearts.ui (app, launch, selftest) may import anything; screens and code_words are
# shared by the folders.
SHARED = {"hearts.ui.screens", "hearts.ui.code_words", "hearts.ui.config"}
ALLOWED = {
    "hearts.ui.kit": set(),
    "hearts.ui.platform": {"hearts.ui.kit"},
    "hearts.ui.dialogs": {"hearts.ui.kit", "hearts.ui.platform"},
    "hearts.ui.review": {"hearts.ui.kit", "hearts.ui.platform", "hearts.ui.dialogs"},
    "hearts.ui.table": {"hearts.ui.kit", "hearts.ui.platform", "hearts.ui.dialogs"},
}
TOP_OF_UI_AT_MOST = 8  # modules at the top of hearts/ui, __init__ included


def module_name(path: Path) -> str:
    """hearts/ui/table/render.py → hearts.ui.table.render; a package's __init__ its own."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    """Every module of hearts/ by name."""
    return {module_name(path): path for path in PACKAGE.rglob("*.py")}


def imported(path: Path, known: dict[str, Path]) -> Iterator[str]:
    """The modules of hearts that *path* imports, wherever the import statement is."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in known:
                    yield alias.name
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                inner = f"{node.module}.{alias.name}"
                if inner in known:
                    yield inner  # from hearts.ui.kit import fonts: the module fonts
                elif node.module in known:
                    yield node.module


def graph() -> dict[str, set[str]]:
    """Each module of hearts and the modules of hearts it imports."""
    known = modules()
    return {name: set(imported(path, known)) - {name} for name, path in known.items()}


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """A cycle of imports, if there is one (depth-first search)."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for target in sorted(edges.get(node, ())):
            if state.get(target) == 1:
                return [*path[path.index(target):], target]
            if target not in state:
                found = visit(target)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(edges):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def folder_of(name: str) -> str | None:
    """The folder of hearts.ui a module belongs to, or None for the top of hearts.ui."""
    for folder in ALLOWED:
        if name == folder or name.startswith(folder + "."):
            return folder
    return None


def test_no_module_of_hearts_imports_itself_back() -> None:
    cycle = find_cycle(graph())
    assert cycle is None, " → ".join(cycle or [])


@pytest.mark.parametrize("folder", sorted(ALLOWED))
def test_each_folder_of_the_window_imports_only_the_folders_below_it(folder: str) -> None:
    wrong = []
    for name, targets in graph().items():
        if folder_of(name) != folder:
            continue
        for target in targets:
            if not target.startswith("hearts.ui") or target in SHARED:
                continue
            other = folder_of(target)
            if other != folder and other not in ALLOWED[folder]:
                wrong.append(f"{name} imports {target}")
    assert wrong == []


def test_the_top_of_the_window_keeps_a_handful_of_modules() -> None:
    top = sorted(path.name for path in (PACKAGE / "ui").glob("*.py"))
    assert len(top) <= TOP_OF_UI_AT_MOST, top


def test_no_module_is_longer_than_450_lines_but_the_catalogue() -> None:
    long = {str(path.relative_to(ROOT)): count for path in PACKAGE.rglob("*.py")
            if (count := len(path.read_text(encoding="utf-8").splitlines())) > 450}
    assert long == {}


def test_no_module_of_the_table_imports_the_match() -> None:
    """The table is a client of its seat: it reads the seat's view and events, never the
    match (the review may read a finished hand)."""
    found = []
    for path in sorted((PACKAGE / "ui" / "table").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("hearts"):
                found += [f"{path.name}: {alias.name}" for alias in node.names
                          if alias.name == "Match"]
    assert found == []


def test_the_window_routes_every_screen_alike() -> None:
    """The table is a screen like the others (issue 41): the window keeps no branch of its
    own for it — no panel request polled, no pause checked, no input or buttons driven."""
    source = (PACKAGE / "ui" / "app.py").read_text(encoding="utf-8")
    found = [name for name in ("take_panel_request", "pauses_the_table", "TableInput(",
                               ".click(event", ".sync()", "table.key(")
             if name in source]
    assert found == []
