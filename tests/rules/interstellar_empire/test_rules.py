"""Scenario tests: one per rule of the rulebook (interstellar-empire.txt) and per special card."""
import pytest

from rules.core import IllegalAction
from rules.interstellar_empire.engine import KEY

from .position import Table, act


def types(state, player):
    return {a["type"] for a in state.legal_actions(player)}


# ---------------------------------------------------------------------------- set-up, turn order
def test_each_player_gets_ten_cards_and_the_rest_is_the_deck() -> None:
    from rules.interstellar_empire.engine import IEState

    s = IEState.new(3, 1, {"first_player": "reveal"})
    assert [len(h) for h in s.hands] == [10, 10, 10] and len(s.deck) == 30


def test_reveal_higher_number_goes_first_and_revealed_cards_are_discarded() -> None:
    t = Table(2).hand(0, "frigate", "barren-planet").hand(1, "battleship", "cruiser").deck(filler=10)
    s = t.at("reveal")
    s.contenders = [0, 1]
    s.revealed = [None, None]
    assert s.current_players() == [0, 1]
    act(s, (0, "reveal", "card", "frigate"))
    assert s.view(1)["seats"][0]["revealed"] is True and s.current_players() == [1]
    act(s, (1, "reveal", "card", "battleship"))
    assert s.turn == 1 and s.phase == "explore"
    assert [KEY[c] for c in s.discard[-2:]] == ["frigate", "battleship"]


def test_reveal_tie_is_repeated() -> None:
    t = Table(2).hand(0, "frigate", "cruiser").hand(1, "barren-planet", "destroyer").deck(filler=10)
    s = t.at("reveal")
    s.contenders, s.revealed = [0, 1], [None, None]
    act(s, (0, "reveal", "card", "frigate"), (1, "reveal", "card", "barren-planet"))
    assert s.phase == "reveal" and s.current_players() == [0, 1]
    act(s, (0, "reveal", "card", "cruiser"), (1, "reveal", "card", "destroyer"))
    assert s.turn == 0 and s.phase == "explore"


# ----------------------------------------------------------------------------------- untap, draw
def test_untap_then_draw_one_card_plus_one_per_industrial_planet() -> None:
    t = Table(2).fleet(1, "cruiser*").empire(1, "industrial-planet", "industrial-planet").deck(filler=10)
    s = t.at("build", turn=0)
    act(s, (0, "done"))
    assert s.turn == 1 and s.fleets[1][0][1] == 0
    assert len(s.hands[1]) == 3 and len(s.deck) == 7


def test_drawing_the_last_card_ends_the_game_at_once() -> None:
    t = Table(2).empire(0, "barren-planet").deck("frigate")
    s = t.at("build", turn=1)
    act(s, (1, "done"))
    assert s.is_over() and s.result()["winners"] == [0] and s.result()["reason"] == "the last card was drawn"


# ---------------------------------------------------------------------------------------- explore
def test_exploring_taps_a_ship_and_discards_cards_totalling_the_planet() -> None:
    t = Table(2).hand(0, "jungle-planet", "frigate", "destroyer", "cruiser").fleet(0, "frigate").deck(filler=5)
    s = t.at("explore")
    act(s, (0, "explore", "card", "jungle-planet"), (0, "tap", "ship", 0), (0, "pay", "card", "frigate"))
    assert s.step == "pay"  # 1 of 3 paid
    act(s, (0, "pay", "card", "destroyer"))
    assert s.step is None and [KEY[c] for c in s.empires[0]] == ["jungle-planet"]
    assert s.fleets[0][0][1] == 1 and [KEY[c] for c in s.hands[0]] == ["cruiser"]


def test_no_exploring_without_an_untapped_ship_or_enough_other_cards() -> None:
    t = Table(2).hand(0, "industrial-planet", "frigate", "frigate").fleet(0, "cruiser").deck(filler=5)
    s = t.at("explore")
    assert "explore" not in types(s, 0)  # 2 < 4
    t = Table(2).hand(0, "barren-planet", "cruiser").fleet(0, "cruiser*").deck(filler=5)
    s = t.at("explore")
    assert "explore" not in types(s, 0)


