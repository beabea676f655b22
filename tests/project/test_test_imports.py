"""The tests share their helpers through tests/helpers/ only: no module under tests/ imports a
test module (a file named test_*.py) or a conftest.py, whatever the form of the import."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TESTS = ROOT / "tests"


def package_of(path: Path) -> list[str]:
    """tests/ui/test_x.py → [tests, ui]; a package's __init__ is its own package."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return parts[:-1]


def imported_modules(tree: ast.Module, package: list[str]) -> Iterator[tuple[int, str]]:
    """Every module name an import statement of *tree* may bring in, with its line: the module
    itself and, for `from a import b`, a.b too (b may be a module). Relative imports are
    resolved against *package*."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
                module = ".".join([*base, *(node.module or "").split(".")]).strip(".")
            else:
                module = node.module or ""
            yield node.lineno, module
            for alias in node.names:
                yield node.lineno, f"{module}.{alias.name}"


def is_test_module(name: str) -> bool:
    """A test module or a conftest of the tests (tests.ui.test_x, tests.store.conftest), or
    one reached bare (conftest, test_x) as pytest's rootdir imports would."""
    parts = name.split(".")
    inside_tests = parts[0] == "tests" or len(parts) == 1
    return inside_tests and (parts[-1].startswith("test_") or parts[-1] == "conftest")


def forbidden_imports(source: str, path: Path) -> list[str]:
    """The imports of test modules or conftests in *source* (the text of *path*)."""
    tree = ast.parse(source, filename=str(path))
    return [f"{path.relative_to(ROOT)}:{line}: {name}"
            for line, name in imported_modules(tree, package_of(path))
            if is_test_module(name)]


@pytest.mark.parametrize("source", [
    "from tests.ui.test_x import y\n",
    "import tests.ui.test_x\n",
    "from tests.ui import test_x\n",
    "from tests.store.conftest import a_game\n",
    "from .conftest import a_game\n",
    "from . import test_x\n",
    "from ..engine.test_hand_story import random_game\n",
    "def f() -> None:\n    from tests.ai.test_hard import FLUSH\n",
])
def test_an_import_of_a_test_module_or_a_conftest_is_caught(source: str) -> None:
    assert forbidden_imports(source, TESTS / "ui" / "test_probe.py")


@pytest.mark.parametrize("source", [
    "from tests.helpers.window import MakeApp\n",
    "from tests.helpers import worker_probe\n",
    "from hearts.engine import Match\n",
    "import pytest\n",
])
def test_an_import_of_a_helper_or_of_the_game_is_allowed(source: str) -> None:
    assert forbidden_imports(source, TESTS / "ui" / "test_probe.py") == []


def test_no_module_of_the_tests_imports_a_test_module_or_a_conftest() -> None:
    found = [problem for path in sorted(TESTS.rglob("*.py"))
             for problem in forbidden_imports(path.read_text(encoding="utf-8"), path)]
    assert found == [], "shared helpers belong in tests/helpers/:\n" + "\n".join(found)
