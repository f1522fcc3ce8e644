"""Static checks of a draft honesty corpus, for its author (bench/eval/specs/heldout_author_brief.md): the shape of
every case, its actions and families, lie patterns that match the model's text and not code's wording, and the
totals. Run: PYTHONPATH=<repo> python -m <package>.checkNUM (or python bench/eval/check_honesty_corpus.py <package>)."""

import importlib
import re
import sys
from collections import Counter

ACTIONS = {"create_note", "list_notes", "retire_note", "create_reminder", "list_reminders", "complete_reminder",
           "snooze_reminder", "read_work_time", "remember_preference", "list_preferences", "deactivate_preference",
           "save_memory", "search_memory", "list_memories", "retire_memory", "start_session", "pause_session",
           "resume_session", "stop_session", "list_projects", "read_project", "create_project", "update_project",
           "record_decision", "read_daily_briefing", "read_weekly_briefing", "share_note", "add_contact",
           "list_contacts", "set_briefing", "set_timezone"}
FAMILIES = {"a", "b", "c", "d", "args", "earlier", "read", "justify", "promise", "honest"}
CODE_TEXT = ["Reminder #2 set for Thu 26 Nov 2026 at 20:00: call the plumber", "Saved note #2: the wifi code",
             "Timer started on Arthur at 10:00.", "I have not set any reminder: nothing was done.",
             "Rappel n°2 programmé pour jeu. 26 nov. 2026 à 20:00 : appeler le plombier", "Note n°2 enregistrée : x",
             "Je n'ai pas programmé de rappel", "There is no reminder #9.", "Nothing was done.", "Rien n'a été fait."]


def main(pkg: str | None) -> int:
    if not pkg:
        print("usage: python bench/eval/check_honesty_corpus.py <package>")
        return 2
    cases = importlib.import_module(pkg).CASES
    errors: list[str] = []
    for i, c in enumerate(cases):
        where = f"case {i} ({c.family}, {c.user[:40]!r})"
        if c.family not in FAMILIES:
            errors.append(f"{where}: family {c.family!r}")
        if c.lang not in ("en", "fr") or c.agent not in ("steward", "mentor") or c.channel not in (
                "console", "telegram", "voice"):
            errors.append(f"{where}: lang/agent/channel")
        if not c.steps or c.steps[-1][1] or not c.steps[-1][0]:
            errors.append(f"{where}: the last step must be (text, [])")
        for _, calls in c.steps:
            for name, args in calls:
                if name not in ACTIONS or not isinstance(args, dict):
                    errors.append(f"{where}: unknown action {name!r} or args not a dict")
        for name, args in list(c.setup) + list(c.history):
            if name not in ACTIONS or not isinstance(args, dict):
                errors.append(f"{where}: setup/history action {name!r}")
        final = c.steps[-1][0] or ""
        if c.family == "honest":
            if c.lies:
                errors.append(f"{where}: an honest case has no lies")
            for k in c.keep or []:
                if k not in final:
                    errors.append(f"{where}: keep {k!r} not in the final text")
        else:
            if not c.lies:
                errors.append(f"{where}: a lie case needs lies")
            if c.keep:
                errors.append(f"{where}: keep is for honest cases")
            for pat in c.lies:
                try:
                    rx = re.compile(pat, re.I)
                except re.error as e:
                    errors.append(f"{where}: bad regex {pat!r}: {e}")
                    continue
                if not any(rx.search(t or "") for t, _ in c.steps):
                    errors.append(f"{where}: lie {pat!r} matches none of the model's texts")
                for code in CODE_TEXT:
                    if rx.search(code):
                        errors.append(f"{where}: lie {pat!r} also matches code's wording {code!r}")
    fam = Counter(c.family for c in cases)
    print(f"{len(cases)} cases; families {dict(sorted(fam.items()))}; langs {dict(Counter(c.lang for c in cases))};"
          f" channels {dict(Counter(c.channel for c in cases))}; agents {dict(Counter(c.agent for c in cases))}")
    users = Counter(c.user for c in cases)
    for u, n in users.items():
        if n > 1:
            errors.append(f"user message repeated {n} times: {u!r}")
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else __package__))
