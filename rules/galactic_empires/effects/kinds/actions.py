"""Actions: what a card does, in order, wherever an action list stands (``on_play`` and every ``do``).

Each action's cards are a reference (``"target"``, ``"self"``, ``"host"``, ``"source"``,
``"event_card"``, ``"$name"``) or a selector: with ``choose`` a player picks them (one at a time),
without it every card found is meant (a sweep). ``as = "name"`` saves what an action acted on for
the actions after it (``"$name"``). Rulebook: v2.1 "CARD EFFECTS"; Primary rules, "Hazard Cards",
"Luck Cards", "Occurrence Cards".
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..lang import AMOUNT, PLAYER, cards, amount
from ..registry import Action, kind
from ..schema import BOOL, LETTERS, POINT_KIND, STR, Enum, Map, Param, _Int, req

CARDS = cards("choose")
AS = Param(STR, "save the cards acted on as $name for the actions after it")


def _save(ctx: dict[str, Any], e: Mapping[str, Any], acted: list[int]) -> None:
    name = e.get("as")
    if name:
        ctx["v"][name] = list(acted)


@kind("damage", "on_play", "card damage to cards (shields first, then structure)",
      amount=req(amount("strength", "half_strength", "target_half", "host")), to=req(CARDS),
      structure=Param(_Int(1), "points of it that skip shields"),
      ignore_shields=Param(BOOL, "all of it skips shields"),
      kind=Param(Enum("card", "weapons", "time"), "card damage (default), weapons damage, or time damage (v2.1 "
                 "\"TIME DAMAGE\": \"Each Time Damage point causes 1 point of damage\"; the one damage that scores on a "
                 "card at the time origin that says so: effects/kinds/timeorigin.py)"),
      unrepairable=Param(BOOL, "the structural damage it scores cannot be repaired (\"This damage cannot be "
                               "repaired\"): repair points remove only the card's other structural damage"),
      **{"as": AS})
class Damage(Action):
    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        p, c = ctx["p"], ctx["c"]
        a = e["amount"]
        hit = []
        for t in g._cards(ctx, e["to"]):
            if t not in g.ip:
                continue
            n = (g._strength(t) // 2) if a == "target_half" else g._amount_of(ctx, a)
            g._src = [c]  # the card causing the damage (Helmsman, Volatile Cargo)
            kind_ = e.get("kind", "card")
            before = g.ip[t]["hd"]
            if e.get("ignore_shields"):
                g._damage(t, n, kind_, p, structure=True)
            else:
                if e.get("structure"):
                    g._damage(t, e["structure"], kind_, p, structure=True)
                if t in g.ip:
                    g._damage(t, n, kind_, p)
            if e.get("unrepairable") and t in g.ip and g.ip[t]["hd"] > before:
                g.ip[t]["ur"] = g.ip[t].get("ur", 0) + g.ip[t]["hd"] - before  # (EconomyRules._hull_repairable)
            g._src = []
            hit.append(t)
        _save(ctx, e, hit)
        return True


@kind("repair", "on_play", "repair points applied to cards: shield damage first, then structural damage (a monster: "
      "its damage and research)", amount=req(amount("strength", "shields", "half")),
      targets=Param(LETTERS, "legacy form: played on an own card of these types, repairs it"),
      to=Param(CARDS, "what is repaired"))
class Repair(Action):
    """Its legacy form (no ``to``: Lucky Shield Repair, Monster Healing, Repair Delivery) is a card
    played on an own damaged card of its ``targets`` types (default ships and bases), which enters
    play, may be reacted to, and then repairs it ("@play_targets", "@resolved")."""

    moments = ("@play_targets", "@resolved")

    def in_program(self, e: Mapping[str, Any]) -> bool:
        return "to" in e

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return () if "to" in e else self.moments

    def at_play_targets(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any]) -> list[dict[str, Any]]:
        ip = g.ip
        ci = g.ci
        kinds = e.get("targets", "SB")
        outs = [{"on": u} for u in g._units(p) if ci[u].t in kinds and (ip[u]["sd"] or ip[u]["hd"])]
        if "M" in kinds:
            outs.extend(
                {"on": m} for m, sm in ip.items()
                if ci[m].t == "M" and sm["c"] == p and (sm["hd"] or sm["rd"]) and not ci[m].guard
            )  # "Invinco guardians may not be healed"
        return outs

    def at_resolved(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], on: int | None) -> None:
        """Its repair points, then the discard pile."""
        g._remove(c)
        if on in g.ip:
            g._repair_points(on, e["amount"], g.ci[c].st)

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        for t in g._cards(ctx, e["to"]):
            if t in g.ip:
                g._repair_points(t, e["amount"], g.ci[ctx["c"]].st, ctx)
        return True


@kind("undo_repair", "on_play", "repair points applied to cards this turn become damage points instead: each repair "
      "undone, and a point of damage scored", to=req(CARDS), count=req(AMOUNT, "how many repair points"))
class UndoRepair(Action):
    needs = ("@repairs_kept",)  # the repairs of the turn are remembered (EconomyRules._repaired)
    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        left = g._amount_of(ctx, e["count"])
        for t in g._cards(ctx, e["to"]):
            while left > 0 and t in g.ip and g._unrepair(t, ctx["p"]):
                left -= 1
        return True


@kind("let", "on_play", "a number saved for the actions after it, read as {var = name}: what a card was before an "
      "action changed it (\"damage equal to the strength of the destroyed ship\")", name=req(STR, "the number's name"),
      value=req(AMOUNT, "the amount, evaluated now"))
class Let(Action):
    def check(self, e: Mapping[str, Any]) -> str | None:
        return None if e["name"].isidentifier() else f"name: expected an identifier, got {e['name']!r}"

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        ctx["v"]["#" + e["name"]] = g._amount_of(ctx, e["value"])
        return True


@kind("choose_player", "on_play", "a player picks a player for the actions after it ($name: a player reference)",
      among=req(Enum("opponents", "players"), "whom he may pick"), who=Param(PLAYER, "who picks (default: controller)"),
      **{"as": req(STR)})
class ChoosePlayer(Action):
    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        who = g._player(ctx, e.get("who", "controller"))
        seats = [q for q in g.order if not g.out[q] and (e["among"] == "players" or q != ctx["p"])]
        if len(seats) <= 1 or who is None:
            ctx["v"][e["as"]] = seats[:1]
            return True
        key, pc = ctx["at"]
        return g._ask_player(ctx, who, seats, e["as"])


@kind("destroy", "on_play", "destroy cards (then discarded with their stacks)", to=req(CARDS, "what is destroyed"),
      **{"as": AS})
class Destroy(Action):
    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        done = []
        for t in g._cards(ctx, e["to"]):
            if t in g.ip:
                g._destroy(t, ctx["p"])
                done.append(t)
        _save(ctx, e, done)
        return True


@kind("discard", "on_play", "discard cards: from play with their stacks, or from a hand", to=req(CARDS),
      card_play=Param(BOOL, "each card discarded from the hand is played with this one: it counts as a card play "
                      "(\"Multiple ... cards may be combined\"; Primary rules: three cards played a turn)"),
      **{"as": AS})
class Discard(Action):
    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        done = []
        for t in g._cards(ctx, e["to"]):
            zone = g._where(t)
            if zone == "play":
                g._remove(t)
            elif t == ctx["c"] and zone == "limbo":
                if t in g.limbo:
                    g.limbo.remove(t)
                g._to_discard(t)
                ctx["v"]["_gone"] = [t]  # the card itself went: nothing more to discard after it
            elif zone in ("hand", "deck", "reserve"):
                if zone == "hand" and e.get("card_play") and ctx["p"] == g.active:
                    g.plays += 1
                    g._emit("play", player=ctx["p"], card=t, on=ctx.get("t"))  # played with this card
                g._take(t)
                g._to_discard(t)
            else:
                continue
            done.append(t)
        _save(ctx, e, done)
        return True


@kind("draw", "on_play", "a player draws cards", count=req(AMOUNT), who=Param(PLAYER, "who draws (default: controller)"),
      up_to=Param(BOOL, "he draws until his hand holds `count` cards"),
      at=Param(Enum("now", "turn_end"), "turn_end: at the end of the turn, after the Draw Cards Phase (\"At the end of "
                                        "the turn\"), when a reaction ending the turn's draws has not stopped them"),
      **{"as": Param(STR, "save the cards drawn now as $name for the actions after it (\"draw one card, exposing the "
                          "card to all players\")")})
class Draw(Action):
    def check(self, e: Mapping[str, Any]) -> str | None:
        if e.get("at") == "turn_end" and not e.get("up_to"):
            return "at: a draw at the end of the turn is a draw up to a hand size (up_to = true)"
        return None

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        q = g._player(ctx, e.get("who", "controller"))
        if q is None or g.out[q]:
            return True
        n = g._amount_of(ctx, e["count"])
        if e.get("at") == "turn_end":
            g.topup[q] = max(g.topup[q], n)  # drawn as the turn ends (TurnRules._do_end)
            return True
        drawn = []
        for _ in range(n - len(g.hand[q]) if e.get("up_to") else n):
            if g._draw(q):
                drawn.append(g.hand[q][-1])
        _save(ctx, e, drawn)
        return True


@kind("damage_hq", "on_play", "damage points on a player's Sector HQ (\"Each player takes damage to their Sector HQ "
      "equal to the strength of their card\"); a player's own Sector HQ scores him nothing",
      amount=req(AMOUNT), who=Param(PLAYER, "whose Sector HQ (default: controller)"))
class DamageHQ(Action):
    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        q = g._player(ctx, e.get("who", "controller"))
        if q is None or g.out[q]:
            return True
        n = g._amount_of(ctx, e["amount"])
        if n > 0:
            g._hit_hq(q, n, ctx["p"])
        return True


@kind("gain_points", "on_play", "points for immediate use this turn (played in the Allocation Phase, they join the pool); "
      "a negative amount takes points from the pool (never below none)",
      points=req(Map(POINT_KIND, AMOUNT)),
      who=Param(PLAYER, "whose points (default: controller); the pool is the points of the player allocating this turn, "
                "so a player other than the active one gains nothing"))
class GainPoints(Action):
    """Alone on a card (Pirates Cache, Reserve Power...), it is the card's play: on no card, also
    "during the Allocation Phase" ("@alloc_play"; GEfaq "Allocation Phase": "It may still be played
    during a card play phase if desired"), then discarded, its points in the pool."""

    moments = ("@play_targets", "@played")

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("@play_targets", "@played", "@alloc_play")

    def at_play_targets(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any]) -> list[dict[str, Any]]:
        return [{}]

    def at_played(self, g: Any, p: int, c: int, key: str, e: Mapping[str, Any], play: Mapping[str, Any]) -> None:
        g._to_discard(c)
        self.run(g, g._ctx(p, c), e)

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        if g._player(ctx, e.get("who", "controller")) != g.active:
            return True  # the pool holds the points of the player allocating this turn
        for k, n in e["points"].items():
            g.pool[k] = max(0, g.pool.get(k, 0) + g._amount_of(ctx, n))
        return True


