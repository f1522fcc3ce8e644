"""The sincerity guard (fails closed): what the owner reads about actions comes from code; a model's sentence that
claims something reaches the owner only when this turn's results prove it.

For a model's draft and the calls of its turn:
  1. Every write the turn ran is stated by code, with its real object and arguments (its receipt, the outcome's
     summary); a model sentence that restates an action is dropped, not checked: the receipt has said it.
  2. Each sentence is scored by the claim detector (sentence encoder + rule cues + a trained head): does it assert
     that Arthur did, is doing or will do something, or what the owner's data holds? Sentences that do not
     (advice, questions, offers, the owner's own actions, how things work) pass untouched.
  3. A claim stays only when grounded: every time, day, duration, count, amount, quoted item and name in it is
     found in this turn's tool results (a read's data, a write's stored row) — or, for "I did it earlier", in
     the ledger's recent successes — and enough of its content is. Otherwise it is dropped.
  4. Repair, never warn: where a claim was dropped and nothing was done, one honest sentence says so (or, for a
     read, code's own answer is given); every edit goes into the turn record with its reason and score.
After a refusal or a failure the loop is cut, and what the model then says comes here too: each call refused or
failed is stated by code like a receipt, and of the model's other sentences only its questions (what to do
instead) and what the turn's reads prove may stay. Beside an effect waiting for confirmation, it may say it waits.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

import numpy as np

from pipeline.catalog import Catalog
from pipeline.claim_detector import ClaimDetector, plain
from pipeline.executor import Call
from pipeline.grounding import (
    Asserted,
    Evidence,
    Figures,
    Proof,
    asserted,
    content_words,
    gather,
    negated,
    prove,
    time_dims,
)
from pipeline.guard_asked import about_the_world, acknowledges, asks_act, how_it_works, names_act, tells
from pipeline.guard_earlier import PAST, asked_earlier, done_earlier
from pipeline.guard_evidence import (
    denies_held,
    empty_lists,
    evidence,
    found_nothing,
    misstated,
    misstates_state,
    names_its_object,
    nothing_pending,
    one_item,
    only_when,
    reports,
    shown_evidence,
    shown_retired,
    spelled,
    states_done,
    string_values,
    strings,
    tells_beside_empty,
    ticked_act,
    without_days,
)
from pipeline.guard_exclusive import leaves_out
from pipeline.guard_exempt import Turn, asserts_nothing, claims_anyway
from pipeline.guard_layout import beside, drafted, sentences, without_dangling, without_opener, without_tag
from pipeline.guard_meaning import (
    CONTENT_SHARE,
    MAX_ITEMS,
    Encode,
    absent,
    foreign_words,
    proof,
    swapped_in,
    translates,
)
from pipeline.guard_parts import parts_hold
from pipeline.guard_pending import completes, misnames, waits
from pipeline.guard_refusals import excuses, moves_on, owns_up, presumes
from pipeline.guard_repair import NOTHING_DONE, Edit, honest
from pipeline.guard_rules import (
    ITEM,
    WILL,
    acted,
    asks,
    claim_cued,
    done_first,
    restates,
    says_not_found,
    tidy,
)
from pipeline.guard_talk import bare_wish, closes, offers, owner_advice, points_to, wish_tail, without_source
from pipeline.guard_topics import aside, explains, knowledge, remark, small_talk
from pipeline.guard_vocabulary import claimed_actions, days_named, lead_in, opening_act
from pipeline.outcomes import Ok, PendingConfirmation, Refused, data_json
from pipeline.render import report_one
from pipeline.texts import Language

# Inside one sentence, an emoji before a capital joins two clauses ("Chrono en pause ⏸️ Tu reprends…"): each is scored.
_CLAUSE = re.compile(r"(?<=[\U0001F000-\U0001FAFF\u2300-\u23FF\u25A0-\u25FF\u2600-\u27BF\u2B00-\u2BFF])\ufe0f?[ \t]+(?=[A-ZÀ-ÖØ-Þ])")
_SIGN_LOWER = re.compile(_CLAUSE.pattern.replace("A-ZÀ-ÖØ-Þ", "a-zà-öø-ÿ"))  # "… pour la suite 😉 figures en anglais"
# What leans on a claim that went ("You can now share notes with her", "dis-moi « reprends » en revenant").
_AFTER = re.compile(r"\b(?:now|from now on|maintenant|désormais|dorénavant)\b", re.I)
# Arthur or "we" as a subject, however short ("we", "nous", "on va"): wider than guard_rules.FIRST_PERSON on purpose.
_FIRST_PERSON = re.compile(r"\b(?:i|i'\w+|we|we'\w+|je|j'\w+|nous|on (?:a|va|l'a|les a))\b", re.I)
# What remains after a change ("what's left", "il ne reste que", "now only"): beside a refusal, says it happened.
_LEFT = re.compile(r"\b(?:left|remain\w*|now|anymore|any more|no longer|rest|reste\w*|restant\w*|plus que|maintenant|"
                   r"désormais|dorénavant|n['’]\w+ plus|ne \w+ plus)\b", re.I)  # "n'apparaîtra plus dans tes notes"
_RULE_NAMES = frozenset({"weekdays", "daily", "weekly"})  # a repeat rule said beside a write speaks of it
_NO_WRITE = "(an action no write of this turn shows)"  # beside a read only, an act claimed: said not done if asked
_NUMBERED = re.compile(r"^\s*#\d+\s*[·:.-]\s*")  # a listing line's number, not its meaning ("#1 · no sugar…")


@dataclass(frozen=True)
class Verdict:
    """The text allowed to reach the owner, and every edit made to get there."""

    text: str
    edits: tuple[Edit, ...]


@dataclass(frozen=True)
class _Unit:
    text: str
    claim: bool
    score: float
    vector: Any


class Guard:
    """Checks a model's draft against what its turn did. Built once (the detector's weights, the reader)."""

    def __init__(self, catalog: Catalog, detector: ClaimDetector, encode: Encode, figures: Figures,
                 dims: Any = None) -> None:
        self._catalog = catalog
        self._detector = detector
        self._encode = encode
        self._figures = figures
        self._dims = dims if dims is not None else time_dims()

    async def check(self, draft: str, calls: Sequence[Call], lang: Language, *, now_local: datetime,
                    history: Sequence[tuple[str, str]] = (), channel: str = "console",
                    asked: str | None = None, said: str = "") -> Verdict:
        """The reply the owner may read: receipts by code, then the model's sentences that pass. `asked`: the
        write action the owner's message asks for, when it is clear (what to say was not done); `said`: the owner's
        message (a denial's reason may come from it)."""
        zone = now_local.tzinfo
        ok = [c for c in calls if isinstance(c.outcome, Ok)]
        writes = [c for c in ok if (d := self._catalog.get(c.name)) is not None and d.effect != "read"]
        reads = [c for c in ok if c not in writes]
        briefings = [c for c in reads if (d := self._catalog.get(c.name)) is not None and d.cuts]  # a briefing: code shows it
        unsettled = [c for c in calls if not isinstance(c.outcome, Ok)]  # refused, failed: stated by code too
        asking = [c.outcome.prompt for c in unsettled if isinstance(c.outcome, PendingConfirmation)]
        stopped = len(asking) < len(unsettled)  # refused or failed (not only waiting for the owner)
        foreign = await foreign_words(self._encode, said, asking) if asking else frozenset()
        pieces = sentences(draft)
        spoken = [p for p in pieces if p.strip()]
        # What each read says, one item per text it holds, and each sentence's content words on their own ("appeler
        # notaire"), compared by meaning across languages (a claim beside a write goes either way: its receipt says it).
        held = [(c, strings(data_json(c.outcome))) for c in reads]  # each read's own texts, no headers
        texts = [t for _, ts in held for t in ts]
        items: list[str] = []
        for c, ts in held:
            items += [report_one(c, lang, self._catalog), *ts][:MAX_ITEMS]
        # What a refusal of an unknown item listed instead (code's "There is no reminder #14" then the open ones): a read.
        shown = list(dict.fromkeys(c.outcome.shown for c in unsettled if isinstance(c.outcome, Refused) and c.outcome.shown))
        items += [_NUMBERED.sub("", line).strip() for text in shown for line in text.splitlines() if line.strip()][:MAX_ITEMS]
        gist = [" ".join(content_words(p, folded=False)) or p for p in spoken] if reads or shown else []
        clauses = {p: cs for p in spoken if len(cs := _CLAUSE.split(p)) > 1 or len(cs := opening_act(p)) > 1 or len(cs := lead_in(p)) > 1}
        signed = {p: cs for p in spoken if p not in clauses and len(cs := _SIGN_LOWER.split(p)) > 1}  # scored, never kept apart
        split = {p: list(t) for p in spoken if p not in clauses and (t := wish_tail(p))} | clauses  # with "Chrono
        # arrêté, bonne pause" or "Paused enjoy the break": only to keep the wish (see rest)
        bare = {p: b for p in spoken if (b := without_opener(p) or (reads and without_tag(p)))}  # "c'est beau je te le remets…" scored without "c'est beau"
        joined = [c for cs in [*clauses.values(), *signed.values()] for c in cs] + list(bare.values())
        vectors = await self._encode([plain(p) for p in spoken] + gist + items + [plain(c) for c in joined]) if spoken else []
        n = len(spoken)
        scores = self._detector.scores_from(np.asarray(vectors[:n]), spoken) if spoken else []
        found: dict[str, float] = {}
        if joined:
            found = dict(zip(joined, self._detector.scores_from(np.asarray(vectors[-len(joined):]), joined),
                             strict=True))
            scores = [max([s, *(found[c] for c in [*clauses.get(p, signed.get(p, ())), *([bare[p]] if p in bare else [])])])
                      for p, s in zip(spoken, scores, strict=True)]
        gists = vectors[n:2 * n] if reads or shown else [None] * n
        turn = Turn(said, now_local.date(), bool(calls), bool(reads), bool(briefings),
                    any(c.name == "share_note" for c in calls), not calls and asked is None and acknowledges(said))
        units = {p: _Unit(p, claims_anyway(p, turn) or (s >= self._detector.threshold and not asserts_nothing(
            p, draft[:draft.find(p)], turn)), s, v) for p, s, v in zip(spoken, scores, gists, strict=False)}
        quoted = drafted(draft, pieces)  # a message suggested to the owner, in quotes: its "I" is theirs
        units = {p: replace(u, claim=False) if p in quoted else u for p, u in units.items()}
        claims = [u.text for u in units.values() if u.claim]
        if not calls and ((about_the_world(said) and all(knowledge(c, answer=True) for c in claims)) or (how_it_works(said) and all(
                explains(c, draft[:draft.find(c)]) for c in claims)) or (tells(said) and all(
                small_talk(c, said) for c in claims))):
            units = {p: replace(u, claim=False) for p, u in units.items()}  # general knowledge: nothing to prove
        item_vectors = np.asarray(vectors[2 * n:2 * n + len(items)]) if items else np.zeros((0, 1))
        ev_reads = evidence(reads, lang, self._catalog, zone)
        ev_writes = evidence(writes, lang, self._catalog, zone) if writes and reads else Evidence()
        ev_history = [gather((message,), (at,), zone) for message, at in history]  # type: ignore[arg-type]
        ev_shown = shown_evidence(shown, zone)
        read: dict[str, Asserted] = {}  # each sentence's figures, read once

        def figures_of(text: str) -> Asserted:
            return read[text] if text in read else read.setdefault(text, asserted(without_source(text), lang, self._figures, self._dims, now_local))

        def listed(unit: _Unit) -> bool:
            """Beside a refusal only: what it listed instead, restated ("Your only open one is the notary call
            tomorrow"), naming an item and no act."""
            if not shown or writes or acted(unit.text, lang, self._catalog) or claim_cued(unit.text) or _LEFT.search(
                    unit.text) or _FIRST_PERSON.search(unit.text) or moves_on(unit.text):  # "With that one cleared, …"
                return False  # what exists, in the owner's terms; "what's left: …" reads as if the tick went through
            figures = figures_of(unit.text)
            return names_its_object(figures) and proof(unit.text, unit.vector, figures, ev_shown, item_vectors, items)[
                0].holds(CONTENT_SHARE)

        said_figures: Asserted | None = None

        def request() -> Asserted | None:
            """What the owner's message asserts (its words, days and times), read once and only when needed."""
            nonlocal said_figures
            if said_figures is None and said:
                said_figures = asserted(said, lang, self._figures, self._dims, now_local)
            return said_figures

        def writes_evidence() -> Evidence:
            """The writes' evidence, built once and only when a sentence needs it."""
            nonlocal ev_writes
            if ev_writes.empty:
                ev_writes = evidence(writes, lang, self._catalog, zone)
            return ev_writes

        def rest(piece: str) -> str | None:
            """What stays of a dropped claim joined by an emoji to other clauses: the clauses that claim nothing
            ("Chrono lancé ⏱️ Bon courage !" keeps "Bon courage !")."""
            keep = [c.strip() for c in split.get(piece, ()) if found.get(c, 1.0) < self._detector.threshold or bare_wish(c)
                    or asks(c) or remark(c, found.get(c, 1.0))]  # "… à 11h30 ⏰ Tu veux que je note les questions ?": a question stays
            if not keep or len(keep) == len(split[piece]) or split[piece] == lead_in(piece):  # no lead-in alone
                return None
            return " ".join(keep) + piece[len(piece.rstrip()):]

        receipts = [report_one(c, lang, self._catalog) for c in calls if c in writes or c in unsettled or c in briefings]
        for text in shown:  # two refusals listing the same thing: the listing once, under the last
            ends = [i for i, r in enumerate(receipts) if r.endswith(text)]
            for i in ends[:-1]:
                receipts[i] = receipts[i][:-len(text)].rstrip()
        refused_values = string_values(unsettled)  # what the refused calls would have made
        edits: list[Edit] = []
        fate: list[str | None] = []  # each piece, kept or dropped (None)
        answered = counted = False  # a kept sentence was proven by the reads (with how many items they hold)
        dropped_claims: list[_Unit] = []
        unproven = False  # the last sentence was a claim dropped as unproven
        tainted: set[int] = set()  # false claims: what stands beside them loses its footing (see below)
        proven: set[int] = set()  # pieces kept because results prove them
        listing = False  # under a header that claims ("Here is what I found:", "Here's what I'll do:"), each item claims
        nothing_found = bool(reads) and found_nothing(reads)  # every read came back empty
        empty_ones = None if nothing_found else empty_lists(reads)  # else the names of the lists they hold empty
        for piece in pieces:
            fate.append(None)
            unit = units.get(piece)
            if unit is not None:
                if ITEM.match(piece) and listing:
                    unit = replace(unit, claim=True)
                elif reads or not ITEM.match(piece):  # with no read, a claiming item does not make the next ones claim
                    listing = unit.claim and not piece.rstrip().endswith((".", "!", "?"))  # a header, its items below
            if unit is not None and unproven and (WILL.search(piece.replace("’", "'")) or _AFTER.search(
                    piece.replace("’", "'"))) and not asks(piece) and not offers(piece):  # "If you'd rather…, I'll move it"
                edits.append(Edit("follows", piece.strip(), "", unit.score))  # "Enregistré ✔️ Je saurai te dire à
                continue  # qui tu l'as prêtée.": what Arthur will do because of a claim that went, goes too
            if unit is not None:
                unproven = False
            if unit is not None and unsettled and not unit.claim and (completes(piece) or misnames(piece, asking, said, foreign) if not stopped else (
                    moves_on(piece, [c.name for c in unsettled]) or (not writes and presumes(piece, refused_values)) or not (asks(piece) or points_to(
                        piece) or offers(piece) or excuses(piece) or owns_up(piece, said, receipts, unit.score) or listed(unit)))):
                edits.append(Edit("after_cut", piece.strip(), "", unit.score))  # "Have a good session!" after a
                continue  # refusal reads as if it went through: code has said what happened; a question may stay
            spelt = spelled(piece) if writes and not reads else None  # "lundi trente novembre": figures in words only
            if unit is not None and not unit.claim and writes and not reads and not owner_advice(piece) and not offers(piece) and (
                    (repeats := days_named(unit.text) & _RULE_NAMES) or re.search(r"\d", piece) or spelt) and (restates(
                    spelt or unit.text, receipts, 0.5) or repeats) and (misstated(
                    unit.text, writes, self._catalog, writes_evidence, zone) or (spelt and prove(figures_of(unit.text), writes_evidence()).missing)):
                unit = replace(unit, claim=True)  # "Parfait, le 1er décembre à 14h" beside a reminder for the 11th; "Duolingo
                # at 8:15, weekdays only" beside a daily one; "lundi trente novembre à dix heures"; not "Pense à l'annoncer au daily"
            if unit is not None and not unit.claim and reads and (misstates_state(unit.text, reads) or reports(unit.text) or denies_held(
                    unit.text, figures_of(unit.text), ev_reads) or (nothing_found and tells_beside_empty(unit.text, said))):  # "you completed
                unit = replace(unit, claim=True)  # the notary call" beside a pending one; "Tu as fait 3 h", "You mentioned…"
            if unit is None or not unit.claim:
                fate[-1] = piece
                continue
            if unsettled and not writes and (owns_up(piece, said, receipts) or listed(unit) or waits(piece, asking, said, foreign) or (
                    piece in split and all(owns_up(c, said, receipts) or (asks(c) and not moves_on(c)) for c in split[piece]))):
                fate[-1] = piece  # "There's no reminder #7, so nothing was marked": true, in the refusal's terms
                continue
            if not unsettled and ((writes and not reads and (remark(unit.text, unit.score) or aside(unit.text, said, receipts))) or (
                    reads and not writes and answered and not ITEM.match(piece) and remark(unit.text, unit.score))):  # "C'est plutôt léger 😄"
                fate[-1] = piece  # "The bakers do get booked up early, so that's wise.": a comment, no act named
                continue
            if (writes or unsettled) and not reads:
                edits.append(Edit("restated", piece.strip(), "", unit.score))
                claiming = " ".join(c for c in split.get(piece, ()) if found.get(c, 1.0) >= self._detector.threshold
                                    and not bare_wish(c) and not asks(c)) or unit.text  # "Chrono en pause ⏸️ Dis-moi … fini" claims a pause
                if not restates(claiming, receipts):
                    dropped_claims.append(replace(unit, text=claiming))  # what it says was done and was not: said plainly
                if writes and misstated(unit.text, writes, self._catalog, writes_evidence, zone):
                    tainted.add(len(fate) - 1)
                if piece in split and writes and not unsettled:  # its other clauses stay if it said what was done
                    claimed = prove(asserted(claiming, lang, self._figures, self._dims, now_local), writes_evidence())
                    named = set(claimed_actions(claiming, lang, self._catalog))  # "Timer's running on Arthur": the act done
                    fate[-1] = rest(piece) if (claimed.holds() or (not claimed.missing and named and named <= {
                        c.name for c in writes})) and len(fate) - 1 not in tainted else None  # misstated: none of it stays
                continue
            past = bool(PAST.search(unit.text)) and bool(ev_history)
            figures = figures_of(unit.text) if reads or past else None
            by_read, translated = proof(unit.text, unit.vector, figures, ev_reads, item_vectors, items)
            if not by_read.holds() and not by_read.missing and reads and not (unsettled and _LEFT.search(unit.text)) and await translates(
                    self._encode, unit.text, items):
                by_read = Proof((), 1.0)  # "deux préférences : pas de sucre dans le café, …" for "no sugar in my coffee"
            if by_read.holds() and (translated or by_read.coverage < 1) and texts and await swapped_in(
                    self._encode, unit.text, translated, texts):
                by_read = Proof(("(a detail the read does not hold)",), 0.0)  # "aux œufs" for "to peanuts"
            if by_read.holds() and (misstates_state(unit.text, reads) or leaves_out(unit.text, figures, reads) or (unsettled and moves_on(
                    unit.text)) or denies_held(unit.text, figures, ev_reads)):
                by_read = Proof(("(a state the read does not give)",), 0.0)  # "✅ fait" beside a pending one, "just X" beside two
            positive = any(not negated(c) and found.get(c, 0.0) >= self._detector.threshold for c in split.get(piece, ()))
            if not by_read.holds() and not by_read.missing and unit.score < self._detector.threshold and reads and (
                    figures is not None and (figures.spans or figures.digits)) and not nothing_found:
                by_read = Proof((), 1.0)  # held a claim for its figures only ("prévu demain jeudi à 9 h"): all found
            if by_read.holds() and nothing_found and (positive or not negated(unit.text)):
                by_read = Proof(("(an empty read holds only what was asked)",), 0.0)  # "…allergique au kiwi"
            if not writes and (ticked_act(unit.text) or (
                    (not PAST.search(unit.text) or done_first(unit.text)) and acted(unit.text, lang, self._catalog))) and not (
                    shown_retired(unit.text, ev_reads) or states_done(unit.text, reads)):
                by_read = Proof((_NO_WRITE,), 0.0)  # a read proves data, not acts
            if writes:
                by_write = prove(figures, ev_writes) if figures is not None else by_read
                if by_write.holds() or not by_read.holds():
                    rule = "restated" if by_write.holds() else "unproven"
                    edits.append(Edit(rule, piece.strip(), "", unit.score, by_write.missing))
                    if not by_write.holds():
                        dropped_claims.append(unit)
                        unproven = True
                        tainted.add(len(fate) - 1)
                    fate[-1] = rest(piece) if by_write.holds() else None
                    continue
            if by_read.holds() or (closes(unit.text) and (counted or (answered and one_item(reads, lang, self._catalog)))):
                fate[-1] = piece
                proven.add(len(fate) - 1)
                answered, counted = True, counted or bool(figures and figures.counted)
                continue
            if reads and not by_read.missing and piece.rstrip().endswith(":") and (not acted(
                    unit.text, lang, self._catalog) or shown_retired(unit.text, ev_reads)):  # "Including retired ones, …:"
                fate[-1] = piece  # "Two preferences on file:", "Here's what I remember about you:": a header, its
                proven.add(len(fate) - 1)
                continue  # count proven; it stays only if the list under it does (see without_dangling)
            if past and figures is not None and (done_earlier(unit.text, figures, said, request(), lang, self._catalog,
                                                               history, ev_history) or (
                    (told := request()) is not None and asked_earlier(figures, told, ev_history))):
                fate[-1] = piece  # what the ledger shows was done earlier (that act, not another on the same thing)
                proven.add(len(fate) - 1)
                continue
            # A clause of it that says something found ("tu m'avais dit qu'Inès est allergique au kiwi 🥝 Rien
            # d'autre…", `positive`) is no absence: the sentence is checked like any claim.
            if reads and not writes and not positive and ((says_not_found(without_days(unit.text, figures), reads, empty_ones) and only_when(
                    figures, ev_reads)) or nothing_pending(unit.text, figures, reads)):  # "Nothing due today." beside tomorrow's
                fate[-1] = piece  # "I couldn't find anything about the wifi in your notes." after an empty read
                proven.add(len(fate) - 1)
                answered = True
                continue
            if reads and not writes and not positive and (await absent(self._encode, unit.text, figures, ev_reads, items) or await parts_hold(
                    unit.text, by_read.missing, said, self._encode, figures_of, ev_reads, item_vectors, items, reads)):
                fate[-1] = piece  # "No, there's no dentist reminder." beside a listing that holds none; "Non, aucun rappel
                proven.add(len(fate) - 1)  # pour la DDPP : le seul rappel en cours, c'est le notaire demain à 9h."
                answered = True
                continue
            edits.append(Edit("unproven" if calls else "unsupported", piece.strip(), "", unit.score, by_read.missing))
            dropped_claims.append(unit)
            unproven = True
            tainted.add(len(fate) - 1)

        quiet = bool(said) and not calls and asked is None and not asks_act(said)  # no act asked: a drop is no lie's companion
        for i in ([] if quiet else beside(fate, pieces, tainted, proven)):  # "Bon boulot !", "Ask me anytime…", "just
            edits.append(Edit("follows", pieces[i].strip(), ""))  # say 'resume' when you're back": comments on a
            fate[i] = None  # false claim read as its confirmation; they go with it
        dangling: list[str] = []
        kept = without_dangling(fate, dangling) if None in fate else [p for p in fate if p is not None]
        edits += [Edit("dangling", d, "") for d in dangling]
        added = honest(self._catalog, [u.text for u in dropped_claims], writes, [c for c in reads if c not in briefings], answered, lang, edits, asked,
                       unsettled, shown, requested=(not calls or any(_NO_WRITE in e.missing for e in edits)) and names_act(said) and "?" not in said)
        body = tidy("".join(kept))
        parts = [*receipts, *([body] if body else []), *added]
        text = "\n\n".join(p for p in parts if p.strip())
        if not text.strip():
            text = NOTHING_DONE(lang)
            edits.append(Edit("not_done", "", text))
        return Verdict(text, tuple(edits))
