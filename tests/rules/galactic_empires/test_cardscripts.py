"""Card scripts (issue 15, step 3): the schema, the loader's validation, the generated scripts and
the coverage classes. Bad scripts are written to a temporary folder and loaded."""
from __future__ import annotations

import ast
import os
import re
import subprocess
from pathlib import Path

import pytest

from rules.galactic_empires import decks, effects
from rules.galactic_empires.effects import generate, loader, registry, schema
from rules.galactic_empires.effects.loader import ScriptError

ROOT = Path(__file__).resolve().parents[3]
GE = ROOT / "rules" / "galactic_empires"
GOOD = '''identity = "O2|test windfall"
titles = ["Test Windfall"]
'''


def write(folder: Path, text: str, name: str = "o2-test-windfall.toml") -> Path:
    path = folder / "occurrence" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def load_error(folder: Path, text: str, implemented: frozenset[str] | None = schema.VOCABULARY) -> str:
    path = write(folder, text)
    with pytest.raises(ScriptError) as info:
        loader.load(folder, implemented)
    message = str(info.value)
    assert str(path) in message and "'O2|test windfall'" in message, message
    return message


# ---- the generated scripts -------------------------------------------------------------------


def test_there_is_one_script_file_per_mapped_identity() -> None:
    files = sorted(effects.SCRIPT_DIR.rglob("*.toml"))
    assert len(files) == len(effects.SCRIPTS) == len(effects.CARD_EFFECTS) >= 403
    for path in files:
        text = path.read_text(encoding="utf-8")
        script = loader.parse(path)
        assert f'identity = "{script.identity}"' in text  # greppable by identity
        assert path == generate.script_path(effects.SCRIPT_DIR, script.identity)


def test_script_titles_are_the_printed_titles_of_the_identity() -> None:
    titles: dict[str, set[str]] = {}
    for card in decks.card_list():
        titles.setdefault(card["identity"], set()).add(card["title"])
    for identity, card in decks.by_identity().items():
        titles.setdefault(identity, {card["title"]})  # the other side of a dual-type card
    for identity, script in effects.SCRIPTS.items():
        assert set(script.titles) == titles.get(identity, set()), identity


def _legacy() -> dict:
    try:
        return generate.legacy_mapping("a4f9660")
    except (subprocess.CalledProcessError, FileNotFoundError, OSError):
        pytest.skip("git history with the single-module effects.py (a4f9660) is not available")


def test_scripts_flatten_to_the_old_mapping_exactly() -> None:
    """Step 3 changes no behaviour: every identity's effects are the dicts of the Python mapping
    they were generated from, same order, same types (tuples, ints, floats, bools), once the
    single-card verbs replaced since are translated to their generic forms (generate.LEGACY_FORMS)."""
    legacy = _legacy()
    assert set(legacy) <= set(effects.CARD_EFFECTS)  # and the cards scripted by hand since
    for identity, fx in legacy.items():
        if identity in REWRITTEN:
            continue
        now = tuple(_without_moved_knowledge(identity, e) for e in effects.CARD_EFFECTS[identity])
        assert generate.same(now, tuple(_unnoted(e) for e in generate.translate(fx))), identity


def test_a_replaced_verb_is_gone_from_the_language_and_translates_to_valid_entries() -> None:
    legacy = _legacy()
    old = {e["effect"] for fx in legacy.values() for e in fx}
    for verb, form in generate.LEGACY_FORMS.items():
        assert verb in old and (verb in schema.VERBS) == (verb in generate.KEPT_FORMS), verb
        for fx in legacy.values():
            for e in fx:
                if e["effect"] == verb:
                    for new in form(e):
                        assert schema.entry_error(new, schema.VERBS[new["effect"]].section) is None, (verb, new)


