"""The authorize endpoint: a sign-in and consent page, as a browser sees it.

``GET /v1/connect/oauth2/authorize`` validates the request and renders the page;
the form POSTs to the same path with the same parameters plus ``username``,
``password`` and ``decision`` (approve|deny). Rules, in order:

1. Unknown ``client_id`` (in this environment) or a ``redirect_uri`` that is not exactly
   registered → an error page (400); never a redirect, so the endpoint cannot be used to
   bounce people to arbitrary sites.
2. Anything else wrong (``response_type``, ``scope``, PKCE parameters) → redirect to the
   app with ``error``, ``error_description`` and ``state`` (RFC 6749 §4.1.2.1).
3. Deny → ``error=access_denied`` with the live description. Wrong password → the page
   again with a message and no redirect; repeated failures lock the account a while
   (``accounts.py``). Approve → a single-use code bound to the client, redirect URI,
   customer, scopes and PKCE challenge, valid ``CODE_TTL`` seconds, 303 to the app.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlencode, urlsplit, urlunsplit

from litestar import Response, get, post
from litestar.response import Template

from assistant.retail.sandbox import scopes as scope_names
from assistant.retail.sandbox.accounts import SignInRefused
from assistant.retail.sandbox.context import Req, services
from assistant.retail.sandbox.store import App

AUTHORIZE_PATH = "/v1/connect/oauth2/authorize"
CODE_TTL = 5 * 60
DENIED = "The resource owner denied the request"
PASSED_THROUGH = (
    "client_id",
    "redirect_uri",
    "response_type",
    "scope",
    "state",
    "code_challenge",
    "code_challenge_method",
    "banner",
)
_PKCE_CHALLENGE = re.compile(r"^[A-Za-z0-9_-]{43}$")  # BASE64URL(SHA-256), no padding
MAX_FORM_BYTES = 16 * 1024
SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": (
        "default-src 'none'; style-src 'unsafe-inline'; form-action *; frame-ancestors 'none'"
    ),
}


class PageError(Exception):
    """The request cannot be trusted enough to redirect: show an error page."""


class RedirectError(Exception):
    """A well-addressed request that is wrong: tell the app through its redirect URI."""

    def __init__(self, error: str, description: str) -> None:
        super().__init__(description)
        self.error, self.description = error, description


def redirect_to(uri: str, params: dict[str, str]) -> Response[None]:
    """303 to ``uri`` with ``params`` added to whatever query it already has."""
    parts = urlsplit(uri)
    query = parse_qs(parts.query, keep_blank_values=True)
    merged = [(k, v) for k, vs in query.items() for v in vs] + list(params.items())
    location = urlunsplit(parts._replace(query=urlencode(merged)))
    return Response(content=None, status_code=303, headers={"Location": location})


def _branding(request: Req, banner: str | None) -> dict[str, str]:
    chain = services(request).world.chain_by_name.get((banner or "").upper())
    if chain is None:
        return {"banner_name": "Retail API Sandbox", "theme_color": "#2f5d8a"}
    name = chain.friendly_banner_name if isinstance(chain.friendly_banner_name, str) else None
    colour = chain.theme_color if isinstance(chain.theme_color, str) else None
    return {"banner_name": name or chain.name, "theme_color": colour or "#2f5d8a"}


def _check(request: Req, params: dict[str, str]) -> tuple[App, frozenset[str]]:
    """Validate an authorize request (see the module docstring for the order)."""
    svc = services(request)
    client_id = params.get("client_id", "")
    app = svc.store.get_app(client_id) if client_id else None
    if app is None or app.environment != svc.config.environment:
        raise PageError("The application asking you to sign in is not registered here.")
    if params.get("redirect_uri", "") not in app.redirect_uris:
        raise PageError(
            "The address this application wants to send you back to is not registered for it."
        )
    if params.get("response_type") != "code":
        raise RedirectError("unsupported_response_type", "response_type must be 'code'")
    if not params.get("scope", "").strip():
        raise RedirectError("invalid_scope", "scope is required")
    try:
        granted = scope_names.parse_requested(params["scope"], partner=app.partner)
    except scope_names.ScopeError as exc:
        raise RedirectError("invalid_scope", str(exc)) from exc
    challenge, method = params.get("code_challenge"), params.get("code_challenge_method")
    if challenge is not None or method is not None:
        if method != "S256":
            raise RedirectError("invalid_request", "code_challenge_method must be S256")
        if challenge is None or not _PKCE_CHALLENGE.match(challenge):
            raise RedirectError(
                "invalid_request", "code_challenge must be 43 base64url characters (S256)"
            )
    return app, granted


def _page(
    request: Req,
    params: dict[str, str],
    app: App,
    granted: frozenset[str],
    *,
    error: str | None = None,
    username: str = "",
    status: int = 200,
) -> Template:
    hint = None
    if services(request).config.environment == "production":
        hint = "Sandbox demo account: demo@example.com / demo-password"
    context = {
        **_branding(request, params.get("banner")),
        "app_name": app.name,
        "scope_lines": scope_names.describe(granted),
        "hidden": [(k, params[k]) for k in PASSED_THROUGH if k in params],
        "action": AUTHORIZE_PATH,
        "error": error,
        "username": username,
        "hint": hint,
    }
    return Template(
        template_name="authorize.html",
        context=context,
        status_code=status,
        headers=SECURITY_HEADERS,
    )


def _error_page(request: Req, params: dict[str, str], message: str) -> Template:
    return Template(
        template_name="authorize_error.html",
        context={**_branding(request, params.get("banner")), "error": message},
        status_code=400,
        headers=SECURITY_HEADERS,
    )


def _query(request: Req) -> dict[str, str]:
    return {k: v for k, v in request.query_params.items() if k in PASSED_THROUGH}


@get(AUTHORIZE_PATH)
async def authorize_page(request: Req) -> Template | Response[None]:
    """Sign-in and consent page. Query: client_id, redirect_uri (exactly registered),
    response_type=code, scope, state, code_challenge + code_challenge_method=S256, banner.
    """
    params = _query(request)
    checked = _checked(request, params)
    if not isinstance(checked, tuple):
        return checked
    return _page(request, params, *checked)


def _checked(
    request: Req, params: dict[str, str]
) -> tuple[App, frozenset[str]] | Template | Response[None]:
    """The app and granted scopes of a valid request, else the page or redirect to send."""
    try:
        return _check(request, params)
    except PageError as exc:
        return _error_page(request, params, str(exc))
    except RedirectError as exc:
        return _redirect_error(params, exc)


def _redirect_error(params: dict[str, str], exc: RedirectError) -> Response[None]:
    out = {"error": exc.error, "error_description": exc.description}
    if "state" in params:
        out["state"] = params["state"]
    return redirect_to(params["redirect_uri"], out)


@post(AUTHORIZE_PATH, status_code=200)
async def authorize_submit(request: Req) -> Template | Response[None]:
    """Sign-in form: the authorize parameters plus username, password, decision=approve|deny;
    answers 303 to the redirect URI with code and state (or error).
    """
    body = await request.body()
    form: dict[str, str] = {}
    if len(body) <= MAX_FORM_BYTES:
        try:
            parsed = parse_qs(body.decode("utf-8"), keep_blank_values=True)
        except UnicodeDecodeError:
            parsed = {}
        form = {k: v[-1] for k, v in parsed.items()}
    # The authorize parameters may arrive in the form (our page) or the query string.
    params = {**_query(request), **{k: v for k, v in form.items() if k in PASSED_THROUGH}}
    checked = _checked(request, params)
    if not isinstance(checked, tuple):
        return checked
    app, granted = checked

    state = {"state": params["state"]} if "state" in params else {}
    decision = form.get("decision", "")
    if decision == "deny":
        return redirect_to(
            params["redirect_uri"],
            {"error": "access_denied", "error_description": DENIED, **state},
        )
    if decision != "approve":
        return _page(request, params, app, granted, error="Choose Sign in or Deny.", status=400)
    username = form.get("username", "").strip()
    svc = services(request)
    try:
        customer = await svc.accounts.sign_in(username, form.get("password", ""))
    except SignInRefused as exc:
        return _page(request, params, app, granted, error=exc.message, username=username)
    code = svc.store.create_code(
        client_id=app.client_id,
        redirect_uri=params["redirect_uri"],
        customer_id=customer.id,
        scopes=granted,
        code_challenge=params.get("code_challenge"),
        ttl=CODE_TTL,
    )
    return redirect_to(params["redirect_uri"], {"code": code, **state})


ROUTES = [authorize_page, authorize_submit]
