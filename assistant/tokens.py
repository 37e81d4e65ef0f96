"""Customers' retailer tokens at rest: encrypted, and bound to the person they belong to.

``TokenCipher`` is a ``MultiFernet`` over the keys in ``ASSISTANT_TOKEN_KEY`` (comma
separated, newest first): everything is encrypted with the first key, and anything
readable by an older key is re-encrypted with the first on its next read, so rotating
means putting a new key in front and, once rotated, dropping the old one.

The user id is inside the ciphertext and checked on decrypt: a row copied onto another
person's id does not decrypt as theirs. ``EncryptedTokenStore`` is the ``TokenStore`` the
Retail API client uses for the assistant's people; nothing here ever logs a token.
"""

from __future__ import annotations

import logging

import msgspec
from cryptography.fernet import Fernet, InvalidToken, MultiFernet

from assistant.retail.auth import CustomerTokens
from assistant.storage import Storage

log = logging.getLogger(__name__)


class TokenKeyError(ValueError):
    """``ASSISTANT_TOKEN_KEY`` is not a comma-separated list of Fernet keys."""


class _Sealed(msgspec.Struct, frozen=True):
    user_id: str
    payload: bytes


class TokenCipher:
    def __init__(self, keys: str) -> None:
        try:
            fernets = [Fernet(k.strip().encode()) for k in keys.split(",") if k.strip()]
        except ValueError as exc:
            raise TokenKeyError(
                "ASSISTANT_TOKEN_KEY must be Fernet keys (32 url-safe base64-encoded bytes),"
                " comma separated, newest first"
            ) from exc
        if not fernets:
            raise TokenKeyError("ASSISTANT_TOKEN_KEY is empty")
        self._primary = fernets[0]
        self._all = MultiFernet(fernets)

    def seal(self, user_id: str, payload: bytes) -> bytes:
        return self._primary.encrypt(msgspec.msgpack.encode(_Sealed(user_id, payload)))

    def open(self, user_id: str, ciphertext: bytes) -> tuple[bytes, bytes | None]:
        """(payload, re-encrypted ciphertext when an older key was used, else None).
        Raises ``InvalidToken`` for a forged, corrupted or foreign ciphertext."""
        plain = self._all.decrypt(ciphertext)
        sealed = msgspec.msgpack.decode(plain, type=_Sealed)
        if sealed.user_id != user_id:
            raise InvalidToken  # a row moved onto another person's id
        try:
            self._primary.decrypt(ciphertext)
            rotated = None
        except InvalidToken:
            rotated = self._all.rotate(ciphertext)
        return sealed.payload, rotated


class EncryptedTokenStore:
    """``TokenStore`` over ``Storage``: one encrypted row per person."""

    def __init__(self, storage: Storage, cipher: TokenCipher) -> None:
        self.storage = storage
        self.cipher = cipher

    async def load(self, user_id: str) -> CustomerTokens | None:
        blob = self.storage.load_token_blob(user_id)
        if blob is None:
            return None
        try:
            payload, rotated = self.cipher.open(user_id, blob)
        except (InvalidToken, msgspec.DecodeError):
            log.warning("stored retailer tokens for a user could not be decrypted; ignored")
            return None
        if rotated is not None:
            self.storage.save_token_blob(user_id, rotated)
        return msgspec.msgpack.decode(payload, type=CustomerTokens)

    async def save(self, user_id: str, tokens: CustomerTokens) -> None:
        payload = msgspec.msgpack.encode(tokens)
        self.storage.save_token_blob(user_id, self.cipher.seal(user_id, payload))

    async def delete(self, user_id: str) -> None:
        self.storage.delete_token_blob(user_id)
