"""Empires' rules engine: lives, resources, soldiers, spells with counter chains, attacks, sacrifices.

Rules are cited from empires.txt by heading ("PHASE 3", "SPECIAL EFFECTS", "NOTES"). Where the
rules are silent or contradict themselves, the ruling is stated in a comment starting "Ruling:".

Each player owns one pack: cards are ints 0..51 of that player's pack (suit = id // 13:
spades, clubs, diamonds, hearts; rank order A, K, Q, J, 10..2), and never change owner.
Zones are plain lists of ints/tuples so a state copies in microseconds for bot search.
"""
from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from ..core import Action, Event, GameRng, IllegalAction, State
from ..sampling import scramble
from .cards import RANKS, SUITS, card_key

PACK = 52
HAND_SIZE = 5  # "BEGINNING": five form the player's hand
SOLDIER, SPELL, RESOURCE, DEFENDER = 0, 1, 2, 3
SUIT_OF = tuple(i // 13 for i in range(PACK))
VALUE = tuple(RANKS[i % 13][2] for i in range(PACK))
RANK = tuple(RANKS[i % 13][0] for i in range(PACK))
KEY = tuple(card_key(SUITS[i // 13][0], RANKS[i % 13][0]) for i in range(PACK))
ID_OF = {k: i for i, k in enumerate(KEY)}
ACE, TWO = 14, 2
ZONE_NAMES = ("soldier", "defender", "resource")
FACE_RANKS = ("A", "K", "Q", "J")


def overpowers(attack: int, target: int) -> bool:
    """A value of `attack` destroys (or counters) one of `target`: equal or higher, with Aces and 2s.

    "NOTES": "Aces ... may be destroyed by a 2 ... but 2s can be destroyed by everything else."
    Ruling: in any contest between an Ace and a 2, the 2 wins.
    """
    if attack == TWO and target == ACE:
        return True
    if attack == ACE and target == TWO:
        return False
    return attack >= target


def spell_hits(spell: int, card_value: int, power: int) -> bool:
    """A spell of value `spell` destroys (or counters) a card of printed `card_value`, now worth `power`."""
    if spell == TWO and card_value == ACE:
        return True
    if spell == ACE and card_value == TWO:
        return False
    return spell >= power


def contest(a_card: int, a_power: int, d_card: int, d_power: int) -> int:
    """Combat: +1 the attacker's card survives and the other is destroyed, -1 the reverse, 0 both go.

    Printed values decide the Ace/2 exception ("NOTES"); otherwise the values now in force (an Ace
    sacrifice doubles soldiers) decide, the lower destroyed and both on equal values ("PHASE 3").
    """
    if a_card == TWO and d_card == ACE:
        return 1
    if a_card == ACE and d_card == TWO:
        return -1
    if a_power == d_power:
        return 0
    return 1 if a_power > d_power else -1


class EmpiresState(State):
    """One match of Empires."""

    __slots__ = (
        "seat_count", "options", "rng", "decks", "hands", "lives", "discards", "soldiers", "defenders",
        "resources", "out", "recalled", "doubled", "resource_played", "turn", "turn_number", "phase",
        "step", "ctx", "queue", "winner_info", "_legal",
    )
    # The shared MCTS bot's default budget per move (rules.bots.MCTSBot; figures in bench/bots.py).
    mcts_iterations = 200

    # ------------------------------------------------------------------------------------ set-up
    @classmethod
    def new(cls, players: int, seed: int, options: Mapping[str, Any], packs: list[list[int]] | None = None) -> EmpiresState:
        s = cls.__new__(cls)
        s.seat_count = players
        s.options = dict(options)
        s.rng = GameRng(seed)
        s.decks = []
        for p in range(players):
            deck = list(packs[p]) if packs else list(range(PACK))
            s.rng.shuffle(deck)
            s.decks.append(deck)  # the top of a deck is the END of its list
        s.hands = [[] for _ in range(players)]
        s.lives = [[] for _ in range(players)]
        s.discards = [[] for _ in range(players)]
        s.soldiers = [[] for _ in range(players)]  # (card, fresh 0/1, attacked 0/1)
        s.defenders = [[] for _ in range(players)]  # card
        s.resources = [[] for _ in range(players)]  # (card, tapped 0/1)
        s.out = [False] * players
        s.recalled = [False] * players
        s.doubled = [False] * players
        s.resource_played = False
        s.turn = 0
        s.turn_number = 0
        s.phase = "setup"
        # "BEGINNING": each player chooses how many life cards to use, in seat order.
        s.step = "lives"
        s.ctx = {"actor": 0}
        s.queue = ()
        s.winner_info = None
        s._legal = None
        return s

    def clone(self) -> EmpiresState:
        s = EmpiresState.__new__(EmpiresState)
        s.seat_count = self.seat_count
        s.options = self.options
        s.rng = self.rng  # only shuffles at set-up: copies may share it
        s.decks = [d[:] for d in self.decks]
        s.hands = [h[:] for h in self.hands]
        s.lives = [x[:] for x in self.lives]
        s.discards = [d[:] for d in self.discards]
        s.soldiers = [x[:] for x in self.soldiers]
        s.defenders = [x[:] for x in self.defenders]
        s.resources = [x[:] for x in self.resources]
        s.out = self.out[:]
        s.recalled = self.recalled[:]
        s.doubled = self.doubled[:]
        s.resource_played = self.resource_played
        s.turn = self.turn
        s.turn_number = self.turn_number
        s.phase = self.phase
        s.step = self.step
        s.ctx = _copy_ctx(self.ctx)
        s.queue = self.queue
        s.winner_info = self.winner_info
        s._legal = None
        return s

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "empires",
            "players": self.seat_count,
            "options": dict(self.options),
            "rng": self.rng.to_json(),
            "decks": [d[:] for d in self.decks],
            "hands": [h[:] for h in self.hands],
            "lives": [x[:] for x in self.lives],
            "discards": [d[:] for d in self.discards],
            "soldiers": [[list(t) for t in x] for x in self.soldiers],
            "defenders": [x[:] for x in self.defenders],
            "resources": [[list(t) for t in x] for x in self.resources],
            "out": self.out[:],
            "recalled": self.recalled[:],
            "doubled": self.doubled[:],
            "resource_played": self.resource_played,
            "turn": self.turn,
            "turn_number": self.turn_number,
            "phase": self.phase,
            "step": self.step,
            "ctx": _ctx_to_json(self.ctx),
            "queue": list(self.queue),
            "result": self.winner_info,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> EmpiresState:
        s = cls.__new__(cls)
        s.seat_count = int(data["players"])
        s.options = dict(data["options"])
        s.rng = GameRng.from_json(data["rng"])
        s.decks = [list(d) for d in data["decks"]]
        s.hands = [list(h) for h in data["hands"]]
        s.lives = [list(x) for x in data["lives"]]
        s.discards = [list(d) for d in data["discards"]]
        s.soldiers = [[tuple(t) for t in x] for x in data["soldiers"]]
        s.defenders = [list(x) for x in data["defenders"]]
        s.resources = [[tuple(t) for t in x] for x in data["resources"]]
        s.out = list(data["out"])
        s.recalled = list(data["recalled"])
        s.doubled = list(data["doubled"])
        s.resource_played = bool(data["resource_played"])
        s.turn = int(data["turn"])
        s.turn_number = int(data["turn_number"])
        s.phase = data["phase"]
        s.step = data["step"]
        s.ctx = _ctx_from_json(data["ctx"])
        s.queue = tuple(data["queue"])
        s.winner_info = data["result"]
        s._legal = None
        return s

    # ----------------------------------------------------------------------------------- queries
    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> dict[str, Any] | None:
        return self.winner_info

    def current_players(self) -> list[int]:
        if self.phase == "over":
            return []
        if self.step is not None:
            return [self.ctx["actor"]]
        return [self.turn]

    def legal_actions(self, player: int) -> list[Action]:
        cached = self._legal
        if cached is not None and cached[0] == player:
            return cached[1]
        actions = self._generate(player)
        self._legal = (player, actions)
        return actions

    def _untapped_total(self, player: int) -> int:
        return sum(VALUE[c] for c, tapped in self.resources[player] if not tapped)

    def _soldier_value(self, player: int, card: int) -> int:
        # Aces: "all of your soldiers double their value for one turn".
        return VALUE[card] * 2 if self.doubled[player] else VALUE[card]

    def _opponents(self, player: int) -> list[int]:
        return [p for p in range(self.seat_count) if p != player and not self.out[p]]

    def _spell_targets(self, player: int, value: int) -> list[Action]:
        """Enemy soldiers, defenders and resources a spell of `value` can destroy ("CLUBS")."""
        acts = []
        for p in self._opponents(player):
            for i, (c, _f, _a) in enumerate(self.soldiers[p]):
                if spell_hits(value, VALUE[c], self._soldier_value(p, c)):
                    acts.append({"player": player, "type": "target", "target": p, "zone": "soldier", "index": i})
            for i, c in enumerate(self.defenders[p]):
                if overpowers(value, VALUE[c]):
                    acts.append({"player": player, "type": "target", "target": p, "zone": "defender", "index": i})
            for i, (c, _t) in enumerate(self.resources[p]):
                if overpowers(value, VALUE[c]):
                    acts.append({"player": player, "type": "target", "target": p, "zone": "resource", "index": i})
        return acts

    def _generate(self, player: int) -> list[Action]:
        if self.phase == "over":
            return []
        step = self.step
        if step is not None:
            if player != self.ctx["actor"]:
                return []
            return self._step_actions(player, step)
        if player != self.turn:
            return []
        phase = self.phase
        hand = self.hands[player]
        acts: list[Action] = []
        if phase == "1":
            # "PHASE 1": put out a resource if he would like to (one per turn).
            if not self.resource_played:
                for c in hand:
                    if SUIT_OF[c] == RESOURCE:
                        acts.append({"player": player, "type": "resource", "card": KEY[c]})
            # "SPADES": once per game, as part of phase 1, return any number of soldiers to hand.
            if not self.recalled[player] and self.soldiers[player]:
                acts.append({"player": player, "type": "recall"})
            acts.extend(self._sacrifices(player))
        elif phase == "2" or phase == "4":
            budget = self._untapped_total(player)
            for c in hand:
                suit = SUIT_OF[c]
                if VALUE[c] > budget:
                    continue
                if suit == SOLDIER or suit == DEFENDER:
                    acts.append({"player": player, "type": "summon", "card": KEY[c]})
                elif suit == SPELL and self._spell_targets(player, VALUE[c]):
                    acts.append({"player": player, "type": "cast", "card": KEY[c]})
            if phase == "4":
                acts.extend(self._sacrifices(player))
        elif phase == "3":
            budget = self._untapped_total(player)
            for i, (c, fresh, attacked) in enumerate(self.soldiers[player]):
                # "They must wait one turn before attacking"; "Each soldier may only attack once per turn";
                # attacking costs resources equal to the soldier's value.
                if not fresh and not attacked and VALUE[c] <= budget:
                    acts.append({"player": player, "type": "attack", "soldier": i})
        acts.append({"player": player, "type": "done"})
        return acts

    def _sacrifices(self, player: int) -> list[Action]:
        """Aces, Kings, Queens and Jacks on the field ("SPECIAL EFFECTS"; spells never are).

        Ruling: the rules say "Aces, Kings and Jacks can only be sacrificed during phase 1 or 4 of your
        own turn" and then give Kings phase 3 of an opponent's turn too; we read the first list as
        Aces, Queens and Jacks. Cards without an effect (10 and below) are not offered: sacrificing
        one would only discard it.
        """
        acts = []
        zones = (self.soldiers[player], self.defenders[player], self.resources[player])
        for z, cards in enumerate(zones):
            for i, entry in enumerate(cards):
                c = entry if z == 1 else entry[0]
                if VALUE[c] >= 11:
                    acts.append({"player": player, "type": "sacrifice", "zone": ZONE_NAMES[z], "index": i})
        return acts

    def _pay_actions(self, player: int) -> list[Action]:
        values = sorted({VALUE[c] for c, tapped in self.resources[player] if not tapped})
        return [{"player": player, "type": "tap", "value": v} for v in values]

    def _step_actions(self, player: int, step: str) -> list[Action]:
        ctx = self.ctx
        if step == "lives":
            # "Each player draws 6 or more cards": 1 life at least, at most what the pack allows.
            most = min(PACK - HAND_SIZE, int(self.options.get("max_lives", PACK - HAND_SIZE)))
            return [{"player": player, "type": "lives", "count": k} for k in range(1, most + 1)]
        if step == "pay":
            return self._pay_actions(player)
        if step == "spell_target":
            return self._spell_targets(player, ctx["value"])
        if step == "attack_target":
            acts = []
            for p in self._opponents(player):
                if self.soldiers[p]:
                    for i in range(len(self.soldiers[p])):
                        acts.append({"player": player, "type": "target", "target": p, "zone": "soldier", "index": i})
                elif self.lives[p]:
                    # "If the opponent has no soldier out then the player may attack one of the opponent's lives."
                    acts.append({"player": player, "type": "target", "target": p, "zone": "life", "index": 0})
            return acts
        if step == "counter":
            # "A spell may be countered by an opponent's spell of equal or higher value".
            budget = self._untapped_total(player)
            top = ctx["chain"][-1]
            acts = [
                {"player": player, "type": "counter", "card": KEY[c]}
                for c in self.hands[player]
                if SUIT_OF[c] == SPELL and VALUE[c] <= budget and overpowers(VALUE[c], top)
            ]
            if len(ctx["chain"]) == 1 and ctx["zone"] != "defender":
                # "Defenders may protect ... resources from spells, and can protect soldiers from spells";
                # "Defenders cannot protect other defenders."
                acts.extend(self._block_actions(player, budget))
            acts.append({"player": player, "type": "pass"})
            return acts
        if step == "block":
            acts = self._block_actions(player, self._untapped_total(player))
            acts.append({"player": player, "type": "pass"})
            return acts
        if step == "king":
            acts = [
                a for a in self._sacrifices(player)
                if RANK[self._field_card(player, a["zone"], a["index"])] == "K"
            ]
            acts.append({"player": player, "type": "pass"})
            return acts
        if step == "victim":
            return [{"player": player, "type": "target", "target": p, "zone": "player", "index": 0} for p in self._opponents(player)]
        if step == "queen":
            # "A sacrificed Queen cannot destroy the last soldier, the last defender or the last resource".
            acts = []
            for z, cards in enumerate((self.soldiers[player], self.defenders[player], self.resources[player])):
                if len(cards) >= 2:
                    acts.extend({"player": player, "type": "destroy", "zone": ZONE_NAMES[z], "index": i} for i in range(len(cards)))
            return acts
        if step == "recall":
            chosen = ctx["chosen"]
            acts = [{"player": player, "type": "return", "soldier": i} for i in range(len(self.soldiers[player])) if i not in chosen]
            if chosen:
                acts.append({"player": player, "type": "done"})
            return acts
        raise AssertionError(step)

    def _block_actions(self, player: int, budget: int) -> list[Action]:
        # "provided that the defender has been brought out and there are sufficient resources to operate it"
        return [
            {"player": player, "type": "block", "defender": i}
            for i, c in enumerate(self.defenders[player])
            if VALUE[c] <= budget
        ]

    def _field_card(self, player: int, zone: str, index: int) -> int:
        if zone == "soldier":
            return self.soldiers[player][index][0]
        if zone == "defender":
            return self.defenders[player][index]
        return self.resources[player][index][0]

    # ------------------------------------------------------------------------------------- apply
    def apply(self, action: Action) -> list[Event]:
        player = action.get("player") if isinstance(action, dict) else None
        if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < self.seat_count:
            raise IllegalAction("no such seat", action)
        if action not in self.legal_actions(player):
            raise IllegalAction(f"not a legal action now: {self.describe(action)}", action)
        self._legal = None
        events: list[Event] = []
        if self.step is not None:
            self._apply_step(player, action, events)
            return events
        kind = action["type"]
        if kind == "done":
            self._end_phase(player, events)
        elif kind == "resource":
            self._put_out_resource(player, ID_OF[action["card"]], events)
            self.resource_played = True
        elif kind == "recall":
            self.ctx = {"actor": player, "chosen": ()}
            self.step = "recall"
        elif kind == "sacrifice":
            self._sacrifice(player, action["zone"], action["index"], events)
        elif kind == "summon":
            card = ID_OF[action["card"]]
            self._start_payment(player, VALUE[card], {"then": "summon", "card": card})
        elif kind == "cast":
            card = ID_OF[action["card"]]
            self.hands[player].remove(card)
            self.discards[player].append(card)  # "cast directly from a player's hand"
            events.append({"type": "cast", "player": player, "card": KEY[card]})
            self.ctx = {"actor": player, "caster": player, "value": VALUE[card], "card": card}
            self.step = "spell_target"
        elif kind == "attack":
            i = action["soldier"]
            c, fresh, _ = self.soldiers[player][i]
            self.soldiers[player][i] = (c, fresh, 1)
            self.ctx = {"actor": player, "attacker": player, "soldier": i}
            self.step = "attack_target"
        return events

    def _put_out_resource(self, player: int, card: int, events: list[Event]) -> None:
        self.hands[player].remove(card)
        # Ruling: a resource put out this turn may be used at once (it is "put out at the beginning").
        self.resources[player].append((card, 0))
        events.append({"type": "resource", "player": player, "card": KEY[card]})

    def _start_payment(self, player: int, cost: int, then: dict[str, Any]) -> None:
        """Tap untapped resources one at a time until they total `cost` ("DIAMONDS": never split)."""
        ctx = {"actor": player, "need": cost, "resume": self.step, "resume_ctx": self.ctx}
        ctx.update(then)
        self.ctx = ctx
        self.step = "pay"

    def _apply_step(self, player: int, action: Action, events: list[Event]) -> None:
        step = self.step
        ctx = self.ctx
        kind = action["type"]
        if step == "lives":
            self._choose_lives(player, action["count"], events)
        elif step == "pay":
            value = action["value"]
            res = self.resources[player]
            for i, (c, tapped) in enumerate(res):
                if not tapped and VALUE[c] == value:
                    res[i] = (c, 1)
                    break
            ctx["need"] -= value
            if ctx["need"] <= 0:
                self._paid(player, ctx, events)
        elif step == "spell_target":
            self.ctx = {"actor": action["target"], "caster": player, "victim": action["target"], "zone": action["zone"],
                        "index": action["index"], "chain": (ctx["value"],), "value": ctx["value"]}
            self.step = None
            self._start_payment(player, ctx["value"], {"then": "spell"})
        elif step == "counter":
            if kind == "pass":
                self._resolve_spell(events)
            elif kind == "counter":
                card = ID_OF[action["card"]]
                self.hands[player].remove(card)
                self.discards[player].append(card)
                events.append({"type": "counter", "player": player, "card": KEY[card]})
                ctx["chain"] = ctx["chain"] + (VALUE[card],)
                self._start_payment(player, VALUE[card], {"then": "counter"})
            else:  # block the spell with a defender
                ctx["blocker"] = action["defender"]
                self._start_payment(player, VALUE[self.defenders[player][action["defender"]]], {"then": "spell_block"})
        elif step == "attack_target":
            ctx["target"] = action["target"]
            ctx["zone"] = action["zone"]
            ctx["index"] = action["index"]
            self.step = None
            soldier = self.soldiers[player][ctx["soldier"]][0]
            self._start_payment(player, VALUE[soldier], {"then": "attack"})
        elif step == "block":
            if kind == "pass":
                self._resolve_attack(None, events)
            else:
                d = action["defender"]
                ctx["blocker"] = d
                self._start_payment(player, VALUE[self.defenders[player][d]], {"then": "block"})
        elif step == "king":
            if kind == "sacrifice":
                self._sacrifice(player, action["zone"], action["index"], events)
            self._next_king_window(events)
        elif step == "victim":
            self.step = None
            self.ctx = None
            self._face_effect(player, ctx["rank"], action["target"], events)
        elif step == "queen":
            zone, i = action["zone"], action["index"]
            card = self._remove_field(player, zone, i)
            self.discards[player].append(card)
            events.append({"type": "destroyed", "player": player, "card": KEY[card]})
            self.step = None
            self.ctx = None
        elif step == "recall":
            if kind == "return":
                ctx["chosen"] = ctx["chosen"] + (action["soldier"],)
            else:
                for i in sorted(ctx["chosen"], reverse=True):
                    c = self.soldiers[player].pop(i)[0]
                    self.hands[player].append(c)
                    events.append({"type": "returned", "player": player, "card": KEY[c]})
                self.recalled[player] = True
                self.step = None
                self.ctx = None

    def _paid(self, player: int, ctx: dict[str, Any], events: list[Event]) -> None:
        then = ctx["then"]
        self.step = ctx["resume"]
        self.ctx = ctx["resume_ctx"]
        if then == "summon":
            card = ctx["card"]
            self.hands[player].remove(card)
            if SUIT_OF[card] == SOLDIER:
                self.soldiers[player].append((card, 1, 0))
            else:
                self.defenders[player].append(card)
            events.append({"type": "summon", "player": player, "card": KEY[card]})
        elif then == "spell" or then == "counter":
            # "the opponent decides whether to counter": the chain alternates caster / victim.
            spell = self.ctx
            other = spell["victim"] if player == spell["caster"] else spell["caster"]
            spell["actor"] = other
            self.step = "counter"
        elif then == "spell_block":
            self._resolve_spell(events, blocked=True)
        elif then == "attack":
            attack = self.ctx
            target = attack["target"]
            attack["actor"] = target
            if self.defenders[target]:
                self.step = "block"  # "The opponent may use a defender to block the attack"
            else:
                self._resolve_attack(None, events)
        elif then == "block":
            self._resolve_attack(self.ctx["blocker"], events)

    def _resolve_spell(self, events: list[Event], blocked: bool = False) -> None:
        ctx = self.ctx
        self.step = None
        self.ctx = None
        victim, zone, index = ctx["victim"], ctx["zone"], ctx["index"]
        if blocked:
            # Ruling: the defender takes the spell instead: destroyed if the spell overpowers it.
            d = ctx["blocker"]
            card = self.defenders[victim][d]
            if overpowers(ctx["value"], VALUE[card]):
                self.defenders[victim].pop(d)
                self.discards[victim].append(card)
                events.append({"type": "destroyed", "player": victim, "card": KEY[card]})
            else:
                events.append({"type": "blocked", "player": victim})
            return
        # Each counter cancels the spell below it: the first spell works iff the counters are even.
        if len(ctx["chain"]) % 2 == 0:
            events.append({"type": "countered", "player": ctx["caster"]})
            return
        card = self._remove_field(victim, zone, index)
        self.discards[victim].append(card)
        events.append({"type": "destroyed", "player": victim, "card": KEY[card]})

    def _resolve_attack(self, blocker: int | None, events: list[Event]) -> None:
        ctx = self.ctx
        self.step = None
        self.ctx = None
        attacker, target = ctx["attacker"], ctx["target"]
        s_index = ctx["soldier"]
        soldier = self.soldiers[attacker][s_index][0]
        power = self._soldier_value(attacker, soldier)
        lose_soldier = False
        if blocker is not None:
            # "If blocked by a defender with higher value then the soldier is destroyed. If the defender
            # has a lower value then the soldier then the defender is destroyed." Ruling: equal, both go.
            card = self.defenders[target][blocker]
            outcome = contest(VALUE[soldier], power, VALUE[card], VALUE[card])
            if outcome <= 0:
                lose_soldier = True
            if outcome >= 0:
                self._discard_defender(target, blocker, events)
        elif ctx["zone"] == "soldier":
            # "the soldier with less value is destroyed. If the soldiers' values were the same then they
            # are both destroyed."
            j = ctx["index"]
            other = self.soldiers[target][j][0]
            outcome = contest(VALUE[soldier], power, VALUE[other], self._soldier_value(target, other))
            if outcome <= 0:
                lose_soldier = True
            if outcome >= 0:
                self._discard_soldier(target, j, events)
        else:
            # "If the attacked player has no soldier and does not block then one of the opponent's
            # lives is moved to their hand."
            life = self.lives[target].pop()
            self.hands[target].append(life)
            events.append({"type": "life_lost", "player": target, "left": len(self.lives[target])})
            if not self.lives[target]:
                self.out[target] = True
                events.append({"type": "out", "player": target})
                self._check_winner(events)
        if lose_soldier:
            self._discard_soldier(attacker, s_index, events)
        # Kings "can be sacrificed ... during phase 3 of your opponent's turn": the whole phase, so the
        # defender is offered the King again before each further attack (not only as the phase opens).
        # Ruling: only while the attacker still has a soldier able to attack; after the last attack
        # a King brought out would change nothing this phase.
        if self.phase == "3" and self.step is None and self._may_attack_again(attacker):
            self._open_king_windows(attacker, events)

    def _discard_soldier(self, player: int, index: int, events: list[Event]) -> None:
        card = self.soldiers[player].pop(index)[0]
        self.discards[player].append(card)
        events.append({"type": "destroyed", "player": player, "card": KEY[card]})

    def _discard_defender(self, player: int, index: int, events: list[Event]) -> None:
        card = self.defenders[player].pop(index)
        self.discards[player].append(card)
        events.append({"type": "destroyed", "player": player, "card": KEY[card]})

    def _remove_field(self, player: int, zone: str, index: int) -> int:
        if zone == "soldier":
            return self.soldiers[player].pop(index)[0]
        if zone == "defender":
            return self.defenders[player].pop(index)
        return self.resources[player].pop(index)[0]

    def _sacrifice(self, player: int, zone: str, index: int, events: list[Event]) -> None:
        # "A card that is on the field can be 'sacrificed' by moving it to the top of your discard pile."
        card = self._remove_field(player, zone, index)
        self.discards[player].append(card)
        rank = RANK[card]
        events.append({"type": "sacrifice", "player": player, "card": KEY[card]})
        if rank == "Q" or rank == "J":
            opponents = self._opponents(player)
            if len(opponents) == 1:
                self._face_effect(player, rank, opponents[0], events)
            else:
                self.ctx = {"actor": player, "rank": rank, "resume": self.step}
                self.step = "victim"
        else:
            self._face_effect(player, rank, None, events)

    def _face_effect(self, player: int, rank: str, victim: int | None, events: list[Event]) -> None:
        if rank == "A":
            # "take the top card of your deck and make it into a life, and all of your soldiers double"
            if self.decks[player]:
                self.lives[player].append(self.decks[player].pop())
            self.doubled[player] = True
        elif rank == "K":
            # "bring out all of the soldiers with a value of 7 or less from your hand ... may attack on
            # their first turn out."
            hand = self.hands[player]
            for c in [c for c in hand if SUIT_OF[c] == SOLDIER and VALUE[c] <= 7]:
                hand.remove(c)
                self.soldiers[player].append((c, 0, 0))
                events.append({"type": "summon", "player": player, "card": KEY[c]})
        elif rank == "Q":
            fields = (self.soldiers[victim], self.defenders[victim], self.resources[victim])
            if any(len(f) >= 2 for f in fields):
                self.ctx = {"actor": victim, "queen": player}
                self.step = "queen"
            else:
                events.append({"type": "no_effect", "player": player, "card": "Q"})
        elif rank == "J":
            # "your opponent is forced to discard all soldiers from their hand. And you get to play all
            # of your resources from your hand."
            hand = self.hands[victim]
            for c in [c for c in hand if SUIT_OF[c] == SOLDIER]:
                hand.remove(c)
                self.discards[victim].append(c)
                events.append({"type": "discard", "player": victim, "card": KEY[c]})
            for c in [c for c in self.hands[player] if SUIT_OF[c] == RESOURCE]:
                self._put_out_resource(player, c, events)

    def _choose_lives(self, player: int, count: int, events: list[Event]) -> None:
        # Ruling: the first five cards drawn form the hand and the remainder become the lives.
        deck = self.decks[player]
        self.hands[player] = [deck.pop() for _ in range(HAND_SIZE)]
        self.lives[player] = [deck.pop() for _ in range(count)]
        events.append({"type": "lives", "player": player, "count": count})
        if player + 1 < self.seat_count:
            self.ctx = {"actor": player + 1}
            return
        self.step = None
        self.ctx = None
        self._begin_turn(0, events)

    def _begin_turn(self, player: int, events: list[Event]) -> None:
        self.turn = player
        self.turn_number += 1
        limit = int(self.options.get("turn_limit", 0))
        if limit and self.turn_number > limit:
            self._finish_by_lives(events)
            return
        self.doubled = [False] * self.seat_count
        self.resource_played = False
        # "they can only be used once a turn but the next turn they may be used again".
        for p in range(self.seat_count):
            self.resources[p] = [(c, 0) for c, _ in self.resources[p]]
        self.soldiers[player] = [(c, 0, 0) for c, _, _ in self.soldiers[player]]
        events.append({"type": "turn", "player": player})
        # "PHASE 1: Player draws 1 card" (Ruling: none when the deck is empty).
        if self.decks[player]:
            self.hands[player].append(self.decks[player].pop())
        self.phase = "1"

    def _end_phase(self, player: int, events: list[Event]) -> None:
        phase = self.phase
        if phase == "1":
            self.phase = "2"
        elif phase == "2":
            self.phase = "3"
            # Kings "can be sacrificed ... during phase 3 of your opponent's turn": each opponent with a
            # King on the field gets the chance as phase 3 opens, and again before each further attack.
            self._open_king_windows(player, events)
        elif phase == "3":
            self.phase = "4"
        else:
            seat = player
            for _ in range(self.seat_count):
                seat = (seat + 1) % self.seat_count
                if not self.out[seat]:
                    break
            self._begin_turn(seat, events)

    def _open_king_windows(self, attacker: int, events: list[Event]) -> None:
        self.queue = tuple(p for p in self._opponents(attacker) if self._has_king(p))
        self._next_king_window(events)

    def _may_attack_again(self, player: int) -> bool:
        budget = self._untapped_total(player)
        return any(not fresh and not attacked and VALUE[c] <= budget for c, fresh, attacked in self.soldiers[player])

    def _has_king(self, p: int) -> bool:
        return any(RANK[c] == "K" for c, _, _ in self.soldiers[p]) or any(RANK[c] == "K" for c in self.defenders[p]) or any(
            RANK[c] == "K" for c, _ in self.resources[p]
        )

    def _next_king_window(self, events: list[Event]) -> None:
        queue = self.queue
        while queue and not self._has_king(queue[0]):
            queue = queue[1:]
        if queue:
            self.queue = queue[1:]
            self.ctx = {"actor": queue[0]}
            self.step = "king"
        else:
            self.queue = ()
            self.step = None
            self.ctx = None

    def _check_winner(self, events: list[Event]) -> None:
        alive = [p for p in range(self.seat_count) if not self.out[p]]
        if len(alive) <= 1:
            # "This continues until one player runs out of lives at which point the player that still
            # has lives left is declared the winner."
            self._finish(alive, "lives", events)

    def _finish_by_lives(self, events: list[Event]) -> None:
        # House rule (the rules have no end for a stalemate): after `turn_limit` turns the most lives win.
        alive = [p for p in range(self.seat_count) if not self.out[p]]
        best = max(len(self.lives[p]) for p in alive)
        self._finish([p for p in alive if len(self.lives[p]) == best], "turn limit", events)

    def _finish(self, winners: list[int], reason: str, events: list[Event]) -> None:
        self.phase = "over"
        self.step = None
        self.ctx = None
        self.winner_info = {
            "winners": winners,
            "draw": len(winners) != 1,
            "reason": reason,
            "lives": [len(x) for x in self.lives],
        }
        events.append({"type": "game_over", **self.winner_info})

    # -------------------------------------------------------------------------------- views, bots
    def view(self, player: int | None) -> dict[str, Any]:
        seats = []
        for p in range(self.seat_count):
            seats.append({
                "seat": p,
                "hand": [KEY[c] for c in self.hands[p]] if p == player else None,
                "hand_count": len(self.hands[p]),
                "deck_count": len(self.decks[p]),
                "lives": len(self.lives[p]),
                "discard": [KEY[c] for c in self.discards[p]],
                "soldiers": [{"card": KEY[c], "fresh": bool(f), "attacked": bool(a)} for c, f, a in self.soldiers[p]],
                "defenders": [KEY[c] for c in self.defenders[p]],
                "resources": [{"card": KEY[c], "tapped": bool(t)} for c, t in self.resources[p]],
                "out": self.out[p],
                "recalled": self.recalled[p],
                "doubled": self.doubled[p],
            })
        ctx = None
        if self.ctx is not None:
            ctx = {k: v for k, v in self.ctx.items() if k not in ("resume_ctx", "card")}
            ctx = {k: list(v) if isinstance(v, tuple) else v for k, v in ctx.items()}
        return {
            "game": "empires",
            "you": player,
            "phase": self.phase,
            "step": self.step,
            "turn": self.turn,
            "turn_number": self.turn_number,
            "current": self.current_players(),
            "pending": ctx,
            "seats": seats,
            "options": dict(self.options),
            "result": self.winner_info,
        }

    def determinize(self, player: int, rng: GameRng) -> EmpiresState:
        """Resample what `player` cannot see: other hands, every deck's order, every face-down life."""
        s = self.clone()
        for p in range(s.seat_count):
            pool = s.decks[p] + s.lives[p]
            if p != player:
                pool += s.hands[p]
            scramble(pool, rng)
            n_deck, n_lives = len(s.decks[p]), len(s.lives[p])
            s.decks[p] = pool[:n_deck]
            s.lives[p] = pool[n_deck:n_deck + n_lives]
            if p != player:
                s.hands[p] = pool[n_deck + n_lives:]
        return s

    def heuristic(self, player: int) -> float:
        if self.winner_info is not None:
            winners = self.winner_info["winners"]
            if player not in winners:
                return 0.0
            return 1.0 / len(winners) if len(winners) > 1 else 1.0
        if self.out[player]:
            return 0.0
        mine = self._worth(player)
        rival = max((self._worth(p) for p in self._opponents(player)), default=0.0)
        return 1.0 / (1.0 + math.exp((rival - mine) / 8.0))

    def _worth(self, p: int) -> float:
        soldiers = sum(VALUE[c] for c, _, _ in self.soldiers[p])
        defenders = sum(VALUE[c] for c in self.defenders[p])
        resources = sum(VALUE[c] for c, _ in self.resources[p])
        lives = len(self.lives[p])
        return lives * 6.0 + soldiers * 0.6 + defenders * 0.4 + resources * 0.5 + len(self.hands[p]) * 0.8 - (
            12.0 / lives if lives else 50.0
        )

    def describe(self, action: Action) -> str:
        who = f"Seat {action.get('player')}"
        kind = action.get("type")
        if "card" in action:
            return f"{who}: {kind} {action['card']}"
        details = ", ".join(f"{k} {v}" for k, v in action.items() if k not in ("player", "type"))
        return f"{who}: {kind}{' ' + details if details else ''}"


def _copy_ctx(ctx: dict[str, Any] | None) -> dict[str, Any] | None:
    """Pending-choice context: a small dict of ints/tuples, with at most a nested resumed context."""
    if ctx is None:
        return None
    copy = dict(ctx)
    inner = copy.get("resume_ctx")
    if inner is not None:
        copy["resume_ctx"] = _copy_ctx(inner)
    return copy


def _ctx_to_json(ctx: Any) -> Any:
    if isinstance(ctx, dict):
        return {k: _ctx_to_json(v) for k, v in ctx.items()}
    if isinstance(ctx, tuple):
        return list(ctx)
    return ctx


def _ctx_from_json(data: Any) -> Any:
    if isinstance(data, dict):
        return {k: _ctx_from_json(v) for k, v in data.items()}
    if isinstance(data, list):
        return tuple(data)
    return data
