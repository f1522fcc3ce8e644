"""The composition root: settings → database → executor → turns. Nothing else builds dependencies."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from sqlalchemy.ext.asyncio import AsyncEngine

from arthur.settings import Settings, SettingsError
from pipeline.action_context import Clock, Embedder, FixedAccounts, Limits, Ports, Sender, SystemClock
from pipeline.actions import CATALOG
from pipeline.archive import ConversationArchive
from pipeline.brain import BrainConfig, LLMBrain
from pipeline.catalog import Action, Catalog
from pipeline.claim_detector import ClaimDetector
from pipeline.distill import Distiller
from pipeline.embeddings import LocalEmbedder, MistralEmbedder
from pipeline.executor import Executor
from pipeline.followups import FollowUps
from pipeline.guard import Guard
from pipeline.guard_vocabulary import compile_vocabulary
from pipeline.health import WatchedModel
from pipeline.intents import IntentBrain, IntentEngine
from pipeline.llm import DEFAULT_PRICES, ChatModel, MistralChat
from pipeline.outside_port import OutsideTools
from pipeline.outside_tools import load_config
from pipeline.reembed import reembed
from pipeline.rules.time_phrases import TimeReader
from pipeline.stages import Brain
from pipeline.turn_contexts import TurnContexts
from pipeline.turns import Turns
from stores.autocommit import Autocommit
from stores.calendar import CalDAVCalendars, CalendarAccount
from stores.database import open_database, sessions
from stores.mail_sending import SMTPSender
from stores.mailbox import IMAPMailboxes, MailAccount
from stores.notices import ContextNotices
from stores.vault import Vault, VaultError, instance_key
from voice.ocr import RapidTextReader
from voice.stt import Transcriber
from voice.tts import Synthesizer

if TYPE_CHECKING:
    from connectors.mcp_client import (
        OutsideServers,  # the MCP SDK is imported only when servers are configured
    )


@dataclass
class App:
    """Everything a channel needs, built once per process."""

    settings: Settings
    engine: AsyncEngine
    executor: Executor
    turns: Turns
    distiller: Distiller
    intents: IntentEngine  # compiled once; the voice channel reuses it
    contexts: TurnContexts  # turn contexts; cached while `context_notices` runs beside the bot
    outside: OutsideServers | None = field(default=None)  # outside MCP servers whose tools joined the catalog
    model: WatchedModel | None = None  # the configured chat model, whose last call /status reports

    def context_notices(self) -> ContextNotices:
        """The job that lets `contexts` cache turn contexts (see `build_notices`)."""
        return build_notices(self.engine, self.contexts)

    async def close(self) -> None:
        """Close the outside connections and release the database pool."""
        if self.outside is not None:
            await self.outside.close()
        await self.engine.dispose()


def build_executor(engine: AsyncEngine, settings: Settings, clock: Clock, ports: Ports,
                   catalog: Catalog = CATALOG) -> Executor:
    """The one executor, wired to the real handlers (and to outside tools, when `catalog` includes them)."""
    return Executor(sessions(engine), clock, catalog, ports=ports,
                    limits=Limits(note_max_chars=settings.note_max_chars),
                    default_zone=settings.timezone, default_language=settings.language)


def build_connectors(settings: Settings, sender: Sender | None, embedder: Embedder | None,
                     outside: OutsideTools | None = None) -> Ports:
    """The outside world's ports: the vault (its key made on first start), CalDAV, IMAP and SMTP, outside MCP
    servers."""
    key = instance_key(settings.home, settings.secret_key.get_secret_value() if settings.secret_key else None)
    try:
        vault = Vault(key)
    except VaultError as exc:
        raise SettingsError(f"bad setting ARTHUR_SECRET_KEY: {exc}") from exc
    return Ports(sender=sender, embedder=embedder, vault=vault, outside=outside,
                 calendars=CalDAVCalendars(timeout_s=settings.caldav_timeout_s),
                 mailboxes=IMAPMailboxes(timeout_s=settings.mail_timeout_s),
                 outgoing=SMTPSender(timeout_s=settings.mail_timeout_s), fixed=fixed_accounts(settings))


def fixed_accounts(settings: Settings) -> FixedAccounts:
    """ARTHUR_CALDAV_* and ARTHUR_MAIL_* serve one owner: the console's (the single allowed Telegram user)."""
    calendar = mail = None
    if settings.caldav_url and settings.caldav_user and settings.caldav_password:
        calendar = CalendarAccount(settings.caldav_url, settings.caldav_user,
                                   settings.caldav_password.get_secret_value())
    if settings.mail_imap_host and settings.mail_smtp_host and settings.mail_user and settings.mail_password:
        mail = MailAccount(settings.mail_imap_host, settings.mail_imap_port, settings.mail_smtp_host,
                           settings.mail_smtp_port, settings.mail_user, settings.mail_password.get_secret_value(),
                           settings.mail_address or "")
    return FixedAccounts(owner_external_id=console_owner(settings, None), calendar=calendar, mail=mail)


