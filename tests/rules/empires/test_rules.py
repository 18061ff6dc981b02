"""Scenario tests: one per rule of empires.txt."""
import pytest

from rules.core import IllegalAction
from rules.empires.engine import EmpiresState

from .position import Table, act, cid, key


def types(state, player):
    return {a["type"] for a in state.legal_actions(player)}


def test_each_player_chooses_lives_five_cards_form_the_hand() -> None:
    s = EmpiresState.new(2, 1, {"max_lives": 47, "turn_limit": 0})
    assert {a["count"] for a in s.legal_actions(0)} == set(range(1, 48))  # "6 or more cards"
    act(s, (0, "lives", "count", 4), (1, "lives", "count", 1))
    assert len(s.lives[0]) == 4 and len(s.lives[1]) == 1
    assert len(s.hands[0]) == 6 and len(s.hands[1]) == 5  # seat 0 has drawn in its first phase 1
    assert s.turn == 0 and s.phase == "1"


def test_phase_one_puts_out_at_most_one_resource() -> None:
    s = Table().hand(0, "5D", "7D").at("1")
    act(s, (0, "resource", "card", key("5D")))
    assert "resource" not in types(s, 0)


def test_resources_are_never_split_and_used_once_a_turn() -> None:
    s = Table().hand(0, "6S", "4S").resources(0, "10D").at("2")
    act(s, (0, "summon", "card", key("6S")), (0, "tap", "value", 10))
    assert s.step is None and len(s.soldiers[0]) == 1
    assert "summon" not in types(s, 0)  # the 10 is spent: nothing left for the 4
    act(s, (0, "done"), (0, "done"), (0, "done"))  # phases 2, 3, 4
    assert s.turn == 1 and s.resources[0][0][1] == 0  # the next turn it may be used again


def test_several_resources_combine_for_one_card() -> None:
    s = Table().hand(0, "9H").resources(0, "5D", "4D").at("2")
    act(s, (0, "summon", "card", key("9H")), (0, "tap", "value", 5))
    assert s.step == "pay"
    act(s, (0, "tap", "value", 4))
    assert s.defenders[0] == [cid("9H")]


def test_soldiers_wait_a_turn_and_attack_once_paying_their_value() -> None:
    s = Table().soldiers(0, "5S+", "3S").soldiers(1, "2S").resources(0, "10D").at("3")
    assert [a["soldier"] for a in s.legal_actions(0) if a["type"] == "attack"] == [1]
    act(s, (0, "attack", "soldier", 1), (0, "target", "target", 1, "zone", "soldier", "index", 0), (0, "tap", "value", 10))
    assert s.soldiers[1] == [] and [c for c, _, _ in s.soldiers[0]] == [cid("5S"), cid("3S")]
    assert "attack" not in types(s, 0)


def test_equal_soldiers_destroy_each_other() -> None:
    s = Table().soldiers(0, "7S").soldiers(1, "7S").resources(0, "7D").at("3")
    act(s, (0, "attack", "soldier", 0), (0, "target", "target", 1, "zone", "soldier", "index", 0), (0, "tap", "value", 7))
    assert s.soldiers == [[], []]


def test_lives_can_be_attacked_only_when_the_opponent_has_no_soldier() -> None:
    s = Table().soldiers(0, "5S").soldiers(1, "9S").resources(0, "5D").at("3")
    act(s, (0, "attack", "soldier", 0))
    assert {a["zone"] for a in s.legal_actions(0)} == {"soldier"}
    s = Table().soldiers(0, "5S").resources(0, "5D").at("3")
    act(s, (0, "attack", "soldier", 0), (0, "target", "target", 1, "zone", "life", "index", 0), (0, "tap", "value", 5))
    assert len(s.lives[1]) == 2 and len(s.hands[1]) == 1  # the life moves to its owner's hand


def test_a_higher_defender_blocks_and_destroys_the_soldier() -> None:
    s = Table().soldiers(0, "5S").defenders(1, "8H").resources(0, "5D").resources(1, "9D").at("3")
    act(s, (0, "attack", "soldier", 0), (0, "target", "target", 1, "zone", "life", "index", 0), (0, "tap", "value", 5))
    assert s.current_players() == [1] and "block" in types(s, 1)
    act(s, (1, "block", "defender", 0), (1, "tap", "value", 9))
    assert s.soldiers[0] == [] and s.defenders[1] == [cid("8H")] and len(s.lives[1]) == 3


