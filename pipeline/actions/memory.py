"""Memory actions: remember a fact, search by meaning, list what is held, retire a fact."""

from __future__ import annotations

from pipeline.catalog import ListMemories, RetireMemory, SaveMemory, SearchMemory
from pipeline.context import ActionContext
from pipeline.outcomes import Ok, Outcome, Refused
from stores import memories
from stores.models import Memory


def _line(ctx: ActionContext, m: Memory) -> str:
    hypothesis = ctx.tr("(hypothesis) ", "(hypothèse) ") if m.confidence == "deduced" else ""
    return f"#{m.id} · {hypothesis}{m.text}"


def memory_dict(m: Memory) -> dict[str, object]:
    """A fact as data."""
    return {"id": m.id, "text": m.text, "category": m.category, "confidence": m.confidence,
            "permanent": m.permanent, "subject": m.subject}


async def save_memory(ctx: ActionContext, a: SaveMemory) -> Outcome:
    """Store a declared fact with its vector; an unknown category is filed under 'general', and said so."""
    if not a.text.strip():
        return Refused("empty", ctx.tr("There is nothing to remember. Nothing was saved.",
                                       "Il n'y a rien à retenir. Rien n'a été enregistré."))
    category, note = a.category.strip().lower(), ""
    if not await memories.known_category(ctx.db, category):
        category = "general"
        note = ctx.tr(f" (filed under general: '{a.category}' is not a category)",
                      f" (classé en général : « {a.category} » n'est pas une catégorie)")
    vector, model = None, None
    if ctx.ports.embedder is not None:
        vector = (await ctx.ports.embedder.embed([a.text]))[0]
        model = ctx.ports.embedder.model
    m = await memories.add(ctx.db, ctx.owner.id, a.text, category, ctx.now, vector, model)
    return Ok(ctx.tr(f"Memory #{m.id} saved: {m.text}{note}", f"Souvenir n°{m.id} mémorisé : {m.text}{note}"),
              memory_dict(m))


async def search_memory(ctx: ActionContext, a: SearchMemory) -> Outcome:
    """Best matches above the model's threshold; an empty result is said plainly, never filled."""
    if not a.query.strip():
        return Refused("empty", ctx.tr("Search for what? No search was made.", "Chercher quoi ? Aucune recherche faite."))
    embedder = ctx.ports.embedder
    found: list[tuple[Memory, float | None]]
    if embedder is not None:
        vector = (await embedder.embed([a.query]))[0]
        hits = await memories.search_vector(ctx.db, ctx.owner.id, vector, embedder.model, embedder.dimensions,
                                            embedder.threshold, a.limit)
        found = [(h.memory, round(h.similarity, 4)) for h in hits]
    else:
        found = [(m, None) for m in await memories.search_words(ctx.db, ctx.owner.id, a.query, a.limit)]
    if not found:
        return Ok(ctx.tr(f"I have nothing in memory about '{a.query}'.",
                         f"Je n'ai rien en mémoire sur « {a.query} »."), {"results": []})
    lines = [ctx.tr("From memory:", "En mémoire :")] + [_line(ctx, m) for m, _ in found]
    return Ok("\n".join(lines), {"results": [{**memory_dict(m), "similarity": s} for m, s in found]})


async def list_memories(ctx: ActionContext, a: ListMemories) -> Outcome:
    """Everything Arthur holds about the owner, so the owner stays in control."""
    rows = await memories.listing(ctx.db, ctx.owner.id, a.limit)
    if not rows:
        return Ok(ctx.tr("I don't remember anything about you yet.", "Je ne retiens encore rien sur toi."),
                  {"memories": []})
    lines = [ctx.tr("What I remember about you (/forget N to retire one):",
                    "Ce que je retiens sur toi (/forget N pour en retirer un) :")]
    lines += [f"{_line(ctx, m)}  [{m.category}]" for m in rows]
    return Ok("\n".join(lines), {"memories": [memory_dict(m) for m in rows]})


async def retire_memory(ctx: ActionContext, a: RetireMemory) -> Outcome:
    """Retire a fact with a date and a reason; it is kept on record, never deleted."""
    m = await memories.get(ctx.db, ctx.owner.id, a.memory_id)
    if m is None:
        return Refused("not_found", ctx.tr(f"There is no memory #{a.memory_id}.",
                                           f"Il n'y a pas de souvenir n°{a.memory_id}."))
    if m.retired_at is not None:
        return Refused("already_retired", ctx.tr(f"Memory #{m.id} was already retired.",
                                                 f"Le souvenir n°{m.id} était déjà retiré."))
    m.retired_at, m.retire_reason = ctx.now, a.reason
    return Ok(ctx.tr(f"Retired memory #{m.id}: {m.text}", f"Souvenir n°{m.id} retiré : {m.text}"), memory_dict(m))
