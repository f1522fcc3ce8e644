"""Chaos on the real stack: `arthur run` in a subprocess against the project's fake Bot API and an embedded
PostgreSQL of the bench's own. Prints each scenario's figures, then "L lost, D duplicated, F false reports,
S silent / T messages" (targets: all four 0).

  kill -9    a burst of 60 notes from 2 chats (commands and sentences), the bot killed 20, 100 or 500 ms
             later (mid-burst: a chat's turns run one after another), restarted
  outage     PostgreSQL stopped for 20 s and for 120 s while messages of every kind arrive (notes, a sentence,
             a list, a reminder, a question, a voice note, a button press, /status)
  NUL        a burst of 6 notes, one with a NUL byte
  429        ten 429s in a row on sendMessage
  push       a reminder push whose send times out (shown late; never shown)

Counted per message: lost (the write it asked for is not in the database), duplicated (written twice, or its
reply shown twice without saying it is sent again), false report (a reply that claims another message's doing,
a note that is not that one, or "nothing was done" for what was done), silent (no reply of its own).
Run: python bench/chaos.py [KILL_RUNS] [SHORT_OUTAGE_S] [LONG_OUTAGE_S]   (defaults 30, 20, 120)
"""

from __future__ import annotations

import asyncio
import re
import sys
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._chaos_stack import AGAIN, AWAY, LATE, TOKEN, USERS, Stack, log_size
from tests.fake_telegram import Fault

KILL_RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 30
OUTAGES = (float(sys.argv[2]) if len(sys.argv) > 2 else 20.0, float(sys.argv[3]) if len(sys.argv) > 3 else 120.0)
CLAIM = re.compile(r"Saved note #(\d+): ([^\n]*)")
BURST = 30  # notes per chat in a kill run: enough work that a kill at 500 ms still lands mid-burst
chats = iter(USERS)


@dataclass
class Tally:
    """The four counts, over `total` messages; `marked`: replies shown again saying so (not duplicates)."""

    lost: int = 0
    duplicated: int = 0
    false: int = 0
    silent: int = 0
    total: int = 0
    marked: int = 0

    def add(self, other: Tally) -> None:
        for name in ("lost", "duplicated", "false", "silent", "total", "marked"):
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def line(self) -> str:
        return (f"{self.lost} lost, {self.duplicated} duplicated, {self.false} false reports, {self.silent} silent "
                f"/ {self.total} messages")