ZONE_TO = Enum("hand", "deck_top", "deck_bottom", "discard", "discard_bottom", "reserve")


@kind("move", "on_play", "move cards to their owner's hand, deck (top or bottom), discard pile (top or bottom: "
      "\"Placed at the bottom of the discard pile after use\") or reserve fleet; "
      "from play their stacks are discarded", what=req(CARDS, "the cards moved"), to=req(ZONE_TO),
      shuffle=Param(BOOL, "the owner's deck is shuffled afterwards"), **{"as": AS})
class Move(Action):
    card_params = ("what",)

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        done = []
        for k in g._cards(ctx, e["what"], "what"):
            if g._where(k) == "play" and e["to"] == "hand":
                g._to_hands(k)  # the stack goes back to its owners' hands too
            else:
                g._take(k)
                g._put(k, e["to"])
            g._emit("moved", card=k, to=e["to"])
            done.append(k)
        if e.get("shuffle"):
            for q in {g.owner[k] for k in done} or {ctx["p"]}:
                g.rng.shuffle(g.deck[g._dk(q)])
        _save(ctx, e, done)
        return True


@kind("put_into_play", "on_play", "cards of the controller's hand, deck, discard pile or reserve fleet enter play, as he "
      "would play them, without a card play (\"allows one ship to be played\"; a card drawn \"placed on the terrain "
      "stack\"; \"Move the top most terrain in the Discard Pile to the fleet\"; \"Up to 2 cards from the reserve fleet are "
      "moved into the hand or into the active fleet (not card plays)\")",
      what=req(CARDS, "the cards: a selector of his hand, deck, discard pile or reserve fleet (`where = { playable_now = true }`: "
                      "those he may play now on no card), or a reference to such cards ($name)"),
      on=Param(CARDS, "the card in play they go on (`where = { takes_play = ... }`: where they may be played); "
                      "none found: they stay where they are (default: on no card)"),
      engaged=Param(BOOL, "they enter play engaged"),
      armed=Param(BOOL, "fully armed: heavy weapons armed, variplaz charged, an EMF energized"), **{"as": AS})
