"""Passwords sealed at rest with the instance's key (Fernet: AES-128-CBC + HMAC-SHA256).

The key comes from ARTHUR_SECRET_KEY, or from `$ARTHUR_HOME/secret.key`, which the first start writes (mode 0600).
A sealed value is useless without that key; a lost key means reconnecting, never a password in clear."""

from __future__ import annotations

import os
from pathlib import Path

from cryptography.fernet import Fernet, InvalidToken

KEY_FILE = "secret.key"


class VaultError(Exception):
    """A sealed value that this key cannot open (the key changed, or the value was tampered with)."""


class Vault:
    """Seals and opens short secrets with one key."""

    def __init__(self, key: str | bytes) -> None:
        try:
            self._fernet = Fernet(key.encode() if isinstance(key, str) else key)
        except (ValueError, TypeError) as exc:
            raise VaultError("the secret key is not a Fernet key (32 url-safe base64-encoded bytes)") from exc

    def seal(self, secret: str) -> str:
        """The secret, encrypted and authenticated, as text."""
        return self._fernet.encrypt(secret.encode("utf-8")).decode("ascii")

    def open(self, sealed: str) -> str:
        """The secret back; raises VaultError when this key did not seal it."""
        try:
            return self._fernet.decrypt(sealed.encode("ascii")).decode("utf-8")
        except (InvalidToken, ValueError) as exc:
            raise VaultError("this secret was sealed with another key") from exc

    def __repr__(self) -> str:
        return "Vault(<key hidden>)"


def instance_key(home: Path, configured: str | None) -> str:
    """The configured key, else the one in `home`, created (0600) on first start."""
    if configured:
        return configured
    path = home / KEY_FILE
    if path.exists():
        return path.read_text().strip()
    home.mkdir(parents=True, exist_ok=True)
    key = Fernet.generate_key().decode("ascii")
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        os.write(fd, key.encode("ascii") + b"\n")
    finally:
        os.close(fd)
    return key
