"""The static kind `pay_with` (issue 25): points of another kind may pay what the affected cards
require of a kind ("Allows supply points to be substituted for the economy points required by any
Bolaar ships in play in the fleet"): that kind first, then the required kind; only its controller's
cards the selector finds. Serves S4 Bolaar Cargo Express and S5 Bolaar Heavy Cargo Express."""
from __future__ import annotations

from .helpers import act, mk
from .test_effects_cards import A, duel
from .test_effects_more_25v import _engages, _unpaid

DEPOT = mk("T4", "Test Depot")
HUNGRY = mk("S4", "Test Hungry", cost_economy=2, cost_research=1, tags=["Thirsty"])
PLAIN = mk("S4", "Test Plain", cost_economy=2)

BODY = '''
[[static]]
effect = "pay_with"
kind = "economy"
use = "research"
affects = { types = "S", tags = ["Thirsty"] }
'''


def test_the_other_kind_pays_the_affected_cards_requirement_first(script) -> None:
    script(DEPOT, BODY)
    s, ids = duel(mine=[("t", DEPOT, None), ("h", HUNGRY, None), ("p", PLAIN, None)])
    _unpaid(s, ids["h"], ids["p"], research=3)
    assert _engages(s, ids["h"]) and not _engages(s, ids["p"])  # the selector's cards only
    act(s, "engage", card=ids["h"])
    assert s.pool["research"] == 0
    _unpaid(s, ids["h"], research=2, economy=3)
    act(s, "engage", card=ids["h"])
    assert (s.pool["research"], s.pool["economy"]) == (0, 2)  # its own research, then research for economy
    _unpaid(s, ids["h"], research=1, economy=1)
    assert not _engages(s, ids["h"])


def test_without_the_card_the_requirement_is_economy(script) -> None:
    s, ids = duel(mine=[("h", HUNGRY, None)])
    _unpaid(s, ids["h"], research=3)
    assert not _engages(s, ids["h"])