# Scripts rewritten in the general language since (issue 24), with what changed in their form (the
# golden playthroughs pin that their play did not).
REWRITTEN = {
    "E4|anti tractor": "what it is played on is a `target` entry; an action's selector now sweeps; issue 25: reaction "
                       "mode (react: negate a tractor or repulsion beam being played, discard one in play)",
    "O1|time skip": "issue 29: 'Lasts for one player turn' ends at the next player's Allocation Phase (GEqa, GEfaq 'Duration'): "
                    "duration per = player",
    **{f"E{n}|krebiz armor": "issue 29: errata-027 'May be played to a Krebiz cruiser or Krebiz base': own_shipbase"
       for n in (1, 2, 3)},
    "O5|political upheaval": "issue 29: errata-085 'any rules on the card that affect other cards will no longer be in "
                             "effect': status no_rules",
    "O4|repair delivery": "issue 29: errata-082 'repair ... currently occurring damage': a fired_upon reaction, its 4 repair "
                          "points off the volley",
    "L3|unlucky targeting": "issue 29: 'Played against an opponent volley' (GEerrata.txt), any opponent's volley, not only one at one's own cards",
    "D10|draxos iii dragon queen": "issue 29: 'doubles the breath weapons, not the damage' (GEerrata.txt): a general `modify heavy`, "
                                   "the one-card verb dragon_lord gone",
    "D10|deinos nameh dragon king": "the other dragons' phaser damage doubled as a general `modify damage_dealt`, "
                                    "the one-card verb dragon_lord gone",
    "L4|navigational error": "issue 24: a target, let, choose, destroy and damage; the one-card verb crash gone",
    "O2|serious hull breach": "issue 24: a target (no operating shields, carrying crew or equipment) and two destroys "
                              "the defender picks; the one-card verb hull_breach gone",
    "O8|self destruction": "issue 24: a target with a second card, let, discard and damage; the one-card verb "
                           "self_destruct gone",
    "O5|tactical retreat": "issue 24: a target and a move to the hand; the verb return_to_hand gone",
    **dict.fromkeys(("O3|forced retreat", "O5|forced retreat", "O7|forced retreat"),
                    "issue 24: a target and a move to the hand; the verb return_to_hand gone. Issue 25: combined with "
                    "other Forced Retreats of the hand against a larger unit (total, plays_left, reach, discard "
                    "card_play)"),
    **dict.fromkeys(("O6|alien abduction", "M6|seductress", "O10|planetary destruction", "O3|wandering desire",
                     "O5|wandering desire"),
                    "issue 24: a target and a destroy; destroy's legacy form (targets) gone from the rule modules"),
    "D8|moon dragoness": "issue 24: \"Played engaged\" is the general `playable engaged`; the one-card verb "
                         "engaged_on_play gone",
    **dict.fromkeys(
        ("S4|argonian scout cruiser argonian cumulonimbus scout cruiser", "S4|mechad scout cruiser", "S5|corporate scout cruiser"),
        "issue 25: 'one research point per turn or ... look at one randomly selected card in an opponent's hand' "
        "is its player's choice each turn (an operate ability with one_of), no longer always the research point",
    ),
    **dict.fromkeys(("C2|mercenary", "C6|mercenary"),
                    "issue 25: 'Costs no economy if played on a Vektrean ship': a general `modify cost` (economy "
                    "set to 0) while its host is a Vektrean ship"),
    **dict.fromkeys(("H4|gravity pocket", "H8|gravity pocket"),
                    "issue 25: it stays on the ship it damaged (equip, card_damage as it lands): escaping costs "
                    "double (triple) its engagement energy (pay_to_negate), else more damage as its player's "
                    "allocation ends (when allocated, whose = host); GEerrata H4 & H8"),
    "T6|black hole": "issue 25: 'Economy used as energy will be drained if there are fewer than 3 natural energy "
                     "points': the drain's then_economy",
    "O2|shipping delays": "issue 25: 'Played during an opponent's Allocation Phase': a reaction on = allocation taking "
                          "four supply points from the player allocating (gain_points who = active)",
    "A6|gaia separation": "issue 25: 'Prevents negative point modifiers from being applied to the terrain': the status "
                          "flag no_negative_mods",
    "A7|urbanization": "issue 25: 'Each turn, either the supply or energy output ... may be converted': its player's "
                       "choice each turn (an operate ability with one_of, a counter and two output converts), no longer "
                       "always the supply",
    "M2|space vertigo": "issue 25: 'If used on a telepath, the telepath is killed' (when takes_effect, unless a science "
                        "officer suspended it) and 'can only be negated by a science officer' (negated_only_by)",
    "H6|temporal ion storm": "issue 26: 'one ship or base in each opponent fleet' is its player's pick in each opponent's "
                             "fleet (each_player, damage with a choose selector), no longer the engine; dragons are "
                             "ships to a hazard (GEqa 'Dragon Empire')",
    **dict.fromkeys(("H6|type ii supernova", "H10|akru supernova"),
                    "issue 25: played against one opponent fleet (target fleet), its player picks the cards damaged "
                    "(damage with a choose selector, exactly its count), no longer the engine"),
    "L3|pirates cache": "issue 25: the note 'played in the Allocation Phase only' is gone: gain_points already plays it "
                        "in a Play Cards Phase too ('during the allocation phase or a card play phase')",
    "L4|unsuccessful minesweeping": "issue 25: an R/L4 card: also played in reaction (react on any, placed on an "
                                    "opponent's minesweeper)",
    "M5|astromorph": "issue 29: errata-066 and qa-030: after destroying its ship it stays in that fleet and may attack "
                     "another of its ships (monster moves_on)",
    "A8|time lore": "issue 24: an operate ability as its holder's only action (only_action), choose_player, look, reveal "
                    "and move to the deck's bottom; the one-card verb time_lore gone",
    "T2|ionized particle field": "issue 24: an age counter each turn and a general `modify generates` (its printed "
                                 "energy 1 - age more); the one-card verb decay gone",
    "O5|terraforming": "issue 24: an age counter each turn and a general `modify generates` on its terrain (economy, "
                       "at most 5 more); the one-card verb terraform and the status flag terraform gone",
    "L7|expeditious reserves": "issue 24: played as a card (playable, reserve = false), two choices and two moves; the "
                               "one-card verb reserve_swap gone",
    "O7|surprise attack": "issue 24: playable (not a card play) while a ship of the hand may be played, and "
                          "put_into_play (engaged, armed); the one-card verb surprise gone",
    "M8|ship collector": "issue 24: fleet_card fired_upon and a turn_start trigger discarding the opponent ship of least "
                         "current strength (4 or fewer; selector least, reference subject); the one-card verb collector gone",
    "E6|warp field destabilization gun": "issue 24: an operate ability marking its target (mark, marked) and a cost "
                                         "modifier on what it marked; the one-card verb destabilize gone",
    "L1|unlucky crew action": "issue 24: a trigger on a luck or occurrence card of another player entering play on its "
                              "crew (same_controller), affects_twice and a discard; the one-card verb unlucky gone. "
                              "Issue 25: an R/L1 card, also played in reaction (react on any, placed on an opponent's "
                              "crew card)",
    "O4|impending chaos": "issue 24: instead of a reaction played on a card of its stack (reaction_played, in_stack), "
                          "it is discarded; the one-card verb chaos gone",
    "A5|aurora borealis": "issue 24: a phase_start trigger choosing the deck's top card (selector top) and putting it "
                          "into play on its stack where it may be played (takes_play); the one-card verb aurora gone",
    "L8|demigod diversion": "issue 24: a reaction to an own unit about to be destroyed: the other players' cards above "
                            "it discarded, the unit moved to the hand; the one-card verb divert gone",
    "E5|volatile cargo": "issue 24: a trigger as its host is destroyed: let half its strength, damage to a source of "
                         "the last point its player picks; the one-card verb volatile gone",
    "E1|krebiz pseudo capsule": "issue 24: a general `modify damage_taken` (structure, one less) on its cruiser and a "
                                "trigger discarding it once damage got past the shields; the one-card verb absorb gone",
    "C7|saboteur": "issue 24: an operate ability as an attack (security stops it) on an equipment card on its host of "
                   "at most its strength, a destroy; the one-card verb sabotage gone",
    "O7|capital revitalization": "issue 24: the general draw up to 9 at the end of the turn (draw up_to, at turn_end); "
                                 "the one-card verb draw_to gone",
    "P4|psycanti defender": "issue 24: a replacement of its destruction by damage of at least its strength and less "
                            "than twice it: a move to the hand; the one-card verb psy_defender gone",
    **dict.fromkeys(
        ("S2|krebiz scout capsule", "S4|bolaar stealth raider"),
        "issue 25: its research points or a look at a random hand card, its player's choice each turn (operate, one_of)",
    ),
    **dict.fromkeys(("C3|science officer", "C6|science officer"),
                    "issue 25: a ruling note (printed research; foreign technology a stocking rule), no change of play"),
    "C1|crewman": "issue 25: 'Raises the strength of a bar tender by 1 point': a general `modify strength`",
    "C1|bar tender": "issue 25: the A3 Deviant's 'A bar tender played in reaction to location discards this card': "
                     "its ward names the Deviant too",
    "C4|security officer": "issue 25: '+2 to combat crew at location': a general `modify strength`",
    "C8|general": "issue 25: '+2 to the fleet's combat capable crew' on a base: a general `modify strength`",
    "E4|tram refit": "issue 25: 'Ships are limited to a total of 3 additional Trams from refits': ship_limit 3",
    "C5|weapons officer": "issue 25: 'Ignores the negative effects of electronic warfare cards': ew_immune",
    "C1|confidential first chief executive deputy assistant to the ditto": "issue 25: 'Does not double a crew card's "
        "command points': a target on a point-generating crew card, general `modify generates` per point kind",
    **{i: "issue 25: 'protected by the shields of a planetary shield card': shielded_by"
       for i in ("B4|planetary phaser base", "B4|research base")},
    "L6|distress beacon": "issue 25: a reaction card (R/L6) also played in reaction mode: react any, a move of the "
                          "three crew cards nearest the top of the discard pile",
    "E2|repulsion beam": "issue 25: a reaction card (R/E2) also played in reaction mode: react any, placed on an "
                         "opponent ship",
    **{i: "issue 25: 'Ships are limited to ... 3 additional heavy weapons from cumulative refits': ship_limit 3"
       for i in ("E3|heavy weapon refit", "E6|heavy weapon refit")},
    "C5|communications officer": "issue 25: played on an own ship or base, one per base (target with carries); its "
                                 "command point only on a base (command_on); a look at its deck's top card as the turn "
                                 "played ends",
    "C4|pirate captain": "issue 25: on a pirate ship its equipment needs no energy (modify cost, so played engaged); "
                         "on a Bolaar ship the captain needs no economy (modify cost)",
    "M6|scentari snails": "issue 25: it stays on the unit and halves its hull (rounded up) as the unit's player's next "
                          "turn begins (when turn_start whose host), damage that cannot be repaired (damage unrepairable)",
    "E9|personal corvette": "issue 25: the crew card and the corvette go to another location, where it stays (escape "
                            "along); moved once on its owner's turn (operate relocate); on an own ship or base only",
    "E9|shroud": "issue 25: phaser damage to its ship none while it is engaged: a general `modify damage_taken`",
    "O5|pirate activity": "issue 25: 'May not be played against a fleet with an engaged police ship': fleet_card if",
    "E1|capsule engine pack krebiz capsule engine pack": "issue 25: 'returned to owner's hand if a cruiser is played on "
                                                         "the capsule': a trigger on moved (onto a Krebiz cruiser)",
    "M3|alien parasites": "issue 25: 'causing the ship to be disengaged': status disengaged (no longer no_fire)",
    "C3|technician": "issue 25: 'one of the following each turn': its player's pick each turn (an operate ability "
                     "with one_of: a research point, or one more of a repair or energy point received, {produced})",
    "C6|telepath": "issue 25: played normally to a location (`equip`), '+2 to other crew there': a general `modify strength`",
    "E1|cargo": "issue 25: the extra damage point is an `instead` of the host's destruction (no longer +1 strength); "
                "its supply point an operate ability",
    "L9|suspended animation": "issue 25: 'Placed on the bottom of the Discard Pile after use': limit bottom",
    "H2|meteor shower": "issue 25: its three options (destroy a shuttle or fighter, 1 damage, 1 research) a one_of",
    **{f"T{n}|dragon lair": "issue 25: its second-lair rule, a `when` trigger" for n in (7, 8, 9)},
    "M2|rat infestation": "issue 25: 'All crew are one less strength point (minimum of 1)': general `modify strength`",
    "C2|helmsman": "issue 24: a general `modify damage_taken` (one less card damage from hazards, `from`) on its ship "
                   "and an operate ability costing a card play (discard itself, move the ship to the hand); the "
                   "one-card verb helm gone",
    "O4|information leak": "issue 24: played against an opponent fleet (target), a general look at its deck's top card "
                           "(seen by its player alone: no longer a partial note) and a may: choose a hand card, discard "
                           "both; the one-card verb leak and its pending choice gone",
    "O6|broken supply lines": "issue 24: a general `modify cost` (supply doubled) on the fleet it is in and two `when` "
                              "triggers discarding it (that fleet destroys a ship of its owner; its owner allocated "
                              "with no ships: the new player reference `owner` and event test whose = owner); the "
                              "one-card verb supply_lines and the fleet-wide cost multiplier gone",
    "M5|occumbus": "issue 24: general statics: `modify damage_taken` set 0 on its player's ships and bases, the new "
                   "`modify hq_damage_taken` set 0 on his Sector HQ, and `fire_limit` all_targets on his ships and "
                   "bases (its psys and dragons no longer held); the one-card verb shelter gone",
    "O6|political clout": "issue 24: played on an opponent ship and a terrain of that ship's player (target with second, "
                          "the play's keys on/to unchanged), a general fire_limit on its second_target (now kept by a "
                          "card in play) and a when trigger discarding it as an opponent of the ship's player declares "
                          "a volley at the ship; the one-card verb clout and the fleet-effects machinery gone",
    **{identity: "issue 29: errata-133 'Only the heavy weapons portion of a weapons volley can damage the structure. The "
                 "shields protect against ... weapons fire': no phaser immunity, the engine damages an as_terrain base as terrain"
       for identity in ("B/T5|vektrean asteroid outpost", "T/B5|vektrean asteroid outpost", "B/T9|vektrean asteroid starbase",
                        "T/B9|vektrean asteroid starbase", "T/B3|vektrean asteroid satellite", "T/B7|vektrean asteroid carrier")},
    "E6|oscillating transporter": "issue 25: moving one crew card between own locations, an `operate` ability with the "
                                  "new `relocate` action",
    "E2|transporter": "issue 25: moving crew between own locations, an `operate` ability with the new `relocate` "
                      "action; its transport does one of its functions a turn (`one_use`) and not through opponent "
                      "shields (`stopped_by_shields`)",
    "E3|shuttlecraft": "issue 25: one function a turn (`one_use`, its one-shot phaser included), missions by a marine or "
                       "boarding party only (`crew`), 0 to 3 crew moved between own locations with it (`operate`, "
                       "`relocate` along) and its reaction-mode play as an own unit is about to be destroyed",
    "E5|fighter": "issue 25: 1 crew card moved between own locations with it (`operate`, `relocate` along) and its "
                  "reaction-mode play as an own unit is about to be destroyed",
    "E1|terrain attack shuttle": "issue 25: one function a turn (`one_use`): its assault an `operate` ability with the "
                                 "`damage` action, 0 to 2 crew moved between own locations with it (`operate`, "
                                 "`relocate` along), and its reaction-mode play as an own unit is about to be destroyed",
    "E4|heavy shuttlecraft": "issue 25: one function a turn (`one_use`, up to 2 crew cards' missions: `missions`, its "
                             "one-shot phasers included), 0 to 5 crew moved between own locations with it (`operate`, "
                             "`relocate` along) and its reaction-mode play as an own unit is about to be destroyed",
    "E8|bolaar phaser capacitors": "issue 29: errata-042 'May be played to any ship or base, not just Bolaar ships': "
                                   "own_shipbase, no empire",
    "L4|monster healing": "issue 29: qa-064 'You heal damage assigned': a reaction (react on would_be_destroyed) healing "
                          "4 of the damage just assigned to its player's dragon, the destruction negated if it no longer destroys",
    "C6|planetary leader": "issue 25: 'Negates the effects of cards which reduce terrain point output': the status flag "
                           "no_negative_mods on its terrain; its reaction-mode play as a volley is about to score on an "
                           "own terrain",
    "O6|labor strikes": "issue 25: 'Nor may economy points be used as ammunition on that turn': the drain's no_economy",
    "H5|em burst": "issue 25: 'except from crew cards': the drain's spare_crew; 'Prevents use of any electronic warfare "
                   "cards': protect the fleet's cards from cards with 'electronic warfare' in the title",
    "O1|sun spot": "issue 25: its second function, played on one opponent's weakest terrain (equip lowest) whose output "
                   "it sets to 0 for a turn; its reaction only against ships' fire (reaction_use by)",
    "M1|research defiler": "issue 25: 'Requires two monster-negating crew cards in play in the affected fleet to "
                           "discard it': discarded (when enters_play, card any) once two science officers are in it",
    "C6|spy": "issue 25: 'Can be played once to view an opponent's current hand and is then discarded': played to an own "
              "location (target, place), then its player may look at one opponent's hand and discard it",
    **dict.fromkeys(("C8|commodore", "C9|admiral"),
                    "issue 25: 'fewer supply points required (anywhere in the fleet)': its printed supply points, "
                    "which pay supply requirements anywhere in the fleet (no cost_reduction at its location)"),
}


