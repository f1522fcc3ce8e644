"""The guard on a listing restated, from the spent corpora (seen43-76): a reminder said done that the listing shows
done ("Done: buy nappies.") is a state read, not an act of this turn; "le seul rappel en cours", "the only note"
count one; a French restatement of an English reminder may say what the owner is to do and its hour in words
("Demain à neuf heures, tu dois appeler le notaire."). What stays caught: a done one said pending, a pending one
said done, "nothing pending" beside pending ones. A refusal's listing counts its rows ("Your only note is…")
(pure rules first, then the real detector, encoder and Duckling; no model, no database)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from pipeline.actions.reminders import ReminderData, ReminderList
from pipeline.executor import Call
from pipeline.grounding import asserted, time_dims
from pipeline.guard import Guard
from pipeline.guard_evidence import misstates_state, shown_evidence, states_done
from pipeline.outcomes import Ok
from tests.pipeline.guard_calls import check

NOW = datetime(2026, 11, 25, 10, 0, tzinfo=ZoneInfo("Europe/Paris"))
AT_9 = datetime(2026, 11, 26, 8, 0, tzinfo=ZoneInfo("UTC"))


def _listing(*rows: tuple[str, str, str]) -> Call:
    """A list_reminders read (include_done) holding (text, due_local, status) rows."""
    return Call("list_reminders", {"include_done": True}, Ok(
        "Your reminders:\n" + "\n".join(f"#{i} · {d}{' (done)' if s == 'done' else ''} — {t}"
                                        for i, (t, d, s) in enumerate(rows, 1)),
        ReminderList(reminders=tuple(ReminderData(id=i, text=t, due_at=AT_9, due_local=d, timezone="Europe/Paris",
                                                  recurrence="none", status=s) for i, (t, d, s) in enumerate(rows, 1)))))


NAPPIES = _listing(("call the notary", "2026-11-26 09:00", "pending"), ("buy nappies", "2026-11-25 08:00", "done"))


def test_a_done_row_said_done_is_a_state_read() -> None:
    assert states_done("Done: buy nappies.", [NAPPIES])
    assert states_done("✅ buy nappies (done)", [NAPPIES])
    assert not states_done("Done: call the notary.", [NAPPIES])  # pending in the listing
    assert misstates_state("Done: call the notary.", [NAPPIES])
    assert not states_done("Done: buy eggs.", [NAPPIES])  # no such row
    assert not states_done("Buy nappies isn't done yet.", [NAPPIES])  # negated: nothing to compare
    assert not states_done("Done: buy nappies, and call the notary ✅", [NAPPIES])  # one of two is not done


def test_the_only_one_is_a_count_of_one(times: object) -> None:
    for sentence, lang in (("C'est le seul rappel en cours.", "fr"), ("That's the only reminder you have.", "en")):
        figures = asserted(sentence, lang, times, time_dims(), NOW)  # type: ignore[arg-type]
        assert figures.counted, sentence
    figures = asserted("Le seul souci, c'est la pluie.", "fr", times, time_dims(), NOW)  # type: ignore[arg-type]
    assert not figures.counted


def test_a_refusals_listing_counts_its_rows() -> None:
    ev = shown_evidence(["Your notes:\n\n#1 · Wed 25 Nov 2026\nthe boiler code is 4471", "Tes projets :\n• Arthur — active\n• Potager — idea"],
                        ZoneInfo("Europe/Paris"))
    assert ev.counts == {1.0, 2.0}


async def test_a_done_row_restated_stays_and_a_misstated_one_goes(guard: Guard) -> None:
    verdict = await check(guard, "Open: call the notary (tomorrow at 09:00). Done: buy nappies.", [NAPPIES],
                          said="show me all my reminders, done ones too")
    assert "Done: buy nappies." in verdict.text
    verdict = await check(guard, "Open: buy nappies. Done: call the notary.", [NAPPIES],
                          said="show me all my reminders, done ones too")
    assert "Done: call the notary." not in verdict.text


async def test_a_french_restatement_of_the_only_pending_reminder_stays(guard: Guard) -> None:
    one = _listing(("call the notary", "2026-11-26 09:00", "pending"))
    draft = "Demain à neuf heures, tu dois appeler le notaire. C'est le seul rappel en cours."
    verdict = await check(guard, draft, [one], "fr", said="j'ai quoi demain ?")
    assert draft in verdict.text
    verdict = await check(guard, "Demain à onze heures, tu dois appeler le notaire.", [one], "fr", said="j'ai quoi demain ?")
    assert "onze heures" not in verdict.text  # its hour is still checked
    verdict = await check(guard, "Demain à neuf heures, tu dois appeler le dentiste.", [one], "fr", said="j'ai quoi demain ?")
    assert "dentiste" not in verdict.text  # and its object
    two = _listing(("call the notary", "2026-11-26 09:00", "pending"), ("buy rope", "2026-11-27 17:00", "pending"))
    verdict = await check(guard, "C'est le seul rappel en cours.", [two], "fr", said="j'ai quoi ?")
    assert "seul rappel" not in verdict.text  # two are pending
    verdict = await check(guard, "Tu n'as rien en attente, tout est fait 🎉", [two], "fr", said="il me reste quoi ?")
    assert "rien en attente" not in verdict.text
