"""Every sentence the assistant says comes from a template in ``prompts/`` (one per
file, Jinja2). ``say(name, **values)`` renders ``prompts/<name>.txt``.

Templates use ``StrictUndefined``: a value the code forgot to pass is an error in the
tests, not a blank in front of a shopper. Call ``say`` with a literal name so that
``tests/conversation/test_prompts.py`` can check every used template exists and every
template file is used.
"""

from __future__ import annotations

from pathlib import Path

import jinja2

PROMPTS_DIR = Path(__file__).resolve().parents[2] / "prompts"


def money(value: float | None) -> str:
    return "—" if value is None else f"${value:,.2f}"


def plural(count: int, singular: str, plural_form: str | None = None) -> str:
    """ "1 item", "3 items"."""
    word = singular if count == 1 else (plural_form or f"{singular}s")
    return f"{count} {word}"


_env = jinja2.Environment(
    loader=jinja2.FileSystemLoader(PROMPTS_DIR),
    undefined=jinja2.StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
    autoescape=False,  # noqa: S701 — plain text for chat, SMS and speech; never rendered as HTML
    keep_trailing_newline=False,
)
_env.filters["money"] = money
_env.globals["plural"] = plural


def say(name: str, /, **values: object) -> str:
    """The text of ``prompts/<name>.txt`` with ``values`` filled in."""
    return _env.get_template(f"{name}.txt").render(**values).strip()
