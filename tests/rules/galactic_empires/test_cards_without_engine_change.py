"""bench/cards_without_engine_change.py measures by content (issue 24): on a throw-away copy of the
project, a card added as data alone passes (its script and scenario run on the engine before it),
a card that needed a new effect kind fails, and a card with no scenario is told apart."""
from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
spec = importlib.util.spec_from_file_location("cards_without_engine_change", ROOT / "bench" / "cards_without_engine_change.py")
assert spec and spec.loader
bench = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = bench  # dataclasses look their module up
spec.loader.exec_module(bench)

SCRIPTS = "rules/galactic_empires/cardscripts/ability"
KINDS = "rules/galactic_empires/effects/kinds"
SCENARIOS = "tests/rules/galactic_empires/test_effects_more_bench.py"
DATA_ONLY = "A1|ace of clubs"  # unscripted cards of the project's data, scripted here for the throw-away example
NEW_KIND = "A1|aestheticism"
UNTESTED = "A1|change of identity"


def commit(repo: Path, message: str, files: dict[str, str]) -> str:
    for name, text in files.items():
        path = repo / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    subprocess.run(["git", "add", "-A"], cwd=repo, check=True)
    subprocess.run(["git", "commit", "-q", "-m", message], cwd=repo, check=True)
    return subprocess.run(["git", "rev-parse", "HEAD"], cwd=repo, capture_output=True, text=True, check=True).stdout.strip()


def script(identity: str, body: str) -> str:
    return f'identity = "{identity}"\ntitles = ["x"]\n\n[[on_play]]\n{body}'


SCENARIO_HEAD = '''"""Throw-away scenarios."""
import pytest

from .helpers import act, mk, new_game, place, refresh, skip_to, stacked

SHIP = mk("S5", "Test Hulk", shields=0)
ANTE, ROCK = mk("S9", "Test Ante"), mk("T1", "Test Rock")


def hit(identity, damage):
    def scenario():
        s = new_game([stacked([ANTE, identity], 40), stacked([ROCK, SHIP], 40)])
        ship = place(s, 1, SHIP["key"])
        refresh(s)
        skip_to(s, "play_a")
        card = next(c for c in s.hand[0] if s.ci[c].card["identity"] == identity)
        act(s, "play", card=card)
        while s.pending and s.pending[-1]["k"] == "react":
            act(s, "pass")
        if s.pending and s.pending[-1]["k"] == "choose":
            act(s, "use", card=ship)
        assert s.ip[ship]["hd"] == damage
    return scenario


'''
PARAMETRIZED = '''

@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity):
    SCENARIOS[identity]()
'''
SCORCH = '''"""A throw-away effect kind."""
from ..registry import Action, kind


@kind("scorch", "on_play", "the opponents' ships take one point of structural damage each")
class Scorch(Action):
    def run(self, g, ctx, e):
        for c, s in list(g.ip.items()):
            if s["c"] != ctx["p"] and g.ci[c].t == "S":
                g._damage(c, 1, "card", ctx["p"], structure=True)
        return True
'''


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """A throw-away git repository holding the project's files, then three cards in two commits."""
    repo = tmp_path_factory.mktemp("project")
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout.split(b"\0")
    for name in filter(None, (f.decode() for f in files)):
        source = ROOT / name
        if source.is_file():
            (repo / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, repo / name)
    for args in (["init", "-q"], ["config", "user.email", "t@example.org"], ["config", "user.name", "t"]):
        subprocess.run(["git", *args], cwd=repo, check=True)
    base = commit(repo, "the project", {})
    index = (repo / "rules/galactic_empires/cardscripts/scenarios.tsv").read_text(encoding="utf-8")
    node = f"{SCENARIOS}::test_card_does_what_its_text_says[{DATA_ONLY}]"
    commit(repo, "a card as data, and one with no scenario", {
        f"{SCRIPTS}/a1-ace-of-clubs.toml": script(DATA_ONLY, 'effect = "damage"\namount = 2\n'
                                                  'to = { owner = "opp", types = "S", choose = "controller" }\n'),
        f"{SCRIPTS}/a1-change-of-identity.toml": script(UNTESTED, 'effect = "draw"\ncount = 1\n'),
        SCENARIOS: SCENARIO_HEAD + f'SCENARIOS = {{"{DATA_ONLY}": hit("{DATA_ONLY}", 2)}}\n' + PARAMETRIZED,
        "rules/galactic_empires/cardscripts/scenarios.tsv": index + f"{DATA_ONLY}\t{node}\n",
    })
    kinds_init = (repo / KINDS / "__init__.py").read_text(encoding="utf-8")
    commit(repo, "a card that needs a new effect kind", {
        f"{KINDS}/scorch.py": SCORCH,
        f"{KINDS}/__init__.py": kinds_init + "from . import scorch  # noqa: E402,F401\n",
        f"{SCRIPTS}/a1-aestheticism.toml": script(NEW_KIND, 'effect = "scorch"\n'),
        SCENARIOS: SCENARIO_HEAD + f'SCENARIOS = {{"{DATA_ONLY}": hit("{DATA_ONLY}", 2), "{NEW_KIND}": hit("{NEW_KIND}", 1)}}\n'
        + PARAMETRIZED,
    })
    return repo, base


def test_a_data_only_card_passes_a_card_needing_a_new_kind_fails(repo: tuple[Path, str]) -> None:
    path, base = repo
    m = bench.measure(path, since=base)
    outcomes = {c.identity: c.outcome for c in m.cards}
    assert outcomes == {DATA_ONLY: "no engine change", NEW_KIND: "engine change", UNTESTED: "no scenario"}
    new_kind = next(c for c in m.cards if c.identity == NEW_KIND)
    assert new_kind.node.endswith(f"[{NEW_KIND}]") and "scorch" in new_kind.detail  # its script does not load there
    assert m.without == 1 and len(m.cards) == 3


def test_main_prints_the_figure_last(repo: tuple[Path, str], capsys: pytest.CaptureFixture, monkeypatch: pytest.MonkeyPatch) -> None:
    path, base = repo
    head = subprocess.run(["git", "rev-parse", "HEAD~1"], cwd=path, capture_output=True, text=True, check=True).stdout.strip()
    monkeypatch.setattr(bench, "ROOT", path)
    assert bench.main(["--since", base, "--head", head, "--list"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert any(DATA_ONLY in line and "no engine change" in line for line in out)
    assert out[-1] == (f"cards added since {base[:7]} with no engine change (script and scenario pass on the engine "
                       f"before them): 1 of 2 (50%)")