# Card knowledge moved out of engine code into the scripts since step 3 (issue 15: no card title in
# engine code): the parameters added to each identity, which the engine used to hold as literals.
MOVED_FROM_ENGINE = {
    "O9|ship collision": {"mutual_damage": {"not_with"}},  # "helmsman", "navigator"
    "F5|stellar field": {"field": {"functions"}},  # star_break/star_stop: "white dwarf" terrain
}


def _unnoted(effect: dict) -> dict:
    """Notes are documentation (a ruling may be reworded as the engine changes), not behaviour."""
    return {"effect": "note", "text": ""} if effect["effect"] == "note" else effect


def _without_moved_knowledge(identity: str, effect: dict) -> dict:
    effect = _unnoted(effect)
    moved = MOVED_FROM_ENGINE.get(identity, {}).get(effect["effect"], set())
    out = {k: v for k, v in effect.items() if k not in moved or k == "functions"}
    if "functions" in moved:
        out["functions"] = tuple({k: v for k, v in f.items() if k != "words"} for f in effect["functions"])
    return out


def test_effects_for_reads_the_scripts_and_unknown_cards_have_none() -> None:
    fx = effects.effects_for({"identity": "E2|nuclear mine"})
    assert fx == (
        {"effect": "equip", "where": "own_unit"},
        {"effect": "card_damage", "amount": 2, "targets": "S", "when": "operate", "discard_after": True},
    )
    assert effects.effects_for({"identity": "X9|no such card"}) is None