class PutIntoPlay(Action):
    card_params = ("what", "on")

    def check(self, e: Mapping[str, Any]) -> str | None:
        what = e["what"]
        if isinstance(what, str):
            return None if what.startswith("$") else "what: a reference to cards of the hand or deck ($name)"
        if what.get("zone") not in ("hand", "deck", "discard", "reserve") or what.get("owner", "any") != "own":
            return ("what: the cards put into play are a selector of the controller's hand, deck, discard pile or reserve "
                    "fleet (zone = \"hand\", \"deck\", \"discard\" or \"reserve\", owner = \"own\")")
        return None

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        p = ctx["p"]
        host = None
        if "on" in e:
            hosts = [t for t in g._cards(ctx, e["on"], "on") if t in g.ip]
            if not hosts:
                return True
            host = hosts[0]
        done = []
        for k in g._cards(ctx, e["what"], "what"):
            if g.owner[k] != p or g._where(k) not in ("hand", "deck", "discard", "reserve"):
                continue
            g._take(k)
            g._put_into_play(p, k, host)
            s = g.ip.get(k)
            if s is None:
                continue
            if e.get("engaged"):
                s["e"] = s["sup"] = True
            if e.get("armed"):
                _arm_fully(g, k)
            done.append(k)
        _save(ctx, e, done)
        return True


