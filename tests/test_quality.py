"""Lint, type-check and layering rules, run as part of the test command so CI enforces them."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("arthur", "bot", "connectors", "pipeline", "stores", "voice")


@pytest.mark.slow
def test_ruff() -> None:
    done = subprocess.run([sys.executable, "-m", "ruff", "check", "."], cwd=ROOT, capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.slow
def test_mypy() -> None:
    done = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def _imports(package: str) -> list[tuple[Path, str]]:
    found = []
    for path in (ROOT / package).rglob("*.py"):
        for line in path.read_text().splitlines():
            m = re.match(r"\s*(?:from|import)\s+([a-zA-Z_][\w]*)", line)
            if m:
                found.append((path, m.group(1)))
    return found


def test_only_bot_imports_telegram() -> None:
    for package in ("arthur", "connectors", "pipeline", "stores", "voice"):
        assert not [p for p, mod in _imports(package) if mod == "telegram"], package


def test_data_flows_one_way() -> None:
    for package in ("stores", "voice"):
        bad = [(p, mod) for p, mod in _imports(package) if mod in ("bot", "connectors", "pipeline", "arthur")]
        assert not bad, bad
    assert not [(p, m) for p, m in _imports("pipeline") if m in ("bot", "connectors", "arthur")]
    assert not [(p, m) for p, m in _imports("connectors") if m in ("bot", "arthur")]


def test_no_delete_in_the_code() -> None:
    pattern = re.compile(r"\bDELETE\s+FROM\b|\.delete\(|sa\.delete|sqlalchemy\.delete", re.I)
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            assert not pattern.search(path.read_text()), path


def test_every_module_has_a_docstring() -> None:
    import ast

    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            if "migrations/versions" in str(path):
                continue
            assert ast.get_docstring(ast.parse(path.read_text())), f"{path} has no module docstring"


def test_modules_stay_small() -> None:
    # One job per module: none over 400 lines, and the channel's over 250.
    for package in PACKAGES:
        limit = 250 if package == "bot" else 400
        for path in (ROOT / package).rglob("*.py"):
            if "migrations/versions" not in str(path):
                assert len(path.read_text().splitlines()) <= limit, path
