"""Record (or rewrite) the golden Galactic Empires playthroughs under games/.

    .venv/bin/python -m tests.rules.galactic_empires.golden.record [--only NAME ...] [--rehash]

Each game file holds the seed, player count, options, deck file names and bots, the sha256 of
the cards (constant in a match), then one line per action: the action and the first 16 hex
digits of the sha256 of the canonical JSON (sorted keys, no spaces) of `state.to_json()`
without its "cards" list after that action, and the full sha256 of the final `to_json()`. Both card hashes leave out what people read on a
card (READING_FIELDS: its text and the text's provenance), which changes no move.
Leaving the card list out of the per-action hash keeps the replay fast (the list is ~300 kB
of JSON and never changes during a match; it is hashed once at the start and once at the end).

Only public engine names are used (new_state, legal_actions, current_players, apply, to_json,
is_over, result), so the goldens survive a reorganisation of the engine's internals.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rules.bots import Bot, GreedyBot, RandomBot
from rules.core import Action, DeckCard, State, derive_seed
from rules.galactic_empires import decks
from rules.galactic_empires.engine import GEState, new_state

GAMES_DIR = Path(__file__).resolve().parent / "games"
HASH_DIGITS = 16  # per action; the final hash is full length

LTD = ("Ltd_Argonian.dek", "Ltd_Dragon.dek")
DECKS = ("Basic_Deck_A.dek", "Basic_Deck_A_Argonian.dek", "Beta_Starter.dek",
         "Ltd_Argonian.dek", "Ltd_Dragon.dek", "Psycanti.dek")
VARIANTS = (
    "everyone_plays_to_the_end",
    "disengaged_ships_out_of_play",
    "one_target_only",
    "restricted_bases",
    "bases_defend_ships",
    "defenders_shoot_back",
    "border_defense",
)


PASSIVE = frozenset({"next", "done", "end", "pass", "scuttle", "discard", "reserve"})


class FighterBot(Bot):
    """A random bot that mostly acts (engages, arms, plays, fires) rather than passes, so that
    games reach fire, reactions and destruction (the "purposeful" policy of test_engine_random_sim)."""

    name = "fighter"

    def choose(self, state: State, player: int) -> Action:
        actions = state.legal_actions(player)
        busy = [a for a in actions if a["type"] not in PASSIVE]
        if busy and self.rng.random() < 0.9:
            return self.rng.choice(busy)
        calm = [a for a in actions if a["type"] != "scuttle"]
        if calm and self.rng.random() < 0.95:
            return self.rng.choice(calm)
        return self.rng.choice(actions)


BOTS = {"random": RandomBot, "greedy": GreedyBot, "fighter": FighterBot}


def canonical(data: Any) -> bytes:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()


def state_hash(state: GEState) -> str:
    """The per-action hash: the state's JSON without the (constant) card list."""
    data = state.to_json()
    data.pop("cards")
    return hashlib.sha256(canonical(data)).hexdigest()[:HASH_DIGITS]


# What people read on a card, not what the engine plays: a reviewed or corrected text changes no
# move, so the goldens hash the cards without it (issue 25: every base-set text is reviewed).
READING_FIELDS = frozenset({
    "text", "text_source", "text_confidence", "text_history", "text_note", "text_machine_read",
    "flavour_text", "rules_text", "text_checks",
})


def _for_play(card: Any) -> Any:
    """A card's JSON without its reading fields (its printings' texts too)."""
    if not isinstance(card, Mapping):
        return card
    kept = {k: v for k, v in card.items() if k not in READING_FIELDS}
    if isinstance(kept.get("printings"), list):
        kept["printings"] = [_for_play(p) for p in kept["printings"]]
    return kept


def _played(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "cards": [_for_play(c) for c in data["cards"]]}


def full_hash(state: GEState) -> str:
    return hashlib.sha256(canonical(_played(state.to_json()))).hexdigest()


def cards_hash(state: GEState) -> str:
    return hashlib.sha256(canonical(_played(state.to_json())["cards"])).hexdigest()


def start(game: Mapping[str, Any]) -> GEState:
    """The game's opening state, from its seed, options and deck files (plus one of each card
    keyed in "extra" shuffled into every deck: cards the engine cannot play, to be declared)."""
    extra = [DeckCard(decks.by_key()[key], 1) for key in game.get("extra", ())]
    deck_set = [decks.load_deck(name) + extra for name in game["decks"]]
    return new_state(game["players"], game["seed"], game["options"], deck_set)


