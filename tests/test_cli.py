"""The ``assistant`` command end to end: registration output, a real sandbox process
over real HTTP, and the README's commands being real."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from assistant.cli import build_parser, main
from tests.conftest import assistant_process, sandbox_process

ROOT = Path(__file__).resolve().parents[1]
EXE = Path(sys.executable).with_name("assistant")


def test_register_prints_credentials(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "sandbox",
            "register",
            "--data-dir",
            str(tmp_path),
            "--name",
            "Shop Bot",
            "--redirect-uri",
            "http://localhost:3000",
            "--redirect-uri",
            "https://a.example/cb",
            "--environment",
            "certification",
            "--partner",
        ]
    )
    assert code == 0
    printed = json.loads(capsys.readouterr().out)
    assert set(printed) == {"client_id", "client_secret", "environment", "redirect_uris", "partner"}
    assert printed["environment"] == "certification" and printed["partner"] is True
    assert printed["redirect_uris"] == ["http://localhost:3000", "https://a.example/cb"]
    # the same name again is refused with a clear message, not a traceback
    again = main(
        [
            "sandbox",
            "register",
            "--data-dir",
            str(tmp_path),
            "--name",
            "shop bot",
            "--redirect-uri",
            "http://localhost:3000",
        ]
    )
    assert again == 2
    assert "already exists" in capsys.readouterr().err


def test_bad_options_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (
        ["sandbox", "--daily-limit", "products"],
        ["sandbox", "--fail-rate", "2"],
        ["sandbox", "--token-ttl", "0"],
        ["sandbox", "--environment", "staging"],
    ):
        with pytest.raises(SystemExit) as exc:
            build_parser().parse_args(argv)
        assert exc.value.code == 2
    assert "NAME=N" in capsys.readouterr().err


def test_sandbox_process_serves_real_http(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    with sandbox_process(data_dir, "--daily-limit", "locations=5") as sandbox:
        creds = json.loads((data_dir / "demo-app.json").read_text())
        assert (data_dir / "demo-app.json").stat().st_mode & 0o077 == 0
        client_id, secret = next(iter(creds.items()))
        with httpx.Client(base_url=sandbox.base, timeout=5) as http:
            token = http.post(
                "/v1/connect/oauth2/token",
                data={"grant_type": "client_credentials", "scope": "product.compact"},
                auth=(client_id, secret),
            ).json()["access_token"]
            response = http.get(
                "/v1/locations",
                params={"filter.zipCode.near": "84045"},
                headers={"Authorization": f"Bearer {token}"},
            )
            assert response.status_code == 200
            assert response.json()["data"][0]["chain"] == "SMITHS"
            assert response.headers["x-correlation-id"]
        sandbox.process.terminate()
        out, _ = sandbox.process.communicate(timeout=10)
    assert "Retail API sandbox (production)" in out
    assert f"{sandbox.base}/v1" in out


def test_readme_commands_are_real() -> None:
    readme = (ROOT / "README.md").read_text()
    first_lines = readme.splitlines()[:5]
    assert any("make run" in line for line in first_lines)
    assert any("make test" in line for line in first_lines)
    targets = set(re.findall(r"^([a-z]+):", (ROOT / "Makefile").read_text(), re.M))
    commands = re.findall(r"`make ([a-z]+)`|^\s+make ([a-z]+)", readme, re.M)
    for target in {a or b for a, b in commands}:
        assert target in targets, f"README mentions 'make {target}' but the Makefile lacks it"
    helps = "".join(
        subprocess.run(
            [str(EXE), *command, "--help"], capture_output=True, text=True, check=True
        ).stdout
        for command in (["sandbox"], ["sandbox", "register"], ["resolve"], ["serve"], ["chat"])
    )
    for flag in set(re.findall(r"(--[a-z][a-z-]+)", readme)):
        assert flag in helps, f"README flag {flag} is not real"


def test_serve_and_chat_end_to_end(tmp_path: Path) -> None:
    """`assistant serve` as `make run` starts it (no secrets set: dev ones generated),
    and `assistant chat` talking to it with piped input."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ASSISTANT_", "RETAIL_"))}
    env["ASSISTANT_DATA_DIR"] = str(tmp_path / "data")
    with assistant_process(env) as running:
        base = running.base
        with httpx.Client(timeout=2) as probe:
            # the sandbox answers browsers (and API clients) on its own port
            assert probe.get(f"{running.sandbox_base}/v1/chains").status_code == 401
            unsigned = probe.post(f"{base}/api/messages", json={"user": "x"})
            assert unsigned.status_code == 401
        chatted = subprocess.run(
            [str(EXE), "chat", "--url", base, "--user", "cli-test"],
            input="hi\n84045\n1\nbananas x6, 2 gal whole milk\nquit\n",
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        ).stdout
    out = running.process.communicate(timeout=10)[0]
    secrets = json.loads((tmp_path / "data" / "dev-secrets.json").read_text())
    assert f"POST {base}/api/messages" in out
    assert secrets["webhook_secret"] in out  # the dev secret is shown to the newcomer
    assert f"{base}/schema" in out
    assert "you> 84045" in chatted
    assert "Smith's - Saratoga Springs" in chatted
    assert "6 × " in chatted and "Bananas" in chatted
    assert "2 × Kroger Whole Milk" in chatted