def test_a_defender_needs_resources_and_a_lower_defender_is_destroyed() -> None:
    s = Table().soldiers(0, "9S").defenders(1, "8H").resources(0, "9D").at("3")
    act(s, (0, "attack", "soldier", 0), (0, "target", "target", 1, "zone", "life", "index", 0), (0, "tap", "value", 9))
    assert s.legal_actions(1) == [{"player": 1, "type": "pass"}]  # no resources to operate the defender
    s = Table().soldiers(0, "9S").defenders(1, "8H").resources(0, "9D").resources(1, "8D").at("3")
    act(s, (0, "attack", "soldier", 0), (0, "target", "target", 1, "zone", "life", "index", 0), (0, "tap", "value", 9))
    act(s, (1, "block", "defender", 0), (1, "tap", "value", 8))
    assert s.defenders[1] == [] and len(s.soldiers[0]) == 1 and len(s.lives[1]) == 3


def test_a_counter_spell_chain_equal_or_higher_each_time() -> None:
    s = Table().hand(0, "6C", "9C").hand(1, "7C", "3C").soldiers(1, "5S").resources(0, "6D", "9D").resources(1, "7D").at("2")
    act(s, (0, "cast", "card", key("6C")), (0, "target", "target", 1, "zone", "soldier", "index", 0), (0, "tap", "value", 6))
    counters = [a["card"] for a in s.legal_actions(1) if a["type"] == "counter"]
    assert counters == [key("7C")]  # the 3 is too low
    act(s, (1, "counter", "card", key("7C")), (1, "tap", "value", 7))
    assert s.current_players() == [0]
    act(s, (0, "counter", "card", key("9C")), (0, "tap", "value", 9), (1, "pass"))
    assert s.soldiers[1] == []  # two counters: the first spell works


def test_a_countered_spell_does_nothing() -> None:
    s = Table().hand(0, "6C").hand(1, "7C").resources(0, "6D").resources(1, "5D", "3D").at("2")
    act(s, (0, "cast", "card", key("6C")), (0, "target", "target", 1, "zone", "resource", "index", 0), (0, "tap", "value", 6))
    # "the target resource can be used to help fuel a countering spell"
    act(s, (1, "counter", "card", key("7C")), (1, "tap", "value", 5), (1, "tap", "value", 3), (0, "pass"))
    assert len(s.resources[1]) == 2


def test_a_spell_only_destroys_equal_or_lower_and_defenders_do_not_protect_defenders() -> None:
    s = Table().hand(0, "6C").defenders(1, "7H", "5H").resources(0, "6D").resources(1, "9D").at("2")
    act(s, (0, "cast", "card", key("6C")))
    assert [a["index"] for a in s.legal_actions(0)] == [1]
    act(s, (0, "target", "target", 1, "zone", "defender", "index", 1), (0, "tap", "value", 6))
    assert "block" not in types(s, 1)


def test_two_destroys_an_ace_and_loses_to_everything_else() -> None:
    s = Table().soldiers(0, "2S").soldiers(1, "AS").resources(0, "2D").at("3")
    act(s, (0, "attack", "soldier", 0), (0, "target", "target", 1, "zone", "soldier", "index", 0), (0, "tap", "value", 2))
    assert s.soldiers[1] == [] and len(s.soldiers[0]) == 1
    s = Table().hand(0, "2C", "KC").resources(1, "AD").resources(0, "2D", "KD").at("2")
    casts = {a["card"] for a in s.legal_actions(0) if a["type"] == "cast"}
    assert casts == {key("2C")}  # a King spell cannot reach an Ace; a 2 can


def test_recall_soldiers_to_hand_once_per_game_in_phase_one() -> None:
    s = Table().soldiers(0, "5S", "6S").at("1")
    act(s, (0, "recall"), (0, "return", "soldier", 1), (0, "done"))
    assert [c for c, _, _ in s.soldiers[0]] == [cid("5S")] and cid("6S") in s.hands[0]
    assert "recall" not in types(s, 0)


def test_ace_sacrifice_adds_a_life_and_doubles_soldiers_this_turn() -> None:
    s = Table().soldiers(0, "6S").soldiers(1, "10S").resources(0, "AD", "6D").at("1")
    act(s, (0, "sacrifice", "zone", "resource", "index", 0))
    assert len(s.lives[0]) == 4 and s.doubled[0]
    act(s, (0, "done"), (0, "done"), (0, "attack", "soldier", 0), (0, "target", "target", 1, "zone", "soldier", "index", 0), (0, "tap", "value", 6))
    assert s.soldiers[1] == []  # 12 beats 10


def test_king_sacrifice_brings_out_soldiers_of_seven_or_less_ready_to_attack() -> None:
    s = Table().hand(0, "7S", "8S", "3S").defenders(0, "KH").at("4")
    act(s, (0, "sacrifice", "zone", "defender", "index", 0))
    assert sorted(c for c, _, _ in s.soldiers[0]) == sorted([cid("7S"), cid("3S")])
    assert all(f == 0 for _, f, _ in s.soldiers[0]) and s.hands[0] == [cid("8S")]


