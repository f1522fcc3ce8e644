"""The Bot API transport under python-telegram-bot: aiohttp, which costs a fraction of httpx's CPU per request."""

from __future__ import annotations

import asyncio

import aiohttp
from aiohttp.helpers import get_env_proxy_for_url
from telegram._utils.defaultvalue import DefaultValue
from telegram._utils.types import ODVInput
from telegram.error import NetworkError, TimedOut
from telegram.request import BaseRequest, RequestData
from yarl import URL


class AiohttpRequest(BaseRequest):
    """PTB's `BaseRequest` over one aiohttp session: same timeouts and errors as PTB's own httpx request.

    Fifty chats sending at once cost httpx ~1.9 ms of the event loop per request (much of it scanning its
    connection pool) and aiohttp ~0.26 ms; that loop is what every chat waits on. Like PTB's own request, it
    honours HTTP_PROXY / HTTPS_PROXY / NO_PROXY; `proxy` (an http:// proxy URL) overrides them."""

    def __init__(self, *, connection_pool_size: int = 256, read_timeout: float | None = 5.0,
                 write_timeout: float | None = 5.0, connect_timeout: float | None = 5.0,
                 pool_timeout: float | None = 1.0, media_write_timeout: float | None = 20.0,
                 proxy: str | None = None) -> None:
        self._proxy = proxy
        self._pool_size = connection_pool_size
        self._read_timeout = read_timeout
        self._write_timeout = write_timeout
        self._connect_timeout = connect_timeout
        self._pool_timeout = pool_timeout
        self._media_write_timeout = media_write_timeout
        self._session: aiohttp.ClientSession | None = None
        self._env_proxies: dict[tuple[str, str | None], tuple[URL, aiohttp.BasicAuth | None] | None] = {}

    @property
    def read_timeout(self) -> float | None:
        """The read timeout used when a call does not give one."""
        return self._read_timeout

    async def initialize(self) -> None:
        """Open the session (again, after a shutdown)."""
        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession(
                connector=aiohttp.TCPConnector(limit=self._pool_size, limit_per_host=self._pool_size),
                headers={"User-Agent": self.USER_AGENT})

    async def _proxy_for(self, url: str) -> tuple[str | URL | None, aiohttp.BasicAuth | None]:
        """The proxy for `url`: the given one, else the environment's, read once per host.

        aiohttp's `trust_env` reads the environment and ~/.netrc again on a worker thread for every request,
        which cost about a third of the event loop's time under load."""
        if self._proxy is not None:
            return self._proxy, None
        target = URL(url)
        key = (target.scheme, target.host)
        if key not in self._env_proxies:
            self._env_proxies[key] = await asyncio.to_thread(_env_proxy, target)
        found = self._env_proxies[key]
        return (None, None) if found is None else found

    async def shutdown(self) -> None:
        """Close the session and its connections."""
        if self._session is not None and not self._session.closed:
            await self._session.close()

    async def do_request(self, url: str, method: str, request_data: RequestData | None = None,
                         read_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
                         write_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
                         connect_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
                         pool_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE) -> tuple[int, bytes]:
        """One HTTP request; a timeout raises `TimedOut`, any other transport error `NetworkError`."""
        if self._session is None or self._session.closed:
            raise RuntimeError("This AiohttpRequest is not initialized!")
        files = request_data is not None and request_data.contains_files
        read = self._read_timeout if isinstance(read_timeout, DefaultValue) else read_timeout
        write_default = self._media_write_timeout if files else self._write_timeout
        write = write_default if isinstance(write_timeout, DefaultValue) else write_timeout
        connect = self._connect_timeout if isinstance(connect_timeout, DefaultValue) else connect_timeout
        pool = self._pool_timeout if isinstance(pool_timeout, DefaultValue) else pool_timeout
        # aiohttp has no write timeout of its own; the whole request is bounded by the sum of the phases.
        phases = (read, write, connect, pool)
        total = None if any(p is None for p in phases) else sum(p for p in phases if p is not None)
        timeout = aiohttp.ClientTimeout(total=total, connect=None if connect is None or pool is None
                                        else connect + pool, sock_read=read)
        body: aiohttp.FormData | str | None = None
        headers: dict[str, str] = {}
        if request_data is not None and files:
            form = aiohttp.FormData()
            for name, value in request_data.json_parameters.items():
                form.add_field(name, value)
            for name, part in request_data.multipart_data.items():
                filename, content, *rest = part
                form.add_field(name, content, filename=filename,
                               content_type=rest[0] if rest else "application/octet-stream")
            body = form
        elif request_data is not None:
            body = request_data.url_encoded_parameters()
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        proxy, proxy_auth = await self._proxy_for(url)
        try:
            async with self._session.request(method, url, data=body, headers=headers, timeout=timeout,
                                             proxy=proxy, proxy_auth=proxy_auth) as response:
                return response.status, await response.read()
        except TimeoutError as err:
            raise TimedOut from err
        except aiohttp.ClientError as err:
            raise NetworkError(f"aiohttp error: {err!r}") from err


def _env_proxy(url: URL) -> tuple[URL, aiohttp.BasicAuth | None] | None:
    """HTTP(S)_PROXY for `url` unless NO_PROXY excludes it, with credentials from ~/.netrc as aiohttp would."""
    try:
        return get_env_proxy_for_url(url)
    except LookupError:
        return None