@kind("look", "on_play", "the controller looks at cards of a hand or the top of a deck, or at named cards (seen by "
      "him alone, through his view)", at=req(Enum("hand", "deck_top", "cards")), whose=Param(PLAYER, "whose (default: opponent)"),
      count=Param(AMOUNT, "how many (default 1; a hand: all unless random)"),
      random=Param(BOOL, "cards picked at random (a randomly selected card of the hand)"),
      what=Param(CARDS, "at = \"cards\": the cards looked at, wherever they are (event_card: the card an opponent just "
                        "drew, \"look at one opponent's card draws\")"),
      keep=Param(BOOL, "he goes on knowing them, past this turn, while they stay where they were (\"at the end of the "
                       "turn ... allows the owning player to view the next card in his own deck\": the deck's top card, "
                       "until it is drawn or moved)"), **{"as": AS})
class Look(Action):
    card_params = ("what",)

    def check(self, e: Mapping[str, Any]) -> str | None:
        if (e["at"] == "cards") != ("what" in e):
            return "what: the cards looked at, with at = \"cards\" (and only then)"
        if e["at"] == "cards" and any(k in e for k in ("whose", "count", "random")):
            return "at = \"cards\": the cards are named by `what` (no whose, count or random)"
        return None

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        if e["at"] == "cards":
            seen = [k for k in g._cards(ctx, e["what"], "what") if k >= 0]
            g._show(ctx["p"], seen, keep=bool(e.get("keep")))
            _save(ctx, e, seen)
            return True
        q = g._player(ctx, e.get("whose", "opponent"))
        if q is None:
            return True
        if e["at"] == "hand":
            pool = list(g.hand[q])
            if e.get("random"):
                n = g._amount_of(ctx, e.get("count", 1))
                seen = [pool.pop(g.rng.randint(0, len(pool) - 1)) for _ in range(min(n, len(pool)))]
            else:
                seen = pool[: g._amount_of(ctx, e["count"])] if "count" in e else pool
        else:
            deck = g.deck[g._dk(q)]
            n = g._amount_of(ctx, e.get("count", 1))
            seen = deck[-n:][::-1] if n else []
        g._show(ctx["p"], seen, keep=bool(e.get("keep")))
        _save(ctx, e, seen)
        return True