def test_one_card_cannot_pay_for_two_planets_and_one_ship_explores_one_planet() -> None:
    # As the rulebook's example: one Cruiser (3) cannot pay for two planets.
    t = Table(2).hand(0, "jungle-planet", "barren-planet", "cruiser").fleet(0, "frigate", "frigate").deck(filler=9)
    s = t.at("explore")
    act(s, (0, "explore", "card", "jungle-planet"), (0, "tap", "ship", 0), (0, "pay", "card", "cruiser"))
    assert "explore" not in types(s, 0)


def test_agricultural_planet_draws_a_card_when_discovered() -> None:
    t = Table(2).hand(0, "agricultural-planet", "destroyer").fleet(0, "frigate").deck(filler=5)
    s = t.at("explore")
    act(s, (0, "explore", "card", "agricultural-planet"), (0, "tap", "ship", 0), (0, "pay", "card", "destroyer"))
    assert len(s.hands[0]) == 1 and len(s.deck) == 4


# -------------------------------------------------------------------------------------------- war
def war_table(defence="cruiser", deck=("frigate", "frigate"), filler=6, planet="barren-planet"):
    t = Table(2).fleet(0, "battleship", "frigate").fleet(1, defence).empire(1, planet)
    return t.deck(*deck, filler=filler)


def test_attacker_with_the_higher_score_conquers_the_planet() -> None:
    s = war_table().at("war")
    act(s, (0, "war", "target", 1, "planet", 0), (0, "commit", "ship", 0), (0, "done"), (1, "commit", "ship", 0), (1, "done"))
    # 6 + 1 against 3 + 1
    assert [KEY[c] for c in s.empires[0]] == ["barren-planet"] and s.empires[1] == []
    assert s.fleets[0][0][1] == 1 and s.fleets[1][0][1] == 1  # untapped defender survives, tapped


def test_equal_scores_go_to_the_defender() -> None:
    s = war_table(defence="battleship").at("war")
    act(s, (0, "war", "target", 1, "planet", 0), (0, "commit", "ship", 0), (0, "done"), (1, "commit", "ship", 0), (1, "done"))
    assert s.empires[0] == [] and len(s.empires[1]) == 1
    assert s.fleets[0][0][1] == 1 and s.fleets[1][0][1] == 1


def test_tapped_defending_ships_are_destroyed_when_the_defence_loses() -> None:
    s = war_table(defence="cruiser*").at("war")
    act(s, (0, "war", "target", 1, "planet", 0), (0, "commit", "ship", 0), (0, "done"), (1, "commit", "ship", 0), (1, "done"))
    assert s.fleets[1] == [] and "cruiser" in [KEY[c] for c in s.discard]


def test_a_defender_without_ships_adds_zero_and_attack_needs_untapped_ships() -> None:
    t = Table(2).fleet(0, "frigate*").empire(1, "barren-planet").deck(filler=4)
    s = t.at("war")
    assert "war" not in types(s, 0)
    s = war_table().at("war")
    act(s, (0, "war", "target", 1, "planet", 0))
    assert {a.get("ship") for a in s.legal_actions(0) if a["type"] == "commit"} == {0, 1}
    assert "done" not in types(s, 0)  # at least one ship goes to war


def test_war_lost_over_a_jungle_planet_attacker_discards_to_conquer() -> None:
    s = war_table(planet="jungle-planet").at("war")
    s.hands[0] = []
    t_hand = [c for c in s.discard if KEY[c] == "destroyer"][:1]
    s.discard.remove(t_hand[0])
    s.hands[0] = t_hand
    act(s, (0, "war", "target", 1, "planet", 0), (0, "commit", "ship", 0), (0, "done"), (1, "done"))
    assert s.step == "occupy" and s.current_players() == [0]
    act(s, (0, "discard", "card", "destroyer"))
    assert [KEY[c] for c in s.empires[0]] == ["jungle-planet"]


