"""Static abilities: what holds while a card is in play (Forge's ``S:`` continuous abilities).

- ``modify``: "while this card is in play, <stat> of <affects> is <op> <value>", over any stat the
  engine computes (``GENERAL_STATS``), any selection of cards, with a condition. The forms of the
  first vocabulary (``schema.STATS``: the Engineer's repairs, the Sirens' volleys...) are read where
  the engine always read them; every other form is general (engine/script.py ``_mod``).
- ``protect``: the affected cards are not affected by cards matching a selector ("Monsters and
  occurrences may not affect this terrain", "Immune to ... electronic warfare"): such cards cannot
  be played on them or target them, and do them no damage.
- ``fire_limit``: whose fire is restricted and how ("Prey cannot fire at spider", "may only fire
  at ...").
- ``free_play``: once each turn, one action of its controller costs no card play (Omniscience,
  Rear Admiral).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..lang import AMOUNT, CONDITION, amount, cards, selector
from ..registry import Kind, kind
from ..schema import (
    AMOUNT_WORDS,
    LETTERS,
    MODIFY_AFFECTS,
    MODIFY_WHILE,
    NUMBER,
    POINT_KIND,
    POINT_KINDS,
    STATS,
    BOOL,
    Either,
    Enum,
    Map,
    Param,
    Seq,
    _modify_error,
    _Int,
    req,
)

# The stats a general `modify` changes, and where the engine reads each (engine/script.py _mod).
GENERAL_STATS: dict[str, str] = {
    "strength": "a card's strength (UnitRules._strength): what fire, damage and play limits read",
    "shields": "a card's shield rating (UnitRules._shields)",
    "phasers": "a unit's phasers (UnitRules._phasers)",
    "heavy": "a unit's heavy weapons (UnitRules._heavy)",
    "cost": "the points of `kind` a card needs to engage (EconomyRules._needs); none: every kind",
    "output": "the points of `kind` a terrain card makes (EconomyRules._produced); a unit's modifier counts "
              "while it engages, and of several adds or of several multipliers only the greatest counts "
              "(Primary rules, \"Terrain Modifiers\"); set 0: it makes none",
    "generates": "the points of `kind` a card generates itself (its printed symbols)",
    "damage_taken": "damage points the affected card takes, of the `kinds` given (DamageRules._damage); "
                    "`part = \"structure\"`: only what reaches its structure",
    "damage_dealt": "damage points the affected card causes, of the `kinds` given (card damage, phasers)",
    "hq_damage_taken": "damage points the Sector HQ of the affected player takes (affects = controller: this card's "
                       "controller's; DamageRules._hit_hq)",
    "command_points": "the command points of the affected player's fleet, as counted in his Engagement Phase "
                      "(affects = controller: this card's controller's, the fleet a card played against an "
                      "opponent's fleet sits in; TurnRules, the Engagement Phase)",
    "repair_cost": "repair points needed to repair each point of damage on the affected card, 1 unless modified "
                   "(\"3 repair points are required to repair each point of damage\"; EconomyRules._do_repair): the "
                   "points applied short of it are kept on the card (`rq`) until the next point is repaired",
}
GENERAL_OPS: dict[str, str] = {
    "add": "plus value (an amount; negative: less)",
    "mul": "times value (a number: 1.5, 0.5; a repeating decimal is its fraction: 0.3333333333333333 is 1/3), fractions dropped unless round = up",
    "double": "twice as much",
    "half": "half as much, fractions dropped",
    "set": "value instead",
    "at_least": "at least value",
    "at_most": "at most value",
    "convert": "output only: the terrain's points of `kind` are points of `into` instead (no value)",
}
DAMAGE_KINDS = ("card", "weapons", "phaser", "heavy")
LEGACY_FORMS = {(stat, op, a, w) for stat, st in STATS.items() for op, a, w in st.forms}


def is_general(e: Mapping[str, Any]) -> bool:
    """Whether a modify entry is a general one (read by engine/script.py) rather than a form of the
    first vocabulary (schema.STATS, read where the rules always read it)."""
    affects = e["affects"]
    form = (e["stat"], e["op"], "selector" if isinstance(affects, Mapping) else affects, e.get("while"))
    return form not in LEGACY_FORMS


_GENERAL_AFFECTS = ("self", "host", "location", "fleet", "controller")


def _general_error(e: Mapping[str, Any]) -> str | None:
    stat, op = e["stat"], e["op"]
    if stat not in GENERAL_STATS:
        return None  # a legacy stat: its own forms are checked by _modify_error
    if op not in GENERAL_OPS:
        return f"op {op!r}: a general {stat!r} takes one of {', '.join(GENERAL_OPS)}"
    affects = e["affects"]
    if isinstance(affects, str) and affects not in _GENERAL_AFFECTS:
        return f"affects {affects!r}: expected one of {', '.join(_GENERAL_AFFECTS)} or a selector"
    if isinstance(affects, Mapping):
        problem = selector("filter").error(affects)
        if problem:
            return f"affects: {problem}"
    if "while" in e:
        return "while: a general modifier says its condition with `if`"
    if "against" in e or "up_to" in e:
        return f"{'against' if 'against' in e else 'up_to'}: not read by a general {stat!r} modifier"
    if (op == "convert") != ("into" in e) or (op == "convert" and (stat != "output" or "kind" not in e)):
        return "op 'convert': an output modifier with a kind and `into` (and `into` only with it)"
    value = e.get("value")
    if op in ("double", "half", "convert"):
        if "value" in e:
            return f"op {op!r} takes no value"
    elif "value" not in e:
        return f"op {op!r} needs a value"
    elif op == "mul":
        if NUMBER.error(value) is None:
            if value <= 0:
                return f"value: a multiplier must be positive, got {value!r}"
        elif AMOUNT.error(value):
            return f"value: a multiplier is a number or an amount, got {value!r}"
    else:
        problem = AMOUNT.error(value)
        if problem:
            return f"value: {problem}"
    if "round" in e and op != "mul":
        return "round: only a multiplier rounds"
    needs_kind = stat in ("cost", "output", "generates")
    if "kind" in e and not needs_kind:
        return f"kind: a {stat!r} modifier takes no point kind"
    if stat == "generates" and "kind" not in e:
        return "generates needs a kind"
    if "kinds" in e and stat not in ("damage_taken", "damage_dealt"):
        return "kinds: only damage modifiers take damage kinds"
    if stat == "hq_damage_taken" and affects != "controller":
        return "affects: a Sector HQ modifier affects its controller's HQ (affects = \"controller\")"
    if stat == "command_points" and affects != "controller":
        return "affects: a command points modifier affects its controller's fleet (affects = \"controller\")"
    if "part" in e and stat != "damage_taken":
        return "part: only damage_taken takes a part"
    if "at" in e:
        if stat != "damage_dealt":
            return "at: only damage_dealt reads the damaged card"
        problem = selector("filter").error(e["at"])
        if problem:
            return f"at: {problem}"
    if "from" in e:
        if stat != "damage_taken":
            return "from: only damage_taken reads the damage's source"
        problem = selector("filter").error(e["from"])
        if problem:
            return f"from: {problem}"
    return None


def _modify_check(e: Mapping[str, Any]) -> str | None:
    if e["stat"] in GENERAL_STATS and is_general(e):
        return _general_error(e)
    if e["stat"] not in STATS:
        return f"stat {e['stat']!r} is not modifiable"
    for key in ("if", "kinds", "part", "round", "from", "at"):
        if key in e:
            return f"{key}: not read by the {e['stat']!r} form of the first vocabulary"
    return _modify_error(e)


@kind("modify", "static", "while the card is in play, a stat of the affected cards (or player) is changed",
      repeatable=True,
      stat=req(Enum(*dict.fromkeys([*GENERAL_STATS, *STATS])), "what is modified (GENERAL_STATS; schema.STATS)"),
      op=req(Enum(*dict.fromkeys([*GENERAL_OPS, "ignore"])), "how"),
      value=Param(Either(NUMBER, amount(*AMOUNT_WORDS)), "the amount (or multiplier)"),
      affects=req(Either(Enum(*dict.fromkeys([*_GENERAL_AFFECTS, *(a for a in MODIFY_AFFECTS if a != "selector")])),
                         selector("filter")), "what or whom it modifies"),
      against=Param(LETTERS, "legacy forms: only at (or against) cards of these types"),
      kind=Param(POINT_KIND, "the point kind (stats counted in points)"),
      into=Param(POINT_KIND, "op convert: the point kind the output becomes"),
      kinds=Param(Seq(Enum(*DAMAGE_KINDS)), "damage modifiers: of these kinds only (default all)"),
      part=Param(Enum("all", "structure"), "damage_taken: all of it, or what reaches the structure"),
      round=Param(Enum("down", "up"), "a multiplier's fractions: dropped (down, the rulebooks' default) or up"),
      up_to=Param(Either(NUMBER, amount(*AMOUNT_WORDS)), "legacy forms: only for cards (or functions) of at most that strength"),
      at=Param(selector("filter"), "damage_dealt: only damage at cards the selector finds (seen from this card): the "
                                   "volley's target, or the card damaged (\"double damage when firing at that terrain\")"),
      **{"from": Param(selector("filter"), "damage_taken: only damage whose source matches (the damaging card, or a "
                                            "firing unit of the volley)"),
         "while": Param(Enum(*MODIFY_WHILE), "legacy forms: only while this holds"),
         "if": Param(CONDITION, "only while this holds (this card's controller and card)")})
class Modify(Kind):
    def check(self, e: Mapping[str, Any]) -> str | None:
        return _modify_check(e)

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        if not is_general(e):
            return ()
        if e["stat"] == "damage_dealt" and set(e.get("kinds") or ("heavy",)) & {"heavy", "weapons"}:
            # Asked by the fire rules only where such a card is in the match: the heavy weapon points
            # each unit fires in a volley are then counted apart (engine/combat.py).
            return ("mod:damage_dealt", "mod:damage_dealt:heavy")
        return ("mod:" + e["stat"],)


PROTECT_FROM = selector("filter")


@kind("protect", "static", "the affected cards are not affected by cards matching `from`: such cards may not be "
      "played on them or target them, and do them no damage", repeatable=True,
      **{"from": req(PROTECT_FROM, "the cards it is protected from (their types, titles, tags...)")},
      affects=Param(Either(Enum("self", "host"), selector("filter")), "whom it protects (default: self)"),
      **{"if": Param(CONDITION, "only while this holds")})
class Protect(Kind):
    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("@protection",)


@kind("fire_limit", "static", "whose fire is restricted: the units named may not fire at the cards `cannot_target` "
      "names, or only at those `only_target` names, or (all_targets) at nothing",
      one_of=(("cannot_target", "only_target", "all_targets"),), repeatable=True,
      units=req(Either(Enum("self", "host"), selector("filter")), "whose fire (self, its host, or a selector)"),
      cannot_target=Param(cards("sweep"), "what they may not fire at"),
      only_target=Param(cards("sweep"), "what alone they may fire at"),
      all_targets=Param(BOOL, "they may not fire at all: at no card and no Sector HQ"),
      weapons=Param(Seq(Enum("phaser", "heavy", "psy")), "only these weapons (default all)"),
      **{"if": Param(CONDITION, "only while this holds")})
class FireLimit(Kind):
    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("@fire_limits",)


@kind("indirigan_rule", "static", "the Indirigan Tribe Rule eased (v2.1 INDIRIGAN NOMAD TRIBES: \"All Indirigan ships "
      "from other Indirigan tribes ... must be destroyed before an Indirigan ship may fire on bases or non-Indirigan "
      "ships\"): the `exempt` units are not required to destroy other tribes first; with `not_required`, Indirigan "
      "ships are not required to destroy this card first",
      exempt=Param(Either(Enum("self", "host"), selector("filter")), "whose fire the rule does not hold back (self, its "
                   "host, or a selector: \"Indirigan ships in the fleet\")"),
      not_required=Param(BOOL, "other tribes' Indirigan ships are not required to destroy this card first (it holds "
                               "none of them back)"))
class IndiriganRule(Kind):
    """Asked by the fire rules (engine/combat.py, through modifiers.py ``_indirigan_exempt``) at
    "@indirigan_exempt", and by engine/empires.py ``_indirigan_block`` at "@indirigan_not_required"."""

    def check(self, e: Mapping[str, Any]) -> str | None:
        return None if "exempt" in e or e.get("not_required") else "give exempt, not_required or both"

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return (*(("@indirigan_exempt",) if "exempt" in e else ()),
                *(("@indirigan_not_required",) if e.get("not_required") else ()))


@kind("hold_points", "static", "unused points of a kind are held on the card for its controller's next turn (\"can "
      "hold unused supply points for use on the following turn. If supply points are not used on the following turn, "
      "they are lost\"): as his Allocation Phase ends, the points of that kind left unused are held, at most those "
      "made this turn (held points are spent first; held points left unspent are lost) and at most `max`; they join "
      "his points in his next Allocation Phase", kind=req(POINT_KIND, "the point kind held"),
      engaged=Param(BOOL, "only while the card is engaged (\"When engaged\"); a disengaged card holds none"),
      max=Param(AMOUNT, "at most this many (\"equal to its strength\")"))
class HoldPoints(Kind):
    """Asked as its controller's Engagement Phase begins ("@engagement_phase", engine/turn.py, while
    his unused points are still in the pool); the points it holds are counted with his points
    (engine/economy.py ``_produced``, "@holds_points")."""

    moments = ("@engagement_phase", "@holds_points")

    def at_engagement_phase(self, g: Any, p: int, k: int, e: Mapping[str, Any]) -> None:
        s = g.ip[k]
        if s["c"] != p:
            return
        key = "held:" + e["kind"]
        held = s.get(key, 0)
        if e.get("engaged") and not s["e"]:
            s[key] = 0
            return
        made = g._produced(p).get(e["kind"], 0) - held
        keep = min(g.pool.get(e["kind"], 0), max(0, made))
        if "max" in e:
            keep = min(keep, g._amount_of(g._ctx(p, k), e["max"]))
        s[key] = max(0, keep)

    def at_holds_points(self, g: Any, k: int, e: Mapping[str, Any]) -> tuple[str, int]:
        """The points card k holds for its controller now: (kind, how many)."""
        return e["kind"], g.ip[k].get("held:" + e["kind"], 0)


__all__ = ["GENERAL_STATS", "GENERAL_OPS", "is_general", "POINT_KINDS", "BOOL"]


@kind("shielded_by", "static", "the card is protected by the shields of another: damage to it goes to the first card "
      "the selector finds while one stands (\"Protected by the shields of a planetary shield card\")",
      by=req(selector("filter"), "the protecting cards (seen from this card)"))
class ShieldedBy(Kind):
    moments = ("@shielded_by",)
    listens_in_play = False  # asked of the damaged card itself (DamageRules._damage_redirect)

    def at_shielded_by(self, g: Any, c: int, e: Mapping[str, Any]) -> list[int]:
        return g._select(g._ctx(g._side(c), c), e["by"])


@kind("pay_to_negate", "lasts", "the player of the card it sits on (a card in a fleet, on no card: that fleet's "
      "player) may, in his Allocation Phase, apply points to discard it: `cost` points, or (host_output) points "
      "identical in type and number to the host terrain's output",
      cost=req(Either(Enum("host_output"), Map(POINT_KIND, AMOUNT)),
               "what negating it costs"))
class PayToNegate(Kind):
    moments = ("@pay_to_negate",)

    def at_pay_to_negate(self, g: Any, p: int, k: int, e: Mapping[str, Any]) -> dict[str, int] | None:
        """What p must pay to negate card k now (None: not his to negate)."""
        s = g.ip[k]
        host = s["loc"]
        if host is None:
            if g._side(k) != p:
                return None  # a card played against a fleet: that fleet's player ("Removed by the allocation of ...")
        elif host not in g.ip or g.ip[host]["c"] != p:
            return None
        if e["cost"] == "host_output":
            return g._output_without(p, k)
        ctx = g._ctx(g._side(k), k)
        return {kind: g._amount_of(ctx, n) for kind, n in e["cost"].items()}


@kind("free_play", "static", "once each turn, one action of its controller costs no card play",
      action=req(Enum("card_play", "reserve_exchange"), "what is free: a card played, or an exchange with the reserve fleet"),
      to=Param(Enum("location", "self", "fleet", "any"), "a card played to its location (default), on this card "
               "(\"played here\"), anywhere in its controller's fleet, or any card its controller plays, on a card "
               "or not (\"allows 1 card to be put into play which does not count as a Card Play\")"),
      types=Param(LETTERS, "only cards played of these types (a troop ship: crew)"),
      on=Param(LETTERS, "only while it sits on a card of these types (Rear Admiral: a base)"),
      every=Param(BOOL, "every such card played costs no card play, not only the first each turn (\"may play as many "
                  "crew cards as desired. None of these crew cards count against the card play limit\"): such cards "
                  "may be played once the turn's card plays are used up, too (needs `types`); with a reserve "
                  "exchange, every exchange this turn (\"Unlimited swaps with the reserve fleet (do not count as card "
                  "plays)\")"),
      **{"if": Param(CONDITION, "only while this holds (this card's controller and card)")})
class FreePlay(Kind):
    """Asked by the card play rules (engine/play.py) at "@frees_card_play" (a card played) and
    "@frees_reserve_exchange" (an exchange with the reserve fleet)."""

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("@frees_" + e["action"],)

    def frees(self, g: Any, p: int, k: int, e: Mapping[str, Any], played: int | None = None, on: int | None = None) -> bool:
        """Whether p's card k frees the action now: p's, unused this turn, sitting on a card of the
        types `on` names (Rear Admiral: "When in play on a base"); for card `played` on card `on`,
        one of its types played to k's location, or on k itself (Omniscience: "the first card
        played to the crew's location does not count as a card play"), or any card (`to = "any"`).
        An ability card frees nothing while the crew card it is on is disengaged (v2.1 "EFFECTS OF
        BEING DISENGAGED": "crew must be engaged to use an ability card")."""
        ip = g.ip
        s = ip[k]
        if s["c"] != p or (k in g.used and not e.get("every")):
            return False
        if "if" in e and not g._holds(g._ctx(p, k), e["if"]):
            return False
        hosts = e.get("on")
        if hosts and not (s["loc"] in ip and g.ci[s["loc"]].t in hosts):
            return False
        host = s["loc"]
        if g.ci[k].t == "A" and host in ip and g.ci[host].t == "C" and not ip[host]["e"]:
            return False
        if played is None:
            return True
        if e.get("types") and g.ci[played].t not in e["types"]:
            return False
        to = e.get("to", "location")
        if to == "fleet":
            return True
        if to == "any":
            return played != k  # (another card: not the one that brings the rule)
        if on is None or on < 0 or on not in ip:
            return False  # (a card played on no card, or against a fleet: at no location of k's)
        return on == k if to == "self" else g._location(k) == g._place(on)

    def check(self, e: Mapping[str, Any]) -> str | None:
        if e.get("every") and e["action"] == "card_play" and not e.get("types"):
            return "every: a card play freed for every card of the `types` given"
        return None

    @staticmethod
    def every_types(g: Any, p: int, k: int, e: Mapping[str, Any]) -> str:
        """The card types p may play free of any card play through card k, however many plays he has
        used this turn (`every`): none unless k is his and frees every such play."""
        if not e.get("every") or e["action"] != "card_play" or g.ip[k]["c"] != p:
            return ""
        return e["types"] if "if" not in e or g._holds(g._ctx(p, k), e["if"]) else ""


@kind("negated_only_by", "static", "the card may be negated only by cards matching `by`: reactions that would "
      "negate it (or ignore its play) are not offered otherwise", by=req(selector("filter"), "the cards that may negate it"),
      in_reaction=Param(BOOL, "a monster: only such a card played in reaction mode, after it, suspends it; one already "
                        "in play (at its location, or the card it is played on) does not"))
class NegatedOnlyBy(Kind):
    """Space Vertigo: "A space vertigo can only be negated by a science officer played in reaction
    mode." Asked at "@negation_guard" (negation_refused, below) by the reactions that negate a card
    being played (effects/kinds/reactions.py counters, sections.py registry reactions)."""

    moments = ("@negation_guard",)
    listens_in_play = False  # asked of the card being negated

    @staticmethod
    def at_negation_guard(g: Any, played: int, by: int, e: Mapping[str, Any]) -> bool:
        """Whether card `by` may negate card `played`."""
        return g._card_matches(g._ctx(g.owner[played], played), by, e["by"])

    @staticmethod
    def suspended_only_by_later(e: Mapping[str, Any]) -> bool:
        return bool(e.get("in_reaction"))


def negation_refused(g: Any, played: Any, by: int) -> bool:
    """Whether card `played` may not be negated by card `by` (its negated_only_by entries)."""
    if not isinstance(played, int) or played < 0:
        return False
    guards = g.ci[played].at.get("@negation_guard")
    return bool(guards) and not all(NegatedOnlyBy.at_negation_guard(g, played, by, e) for _, e in guards)


@kind("raid", "static", "the affected units may move against an opponent terrain card, once each Allocation Phase of "
      "their player, or back into their fleet (GErulesv21 \"SHIP MOVEMENT RULES\", Piracy: a ship on a terrain "
      "(defending) keeps opponent ships of equal or lesser strength from moving against it; one moving against a "
      "terrain moves weaker defending ships off it; a unit against an opponent terrain does not protect its Sector "
      "HQ); with `steal`, a unit against a terrain takes its engagement cost from that terrain (\"stealing its "
      "engagement cost from that terrain\": it needs none of its player's points, and the terrain's player gets that "
      "much less from the terrain while it is engaged)",
      affects=Param(Either(Enum("self", "host"), selector("filter")), "whose units (default: self)"),
      steal=Param(BOOL, "their engagement cost is taken from the terrain they are against"),
      to=Param(selector("filter"), "only against the terrain cards the selector finds (\"any pirate terrain\")"),
      at_most=Param(_Int(1), "it reaches at most that many units against terrain at a time (\"Allows 1 pirate ship to "
                             "be moved against terrain\")"),
      **{"if": Param(CONDITION, "only while this holds (this card's controller and card)")})
class Raid(Kind):
    """Asked by the allocation rules (engine/movement.py ``ShipMovementRules``) at "@raid"."""

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("@raid",)


@kind("free_ammo", "static", "the affected units fire heavy weapons without ammunition: each turn up to `count` of "
      "their heavy weapons (default: all) fire with no ammunition point applied to them, beyond those armed (\"may "
      "fire all heavy weapons without ammunition\"; \"may fire one heavy weapon without ammunition\"); while this "
      "card is engaged (a disengaged card may not take any action: v2.1 \"EFFECTS OF BEING DISENGAGED\")",
      affects=Param(Either(Enum("self", "host"), selector("filter")), "whose units (default: self)"),
      count=Param(_Int(1), "at most that many heavy weapons of a unit a turn (default: all of them)"),
      **{"if": Param(CONDITION, "only while this holds (this card's controller and card)")})
class FreeAmmo(Kind):
    """Asked by the weapons fire rules (engine/combat.py ``_free_ammo``) at "@free_ammo"."""

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("@free_ammo",)


@kind("raid_ward", "static", "units of the card's opponents may not move against the affected terrain (GErulesv21 "
      "\"SHIP MOVEMENT RULES\"; \"Opponent ships cannot move against the terrain\")",
      affects=Param(Either(Enum("self", "host"), selector("filter")), "the terrain warded (default: host)"))
class RaidWard(Kind):
    """Asked by engine/movement.py ``ShipMovementRules._raid_moves`` at "@raid_ward"."""

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("@raid_ward",)


@kind("no_hq_protect", "static", "the affected units do not protect their Sector HQ from weapons fire (Primary rules "
      "\"DAMAGING THE SECTOR HQ\"; \"any pirate ship played to or against the pirate alcove does not protect its "
      "Sector HQ\")",
      affects=req(Either(Enum("self", "host"), selector("filter")), "the units that do not protect it"),
      **{"if": Param(CONDITION, "only while this holds (this card's controller and card)")})
class NoHqProtect(Kind):
    """Asked by engine/view.py ``ViewRules.hq_protectors`` at "@no_hq_protect"."""

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("@no_hq_protect",)


@kind("hq_fire", "static", "the affected units may fire at an exposed Sector HQ (or Psy Network), as ships may (Primary "
      "rules \"DAMAGING THE SECTOR HQ\": \"Only ship, dragon, or psy cards may fire at a Sector HQ\"; \"Allows the base "
      "to target an unprotected Sector HQ\")",
      affects=req(Either(Enum("self", "host"), selector("filter")), "the units that may"),
      **{"if": Param(CONDITION, "only while this holds (this card's controller and card)")})
class HqFire(Kind):
    """Asked by engine/headquarters.py ``HeadquarterRules._hq_weapon`` at "@hq_fire"."""

    def keys(self, e: Mapping[str, Any]) -> tuple[str, ...]:
        return ("@hq_fire",)


@kind("command_on", "static", "its printed command points count only while it sits on a card of these types "
      "(\"When played on a base, provides one command point\")",
      on=req(LETTERS, "the types of card it must sit on"))
class CommandOn(Kind):
    moments = ("@command_on",)
    listens_in_play = False  # asked of the card itself as its fleet's command points are counted (engine/turn.py)

    def at_command_on(self, g: Any, c: int, e: Mapping[str, Any]) -> bool:
        host = g.ip[c]["loc"]
        return host is not None and host in g.ip and g.ci[host].t in e["on"]


@kind("pay_with", "static", "points of another kind may be paid for the points of a kind the affected cards require "
      "(\"Allows supply points to be substituted for the economy points required by any Bolaar ships in play in the "
      "fleet\"): what they require of `kind` is paid with `use` points first, then with `kind` points (the `use` "
      "points can pay nothing else that economy could not: spending them first never leaves the player worse off)",
      kind=req(POINT_KIND, "the point kind required"), use=req(POINT_KIND, "the point kind that may be paid instead"),
      affects=req(selector("filter"), "whose requirements (seen from this card: its controller's cards)"))
class PayWith(Kind):
    """Asked by engine/economy.py (``_substitutes``) as a card's requirements are paid ("@pay_with")."""

    moments = ("@pay_with",)

    def at_pay_with(self, g: Any, k: int, c: int, e: Mapping[str, Any]) -> tuple[str, str] | None:
        """(kind, use) when card k lets the requirements of card c be paid so."""
        if g.ip[k]["c"] != g.ip[c]["c"] or not g._selects(g._ctx(g.ip[k]["c"], k), e["affects"], c):
            return None
        return e["kind"], e["use"]