def specs() -> list[dict[str, Any]]:
    """The recorded games: every shared deck, 2-4 seats, random and greedy bots, the variants."""
    games: list[dict[str, Any]] = []

    def add(name: str, players: int, deck_names: tuple[str, ...], bots: tuple[str, ...],
            limit: int, **options: Any) -> None:
        seed = 7001 + len(games)
        games.append({
            "name": f"{len(games) + 1:02d}-{name}", "seed": seed, "players": players,
            "options": {"turn_limit": limit, **options}, "decks": list(deck_names), "bots": list(bots),
        })

    # 2 players: every pair of the six decks, random v random, then greedy v random / greedy v greedy.
    pairs = [(a, b) for i, a in enumerate(DECKS) for b in DECKS[i + 1:]]
    for k, (a, b) in enumerate(pairs):
        bots = (("random", "random"), ("greedy", "random"), ("random", "greedy"), ("greedy", "greedy"))[k % 4]
        label = f"{Path(a).stem}-v-{Path(b).stem}-{bots[0]}-{bots[1]}".lower()
        add(label, 2, (a, b), bots, 24)
    # Each variant on its own, between the limited decks (greedy fights, random wanders).
    for k, variant in enumerate(VARIANTS):
        bots = ("greedy", "random") if k % 2 else ("greedy", "greedy")
        add(f"variant-{variant}", 2, LTD, bots, 24, **{variant: True})
    # 3 and 4 players.
    add("3p-ltd-psycanti-random", 3, (*LTD, "Psycanti.dek"), ("random",) * 3, 18)
    add("3p-ltd-psycanti-greedy", 3, (*LTD, "Psycanti.dek"), ("greedy", "random", "greedy"), 18)
    add("3p-starters-greedy", 3, ("Basic_Deck_A.dek", "Beta_Starter.dek", "Basic_Deck_A_Argonian.dek"),
        ("greedy",) * 3, 18)
    add("3p-mixed-variants", 3, ("Ltd_Dragon.dek", "Beta_Starter.dek", "Psycanti.dek"), ("greedy", "greedy", "random"),
        18, one_target_only=True, defenders_shoot_back=True, border_defense=True)
    add("4p-all-random", 4, ("Ltd_Argonian.dek", "Psycanti.dek", "Ltd_Dragon.dek", "Beta_Starter.dek"),
        ("random",) * 4, 14)
    add("4p-greedy", 4, ("Ltd_Dragon.dek", "Ltd_Argonian.dek", "Basic_Deck_A.dek", "Psycanti.dek"),
        ("greedy", "random", "greedy", "random"), 14)
    add("4p-everyone-to-the-end", 4, DECKS[:4], ("greedy",) * 4, 14,
        everyone_plays_to_the_end=True, bases_defend_ships=True)
    add("4p-restricted-disengaged", 4, DECKS[2:], ("greedy", "greedy", "random", "random"), 14,
        restricted_bases=True, disengaged_ships_out_of_play=True)
    # The Basic Game: one shared deck.
    add("basic-2p-random", 2, ("Basic_Deck_A.dek",), ("random", "random"), 30, game="basic")
    add("basic-3p-greedy", 3, ("Basic_Deck_A.dek",), ("greedy", "random", "greedy"), 20, game="basic")
    add("basic-4p-argonian", 4, ("Basic_Deck_A_Argonian.dek",), ("greedy",) * 4, 16, game="basic")
    # Declared effects (cards the engine cannot play, declared and voted on), ante, stacked decks.
    add("declared-ltd-random", 2, LTD, ("random", "random"), 20, declared_effects=True)
    add("declared-3p-greedy", 3, ("Psycanti.dek", "Beta_Starter.dek", "Ltd_Dragon.dek"), ("greedy", "random", "random"),
        16, declared_effects=True)
    add("ante-kept-psycanti", 2, ("Psycanti.dek", "Ltd_Argonian.dek"), ("greedy", "greedy"), 24, ante_kept=True)
    add("stacked-decks", 2, ("Ltd_Dragon.dek", "Basic_Deck_A_Argonian.dek"), ("greedy", "random"), 24,
        stack_your_deck=True)
    # Fighters: random bots that rarely pass, for long fights, reactions and psy.
    add("fighter-ltd", 2, LTD, ("fighter", "fighter"), 30)
    add("fighter-psycanti-v-psycanti", 2, ("Psycanti.dek", "Psycanti.dek"), ("fighter", "greedy"), 30)
    add("fighter-3p-starters", 3, ("Beta_Starter.dek", "Basic_Deck_A_Argonian.dek", "Ltd_Dragon.dek"),
        ("fighter",) * 3, 20, bases_defend_ships=True)
    add("fighter-4p-variants", 4, DECKS[1:5], ("fighter",) * 4, 16,
        **{v: True for v in VARIANTS if v != "everyone_plays_to_the_end"})
    add("fighter-declared", 2, ("Beta_Starter.dek", "Psycanti.dek"), ("fighter", "fighter"), 24, declared_effects=True)
    # Declared effects with cards the engine does not model (the shared decks are fully modelled,
    # so these games add a few), declared, voted on and resolved by hand.
    unmodelled = ["c1-cadet", "e1-emergency-shields", "o1-intercept-action", "l2-hasty-retreat",
                  "m1-geko-gnats", "h1-the-old-switcheroo", "a1-aestheticism"]
    add("declared-unmodelled-fighters", 2, LTD, ("fighter", "fighter"), 20, declared_effects=True)
    add("declared-unmodelled-3p", 3, ("Psycanti.dek", "Beta_Starter.dek", "Ltd_Dragon.dek"),
        ("fighter", "random", "greedy"), 14, declared_effects=True)
    for game in games[-2:]:
        game["extra"] = unmodelled
    return games