def test_war_lost_over_a_jungle_planet_refusing_discards_the_planet() -> None:
    s = war_table(planet="jungle-planet").at("war")
    card = [c for c in s.discard if KEY[c] == "destroyer"][0]
    s.discard.remove(card)
    s.hands[0] = [card]
    act(s, (0, "war", "target", 1, "planet", 0), (0, "commit", "ship", 0), (0, "done"), (1, "done"), (0, "refuse"))
    assert s.empires == [[], []] and KEY[s.discard[-1]] == "jungle-planet"


def test_jungle_planet_is_lost_at_once_when_the_attacker_has_no_card() -> None:
    s = war_table(planet="jungle-planet").at("war")
    act(s, (0, "war", "target", 1, "planet", 0), (0, "commit", "ship", 0), (0, "done"), (1, "done"))
    assert s.step is None and s.empires == [[], []]


def test_last_card_drawn_mid_war_the_defender_discards_from_hand_and_the_game_ends() -> None:
    t = Table(2).fleet(0, "frigate").fleet(1, "frigate").empire(1, "barren-planet").deck("frigate", filler=0)
    s = t.at("war")
    s.hands[1] = [c for c in s.discard if KEY[c] == "battleship"][:1]
    s.discard.remove(s.hands[1][0])
    act(s, (0, "war", "target", 1, "planet", 0), (0, "commit", "ship", 0), (0, "done"), (1, "done"))
    assert s.step == "defence_number" and s.current_players() == [1]
    act(s, (1, "discard", "card", "battleship"))
    assert s.is_over() and s.result()["reason"] == "the last card was used in a war"
    assert s.result()["winners"] == [1]


def test_several_wars_in_one_turn_and_a_second_attack_on_the_same_planet() -> None:
    t = Table(2).fleet(0, "frigate", "frigate").fleet(1, "battleship").empire(1, "barren-planet").deck(filler=10)
    s = t.at("war")
    act(s, (0, "war", "target", 1, "planet", 0), (0, "commit", "ship", 0), (0, "done"), (1, "commit", "ship", 0), (1, "done"))
    assert len(s.empires[1]) == 1
    assert {"player": 0, "type": "war", "target": 1, "planet": 0} in s.legal_actions(0)


# ---------------------------------------------------------------------------------------- build
def test_building_a_ship_discards_cards_totalling_its_number() -> None:
    t = Table(2).hand(0, "battlecruiser", "cruiser", "destroyer").deck(filler=5)
    s = t.at("build")
    act(s, (0, "build", "card", "battlecruiser"), (0, "pay", "card", "cruiser"))
    assert s.step == "pay"
    with pytest.raises(IllegalAction):
        s.apply({"player": 0, "type": "done"})
    act(s, (0, "pay", "card", "destroyer"))
    assert [KEY[c] for c, _, _ in s.fleets[0]] == ["battlecruiser"] and s.hands[0] == []


# -------------------------------------------------------------------------------- victory, concede
def test_conceding_gives_planets_to_the_leader_ties_broken_by_ships_then_hand() -> None:
    t = Table(3).empire(0, "barren-planet").hand(0, "frigate").fleet(0, "cruiser")
    t.empire(1, "barren-planet").fleet(1, "frigate").empire(2, "barren-planet").fleet(2, "frigate", "frigate")
    s = t.deck(filler=10).at("build")
    act(s, (0, "concede"))
    assert s.conceded[0] and s.hands[0] == [] and s.fleets[0] == []
    assert len(s.empires[2]) == 2 and len(s.empires[1]) == 1 and s.turn == 1