def build_llm(settings: Settings) -> ChatModel | None:
    """The Mistral adapter when a key is configured; None runs Arthur offline."""
    if settings.mistral_api_key is None:
        return None
    return MistralChat(api_key=settings.mistral_api_key.get_secret_value(), server_url=settings.mistral_server_url,
                       prices={**DEFAULT_PRICES, **settings.mistral_prices})


def build_contexts(engine: AsyncEngine, clock: Clock, executor: Executor) -> TurnContexts:
    """What turns start from; its cache learns of this process's writes from the executor itself."""
    reads = frozenset(a.name for a in executor.catalog.actions if a.effect == "read")
    contexts = TurnContexts(Autocommit(engine), clock, reads=reads)
    executor.watch(contexts.changed)
    return contexts


async def build_turns(settings: Settings, executor: Executor, engine: AsyncEngine, clock: Clock,
                      llm: ChatModel | None = None, intents: IntentEngine | None = None,
                      memory_note: str = "") -> tuple[Turns, TurnContexts]:
    """What every channel serves: the turns, with the archive of the conversations under way loaded, the
    questions waiting in them, and the turn-context cache they start from (cached only while `build_notices`'s
    job runs)."""
    contexts = build_contexts(engine, clock, executor)
    archive = ConversationArchive(sessions(engine), Autocommit(engine), clock)
    await archive.warm()  # a restart mid-conversation keeps what was just said
    times = TimeReader()
    intents = intents or IntentEngine(executor.catalog, times)
    turns = Turns(executor, build_brain(settings, executor, engine, clock, llm, intents, contexts), archive,
                  memory_note=memory_note, intents=intents, followups=FollowUps(sessions(engine), clock),
                  guard=build_guard(executor.catalog, _sentence_encoder(executor, settings.threads), times) if llm else None)
    await turns.warm()  # a connection waiting for its password keeps waiting across a restart

    return turns, contexts


def build_notices(engine: AsyncEngine, contexts: TurnContexts) -> ContextNotices:
    """The job that lets `contexts` cache turn contexts: it hears every process's writes to them."""
    return ContextNotices(engine, contexts.changed, contexts.listening)


def build_brain(settings: Settings, executor: Executor, engine: AsyncEngine, clock: Clock,
                llm: ChatModel | None = None, intents: IntentEngine | None = None,
                contexts: TurnContexts | None = None) -> Brain:
    """The LLM brain when a model is given, else the offline intent brain."""
    intents = intents or IntentEngine(executor.catalog)
    if llm is None:
        return IntentBrain(intents, executor)
    compile_vocabulary(executor.catalog)  # one-time costs paid here, not by the first turns of a busy start
    config = BrainConfig(router_model=settings.router_model, agent_model=settings.agent_model,
                         turn_deadline_s=settings.turn_deadline_s, local_intents_first=settings.local_intents)
    return LLMBrain(llm, executor, contexts or build_contexts(engine, clock, executor), config, intents=intents)


def build_guard(catalog: Catalog, encoder: LocalEmbedder, times: TimeReader) -> Guard:
    """The sincerity guard: the claim detector's shipped weights, the packaged sentence encoder, Duckling."""
    return Guard(catalog, ClaimDetector(), encoder.matrix, times)


def _sentence_encoder(executor: Executor, threads: int) -> LocalEmbedder:
    """The guard reads sentences with the packaged multilingual encoder, the memory's own when it is that one."""
    embedder = executor.ports.embedder
    return embedder if isinstance(embedder, LocalEmbedder) else LocalEmbedder(threads=threads)