def test_an_explicit_order_keeps_the_engine_order() -> None:
    # an `order = [...]` line (not the word in a title: "Border Post")
    ordered = [s for s in effects.SCRIPTS.values() if re.search(r"^order = ", s.path.read_text(encoding="utf-8"), re.M)]
    assert ordered
    for s in ordered:
        assert list(s.verbs()) != [e["effect"] for sec in schema.SECTION_ORDER for e in s.sections.get(sec, ())]


# ---- the schema --------------------------------------------------------------------------------


def test_every_verb_has_a_section_a_doc_and_documented_types() -> None:
    assert set(schema.SECTIONS) == {
        "play", "on_play", "static", "trigger", "replacement", "reaction", "ability", "lasts", "rules", "agenda", "note",
    }
    text = schema.describe()
    for name, v in schema.VERBS.items():
        assert v.section in schema.SECTIONS and v.doc, name
        assert f"  {name}" in text
    used = {v.section for v in schema.VERBS.values()}
    assert used == set(schema.SECTIONS)


def test_registry_kinds_are_implemented_by_definition_and_legacy_verbs_have_no_class() -> None:
    """Issue 24: a kind of the registry declares its parameters and its behaviour in one place, so
    it is in the vocabulary as it registers; a verb still played by the rule modules has no class."""
    for name in ("damage", "draw", "discard", "repair", "destroy", "retrieve", "gain_points", "move"):
        assert schema.VERBS[name].section == "on_play", name
    kinds = registry.registered()
    assert {"damage", "destroy", "discard", "draw", "gain_points", "repair", "when", "operate", "react", "instead", "target"} <= kinds
    assert kinds <= effects.VOCABULARY and kinds <= schema.implemented_verbs()
    assert not kinds & schema.LEGACY
    primitives = {n for n, v in schema.VERBS.items() if v.primitive}
    assert primitives == {"defeated_by"}  # declared ahead of its behaviour: refused by the loader
    assert not primitives & effects.VOCABULARY


