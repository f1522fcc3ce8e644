"""The fake Bot API with a small control API, run in its own process by benchmarks:
`python -m tests.fake_telegram_control PORT` prints "ready PORT" once it listens."""

from __future__ import annotations

import asyncio
import time

from aiohttp import web

from tests.fake_telegram import FakeBotAPI
from tests.loopback import serve_loopback


class ControlledFake(FakeBotAPI):
    """The fake with a small control API, to run it in its own process (benchmarks)."""

    async def _push_many(self, request: web.Request) -> web.StreamResponse:
        """Texts from many users, pushed here one per `gap_ms` so the sender's CPU is not the bot's."""
        body = await request.json()
        gap = float(body.get("gap_ms", 1.0)) / 1000
        arrived: dict[str, float] = {}
        start = time.monotonic()
        for i, item in enumerate(body["messages"]):
            await asyncio.sleep(max(0.0, start + i * gap - time.monotonic()))
            await self.push_text(body["token"], int(item["user_id"]), item["text"])
            arrived[item["text"]] = time.monotonic()
        return web.json_response(arrived)

    async def _count(self, request: web.Request) -> web.StreamResponse:
        method = request.query.get("method")
        return web.json_response(sum(1 for s in self.sent if method is None or s.method == method))

    async def _sent(self, request: web.Request) -> web.StreamResponse:
        return web.json_response([{"method": s.method, "chat_id": s.chat_id, "text": s.text, "at": s.at}
                                  for s in self.sent])

    async def serve_forever(self, port: int) -> None:
        app = self._app()
        app.router.add_get("/_test/sent", self._sent)
        app.router.add_post("/_test/push_many", self._push_many)
        app.router.add_get("/_test/count", self._count)
        await serve_loopback(app, port)
        print(f"ready {port}", flush=True)
        await asyncio.Event().wait()


if __name__ == "__main__":
    import sys

    asyncio.run(ControlledFake().serve_forever(int(sys.argv[1])))
