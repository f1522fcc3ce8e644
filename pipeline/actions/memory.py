"""Long-term memory: remember a fact, search by meaning, list what is held, retire a fact."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated

from pydantic import Field

from pipeline.action_context import ActionContext
from pipeline.actions.notes import NoteData, note_data
from pipeline.catalog import (
    BOTH,
    MENTOR,
    ActionInput,
    Button,
    Claims,
    Command,
    Id,
    Intent,
    IntentMatch,
    Names,
    Understood,
    action,
)
from pipeline.command_syntax import int_then_rest, no_args, rest_as
from pipeline.outcomes import Listing, Ok, Outcome, Record, Refused
from pipeline.rules import memory_match
from pipeline.rules.words import content_words
from pipeline.texts import Texts
from pipeline.upload_words import short
from stores import memories, notes
from stores.models import Memory

T = Texts("memory")
NOT_FOUND = T("not_found", "There is no memory #{id}.", "Il n'y a pas de souvenir n°{id}.")


class SaveMemory(ActionInput):
    text: str = Field(min_length=1, max_length=4000, description="A self-contained sentence to remember.")
    category: str = Field(default="general", min_length=1, max_length=40,
                          description="identity, people, health, preferences, work, places, schedule, "
                                      "possessions, projects, finance, history or general.")


class SearchMemory(ActionInput):
    query: str = Field(min_length=1, max_length=1000)
    limit: int = Field(default=5, ge=1, le=20)
    notes: bool = Field(default=True, description="Also look through the owner's notes (photos' and documents' "
                        "text read included), by words.")


class ListMemories(ActionInput):
    limit: int = Field(default=50, ge=1, le=500)


class RetireMemory(ActionInput):
    memory_id: Annotated[int, Names(NOT_FOUND)] = Id
    reason: str = Field(default="retired by the owner", min_length=1, max_length=500)


class MemoryData(Record):
    id: int
    text: str
    category: str
    confidence: str
    permanent: bool
    subject: str | None = None
    similarity: float | None = None
    match: float | None = None  # probability that it answers the search (pipeline/rules/memory_match.py)


class MemoryList(Listing):
    memories: tuple[MemoryData, ...]
    notes: tuple[NoteData, ...] = ()  # what /recall found in the notes

    def found(self) -> int:
        return len(self.memories) + len(self.notes)


CHECK = T("check", "/memory", "/memory")
HYPOTHESIS = T("hypothesis", "(hypothesis) ", "(hypothèse) ")
NOTHING = T("nothing", "There is nothing to remember. Nothing was saved.", "Il n'y a rien à retenir. Rien n'a été enregistré.")
FILED_GENERAL = T("filed_general", " (filed under general: '{category}' is not a category)",
                  " (classé en général : « {category} » n'est pas une catégorie)")
SAVED = T("saved", "Memory #{id} saved: {text}{note}", "Souvenir n°{id} mémorisé : {text}{note}")
NO_QUERY = T("no_query", "Search for what? No search was made.", "Chercher quoi ? Aucune recherche faite.")
NOTHING_ABOUT = T("nothing_about", "I have nothing in memory about '{query}'.", "Je n'ai rien en mémoire sur « {query} ».")
FOUND = T("found", "From memory:", "En mémoire :")
IN_NOTES = T("in_notes", "In your notes:", "Dans tes notes :")
NONE_YET = T("none_yet", "I don't remember anything about you yet.", "Je ne retiens encore rien sur toi.")
HEADER = T("header", "What I remember about you (/forget N to retire one):",
           "Ce que je retiens sur toi (/forget N pour en retirer un) :")
ALREADY_RETIRED = T("already_retired", "Memory #{id} was already retired.", "Le souvenir n°{id} était déjà retiré.")
RETIRED = T("retired", "Retired memory #{id}: {text}", "Souvenir n°{id} retiré : {text}")
_ABOUT_ME = {"me", "myself", "moi", "toi"}


def _line(ctx: ActionContext, m: Memory) -> str:
    return f"#{m.number} · {ctx.t(HYPOTHESIS) if m.confidence == 'deduced' else ''}{m.text}"


def memory_data(m: Memory, similarity: float | None = None, match: float | None = None) -> MemoryData:
    """A fact as data."""
    return MemoryData(id=m.number, text=m.text, category=m.category, confidence=m.confidence, permanent=m.permanent,
                      subject=m.subject, similarity=similarity, match=match)


@action("save_memory", "Remember a fact about the owner for later retrieval by meaning.",
        effect="internal_write", agents=MENTOR, output=MemoryData, check=CHECK, topic="memory",
        help=T("help.save", "Remember a fact", "Mémoriser un souvenir"),
        not_done=T("not_done.save", "saved anything to memory", "mémorisé quoi que ce soit"),
        command=Command("remember", T("usage.save", "/remember TEXT", "/remember TEXTE"), rest_as("text", verbatim=True)),
        intents=(Intent("SaveMemory", en=("remember that {text}", "keep in mind that {text}", "don't forget that {text}"),
                        fr=("souviens[-]toi que {text}", "retiens que {text}", "n'oublie pas que {text}"),
                        slots={"text": "text"}),),
        claims=Claims("create", "memory", en=(r"\bi'?ll remember (?:that|it|this)\b", r"\bi've memori[sz]ed\b"),
                      fr=(r"\bje m'en souviendrai\b", r"\bje (?:l'|le |la )?retiens\b", r"\bc'est mémorisé\b")))
async def save_memory(ctx: ActionContext, a: SaveMemory) -> Outcome:
    """Store a declared fact with its vector; an unknown category is filed under 'general', and said so."""
    if not a.text.strip():
        return Refused("empty", ctx.t(NOTHING))
    category, note = a.category.strip().lower(), ""
    if not await memories.known_category(ctx.db, category):
        category = "general"
        note = ctx.t(FILED_GENERAL, category=a.category)
    vector, model = None, None
    if ctx.ports.embedder is not None:
        vector = (await ctx.ports.embedder.embed([a.text]))[0]
        model = ctx.ports.embedder.model
        await ctx.ports.embedder.warm(a.text)  # what searches will need about it, cached now
    m = await memories.add(ctx.db, ctx.owner.id, a.text, category, ctx.now, vector, model)
    return Ok(ctx.t(SAVED, id=m.number, text=m.text, note=note), memory_data(m))


def _search(m: IntentMatch) -> Understood:
    """'what do you know about X'; about the owner themself, everything held is listed."""
    query = m.slots["query"].strip().rstrip("?!. ").strip()
    if query.lower() in _ABOUT_ME:
        return Understood(m.intent, "list_memories", {}, more=(("list_preferences", {}),))
    return Understood(m.intent, "search_memory", {"query": query})


@action("search_memory", "Search remembered facts by meaning. Use it before saying you don't know.",
        effect="read", agents=BOTH, output=MemoryList, check=CHECK, topic="memory",
        help=T("help.search", "Search memory", "Chercher dans la mémoire"),
        not_done=T("not_done.search", "searched your memory", "cherché dans ta mémoire"),
        command=Command("recall", T("usage.search", "/recall QUERY", "/recall RECHERCHE"), rest_as("query")),
        intents=(Intent("SearchMemory",
                        en=("what do you know about {query}", "do you remember {query}",
                            "what did I tell you about {query}", "search [my] memory for {query}", "recall {query}"),
                        fr=("que sais-tu (sur|de|du|des) {query}", "tu te souviens (de|du|des|d') {query}",
                            "qu'est-ce que je t'ai dit (sur|de|du|des) {query}", "cherche dans [ma] mémoire {query}"),
                        build=_search),),
        read_claims_en=(r"\b(?:i found|from (?:my )?memory|i remember that|according to (?:my|your) memor(?:y|ies))\b",),
        read_claims_fr=(r"\b(?:j'ai trouvé|en mémoire|je me souviens que|d'après (?:ma|tes|vos) (?:mémoire|souvenirs))\b",))
async def search_memory(ctx: ActionContext, a: SearchMemory) -> Outcome:
    """The nearest facts that answer the query: the match score (pipeline/rules/memory_match.py) decides for the
    model it was fitted for, the cosine threshold for others; an empty result is said plainly, never filled."""
    if not a.query.strip():
        return Refused("empty", ctx.t(NO_QUERY))
    embedder = ctx.ports.embedder
    found: list[tuple[Memory, float | None, float | None]]
    if embedder is not None:
        vector = (await embedder.embed([a.query]))[0]
        hits = await memories.nearest(ctx.db, ctx.owner.id, vector, embedder.model, embedder.dimensions,
                                      max(memory_match.CANDIDATES, a.limit))
        rows = {h.memory.id: h.memory for h in hits}
        candidates = [memory_match.Candidate(h.memory.id, h.memory.text, h.similarity) for h in hits]
        vectors, seconds = None, None
        if embedder.matcher is not None and candidates:
            vectors = await embedder.word_vectors(memory_match.words_needed(a.query, candidates))
            seconds = await embedder.second_similarities(a.query, [c.text for c in candidates])
        if embedder.matcher is not None and vectors is not None and seconds is not None:
            candidates = [replace(c, second=s) for c, s in zip(candidates, seconds, strict=True)]
            kept = memory_match.choose(a.query, candidates, vectors, a.limit, embedder.matcher,
                                       floor=embedder.threshold)
            found = [(rows[m.candidate.id], round(m.candidate.similarity, 4), round(m.probability, 4)) for m in kept]
        else:
            found = [(rows[c.id], round(c.similarity, 4), None)
                     for c in memory_match.by_cosine(candidates, embedder.threshold, a.limit)]
    else:
        found = [(m, None, None) for m in await memories.search_words(ctx.db, ctx.owner.id, a.query, a.limit)]
    in_notes = await _notes(ctx, a) if a.notes else []
    if not found and not in_notes:
        return Ok(ctx.t(NOTHING_ABOUT, query=a.query), MemoryList(memories=()))
    lines = ([ctx.t(FOUND)] + [_line(ctx, m) for m, _, _ in found]) if found else []
    lines += ([ctx.t(IN_NOTES)] + [f"#{n.number} · {short(n.text, 300)}" for n in in_notes]) if in_notes else []
    return Ok("\n".join(lines), MemoryList(memories=tuple(memory_data(m, s, p) for m, s, p in found),
                                           notes=tuple(note_data(n) for n in in_notes)))


async def _notes(ctx: ActionContext, a: SearchMemory) -> list[notes.NoteRow]:
    """/recall also looks through the notes, by words: every content word of the query must be in the note (a
    photo's or document's note holds the text read from it)."""
    words = content_words(a.query)
    return list(await notes.listing(ctx.db, ctx.owner.id, words, False, a.limit)) if words else []


@action("list_memories", "List what Arthur remembers about the owner.",
        effect="read", agents=BOTH, output=MemoryList, check=CHECK, topic="memory",
        help=T("help.list", "What Arthur remembers", "Ce dont Arthur se souvient"),
        not_done=T("not_done.list", "read what I remember", "lu ce dont je me souviens"),
        command=Command("memory", T("usage.list", "/memory", "/memory"), no_args))
async def list_memories(ctx: ActionContext, a: ListMemories) -> Outcome:
    """Everything Arthur holds about the owner, so the owner stays in control."""
    rows = await memories.listing(ctx.db, ctx.owner.id, a.limit)
    if not rows:
        return Ok(ctx.t(NONE_YET), MemoryList(memories=()))
    lines = [ctx.t(HEADER)] + [f"{_line(ctx, m)}  [{m.category}]" for m in rows]
    return Ok("\n".join(lines), MemoryList(memories=tuple(memory_data(m) for m in rows)))


@action("retire_memory", "Retire a remembered fact (kept, dated, with a reason).",
        unknown_shows="list_memories", effect="internal_write", agents=BOTH, output=MemoryData, check=CHECK, topic="memory",
        help=T("help.retire", "Retire a remembered fact", "Retirer un souvenir"),
        not_done=T("not_done.retire", "removed anything from memory", "retiré quoi que ce soit de la mémoire"),
        command=Command("forget", T("usage.retire", "/forget N [REASON]", "/forget N [RAISON]"),
                        int_then_rest("memory_id", "reason")),
        buttons=(Button("mm:forget", T("button.forget", "Forget #{n}", "Oublier n°{n}"),
                        lambda n, _now: {"memory_id": n}, settles=False,
                        offer=lambda data: [m.id for m in data.memories] if isinstance(data, MemoryList) else []),),
        claims=Claims("remove", "memory", en=(r"\bi'?ll forget\b",), fr=(r"\bj'oublie\b", r"\bc'est oublié\b")))
async def retire_memory(ctx: ActionContext, a: RetireMemory) -> Outcome:
    """Retire a fact with a date and a reason; it is kept on record, never deleted."""
    m = await memories.get(ctx.db, ctx.owner.id, a.memory_id)
    if m is None:
        return Refused("not_found", ctx.t(NOT_FOUND, id=a.memory_id))
    if m.retired_at is not None:
        return Refused("already_retired", ctx.t(ALREADY_RETIRED, id=m.number))
    m.retired_at, m.retire_reason = ctx.now, a.reason
    return Ok(ctx.t(RETIRED, id=m.number, text=m.text), memory_data(m))
