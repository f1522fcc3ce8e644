"""The act stage for what arrives besides words (`TurnInput.upload`, see pipeline/uploads.py).

Policies, each stated once:
- A photo or document is kept as a note (file_id, caption, text read). When its caption is a command or a
  request the offline sentences recognise as a write ("remind me to pay this tomorrow at 9"), the caption runs
  as the turn and the upload is attached to what it created; when it created nothing, the upload is kept as a
  note all the same.
- A place sent within PLACE_TO_REMINDER of a reminder's creation is attached to that reminder; otherwise it is
  kept as a place note. "Where did I park?" finds the newest place either way.
- A forward is kept as a note at once (its origin kept). The owner's next message in words (commands pass it
  by), if it comes within FORWARD_WINDOW and is a request, runs as one turn with it: "this/that/it" in the request
  stands for the forwarded text, and the forward is attached to what was created; any other message closes the
  window as an ordinary one. The window is held in memory (a restart closes it).
- An edited message is never re-run: Arthur says what the first version did; when it saved a note, it offers to
  replace that note by the new version (Confirm / Cancel); otherwise the owner sends the change anew.
- Anything else gets one sentence: what Arthur does not use yet, and that nothing was saved.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import datetime
from typing import Any, assert_never

from pipeline.action_context import Caller, OwnerRef
from pipeline.actions.notes import NoteData
from pipeline.actions.reminders import ReminderData
from pipeline.catalog import Understood, UsageError
from pipeline.executor import Call, Executor
from pipeline.intents import IntentEngine, perform
from pipeline.outcomes import Ok
from pipeline.render import report
from pipeline.rules.arrivals import FORWARD_WINDOW, PLACE_TO_REMINDER, with_forward, within
from pipeline.stages import Intake, Route, Thought, TurnInput
from pipeline.texts import Texts
from pipeline.unused_kinds import CONTACT, CONTACT_NO_TELEGRAM, LIVE_LOCATION, TOO_BIG, unused_sentence
from pipeline.uploads import Edited, Kept, LiveLocation, TooBig, Unused
from stores import attachments, notes

T = Texts("upload_turns")
EDIT_UNKNOWN = T("edit_unknown", "You edited a message I have no record of handling, so I did nothing with the "
                 "edit. Send the new version as a new message if you want me to act on it.",
                 "Tu as modifié un message dont je n'ai aucune trace : je n'ai rien fait de la modification. "
                 "Envoie la nouvelle version dans un nouveau message si tu veux que j'agisse.")
EDIT_NOTHING = T("edit_nothing", "You edited your message. Its first version changed nothing, and I don't re-run "
                 "edited messages: nothing was done. Send the new version as a new message if you want me to act "
                 "on it.", "Tu as modifié ton message. Sa première version n'avait rien changé, et je ne relance "
                 "pas un message modifié : rien n'a été fait. Envoie la nouvelle version dans un nouveau message "
                 "si tu veux que j'agisse.")
EDIT_DONE = T("edit_done", "You edited your message. From its first version I had already done this: {done} I don't "
              "change it from an edit and nothing was re-run: send what should change as a new message.",
              "Tu as modifié ton message. Avec sa première version, j'avais déjà fait ceci : {done} Je ne le "
              "change pas depuis une modification et rien n'a été relancé : envoie ce qui doit changer dans un "
              "nouveau message.")
EDIT_NOTE = T("edit_note", "You edited your message. I had already saved note #{id} from the first version. Replace "
              "its text with the new version: '{text}'?", "Tu as modifié ton message. J'avais déjà enregistré la "
              "note n°{id} avec la première version. Remplacer son texte par la nouvelle : « {text} » ?")
FORWARD_HINT = T("forward_hint", "Tell me within 2 minutes if I should do something with it, e.g. 'remind me "
                 "about this tomorrow at 9'.", "Dis-moi dans les 2 minutes si je dois en faire quelque chose, par exemple "
                 "« rappelle-moi ça demain à 9h ».")
CHANNEL = Caller("channel", surface="telegram")  # what arrives besides words comes through Telegram
# What a caption or a request after a forward created, that an upload can be attached to.
ATTACHABLE = {"create_note": "note", "create_reminder": "reminder"}

Records = Callable[[OwnerRef, str], Awaitable[dict[str, Any] | None]]


class UploadTurns:
    """Acts on uploads for Turns (which hands it its own intake, route and act for captions run as turns)."""

    def __init__(self, executor: Executor, intents: IntentEngine | None,
                 intake: Callable[[TurnInput], Awaitable[Intake]], route: Callable[[Intake], Route],
                 act: Callable[[Intake, Route], Awaitable[Thought]], records: Records | None) -> None:
        self._executor = executor
        self._intents = intents
        self._intake, self._route, self._act = intake, route, act
        self._records = records
        self._forwards: dict[int, tuple[Kept, datetime]] = {}  # owner id -> the forward just kept, and when

    def follows_forward(self, intake: Intake) -> bool:
        """A text that comes within FORWARD_WINDOW of a forward the owner sent: read together with it."""
        held = self._forwards.get(intake.owner.id)
        if held is None or intake.turn.upload is not None or intake.turn.kind != "text":
            return False
        if not within(held[1], self._executor.clock.now(), FORWARD_WINDOW):
            self._forwards.pop(intake.owner.id, None)
            return False
        return True

    async def act(self, intake: Intake) -> Thought:
        """What the upload (or the text after a forward) does."""
        owner, upload = intake.owner, intake.turn.upload
        lang = owner.language
        route: dict[str, Any] = {"brain": "upload", "kind": type(upload).__name__.lower() if upload else "after_forward"}
        match upload:
            case None:
                return await self._after_forward(intake)
            case Kept():
                route["kind"] = upload.kind
                return await self._kept(intake, upload, route)
            case TooBig():
                return Thought((), TOO_BIG(lang, size=f"{upload.size / 1_000_000:.1f}",
                                           limit=f"{upload.limit / 1_000_000:.0f}"), route)
            case LiveLocation():
                return Thought((), LIVE_LOCATION(lang), route)
            case Unused():
                route["what"] = upload.what
                if upload.what == "contact" and upload.name:
                    reply = (CONTACT(lang, name=upload.name, chat_id=upload.chat_id) if upload.chat_id
                             else CONTACT_NO_TELEGRAM(lang, name=upload.name))
                    return Thought((), reply, route)
                return Thought((), unused_sentence(upload.what, lang), route)
            case Edited():
                return await self._edited(owner, upload, route)
            case _:
                assert_never(upload)

    # --- kept: photos, documents, places, forwards -------------------------------------------------

    async def _kept(self, intake: Intake, kept: Kept, route: dict[str, Any]) -> Thought:
        owner = intake.owner
        if kept.kind == "place":
            since = self._executor.clock.now() - PLACE_TO_REMINDER
            reminder = await self._executor.read(lambda s: attachments.reminder_without_place(s, owner.id, since))
            if reminder is not None:
                call = await self._run(owner, "attach_upload", {**kept.model_dump(), "target": "reminder",
                                                                 "target_id": reminder.number})
                return Thought((call,), self._report([call], owner), route)
        if kept.caption.strip() and kept.kind in ("photo", "document"):
            sub = await self._intake(TurnInput(owner_external_id=owner.external_id, text=kept.caption,
                                               channel=intake.turn.channel, session_key=intake.turn.session_key,
                                               language_hint=intake.turn.language_hint))
            sub_route = self._route(sub)
            if sub_route.kind not in ("secret", "upload") and self._is_request(sub):  # a caption is no password
                thought = await self._act(sub, sub_route)
                return await self._attach_to_created(owner, thought, kept, route, keep_anyway=True)
        call = await self._run(owner, "save_upload", kept.model_dump())
        reply = self._report([call], owner)
        if kept.origin and isinstance(call.outcome, Ok):
            self._forwards[owner.id] = (kept, self._executor.clock.now())
            reply += "\n\n" + FORWARD_HINT(owner.language)
        return Thought((call,), reply, route)

    def _is_request(self, sub: Intake) -> bool:
        """A slash command, or a sentence the offline templates read as a write (never a lookup, never a guess)."""
        text = sub.text.strip()
        if text.startswith("/"):
            return True
        if self._intents is None:
            return False
        now_local = self._executor.clock.now().astimezone(sub.owner.zone)
        understood = self._intents.understand(text, sub.owner.language, now_local)
        action = getattr(understood, "action", "")
        decl = self._executor.catalog.get(action)
        return decl is not None and decl.effect != "read"

    async def _attach_to_created(self, owner: OwnerRef, thought: Thought, kept: Kept, route: dict[str, Any],
                                 keep_anyway: bool) -> Thought:
        """Attach the upload to every note or reminder the turn created (or keep it as a note when it created
        none and `keep_anyway`); code's receipts follow the turn's reply (a model's draft gets them from the
        guard, which states every write)."""
        extra: list[Call] = []
        for call in thought.calls:
            data = call.outcome.data if isinstance(call.outcome, Ok) else None
            if call.name in ATTACHABLE and isinstance(data, NoteData | ReminderData):
                extra.append(await self._run(owner, "attach_upload", {**kept.model_dump(), "target": ATTACHABLE[
                    call.name], "target_id": data.id}))
        if not extra and keep_anyway:
            extra.append(await self._run(owner, "save_upload", kept.model_dump()))
        merged = {**(thought.route or {}), **route, "caption_turn": True}
        if not extra:
            return replace(thought, route=merged)
        if thought.from_model:
            return replace(thought, calls=thought.calls + tuple(extra), route=merged)
        reply = "\n\n".join(p for p in (thought.reply, self._report(extra, owner)) if p.strip())
        return replace(thought, calls=thought.calls + tuple(extra), reply=reply, route=merged)

    async def _after_forward(self, intake: Intake) -> Thought:
        """The owner's message right after a forward: a request runs with the forward (see the module's policy),
        anything else as an ordinary message."""
        owner = intake.owner
        held = self._forwards.pop(owner.id, None)
        assert held is not None
        forward = held[0]
        route = {"brain": "upload", "kind": "after_forward"}
        if not self._is_request(intake):
            return await self._act(intake, self._route(intake))
        understood = None
        if self._intents is not None and not intake.text.lstrip().startswith("/"):
            now_local = self._executor.clock.now().astimezone(owner.zone)
            understood = self._intents.understand(intake.text, owner.language, now_local)
        if isinstance(understood, Understood):
            arguments = with_forward(understood.arguments, forward.text or forward.caption)
            thought = await perform(self._executor, owner, replace(understood, arguments=arguments), "telegram")
        else:
            thought = await self._act(intake, self._route(intake))
        return await self._attach_to_created(owner, thought, forward, route, keep_anyway=False)

    # --- edits ---------------------------------------------------------------------------------------

    async def _edited(self, owner: OwnerRef, edit: Edited, route: dict[str, Any]) -> Thought:
        lang = owner.language
        record = await self._records(owner, edit.original) if edit.original and self._records else None
        if record is None:
            return Thought((), EDIT_UNKNOWN(lang), route)
        catalog = self._executor.catalog
        done = [a for a in record.get("actions") or [] if a.get("outcome") == "ok"
                and (decl := catalog.get(a.get("name"))) is not None and decl.effect != "read"]
        if not done:
            return Thought((), EDIT_NOTHING(lang), route)
        if len(done) == 1 and done[0].get("name") == "create_note" and edit.text.strip():
            first = str((done[0].get("arguments") or {}).get("text", ""))
            note = await self._executor.read(lambda s: notes.listing(s, owner.id, [], False, 50))
            found = next((n for n in note if n.text == first), None)
            new = self._note_text(edit.text, owner)
            if found is not None and new.strip():
                prompt = EDIT_NOTE(lang, id=found.number, text=" ".join(new.split())[:200])
                arguments = {"note_id": found.number, "text": new}
                outcome = await self._executor.ask(owner, CHANNEL, "replace_note", arguments, prompt)
                call = Call("replace_note", arguments, outcome)
                return Thought((call,), self._report([call], owner), route)
        receipts = " ".join(str(a.get("message", "")).strip() for a in done)
        return Thought((), EDIT_DONE(lang, done=receipts), route)

    def _note_text(self, edited: str, owner: OwnerRef) -> str:
        """The note an edited message now asks for: '/note X' and 'note that X' give X; other words, themselves."""
        text = edited.strip()
        if text.startswith("/"):
            name, _, rest = text[1:].partition(" ")
            resolved = self._executor.catalog.resolve_command(name.split("@", 1)[0].lower(), rest)
            if resolved is not None and resolved[0].name == "create_note" and resolved[0].command is not None:
                try:
                    return str(resolved[0].command.parse(resolved[1]).get("text", ""))
                except UsageError:
                    return ""
            return text
        if self._intents is not None:
            now_local = self._executor.clock.now().astimezone(owner.zone)
            understood = self._intents.understand(text, owner.language, now_local)
            if isinstance(understood, Understood) and understood.action == "create_note":
                return str(understood.arguments.get("text", text))
        return text

    # --- helpers -------------------------------------------------------------------------------------

    async def _run(self, owner: OwnerRef, name: str, arguments: dict[str, Any]) -> Call:
        return Call(name, arguments, await self._executor.run(owner, CHANNEL, name, arguments))

    def _report(self, calls: list[Call], owner: OwnerRef) -> str:
        return report(calls, owner.language, self._executor.catalog)
