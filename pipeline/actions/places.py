"""Places: "where did I park?" finds the newest place the owner sent (a location or a venue, kept as a note or
attached to a reminder), and the answer sends the place back."""

from __future__ import annotations

from pipeline.action_context import ActionContext
from pipeline.actions.attachments import ShownData, shown
from pipeline.catalog import BOTH, ActionInput, Intent, action
from pipeline.outcomes import Listing, Ok, Outcome
from pipeline.rules.formats import moment_label
from pipeline.texts import Texts
from pipeline.upload_words import where
from pipeline.uploads import Encloses, Enclosure
from stores import attachments

T = Texts("places")


class FindPlace(ActionInput):
    pass


class PlaceFound(Listing, Encloses):
    place: ShownData | None = None
    target: str | None = None  # what the place belongs to: note | reminder
    target_id: int | None = None

    def found(self) -> int:
        return 0 if self.place is None else 1

    def enclosure(self) -> Enclosure | None:
        return self.place.enclosure() if self.place is not None else None


CHECK = T("check", "/notes", "/notes")
FOUND = T("found", "Your latest place, sent {when}: {where} ({belongs}).",
          "Ton dernier lieu, envoyé le {when} : {where} ({belongs}).")
IN_NOTE = T("in_note", "note #{id}", "note n°{id}")
ON_REMINDER = T("on_reminder", "attached to reminder #{id}", "joint au rappel n°{id}")
NONE = T("none", "I have no place from you yet. Send me a location (📎 → Location) and I'll keep it.",
         "Je n'ai encore aucun lieu de toi. Envoie-moi une position (📎 → Position) et je la garderai.")


@action("find_place", "The newest place (location or venue) the owner sent, e.g. where they parked.",
        effect="read", agents=BOTH, output=PlaceFound, check=CHECK, topic="note",
        help=T("help.find", "Where did I park? (the latest place sent)", "Où suis-je garé ? (le dernier lieu envoyé)"),
        not_done=T("not_done.find", "looked up where you parked", "cherché où tu t'es garé"),
        intents=(Intent("FindPlace",
                        en=("where did I park [my car|the car]", "where('s| is) my car [parked]",
                            "where is the car [parked]", "where did I leave [my|the] car",
                            "where am I parked", "where was I parked"),
                        fr=("où (est|ai-je) garé[e] [ma|la] voiture", "où est garée [ma|la] voiture",
                            "où j'ai garé [ma|la] voiture", "où (est|se trouve) [ma|la] voiture",
                            "où ai-je (garé|laissé) [ma|la] voiture", "où suis-je garé[e]",
                            "où je suis garé[e]")),))
async def find_place(ctx: ActionContext, a: FindPlace) -> Outcome:
    """The newest place; none is said plainly, never guessed."""
    row = await attachments.latest_place(ctx.db, ctx.owner.id)
    if row is None:
        return Ok(ctx.t(NONE), PlaceFound())
    belongs = ctx.t(IN_NOTE if row.target == "note" else ON_REMINDER, id=row.target_id)
    text = ctx.t(FOUND, when=moment_label(ctx.local(row.created_at), ctx.lang),
                 where=where(row.latitude, row.longitude, row.title, row.address), belongs=belongs)
    return Ok(text, PlaceFound(place=shown(row.target_id, row), target=row.target, target_id=row.target_id))