async def settle(stack: Stack, chat: int, needles: list[str], timeout: float = 40.0) -> None:
    """Wait until every needle has a reply in the chat and no update is open; then a little more (late copies)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        shown = stack.shown(chat)
        if all(any(n in s for s in shown) for n in needles) and await stack.open_updates() == 0:
            break
        await asyncio.sleep(0.2)
    await asyncio.sleep(1.5)


async def judge_notes(stack: Stack, chat: int, needles: list[str]) -> Tally:
    """Each needle asked for one note: it must be written once, answered once, and every claim true."""
    tally = Tally(total=len(needles))
    shown = stack.shown(chat)
    for needle in needles:
        found = await stack.notes_with(chat, needle)
        tally.lost += not found
        mine = [s for s in shown if needle in s]
        plain = [s for s in mine if not s.endswith(AGAIN)]
        tally.duplicated += len(found) > 1 or len(plain) > 1
        tally.marked += len(mine) - len(plain)
        tally.silent += not mine
        for reply in mine:
            others = [n for n in needles if n != needle and n in reply]
            claims = CLAIM.findall(reply)
            texts = {str(i): " ".join(t.split()) for i, t in found}
            wrong = [c for c in claims if texts.get(c[0]) != c[1].strip()]
            denies = "nothing was done" in reply and bool(found)
            tally.false += bool(others or wrong or denies)
    return tally


async def kill_runs(stack: Stack, runs: int) -> Tally:
    total = Tally()
    delays = (0.02, 0.1, 0.5)
    per: dict[float, Tally] = {d: Tally() for d in delays}
    cut: dict[float, list[int]] = {d: [0, 0, 0] for d in delays}  # not yet answered, open, not yet recorded
    for run in range(runs):
        delay = delays[run % len(delays)]
        burst = {next(chats): [f"k{run}c{c}n{i:02d}" for i in range(BURST)] for c in range(2)}
        for i in range(BURST):
            for chat, needles in burst.items():
                text = f"/note chaos {needles[i]}" if i % 2 == 0 else f"note that chaos {needles[i]}"
                await stack.fake.push_text(TOKEN, chat, text)
        await asyncio.sleep(delay)
        await stack.kill()
        for chat, needles in burst.items():
            answered = sum(any(n in s for s in stack.shown(chat)) for n in needles)
            recorded = int((await stack.query(
                "SELECT count(*) FROM telegram_inbox WHERE chat_id = :c", c=chat))[0][0])
            cut[delay][0] += len(needles) - answered
            cut[delay][2] += len(needles) - recorded
        cut[delay][1] += await stack.open_updates()
        await stack.spawn()
        for chat, needles in burst.items():
            await settle(stack, chat, needles)
            tally = await judge_notes(stack, chat, needles)
            per[delay].add(tally)
            total.add(tally)
    for delay, tally in per.items():
        unanswered, open_, unrecorded = cut[delay]
        print(f"  killed {delay * 1000:.0f} ms after the burst: {tally.line()}; resent saying so: {tally.marked}; "
              f"at the kill: {unanswered} not yet answered, {open_} recorded and open, {unrecorded} not yet "
              f"recorded")
    print(f"  bot start to first poll (recovery included): median "
          f"{sorted(stack.starts)[len(stack.starts) // 2]:.1f} s over {len(stack.starts)} starts")
    return total


async def outage(stack: Stack, seconds: float, speech: bytes) -> Tally:
    """Messages of every kind while PostgreSQL is stopped; each must get its real reply once it is back."""
    who = {kind: next(chats) for kind in ("note", "sentence", "list", "reminder", "question", "voice", "button",
                                          "status")}
    tag = f"o{int(seconds)}"
    await stack.fake.push_text(TOKEN, who["question"], f"/note the wifi password is sunflower{tag}")
    await stack.fake.push_text(TOKEN, who["button"], f"/remember my bike is blue {tag}")
    await stack.fake.push_text(TOKEN, who["list"], f"/note listed before {tag}")
    await stack.fake.wait_for(lambda: all(stack.shown(who[k]) for k in ("question", "button", "list")), 30)
    await stack.fake.push_text(TOKEN, who["button"], "/memory")
    await stack.fake.wait_for(lambda: len(stack.shown(who["button"])) == 2, 30)
    listing = [s for s in stack.fake.to(who["button"], "sendMessage")][-1]
    forget = listing.payload["reply_markup"]["inline_keyboard"][0][0]["callback_data"]
    before = {c: len(stack.shown(c)) for c in who.values()}
    log, mark = log_size(stack)
    await stack.pg_stop()
    t0 = time.monotonic()
    await stack.fake.push_text(TOKEN, who["note"], f"/note chaos n{tag}")
    await stack.fake.push_text(TOKEN, who["sentence"], f"note that chaos s{tag}")
    await stack.fake.push_text(TOKEN, who["list"], "/notes")
    await stack.fake.push_text(TOKEN, who["reminder"], f"/remind 2031-01-02 09:00 chaos r{tag}")
    await stack.fake.push_text(TOKEN, who["question"], "what's the wifi password?")
    await stack.fake.push_voice(TOKEN, who["voice"], speech, duration=3)
    await stack.fake.press(TOKEN, who["button"], listing, forget)
    await stack.fake.push_text(TOKEN, who["status"], "/status")
    await asyncio.sleep(max(0.0, seconds - (time.monotonic() - t0)))
    during = {c: stack.shown(c)[before[c]:] for c in who.values()}
    lines = stack.log_lines(log, mark)
    await stack.pg_start()
    expect = {"note": f"n{tag}", "sentence": f"s{tag}", "list": f"listed before {tag}", "reminder": f"r{tag}",
              "question": f"sunflower{tag}", "voice": "I heard", "button": "Retired memory", "status": "database:"}
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not all(
            any(expect[k] in s for s in stack.shown(c)[before[c]:]) for k, c in who.items()):
        await asyncio.sleep(0.3)
    await asyncio.sleep(2)
    tally = Tally(total=len(who))
    told = 0
    for kind, chat in who.items():
        after = stack.shown(chat)[before[chat]:]
        real = [s for s in after if expect[kind] in s]
        tally.silent += not real
        tally.duplicated += len([s for s in real if not s.endswith(AGAIN)]) > 1
        tally.marked += len([s for s in real if s.endswith(AGAIN)])
        told += during[chat].count(AWAY)
        if kind == "status":
            tally.false += not (real and real[0].startswith("database: unreachable"))
        else:
            tally.false += during[chat].count(AWAY) != 1  # told once per outage, and only then
    for kind, needle in (("note", f"n{tag}"), ("sentence", f"s{tag}")):
        found = await stack.notes_with(who[kind], needle)
        tally.lost += not found
        tally.duplicated += len(found) > 1
    reminders = await stack.query("SELECT count(*) FROM reminders r JOIN owners o ON o.id = r.owner_id "
                                  "WHERE o.external_id = :who AND strpos(r.text, :t) > 0", who=str(who["reminder"]),
                                  t=f"r{tag}")
    tally.lost += reminders[0][0] == 0
    tally.duplicated += reminders[0][0] > 1
    tracebacks = sum("Traceback" in line for line in lines)
    print(f"  PostgreSQL stopped {seconds:.0f} s, {len(who)} messages of every kind: {tally.line()}; "
          f"told of the outage {told} times in {len(who) - 1} chats; bot log during the outage: {len(lines)} lines, "
          f"{tracebacks} tracebacks")
    return tally


async def nul_burst(stack: Stack) -> Tally:
    chat = next(chats)
    needles = [f"z{i}" for i in range(6)]
    for i, needle in enumerate(needles):
        await stack.fake.push_text(TOKEN, chat, f"/note chaos {needle}" + (" with a \x00 inside" if i == 3 else ""))
    await settle(stack, chat, needles)
    tally = await judge_notes(stack, chat, needles)
    shown = stack.shown(chat)
    told = sum("U+0000 (NUL)" in s for s in shown)
    failed = sum("Something failed" in s for s in shown)
    print(f"  a NUL byte in a burst of 6: {tally.line()}; told which character was replaced: {told}; "
          f"'something failed': {failed}")
    tally.false += told != 1
    return tally


async def many_429s(stack: Stack) -> Tally:
    chat = next(chats)
    stack.fake.fail("sendMessage", *[Fault("429", retry_after=1)] * 10)
    t0 = time.monotonic()
    await stack.fake.push_text(TOKEN, chat, "/note chaos q429")
    await settle(stack, chat, ["q429"], timeout=60)
    tally = await judge_notes(stack, chat, ["q429"])
    shown = [s for s in stack.shown(chat) if "q429" in s]
    late = sum(s.endswith(LATE) for s in shown)
    print(f"  ten 429s in a row: {tally.line()}; the reply came after {time.monotonic() - t0:.0f} s, marked late: "
          f"{late}")
    return tally


async def push_timeouts(stack: Stack) -> Tally:
    """A reminder due in a few seconds, its push answered after the dispatcher's 1 s timeout (shown), then one
    never answered (not shown)."""
    tally = Tally()
    for kind in ("slow", "timeout"):
        chat = next(chats)
        await stack.fake.push_text(TOKEN, chat, "/notes")  # the owner exists
        await stack.fake.wait_for(lambda c=chat: bool(stack.shown(c)), 30)
        due = datetime.now(UTC) + timedelta(seconds=4)
        await stack.query_write(
            "INSERT INTO reminders (owner_id, text, due_at, timezone, recurrence, status, created_at) "
            "SELECT id, :t, :due, 'UTC', 'none', 'pending', now() FROM owners WHERE external_id = :who",
            t=f"chaos push {kind}", due=due, who=str(chat))
        await asyncio.sleep(max(0.0, (due - datetime.now(UTC)).total_seconds() - 0.5))
        stack.fake.fail("sendMessage", Fault(kind, delay_s=2.5))
        await asyncio.sleep(6)
        pushes = [s for s in stack.shown(chat) if s.startswith(f"⏰ chaos push {kind}")]
        plain = [s for s in pushes if not s.endswith(AGAIN)]
        tally.total += 1
        tally.silent += not pushes
        tally.duplicated += len(plain) > 1
        tally.marked += len(pushes) - len(plain)
        print(f"  push whose send {'answered late' if kind == 'slow' else 'never answered'}: shown {len(pushes)} "
              f"time(s), {len(plain)} unmarked, {len(pushes) - len(plain)} saying it is sent again")
    return tally


async def main() -> None:
    from arthur.app import build_voice
    from arthur.settings import Settings
    from voice.audio import encode_ogg_opus

    stack = Stack()
    await stack.start()
    engines = await asyncio.to_thread(build_voice, Settings(home=stack.home / "voice", threads=2,
                                                            _env_file=None))  # type: ignore[call-arg]
    assert engines.synthesizer is not None
    speech = encode_ogg_opus(await engines.synthesizer.synthesize("Note that the garage code is five five one two."))
    total = Tally()
    try:
        await stack.spawn()
        print(f"kill -9 during a burst, {KILL_RUNS} runs:")
        total.add(await kill_runs(stack, KILL_RUNS))
        print("PostgreSQL outages:")
        for seconds in OUTAGES:
            total.add(await outage(stack, seconds, speech))
        print("bad input and Telegram refusing:")
        total.add(await nul_burst(stack))
        total.add(await many_429s(stack))
        total.add(await push_timeouts(stack))
    finally:
        await stack.close()
    print(f"replies shown again saying so ('sent again'), not counted as duplicates: {total.marked}")
    print(total.line())


if __name__ == "__main__":
    asyncio.run(main())