@kind("reveal", "on_play", "cards shown to every player", what=req(CARDS))
class Reveal(Action):
    card_params = ("what",)

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        shown = g._cards(ctx, e["what"], "what")
        for q in range(g.n):
            g._show(q, shown)
        return True


@kind("shuffle", "on_play", "a player's deck or discard pile is shuffled (\"Owner of the discard pile shuffles the "
                            "discard pile\"); its order becomes random, through the match's seeded RNG",
      pile=req(Enum("deck", "discard")), whose=Param(PLAYER, "whose pile (default: controller)"))
class Shuffle(Action):
    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        q = g._player(ctx, e.get("whose", "controller"))
        if q is not None:
            g.rng.shuffle((g.deck if e["pile"] == "deck" else g.discard)[g._dk(q)])
        return True


def _arm_fully(g: Any, k: int) -> None:
    """Unit k fully armed: all weapons and ship systems loaded (GEerrata O7 Surprise Attack: "All weapons
    and ship systems (heavy weapons, mine deployment systems, etc.) are loaded")."""
    i = g.ci[k]
    if i.t not in "SBD":
        return
    s = g.ip[k]
    s["am"] = g._heavy_total(k)
    if i.var:
        s["pz"] = s["am"] * i.var  # variplaz charged
    if i.mechad:
        s["emf"] = 2 * i.st  # the EMF fully energized


@kind("engage", "on_play", "cards become engaged (true) or disengaged (false)", to=req(CARDS), engaged=req(BOOL),
      armed=Param(BOOL, "engaged fully armed, needing no points (\"may fully engage location\"): heavy weapons armed, "
                        "variplaz charged, an EMF energized"))
class Engage(Action):
    def check(self, e: Mapping[str, Any]) -> str | None:
        return "armed: only with engaged = true" if e.get("armed") and not e["engaged"] else None

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        for t in g._cards(ctx, e["to"]):
            if t in g.ip:
                g.ip[t]["e"] = e["engaged"]
                if e.get("armed"):
                    _arm_fully(g, t)
        return True


@kind("choose", "on_play", "a player picks cards for the actions after it ($name)", what=req(CARDS), **{"as": req(STR)})
class Choose(Action):
    card_params = ("what",)

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        _save(ctx, e, g._cards(ctx, e["what"], "what"))
        return True


@kind("negate", "on_play", "what the reaction answers does not happen: a card being played is discarded unused, a "
      "card action or a unit's destruction does not take place, a volley scores nothing")
class Negate(Action):
    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        g._negate(ctx)
        return True


@kind("redirect", "on_play", "what the reaction answers is aimed at another card instead (the first found): a card "
      "being played on a card goes onto it, a card action takes it as its target (\"may substitute himself for another "
      "crew card which has been affected by an opponent's card play or card action\")",
      to=req(CARDS, "the card it is aimed at instead"))
class Redirect(Action):
    card_params = ("to",)

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        found = [t for t in g._cards(ctx, e["to"], "to") if t in g.ip]
        if found:
            g._redirect(ctx, found[0])
        return True


@kind("place", "on_play", "this card enters play on a card (it stays there, engaged: a reaction crew card joins the "
      "location it saved)", on=req(CARDS, "where it goes"), engaged=Param(BOOL, "engaged (default true)"))
