"""The `turn_limits` action (issue 26): this turn's card plays and card draws of the player whose turn
it is change. Primary rules, "3 - Play Cards Phase A" (three card plays a turn) and v2.1 "7 - DRAW
CARDS PHASE" ("2 cards if he holds 9 or fewer cards"); a card play "converted into 1 card draw (during
the Draw Cards Phase)" or a card draw "converted into 1 card play" (the AF S7 and Pir S5 Trade Ships)."""
from __future__ import annotations

from .helpers import mk, skip_to
from .test_effects_cards import A, duel, hand_card, play

RUSH = mk("O3", "Test Rush")
SLOW = mk("O3", "Test Slow")
LIBRARY = mk("S3", "Test Library", shields=2, phasers=1)
HOARD = mk("S3", "Test Hoard", shields=2, phasers=1)
FILLER = mk("O1", "Test Filler")
FILLER_SCRIPT = '[[on_play]]\neffect = "draw"\ncount = 1\n'


def _playable(s, key: str) -> bool:
    return any(a["type"] == "play" and a["card"] == hand_card(s, key) for a in s.legal_actions(A))


def test_more_card_plays_this_turn(script) -> None:
    script(RUSH, '[[on_play]]\neffect = "turn_limits"\nplays = 1\n')
    script(FILLER, FILLER_SCRIPT)
    s, _ = duel(hand=[RUSH, FILLER, FILLER, FILLER])
    skip_to(s, "play_a")
    play(s, RUSH["key"])  # one card play used, one more given: still three to come
    for _ in range(3):
        assert _playable(s, FILLER["key"])
        play(s, FILLER["key"])
    assert s.plays == 3


def test_card_plays_used_up(script) -> None:
    script(SLOW, '[[on_play]]\neffect = "turn_limits"\nplays = -1\n')
    script(FILLER, FILLER_SCRIPT)
    s, _ = duel(hand=[SLOW, FILLER, FILLER])
    skip_to(s, "play_a")
    play(s, SLOW["key"])  # its own play and one more used up
    assert s.plays == 2
    play(s, FILLER["key"])
    assert not _playable(s, FILLER["key"])


def test_more_or_fewer_draws_in_the_draw_cards_phase(script) -> None:
    script(LIBRARY, '[[trigger]]\neffect = "when"\non = "phase_start"\nphase = "draw"\nwhose = "controller"\n'
                    'do = [{ effect = "turn_limits", draws = 1 }]\n')
    script(HOARD, '[[trigger]]\neffect = "when"\non = "phase_start"\nphase = "draw"\nwhose = "controller"\n'
                  'do = [{ effect = "turn_limits", draws = -3 }]\n')
    s, _ = duel(mine=[("l", LIBRARY, None)])
    assert len(s.hand[A]) <= 9
    skip_to(s, "draw")
    assert s.draws_left == 3  # 2 cards at nine or fewer, one more
    s, _ = duel(mine=[("h", HOARD, None)])
    skip_to(s, "draw")
    assert s.draws_left == 0  # never below none


def test_draws_outside_the_draw_cards_phase_change_nothing(script) -> None:
    script(RUSH, '[[on_play]]\neffect = "turn_limits"\ndraws = 2\n')
    s, _ = duel(hand=[RUSH])
    skip_to(s, "play_a")
    before = s.draws_left
    play(s, RUSH["key"])
    assert s.draws_left == before
    skip_to(s, "draw")
    assert s.draws_left == 2
