"""Outside MCP tools as catalog actions: the configuration (ARTHUR_MCP_SERVERS, a TOML file) and the
declarations built from it at start-up by the composition root. The catalog module itself stays pure.

    [[servers]]
    name = "weather"                        # tools are named weather.forecast, weather.alert…
    url = "https://weather.example/mcp"     # or: command = ["weather-mcp", "--stdio"]
    token_env = "WEATHER_MCP_TOKEN"         # the bearer token is read from this environment variable
    tools = ["forecast", "alert"]           # the tools taken (none by default: the owner opts in)
    effects = { forecast = "read" }         # per tool; default external_effect
    timeout_s = 20

A server's own annotations (readOnlyHint…) are hints from an untrusted party: they never lower the effect class,
which alone decides confirmation. The input schema the server listed is enforced before anything is sent."""

from __future__ import annotations

import copy
import json
import re
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, assert_never

import jsonschema
from jsonschema.validators import validator_for
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from pipeline.action_context import ActionContext
from pipeline.catalog import BOTH, Action, ActionInput, EffectClass
from pipeline.outcomes import Failed, Ok, Outcome, Record, Refused
from pipeline.outside_port import Answered, Gone, Rejected, Unreachable
from pipeline.texts import Text, Texts

T = Texts("outside")
ANSWERED = T("answered", "{name}: {text}", "{name} : {text}")
REFUSED = T("refused", "{name} refused: {reason}", "{name} a refusé : {reason}")
NO_ANSWER = T("no_answer", "{name} did not answer ({reason}).", "{name} n'a pas répondu ({reason}).")
GONE = T("gone", "{name} is no longer offered by the {server} server ({tool} is gone since it was listed); "
         "nothing was done.", "{name} n'est plus proposé par le serveur {server} ({tool} a disparu depuis sa "
         "liste) ; rien n'a été fait.")
NOT_CONNECTED = T("not_connected", "Outside tools are not connected here, so {name} was not called.",
                  "Les outils extérieurs ne sont pas connectés ici : {name} n'a pas été appelé.")
ASK = T("ask", "Run {name} on the {server} server with {arguments}?",
        "Lancer {name} sur le serveur {server} avec {arguments} ?")
CHECK = T("check", "the {server} server", "le serveur {server}")
USED = T("used", "used {name}", "utilisé {name}")


