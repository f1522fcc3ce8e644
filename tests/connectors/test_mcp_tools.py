"""Pure: tools from declarations, outcomes as results, and the owner's question (no I/O)."""

from __future__ import annotations

import jsonschema

from connectors import mcp_tools
from pipeline.actions import CATALOG
from pipeline.executor import Call
from pipeline.outcomes import Failed, PendingConfirmation, Refused
from pipeline.owner_channel import ask_owner


def test_annotations_follow_the_effect_class() -> None:
    hints = {a.effect: mcp_tools.tool_annotations(a).model_dump(by_alias=True, exclude_none=True)
             for a in CATALOG.actions}
    assert hints["read"] == {"title": hints["read"]["title"], "readOnlyHint": True}
    assert {k: v for k, v in hints["internal_write"].items() if k != "title"} == {
        "readOnlyHint": False, "destructiveHint": False}
    assert {k: v for k, v in hints["external_effect"].items() if k != "title"} == {
        "readOnlyHint": False, "destructiveHint": True, "openWorldHint": True}


def test_every_tool_schema_is_valid_json_schema() -> None:
    for tool in mcp_tools.tools(CATALOG):
        jsonschema.Draft202012Validator.check_schema(tool.input_schema)
        jsonschema.Draft202012Validator.check_schema(tool.output_schema)  # type: ignore[arg-type]


def test_refused_and_failed_are_errors_with_their_reason() -> None:
    refused = mcp_tools.result(Call("retire_note", {}, Refused("not_found", "There is no note #9.")), "en", CATALOG)
    failed = mcp_tools.result(Call("create_note", {}, Failed("It broke (X).", "/notes")), "fr", CATALOG)
    assert refused.is_error and refused.structured_content == {
        "outcome": "refused", "code": "not_found", "message": "There is no note #9. Nothing was written."}
    assert failed.is_error and failed.structured_content["check"] == "/notes"  # type: ignore[index]
    assert "vérifie /notes" in failed.content[0].text  # type: ignore[union-attr]


def test_pending_says_plainly_that_nothing_happened_yet() -> None:
    pending = PendingConfirmation("tok", "share_note", "Send note #3 (\"x\") to Bob?")
    for told, words in (("sent", "has been asked on Telegram"), ("unknown", "may not have arrived"),
                        ("failed", "could not be asked"), ("no_channel", "could not be asked")):
        r = mcp_tools.result(Call("share_note", {}, pending), "en", CATALOG, told)  # type: ignore[arg-type]
        assert not r.is_error and words in r.content[0].text  # type: ignore[union-attr]
        assert r.content[0].text.startswith("Nothing has happened")  # type: ignore[union-attr]
        assert "tok" not in str(r.structured_content)
    fr = mcp_tools.result(Call("share_note", {}, pending), "fr", CATALOG, "sent")
    assert fr.content[0].text.startswith("Rien ne s'est encore passé.")  # type: ignore[union-attr]


def test_the_owner_is_asked_in_their_language_with_buttons() -> None:
    pending = PendingConfirmation("tok", "share_note", "Envoyer la note n°3 à Bob ?")
    reply = ask_owner("laptop", CATALOG["share_note"], {"note_id": 3, "contact": "Bob"}, pending, "fr")
    assert reply.text == "Un client MCP (laptop) demande de partager la note n°3 avec Bob.\n\nEnvoyer la note n°3 à Bob ?"
    assert [(b.label, b.data) for b in reply.buttons[0]] == [("Confirmer", "cf:tok"), ("Annuler", "cx:tok")]
    plain = ask_owner("phone", None, {}, PendingConfirmation("t2", "weather.alert", "Run it?"), "en")
    assert plain.text.startswith("An MCP client (phone) asks for weather.alert.")
    odd = ask_owner("phone", CATALOG["share_note"], {"note_id": 3}, pending, "en")
    assert odd.text.startswith("An MCP client (phone) asks for share_note.")
