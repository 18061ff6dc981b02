"""A crew card's mission respects "protect" (effects/kinds/statics.py: cards matching `from` "may not
be played on them or target them, and do them no damage"): a card protected from opponent crew cards
is no mission target, for any of the mission's operations (issue 25: "No crew cards may attack this
base")."""
from __future__ import annotations

from .helpers import act, mk, skip_to
from .test_effects_cards import A, CARRIER, CRUISER, duel

RAIDER = mk("C5", "Test Raider")
SHRINE = mk("B5", "Test Shrine")
CRATE = mk("E2", "Test Crate")
MATE = mk("C2", "Test Mate")


def test_a_card_protected_from_opponent_crew_is_no_target_of_their_missions(script) -> None:
    script(RAIDER, '[[play]]\neffect = "equip"\nwhere = "own_location"\n\n'
                   '[[ability]]\neffect = "mission"\nops = ["structure", "destroy_equipment", "kill_crew"]\n')
    script(SHRINE, '[[static]]\neffect = "protect"\nfrom = { types = "C", owner = "opp" }\n')
    script(CRATE, '[[static]]\neffect = "protect"\nfrom = { types = "C", owner = "opp" }\n')
    s, ids = duel(mine=[("own", CRUISER, None), ("tr", CARRIER, "own"), ("raider", RAIDER, "own")],
                  theirs=[("t", mk("T4", "Test Moon"), None), ("shrine", SHRINE, "t"), ("y", mk("S5", "Test Five"), None),
                          ("crate", CRATE, "y"), ("free", mk("E2", "Test Loose Crate"), "y"), ("mate", MATE, "y")])
    skip_to(s, "play_a")
    targets = {(a["on"], a["op"]) for a in s.legal_actions(A) if a.get("type") == "operate" and a["card"] == ids["raider"]}
    assert (ids["y"], "structure") in targets and (ids["free"], "destroy_equipment") in targets
    assert (ids["mate"], "kill_crew") in targets
    assert not any(on in (ids["shrine"], ids["crate"]) for on, _ in targets)  # protected: never its target
    act(s, "operate", card=ids["raider"], on=ids["y"], op="structure")
