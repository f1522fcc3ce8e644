"""The composition root: settings → database → executor → turns. Nothing else builds dependencies."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncEngine

from arthur.settings import Settings, SettingsError
from pipeline import guard
from pipeline.action_context import Clock, Embedder, Limits, Ports, Sender, SystemClock
from pipeline.actions import CATALOG
from pipeline.archive import ConversationArchive
from pipeline.brain import BrainConfig, LLMBrain
from pipeline.distill import Distiller
from pipeline.embeddings import LocalEmbedder, MistralEmbedder
from pipeline.executor import Executor
from pipeline.health import WatchedModel
from pipeline.intents import IntentBrain, IntentEngine
from pipeline.llm import DEFAULT_PRICES, ChatModel, MistralChat
from pipeline.reembed import reembed
from pipeline.stages import Brain
from pipeline.turn_contexts import TurnContexts
from pipeline.turns import Turns
from stores.autocommit import Autocommit
from stores.database import open_database, sessions
from stores.notices import ContextNotices
from voice.stt import Transcriber
from voice.tts import Synthesizer


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
    model: WatchedModel | None = None  # the configured chat model, whose last call /status reports

    def context_notices(self) -> ContextNotices:
        """The job that lets `contexts` cache turn contexts (see `build_notices`)."""
        return build_notices(self.engine, self.contexts)

    async def close(self) -> None:
        """Release the database pool."""
        await self.engine.dispose()


def build_executor(engine: AsyncEngine, settings: Settings, clock: Clock, ports: Ports) -> Executor:
    """The one executor, wired to the real handlers."""
    return Executor(sessions(engine), clock, CATALOG, ports=ports,
                    limits=Limits(note_max_chars=settings.note_max_chars),
                    default_zone=settings.timezone, default_language=settings.language)


def build_llm(settings: Settings) -> ChatModel | None:
    """The Mistral adapter when a key is configured; None runs Arthur offline."""
    if settings.mistral_api_key is None:
        return None
    return MistralChat(api_key=settings.mistral_api_key.get_secret_value(), server_url=settings.mistral_server_url,
                       prices={**DEFAULT_PRICES, **settings.mistral_prices})


def build_contexts(engine: AsyncEngine, clock: Clock, executor: Executor) -> TurnContexts:
    """What turns start from; its cache learns of this process's writes from the executor itself."""
    contexts = TurnContexts(Autocommit(engine), clock)
    executor.watch(contexts.changed)
    return contexts


async def build_turns(settings: Settings, executor: Executor, engine: AsyncEngine, clock: Clock,
                      llm: ChatModel | None = None, intents: IntentEngine | None = None,
                      memory_note: str = "") -> tuple[Turns, TurnContexts]:
    """What every channel serves: the turns, with the archive of the conversations under way loaded, and the
    turn-context cache they start from (cached only while `build_notices`'s job runs)."""
    contexts = build_contexts(engine, clock, executor)
    archive = ConversationArchive(sessions(engine), Autocommit(engine), clock)
    await archive.warm()  # a restart mid-conversation keeps what was just said
    intents = intents or IntentEngine(executor.catalog)
    turns = Turns(executor, build_brain(settings, executor, engine, clock, llm, intents, contexts), archive,
                  memory_note=memory_note, intents=intents)
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
    guard.compile_vocabulary(executor.catalog)  # one-time costs paid here, not by the first turns of a busy start
    config = BrainConfig(router_model=settings.router_model, agent_model=settings.agent_model,
                         turn_deadline_s=settings.turn_deadline_s, local_intents_first=settings.local_intents)
    return LLMBrain(llm, executor, contexts or build_contexts(engine, clock, executor), config, intents=intents)


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


async def build(settings: Settings, *, clock: Clock | None = None, sender: Sender | None = None,
                llm: ChatModel | None = None, engine: AsyncEngine | None = None) -> App:
    """Open the database (embedded unless a URL is set), migrate it, and wire the pipeline."""
    clock = clock or SystemClock()
    embedder = build_embedder(settings)
    engine = engine or await open_database(settings.home, settings.database_url)
    if embedder is not None:
        # A changed embedding model re-embeds what it cannot compare (a first batch now, the rest in the bot).
        await reembed(sessions(engine), embedder, limit=2000)
    executor = build_executor(engine, settings, clock, Ports(sender=sender, embedder=embedder))
    built = llm or build_llm(settings)
    model = WatchedModel(built) if built is not None else None
    llm = model
    distiller = Distiller(llm, sessions(engine), clock, embedder, settings.router_model)
    note = ("distillation: closed conversations (30 min of silence) become a summary and facts"
            if distiller.enabled else "distillation: skipped — no language model configured")
    intents = IntentEngine(executor.catalog)
    turns, contexts = await build_turns(settings, executor, engine, clock, llm, intents, memory_note=note)
    return App(settings=settings, engine=engine, executor=executor, turns=turns, distiller=distiller,
               intents=intents, contexts=contexts, model=model)


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
