"""The search language against the real cards: every operator on SQLite and PostgreSQL alike.

Each query's result is compared with the same condition written in Python over game_cards(), so
a wrong SQL translation (NULL handling under negation, JSON lookups) shows up as a difference.
"""
from collections.abc import Callable
from typing import Any

import pytest

from cardbase.selectors import card_queryset, game_cards

pytestmark = pytest.mark.django_db
GE = "galactic-empires"


def found(query: str, game: str = GE) -> set[str]:
    cards, compiled = card_queryset(game, query)
    assert compiled.warnings == [], compiled.warnings
    return set(cards.values_list("key", flat=True))


def expected(predicate: Callable[[dict[str, Any]], bool], game: str = GE) -> set[str]:
    return {c["key"] for c in game_cards(game) if predicate(c)}


def a(card: dict[str, Any], name: str) -> Any:
    return card["attributes"].get(name)


def words(card: dict[str, Any]) -> str:
    return (card["title"] + " " + card.get("text", "")).lower()


def is_type(card: dict[str, Any], letter: str) -> bool:
    return card["type"] == letter or a(card, "alt_type") == letter


def printed(card: dict[str, Any], **wanted: Any) -> bool:
    return any(all(check(p.get(k)) if callable(check) else p.get(k) == check for k, check in wanted.items()) for p in card["printings"])


def test_the_issues_example_finds_exactly_the_argonian_ships_of_strength_8_and_more() -> None:
    result = found("t:S s>=8 e:argonian")
    assert result == expected(lambda c: is_type(c, "S") and (c["strength"] or 0) >= 8 and a(c, "main_empire") == "Argonian")
    titles = {c["title"] for c in game_cards(GE) if c["key"] in result}
    assert "Argonian Flagship" in titles and len(result) == 3  # the German S8 and S9 are printings


CASES: dict[str, Callable[[dict[str, Any]], bool]] = {
    "cruiser": lambda c: "cruiser" in words(c),
    '"heavy cruiser"': lambda c: "heavy cruiser" in words(c),
    "t:S": lambda c: is_type(c, "S"),
    "type:t": lambda c: is_type(c, "T"),
    "s:6": lambda c: c["strength"] == 6,
    "s=6": lambda c: c["strength"] == 6,
    "s>8": lambda c: c["strength"] is not None and c["strength"] > 8,
    "s<3": lambda c: c["strength"] is not None and c["strength"] < 3,
    "s<=3": lambda c: c["strength"] is not None and c["strength"] <= 3,
    "s!=5": lambda c: c["strength"] != 5,
    "e:argonian": lambda c: a(c, "main_empire") == "Argonian",
    "e:jxar": lambda c: a(c, "main_empire") == "J'xar",
    "empire:pot": lambda c: a(c, "main_empire") == "P.O.T.",
    "n:tug": lambda c: "tug" in c["title"].lower(),
    'name="Fleet Tug"': lambda c: c["title"].lower() == "fleet tug",
    'o:"heavy weapon"': lambda c: "heavy weapon" in c.get("text", "").lower(),
    "set:PE": lambda c: printed(c, set="PE"),
    "set:piracy": lambda c: printed(c, set="Pir"),
    "r:V": lambda c: printed(c, rarity="V"),
    "a:kalin": lambda c: printed(c, artist=lambda v: "kalin" in (v or "").lower()),
    "is:major": lambda c: a(c, "empire_class") == "major",
    "is:minor": lambda c: a(c, "empire_class") == "minor",
    "is:generic": lambda c: a(c, "empire_class") == "generic",
    "is:reaction": lambda c: a(c, "reaction") is True,
    "is:errata": lambda c: printed(c, errata=True),
    "shields>=3": lambda c: (a(c, "shields") or 0) >= 3,
    "phasers>2": lambda c: (a(c, "phasers") or 0) > 2,
    "heavy_weapons:2": lambda c: a(c, "heavy_weapons") == 2,
    "shields!=3": lambda c: a(c, "shields") != 3,
    "supply:1": lambda c: a(c, "cost_supply") == 1,
    "gen:economy": lambda c: a(c, "gen_economy") is not None,
    "cost:energy": lambda c: a(c, "cost_energy") is not None,
    "has:nodes": lambda c: a(c, "nodes") is not None,
    "tags:warship": lambda c: any("warship" in t.lower() for t in a(c, "tags") or []),
    "tags=shipclasswarship": lambda c: any(t.lower() == "shipclasswarship" for t in a(c, "tags") or []),
    "category:ships": lambda c: "ships" in (a(c, "category") or "").lower(),
    "reaction:false": lambda c: a(c, "reaction") is not True,
    "-e:krebiz": lambda c: a(c, "main_empire") != "Krebiz",
    "-shields>=3": lambda c: not (a(c, "shields") or 0) >= 3,
    "-is:reaction": lambda c: a(c, "reaction") is not True,
    "-(t:S or t:B)": lambda c: not (is_type(c, "S") or is_type(c, "B")),
    "t:S or t:B": lambda c: is_type(c, "S") or is_type(c, "B"),
    "(r:V or r:R) set:PE": lambda c: printed(c, set="PE") and (printed(c, rarity="V") or printed(c, rarity="R")),
    "-(shields>=3 or phasers>2)": lambda c: not ((a(c, "shields") or 0) >= 3 or (a(c, "phasers") or 0) > 2),
    "-tags:warship": lambda c: not any("warship" in t.lower() for t in a(c, "tags") or []),
    "-gen:economy": lambda c: a(c, "gen_economy") is None,
    "-(-is:reaction)": lambda c: a(c, "reaction") is True,
    "-t:S -t:T -t:B": lambda c: not (is_type(c, "S") or is_type(c, "T") or is_type(c, "B")),
}


