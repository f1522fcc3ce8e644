"""A small Bot API-compatible server on 127.0.0.1 that the real python-telegram-bot talks to.

Bot side: getMe, getUpdates (long polling, offsets), sendMessage, editMessageText, answerCallbackQuery,
sendChatAction, setMyCommands, deleteWebhook, setWebhook, sendVoice, sendPhoto, sendDocument, sendLocation,
sendVenue, getFile and file downloads. Test side: push a user's text, voice, photo, document, location, venue,
forward, edit, any other message, or button press; read what the bot sent; inject faults.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import random
import time
from collections import defaultdict, deque
from dataclasses import dataclass, field
from typing import Any

import aiohttp
from aiohttp import web

from tests.loopback import serve_loopback


@dataclass
class Fault:
    """What to do instead of answering a method normally."""

    kind: str  # "429" | "timeout" (hangs, never shown) | "slow" (hangs, then shown) | "500" | "network"
    retry_after: int = 1
    delay_s: float = 0.0


@dataclass
class Sent:
    """One call the bot made that shows something to a user."""

    method: str
    chat_id: int
    text: str = ""
    payload: dict[str, Any] = field(default_factory=dict)
    message_id: int = 0
    at: float = 0.0


class FakeBotAPI:
    """The fake server. Several tokens may share it; updates are per bot."""

    def __init__(self) -> None:
        self.updates: dict[str, list[dict[str, Any]]] = defaultdict(list)
        self.confirmed: dict[str, int] = defaultdict(int)
        self.sent: list[Sent] = []
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.deleted: list[tuple[int, int]] = []  # (chat, message) taken out of the chat by the bot
        self.faults: dict[str, deque[Fault]] = defaultdict(deque)
        self.files: dict[str, bytes] = {}
        self.commands: dict[str | None, list[dict[str, Any]]] = {}
        self.webhooks: dict[str, tuple[str, str | None]] = {}
        self.chaos: dict[str, list[tuple[float, Fault]]] = {}  # method -> [(probability, fault)]
        self.chaos_rng = random.Random(7)
        self.fault_log: list[tuple[str, int | None, Fault, float, str]] = []  # method, chat, fault, time, text
        self._update_ids = itertools.count(1000)
        self.pushed: dict[int, dict[str, Any]] = {}  # update id -> the update, as pushed
        self.languages: dict[int, str] = {}  # user id -> the language_code their client reports
        self.rejected_tokens: set[str] = set()  # answered 401 Unauthorized, as Telegram answers a revoked token
        self._message_ids = itertools.count(1)
        self._file_ids = itertools.count(1)
        self._new_update = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self._client: aiohttp.ClientSession | None = None
        self.url = ""

    # --- test side -------------------------------------------------------------------------------

    def user(self, user_id: int, language: str = "en") -> dict[str, Any]:
        return {"id": user_id, "is_bot": False, "first_name": f"User{user_id}", "language_code": language}

    def _message(self, user_id: int, chat_id: int | None, **extra: Any) -> dict[str, Any]:
        chat_id = chat_id if chat_id is not None else user_id
        chat = {"id": chat_id, "type": "private" if chat_id > 0 else "group", "first_name": "x"}
        if chat_id < 0:
            chat["title"] = "group"
        return {"message_id": next(self._message_ids), "date": int(time.time()), "chat": chat,
                "from": self.user(user_id, self.languages.get(user_id, "en")), **extra}

    async def push(self, token: str, update: dict[str, Any], redeliver: bool = False) -> int:
        """Deliver an update (to the webhook if one is set, else to getUpdates); returns its id.

        `redeliver` hands out the update even below the confirmed offset, as happens when a bot's final
        confirmation was lost: the same update arrives twice.
        """
        if "update_id" in update:  # later automatic ids stay above explicit ones, as Telegram's do
            self._update_ids = itertools.count(max(next(self._update_ids), int(update["update_id"]) + 1))
        else:
            update["update_id"] = next(self._update_ids)
        if redeliver:
            update["_redeliver"] = True
        self.pushed[int(update["update_id"])] = update
        hook = self.webhooks.get(token)
        if hook is not None:
            url, secret = hook
            headers = {"X-Telegram-Bot-Api-Secret-Token": secret} if secret else {}
            assert self._client is not None
            async with self._client.post(url, json=update, headers=headers) as response:
                response.raise_for_status()
        else:
            self.updates[token].append(update)
            self._new_update.set()
        return int(update["update_id"])

    async def push_text(self, token: str, user_id: int, text: str, chat_id: int | None = None,
                        update_id: int | None = None) -> int:
        """A user sends a text (commands get their bot_command entity, as Telegram does)."""
        extra: dict[str, Any] = {"text": text}
        if text.startswith("/"):
            extra["entities"] = [{"type": "bot_command", "offset": 0, "length": len(text.split()[0])}]
        update: dict[str, Any] = {"message": self._message(user_id, chat_id, **extra)}
        if update_id is not None:
            update["update_id"] = update_id
        return await self.push(token, update, redeliver=update_id is not None)

    async def push_voice(self, token: str, user_id: int, data: bytes, duration: int, mime: str = "audio/ogg",
                         kind: str = "voice") -> int:
        """A user sends a voice note (or an audio file / document with kind='audio'/'document')."""
        file_id = f"file{next(self._file_ids)}"
        self.files[file_id] = data
        media: dict[str, Any] = {"file_id": file_id, "file_unique_id": file_id + "u", "file_size": len(data),
                                 "mime_type": mime}
        if kind in ("voice", "audio"):
            media["duration"] = duration
        if kind == "document":
            media["file_name"] = "note.ogg"
        return await self.push(token, {"message": self._message(user_id, None, **{kind: media})})

    def add_file(self, data: bytes) -> str:
        """Make `data` downloadable; returns its file_id."""
        file_id = f"file{next(self._file_ids)}"
        self.files[file_id] = data
        return file_id

    async def push_message(self, token: str, user_id: int, chat_id: int | None = None, **fields: Any) -> int:
        """A user sends a message with any content fields (Bot API JSON)."""
        return await self.push(token, {"message": self._message(user_id, chat_id, **fields)})

    async def push_photo(self, token: str, user_id: int, data: bytes, caption: str | None = None,
                         width: int = 1280, height: int = 960) -> int:
        """A photo, as Telegram sends one: a small preview size first, then the full size (`data`)."""
        sizes = [{"file_id": self.add_file(data[:64]), "file_unique_id": "thumb", "width": 90, "height": 67,
                  "file_size": 64},
                 {"file_id": self.add_file(data), "file_unique_id": f"u{len(self.files)}", "width": width,
                  "height": height, "file_size": len(data)}]
        return await self.push_message(token, user_id, photo=sizes, **({"caption": caption} if caption else {}))

    async def push_document(self, token: str, user_id: int, data: bytes, file_name: str, mime: str,
                            caption: str | None = None, size: int | None = None) -> int:
        """A file; `size` claims another file_size than the bytes' (an oversized file is never downloaded)."""
        document = {"file_id": self.add_file(data), "file_unique_id": f"u{len(self.files)}", "file_name": file_name,
                    "mime_type": mime, "file_size": len(data) if size is None else size}
        return await self.push_message(token, user_id, document=document,
                                       **({"caption": caption} if caption else {}))

    async def push_location(self, token: str, user_id: int, latitude: float, longitude: float,
                            live_period: int | None = None, title: str | None = None,
                            address: str | None = None) -> int:
        """A location (a live one with `live_period`), or a venue when `title` and `address` are given."""
        location: dict[str, Any] = {"latitude": latitude, "longitude": longitude}
        if live_period:
            location["live_period"] = live_period
        if title is not None and address is not None:
            return await self.push_message(token, user_id, location=location,
                                           venue={"location": location, "title": title, "address": address})
        return await self.push_message(token, user_id, location=location)

    async def push_forward(self, token: str, user_id: int, text: str, origin_name: str) -> int:
        """A text forwarded from another user."""
        origin = {"type": "user", "date": int(time.time()) - 3600,
                  "sender_user": {"id": 555, "is_bot": False, "first_name": origin_name}}
        return await self.push_message(token, user_id, text=text, forward_origin=origin)

    async def push_edit(self, token: str, user_id: int, update_id: int, text: str) -> int:
        """The user edits the message an earlier update brought."""
        message = dict(self.pushed[update_id]["message"])
        message.update({"text": text, "edit_date": int(time.time())})
        message.pop("entities", None)
        return await self.push(token, {"edited_message": message})

    async def press(self, token: str, user_id: int, sent: Sent, data: str) -> int:
        """A user presses an inline button on a message the bot sent."""
        message = {"message_id": sent.message_id, "date": int(time.time()),
                   "chat": {"id": sent.chat_id, "type": "private", "first_name": "x"},
                   "from": {"id": int(token.split(":")[0]), "is_bot": True, "first_name": "Arthur"},
                   "text": sent.text}
        query = {"id": str(next(self._update_ids)), "from": self.user(user_id, self.languages.get(user_id, "en")),
                 "message": message,
                 "chat_instance": "ci", "data": data}
        return await self.push(token, {"callback_query": query})

    def fail(self, method: str, *faults: Fault) -> None:
        """The next calls of `method` fail as described, in order."""
        self.faults[method].extend(faults)

    def to(self, chat_id: int, method: str | None = None) -> list[Sent]:
        """What the bot showed in a chat."""
        return [s for s in self.sent if s.chat_id == chat_id and (method is None or s.method == method)]

    async def wait_for(self, predicate: Any, timeout: float = 10.0) -> None:
        """Wait until predicate() is true."""
        deadline = time.monotonic() + timeout
        while not predicate():
            if time.monotonic() > deadline:
                raise TimeoutError("condition not met; bot sent: " + repr([(s.method, s.text) for s in self.sent]))
            await asyncio.sleep(0.01)

    # --- bot side --------------------------------------------------------------------------------

    async def _params(self, request: web.Request) -> dict[str, Any]:
        if request.content_type == "application/json":
            return dict(await request.json())
        form = await request.post()
        params: dict[str, Any] = {}
        for key, value in form.items():
            if isinstance(value, web.FileField):
                params[key] = value.file.read()
            else:
                try:
                    params[key] = json.loads(value)
                except (TypeError, ValueError):
                    params[key] = value
        return params

    async def _method(self, request: web.Request) -> web.StreamResponse:
        token, method = request.match_info["token"], request.match_info["method"]
        params = await self._params(request)
        self.calls.append((method, params))
        if token in self.rejected_tokens:
            return web.json_response({"ok": False, "error_code": 401, "description": "Unauthorized"}, status=401)
        queue = self.faults.get(method)
        fault = queue.popleft() if queue else self._chaos(method)
        if fault is not None:
            chat = params.get("chat_id")
            self.fault_log.append((method, int(chat) if chat is not None else None, fault, time.monotonic(),
                                   str(params.get("text", ""))))
            if fault.kind == "429":
                return web.json_response({"ok": False, "error_code": 429,
                                          "description": f"Too Many Requests: retry after {fault.retry_after}",
                                          "parameters": {"retry_after": fault.retry_after}}, status=429)
            if fault.kind == "500":
                return web.json_response({"ok": False, "error_code": 500, "description": "Internal"}, status=500)
            if fault.kind == "timeout":
                await asyncio.sleep(fault.delay_s or 30)
                return web.json_response({"ok": False, "error_code": 504, "description": "Gateway Timeout"},
                                         status=504)
            if fault.kind == "slow":
                await asyncio.sleep(fault.delay_s or 30)
            if fault.kind == "network":
                assert request.transport is not None
                request.transport.close()
                return web.Response(status=500)
        handler = getattr(self, f"_m_{method}", None)
        if handler is None:
            return web.json_response({"ok": False, "error_code": 404, "description": f"unknown {method}"},
                                     status=404)
        result = await handler(token, params)
        return web.json_response({"ok": True, "result": result})

    def _chaos(self, method: str) -> Fault | None:
        roll = self.chaos_rng.random()
        for probability, fault in self.chaos.get(method, []):
            if roll < probability:
                return fault
            roll -= probability
        return None

    def _bot(self, token: str) -> dict[str, Any]:
        return {"id": int(token.split(":")[0]), "is_bot": True, "first_name": "Arthur", "username": "arthur_bot",
                "can_join_groups": True, "can_read_all_group_messages": False, "supports_inline_queries": False}

    async def _m_getMe(self, token: str, p: dict[str, Any]) -> Any:
        return self._bot(token)

    async def _m_getUpdates(self, token: str, p: dict[str, Any]) -> Any:
        offset = int(p.get("offset") or 0)
        if offset:
            self.confirmed[token] = max(self.confirmed[token], offset)
            self.updates[token] = [u for u in self.updates[token]
                                   if u["update_id"] >= offset or u.get("_redeliver")]
        deadline = time.monotonic() + float(p.get("timeout") or 0)
        while True:
            pending = [u for u in self.updates[token] if u["update_id"] >= offset or u.get("_redeliver")]
            if pending or time.monotonic() >= deadline:
                batch = pending[: int(p.get("limit") or 100)]
                for u in batch:
                    if u.pop("_redeliver", None):
                        self.updates[token].remove(u)
                return batch
            self._new_update.clear()
            with_timeout = max(0.0, min(0.5, deadline - time.monotonic()))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._new_update.wait(), with_timeout)

    def _record(self, method: str, token: str, p: dict[str, Any], shown: str = "", **extra: Any) -> dict[str, Any]:
        message_id = next(self._message_ids)
        chat_id = int(p["chat_id"])
        self.sent.append(Sent(method, chat_id, shown, p, message_id, time.monotonic()))
        return {"message_id": message_id, "date": int(time.time()),
                "chat": {"id": chat_id, "type": "private" if chat_id > 0 else "group", "first_name": "x"},
                "from": self._bot(token), **extra}

    async def _m_sendMessage(self, token: str, p: dict[str, Any]) -> Any:
        extra = {"text": p["text"]}
        if "reply_markup" in p:
            extra["reply_markup"] = p["reply_markup"]
        return self._record("sendMessage", token, p, p["text"], **extra)

    async def _m_editMessageText(self, token: str, p: dict[str, Any]) -> Any:
        self.sent.append(Sent("editMessageText", int(p["chat_id"]), p["text"], p, int(p["message_id"]),
                              time.monotonic()))
        return {"message_id": int(p["message_id"]), "date": int(time.time()), "text": p["text"],
                "chat": {"id": int(p["chat_id"]), "type": "private", "first_name": "x"}}

    async def _m_deleteMessage(self, token: str, p: dict[str, Any]) -> Any:
        self.deleted.append((int(p["chat_id"]), int(p["message_id"])))
        return True

    async def _m_sendVoice(self, token: str, p: dict[str, Any]) -> Any:
        voice = p.get("voice", b"")
        return self._record("sendVoice", token, p, p.get("caption", ""),
                            voice={"file_id": "v", "file_unique_id": "vu", "duration": 1,
                                   "file_size": len(voice) if isinstance(voice, bytes) else 0})

    async def _m_sendPhoto(self, token: str, p: dict[str, Any]) -> Any:
        return self._record("sendPhoto", token, p, p.get("caption", ""),
                            photo=[{"file_id": "p", "file_unique_id": "pu", "width": 1, "height": 1}])

    async def _m_sendDocument(self, token: str, p: dict[str, Any]) -> Any:
        return self._record("sendDocument", token, p, p.get("caption", ""),
                            document={"file_id": str(p.get("document")), "file_unique_id": "du"})

    async def _m_sendLocation(self, token: str, p: dict[str, Any]) -> Any:
        return self._record("sendLocation", token, p, "",
                            location={"latitude": float(p["latitude"]), "longitude": float(p["longitude"])})

    async def _m_sendVenue(self, token: str, p: dict[str, Any]) -> Any:
        location = {"latitude": float(p["latitude"]), "longitude": float(p["longitude"])}
        return self._record("sendVenue", token, p, str(p.get("title", "")),
                            venue={"location": location, "title": p["title"], "address": p["address"]})

    async def _m_answerCallbackQuery(self, token: str, p: dict[str, Any]) -> Any:
        return True

    async def _m_sendChatAction(self, token: str, p: dict[str, Any]) -> Any:
        return True

    async def _m_setMyCommands(self, token: str, p: dict[str, Any]) -> Any:
        self.commands[p.get("language_code")] = p["commands"]
        return True

    async def _m_deleteWebhook(self, token: str, p: dict[str, Any]) -> Any:
        self.webhooks.pop(token, None)
        return True

    async def _m_setWebhook(self, token: str, p: dict[str, Any]) -> Any:
        self.webhooks[token] = (p["url"], p.get("secret_token"))
        return True

    async def _m_getFile(self, token: str, p: dict[str, Any]) -> Any:
        file_id = p["file_id"]
        return {"file_id": file_id, "file_unique_id": file_id + "u", "file_size": len(self.files[file_id]),
                "file_path": f"voice/{file_id}.oga"}

    async def _download(self, request: web.Request) -> web.StreamResponse:
        file_id = request.match_info["path"].rsplit("/", 1)[-1].split(".")[0]
        if file_id not in self.files:
            return web.Response(status=404)
        return web.Response(body=self.files[file_id], content_type="application/octet-stream")

    def _app(self) -> web.Application:
        """The Bot API routes."""
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_post("/bot{token}/{method}", self._method)
        app.router.add_get("/bot{token}/{method}", self._method)
        app.router.add_get("/file/bot{token}/{path:.+}", self._download)
        return app

    async def start(self) -> str:
        """Serve on a free port of 127.0.0.1; returns the base URL (for ARTHUR_TELEGRAM_BASE_URL)."""
        self._runner, self.url = await serve_loopback(self._app())
        self._client = aiohttp.ClientSession()
        return self.url

    async def stop(self) -> None:
        if self._client is not None:
            await self._client.close()
        if self._runner is not None:
            await self._runner.cleanup()
