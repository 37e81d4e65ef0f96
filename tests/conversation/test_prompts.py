"""Docs-driven checks of prompts/: every template the code uses exists, every template
file is used, and every template renders with the values the code passes."""

from __future__ import annotations

import re
from pathlib import Path

import jinja2
import pytest

from assistant.conversation.prompts import PROMPTS_DIR, money, plural, say

CODE = Path(__file__).resolve().parents[2] / "assistant"
SAY_CALL = re.compile(r"\bsay\(\s*([^,)\s]+)")


def used_templates() -> dict[str, list[str]]:
    """Template name → the modules that use it, read from the ``say("…")`` calls."""
    used: dict[str, list[str]] = {}
    for path in CODE.rglob("*.py"):
        if path.parent.name == "conversation" and path.name == "prompts.py":
            continue  # say() itself
        for match in SAY_CALL.finditer(path.read_text()):
            used.setdefault(match.group(1), []).append(path.name)
    return used


def test_say_is_always_called_with_a_literal_name() -> None:
    dynamic = {name: where for name, where in used_templates().items() if name[0] != '"'}
    assert dynamic == {}


def test_every_used_template_exists_and_every_file_is_used() -> None:
    used = {name.strip('"') for name in used_templates() if name.startswith('"')}
    files = {p.stem for p in PROMPTS_DIR.glob("*.txt")}
    assert used - files == set(), "templates used in code but missing from prompts/"
    assert files - used == set(), "template files in prompts/ that no code uses"
    assert not [p for p in PROMPTS_DIR.iterdir() if p.suffix != ".txt"]


def test_a_missing_value_is_an_error_not_a_blank() -> None:
    with pytest.raises(jinja2.UndefinedError):
        say("quantity_set", number=1, quantity=2)  # product forgotten


@pytest.mark.parametrize(("value", "shown"), [(3.5, "$3.50"), (1234.5, "$1,234.50"), (None, "—")])
def test_money(value: float | None, shown: str) -> None:
    assert money(value) == shown


def test_plural() -> None:
    assert plural(1, "item") == "1 item"
    assert plural(3, "item") == "3 items"
    assert plural(2, "box", "boxes") == "2 boxes"
