"""The Telegram channel: a gate on arrival, one handler per update kind, the durable inbox around each turn."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import warnings
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from telegram import Bot, BotCommand, InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.constants import ChatAction, ChatType
from telegram.ext import ContextTypes

from bot.charts import weekly_chart
from bot.delivery import deliver, edit_kwargs
from bot.dispatcher import REMINDER
from bot.lines import let_next_in
from pipeline import catalog
from pipeline.archive import AFTER_REPLY_LINGER_S
from pipeline.context import Caller, Clock, OwnerRef
from pipeline.executor import Call, Executor
from pipeline.intents import IntentEngine, Understood
from pipeline.outcomes import Ok, PendingConfirmation
from pipeline.render import report
from pipeline.rules.formats import moment_label
from pipeline.rules.misheard import doubt
from pipeline.speech import speakable
from pipeline.turn import TurnInput, TurnRecord, Turns
from stores import inbox, ledger, projects
from stores.batching import Batched
from stores.direct import Direct
from stores.models import Owner
from voice.audio import AudioError, encode_ogg_opus, probe_seconds
from voice.stt import Transcriber
from voice.tts import Synthesizer

log = logging.getLogger(__name__)

STRANGER = "This is a private assistant. Sorry, I can't help you."
CONFIRM, CANCEL = "cf:", "cx:"
MEMORY = "mm:"  # mm:forget:ID


@dataclass(frozen=True)
class Access:
    """Who may talk to Arthur."""

    users: frozenset[int]
    group_chats: frozenset[int]


def _kind(update: Update) -> tuple[str, str]:
    if update.callback_query is not None:
        return "button", update.callback_query.data or ""
    message = update.effective_message
    if message is not None and (message.voice or message.audio or message.document):
        return "voice", "(voice note)"
    text = (message.text or message.caption or "") if message else ""
    return ("command" if text.startswith("/") else "text"), text


@dataclass(frozen=True)
class Voice:
    """The voice engines and the limits on what they accept."""

    transcriber: Transcriber
    synthesizer: Synthesizer | None
    intents: IntentEngine
    max_seconds: float = 300.0
    max_bytes: int = 20 * 1024 * 1024  # what getFile can download


class TelegramChannel:
    """Turns Telegram updates into turns and turns into messages, and never answers twice."""

    def __init__(self, turns: Turns, executor: Executor, sessions: async_sessionmaker[AsyncSession], db: Direct,
                 clock: Clock, access: Access, bot_id: int, voice: Voice | None = None) -> None:
        self._turns = turns
        self._executor = executor
        self._sessions = sessions
        self._db = db
        # Arrivals of one poll, and updates closed in the same moment, share one statement. A text's update is
        # closed once its reply is out, by nobody waiting: that one lingers (see AFTER_REPLY_LINGER_S).
        self._receipts: Batched[inbox.Arrival, bool] = Batched(lambda rows: inbox.claim_many(db, rows))
        self._finishes: Batched[inbox.Finished, None] = Batched(lambda rows: inbox.finish_many(db, rows))
        self._finishes_after_reply: Batched[inbox.Finished, None] = Batched(
            lambda rows: inbox.finish_many(db, rows), linger_s=AFTER_REPLY_LINGER_S)
        self._clock = clock
        self._access = access
        self._bot_id = bot_id
        self._voice = voice

    # --- on receipt: the gate ------------------------------------------------------------------------

    async def receive(self, update: Update) -> bool:
        """Runs the moment an update arrives, before it waits for its chat's earlier updates: strangers get one
        fixed reply and nothing else, duplicates stop here, and the rest is recorded (True: handle it).

        Recording on arrival, not when the turn starts, is what makes the inbox durable: once the next poll
        confirms an update, Telegram forgets it, while it may still be queued behind a slow turn."""
        user, chat = update.effective_user, update.effective_chat
        if user is None or chat is None:
            return False
        if user.id not in self._access.users:
            log.warning("audit: refused update %s from user %s in chat %s", update.update_id, user.id, chat.id)
            if update.callback_query is not None:
                with contextlib.suppress(Exception):
                    await update.callback_query.answer(STRANGER)
            elif chat.type == ChatType.PRIVATE:
                await deliver(update.get_bot(), chat.id, STRANGER, attempts=2)
            return False
        if chat.type != ChatType.PRIVATE and chat.id not in self._access.group_chats:
            log.info("ignored update %s from group %s", update.update_id, chat.id)
            return False
        owner = await self._executor.owner(str(user.id))
        kind, text = _kind(update)
        fresh = await self._receipts(inbox.Arrival(self._bot_id, update.update_id, owner.id, chat.id, kind,
                                                         text, self._clock.now()))
        if not fresh:
            log.info("duplicate update %s ignored", update.update_id)
        return fresh

    # --- group 0: one handler per kind -------------------------------------------------------------

    async def on_text(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A text or command message: one turn, one reply (split if long), buttons for confirmations."""
        message, chat, user = update.effective_message, update.effective_chat, update.effective_user
        assert message is not None and chat is not None and user is not None
        await self._answer(context.bot, chat.id, str(user.id), message.text or "", update.update_id,
                           _lang(user.language_code))

    async def _answer(self, bot: Bot, chat_id: int, user: str, text: str, update_id: int, lang: str) -> None:
        """One turn for a text, its reply with any buttons, then the update is closed.

        Once the reply is out, the chat's next message may start (`let_next_in`): this turn's archive write and
        inbox closing finish meanwhile, side by side. The archive keeps each conversation's writes in order
        and lets reads wait for them."""
        typing = _Typing(bot, chat_id)
        finishing: list[asyncio.Task[None]] = []

        async def send(record: TurnRecord) -> str:
            typing.stop()
            markup = _buttons(record.pending[0], lang) if record.pending else _memory_buttons(record)
            delivery = await deliver(bot, chat_id, record.reply, markup)
            await self._send_chart(bot, chat_id, record)
            finishing.append(asyncio.create_task(self._finish(update_id, delivery.status, after_reply=True)))
            let_next_in()
            return delivery.status

        try:
            record = await self._turns.handle(TurnInput(
                owner_external_id=user, text=text, channel="telegram",
                external_id=f"telegram:{self._bot_id}:{update_id}", session_key=f"telegram:{chat_id}"), send)
        except Exception:
            if not finishing:
                raise  # before the reply: the error handler answers honestly
            # After it, the owner has their answer: the error handler must not answer a second time.
            log.exception("a turn failed after its reply was sent")
        finally:
            typing.stop()
        if finishing:
            try:
                await finishing[0]
            except Exception:
                log.exception("update %s could not be closed after its reply was sent", update_id)
            return
        await self._finish(update_id, record.delivery or "failed")

    async def _send_chart(self, bot: Bot, chat_id: int, record: TurnRecord) -> None:
        """The weekly briefing comes with its bar chart; a chart that fails never hides the text."""
        for call in record.actions:
            data = call.outcome.data if isinstance(call.outcome, Ok) else None
            if isinstance(data, dict) and data.get("briefing") == "weekly":
                try:
                    png = await asyncio.to_thread(weekly_chart, data["per_day"], data["week_of"])
                    await bot.send_photo(chat_id, png)
                except Exception:
                    log.exception("could not send the weekly chart")

    async def on_voice(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A voice note (or an audio file): limits first, then transcribe, show what was heard, act, speak."""
        message, chat, user = update.effective_message, update.effective_chat, update.effective_user
        assert message is not None and chat is not None and user is not None
        owner = await self._executor.owner(str(user.id))
        fr = owner.language == "fr"
        media = message.voice or message.audio or message.document
        if self._voice is None or media is None:
            text = ("Je ne traite pas les messages vocaux ici. Rien n'a été enregistré." if fr
                    else "Voice notes are not enabled here. Nothing was saved.")
            await self._finish(update.update_id, (await deliver(context.bot, chat.id, text)).status)
            return
        limit = self._voice.max_seconds
        size = media.file_size or 0
        duration = _duration(media)
        if size > self._voice.max_bytes or duration > limit:
            text = (f"Ce message fait {size / 1e6:.1f} Mo et {duration:.0f} s ; j'accepte jusqu'à 20 Mo et "
                    f"{limit:.0f} s. Rien n'a été enregistré." if fr else
                    f"That voice note is {size / 1e6:.1f} MB and {duration:.0f} s long; I take up to 20 MB and "
                    f"{limit:.0f} s. Nothing was saved.")
            await self._finish(update.update_id, (await deliver(context.bot, chat.id, text)).status)
            return
        heard = ""
        async with self._typing(context.bot, chat.id, ChatAction.RECORD_VOICE):
            try:
                data = bytes(await (await media.get_file()).download_as_bytearray())
                seconds = await asyncio.to_thread(probe_seconds, data)
                if seconds > limit:
                    raise AudioError(f"{seconds:.0f} s is over the limit")
                transcript = await self._voice.transcriber.transcribe(data, await self._project_names(owner))
                heard = transcript.text.strip()
            except AudioError as exc:
                log.info("undecodable audio in update %s: %s", update.update_id, exc)
        if not heard:
            text = ("Je n'ai pas réussi à comprendre ce message vocal. Rien n'a été enregistré." if fr
                    else "I couldn't make out that voice note. Nothing was saved.")
            await self._finish(update.update_id, (await deliver(context.bot, chat.id, text)).status)
            return
        await deliver(context.bot, chat.id, ("🎙 J'ai entendu : " if fr else "🎙 I heard: ") + heard)
        if await self._doubtful_date(context.bot, chat.id, owner, heard):
            await self._finish(update.update_id, "sent")
            return

        async def send(record: TurnRecord) -> str:
            markup = _buttons(record.pending[0], owner.language) if record.pending else None
            delivery = await deliver(context.bot, chat.id, record.reply, markup)
            await self._speak(context.bot, chat.id, record.reply, owner.language)
            return delivery.status

        record = await self._turns.handle(TurnInput(
            owner_external_id=str(user.id), text=heard, channel="voice",
            external_id=f"telegram:{self._bot_id}:{update.update_id}", session_key=f"telegram:{chat.id}"), send)
        await self._finish(update.update_id, record.delivery or "failed")

    async def _doubtful_date(self, bot: Bot, chat_id: int, owner: OwnerRef, heard: str) -> bool:
        """A reminder whose date contradicts today is not acted on: quote what was heard and ask."""
        assert self._voice is not None
        now_local = self._clock.now().astimezone(owner.zone)
        understood = self._voice.intents.understand(heard, owner.language, now_local)
        if not isinstance(understood, Understood) or understood.action != "create_reminder":
            return False
        due = datetime.strptime(understood.arguments["due"], "%Y-%m-%d %H:%M")
        suspicion = doubt(heard, due, now_local)
        if suspicion is None:
            return False
        lang = owner.language
        was = moment_label(due, lang)
        meant = moment_label(suspicion.proposed, lang)
        if lang == "fr":
            why = "c'est déjà passé" if suspicion.reason == "in_the_past" else "ça ne colle pas avec la phrase"
            prompt = f"J'ai entendu « {heard} », soit le {was} — {why}. Voulais-tu dire le {meant} ?"
        else:
            why = "that is in the past" if suspicion.reason == "in_the_past" else "that doesn't fit the sentence"
            prompt = f"I heard \"{heard}\", which would be {was} — {why}. Did you mean {meant}?"
        outcome = await self._executor.ask(
            owner, Caller("intent"), "create_reminder",
            {**understood.arguments, "due": f"{suspicion.proposed:%Y-%m-%d %H:%M}"}, prompt)
        if isinstance(outcome, PendingConfirmation):
            await deliver(bot, chat_id, prompt, _buttons(outcome, lang))
            await self._speak(bot, chat_id, prompt, lang)
        else:
            await deliver(bot, chat_id, report([Call("create_reminder", {}, outcome)], lang))
        return True

    async def _speak(self, bot: Bot, chat_id: int, text: str, language: str) -> None:
        """The voice variant of a reply, as a Telegram voice note; the text has already gone out."""
        if self._voice is None or self._voice.synthesizer is None:
            return
        try:
            speech = await self._voice.synthesizer.synthesize(speakable(text, 3, language))
            if speech.seconds <= 0:
                return
            ogg = await asyncio.to_thread(encode_ogg_opus, speech)
            await bot.send_voice(chat_id, ogg, duration=max(1, round(speech.seconds)))
        except Exception:
            log.exception("could not speak the reply")

    async def _project_names(self, owner: OwnerRef) -> str | None:
        """Proper nouns help Whisper: the owner's project names go in its initial prompt."""
        async with self._sessions() as s:
            names = [p.name for p in await projects.listing(s, owner.id, include_done=True)][:20]
        return ", ".join(names) if names else None

    async def on_button(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Confirm or Cancel: only for the owner it was sent to, once; the message shows the outcome."""
        query = update.callback_query
        assert query is not None
        data = query.data or ""
        owner = await self._executor.owner(str(query.from_user.id))
        if data.startswith(REMINDER):
            await self._reminder_button(update, owner, data)
            return
        if data.startswith(MEMORY):
            await self._memory_button(update, owner, data)
            return
        if not data.startswith((CONFIRM, CANCEL)):
            await query.answer()
            await self._finish(update.update_id, "sent")
            return
        name, outcome = await self._executor.resolve(owner, Caller("button"), data[3:], accept=data.startswith(CONFIRM))
        await self._settle_button(update, report([Call(name, {}, outcome)], owner.language))

    async def _settle_button(self, update: Update, result: str) -> None:
        """Answer the press, show what finally happened under the message (buttons removed), close the update."""
        query = update.callback_query
        assert query is not None
        with contextlib.suppress(Exception):
            await query.answer(result[:190])
        status = "sent"
        before = getattr(query.message, "text", "") or ""
        try:
            await query.edit_message_text(**edit_kwargs(f"{before}\n\n{result}"), reply_markup=None)
        except Exception:
            log.exception("could not edit the message under the button")
            status = "failed"
        await self._finish(update.update_id, status)

    async def _reminder_button(self, update: Update, owner: OwnerRef, data: str) -> None:
        """Done / +10 min / Tomorrow on a pushed reminder, through the same executor as everything else."""
        query = update.callback_query
        assert query is not None
        _, verb, raw_id = [*data.split(":"), "", ""][:3]
        if not raw_id.isdigit() or verb not in ("done", "snooze", "tomorrow"):
            await query.answer()
            await self._finish(update.update_id, "sent")
            return
        reminder_id = int(raw_id)
        args: dict[str, object]
        if verb == "done":
            name, args = "complete_reminder", {"reminder_id": reminder_id}
        elif verb == "snooze":
            name, args = "snooze_reminder", {"reminder_id": reminder_id, "minutes": 10}
        else:
            tomorrow = self._clock.now().astimezone(owner.zone) + timedelta(days=1)
            name, args = "snooze_reminder", {"reminder_id": reminder_id, "until": f"{tomorrow:%Y-%m-%d %H:%M}"}
        outcome = await self._executor.run(owner, Caller("button"), name, args)
        await self._settle_button(update, report([Call(name, args, outcome)], owner.language))

    async def _memory_button(self, update: Update, owner: OwnerRef, data: str) -> None:
        """Forget #N under /memory: retires the fact through the executor; the button row stays for the rest."""
        query = update.callback_query
        assert query is not None and query.message is not None
        raw = data.rsplit(":", 1)[-1]
        outcome = await self._executor.run(owner, Caller("button"), "retire_memory",
                                           {"memory_id": int(raw) if raw.isdigit() else 0})
        result = report([Call("retire_memory", {}, outcome)], owner.language)
        with contextlib.suppress(Exception):
            await query.answer(result[:190])
        delivery = await deliver(update.get_bot(), query.message.chat.id, result)
        await self._finish(update.update_id, delivery.status)

    async def on_error(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Log, then tell the owner plainly, with what the ledger shows was done."""
        log.error("error while handling an update", exc_info=context.error)
        if not isinstance(update, Update) or update.effective_chat is None or update.effective_user is None:
            return
        if update.effective_user.id not in self._access.users:
            return
        owner = await self._executor.owner(str(update.effective_user.id))
        _, text = _kind(update)
        done = await self._what_was_done(owner, update.update_id)
        if owner.language == "fr":
            body = ("Voici ce qui a été fait : " + " ".join(done)) if done else "Rien n'a été fait."
        else:
            body = ("Here is what was done: " + " ".join(done)) if done else "Nothing was done."
        lead = ("Quelque chose a échoué de mon côté pendant « {t} »." if owner.language == "fr"
                else "Something failed on my side while handling '{t}'.").format(t=_short(text))
        delivery = await deliver(context.bot, update.effective_chat.id, f"{lead} {body}")
        await self._finish(update.update_id, delivery.status, status="failed")

    # --- start-up ------------------------------------------------------------------------------------

    async def startup(self, bot: Bot) -> None:
        """Set the command menu from the catalog, fill the database pool, and report turns a previous run left
        unfinished."""
        await self._db.warm()
        for lang in ("en", "fr"):
            commands = [BotCommand(name, desc) for name, desc in catalog.command_menu(lang)]
            commands += [BotCommand("help", "Help" if lang == "en" else "Aide"),
                         BotCommand("trace", "Last turn's record" if lang == "en" else "Trace du dernier tour"),
                         BotCommand("cost", "Tokens and cost" if lang == "en" else "Jetons et coût")]
            try:
                await bot.set_my_commands(commands, language_code=None if lang == "en" else "fr")
            except Exception:
                log.exception("could not set the %s command menu", lang)
        await self.recover(bot)

    async def recover(self, bot: Bot) -> int:
        """After a crash, per chat: the update whose turn was cut off is reported with what was really done; the
        ones that were still waiting behind it never started, and are handled now, in order. Returns how many."""
        async with self._sessions() as s, s.begin():
            rows = await inbox.unfinished(s, self._bot_id)
            left = [inbox.Arrival(r.bot_id, r.update_id, r.owner_id, r.chat_id, r.kind, r.text, r.received_at)
                    for r in rows]
            cut = {}  # chat -> its oldest unfinished update: the only one that may have started
            for r in rows:
                if r.chat_id not in cut:
                    cut[r.chat_id] = r.update_id
                    r.status = "interrupted"  # claimed by this start; the others stay 'received' until handled
            owners = {r.owner_id: (await s.get(Owner, r.owner_id)) for r in rows}
            refs = {i: await self._executor.owner(o.external_id) for i, o in owners.items() if o is not None}
        for item in left:
            owner = refs.get(item.owner_id)
            if owner is None:
                continue
            if cut[item.chat_id] == item.update_id:
                await self._report_cut_off(bot, owner, item)
            else:
                await self._resume(bot, owner, item)
        return len(left)

    async def _report_cut_off(self, bot: Bot, owner: OwnerRef, item: inbox.Arrival) -> None:
        """Tell the owner a turn was cut off, and what the ledger shows it did before that."""
        done = await self._what_was_done(owner, item.update_id)
        if owner.language == "fr":
            body = ("voici ce qui a été fait : " + " ".join(done)) if done else "rien n'a été fait — renvoie-le."
            text = f"J'ai été interrompu pendant « {_short(item.text)} » — {body}"
        else:
            body = ("here is what was done: " + " ".join(done)) if done else "nothing was done — please send it again."
            text = f"I was interrupted while handling '{_short(item.text)}' — {body}"
        delivery = await deliver(bot, item.chat_id, text)
        await inbox.finish(self._db, bot_id=self._bot_id, update_id=item.update_id, now=self._clock.now(),
                           reply_status=delivery.status, status="interrupted")

    async def _resume(self, bot: Bot, owner: OwnerRef, item: inbox.Arrival) -> None:
        """An update that arrived but never started: a text or command is handled now; a voice note or a button
        press can't be replayed from the record, so the owner is asked to send it again."""
        if item.kind in ("text", "command"):
            await self._answer(bot, item.chat_id, owner.external_id, item.text, item.update_id, owner.language)
            return
        fr = owner.language == "fr"
        what = (("ton message vocal" if fr else "your voice note") if item.kind == "voice"
                else (f"ton appui sur « {_short(item.text)} »" if fr else f"your button press '{_short(item.text)}'"))
        text = (f"J'ai redémarré avant d'avoir traité {what} — rien n'a été fait, renvoie-le." if fr else
                f"I restarted before I got to {what} — nothing was done, please send it again.")
        await self._finish(item.update_id, (await deliver(bot, item.chat_id, text)).status, status="interrupted")

    # --- helpers -------------------------------------------------------------------------------------

    async def _finish(self, update_id: int, reply_status: str, status: str = "done", after_reply: bool = False) -> None:
        finished = inbox.Finished(self._bot_id, update_id, self._clock.now(), reply_status, status)
        await (self._finishes_after_reply if after_reply else self._finishes)(finished)

    async def _what_was_done(self, owner: OwnerRef, update_id: int) -> list[str]:
        """What the ledger shows succeeded since the update's turn started."""
        async with self._sessions() as s:
            start = await inbox.turn_start(s, self._bot_id, update_id)
            entries = await ledger.since(s, owner.id, start) if start is not None else []
        return [e.message for e in entries if e.outcome == "ok"]

    @contextlib.asynccontextmanager
    async def _typing(self, bot: Bot, chat_id: int, action: str = ChatAction.TYPING) -> AsyncIterator[None]:
        typing = _Typing(bot, chat_id, action)
        try:
            yield
        finally:
            typing.stop()


class _Typing:
    """'typing…' while a turn runs: first after 0.3 s (an instant answer needs none), then every 4.5 s (Telegram
    shows it for about 5), until stopped; stopping twice is harmless."""

    def __init__(self, bot: Bot, chat_id: int, action: str = ChatAction.TYPING) -> None:
        self._task = asyncio.create_task(self._keep(bot, chat_id, action))

    @staticmethod
    async def _keep(bot: Bot, chat_id: int, action: str) -> None:
        await asyncio.sleep(0.3)
        while True:
            with contextlib.suppress(Exception):
                await bot.send_chat_action(chat_id, action)
            await asyncio.sleep(4.5)

    def stop(self) -> None:
        """No more 'typing…' from here. Not awaited: the task ends at its next step, and the reply that follows
        need not wait a turn of the busy event loop for that."""
        self._task.cancel()


def _duration(media: object) -> float:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PTB 22 warns that durations will become timedeltas
        value = getattr(media, "duration", 0) or 0
    return value.total_seconds() if isinstance(value, timedelta) else float(value)


def _lang(code: str | None) -> str:
    return "fr" if (code or "").startswith("fr") else "en"


def _memory_buttons(record: TurnRecord) -> InlineKeyboardMarkup | None:
    """/memory comes with a retire button per fact shown (the owner stays in control)."""
    for call in record.actions:
        if call.name == "list_memories" and isinstance(call.outcome, Ok) and isinstance(call.outcome.data, dict):
            ids = [m["id"] for m in call.outcome.data.get("memories", [])][:24]
            if ids:
                rows = [[InlineKeyboardButton(f"Forget #{i}", callback_data=f"{MEMORY}forget:{i}")
                         for i in ids[k:k + 3]] for k in range(0, len(ids), 3)]
                return InlineKeyboardMarkup(rows)
    return None


def _buttons(pending: PendingConfirmation, lang: str) -> InlineKeyboardMarkup:
    yes, no = ("Confirmer", "Annuler") if lang == "fr" else ("Confirm", "Cancel")
    return InlineKeyboardMarkup([[InlineKeyboardButton(yes, callback_data=CONFIRM + pending.token),
                                  InlineKeyboardButton(no, callback_data=CANCEL + pending.token)]])


def _short(text: str) -> str:
    one = " ".join(text.split())
    return one if len(one) <= 80 else one[:77] + "…"
