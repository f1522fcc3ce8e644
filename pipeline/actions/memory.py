"""Memory actions: save a fact, search by meaning (or by words when no embedder is configured)."""

from __future__ import annotations

from pipeline.catalog import SaveMemory, SearchMemory
from pipeline.context import ActionContext
from pipeline.outcomes import Ok, Outcome, Refused
from stores import memories


async def save_memory(ctx: ActionContext, a: SaveMemory) -> Outcome:
    """Store a memory with its vector when an embedder is configured."""
    if not a.text.strip():
        return Refused("empty", ctx.tr("There is nothing to remember. Nothing was saved.",
                                       "Il n'y a rien à retenir. Rien n'a été enregistré."))
    vector, model = None, None
    if ctx.ports.embedder is not None:
        vector = (await ctx.ports.embedder.embed([a.text]))[0]
        model = ctx.ports.embedder.model
    m = await memories.add(ctx.db, ctx.owner.id, a.text, a.category, ctx.now, vector, model)
    return Ok(ctx.tr(f"Memory #{m.id} saved: {m.text}", f"Souvenir n°{m.id} mémorisé : {m.text}"),
              {"id": m.id, "text": m.text, "category": m.category})


async def search_memory(ctx: ActionContext, a: SearchMemory) -> Outcome:
    """Best matches above the threshold; an empty result is said plainly, never filled."""
    embedder = ctx.ports.embedder
    if embedder is not None:
        vector = (await embedder.embed([a.query]))[0]
        hits: list[tuple[memories.Memory, float | None]] = [(m, s) for m, s in await memories.search_vector(ctx.db, ctx.owner.id, vector, embedder.model,
                                                                 embedder.threshold, a.limit)]
    else:
        hits = [(m, None) for m in await memories.search_words(ctx.db, ctx.owner.id, a.query, a.limit)]
    if not hits:
        return Ok(ctx.tr(f"I have nothing in memory about '{a.query}'.",
                         f"Je n'ai rien en mémoire sur « {a.query} »."), {"results": []})
    lines = [ctx.tr("From memory:", "En mémoire :")] + [f"#{m.id} · {m.text}" for m, _ in hits]
    return Ok("\n".join(lines), {"results": [{"id": m.id, "text": m.text, "category": m.category, "score": s}
                                             for m, s in hits]})