def test_winner_by_planets_then_ships_then_hand_else_a_draw() -> None:
    t = Table(2).empire(0, "barren-planet").empire(1, "barren-planet").fleet(1, "frigate").deck("frigate")
    s = t.at("build", turn=1)
    act(s, (1, "done"))
    assert s.result()["winners"] == [1]
    t = Table(2).empire(0, "barren-planet").empire(1, "barren-planet").hand(1, "frigate").deck("cruiser")
    s = t.at("build", turn=1)
    act(s, (1, "done"))  # seat 0 draws the last card: hands 1 against 1
    assert s.result()["draw"] and s.result()["winners"] == [0, 1]


# ---------------------------------------------------------------------------- Liberal, Tyrannical
def test_liberal_state_draws_one_extra_card_and_never_declares_war() -> None:
    t = Table(2, liberal_state=True).fleet(0, "cruiser").empire(1, "barren-planet").deck(filler=10)
    s = t.at("build", turn=1)
    s.first_draw = [True, False]
    act(s, (1, "done"))
    assert s.phase == "draw" and {a["regime"] for a in s.legal_actions(0)} == {"emperor", "liberal"}
    act(s, (0, "declare", "regime", "liberal"))
    assert len(s.hands[0]) == 2
    act(s, (0, "done"))
    assert "war" not in types(s, 0)


def test_tyrannical_state_never_spends_a_six() -> None:
    t = Table(2, tyrannical_state=True).hand(0, "cruiser", "battleship", "barren-planet").deck(filler=10)
    s = t.at("build")
    s.regime[0] = "tyrannical"
    assert "build" not in types(s, 0)  # the cruiser (3) has only the barren planet (1) to spend
    s.regime[0] = "emperor"
    s._legal = None
    assert "build" in types(s, 0) and "concede" in types(s, 0)


def test_a_tyrannical_player_holding_a_six_or_with_a_six_ship_may_still_concede() -> None:
    # "A player may concede defeat in his build phase. He shows his hand to the other players and then
    # discards it, and then discards his ships." Ruling: conceding is "playing it legally", not spending a 6.
    t = Table(2, tyrannical_state=True).hand(0, "battleship", "barren-planet").fleet(0, "battleship")
    s = t.empire(1, "barren-planet").deck(filler=10).at("build")
    s.regime[0] = "tyrannical"
    assert "concede" in types(s, 0)
    act(s, (0, "concede"))
    assert s.conceded[0] and s.hands[0] == [] and s.fleets[0] == [] and s.is_over()


def test_the_view_shows_only_the_top_discard_and_the_pile_size() -> None:
    # Set Up: "you cannot look through the discard pile, and the pile should be kept tidy so players can't
    # see cards beneath the top discard."
    t = Table(2).hand(0, "frigate", "barren-planet").hand(1, "battleship", "cruiser").deck(filler=10)
    s = t.at("reveal")
    s.contenders, s.revealed = [0, 1], [None, None]
    act(s, (0, "reveal", "card", "frigate"), (1, "reveal", "card", "battleship"))
    for seat in (0, 1, None):
        view = s.view(seat)
        assert view["discard_top"] == "battleship" and view["discard_count"] == len(s.discard)
        assert "discard" not in view and "frigate" not in str(view)


def test_tyrannical_state_must_keep_a_lone_six_from_slavery() -> None:
    t = Table(2).hand(0, "slavery").empire(0, "barren-planet").deck("battleship", "frigate", filler=5)
    s = t.at("explore")
    s.regime[0] = "tyrannical"
    act(s, (0, "play", "card", "slavery"))
    assert s.legal_actions(0) == [{"player": 0, "type": "keep", "card": "battleship"}]


# ---------------------------------------------------------------------------------- special cards
def test_slavery_needs_a_planet_and_keeps_one_of_two_cards() -> None:
    t = Table(2).hand(0, "slavery").deck("cruiser", "frigate", filler=5)
    s = t.at("explore")
    assert "play" not in types(s, 0)
    t = Table(2).hand(0, "slavery").empire(0, "barren-planet").deck("cruiser", "frigate", filler=5)
    s = t.at("explore")
    act(s, (0, "play", "card", "slavery"), (0, "keep", "card", "cruiser"))
    assert [KEY[c] for c in s.hands[0]] == ["cruiser"] and KEY[s.discard[-1]] == "frigate"


