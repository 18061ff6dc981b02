"""Action labels and log numbers for a Galactic Empires table, as one seat reads them.

Pure: reads only a GEState's public attributes (``ci``, ``owner``, ``ip``, ``phase``, ``hand``)
and never changes it. Every label that names a card names whose it is ("your", "the bot's"),
and the labels of one list are made distinct (issue 16: "play Ion Storm on the bot's S3
Argonian Frigate", never two buttons alike).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

Action = Mapping[str, Any]

# Primary rules, "Sequence of Play": the phases in order, as the rulebook names them.
PHASE_NAMES = {
    "alloc": "Allocation", "play_a": "Play Cards A", "fire": "Weapons Fire", "play_b": "Play Cards B",
    "discard": "Discard", "draw": "Draw",
}
PHASE_ORDER = ("alloc", "play_a", "fire", "play_b", "discard", "draw")

# What a player does in each phase, in words (the table shows it under the phase name).
PHASE_HELP = {
    "alloc": "Allocation: engage ships and bases to give them points to fire with (click a ship, then "
             "\"engage\"), arm heavy weapons, repair, research. Only engaged units can fire this turn.",
    "play_a": "Play Cards A: pay for cards from your hand with the points in your pool (terrain makes "
              "points; ships, bases and crew cost them). Click a card in your hand to see where it can go.",
    "fire": "Weapons Fire: choose a target (a card or a Sector HQ), then fire the weapons of your engaged "
            "units at it and resolve the volley. Disengaged units cannot fire.",
    "play_b": "Play Cards B: play more cards with the points left in your pool.",
    "discard": "Discard: throw away cards you cannot use (scuttling is also possible here), then go on.",
    "draw": "Draw: draw up to your hand size, then end the turn.",
}

WEAPON_NAMES = {"phaser": "phasers", "heavy": "heavy weapons", "distortion": "distortion cannon", "variplaz": "variplaz"}


def _possessive(seat: Any, viewer: int | None, names: Mapping[int, str]) -> str:
    if viewer is not None and seat == viewer:
        return "your"
    name = names.get(seat) if isinstance(seat, int) else None
    return f"{name}'s" if name else f"seat {seat}'s"


def card_name(state: Any, card: Any) -> str:
    """A card's printed code and title ("S3 Argonian Frigate"); the title alone without a code."""
    if not isinstance(card, int) or not 0 <= card < len(state.ci):
        return str(card)
    info = state.ci[card]
    code = (info.card.get("attributes") or {}).get("code")
    return f"{code} {info.title}" if code else info.title


def card_holder(state: Any, card: int) -> Any:
    """Whose a card is at the table: its controller when in play, else its owner."""
    placed = state.ip.get(card)
    if placed is not None:
        return placed["c"]
    owners = getattr(state, "owner", None)
    if owners is not None and 0 <= card < len(owners):
        return owners[card]
    return None


def named(state: Any, card: Any, viewer: int | None, names: Mapping[int, str]) -> str:
    """ "your S3 Argonian Frigate" / "the bot's S3 Argonian Frigate"; a location below zero is a
    player's Sector HQ (GEState: location -1 - seat)."""
    if isinstance(card, int) and card < 0:
        return f"{_possessive(-1 - card, viewer, names)} Sector HQ"
    if not isinstance(card, int):
        return str(card)
    return f"{_possessive(card_holder(state, card), viewer, names)} {card_name(state, card)}"


