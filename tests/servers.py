"""Real servers the connector tests start on 127.0.0.1: Radicale (CalDAV), pymap (IMAP), aiosmtpd (SMTP).

Each gets a free port, is waited for with a timeout, and fails loudly (with its output) if it exits early."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


def free_port() -> int:
    """A port nobody listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_for_port(port: int, proc: subprocess.Popen[bytes], name: str, timeout_s: float = 20.0) -> None:
    """Return once `port` accepts connections; raise (with the server's output) if it exits or never does."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            out = proc.stdout.read().decode(errors="replace") if proc.stdout else ""
            raise RuntimeError(f"{name} exited with {proc.returncode}: {out[-2000:]}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.05)
    proc.kill()
    raise RuntimeError(f"{name} did not listen on {port} within {timeout_s} s")


def _stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        os.kill(proc.pid, signal.SIGCONT)  # a paused server must be able to die
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


@dataclass
class Radicale:
    """A Radicale server with plain-text htpasswd users and a storage folder of its own."""

    folder: Path
    users: dict[str, str]
    port: int = 0
    proc: subprocess.Popen[bytes] | None = field(default=None, repr=False)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def start(self) -> Radicale:
        (self.folder / "users").write_text("".join(f"{u}:{p}\n" for u, p in self.users.items()))
        self.port = self.port or free_port()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "radicale", "--server-hosts", f"127.0.0.1:{self.port}",
             "--storage-filesystem-folder", str(self.folder / "collections"), "--auth-type", "htpasswd",
             "--auth-htpasswd-filename", str(self.folder / "users"), "--auth-htpasswd-encryption", "plain",
             "--auth-delay", "0", "--logging-level", "warning"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        wait_for_port(self.port, self.proc, "radicale")
        return self

    def pause(self) -> None:
        """Freeze the server mid-service (connections are accepted by the kernel, never answered)."""
        assert self.proc is not None
        os.kill(self.proc.pid, signal.SIGSTOP)

    def resume(self) -> None:
        assert self.proc is not None
        os.kill(self.proc.pid, signal.SIGCONT)

    def stop(self) -> None:
        if self.proc is not None:
            _stop(self.proc)


@dataclass
class Pymap:
    """pymap's in-memory dict backend with one user (INBOX empty; Sent and Drafts created by the tests)."""

    user: str
    password: str
    port: int = 0
    proc: subprocess.Popen[bytes] | None = field(default=None, repr=False)

    def start(self) -> Pymap:
        self.port = self.port or free_port()
        # Its console script may live apart from this interpreter (system Python): run its entry point here.
        self.proc = subprocess.Popen(
            [sys.executable, "-c", "import sys; from pymap.main import main; sys.exit(main())", "--host", "127.0.0.1", "--port", str(self.port), "dict", "--demo-user", self.user,
             "--demo-password", self.password],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        wait_for_port(self.port, self.proc, "pymap")
        return self

    def stop(self) -> None:
        if self.proc is not None:
            _stop(self.proc)


class SMTPSink:
    """An aiosmtpd server (own thread) that requires a login and keeps every accepted message."""

    def __init__(self, user: str, password: str) -> None:
        from aiosmtpd.controller import Controller
        from aiosmtpd.smtp import AuthResult, LoginPassword

        self.messages: list[bytes] = []
        self.on_accept: list[Any] = []  # callables run once a message is accepted (a crash right after, say)
        sink = self

        class Handler:
            async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
                sink.messages.append(envelope.content)
                for hook in sink.on_accept:
                    hook()
                return "250 OK"

        def auth(server: Any, session: Any, envelope: Any, mechanism: str, data: Any) -> Any:
            ok = isinstance(data, LoginPassword) and (data.login, data.password) == (user.encode(), password.encode())
            return AuthResult(success=ok, handled=False)  # handled=False: a refusal gets its 535

        self.port = free_port()
        self._controller = Controller(Handler(), hostname="127.0.0.1", port=self.port, authenticator=auth,
                                      auth_require_tls=False, auth_required=True)

    def start(self) -> SMTPSink:
        import warnings

        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            self._controller.start()
        return self

    def stop(self) -> None:
        self._controller.stop()


class LossyProxy:
    """A TCP proxy in front of a server that can lose the answer to the next PUT: the server does the write,
    the client never hears of it (as when a connection drops right after the server acted)."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.port = 0
        self.lose_next_put = False
        self._server: Any = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    async def start(self) -> LossyProxy:
        import asyncio

        async def pipe(reader: Any, writer: Any, swallow: list[bool]) -> None:
            try:
                while data := await reader.read(65536):
                    if swallow[0]:
                        writer.close()  # the answer is lost with the connection
                        return
                    writer.write(data)
                    await writer.drain()
            except (ConnectionError, OSError):
                pass
            finally:
                writer.close()

        async def handle(client_r: Any, client_w: Any) -> None:
            server_r, server_w = await asyncio.open_connection("127.0.0.1", self.target_port)
            swallow = [False]

            async def upstream() -> None:
                try:
                    while data := await client_r.read(65536):
                        if data.startswith(b"PUT ") and self.lose_next_put:
                            self.lose_next_put, swallow[0] = False, True
                        server_w.write(data)
                        await server_w.drain()
                except (ConnectionError, OSError):
                    pass
                finally:
                    server_w.close()

            await asyncio.gather(upstream(), pipe(server_r, client_w, swallow))

        self._server = await asyncio.start_server(handle, "127.0.0.1", 0)
        self.port = int(self._server.sockets[0].getsockname()[1])
        return self

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