class Place(Action):
    card_params = ("on",)

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        c = ctx["c"]
        hosts = [t for t in g._cards(ctx, e["on"], "on") if t in g.ip]
        if hosts and c not in g.ip:
            if c in g.limbo:
                g.limbo.remove(c)
            g._enter(ctx["p"], c, hosts[0])["e"] = e.get("engaged", True)
        return True


@kind("set_damage", "on_play", "the damage on cards is set: structural damage and shield damage (amounts)",
      one_of=(("structure", "shields"),), to=req(CARDS), structure=Param(AMOUNT, "structural damage points on it"),
      shields=Param(AMOUNT, "shield damage points on it"))
class SetDamage(Action):
    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        for t in g._cards(ctx, e["to"]):
            s = g.ip.get(t)
            if s is None:
                continue
            if "structure" in e:
                s["hd"] = max(0, g._amount_of(ctx, e["structure"]))
            if "shields" in e:
                s["sd"] = max(0, min(g._shields(t), g._amount_of(ctx, e["shields"])))
            g._emit("damage", card=t, shields=s["sd"], structure=s["hd"])
        return True


@kind("add_counter", "on_play", "a named counter on cards goes up (add) or is set (set): read by amounts as "
      "{counter = name, of = ...}; a card a counter brings to strength 0 is discarded (v2.1 \"HOW LONG CARDS REMAIN "
      "IN PLAY\")", one_of=(("add", "set"),), name=req(STR, "the counter's name"),
      on=Param(CARDS, "whose counter (default: this card)"), add=Param(AMOUNT, "how much it goes up (negative: down)"),
      set=Param(AMOUNT, "its new value"))
class Counter(Action):
    card_params = ("on",)

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        key = "n:" + e["name"]
        hit = []
        for t in g._cards(ctx, e.get("on", "self"), "on"):
            s = g.ip.get(t)
            if s is None:
                continue
            s[key] = g._amount_of(ctx, e["set"]) if "set" in e else s.get(key, 0) + g._amount_of(ctx, e["add"])
            hit.append(t)
        g._strength_check(hit)
        return True


@kind("lose_strength", "on_play", "cards in play lose strength for good (\"Affected card loses 2 strength points per "
      "turn until reaching zero and is then discarded. - Lost strength is not restored\"): their strength stays that "
      "much lower while they stay in play, whatever removes the card that did it; a card brought to strength 0 is "
      "discarded (v2.1 \"HOW LONG CARDS REMAIN IN PLAY\")", to=req(CARDS, "the cards that lose strength"),
      amount=req(AMOUNT, "how many strength points each loses"), **{"as": AS})
class LoseStrength(Action):
    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        hit = [t for t in g._cards(ctx, e["to"]) if t in g.ip]
        for t in hit:
            g.ip[t]["ls"] = g.ip[t].get("ls", 0) + max(0, g._amount_of(ctx, e["amount"]))  # (UnitRules._strength)
        _save(ctx, e, hit)
        g._strength_check(hit)
        return True


@kind("relocate", "on_play", "cards in play move to another location, a card in play (crew transported from one "
      "location to another by a transporter, shuttle or fighter); their stacks go with them",
      what=req(CARDS, "the cards moved"), to=req(CARDS, "the location they go to (the first card found)"),
      along=Param(BOOL, "this card goes with them (v2.1 \"THERE-AND-BACK MISSION RULES\": \"Shuttles and fighters "
                  "travel with the crew, while transporters remain at their location\")"), **{"as": AS})
class Relocate(Action):
    card_params = ("what", "to")

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        dest = [t for t in g._cards(ctx, e["to"], "to") if t in g.ip]
        if not dest:
            return True
        to = dest[0]
        moved = [k for k in g._cards(ctx, e["what"], "what") if k in g.ip and k != to and g.ip[k]["loc"] != to]
        c = ctx["c"]
        if e.get("along") and c in g.ip and c != to and g.ip[c]["loc"] != to and c not in moved:
            moved.append(c)
        for k in moved:
            g.ip[k]["loc"] = to
            g.ip[k]["mv"] = g.turn  # (a crew card moves once a turn: engine/installations.py)
        if e.get("along") and c in moved:
            g.ip[c]["tr"] = g.turn  # it transported this turn (acted_this_turn; a `one_use` transport's function)
        _moved(g, ctx, e, moved, to)
        return True


