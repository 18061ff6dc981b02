"""Play whole matches between the shared bots (rules/bots.py) for any registered game with an engine.

    python manage.py playbots --game empires --games 20 --players 2 --bots mcts,random --seed 1
    python manage.py playbots --game galactic-empires --games 4 --bots greedy,random --decks a.dek,b.dek --json

Game-agnostic: the game comes from the registry, deck files are read by the game's own
`Game.read_deck` against the card database. A seat's wins count the games it won alone or with
its team (several winners, not a draw: Spark of War's Face-off); `team_wins` counts those games.
The last line printed is the speed (or, with --json, the one JSON object).
"""
from __future__ import annotations

import json
import time
import traceback
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

import rules
from rules.bots import BOTS, play_game
from rules.core import DeckCard, derive_seed


class Command(BaseCommand):
    help = "Play N matches between bots and report wins per seat, length, errors and speed."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--game", required=True, help="game slug, e.g. interstellar-empire")
        parser.add_argument("--games", type=int, default=10)
        parser.add_argument("--players", type=int, default=2)
        parser.add_argument("--bots", default="random,random", help="comma-separated bot names, one per seat (cycled)")
        parser.add_argument("--seed", type=int, default=1)
        parser.add_argument("--decks", default="", help="comma-separated deck files, one per seat (cycled)")
        parser.add_argument("--options", default="{}", help="match options as JSON")
        parser.add_argument("--iterations", type=int, default=None,
                            help="MCTS iterations per move (default: the game's own budget, State.mcts_iterations)")
        parser.add_argument("--time-limit", type=float, default=None,
                            help="MCTS seconds per move (default: no clock when --iterations is given, else 0.9)")
        parser.add_argument("--json", action="store_true", help="print one JSON object")

    def handle(self, *args: Any, **opts: Any) -> None:
        try:
            game = rules.get(opts["game"])
        except rules.UnknownGame:
            raise CommandError(f"unknown game {opts['game']!r}; known: {', '.join(rules.slugs())}") from None
        if not game.has_engine:
            raise CommandError(f"{game.name} has no rules engine")
        players = opts["players"]
        if not game.min_players <= players <= game.max_players:
            raise CommandError(f"{game.name} takes {game.min_players}-{game.max_players} players")
        names = [n.strip() for n in opts["bots"].split(",") if n.strip()]
        for name in names:
            if name not in BOTS:
                raise CommandError(f"unknown bot {name!r}; choose from {', '.join(BOTS)}")
        seats = [names[i % len(names)] for i in range(players)]
        try:
            options = json.loads(opts["options"])
            game.option_values(options)
        except (ValueError, TypeError) as error:
            raise CommandError(f"--options: {error}") from None
        decks = self._decks(game, opts["decks"], players)
        settings: dict[str, dict[str, Any]] = {}
        if opts["iterations"] is not None or opts["time_limit"] is not None:
            settings["mcts"] = {"iterations": opts["iterations"], "time_limit": opts["time_limit"]}

        wins = [0] * players  # games each seat won, alone or with its team
        draws = errors = decisions = team_wins = 0
        lengths: list[int] = []
        started = time.perf_counter()
        for n in range(opts["games"]):
            seed = derive_seed("playbots", opts["seed"], n)
            try:
                played = play_game(game, players, seed, seats, options=options, decks=decks, bot_settings=settings)
            except Exception:  # noqa: BLE001 - an engine error is counted and reported, never fatal
                errors += 1
                if not opts["json"]:
                    self.stderr.write(f"game {n} (seed {seed}) failed:\n{traceback.format_exc()}")
                continue
            decisions += played["decisions"]
            lengths.append(played["decisions"])
            result = played["result"]
            winners = result.get("winners") or []
            if result.get("draw") or not winners:
                draws += 1
                continue
            # Several winners without a draw: a team's win (Spark of War's Face-off), a win for each of them.
            team_wins += len(winners) > 1
            for seat in winners:
                wins[seat] += 1
        seconds = max(time.perf_counter() - started, 1e-9)
        summary = {
            "game": game.slug,
            "games": opts["games"],
            "players": players,
            "bots": seats,
            "wins": wins,
            "draws": draws,
            "team_wins": team_wins,
            "errors": errors,
            "average_length": round(sum(lengths) / len(lengths), 1) if lengths else 0.0,
            "games_per_second": round(opts["games"] / seconds, 2),
            "decisions_per_second": round(decisions / seconds, 1),
        }
        if opts["json"]:
            self.stdout.write(json.dumps(summary))
            return
        self.stdout.write(f"{game.name}: {opts['games']} games, {players} players, bots {', '.join(seats)}")
        for seat, name in enumerate(seats):
            self.stdout.write(f"  seat {seat} ({name}): {wins[seat]} wins")
        self.stdout.write(f"  draws: {draws}")
        if team_wins:
            self.stdout.write(f"  team wins: {team_wins} (counted for every seat of the winning team)")
        self.stdout.write(f"  average length: {summary['average_length']} decisions")
        self.stdout.write(f"  errors: {errors}")
        self.stdout.write(
            f"{summary['games_per_second']} games/s, {summary['decisions_per_second']} decisions/s"
        )

    def _decks(self, game: rules.Game, paths: str, players: int) -> list[list[DeckCard]] | None:
        files = [p.strip() for p in paths.split(",") if p.strip()]
        if not files:
            return None
        cards = _game_cards(game.slug)
        decks = []
        for path in files:
            try:
                data = Path(path).read_bytes()
            except OSError as error:
                raise CommandError(f"{path}: {error}") from None
            try:
                deck = game.read_deck(data, cards)
            except ValueError as error:
                raise CommandError(f"{path}: {error}") from None
            unknown = deck.unknown()
            if unknown:
                raise CommandError(f"{path}: unknown card(s): {', '.join(e.text for e in unknown[:5])}")
            decks.append(deck.deck_cards())
        return [decks[i % len(decks)] for i in range(players)]


def _game_cards(slug: str) -> list[dict[str, Any]]:
    """The game's cards from the database, or from its packaged data file before `make setup`."""
    from django.conf import settings
    from django.db import DatabaseError

    from cardbase.selectors import game_cards

    try:
        cards = game_cards(slug)
    except DatabaseError:
        cards = []
    if cards:
        return cards
    path = Path(settings.BASE_DIR) / "cardbase" / "data" / slug / "cards.json"
    if not path.exists():
        raise CommandError(f"no cards for {slug}: run `make setup` (manage.py loadcards) first")
    return json.loads(path.read_text(encoding="utf-8"))["cards"]
