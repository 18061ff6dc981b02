"""Fixtures shared by the Galactic Empires rule tests."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rules.galactic_empires import effects
from rules.galactic_empires.effects import loader
from rules.galactic_empires.engine import cardinfo


@pytest.fixture
def script(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Load a script for a synthetic card through the real loader (validated as the shipped scripts
    are); a card dict's compiled script is per test."""
    monkeypatch.setattr(cardinfo, "_INFO_CACHE", {})

    def load(card: dict[str, Any], body: str) -> None:
        folder = tmp_path / card["key"]
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{card['key']}.toml").write_text(f'identity = "{card["identity"]}"\ntitles = ["{card["title"]}"]\n{body}')
        scripts = loader.load(folder, effects.implemented_verbs())
        monkeypatch.setitem(effects.CARD_EFFECTS, card["identity"], loader.compile_effects(scripts)[card["identity"]])

    return load
