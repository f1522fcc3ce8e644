"""Prompt and completion tokens per exchange over the honesty corpus, counted offline with mistral-common.

Counts what the pipeline really sent (router + every specialist iteration, full tool set) with the tekken
tokenizer bundled in mistral-common: close estimates, not billing figures. Target: median ≤ 3,500 per exchange.
Run: pip install mistral-common && python bench/tokens.py
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.honesty import earlier, replay
from pipeline.actions import CATALOG


def main() -> None:
    from mistral_common.protocol.instruct.request import ChatCompletionRequest
    from mistral_common.tokens.tokenizers.mistral import MistralTokenizer

    tokenizer = MistralTokenizer.v3(is_tekken=True)

    def prompt_tokens(request: dict[str, Any]) -> int:
        messages = [dict(m) for m in request["messages"]]
        extra = 0
        for m in messages:
            if m.get("content") is None:
                m["content"] = ""
            if m.get("role") == "assistant" and m.get("tool_calls") and m["content"]:
                extra += text_tokens(str(m["content"]))  # the tokenizer takes text or calls in one message, not both
                m["content"] = ""
        req = ChatCompletionRequest.from_openai(messages, tools=request.get("tools"))
        return len(tokenizer.encode_chat_completion(req).tokens) + extra

    def text_tokens(text: str) -> int:
        return len(tokenizer.instruct_tokenizer.tokenizer.encode(text, bos=False, eos=False))

    sent: list[list[dict[str, Any]]] = []
    results = asyncio.run(replay(earlier(), sent))
    per_exchange, prompts, completions, calls_per_exchange = [], [], [], []
    for (case, _record, _ms), requests in zip(results, sent, strict=True):
        p = sum(prompt_tokens(r) for r in requests)
        c = text_tokens(json.dumps({"agent": case.agent, "domain": "DAILY"}))
        for text, calls in case.steps:
            c += text_tokens(text or "") + sum(text_tokens(json.dumps({"name": n, "arguments": a})) for n, a in calls)
        prompts.append(p)
        completions.append(c)
        per_exchange.append(p + c)
        calls_per_exchange.append(len(requests))
    tools = {agent: prompt_tokens({"messages": [{"role": "user", "content": "x"}],
                                   "tools": CATALOG.tools_for(agent)}) - prompt_tokens(
        {"messages": [{"role": "user", "content": "x"}]}) for agent in ("steward", "mentor")}
    q = statistics.quantiles(per_exchange, n=10)
    print(f"exchanges: {len(per_exchange)}; model calls per exchange: median {statistics.median(calls_per_exchange)}")
    print(f"tool schemas: steward {len(CATALOG.tools_for('steward'))} tools = {tools['steward']} tokens, "
          f"mentor {len(CATALOG.tools_for('mentor'))} tools = {tools['mentor']} tokens")
    print(f"prompt tokens per exchange: median {statistics.median(prompts):.0f}, max {max(prompts)}")
    print(f"completion tokens per exchange: median {statistics.median(completions):.0f}, max {max(completions)}")
    print(f"total tokens per exchange: median {statistics.median(per_exchange):.0f} (target ≤ 3,500), "
          f"p90 {q[8]:.0f}, max {max(per_exchange)}")


if __name__ == "__main__":
    main()