# The engine's pending choices (a "choose" frame's "why"): what picking a card means, and passing.
CHOICE_LABELS = {
    "minesweeper": "negate the mine with {card}",
    "blind": "blind {card} this turn",
    "keep_firing": "keep {card} firing this turn",
    "intercept": "intercept {points} with {card}",
    "split": "one more point of damage to {card}",
    "divert": "play {card} as your unit is destroyed",
    "escape_pod": "let crew escape with {card}",
    "escape": "{card} escapes",
    "escape_to": "the escaping crew go to {card}",
    "fire_back": "fire back at {card} with the unit's phasers",
    "transport": "transport the crew with {card}",
    "insane_crew": "make {card} act{on}{op}",
    "ancient_leaves": "the ancient moves to {card} (its installation is discarded)",
}
DECLINE_LABELS = {
    "minesweeper": "let the mine explode",
    "keep_firing": "done: the other ships are blinded",
    "intercept": "let the volley through (no interception)",
    "fire_back": "do not fire back",
    "divert": "let the unit be destroyed",
    "escape_pod": "no crew escape",
    "escape": "done: no more crew escape",
    "insane_crew": "keep the insane crew card idle",
    "ancient_leaves": "let the ancient be discarded with its installation",
}


def label(state: Any, action: Action, viewer: int | None, names: Mapping[int, str] | None = None) -> str:
    """One action in the words of the table, as `viewer` reads it."""
    names = names or {}
    t = action.get("type")

    def n(key: str) -> str:
        return named(state, action.get(key), viewer, names)

    on = f" on {n('on')}" if "on" in action and action.get("on") is not None else ""
    if t == "play":
        text = f"play {n('card')}{on}"
        if "with" in action:
            text += f" with {n('with')}"
        if "field" in action:
            fn = state.ci[action["field"]].field[action["fn"]]
            text += f", choosing {card_name(state, action['field'])} function {fn['min']}"
        return text
    if t == "react":
        return f"react: play {n('card')}{on}"
    if t == "declare":
        return f"play {n('card')} with its printed text declared{on}"
    if t == "target":
        if "hq" in action:
            return f"target {_possessive(action['hq'], viewer, names)} Sector HQ"
        return f"target {n('on')}"
    if t == "fire":
        weapon = WEAPON_NAMES.get(action.get("weapon"), str(action.get("weapon")))
        energy = f" ({action['energy']} energy)" if "energy" in action else ""
        return f"fire {n('card')}'s {weapon}{energy}"
    if t == "resolve":
        return "resolve the volley (deal its damage)"
    if t == "engage":
        return f"engage {n('card')} (allocate its points so it can fire)"
    if t == "repair":
        part = action.get("part")
        if part == "negate":
            return f"negate {n('card')} with research"
        return f"repair {n('card')}'s {part}"
    if t == "pay_negate":
        owed = ", ".join(f"{v} {k}" for k, v in sorted(state.negate_left(action["player"], action["card"]).items()))
        return f"apply points to negate {n('card')} ({owed} owed; what the pool lacks stays owed)"
    if t == "move":
        if action.get("to") is None:
            return f"move {n('card')} back into its fleet"
        return f"move {n('card')} to {n('to')}"
    if t == "transport":
        via = f" by {n('via')}" if "via" in action else " (no transport needed)"
        return f"transport {n('card')} to {n('to')}{via}"
    if t == "reserve":
        return f"swap {n('card')} for reserve {n('take')}"
    if t == "operate":
        extra = f" ({action['op']})" if "op" in action else ""
        return f"operate {n('card')}{on}{extra}"
    if t == "detect":
        return f"{n('card')} detects {n('on')}"
    if t == "combine":
        return f"combine {n('card')} with {n('on')}"
    if t == "thief":
        what = f"move it to {n('to')}" if "to" in action else f"discard {n('discard')}"
        return f"{n('card')}: {what}"
    if t == "psy":
        fn = state.ci[action["field"]].field[action["fn"]]
        return f"{n('card')} uses {card_name(state, action['field'])} {fn['min']} ({fn['do']}){on}"
    if t == "time_phaser":
        return f"{n('card')} fires a time phaser at {_possessive(action.get('player_hit'), viewer, names)} fleet"
    if t == "distort":
        return f"{n('card')} distorts {_possessive(action.get('player_hit'), viewer, names)} fleet"
    if t == "shoot_back":
        return f"{n('card')} shoots back at {n('at')}"
    if t == "celebrate":
        return f"celebrate: draw {action.get('draw')}"
    if t == "shift":
        return f"shift the damage to {action.get('part')}"
    if t == "accept":
        return "accept the declared effect"
    if t == "refuse":
        return "refuse the declared effect"
    if t == "next":
        phase = getattr(state, "phase", "")
        if phase in PHASE_ORDER and phase != PHASE_ORDER[-1]:
            following = PHASE_ORDER[PHASE_ORDER.index(phase) + 1]
            return f"end {PHASE_NAMES[phase]}: go on to {PHASE_NAMES[following]}"
        return "go on to the next phase"
    if t == "done":
        phase = PHASE_NAMES.get(getattr(state, "phase", ""))
        return f"done with {phase}" if phase else "done"
    if t == "end":
        return "end your turn"
    if t == "draw":
        return "draw a card"
    choice = state.pending[-1] if getattr(state, "pending", None) and state.pending[-1].get("k") == "choose" else None
    if t == "use":
        card = n("card")
        op = f" ({action['op']})" if "op" in action else ""
        return CHOICE_LABELS.get(choice["why"] if choice else "", "choose {card}").format(
            card=card, points=action.get("points"), on=on, op=op)
    if t == "pass":
        if choice is not None:
            return DECLINE_LABELS.get(choice["why"], "decline")
        return "pass (no reaction)"
    if "card" in action:
        return f"{str(t).replace('_', ' ')} {n('card')}{on}"
    return str(t).replace("_", " ")