def test_vocabulary_is_every_verb_the_scripts_use() -> None:
    used = {e["effect"] for fx in effects.CARD_EFFECTS.values() for e in fx}
    nested = {a["effect"] for fx in effects.CARD_EFFECTS.values() for e in fx for a in e.get("do", ()) if isinstance(a, dict)}
    assert used | nested <= effects.VOCABULARY  # none used undeclared
    assert schema.LEGACY <= used | nested  # no verb of the rule modules declared for nothing


def test_a_verb_one_card_uses_is_a_named_primitive_with_its_reason() -> None:
    """Issue 15: "One verb used by one card is a smell: prefer primitives that compose." A verb only
    one card identity uses (its triggers' actions included) says in the schema why its rule has no
    generic form (Verb.named); once a second card uses it, it is generic and the reason goes."""
    uses = schema.verb_uses(effects.CARD_EFFECTS.values())
    single = {v for v, n in uses.items() if n == 1}
    named = {name for name, v in schema.VERBS.items() if v.named}
    generic = registry.registered() - named  # the registry's general kinds serve any card
    assert single - named - generic == set(), "verbs one card uses, with no reason in the schema"
    assert named - single == set(), "named primitives more than one card uses now: generic, drop the reason"


def _engine_string_literals() -> set[str]:
    sources = [GE / "engine.py"] if (GE / "engine.py").exists() else []
    if (GE / "engine").is_dir():
        sources += sorted((GE / "engine").rglob("*.py"))
    assert sources, "no engine source found"
    # The kinds of the registry hold rule code too (a reaction's listing reads verbs of the first
    # vocabulary: effects/kinds/reactions.py).
    sources += sorted((GE / "effects" / "kinds").glob("*.py"))
    return {
        node.value
        for path in sources
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }


def test_every_vocabulary_verb_has_engine_code() -> None:
    """Until the engine registers its implementations, a verb the vocabulary claims is implemented
    must at least be named in the engine's source (a verb with no engine code fails here)."""
    literals = _engine_string_literals()
    missing = sorted(v for v in schema.LEGACY - schema.INERT if v not in literals)
    assert missing == []


def test_the_implementation_registry(monkeypatch) -> None:
    monkeypatch.setattr(schema, "_registered", set())
    assert schema.implemented_verbs() == schema.VOCABULARY
    schema.register_implementation({"card_damage", "repair.to"})
    assert schema.implemented_verbs() == {"card_damage", "repair.to", "note"} | registry.registered()
    with pytest.raises(ValueError, match="zap"):
        schema.register_implementation({"zap"})


# ---- validation at load: each failure names file, card and field -------------------------------