def build_embedder(settings: Settings) -> Embedder | None:
    """The packaged multilingual model by default; mistral-embed when asked (it needs the key)."""
    if settings.embeddings == "off":
        return None
    if settings.embeddings == "mistral":
        if settings.mistral_api_key is None:
            raise SettingsError("bad setting ARTHUR_EMBEDDINGS: 'mistral' needs ARTHUR_MISTRAL_API_KEY")
        return MistralEmbedder(settings.mistral_api_key.get_secret_value(), settings.mistral_server_url,
                               settings.memory_threshold)
    return LocalEmbedder(threads=settings.threads, threshold=settings.memory_threshold)


async def build_outside(settings: Settings) -> tuple[OutsideServers | None, list[Action]]:
    """The outside MCP servers of ARTHUR_MCP_SERVERS, connected, and their taken tools as actions."""
    if settings.mcp_servers is None:
        return None, []
    try:
        configs = load_config(settings.mcp_servers.read_text())
    except (OSError, ValueError) as exc:
        raise SettingsError(f"bad setting ARTHUR_MCP_SERVERS: {settings.mcp_servers}: {exc}") from exc
    from connectors.mcp_client import OutsideServers

    outside = OutsideServers(configs)
    return outside, await outside.start()


async def build(settings: Settings, *, clock: Clock | None = None, sender: Sender | None = None,
                llm: ChatModel | None = None, engine: AsyncEngine | None = None) -> App:
    """Open the database (embedded unless a URL is set), migrate it, and wire the pipeline."""
    clock = clock or SystemClock()
    embedder = build_embedder(settings)
    engine = engine or await open_database(settings.home, settings.database_url)
    if embedder is not None:
        # A changed embedding model re-embeds what it cannot compare (a first batch now, the rest in the bot).
        await reembed(sessions(engine), embedder, limit=2000)
    outside, extra = await build_outside(settings)
    executor = build_executor(engine, settings, clock, build_connectors(settings, sender, embedder, outside),
                              CATALOG.with_actions(extra))
    built = llm or build_llm(settings)
    model = WatchedModel(built) if built is not None else None
    llm = model
    distiller = Distiller(llm, sessions(engine), clock, embedder, settings.router_model)
    note = ("distillation: closed conversations (30 min of silence) become a summary and facts"
            if distiller.enabled else "distillation: skipped — no language model configured")
    intents = IntentEngine(executor.catalog)
    turns, contexts = await build_turns(settings, executor, engine, clock, llm, intents, memory_note=note)
    return App(settings=settings, engine=engine, executor=executor, turns=turns, distiller=distiller,
               intents=intents, contexts=contexts, outside=outside, model=model)


def console_owner(settings: Settings, user: str | None) -> str:
    """Which owner the console speaks for: --user, else the single allowed Telegram user, else 'local'."""
    if user:
        return user
    if len(settings.telegram_allowed_users) == 1:
        return str(settings.telegram_allowed_users[0])
    return "local"


@dataclass(frozen=True)
class VoiceEngines:
    """Speech engines, loaded once at start."""

    transcriber: Transcriber
    synthesizer: Synthesizer | None


def build_reader(settings: Settings) -> RapidTextReader | None:
    """The OCR engine for photos and scanned pages (rapidocr, its model inside the wheel), unless ARTHUR_OCR is
    off. Not loaded yet: `await reader.load()` once at start."""
    return RapidTextReader(threads=settings.threads) if settings.ocr else None


def build_voice(settings: Settings) -> VoiceEngines:
    """faster-whisper (the packaged base model unless ARTHUR_STT_MODEL names another) and piper."""
    from voice.models import packaged_piper_voice, packaged_whisper_base
    from voice.stt import WhisperTranscriber
    from voice.tts import PiperSynthesizer

    model = str(packaged_whisper_base(settings.home / "models")) if settings.stt_model == "base" else settings.stt_model
    transcriber = WhisperTranscriber(model, threads=settings.threads, languages=settings.languages)
    synthesizer = None
    if settings.tts:
        if settings.tts_voice is not None:
            config = settings.tts_voice.with_name(settings.tts_voice.name + ".json")
            synthesizer = PiperSynthesizer(settings.tts_voice, config if config.exists() else None)
        else:
            synthesizer = PiperSynthesizer(*packaged_piper_voice())
    return VoiceEngines(transcriber, synthesizer)
