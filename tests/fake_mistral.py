"""A scripted Mistral-compatible server on 127.0.0.1: the real SDK talks to it over real HTTP."""

from __future__ import annotations

import asyncio
import itertools
import json
from collections import defaultdict, deque
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from tests.loopback import serve_loopback

_ids = itertools.count(1)


@dataclass
class Scripted:
    """One scripted answer: a body with a status, optionally after a delay."""

    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0
    raw: str | None = None  # sent as is (to test unparsable answers)


def chat(text: str | None = None, calls: list[tuple[str, Any]] | None = None, *, prompt_tokens: int = 100,
         completion_tokens: int = 20) -> Scripted:
    """A chat completion with text and/or tool calls (arguments: dict, JSON string or anything)."""
    tool_calls = None
    if calls:
        tool_calls = [
            {"id": f"c{next(_ids):08d}", "type": "function", "index": i,
             "function": {"name": name, "arguments": args if isinstance(args, str) else json.dumps(args)}}
            for i, (name, args) in enumerate(calls)
        ]
    body = {
        "id": f"cmpl-{next(_ids)}", "object": "chat.completion", "model": "scripted", "created": 1795972975,
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                  "total_tokens": prompt_tokens + completion_tokens},
        "choices": [{"index": 0, "finish_reason": "tool_calls" if tool_calls else "stop",
                     "message": {"role": "assistant", "content": text, "tool_calls": tool_calls}}],
    }
    return Scripted(body=body)


def route(agent: str = "steward", domain: str = "DAILY") -> Scripted:
    """A router answer."""
    return chat(json.dumps({"agent": agent, "domain": domain}), prompt_tokens=150, completion_tokens=12)


def error(status: int, retry_after: float | None = None) -> Scripted:
    """An HTTP error, optionally with Retry-After."""
    headers = {"Retry-After": str(retry_after)} if retry_after is not None else {}
    return Scripted(status=status, body={"message": f"scripted {status}"}, headers=headers)


class FakeMistral:
    """Answers /v1/chat/completions from per-model scripts and records every request."""

    def __init__(self, default_delay_s: float = 0.0) -> None:
        self.scripts: dict[str, deque[Scripted]] = defaultdict(deque)
        self.fallback: dict[str, Scripted] = {}
        self.requests: list[dict[str, Any]] = []
        self.default_delay_s = default_delay_s
        self._runner: web.AppRunner | None = None
        self.url = ""

    def script(self, model: str, *answers: Scripted) -> None:
        """Queue answers for a model, in order."""
        self.scripts[model].extend(answers)

    def always(self, model: str, answer: Scripted) -> None:
        """The answer given when the model's queue is empty."""
        self.fallback[model] = answer

    def reset(self) -> None:
        """Forget scripts and recorded requests."""
        self.scripts.clear()
        self.fallback.clear()
        self.requests.clear()

    async def _chat(self, request: web.Request) -> web.StreamResponse:
        payload = await request.json()
        self.requests.append(payload)
        model = payload.get("model", "")
        queue = self.scripts.get(model)
        answer = queue.popleft() if queue else self.fallback.get(model)
        if answer is None:
            return web.json_response({"message": f"no scripted answer for {model}"}, status=500)
        delay = answer.delay_s or self.default_delay_s
        if delay:
            await asyncio.sleep(delay)
        if answer.raw is not None:
            return web.Response(text=answer.raw, status=answer.status, content_type="application/json")
        return web.json_response(answer.body, status=answer.status, headers=answer.headers)

    async def start(self) -> str:
        """Serve on a free port of 127.0.0.1; returns the base URL."""
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._chat)
        self._runner, self.url = await serve_loopback(app)
        return self.url

    async def stop(self) -> None:
        """Shut the server down."""
        if self._runner is not None:
            await self._runner.cleanup()