def test_a_good_script_loads(tmp_path: Path) -> None:
    write(tmp_path, GOOD + '\n[[on_play]]\neffect = "draw"\ncount = 2\n')
    scripts = loader.load(tmp_path, schema.VOCABULARY)
    assert scripts["O2|test windfall"].effects == ({"effect": "draw", "count": 2},)


def test_unknown_section_fails(tmp_path: Path) -> None:
    message = load_error(tmp_path, GOOD + '\n[[spells]]\neffect = "draw"\ncount = 2\n')
    assert "unknown section 'spells'" in message


def test_unknown_verb_fails(tmp_path: Path) -> None:
    message = load_error(tmp_path, GOOD + '\n[[on_play]]\neffect = "drwa"\ncount = 2\n')
    assert "unknown verb 'drwa'" in message and "[on_play] entry 1" in message


def test_verb_in_the_wrong_section_fails(tmp_path: Path) -> None:
    message = load_error(tmp_path, GOOD + '\n[[static]]\neffect = "draw"\ncount = 2\n')
    assert "verb 'draw' belongs in [on_play], not [static]" in message


def test_missing_parameter_fails(tmp_path: Path) -> None:
    message = load_error(tmp_path, GOOD + '\n[[on_play]]\neffect = "draw"\n')
    assert "draw: missing parameter 'count'" in message


def test_ill_typed_parameter_fails(tmp_path: Path) -> None:
    message = load_error(tmp_path, GOOD + '\n[[on_play]]\neffect = "draw"\ncount = "two"\n')
    assert "draw.count: expected an amount" in message
    message = load_error(tmp_path, GOOD + '\n[[on_play]]\neffect = "draw"\ncount = true\n')
    assert "draw.count: expected an amount" in message


def test_unknown_parameter_fails(tmp_path: Path) -> None:
    message = load_error(tmp_path, GOOD + '\n[[on_play]]\neffect = "draw"\ncount = 2\ncuont = 1\n')
    assert "draw: unknown parameter 'cuont'" in message


def test_bad_amount_fails(tmp_path: Path) -> None:
    message = load_error(tmp_path, GOOD + '\n[[on_play]]\neffect = "card_damage"\namount = "lots"\ntargets = "S"\n')
    assert "card_damage.amount: expected an amount" in message and "'lots'" in message


def test_bad_type_letters_fail(tmp_path: Path) -> None:
    message = load_error(tmp_path, GOOD + '\n[[on_play]]\neffect = "card_damage"\namount = 2\ntargets = "SX"\n')
    assert "card_damage.targets: unknown card type letter(s) 'X'" in message


def test_bad_selector_fails(tmp_path: Path) -> None:
    implemented = schema.VOCABULARY | {"damage"}
    base = GOOD + '\n[[on_play]]\neffect = "damage"\namount = 2\n'
    message = load_error(tmp_path, base + 'to = { owner = "opp", typs = "S" }\n', implemented)
    assert "damage.to:" in message
    message = load_error(tmp_path, base + 'to = "everyone"\n', implemented)
    assert "damage.to:" in message
    assert schema.SELECTOR.error({"owner": "opp", "typs": "S"}) == (
        "selector: unknown field 'typs' (known: choose, count, empire, engaged, krebiz, max_strength, min_strength, on, "
        "owner, tags, title, types, zone)"
    )
    assert "selector.max_strength" in schema.SELECTOR.error({"max_strength": "huge"})
    assert schema.TARGET.error({"owner": "opp", "types": "S", "max_strength": "strength", "choose": "lowest"}) is None


def test_verb_without_an_implementation_fails_at_load(tmp_path: Path) -> None:
    text = GOOD + '\n[[lasts]]\neffect = "defeated_by"\nkinds = ["damage"]\n'
    message = load_error(tmp_path, text)  # declared ahead of its behaviour
    assert "verb 'defeated_by' has no engine implementation" in message
    legacy = GOOD + '\n[[on_play]]\neffect = "card_damage"\namount = 1\ntargets = "S"\n'
    message = load_error(tmp_path, legacy, schema.VOCABULARY - {"card_damage"})
    assert "verb 'card_damage' has no engine implementation" in message
    scripts = loader.load(tmp_path, schema.VOCABULARY)
    assert scripts["O2|test windfall"].verbs() == ("card_damage",)


