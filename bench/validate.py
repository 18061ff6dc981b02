"""Deck validation speed: the 125-card limited decks (Ltd_Argonian, Ltd_Dragon) checked by the
pure format functions (decks/s, every format) and through POST /api/decks/validate/ (p50/p95 ms).

Run from the repository root: `.venv/bin/python bench/validate.py`. The last line is the figure.
Targets (issue 4): >= 1,000 decks/s for the pure function (issue 30: Sealed too, checked against
its pool), API p95 under 30 ms.
"""
from __future__ import annotations

import os
import statistics
import time

from _common import ROOT

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.base")

DECKS = ROOT / "cardbase" / "data" / "galactic-empires" / "decks"
LIMITED = ("Ltd_Argonian", "Ltd_Dragon")
SECONDS = 1.0
API_REQUESTS = 200


def pure() -> tuple[float, float]:
    from decks.validation import _data_file_cards
    from rules.core import DeckCard
    from rules.galactic_empires import deckfile
    from rules.galactic_empires.stocking import FORMATS

    cards = _data_file_cards("galactic-empires")
    decks = [deckfile.read_deck((DECKS / f"{name}.dek").read_bytes(), cards).deck_cards() for name in LIMITED]
    rates = []
    for slug, deck_format in FORMATS.items():
        for deck in decks:
            # Sealed: the deck's own cards as its pool, so the pool and void checks run too.
            options = {"pool": deck} if slug == "sealed" else {}
            rate, cpu_rate = _rate(deck_format, deck, options)
            rates.append((rate, cpu_rate))
            print(f"  {slug:22s} {rate:8.0f} decks/s wall, {cpu_rate:8.0f} per CPU-second")
    # Issue 30: a 1,000-line deck against a 1,000-line pool (quadratic before: 317 ms a check).
    big = [DeckCard(card, 1) for card in cards[:1000]]
    rate, cpu_rate = _rate(FORMATS["sealed"], big, {"pool": big, "empire": "Argonian"})
    print(f"  sealed, 1,000 lines     {1000 / rate:8.2f} ms a check wall, {1000 / cpu_rate:8.2f} ms of CPU")
    return min(r[0] for r in rates), min(r[1] for r in rates)


def _rate(deck_format, deck, options) -> tuple[float, float]:  # noqa: ANN001 - a rules DeckFormat
    """Checks a second of `deck` (wall clock, and per CPU-second of this process)."""
    deck_format.check(deck, options)  # warm the per-card facts
    done, started, cpu = 0, time.perf_counter(), time.process_time()
    while time.perf_counter() - started < SECONDS / 4:
        deck_format.check(deck, options)
        done += 1
    return done / (time.perf_counter() - started), done / max(time.process_time() - cpu, 1e-9)


def api() -> tuple[float, float]:
    import django

    django.setup()
    from django.conf import settings
    from django.test import Client
    from django.test.utils import setup_test_environment

    from django.core.management import call_command
    from django.db import connection

    setup_test_environment()
    settings.ALLOWED_HOSTS = ["*"]
    # A throw-away database loaded the way a site is (migrate + loadcards), so the cards come
    # from cardbase.selectors.game_cards as they do in production.
    old_name = connection.creation.create_test_db(verbosity=0)
    try:
        call_command("loadcards", "--game", "galactic-empires", verbosity=0)
        return _timed_requests(Client())
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)


def _timed_requests(client) -> tuple[float, float]:
    bodies = [
        {"format": slug, "players": 4, "deck": (DECKS / f"{name}.dek").read_text()}
        for name in LIMITED
        for slug in ("primary-standard", "universe")
    ]
    for body in bodies:  # warm: card list, index, facts
        response = client.post("/api/decks/validate/", body, content_type="application/json")
        assert response.status_code == 200, response.content[:300]
    timings = []
    for i in range(API_REQUESTS):
        started = time.perf_counter()
        response = client.post("/api/decks/validate/", bodies[i % len(bodies)], content_type="application/json")
        timings.append((time.perf_counter() - started) * 1000)
        assert response.status_code == 200
    timings.sort()
    return statistics.median(timings), timings[int(len(timings) * 0.95) - 1]


def main() -> None:
    print("pure format functions, 125-card limited decks:")
    slowest, slowest_cpu = pure()
    p50, p95 = api()
    print(f"API POST /api/decks/validate/ ({API_REQUESTS} requests, .dek upload parsed each time): p50 {p50:.1f} ms, p95 {p95:.1f} ms")
    print(
        f"validate: {slowest:.0f} decks/s wall ({slowest_cpu:.0f} per CPU-second), slowest format, 125-card limited decks, "
        f"pure function; API p50 {p50:.1f} ms, p95 {p95:.1f} ms"
    )


if __name__ == "__main__":
    main()
