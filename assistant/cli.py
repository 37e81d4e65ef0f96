"""The ``assistant`` command.

assistant serve [--host H] [--port P] [--sandbox-port P2]
assistant chat [--url URL] [--user ID] [--voice]
assistant resolve [TEXT | --file F] [--store LOCATION_ID] [--json] [--sandbox-catalog FILE]
assistant sandbox [--host H] [--port P] [--data-dir D] [--environment E]
                  [--catalog FILE.jsonl] [--token-ttl S] [--daily-limit NAME=N …]
                  [--latency-ms N] [--fail-rate R]
assistant sandbox register --data-dir D --name N --redirect-uri U [--redirect-uri …]
                  [--environment E] [--partner]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

import msgspec

from assistant.retail.sandbox.config import FIXTURES_DIR, SandboxConfig

ENVIRONMENTS = ("production", "certification")


def _daily_limit(text: str) -> tuple[str, int]:
    name, sep, value = text.partition("=")
    if not sep or not name or not value.isdigit():
        raise argparse.ArgumentTypeError(f"expected NAME=N (e.g. products=500), got {text!r}")
    return name.strip().lower(), int(value)


def _fail_rate(text: str) -> float:
    try:
        rate = float(text)
    except ValueError:
        rate = -1.0
    if not 0.0 <= rate <= 1.0:
        raise argparse.ArgumentTypeError("--fail-rate must be a number between 0 and 1")
    return rate


def _positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a positive whole number, got {text!r}")
    return int(text)


def _non_negative(text: str) -> int:
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"expected a whole number ≥ 0, got {text!r}")
    return int(text)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="assistant", description="Shop by chatting.")
    commands = parser.add_subparsers(dest="command", required=True)

    sandbox = commands.add_parser("sandbox", help="serve the Retail API sandbox")
    sandbox.add_argument("--host", default="127.0.0.1")
    sandbox.add_argument("--port", type=int, default=8000)
    sandbox.add_argument("--data-dir", type=Path, default=Path(".data"))
    sandbox.add_argument("--environment", choices=ENVIRONMENTS, default="production")
    sandbox.add_argument("--catalog", type=Path, default=FIXTURES_DIR / "catalog.jsonl")
    sandbox.add_argument("--token-ttl", type=_positive, default=1800, metavar="SECONDS")
    sandbox.add_argument(
        "--daily-limit",
        type=_daily_limit,
        action="append",
        default=[],
        metavar="NAME=N",
        help="quota per app and day for an endpoint family (products, locations, …)",
    )
    sandbox.add_argument("--latency-ms", type=_non_negative, default=0)
    sandbox.add_argument("--fail-rate", type=_fail_rate, default=0.0, metavar="R")
    sandbox_commands = sandbox.add_subparsers(dest="sandbox_command")

    register = sandbox_commands.add_parser("register", help="register an application")
    register.add_argument("--data-dir", type=Path, default=argparse.SUPPRESS)
    register.add_argument("--name", required=True)
    register.add_argument("--redirect-uri", action="append", required=True, dest="redirect_uris")
    register.add_argument("--environment", choices=ENVIRONMENTS, default="production")
    register.add_argument("--partner", action="store_true")
    serve = commands.add_parser("serve", help="run the assistant (and its embedded sandbox)")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument(
        "--sandbox-port",
        type=int,
        default=None,
        help="where the embedded sandbox listens for browsers (default: port + 1)",
    )
    chat = commands.add_parser("chat", help="talk to a running assistant from the terminal")
    chat.add_argument("--url", default=None, help="the assistant (default ASSISTANT_PUBLIC_URL)")
    chat.add_argument("--user", default=None, help="your user id (default: one per terminal)")
    chat.add_argument("--voice", action="store_true", help="show the spoken replies")
    resolve = commands.add_parser("resolve", help="match a list to products (no cart)")
    resolve.add_argument("text", nargs="?", help="the list; or --file, or standard input")
    resolve.add_argument("--file", type=Path)
    resolve.add_argument("--store", metavar="LOCATION_ID", help="price and rank at this store")
    resolve.add_argument("--json", action="store_true", help="one JSON object per line")
    resolve.add_argument(
        "--sandbox-catalog", type=Path, help="catalog of the embedded sandbox (JSON Lines)"
    )
    return parser


def run_resolve(args: argparse.Namespace) -> int:
    import asyncio

    from assistant.resolve_cli import resolve_command, settings_for

    settings = settings_for(args.sandbox_catalog)
    if isinstance(settings, str):
        print(f"assistant resolve: {settings}", file=sys.stderr)
        return 2
    if args.file is not None:
        text = args.file.read_text()
    elif args.text is not None:
        text = args.text
    else:
        text = sys.stdin.read()
    return asyncio.run(resolve_command(text, args.store, args.json, settings))


def run_register(args: argparse.Namespace) -> int:
    from assistant.retail.sandbox.store import RegistrationError, SandboxStore

    store = SandboxStore(args.data_dir)
    try:
        app, secret = store.register_app(
            name=args.name,
            redirect_uris=args.redirect_uris,
            environment=args.environment,
            partner=args.partner,
        )
    except RegistrationError as exc:
        print(f"assistant sandbox register: {exc}", file=sys.stderr)
        return 2
    finally:
        store.close()
    print(
        json.dumps(
            {
                "client_id": app.client_id,
                "client_secret": secret,
                "environment": app.environment,
                "redirect_uris": list(app.redirect_uris),
                "partner": app.partner,
            },
            indent=2,
        )
    )
    return 0


def run_sandbox(args: argparse.Namespace) -> int:
    import uvicorn

    from assistant.retail.sandbox.app import DEMO_CREDENTIALS_FILE, create_sandbox_app
    from assistant.retail.sandbox.catalog import CatalogError
    from assistant.retail.sandbox.fixtures import FixtureError

    if not args.catalog.is_file():
        print(f"assistant sandbox: catalog file not found: {args.catalog}", file=sys.stderr)
        return 2
    config = SandboxConfig(
        data_dir=args.data_dir,
        environment=args.environment,
        catalog=args.catalog,
        token_ttl=args.token_ttl,
        daily_limits=dict(args.daily_limit),
        latency_ms=args.latency_ms,
        fail_rate=args.fail_rate,
    )
    try:
        app = create_sandbox_app(config)
    except (CatalogError, FixtureError) as exc:
        print(f"assistant sandbox: {exc}", file=sys.stderr)
        return 2
    base = f"http://{args.host}:{args.port}"
    products = len(app.state.services.catalog.products)
    print(f"Retail API sandbox ({args.environment}) on {base}/v1 — {products} products")
    creds = args.data_dir / DEMO_CREDENTIALS_FILE
    if args.environment == "production" and creds.exists():
        print(f"Demo application credentials (dev only): {creds}")
        for client_id, secret in json.loads(creds.read_text()).items():
            print(f"  client_id={client_id}  client_secret={secret}")
    if args.environment == "production":
        print("Sandbox customer for sign-in: demo@example.com / demo-password")
    print(f"OpenAPI: {base}/schema")
    print(
        "Try:\n"
        f"  curl -s -u CLIENT_ID:CLIENT_SECRET -d grant_type=client_credentials"
        f" -d scope=product.compact {base}/v1/connect/oauth2/token\n"
        f"  curl -s -H 'Authorization: Bearer TOKEN'"
        f" '{base}/v1/locations?filter.zipCode.near=84045'"
    )
    sys.stdout.flush()
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning", access_log=False)
    return 0


def run_serve(args: argparse.Namespace) -> int:
    from assistant.serve import serve
    from assistant.settings import Settings, SettingsError

    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        print(f"assistant serve: {exc}", file=sys.stderr)
        return 2
    sandbox_port = args.sandbox_port or args.port + 1
    if settings.public_url is None:  # browsers come back to where it listens
        settings = msgspec.structs.replace(settings, public_url=f"http://{args.host}:{args.port}")
    return serve(settings, host=args.host, port=args.port, sandbox_port=sandbox_port)


def run_chat(args: argparse.Namespace) -> int:
    from assistant.chat_cli import chat, terminal_user, webhook_secret
    from assistant.settings import Settings, SettingsError

    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        print(f"assistant chat: {exc}", file=sys.stderr)
        return 2
    secret = webhook_secret(settings)
    if secret is None:
        print(
            "assistant chat: no webhook secret; set ASSISTANT_WEBHOOK_SECRET or run `make run`"
            f" first (it keeps a dev secret in {settings.data_dir})",
            file=sys.stderr,
        )
        return 2
    url = args.url or settings.assistant_url
    user = args.user or terminal_user()
    echo = not sys.stdin.isatty()
    if not echo:
        print(f"Chatting with {url} as {user}. Say 'help' for commands, 'quit' to leave.\n")
    return chat(url, secret, user, args.voice, sys.stdin, sys.stdout, echo)


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "serve":
        return run_serve(args)
    if args.command == "chat":
        return run_chat(args)
    if args.command == "resolve":
        return run_resolve(args)
    if args.command == "sandbox":
        if args.sandbox_command == "register":
            return run_register(args)
        return run_sandbox(args)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