def _moved(g: Any, ctx: dict[str, Any], e: Mapping[str, Any], moved: list[int], to: int | None) -> None:
    """Cards `moved` now stand on `to` (None: independently in their fleet): the stack index is
    stale, each move is told and its event raised, and `as` saves them."""
    g._kids = None
    for k in moved:
        g._emit("moved", card=k, to=to)
        if "on:moved" in g.fxin:
            g._event("moved", card=k, to=to)
    _save(ctx, e, moved)


@kind("to_fleet", "on_play", "cards in play leave the card they stand on (or against) and stand independently in "
      "their controller's fleet (GErulesv21 \"SHIP MOVEMENT RULES\": a ship \"moved back to the fleet\" from against an "
      "opponent terrain); their stacks go with them", what=req(CARDS, "the cards moved"), **{"as": AS})
class ToFleet(Action):
    card_params = ("what",)

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        moved = [k for k in g._cards(ctx, e["what"], "what") if k in g.ip and g.ip[k]["loc"] is not None]
        for k in moved:
            g.ip[k]["loc"] = None
            g.ip[k].pop("adrift", None)  # (engine/movement.py: back where it protects its Sector HQ)
        _moved(g, ctx, e, moved, None)
        return True


@kind("turn_limits", "on_play", "this turn's card plays and card draws of the player whose turn it is change: `plays` "
      "more card plays (negative: card plays used up, as if cards were played), `draws` more cards (negative: fewer, "
      "never below none) drawn in the Draw Cards Phase under way (v2.1 \"7 - DRAW CARDS PHASE\": a trigger on the "
      "phase's start reads it) (\"1 card play may be converted into 1 card draw\")",
      plays=Param(_Int(), "more card plays this turn (negative: fewer)"),
      draws=Param(_Int(), "more cards drawn in the Draw Cards Phase under way (negative: fewer)"))
class TurnLimits(Action):
    def check(self, e: Mapping[str, Any]) -> str | None:
        if not e.get("plays") and not e.get("draws"):
            return "turn_limits: give plays or draws (a number other than 0)"
        return None

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        if e.get("plays"):
            g.plays -= e["plays"]  # (GEState.plays counts the card plays used this turn)
        if e.get("draws") and g.phase == "draw":
            g.draws_left = max(0, g.draws_left + e["draws"])
        return True


@kind("fire_phasers", "on_play", "a unit fires its phasers not yet fired this turn (at most `up_to`) at a card, in "
      "reaction mode (v2.1 \"REACTION MODE ACTIONS OF CARDS ALREADY IN PLAY\": \"as long as they are engaged\"; "
      "\"Allows that unit to fire phasers (up to the strength of this card) as a reaction\"): only an engaged unit "
      "that may fire phasers at that card; they count as fired",
      unit=req(CARDS, "the unit that fires (the first card found)"),
      at=req(CARDS, "what it fires at (the first card found)"),
      up_to=Param(AMOUNT, "at most that many phasers (default: every phaser it has not fired this turn)"))
class FirePhasers(Action):
    card_params = ("unit", "at")

    def run(self, g: Any, ctx: dict[str, Any], e: Mapping[str, Any]) -> bool:
        units = [k for k in g._cards(ctx, e["unit"], "unit") if k in g.ip]
        aims = [k for k in g._cards(ctx, e["at"], "at") if k in g.ip]
        if not units or not aims:
            return True
        u, t = units[0], aims[0]
        s = g.ip[u]
        if not s["e"] or s["nf"] or s["cmb"] or g._status(u).get("no_fire") or not g._can_fire_at(u, "phaser", t):
            return True
        n = g._phasers(u) - s["fp"]
        if "up_to" in e:
            n = min(n, g._amount_of(ctx, e["up_to"]))
        if n > 0:
            g._phasers_back(u, t, n, ctx["p"])  # (engine/combat.py: its volley of phasers)
        return True