def test_trade_delegation_drawing_the_last_card_ends_the_game() -> None:
    t = Table(2).hand(0, "trade-delegation").deck("cruiser", "frigate")
    s = t.at("explore")
    act(s, (0, "play", "card", "trade-delegation"))
    assert s.is_over() and len(s.hands[0]) == 2


def test_ancient_artifact_the_next_player_chooses_which_card_is_kept() -> None:
    t = Table(2).hand(0, "ancient-artifact").fleet(0, "frigate").deck("battleship", "frigate", filler=5)
    s = t.at("explore")
    act(s, (0, "play", "card", "ancient-artifact"), (0, "tap", "ship", 0))
    assert s.current_players() == [1] and s.view(0)["limbo"] == ["battleship", "frigate"]
    act(s, (1, "keep", "card", "frigate"))
    assert [KEY[c] for c in s.hands[0]] == ["frigate"] and s.fleets[0][0][1] == 1


def test_space_piracy_captures_a_tapped_ship_no_stronger_than_the_pirate() -> None:
    t = Table(2).hand(0, "space-piracy", "sabotage").fleet(0, "cruiser").fleet(1, "battleship*", "destroyer*")
    s = t.deck(filler=5).at("war")
    act(s, (0, "play", "card", "space-piracy"), (0, "tap", "ship", 0))
    assert s.legal_actions(0) == [{"player": 0, "type": "capture", "target": 1, "ship": 1}]
    act(s, (0, "capture", "target", 1, "ship", 1))
    assert [(KEY[c], t, k) for c, t, k in s.fleets[0]] == [("cruiser", 1, 0), ("destroyer", 1, 1)]


def test_sabotage_and_labour_unrest_cannot_touch_a_ship_just_captured() -> None:
    t = Table(2).hand(1, "sabotage", "labour-unrest").fleet(0, "cruiser*").fleet(1, "frigate")
    s = t.deck(filler=5).at("war", turn=1)
    s.fleets[0][0] = (s.fleets[0][0][0], 1, 1)
    assert types(s, 1) == {"done"}  # no war either: seat 0 has no planet
    s.fleets[0][0] = (s.fleets[0][0][0], 1, 0)
    s._legal = None
    plays = [a for a in s.legal_actions(1) if a["type"] == "play"]
    assert {a["card"] for a in plays} == {"sabotage", "labour-unrest"}


def test_labour_unrest_destroys_the_ship_unless_its_owner_discards() -> None:
    t = Table(2).hand(0, "labour-unrest").hand(1, "frigate").fleet(1, "battleship", "cruiser")
    s = t.deck(filler=5).at("war")
    act(s, (0, "play", "card", "labour-unrest", "target", 1, "ship", 0))
    assert s.current_players() == [1]
    act(s, (1, "discard", "card", "frigate"))
    assert len(s.fleets[1]) == 2
    t = Table(2).hand(0, "labour-unrest").hand(1, "frigate").fleet(1, "battleship")
    s = t.deck(filler=5).at("war")
    act(s, (0, "play", "card", "labour-unrest", "target", 1, "ship", 0), (1, "refuse"))
    assert s.fleets[1] == []


def test_resistance_makes_the_attacker_discard_to_hold_the_planet() -> None:
    t = Table(2).fleet(0, "battleship").hand(0, "frigate").hand(1, "resistance").empire(1, "barren-planet")
    s = t.deck(filler=6).at("war")
    act(s, (0, "war", "target", 1, "planet", 0), (0, "commit", "ship", 0), (0, "done"), (1, "done"))
    assert s.step == "resistance" and s.current_players() == [1]
    act(s, (1, "resistance"))
    assert s.step == "occupy"
    act(s, (0, "discard", "card", "frigate"))
    assert len(s.empires[0]) == 1
