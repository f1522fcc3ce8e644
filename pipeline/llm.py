"""The chat-model port, and its adapter on the mistralai SDK (any Mistral-compatible server)."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

DEFAULT_PRICES: Mapping[str, tuple[float, float]] = {
    # USD per million tokens (input, output); override with ARTHUR_MISTRAL_PRICES.
    "mistral-small-latest": (0.1, 0.3),
    "mistral-medium-latest": (0.4, 2.0),
    "mistral-large-latest": (2.0, 6.0),
}


@dataclass(frozen=True)
class ToolCall:
    """One function call the model asked for; arguments may be a JSON string, an object, or garbage."""

    id: str
    name: str
    arguments: Any


@dataclass(frozen=True)
class Usage:
    """Tokens as reported by the API, and the cost estimated from configured prices."""

    model: str
    prompt_tokens: int
    completion_tokens: int
    cost_usd: float
    latency_ms: float

    def as_record(self) -> dict[str, Any]:
        """JSON shape for the turn record."""
        return {"model": self.model, "prompt_tokens": self.prompt_tokens,
                "completion_tokens": self.completion_tokens, "cost_usd": round(self.cost_usd, 8),
                "latency_ms": round(self.latency_ms, 1)}


@dataclass(frozen=True)
class Completion:
    """What the model answered: text, tool calls, usage."""

    text: str
    tool_calls: tuple[ToolCall, ...]
    usage: Usage


class LLMError(Exception):
    """The model could not be reached or answered unusably; `kind` says which."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.detail = detail


class ChatModel(Protocol):
    """A chat completion endpoint with function calling."""

    async def complete(self, model: str, messages: Sequence[Mapping[str, Any]], *,
                       tools: Sequence[Mapping[str, Any]] | None = None, json_mode: bool = False,
                       max_tokens: int | None = None, timeout_s: float = 30.0, use_tools: bool = True,
                       retry: bool = True) -> Completion:
        """One chat completion; failures raise LLMError. `use_tools=False`: the tools stay declared (the
        conversation holds their calls) but the model must answer in words; `retry=False`: one attempt only."""
        ...


def cost(prices: Mapping[str, tuple[float, float]], model: str, prompt: int, completion: int) -> float:
    """USD estimate for a call (0 for a model without a configured price)."""
    p_in, p_out = prices.get(model, (0.0, 0.0))
    return (prompt * p_in + completion * p_out) / 1_000_000


@dataclass
class MistralChat:
    """ChatModel on the official async SDK, with retries on 429/5xx/timeouts within the turn's time."""

    api_key: str
    server_url: str | None = None
    prices: Mapping[str, tuple[float, float]] = field(default_factory=lambda: dict(DEFAULT_PRICES))
    max_retry_s: float = 20.0

    def __post_init__(self) -> None:
        from mistralai.client import Mistral

        self._client = Mistral(api_key=self.api_key, server_url=self.server_url or None)

    async def complete(self, model: str, messages: Sequence[Mapping[str, Any]], *,
                       tools: Sequence[Mapping[str, Any]] | None = None, json_mode: bool = False,
                       max_tokens: int | None = None, timeout_s: float = 30.0, use_tools: bool = True,
                       retry: bool = True) -> Completion:
        """One chat completion; every transport or API problem becomes an LLMError."""
        import httpx2
        from mistralai.client import errors
        from mistralai.client.utils import BackoffStrategy, RetryConfig

        budget_ms = max(100, int(timeout_s * 1000))
        retries = RetryConfig("backoff" if retry else "none",
                              BackoffStrategy(250, 4000, 2.0, min(budget_ms, int(self.max_retry_s * 1000))),
                              retry_connection_errors=retry)
        kwargs: dict[str, Any] = {"model": model, "messages": list(messages), "temperature": 0.2,
                                  "retries": retries, "timeout_ms": budget_ms}
        if tools:
            kwargs.update(tools=list(tools), tool_choice="auto" if use_tools else "none", parallel_tool_calls=True)
        if json_mode:
            kwargs["response_format"] = {"type": "json_object"}
        if max_tokens:
            kwargs["max_tokens"] = max_tokens
        started = time.perf_counter()
        try:
            response = await self._client.chat.complete_async(**kwargs)
        except errors.SDKError as exc:
            kind = "rate_limited" if exc.status_code == 429 else "http"
            raise LLMError(kind, f"HTTP {exc.status_code}") from exc
        except errors.HTTPValidationError as exc:
            raise LLMError("rejected", "the server rejected the request (422)") from exc
        except errors.ResponseValidationError as exc:
            raise LLMError("bad_response", "the server's answer did not parse") from exc
        except httpx2.TimeoutException as exc:
            raise LLMError("timeout", type(exc).__name__) from exc
        except httpx2.HTTPError as exc:
            raise LLMError("connection", type(exc).__name__) from exc
        except Exception as exc:  # the SDK raises a few other kinds; none may crash a turn
            raise LLMError("unexpected", type(exc).__name__) from exc
        latency = (time.perf_counter() - started) * 1000
        if response is None or not response.choices:
            raise LLMError("bad_response", "no choices in the answer")
        message = response.choices[0].message
        if message is None:
            raise LLMError("bad_response", "no message in the answer")
        text = message.content if isinstance(message.content, str) else _flatten(message.content)
        calls = tuple(
            ToolCall(id=tc.id or f"call_{i}", name=tc.function.name, arguments=tc.function.arguments)
            for i, tc in enumerate(message.tool_calls or [])
        )
        prompt = int(getattr(response.usage, "prompt_tokens", 0) or 0)
        completion = int(getattr(response.usage, "completion_tokens", 0) or 0)
        usage = Usage(model=model, prompt_tokens=prompt, completion_tokens=completion,
                      cost_usd=cost(self.prices, model, prompt, completion), latency_ms=latency)
        return Completion(text=text or "", tool_calls=calls, usage=usage)


def _flatten(content: Any) -> str:
    if not content:
        return ""
    parts = []
    for chunk in content:
        text = getattr(chunk, "text", None)
        if isinstance(text, str):
            parts.append(text)
    return "".join(parts)
