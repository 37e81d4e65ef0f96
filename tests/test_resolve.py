"""``assistant resolve`` end to end against the embedded sandbox (fixture catalog)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from assistant.cli import main


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ASSISTANT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("RETAIL_BASE_URL", raising=False)
    return tmp_path


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_json_output_one_object_per_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        ["resolve", "2 gal whole milk, bananas x6, call mom", "--store", "70600123", "--json"],
        capsys,
    )
    assert code == 0
    rows = [json.loads(line) for line in out.splitlines()]
    assert [r["line"] for r in rows] == ["2 gal whole milk", "bananas x6", "call mom"]
    milk, bananas, call = rows
    assert set(milk) >= {"line", "term", "quantity", "match", "confidence", "alternatives"}
    assert milk["term"] == "whole milk"
    assert "Whole Milk" in milk["match"]["description"] and milk["quantity"] == 2
    assert set(milk["match"]) == {"productId", "upc", "description", "brand", "size", "price"}
    assert isinstance(milk["match"]["price"], float)
    assert bananas["match"]["description"].endswith("Bananas") and bananas["quantity"] == 6
    assert call["match"] is None and call["skipped"] == "not a grocery item"


def test_file_and_stdin_and_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    listing = tmp_path / "list.txt"
    listing.write_text("- a dozen eggs\n- oj\n")
    code, out, _ = run(["resolve", "--file", str(listing)], capsys)
    assert code == 0
    assert out.splitlines()[0].split()[:3] == ["line", "qty", "product"]
    assert "Orange Juice" in out and "Eggs" in out
    assert out.splitlines()[1].split()[3] == "1"  # a dozen eggs: one carton
    monkeypatch.setattr("sys.stdin", io.StringIO("peanut butter\n"))
    code, out, _ = run(["resolve", "--json"], capsys)
    assert code == 0 and "Peanut Butter" in json.loads(out)["match"]["description"]


def test_bad_catalog_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["resolve", "milk", "--sandbox-catalog", "/nonexistent.jsonl"], capsys)
    assert code == 2 and "catalog file not found" in err
