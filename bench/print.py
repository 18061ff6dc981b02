"""Print-and-play figures: time, peak memory and size for a limited deck and for every GE card;
and start-up: `manage.py check` and `manage.py printdeck` of the 125-card deck as commands.

Run from the repo root: .venv/bin/python bench/print.py
Targets (issue #6): the 125-card limited deck (Letter, crop marks, backs, long-edge duplex) in
under 1 s and under 2 MB; the whole Galactic Empires card list (about 3,700 printings) in under
30 s and 300 MB. Each job renders into a temporary file, as the web and the commands do.
Each job runs in a fresh process; memory is that process's peak RSS (Django and the card data included).
Targets (issue 30): `manage.py check` under 1.5 s of CPU; `printdeck` of the 125-card deck under
2 s of wall time on a quiet machine. Commands are timed as a person runs them (median of 3, CPU
time of the child process and wall time), with Python's bytecode cache allowed, after one warm
run; the baseline, timed the same way in the same run, is the bare interpreter importing Django.
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


def command_time(args: list[str]) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of a command, the median of 3 runs after a warm one."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run(args, cwd=ROOT, env=env, check=True, capture_output=True)
    runs = []
    for _ in range(3):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        subprocess.run(args, cwd=ROOT, env=env, check=True, capture_output=True)
        wall = time.perf_counter() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        runs.append((after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, wall))
    runs.sort()
    return runs[1]


def start_up() -> tuple[float, float, float, float, float]:
    base_cpu, base_wall = command_time([sys.executable, "-c", "import django"])
    check_cpu, check_wall = command_time([sys.executable, "manage.py", "check"])
    with tempfile.TemporaryDirectory() as folder:
        deck_cpu, deck_wall = command_time([sys.executable, "manage.py", "printdeck", str(DECK), "-o", f"{folder}/deck.pdf"])
    print(f"baseline (python -c 'import django'): {base_cpu:.2f} s CPU, {base_wall:.2f} s wall")
    print(f"manage.py check: {check_cpu:.2f} s CPU, {check_wall:.2f} s wall")
    print(f"manage.py printdeck Ltd_Argonian.dek (125 cards): {deck_cpu:.2f} s CPU, {deck_wall:.2f} s wall")
    return base_cpu, check_cpu, check_wall, deck_cpu, deck_wall


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "--job":
        run_job(sys.argv[2])
        return
    base_cpu, check_cpu, check_wall, printdeck_cpu, printdeck_wall = start_up()
    deck_s, _, _, deck_size, deck_cards = measure("Ltd_Argonian deck (Letter, crop marks, backs, long-edge duplex)", "deck")
    all_s, all_peak, all_growth, _, all_cards = measure("every GE printing (same options)", "all")
    print(
        f"deck {deck_cards} cards {deck_s:.2f} s {deck_size / 2**20:.2f} MB (targets <1 s, <2 MB); "
        f"all {all_cards} printings {all_s:.1f} s peak RSS {all_peak:.0f} MB, +{all_growth:.0f} MB for the job (targets <30 s, <300 MB); "
        f"check {check_cpu:.2f} s CPU (target <1.5), printdeck {printdeck_wall:.2f} s wall {printdeck_cpu:.2f} s CPU (target <2 s wall, "
        f"quiet machine); baseline import django {base_cpu:.2f} s CPU"
    )


if __name__ == "__main__":
    main()