class ServerConfig(BaseModel):
    """One outside server, as the owner configured it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(pattern=r"^[a-z][a-z0-9_-]{0,30}$")
    url: str | None = Field(default=None, pattern=r"^https?://")
    command: tuple[str, ...] | None = Field(default=None, min_length=1)
    token_env: str | None = None
    tools: tuple[str, ...] = ()
    effects: dict[str, EffectClass] = Field(default_factory=dict)
    timeout_s: float = Field(default=20.0, gt=0, le=600)

    @model_validator(mode="after")
    def _consistent(self) -> ServerConfig:
        if (self.url is None) == (self.command is None):
            raise ValueError(f"server {self.name}: give either url or command")
        stray = sorted(set(self.effects) - set(self.tools))
        if stray:
            raise ValueError(f"server {self.name}: effects for tools not taken: {', '.join(stray)}")
        return self

    @property
    def address(self) -> str:
        """Where it is: its URL, or its command line."""
        return self.url or " ".join(self.command or ())

    def effect(self, tool: str) -> EffectClass:
        """The effect class a taken tool runs under: the configured one, external_effect by default."""
        return self.effects.get(tool, "external_effect")


class OutsideConfig(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    servers: tuple[ServerConfig, ...] = ()


def load_config(text: str) -> tuple[ServerConfig, ...]:
    """Parse the TOML file; a ValueError names what is wrong."""
    try:
        config = OutsideConfig.model_validate(tomllib.loads(text))
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"not valid TOML ({exc})") from exc
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ValueError(f"{where}: {first['msg'].removeprefix('Value error, ')}") from exc
    names = [s.name for s in config.servers]
    if len(names) != len(set(names)):
        raise ValueError("two servers share a name")
    return config.servers


@dataclass(frozen=True)
class Listed:
    """A tool as a server listed it (SDK-independent)."""

    name: str
    description: str
    input_schema: dict[str, Any]


class OutsideInput(ActionInput):
    """Arguments for an outside tool: checked against the JSON schema the server listed, then passed as given."""

    model_config = ConfigDict(extra="allow", frozen=True)
    listed_schema: ClassVar[dict[str, Any]] = {"type": "object"}

    @model_validator(mode="before")
    @classmethod
    def _fits_the_listed_schema(cls, data: Any) -> Any:
        validator = validator_for(cls.listed_schema)(cls.listed_schema)
        errors = sorted(validator.iter_errors(data), key=lambda e: list(e.path))
        if errors:
            raise ValueError("; ".join(f"{'.'.join(map(str, e.path)) or 'input'}: {e.message}" for e in errors[:3]))
        return data

    @classmethod
    def model_json_schema(cls, *args: Any, **kwargs: Any) -> dict[str, Any]:
        """The schema the server listed (what the model and MCP clients are shown)."""
        return copy.deepcopy(cls.listed_schema)


class OutsideResult(Record):
    """What an outside tool answered."""

    server: str
    tool: str
    text: str
    structured: Any = None


def input_model(name: str, schema: dict[str, Any]) -> type[OutsideInput]:
    """An input model for one listed tool; raises jsonschema.SchemaError for a schema that is not one."""
    validator_for(schema).check_schema(schema)
    if schema.get("type") != "object":
        raise jsonschema.SchemaError("a tool's input schema must be an object")
    return type(f"Outside_{name.replace('.', '_').replace('-', '_')}", (OutsideInput,),
                {"listed_schema": copy.deepcopy(schema), "__module__": __name__})


def declare(server: ServerConfig, listed: Sequence[Listed]) -> tuple[list[Action], dict[str, str]]:
    """The taken tools this server lists, as actions `server.tool`; and why any taken tool was left out."""
    found = {t.name: t for t in listed}
    actions: list[Action] = []
    left_out: dict[str, str] = {}
    for tool in server.tools:
        if tool not in found:
            left_out[tool] = "not offered"
        elif not re.fullmatch(r"[A-Za-z0-9_-]{1,32}", tool):
            left_out[tool] = "a name Arthur cannot use"
        else:
            try:
                actions.append(_action(server, found[tool]))
            except jsonschema.SchemaError as exc:
                left_out[tool] = f"its input schema is not valid ({exc.message})"
    return actions, left_out


def _action(server: ServerConfig, tool: Listed) -> Action:
    name = f"{server.name}.{tool.name}"
    effect = server.effect(tool.name)
    about = " ".join(tool.description.split())[:800] or tool.name
    short = about[:60]

    async def handler(ctx: ActionContext, a: OutsideInput) -> Outcome:
        port = ctx.ports.outside
        if port is None:
            return Refused("not_connected", ctx.t(NOT_CONNECTED, name=name))
        answer = await port.call(server.name, tool.name, a.model_dump(mode="json"))
        match answer:
            case Answered(is_error=True):
                return Refused("outside_refused", ctx.t(REFUSED, name=name, reason=_cut(answer.text)))
            case Answered():
                return Ok(ctx.t(ANSWERED, name=name, text=_cut(answer.text)),
                          OutsideResult(server=server.name, tool=tool.name, text=answer.text,
                                        structured=answer.structured))
            case Rejected():
                return Refused("outside_rejected", ctx.t(REFUSED, name=name, reason=_cut(answer.reason)))
            case Unreachable():
                return Failed(ctx.t(NO_ANSWER, name=name, reason=answer.reason), ctx.t(CHECK, server=server.name))
            case Gone():
                return Refused("tool_gone", ctx.t(GONE, server=server.name, tool=tool.name, name=name))
            case _:
                assert_never(answer)

    async def prepare(ctx: ActionContext, a: OutsideInput) -> Refused | str:
        arguments = json.dumps(a.model_dump(mode="json"), ensure_ascii=False)
        return ctx.t(ASK, name=name, server=server.name, arguments=_cut(arguments, 300))

    return Action(name=name, description=f"[outside tool from the {server.name} MCP server] {about}",
                  input=input_model(name, tool.input_schema), effect=effect, agents=BOTH, handler=handler,
                  help=Text(f"outside.{name}.help", short, short), topic="outside", output=OutsideResult,
                  check=Text(f"outside.{name}.check", CHECK.en.format(server=server.name),
                             CHECK.fr.format(server=server.name)),
                  not_done=Text(f"outside.{name}.not_done", USED.en.format(name=name), USED.fr.format(name=name)),
                  prepare=prepare if effect == "external_effect" else None)


def _cut(text: str, limit: int = 1500) -> str:
    text = text.strip()
    return text if len(text) <= limit else text[:limit - 1] + "…"
