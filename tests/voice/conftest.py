"""One OCR model for the whole test session, loaded with the network switched off."""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator
from typing import Any

import pytest

from voice.ocr import RapidTextReader


@pytest.fixture(scope="session")
async def reader() -> AsyncIterator[RapidTextReader]:
    """RapidTextReader(2 threads), loaded once; any connection attempt while loading fails the session."""
    attempts: list[Any] = []

    def refuse(self: socket.socket, address: Any) -> None:
        attempts.append(address)
        raise OSError(f"network is off in the OCR tests: {address}")

    engine = RapidTextReader(threads=2)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(socket.socket, "connect", refuse)
        patch.setattr(socket.socket, "connect_ex", refuse)
        await engine.load()
    assert attempts == [], f"the OCR model tried to download: {attempts}"
    yield engine