def test_feature_parameter_without_an_implementation_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A verb with a parameter declared ahead of its engine support (the composable "to" of the
    # former return_to_hand, before the move kind replaced it).
    verb = schema.Verb("test_retreat", "on_play", "a unit back to the hand", {
        "targets": schema.Param(schema.LETTERS), "to": schema.Param(schema.TARGET, "what returns", feature=True),
    }, (("targets", "to"),))
    monkeypatch.setitem(schema.VERBS, "test_retreat", verb)
    text = GOOD + '\n[[on_play]]\neffect = "test_retreat"\nto = { owner = "own", types = "S" }\n'
    message = load_error(tmp_path, text, schema.VOCABULARY | {"test_retreat"})
    assert "test_retreat.to: parameter has no engine implementation" in message
    assert loader.load(tmp_path, schema.VOCABULARY | {"test_retreat", "test_retreat.to"})


def test_nested_actions_are_validated(tmp_path: Path) -> None:
    implemented = schema.VOCABULARY
    text = GOOD + (
        '\n[[trigger]]\neffect = "when"\non = "turn_start"\nwhose = "controller"\n'
        'do = [ { effect = "destroy", to = { on = "host", types = "SB" } }, { effect = "discard", to = "self" } ]\n'
    )
    write(tmp_path, text)
    assert loader.load(tmp_path, implemented)["O2|test windfall"].verbs() == ("when",)
    message = load_error(tmp_path, text.replace('"discard", to = "self"', '"discard", to = "yourself"'), implemented)
    assert "when.do: action 1: discard.to" in message
    message = load_error(tmp_path, text.replace('on = "turn_start"', 'on = "teatime"'), implemented)
    assert "when.on: expected one of" in message
    legacy = text.replace('{ effect = "discard", to = "self" }', '{ effect = "retrieve", types = "S", count = 1 }')
    message = load_error(tmp_path, legacy, implemented)  # a verb of the rule modules is not an action of the runner
    assert "when.do: action 1: 'retrieve' is not an action the runner does" in message


def test_the_checker_command_loads_and_counts(capsys) -> None:
    from rules.galactic_empires.effects.__main__ import main

    assert main([]) == 0
    out = capsys.readouterr().out
    assert f"{len(effects.SCRIPTS)} card scripts, all valid" in out and "  note " in out
    assert main(["--language"]) == 0
    assert "[replacement]" in capsys.readouterr().out


def test_duplicate_identity_fails(tmp_path: Path) -> None:
    write(tmp_path, GOOD + '\n[[on_play]]\neffect = "draw"\ncount = 2\n')
    other = write(tmp_path, GOOD + '\n[[on_play]]\neffect = "draw"\ncount = 3\n', name="o2-test-windfall-again.toml")
    with pytest.raises(ScriptError, match="duplicate identity") as info:
        loader.load(tmp_path, schema.VOCABULARY)
    assert str(other) in str(info.value) or "o2-test-windfall.toml" in str(info.value)


def test_bad_identity_order_and_toml_fail(tmp_path: Path) -> None:
    path = write(tmp_path, 'identity = 7\n')
    with pytest.raises(ScriptError, match="field 'identity'"):
        loader.load(tmp_path)
    message = load_error(tmp_path, GOOD + 'order = ["draw", "note"]\n\n[[on_play]]\neffect = "draw"\ncount = 2\n')
    assert "field 'order'" in message
    path.write_text("identity = \n", encoding="utf-8")
    with pytest.raises(ScriptError, match="not a readable TOML card script"):
        loader.load(tmp_path)


def test_a_repeated_verb_fails(tmp_path: Path) -> None:
    twice = '\n[[on_play]]\neffect = "card_damage"\namount = 1\ntargets = "S"\n'
    message = load_error(tmp_path, GOOD + twice + twice)
    assert "card_damage given twice" in message
    actions = GOOD + '\n[[on_play]]\neffect = "draw"\ncount = 2\n\n[[on_play]]\neffect = "draw"\ncount = 1\n'
    write(tmp_path, actions)  # actions repeat: an action list may draw, then draw again
    assert loader.load(tmp_path, schema.VOCABULARY)["O2|test windfall"].verbs() == ("draw", "draw")


def test_check_implemented_names_the_card(tmp_path: Path) -> None:
    write(tmp_path, GOOD + '\n[[on_play]]\neffect = "draw"\ncount = 2\n')
    scripts = loader.load(tmp_path)
    loader.check_implemented(scripts.values(), {"draw"})
    with pytest.raises(ScriptError, match="'O2|test windfall'.*verb 'draw' has no engine implementation"):
        loader.check_implemented(scripts.values(), {"note"})
    effects.check_implemented()  # the real scripts against what the engine implements today


def test_the_cache_is_rebuilt_when_a_script_changes(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD + '\n[[on_play]]\neffect = "draw"\ncount = 2\n')
    assert loader.load_cached(tmp_path)["O2|test windfall"].effects[0]["count"] == 2
    assert (tmp_path / loader.CACHE_NAME).exists()
    assert loader.load_cached(tmp_path)["O2|test windfall"].effects[0]["count"] == 2
    path.write_text(GOOD + '\n[[on_play]]\neffect = "draw"\ncount = 3\n', encoding="utf-8")
    os.utime(path, ns=(1, 1))  # a different mtime even on coarse file systems
    assert loader.load_cached(tmp_path)["O2|test windfall"].effects[0]["count"] == 3
    path.write_text(GOOD + '\n[[on_play]]\neffect = "drwa"\ncount = 3\n', encoding="utf-8")
    with pytest.raises(ScriptError, match="unknown verb"):
        loader.load_cached(tmp_path)


def test_generated_text_round_trips_through_the_loader(tmp_path: Path) -> None:
    fx = ({"effect": "equip", "where": "own_unit"}, {"effect": "note", "text": 'a "quoted" ruling, é'},
          {"effect": "status", "output": {"energy": 0.5}}, {"effect": "immune", "kinds": ("phaser",)})
    path = generate.script_path(tmp_path, "O2|test windfall")
    path.parent.mkdir(parents=True)
    path.write_text(generate.script_text("O2|test windfall", fx, ["Test Windfall"]), encoding="utf-8")
    assert generate.same(loader.load(tmp_path)["O2|test windfall"].effects, fx)
    assert "order = " in path.read_text(encoding="utf-8")  # the note sits before status in the engine order


# ---- coverage: reference cards are "not played", never "unmodelled" ----------------------------


def test_sector_hq_and_reference_cards_are_not_played_rather_than_unmodelled() -> None:
    cards = decks.card_list()
    hq = next(c for c in cards if c["type"] == "HQ")
    assert effects.modelling(hq) == "rule" and effects.coverage_class(hq) == "not_played"
    assert effects.unmodelled_cards([hq]) == [] and not effects.playable_by_rules(hq)
    report = effects.deck_coverage(cards)
    refs = [c for c in cards if c["type"] in ("HQ", "Spcl")]
    # A reference card with a script (a note that it is never played) is never played either.
    assert report["distinct"]["not_played"] == len({c["identity"] for c in refs}) > 0
    assert report["played"] == report["total"] - report["distinct"]["not_played"]
    assert not any(c["type"] in ("HQ", "Spcl") for c in report["declared_only"] + report["partial"])
    # Issue 24, honest coverage: fully modelled means a script saying the whole text and a scenario
    # test (247 cards when it came in), or stats that say it all (292).
    assert report["split"]["fully"] >= 247 and report["split"]["stats"] >= 292


# ---- the generic modifier: forms the engine implements, several per card -----------------------

MODIFY = '\n[[static]]\neffect = "modify"\n'


def test_modify_entries_repeat_and_compile_into_card_attributes(tmp_path: Path) -> None:
    text = GOOD + MODIFY + 'stat = "command"\nop = "set"\nvalue = 0\naffects = "self"\n' + MODIFY + (
        'stat = "phasers"\nop = "add"\nvalue = 1\naffects = { owner = "own", types = "S", engaged = true }\n'
    )
    write(tmp_path, text)
    script = loader.load(tmp_path, schema.VOCABULARY)["O2|test windfall"]
    assert script.verbs() == ("modify", "modify")
    from rules.galactic_empires.engine import cardinfo

    info = cardinfo.CardInfo({"identity": "X9|unknown"})  # no script: every stat unmodified
    assert (info.cmd_slots, info.gmods, info.repair_mult) == (1, {}, 1)
    cardinfo._compile_modifiers(info, script.effects)
    assert info.cmd_slots == 0 and info.gmods == {"phasers": ((1, ("own", "S", "", "", True)),)}


def test_a_modify_selector_field_the_quick_test_does_not_read_fails_at_load(tmp_path: Path) -> None:
    """phasers, shield_regen and psy_strength take their selector through the rules' quick test
    (owner, types, empire, krebiz, engaged): any other field would be silently ignored."""
    message = load_error(tmp_path, GOOD + MODIFY + (
        'stat = "shield_regen"\nop = "add"\nvalue = 1\naffects = { owner = "own", among = "self" }\n'))
    assert "stat 'shield_regen': affects may only use empire, engaged, krebiz, owner, types (not among)" in message


def test_a_modify_form_the_engine_does_not_implement_fails_at_load(tmp_path: Path) -> None:
    message = load_error(tmp_path, GOOD + MODIFY + 'stat = "repair"\nop = "add"\nvalue = 1\naffects = "location"\n')
    assert "modify: stat 'repair' has no form op=add affects=location" in message and "(forms: op=double" in message
    message = load_error(tmp_path, GOOD + MODIFY + 'stat = "hitpoints"\nop = "add"\nvalue = 1\naffects = "self"\n')
    assert "modify.stat: expected one of" in message
    message = load_error(tmp_path, GOOD + MODIFY + 'stat = "command"\nop = "set"\naffects = "self"\n')
    assert "stat 'command' needs a value" in message
    message = load_error(tmp_path, GOOD + MODIFY + 'stat = "command"\nop = "set"\nvalue = -1\naffects = "self"\n')
    assert "modify: value: expected an integer >= 0" in message
    message = load_error(tmp_path, GOOD + MODIFY + 'stat = "repair"\nop = "double"\naffects = "location"\nagainst = "T"\n')
    assert "stat 'repair' takes no 'against'" in message
    message = load_error(tmp_path, GOOD + MODIFY + 'stat = "phasers"\nop = "add"\nvalue = 1\naffects = { ownr = "own" }\n')
    assert "modify.affects:" in message


def test_every_stat_form_is_documented() -> None:
    text = schema.describe()
    for name, stat in schema.STATS.items():
        assert stat.doc and stat.forms and f"stat {name}: " in text, name
        for op, affects, while_ in stat.forms:
            assert op in schema.MODIFY_OPS and affects in schema.MODIFY_AFFECTS
            assert while_ is None or while_ in schema.MODIFY_WHILE


def test_a_trigger_form_the_engine_does_not_read_fails_at_load(tmp_path: Path) -> None:
    base = GOOD + '\n[[trigger]]\neffect = "when"\n'
    message = load_error(tmp_path, base + 'on = "teatime"\ndo = [{ effect = "discard", to = "self" }]\n')
    assert "when.on: expected one of" in message
    message = load_error(tmp_path, base + 'on = "turn_start"\ndo = [{ effect = "retrieve", types = "S", count = 1 }]\n')
    assert "'retrieve' is not an action the runner does" in message
    message = load_error(tmp_path, base + 'on = "turn_start"\ncard = "host"\ndo = [{ effect = "discard", to = "self" }]\n')
    assert "card: the event 'turn_start' is not about a card" in message
    message = load_error(tmp_path, base + 'on = "damaged"\nnot_on_turn_played = true\ndo = [{ effect = "discard", to = "self" }]\n')
    assert "not_on_turn_played: only a turn_start trigger takes it" in message
    message = load_error(tmp_path, base + 'on = "expires"\ncard = "host"\ndo = [{ effect = "discard", to = "self" }]\n')
    assert "announced to the card itself only" in message
    write(tmp_path, base + 'on = "expires"\ndo = [{ effect = "destroy", to = { on = "host", types = "C" } }]\n')
    assert loader.load(tmp_path, schema.VOCABULARY)["O2|test windfall"].verbs() == ("when",)