def play(game: Mapping[str, Any]) -> tuple[dict[str, Any], Counter]:
    """Play one game with its bots, returning its golden record and the events seen."""
    state = start(game)
    bots = [
        BOTS[name](seed=derive_seed("golden", game["seed"], seat, name))
        for seat, name in enumerate(game["bots"])
    ]
    record = dict(game)
    record["cards_sha256"] = cards_hash(state)
    record["start"] = state_hash(state)
    steps: list[list[Any]] = []
    seen: Counter = Counter()
    while not state.is_over():
        seat = state.current_players()[0]
        action = bots[seat].choose(state, seat)
        for event in state.apply(action):
            seen[event["event"]] += 1
        steps.append([action, state_hash(state)])
        if len(steps) > 20000:
            raise RuntimeError(f"{game['name']}: no end")
    record["steps"] = steps
    record["result"] = state.result()
    record["final_sha256"] = full_hash(state)
    return record, seen


def rehash(game: Mapping[str, Any]) -> dict[str, Any]:
    """The recorded game with its hashes taken again: its actions replayed as recorded (each must
    still be legal), for a change in what a state holds that changes no move (--rehash)."""
    state = start(game)
    record = dict(game)
    record["cards_sha256"] = cards_hash(state)
    record["start"] = state_hash(state)
    steps: list[list[Any]] = []
    for action, _ in game["steps"]:
        if action not in state.legal_actions(action["player"]):
            raise RuntimeError(f"{game['name']}: action #{len(steps)} {action} is no longer legal: record it again")
        state.apply(action)
        steps.append([action, state_hash(state)])
    if not state.is_over() or state.result() != game["result"]:
        raise RuntimeError(f"{game['name']}: the recorded actions no longer end it as recorded: record it again")
    record["steps"] = steps
    record["final_sha256"] = full_hash(state)
    return record


def dump(record: Mapping[str, Any]) -> str:
    """One key per line and one step per line, so a changed step shows as a one-line diff."""
    head = {k: v for k, v in record.items() if k != "steps"}
    lines = ["{"]
    for key, value in head.items():
        lines.append(f"  {json.dumps(key)}: {json.dumps(value, sort_keys=True)},")
    lines.append('  "steps": [')
    steps = record["steps"]
    for k, step in enumerate(steps):
        lines.append("    " + json.dumps(step, separators=(",", ":")) + ("," if k < len(steps) - 1 else ""))
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", help="names (or name prefixes) of the games to record")
    parser.add_argument("--rehash", action="store_true",
                        help="replay the recorded actions and write their hashes again, the moves unchanged")
    args = parser.parse_args(argv)
    GAMES_DIR.mkdir(exist_ok=True)
    chosen = [g for g in specs() if not args.only or any(g["name"].startswith(o) for o in args.only)]
    if args.rehash:
        for game in chosen:
            path = GAMES_DIR / f"{game['name']}.json"
            path.write_text(dump(rehash(json.loads(path.read_text(encoding="utf-8")))), encoding="utf-8")
            print(f"{game['name']}: hashes taken again", file=sys.stderr)
        return
    if not args.only:
        for old in GAMES_DIR.glob("*.json"):
            old.unlink()
    total: Counter = Counter()
    for game in chosen:
        began = time.perf_counter()
        record, seen = play(game)
        total.update(seen)
        (GAMES_DIR / f"{game['name']}.json").write_text(dump(record), encoding="utf-8")
        winners = (record["result"] or {}).get("winners")
        print(f"{game['name']}: {len(record['steps'])} actions, winners {winners}, {time.perf_counter() - began:.1f}s", file=sys.stderr)
    print("events: " + ", ".join(f"{k} {v}" for k, v in total.most_common()), file=sys.stderr)


if __name__ == "__main__":
    main()
