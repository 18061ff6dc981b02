"""Cards the published rulings name, modelled in full for the rulings suite (issue 29): each
scenario plays the real card from the project's data and asserts the numbers its text states."""
from __future__ import annotations

import pytest

from rules.galactic_empires.position import Position

from .helpers import end_turn, mk
from .test_effects_cards import A, B, duel, play, targets_of

GIANT = mk("T9", "Test Giant", gen_economy=3, gen_supply=1)


def terradeforming_takes_one_more_economy_each_turn_for_seven_turns() -> None:
    """O7 Terradeforming: "Played against a terrain. - Terrain produces 1 less economy for each turn
    this card is in play. - Lasts a number of turns equal to its strength. - Discarded after use." """
    identity = "O7|terradeforming"
    s, ids = duel(mine=[("own", mk("T5", "Test Own Moon", gen_economy=2), None)],
                  theirs=[("t", GIANT, None)], hand=[identity])
    assert targets_of(s, identity) == {ids["t"]}  # an opponent's terrain, not his own
    play(s, identity, on=ids["t"])
    card = next(c for c in s.ip if s.ci[c].card["identity"] == identity)
    seen = []
    for _ in range(8):
        end_turn(s, draws=0)  # B's turn: his Allocation Phase
        seen.append(Position(s).produced(B)["economy"])
        end_turn(s, draws=0)
    assert seen[:3] == [2, 1, 0]  # 3 - 1, 3 - 2, 3 - 3 (never below none)
    assert card not in s.ip and card in s.discard[A]  # "Lasts a number of turns equal to its strength"
    assert seen[-1] == 3 and Position(s).produced(B)["supply"] == 1  # its supply untouched


SCENARIOS = {
    "O7|terradeforming": terradeforming_takes_one_more_economy_each_turn_for_seven_turns,
}


@pytest.mark.parametrize("identity", sorted(SCENARIOS))
def test_card_does_what_its_text_says(identity: str) -> None:
    SCENARIOS[identity]()