def test_king_may_be_sacrificed_in_the_opponents_phase_three() -> None:
    s = Table().hand(1, "4S").resources(1, "KD").at("2")
    act(s, (0, "done"))
    assert s.current_players() == [1] and "sacrifice" in types(s, 1)
    act(s, (1, "sacrifice", "zone", "resource", "index", 0))
    assert s.current_players() == [0] and len(s.soldiers[1]) == 1


def test_the_king_is_offered_again_before_each_attack_of_phase_three() -> None:
    # "Kings can be sacrificed in phase 1 or 4 of your turn or during phase 3 of your opponent's turn":
    # the whole phase, so before every attack, not only as the phase opens.
    s = Table().soldiers(0, "5S", "6S").resources(0, "5D", "6D").hand(1, "4S").resources(1, "KD").at("2")
    act(s, (0, "done"))
    assert s.current_players() == [1]
    act(s, (1, "pass"))  # not yet
    act(s, (0, "attack", "soldier", 0), (0, "target", "target", 1, "zone", "life", "index", 0), (0, "tap", "value", 5))
    assert len(s.lives[1]) == 2
    assert s.current_players() == [1] and "sacrifice" in types(s, 1)  # offered again before the next attack
    act(s, (1, "sacrifice", "zone", "resource", "index", 0))
    assert len(s.soldiers[1]) == 1 and s.current_players() == [0]
    act(s, (0, "attack", "soldier", 1))
    assert {a["zone"] for a in s.legal_actions(0)} == {"soldier"}  # the King's soldier now stands in the way


def test_no_king_window_after_the_last_possible_attack() -> None:
    s = Table().soldiers(0, "5S").resources(0, "5D").resources(1, "KD").at("2")
    act(s, (0, "done"), (1, "pass"))
    act(s, (0, "attack", "soldier", 0), (0, "target", "target", 1, "zone", "life", "index", 0), (0, "tap", "value", 5))
    assert s.current_players() == [0] and s.step is None


def test_aces_queens_and_jacks_only_in_phases_one_and_four() -> None:
    s = Table().defenders(0, "QH").at("2")
    assert "sacrifice" not in types(s, 0)
    s = Table().defenders(0, "QH").at("3")
    assert "sacrifice" not in types(s, 0)


def test_queen_against_a_lone_soldier_has_no_effect() -> None:
    s = Table().defenders(0, "QH").soldiers(1, "9S").resources(1, "3D").at("4")
    act(s, (0, "sacrifice", "zone", "defender", "index", 0))
    assert s.soldiers[1] and s.resources[1] and s.current_players() == [0]


def test_queen_makes_the_opponent_destroy_a_card_never_the_last_of_a_kind() -> None:
    s = Table().defenders(0, "QH").soldiers(1, "9S").resources(1, "3D", "4D").at("4")
    act(s, (0, "sacrifice", "zone", "defender", "index", 0))
    assert s.current_players() == [1] and {a["zone"] for a in s.legal_actions(1)} == {"resource"}
    act(s, (1, "destroy", "zone", "resource", "index", 1))
    assert [c for c, _ in s.resources[1]] == [cid("3D")]


def test_jack_empties_the_opponents_hand_of_soldiers_and_puts_out_all_resources() -> None:
    s = Table().soldiers(0, "JS").hand(0, "3D", "4D", "5H").hand(1, "9S", "2S", "6C").at("1")
    act(s, (0, "sacrifice", "zone", "soldier", "index", 0))
    assert s.hands[1] == [cid("6C")] and len(s.resources[0]) == 2 and s.hands[0] == [cid("5H")]


def test_a_player_with_no_lives_loses() -> None:
    t = Table(lives=(2, 1)).soldiers(0, "5S").resources(0, "5D")
    s = t.at("3")
    act(s, (0, "attack", "soldier", 0), (0, "target", "target", 1, "zone", "life", "index", 0), (0, "tap", "value", 5))
    assert s.is_over() and s.result()["winners"] == [0] and s.result()["reason"] == "lives"


def test_paying_is_a_sequence_ending_when_the_cost_is_met() -> None:
    s = Table().hand(0, "9S").resources(0, "5D", "4D", "2D").at("2")
    act(s, (0, "summon", "card", key("9S")), (0, "tap", "value", 5))
    with pytest.raises(IllegalAction):
        s.apply({"player": 0, "type": "done"})
    act(s, (0, "tap", "value", 4))
    assert s.step is None and s.resources[0][2][1] == 0
