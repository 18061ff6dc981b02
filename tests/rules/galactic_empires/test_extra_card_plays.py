"""`modify stat = "plays" op = "add" affects = "controller"`: a card in play gives its controller that
many extra card plays each of his turns ("Allows one extra card play per turn": L7 Artifact Star Gate,
A1 Strategy; issue 25); Primary rules, "3 - Play Cards Phase A": three card plays a turn otherwise."""
from __future__ import annotations

from .helpers import act, end_turn, mk, skip_to
from .test_effects_cards import A, duel, hand_card

BEACON = mk("T2", "Test Beacon World")
ROCKS = [mk("T1", f"Test Rock {n}") for n in range(5)]


def _plays_offered(s) -> int:
    return len([a for a in s.legal_actions(A) if a.get("type") == "play"])


def test_a_card_giving_an_extra_card_play_lets_its_controller_play_four_cards_a_turn(script) -> None:
    script(BEACON, '[[static]]\neffect = "modify"\nstat = "plays"\nop = "add"\nvalue = 1\naffects = "controller"\n')
    for extra, mine in ((0, []), (1, [("beacon", BEACON, None)])):
        s, _ = duel(mine=mine, hand=ROCKS)
        end_turn(s, draws=0)
        end_turn(s, draws=0)  # A's next turn: the plays of this turn are counted afresh
        skip_to(s, "play_a")
        for n in range(3 + extra):
            assert _plays_offered(s), (extra, n)
            act(s, "play", card=hand_card(s, ROCKS[n]["identity"]))
        assert not _plays_offered(s), extra  # three card plays, or four with the card in play