def labels(
    state: Any, actions: Sequence[Action], viewer: int | None, names: Mapping[int, str] | None = None
) -> list[str]:
    """Labels for a list of actions, no two alike: two copies of one card in hand (the same
    title, both yours) are told apart by "(copy 2)", "(copy 3)"..."""
    out = [label(state, a, viewer, names) for a in actions]
    counts = Counter(out)
    seen: Counter[str] = Counter()
    for i, text in enumerate(out):
        if counts[text] > 1:
            seen[text] += 1
            if seen[text] > 1:
                out[i] = f"{text} (copy {seen[text]})"
    return out


def events_note(
    before: Any, after: Any, events: Sequence[Mapping[str, Any]], names: Mapping[int, str] | None = None
) -> str:
    """The numbers behind one action, in words: damage dealt to each card (to shields and to
    structure) with the shields left, Sector HQ damage, cards destroyed, points spent. `before`
    and `after` are the states either side of the action (its damage events carry totals)."""
    names = names or {}
    parts: list[str] = []
    for e in events or ():
        kind = e.get("event")
        c = e.get("card")
        if kind == "damage" and isinstance(c, int):
            was = before.ip.get(c) or {}
            shields = max(0, int(e.get("shields") or 0) - int(was.get("sd") or 0))
            structure = max(0, int(e.get("structure") or 0) - int(was.get("hd") or 0))
            if not shields and not structure:
                continue
            text = f"{shields + structure} damage to {named(before, c, None, names)}"
            text += f" ({shields} to shields, {structure} to structure)"
            placed = after.ip.get(c)
            if placed is not None:
                full = after._shields(c) if hasattr(after, "_shields") else after.ci[c].sh
                if full:
                    text += f", shields left {max(0, full - placed['sd'])}"
            parts.append(text)
        elif kind == "hq_damage" and isinstance(e.get("player"), int):
            q = e["player"]
            dealt = int(e.get("damage") or 0) - int(before.hq[q])
            parts.append(f"{dealt} damage to {_possessive(q, None, names)} Sector HQ (now {e.get('damage')} of 25)")
        elif kind == "destroyed" and isinstance(c, int):
            parts.append(f"{named(before, c, None, names)} destroyed")
        elif kind == "eliminated" and isinstance(e.get("player"), int):
            parts.append(f"{names.get(e['player'], 'seat ' + str(e['player']))} is out")
    if getattr(before, "phase", None) == getattr(after, "phase", None) and before.active == after.active:
        spent = {k: v - after.pool.get(k, 0) for k, v in before.pool.items() if v - after.pool.get(k, 0) > 0}
        if spent:
            parts.append("spent " + ", ".join(f"{v} {k}" for k, v in spent.items()))
    return "; ".join(parts)
