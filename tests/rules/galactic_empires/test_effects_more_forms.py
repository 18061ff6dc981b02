"""Generic script forms land cards as data (issue 15: "prefer primitives that compose"): a card
written only with forms the engine already implements (modify, play_if, free_play...) plays as its
text says, with no engine change. SCENARIOS are shipped cards scripted so, each played as its text
says; the other tests load a card script the project does not ship (read and validated by the
loader as the shipped scripts are), for a shape the next unmodelled cards share."""
from __future__ import annotations

from pathlib import Path

import pytest

from rules.galactic_empires import effects
from rules.galactic_empires.effects import loader
from rules.galactic_empires.position import Position

from .helpers import act, card, end_turn, mk, skip_to
from .test_effects_cards import A, PLANET, damage, duel, hand_card, volley


def script(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, identity: str, body: str) -> None:
    """Load a one-card script (validated against what the engine implements) for this test."""
    path = tmp_path / "ship" / f"{identity.split('|')[1].replace(' ', '-')}.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f'identity = "{identity}"\ntitles = []\n{body}')
    scripts = loader.load(tmp_path, effects.implemented_verbs())
    monkeypatch.setitem(effects.CARD_EFFECTS, identity, loader.compile_effects(scripts)[identity])


# "Each turn, the first crew played here does not count as a card play" (S2 Argonian Troop Ship,
# and a dozen troop ships like it).
TROOPER = mk("S2", "Test Trooper", phasers=2)
FREE_CREW = '''
[[static]]
effect = "free_play"
action = "card_play"
to = "self"
types = "C"
'''


def test_the_first_crew_played_on_a_troop_ship_each_turn_costs_no_card_play(tmp_path, monkeypatch) -> None:
    script(tmp_path, monkeypatch, TROOPER["identity"], FREE_CREW)
    officer = "C1|science officer"
    s, ids = duel(mine=[("troop", TROOPER, None), ("other", mk("S3", "Test Other", phasers=1), None)],
                  hand=["E2|phaser refit", officer, officer, officer, officer])
    skip_to(s, "play_a")

    def crew() -> int:
        return next(c for c in s.hand[A] if s.ci[c].t == "C")

    act(s, "play", card=hand_card(s, "E2|phaser refit"), on=ids["troop"])  # not a crew card: a card play
    assert s.plays == 1
    act(s, "play", card=crew(), on=ids["other"])  # a crew card played elsewhere: a card play
    assert s.plays == 2
    act(s, "play", card=crew(), on=ids["troop"])  # the first crew played here this turn: free
    assert s.plays == 2
    act(s, "play", card=crew(), on=ids["troop"])  # the second one counts
    assert s.plays == 3
    for _ in range(2):
        end_turn(s, draws=0)
    skip_to(s, "play_a")
    act(s, "play", card=crew(), on=ids["troop"])  # "Each turn": free again
    assert s.plays == 0


# ---- shipped cards written in existing forms -------------------------------------------------


def heavy_war_cruiser():
    """"The specialized weapon mounts on this ship may be presumed to be artillery, causing double
    damage to terrain" (the Hydrogen Dragoness's form: heavy_damage doubled against terrain)."""
    s, ids = duel(mine=[("c", "S7|heavy war cruiser", None)], theirs=[("t", PLANET, None), ("y", mk("S9", "Test Hulk"), None)])
    skip_to(s, "fire")
    s.ip[ids["c"]]["e"] = True
    s.ip[ids["c"]]["am"] = 3
    Position(s).changed()
    volley(s, ids["t"], [(ids["c"], "heavy"), (ids["c"], "heavy")])
    assert damage(s, ids["t"]) == (0, 4)  # two heavy weapons, doubled at terrain
    volley(s, ids["y"], [(ids["c"], "heavy")])
    assert sum(damage(s, ids["y"])) == 1  # not at a ship


SCENARIOS = {
    "S7|heavy war cruiser": heavy_war_cruiser,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    assert card(identity)  # the card exists in the project's data
    SCENARIOS[identity]()


def test_a_fleet_card_fired_upon_may_be_fired_at_where_it_sits_in_the_fleet(tmp_path, monkeypatch) -> None:
    """fleet_card fired_upon: a monster sitting in a fleet that opponents may fire upon."""
    for fired_upon in (True, False):
        identity = "M3|test lurker"
        script(tmp_path, monkeypatch, identity, '[[play]]\neffect = "fleet_card"\nown = true\n'
               + ("fired_upon = true\n" if fired_upon else ""))
        lurker = {**mk("M3", "Test Lurker"), "identity": identity}
        s, ids = duel(theirs=[("g", mk("S9", "Test Gunship", phasers=9), None)], hand=[lurker])
        skip_to(s, "play_a")
        act(s, "play", card=hand_card(s, identity))
        while s.pending:
            act(s, "pass")
        m = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
        end_turn(s, draws=0)
        skip_to(s, "fire")
        targets = {a.get("on") for a in s.legal_actions(s.active) if a["type"] == "target"}
        assert (m in targets) == fired_upon
        if fired_upon:
            volley(s, m, [(ids["g"], "phaser")] * 3)
            assert m not in s.ip
