"""The deck in the match is the deck that was checked (issue 27): a LackeyCCG deck's zones keep
their meaning from import to validation and play. Only the deck and reserve fleet zones' stocked
cards enter a match; the "Reference" zone (spare Krebiz capsules, a second Sector HQ, the point
symbols) and any other side zone only travel with the file; every player has one Sector HQ."""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from decks import services as deck_services
from decks.selectors import deck_state
from decks.validation import validate_deck
from play import engine, services

pytestmark = pytest.mark.django_db

DECKS_DIR = Path(__file__).resolve().parents[2] / "cardbase" / "data" / "galactic-empires" / "decks"
# Every shipped deck file with a Reference zone (the shared LackeyCCG decks).
WITH_REFERENCE = sorted(p.name for p in DECKS_DIR.glob("*.dek") if '<superzone name="Reference">' in p.read_text())
FORMAT = "primary-free-for-all"  # all four are legal in it (the Basic decks hold 46-49 cards)

# What a LackeyCCG Limited Krebiz deck carries beside its deck (the deck): spare capsules
# and destroyers for combinations, a second Sector HQ and the point symbols, in "Reference"; and a
# side zone of another name, which must mean the same.
KREBIZ_REFERENCE = [
    ("S1_-_Krebiz_Escort_Capsule_PE", "S1 Krebiz Escort Capsule (PE)", "PE"),
    ("S2_-_Krebiz_Battle_Capsule_AL", "S2 Krebiz Battle Capsule (AL)", "AL"),
    ("S3_-_Krebiz_Pincer_Destroyer_AL", "S3 Krebiz Pincer Destroyer (AL)", "AL"),
    ("HQ25_-_Sector_HQ_Pro", "HQ25 Sector HQ (Pro)", "Pro"),
    ("Spcl_-_Point_Symbols_PE", "Spcl Point Symbols (PE)", "PE"),
]


def _zone(name: str, cards: list[tuple[str, str, str]], copies: int = 1) -> str:
    rows = "".join(f'<card><name id="{i}">{n}</name><set>{s}</set></card>' for i, n, s in cards for _ in range(copies))
    return f'<superzone name="{name}">{rows}</superzone>'


def krebiz_style_deck() -> bytes:
    """Ltd_Argonian.dek with the Reference zone of the issue's Krebiz deck (24 cards) and a side zone."""
    text = (DECKS_DIR / "Ltd_Argonian.dek").read_text()
    text = re.sub(r'<superzone name="Reference">.*?</superzone>', _zone("Reference", (KREBIZ_REFERENCE * 5)[:24]), text, flags=re.S)
    return text.replace("</deck>", _zone("Sideboard", KREBIZ_REFERENCE[:2], 2) + "</deck>").encode()


def _match_cards(state: Any, seat: int) -> Counter[str]:
    """Every card of `seat` in the match, wherever it is: hand, deck, in play, reserve, discard, ante."""
    zones = [state.hand[seat], state.deck[state._dk(seat)], state.reserve[seat], state.discard[state._dk(seat)],
             state.ante[seat], [c for c in state.ip if state.owner[c] == seat]]
    where = [c for zone in zones for c in zone]
    assert len(where) == len(set(where)) == sum(1 for o in state.owner if o == seat), "a card in two zones, or in none"
    return Counter(state.ci[c].key for c in where)


def _checked_cards(deck: Any) -> tuple[Counter[str], dict[str, Any]]:
    """The cards the stocking check counted (the builder's deck and reserve rows it did not skip)."""
    state = deck_state(deck)
    stats = state.report.stats
    counted = Counter()
    for row in state.rows:
        if row.zone in ("deck", "reserve") and (row.card.get("attributes") or {}).get("stockable", True):
            counted[row.card["key"]] += row.count
    assert sum(counted.values()) == stats["size"], (sum(counted.values()), stats)
    return counted, stats


def _play(user: Any, deck: Any) -> Any:
    match = services.match_create(creator=user, game_slug="galactic-empires", seed=5, format_slug=FORMAT,
                                  seats=[{"user": "me"}, {"bot": "random"}], decks=[{"deck": deck.pk}, {"deck": deck.pk}])
    return engine.match_state(match)


def test_every_shared_deck_with_a_reference_zone_is_played_as_checked(alice) -> None:
    assert len(WITH_REFERENCE) >= 4, WITH_REFERENCE
    for name in WITH_REFERENCE:
        data = (DECKS_DIR / name).read_bytes()
        validated = validate_deck(deck=data, format_slug=FORMAT)
        assert validated["legal"], (name, validated["violations"])
        deck = deck_services.deck_create(owner=alice, game="galactic-empires", format=FORMAT, import_data=data)
        assert deck.entries.filter(zone="reference").exists(), name
        checked, stats = _checked_cards(deck)
        assert stats["size"] == validated["stats"]["size"] == validated["deck"]["cards"] == deck.card_count, name
        state = _play(alice, deck)
        for seat in (0, 1):
            assert _match_cards(state, seat) == checked, name
        view = state.view(0)
        assert [p["hq_points"] for p in view["players"]] == [25, 25]  # one Sector HQ each, a rule
        assert all(info.t not in ("HQ", "Spcl") for info in state.ci), name


def test_a_krebiz_decks_reference_and_side_zones_never_enter_the_match(alice) -> None:
    data = krebiz_style_deck()
    deck = deck_services.deck_create(owner=alice, game="galactic-empires", format=FORMAT, import_data=data)
    reference = sum(e.count for e in deck.entries.filter(zone="reference"))
    assert reference == 24 + 4
    checked, stats = _checked_cards(deck)
    assert stats["size"] == 125 and stats["reserve"] == 4 and deck.card_count == 125
    state = _play(alice, deck)
    keys = _match_cards(state, 0)
    assert keys == checked
    assert not any("krebiz" in key for key in keys)  # the capsules and destroyers exist only in Reference
    assert sum(keys.values()) == 125 and len(state.reserve[0]) == 4


def test_a_side_zone_keeps_its_name_through_export(alice) -> None:
    deck = deck_services.deck_create(owner=alice, game="galactic-empires", format=FORMAT, import_data=krebiz_style_deck())
    _, _, text = deck_services.deck_export(deck, "lackey")
    zones = re.findall(r'<superzone name="([^"]+)">', text)
    assert zones == ["Deck", "Reserve Fleet", "Reference", "Sideboard"]
    side = re.search(r'<superzone name="Sideboard">(.*?)</superzone>', text, re.S).group(1)
    assert side.count("<card>") == 4 and "Krebiz Escort Capsule" in side


def test_a_deck_text_with_reference_cards_is_played_as_checked(alice) -> None:
    text = krebiz_style_deck().decode()
    match = services.match_create(creator=alice, game_slug="galactic-empires", seed=2, format_slug=FORMAT,
                                  seats=[{"user": "me"}, {"bot": "random"}], decks=[{"text": text}, {"text": text}])
    state = engine.match_state(match)
    assert sum(_match_cards(state, 1).values()) == 125
