"""Print-and-play figures: time, peak memory and size for a limited deck and for every GE card.

Run from the repo root: .venv/bin/python bench/print.py
Targets (issue #6): the 125-card limited deck (Letter, crop marks, backs, long-edge duplex) in
under 1 s and under 2 MB; the whole Galactic Empires card list (about 3,700 printings) in under
30 s and 300 MB. Each job renders into a temporary file, as the web and the commands do.
Each job runs in a fresh process; memory is that process's peak RSS (Django and the card data included).
"""
from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time

from _common import ROOT

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.base")

import django  # noqa: E402

django.setup()

from printing.draw import register_fonts  # noqa: E402
from printing.layout import LayoutOptions  # noqa: E402
from printing.render import RenderOptions  # noqa: E402
from printing.services import deck_job, set_job, write_pdf  # noqa: E402
from printing.sources import game_cards  # noqa: E402

DECK = ROOT / "cardbase" / "data" / "galactic-empires" / "decks" / "Ltd_Argonian.dek"
OPTIONS = RenderOptions(layout=LayoutOptions(paper="letter", marks="crop", backs=True, duplex="long"))


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def run_job(name: str) -> None:
    """One job in this (child) process: print "time seconds, RSS before, RSS peak, size, cards"."""
    game_cards("galactic-empires")  # once-per-process costs (card data, fonts) are paid first,
    register_fonts()  # as in a running server
    deck_data = DECK.read_bytes()
    before = rss_mb()
    started = time.perf_counter()
    job = deck_job("galactic-empires", deck_data, filename=DECK.name) if name == "deck" else set_job("galactic-empires", None)
    with tempfile.TemporaryFile() as handle:
        result = write_pdf(job, handle, OPTIONS)
        size = handle.tell()
    seconds = time.perf_counter() - started
    print(f"{seconds:.4f} {before:.1f} {rss_mb():.1f} {size} {result.cards} {result.pages}")


def measure(label: str, name: str) -> tuple[float, float, float, int, int]:
    """Run a job in a fresh process, so its peak memory is its own."""
    output = subprocess.run([sys.executable, __file__, "--job", name], check=True, capture_output=True, text=True).stdout.split()
    seconds, before, peak, size, cards, pages = float(output[0]), float(output[1]), float(output[2]), int(output[3]), int(output[4]), int(output[5])
    print(f"{label}: {cards} cards, {pages} pages, {seconds:.2f} s, peak RSS {peak:.0f} MB ({before:.0f} MB before the job), PDF {size / 2**20:.2f} MB")
    return seconds, peak, peak - before, size, cards


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "--job":
        run_job(sys.argv[2])
        return
    deck_s, _, _, deck_size, deck_cards = measure("Ltd_Argonian deck (Letter, crop marks, backs, long-edge duplex)", "deck")
    all_s, all_peak, all_growth, _, all_cards = measure("every GE printing (same options)", "all")
    print(
        f"deck {deck_cards} cards {deck_s:.2f} s {deck_size / 2**20:.2f} MB (targets <1 s, <2 MB); "
        f"all {all_cards} printings {all_s:.1f} s peak RSS {all_peak:.0f} MB, +{all_growth:.0f} MB for the job (targets <30 s, <300 MB)"
    )


if __name__ == "__main__":
    main()