@pytest.mark.parametrize("query", list(CASES))
def test_operator_matches_the_same_condition_in_python(query: str) -> None:
    result = found(query)
    assert result, f"{query!r} found nothing: a useless test case"
    assert result == expected(CASES[query])


def test_attributes_of_other_games_come_from_their_schema() -> None:
    assert found("value>=13", "empires") == expected(lambda c: c["attributes"]["value"] >= 13, "empires")
    assert found("is:spades", "empires") == expected(lambda c: c["attributes"]["suit"] == "spades", "empires")
    assert len(found("suit:hearts -value>10", "empires")) == 9


@pytest.mark.parametrize(
    ("query", "warning"),
    [
        ("foo:bar", "unknown key 'foo'"),
        ("s>=x", "strength needs a whole number"),
        ("is:banana", "unknown is: value"),
        ("t>5", "type takes ':'"),
        ("shields>=lots", "shields needs a whole number"),
        ("gen:nothing", "no gen 'nothing' symbol"),
        ("has:wings", "has takes an attribute name"),
        ("reaction:maybe", "true or false"),
    ],
)
def test_unreadable_terms_are_dropped_with_a_warning(query: str, warning: str) -> None:
    cards, compiled = card_queryset(GE, f"{query} t:S")
    assert any(warning in w for w in compiled.warnings), compiled.warnings
    assert set(cards.values_list("key", flat=True)) == found("t:S")  # the rest still applies


def test_unknown_names_warn_but_keep_the_term() -> None:
    cards, compiled = card_queryset(GE, "e:nowhere")
    assert any("no empire" in w for w in compiled.warnings)
    assert not cards.exists()
    cards, compiled = card_queryset(GE, "set:zz")
    assert any("no set" in w for w in compiled.warnings) and not cards.exists()


def test_empire_key_is_not_offered_for_games_without_empires() -> None:
    _, compiled = card_queryset("empires", "e:argonian")
    assert any("unknown key 'e'" in w for w in compiled.warnings)


def test_gallery_filters_narrow_like_the_query_language() -> None:
    cards, _ = card_queryset(GE, "", {"type": "S", "strength_min": 8, "empire": "Argonian"})
    assert set(cards.values_list("key", flat=True)) == found("t:S s>=8 e:argonian")
    cards, _ = card_queryset(GE, "", {"set": "PE", "rarity": "V"})
    assert set(cards.values_list("key", flat=True)) == found("set:PE r:V") - {
        c["key"] for c in game_cards(GE) if not printed(c, set="PE", rarity="V")
    }
