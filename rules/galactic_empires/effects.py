"""The Galactic Empires effect vocabulary and the cards mapped to it, as data.

Ships, bases, terrain and dragons play from their printed stats alone (costs, generated points,
modifiers, shields, nodes, weapons). A card whose effect lives in its text maps, by its identity
("exactly identical" key, see cards.identity), to a tuple of named effects with parameters
(Forge-style card scripts). The engine implements each effect name once; adding a card is adding
a line of data. A card with rule text and no entry here is *unmodelled*: bots never play it and
people may play it only in the "declared effect" mode (see engine.py).

Effect names (parameters in brackets; "where" says what the card is played on or against):
- ``equip``            [where: "unit"|"own_unit"|"ship"|"base"] the card stays on its location.
- ``add_weapons``      [phasers, heavy, ship_limit] refits: extra weapons for the location.
- ``add_shields``      [shields, ship_limit] refits: extra shield points (never on Mechad EMF).
- ``card_damage``      [amount (int or "strength"), targets (type letters), when ("play"|"operate"),
                        discard_after, structure (points that skip shields), each_opponent]
- ``damage_all_shields`` [] damages every shield point of the card it is played on.
- ``monster``          [targets, damage_each_turn, defeat ("damage"|"damage_or_research"),
                        fire_lock (the unit may only fire on the monster), absorb_phasers,
                        phaser_immune] a monster that stays on its target.
- ``suspend_monsters`` [] suspends hostile monsters' effects at its location.
- ``on_terrain``       [] the ship is played on (and moves between) own terrain; its generated
                        points and multipliers are terrain modifiers (freighters, tugs).
- ``terrain_only``     [tags] a base that may only be played on terrain with one of these tags.
- ``protect_terrain``  [] the terrain under this base takes no damage while the base stands.
- ``growing_economy``  [economy] a cumulative, never multiplied terrain modifier (one per terrain).
- ``volley_reduction`` [amount, on (empire class / "generic"/"pirate" or None)] less damage
                        from each opponent volley at the location.
- ``cost_reduction``   [supply, energy, on] fewer points needed to engage the location.
- ``no_stat_points``   [kinds] printed point symbols of this card that are not generated points.
- ``draw``             [count] draw cards when played (then discarded).
- ``repair``           [amount] repair points applied when played (then discarded).
- ``destroy``          [targets] destroy the target card (then discarded).
- ``duration``         [turns] the card is discarded after that many of its owner's turns.
- ``reaction_use``     [on ("monster_at_location"|"fired_upon"|"any")] when the card may be played
                        in reaction mode (its function used the instant it is played).

Issue 11 additions:
- ``equip`` where may also be "unit", "opp_unit", "own_ship", "own_dragon", "own_crewdragon",
  "own_terrain", "opp_terrain", "opp_crew", "any" (any card in play), with max_strength ("strength"),
  empire and tags restrictions.
- ``add_strength``     [amount] the card it sits on is stronger (Molting, Krebiz Armor).
- ``add_weapons``      also [heavy]: heavy weapons for the unit it sits on.
- ``points``           [points] generated points the text gives and the stats columns miss.
- ``status``           flags on the card it sits on: no_fire, no_phasers, no_heavy, no_shields,
                        no_hq_protect, no_points, no_energy, out_of_play, disabled,
                        cost_mult {kind: n}, cost_add {kind: n}.
- ``negated_by``       [research | repair: amount or "strength", plus_host] removed once that many
                        research (or repair) points are applied to it by the victim.
- ``immune``           [kinds: "phaser" | "heavy" | "weapons"] weapons that cannot damage the card.
- ``halve_damage``     [kinds: "heavy" | "all"] volley damage of that kind halved.
- ``ignore_shields``   [] the unit's volleys score on structure. ``terrain_double`` [] its heavy
                        weapons do double damage to terrain.
- ``returns_to_hand``  [] when discarded from play, back to the owner's hand.
- ``fleet_volley_reduction`` [amount, on, all_fleets] less damage from each volley, fleet-wide.
- ``command_if_empire`` [] printed command points count only for the card's own empire's fleet.
- ``engaged_on_play``  [] enters play engaged.
- ``fleet_damage``     [amount, targets] damage to every unit of those types in one opponent fleet.
- ``retrieve``         [types, count] cards nearest the top of the discard pile back to the hand.
- ``draw_to``          [size] at the end of the turn draw up to that hand size.
- ``draw_on_discard``  [count] draw when discarded from the hand.
- ``extra_plays``      [] no three-card limit this turn (not on turns 1 and 2).
- ``gain_points``      [points] played in the Allocation Phase: points for immediate use.
- ``return_to_hand``   [targets, max_strength] a unit and its stack back to their owners' hands.
- ``discard_attachment`` [types, max_strength] discard an opponent card sitting on a card.
- ``repair``           also amount "shields" (shields fully repaired) and targets ("DM": dragons, monsters).
- ``card_damage``      also amount "half_strength"/"target_half", ignore_shields, max_strength.
- ``volley_mod``       [reduce (n | "shields"), divide, negate_phasers] a reaction to an incoming volley.
- ``volley_boost``     [add, mult] the next volley of the unit it sits on (then discarded).
- ``mission``          [ops: structure, destroy_equipment, kill_crew, discard_crew_or_equipment;
                        amount, needs_transport, discard_after] a crew card's once-a-turn action at an
                        opponent location. ``transport`` [] enables those missions from its unit.
- ``repair_double``    [] repair points applied at its location count twice.
- ``reaction_use``     also on "firing_unit" (played on a unit that fires at you) and empire.

Issue 11, second pass:
- ``add_weapons``      also [one_shot]: the card's phasers fire once, then it is spent until a
                        ``rearm`` unit (carrier, fighter garrison) rearms it at its turn's start.
- ``rearm``            [] shuttles and fighters on this unit get their one-shot phasers back.
- ``damaged_weapons``  [phasers] usable phasers once the card has structural damage.
- ``drain``            [points] a terrain played against (into) an opponent's fleet: that fleet
                        generates fewer points (Black Hole).
- ``guardian``         [] a friendly monster on a ship that takes all damage the ship would.
- ``ward``             [titles] no card whose title has one of these words may be played at this
                        card's location; such cards there are discarded when it arrives (Doctor).
- ``counter``          [substitute] a reaction against an opponent's card played on an own crew
                        card: the card is discarded unused, or (substitute) lands on this card.
- ``escape``           [count] when the unit it sits on is destroyed, that many crew move to
                        another own location and this card is discarded.
- ``police``           [] pirate units of equal or lesser strength may not fire at terrain in the fleet.
- ``combine_terrain``  [tags] a terrain played onto an own terrain, one card with it.
- ``terrain_host``     [max_strength] one terrain up to that strength may be played onto it.
- ``volley_boost``     also [heavy_mult]; ``reaction_use`` also on "card_on_crew"; ``equip``
                        restrictions also title (a word of the target's title), lowest (the
                        lowest-strength candidates), indirigan.
- ``weapon_mult``      [heavy] the heavy weapons of the unit it sits on do that many times damage.
- ``status``           also output {kind | "all": factor | other kind} on a terrain (Gaia
                        Separation, Ice Age, Urbanization).
- ``fleet_damage``     also max_targets (the engine picks the units closest to destruction) and,
                        on a terrain played against a fleet, damage split among its terrain.
- ``limit_plays``      [max] a reaction to an opponent's card play on his turn: he plays at most
                        that many cards this turn (counting those played). ``volley_mod`` also
                        redirect (the volley scores on the reacting player's chosen unit of the
                        firing fleet); ``reaction_use`` also on "firing_fleet", "opponent_card".
- ``extra_draw``       [count, on (host type letters)] more cards in its owner's Draw Cards Phase.
- ``ward``             also "type:H" words (no hazard may be played there) and clear (False: cards
                        already there stay). ``weapon_mult`` also all (every volley point).
- ``add_weapons``      also double_host (the host's printed phasers fire twice a turn).
- ``card_damage``      also all_shields (every shield point damaged first) on operated mines.
- ``status``           also phaser_immune (phaser fire at the card does nothing).
- ``volley_mod``       also reduce "half_strength" (Emergency Power). Equip restrictions also
                        krebiz ("cruiser"/"capsule") and types.
- ``card_damage``      also when "attach": damage as an equip card lands (it stays).
- ``volley_mod``       also all (the whole volley ignored); ``return_to_hand`` also own;
                        ``extra_plays`` also more (that many more plays instead of no limit).
- ``no_command``       [] the unit needs no command slot. ``min_attacker`` [strength] only units
                        at least that strong may fire at it (unless it is its fleet's only ship).
- ``dragon_lord``      [kind: "heavy" | "phaser"] the other dragons' breath weapons (heavy) or
                        physical damage (phaser) do double damage (Dragon Empire fleets).
- ``escort``           [min_strength] intercepts volley damage to an own ship of at least that
                        strength, taking 2 points per point (as many as it survives).
- ``minesweeper``      [] while engaged, negates one mine operated against its fleet a complete turn.
- ``status``           also protects_hq (a base protecting the Sector HQ as a ship).
- ``add_nodes``        [nodes] extra node points for the Mechad ship it sits on (at most 3).
- ``as_terrain``       [] a base played on no terrain, a base for every other purpose.
- ``mount``            [on (type letters)] a unit that may also be played on an own unit of those types.
- ``fleet_card``       [] played against an opponent fleet, where it stays (with ``drain``,
                        ``extra_draw`` [once], ``duration``).
- ``repair``           also amount "half" (structure restored to half the strength).
- ``volley_mod``       also backfire (half the heavy damage to the firing unit); ``reaction_use``
                        also "card_on_fleet" (a card of equal or lesser strength on an own card).
- ``drain``            also "half" for a kind on a fleet card (that kind's points halved).
- ``monster``          also damage_each_turn "host_energy", structure, hits "location".
- ``fleet_damage``     also each_turn (a fleet card hitting its fleet at the start of each of its turns).
- ``blind``            [count | half] a fleet card: at its fleet's next turn start that many units
                        (or the ships beyond half the fleet's ship strength) may not fire; then discarded.
- ``play_limit``       [max] its controller plays at most that many cards a turn (Bureaucracy).
- ``volley_bonus``     [amount] an own fleet card (``fleet_card`` own): volleys at opponent ships do more.
- ``decay``            [] a terrain whose points drop by one each of its owner's turns (the first full).
- ``mechad_bonus``     [] engaged Mechad ships in every fleet have one more phaser.
- ``status``           also min_attacker, no_indirigan_fire, double_output (crew points doubled).
- ``add_strength``     also amount "host" (the host's printed strength again). ``destroy`` also
                        indirigan; ``fleet_damage`` also split; ``security`` also all.
- ``security``         [] opponent crew of equal or lesser strength may not attack at its location.

Argonian and Beta starter decks:
- ``weapon_mult``      also energy (points per heavy weapon): only heavy weapons energized in the
                        Allocation Phase (one energy each, at most the armed ones) are multiplied.
- ``return_fire``      [amount] a reaction to a volley at an own engaged unit: that unit fires its
                        unused phasers (at most amount) at one firing unit (Early Warning).
- ``tractor``          [] a reaction on a ship firing at an own unit: its fire at that unit is
                        halved, and until the reacting player's next turn it may fire only at it.
- ``end_draw``         [bottom] a reaction as an opponent's Draw Cards Phase starts: no more draws
                        that turn; the card goes to the bottom of the discard pile (bottom).
- ``well``             [max] an own fleet card filled at its owner's next Draw Cards Phase (a card,
                        then until a stronger one, at most max); research equal to its strength
                        moves those cards to the hand (Well of Time).
- ``control``          [] the opponent ship (weaker than the card) is controlled by the card's
                        player, engaged, while the card lasts (``duration``).
- ``clout``            [] played on an opponent ship and a terrain of its fleet: the terrain cannot
                        be fired upon; the card is discarded when the ship is fired upon.
- ``status``           also insane (a crew card's generated points, command points and point
                        modifiers count the opposite way; it performs no missions).

Primary Edition, after the decks:
- ``self_destruct``    [] played on an own ship or base: it and its stack are discarded and one
                        opponent unit takes card damage equal to its strength.
- ``hull_breach``      [] played on an opponent ship or base with no operating shields: one crew
                        and one equipment card of its stack are discarded.
- ``card_damage``      also amount "host" (the printed strength of the card it sits on, which is
                        discarded with it: Shuttle Bomb); ``equip`` also "own_equipment", and title
                        may be a tuple of words.
- ``fleet_damage``     also each (every unit hit takes the full amount) and targets "M" (monsters
                        on the fleet's cards).
- ``terrain_conflict`` [] two terrain cards of one opponent damage each other by half the other's
                        strength and make no terrain points on that player's next turn.
- ``terraform``        [max] the own terrain it sits on makes 1, 2, 3... more economy each turn.
- ``absorb``           [points] on a ship: takes that much damage after the shields, then discarded.
- ``surprise``         [] played with a ship from the hand: the ship enters engaged and fully armed
                        and neither card counts against the three card plays.
- ``equip``            restrictions also without (a point kind the target must not generate) and
                        alone (a Krebiz cruiser without a capsule).
- ``capsule_repair``   [] Krebiz capsules in every fleet regenerate one more shield point a turn.
- ``collector``        [max] an own fleet card: at each of its owner's turns it discards the opponent
                        ship with the least current strength (at most max); only weapons fire hurts it.
- ``fleet_card``       also dragons (that many dragons in play to play it); ``extra_draw`` also
                        double (the Draw Cards Phase's draws are doubled).
- ``free_reserve``     [] on an own base: one reserve exchange a turn costs no card play.
- ``free_play``        [] on an own crew card: the first card played to its location each turn costs
                        no card play.
- ``destabilize``      [] operated once a turn at an opponent ship or base (not the same one two
                        turns running): its engagement energy is tripled on its next turn.
- ``crash``            [] an opponent ship of equal or lesser strength is destroyed and one terrain of
                        its fleet (the one it sits on, if any) takes damage equal to its strength.
- ``plague``           [] when its ``duration`` ends, the crew at its location die.
- ``status``           also crew_disabled (crew at the location do not function).
- ``monster``          also damage_each_turn "growing" (1, 2, 3... a turn); ``negated_by`` also
                        research "last" (the damage it did last) and one_turn (research counts
                        only when applied in a single turn).
- ``after_loss``       [] playable only on its owner's first turn after he had a ship destroyed.
- ``status``           also disengaged (the unit does not engage).
- ``return_fire``      also amount "all" (every unused phaser).
- ``shelter``          [] an own fleet card: no damage to the fleet's ships, bases and Sector HQ, and
                        its units may not fire (with ``duration``).
- ``sabotage``         [] a crew card on an opponent unit operated once a turn: destroys an equipment
                        card there of equal or lesser strength; ``negated_by`` also after_use
                        (research only once it has done so).
- ``volatile``         [] when the unit it sits on is destroyed, the unit that fired last in the volley
                        (or the monster or hazard) takes card damage of half the unit's strength.
- ``ew_immune``        [] opponents' electronic warfare reactions are not offered against volleys the
                        unit it sits on fires in (Super Computer).
- ``helm``             [] hazard damage to its ship is one point less; operated as a card play, the
                        ship and its stack return to the hand and this card is discarded.
- ``counter_op``       [via (title words)] a reaction to an opponent's operated card acting through a
                        card with one of those words (its transporter, shuttle or fighter): no effect.
- ``leak``             [] played against an opponent: his deck's top card is shown to the player, who
                        discards it with a card of his hand or leaves it (a pending choice).
- ``control``          also types (type letters), below (False: any strength), disengage (the unit
                        is disengaged) and ends "crew" (it ends when the owner's crew played to
                        the unit reach the card's strength; the owner may play crew cards there).
- ``snare``            [] a monster on a terrain: at its player's next turn the ships and bases on
                        that terrain are destroyed, then it is discarded.
- ``supply_lines``     [] a fleet card whose status cost_mult applies to every unit of that fleet; it
                        is discarded when that fleet destroys a ship of its owner, or in its owner's
                        Engagement Phase when he has no ships.

Ltd_Dragon deck additions:
- ``equip``            also where "stack" (any ship, base, dragon or terrain: "opp_stack").
- ``collision``        [] played on an opponent ship and another ship ("other"): each takes damage
                        equal to the other's current strength (neither may carry a helmsman/navigator).
- ``grows``            [per_turn, discard_at, host] the card (or, with host, the card it sits on:
                        no other strength changes then) gains strength each of its controller's
                        turns; discarded (the host with its stack) on reaching discard_at.
- ``engage_damage``    [] a monster: its unit takes damage equal to its strength each time it
                        engages (at once if engaged when played), less the energy allocated
                        ("prevent" actions) to stop it.
- ``play_cap``         [] a fleet card: its fleet's player plays no card stronger than its current
                        strength in his Play Cards Phases.
- ``time_thief``       [] each turn the affected stack's owner uses a card play to move it to a
                        stack in a third fleet or to discard a card of the stack (a stronger one
                        discards the thief too).
- ``divert``           [] a reaction held in hand: the first own unit destroyed returns to the hand
                        with its own cards instead (automatic).
- ``reserve_swap``     [] a reserve fleet swap of any two cards, regardless of strength ("using").
- ``chaos``            [] negates the first reaction card played to its stack, then is discarded.
- ``unlucky``          [] the first opponent luck or occurrence card played to its crew card
                        affects it twice (twice the duration and the research to negate it).
- ``aurora``           [] on own terrain: each allocation the top card of the deck is exposed and
                        put into play on the terrain stack when that is a legal play of it.
- ``halt``             [] played on a friendly monster naming an opponent monster ("other"), whose
                        effects are suspended; another may be named each turn (operate).
- ``time_lore``        [] its crew or dragon's only action of a turn: an opponent deck's top card
                        goes to the bottom (operate with "deck").
- ``detect``           [research] a dragon that a unit may fire at only after that many research
                        points were applied for the unit this turn ("detect" actions).
- ``hazard_twice``     [] while engaged, one damaging hazard a turn of at most its current
                        strength acts twice.
- ``surface``          [] a dragon that may be played on (and move between) opponent terrain: it
                        engages free, the terrain makes its engagement cost less, and it fires
                        only at that terrain's stack.

Psy empires (GErulesv21 "PSY RULES"; a psy deck's HQ is its Psy Network, protected only by its psys):
- ``psy``              [uses, disciplines, cost (point kind, default energy), alt {uses, disciplines},
                        muse] a psy being: each turn it may use up to `uses` functions of engaged own
                        fields of those disciplines, one allocated point each (allocated like ammunition);
                        its printed phasers are its psy damage. alt: instead, that many functions of
                        those disciplines (Kineticist). muse: one function, chosen as it is played
                        (a field of its disciplines in the fleet), used at no cost once a turn, of
                        any strength, even after the field is gone.
- ``field``            [disciplines, functions] a field card; each function {min (psy strength),
                        do, ...}: do "psy_damage" [amount | "strength", targets (type letters; P: a
                        psy with no shields left at its location)] psy damage points for this turn's
                        Weapons Fire Phase (Play Cards Phase A only); "card_damage" [amount,
                        targets]; "heal_psy" [amount]; "discard_against" [words] a card of that kind
                        played against the fleet; "discard" [types, words, max_strength "strength"]
                        an opponent card; "damage_shields"; "protect_network" (an own ship or base);
                        "no_protect" (a stronger opponent psy); "star_break"; "star_stop";
                        "separation"; "terrain_blast". Lasting functions end at the activating player's
                        next turn start.
- ``occultist``        [easier] played only where a field is; that field's functions are easier for it.
- ``apostle``          [max, disciplines] one non-psy crew at its location uses one function up to
                        that level from fields of those disciplines each turn, at no cost.
- ``psy_defender``     [] back to the hand at damage equal to its strength; discarded at twice it.
- ``network_base``     [] a base of equal or lesser strength it is on protects the Psy Network;
                        weapons may not target the psy while that base stands.
- ``duelist``          [] opponent psys must destroy it before firing at non-psy targets of its fleet.
- ``psy_boost``        [amount, empire] the fleet's psys of that empire are stronger for functions.
- ``psy_double``       [max] one psy may use one function up to that level twice a turn.
- ``equip``            restrictions also psy_empire (only where a psy of that empire is).
- ``transport``        also or_fire: each turn it either fires its weapons or transports.

Every entry may carry "note": what the model simplifies (shown on the coverage report).

Unknown names are allowed in the data (a later issue may add cards ahead of code): a card whose
effects include a name the engine does not implement counts as unmodelled.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from . import cardtext

Effect = Mapping[str, Any]

# Every effect name the engine implements (engine.IMPLEMENTED must match; a test checks).
VOCABULARY: frozenset[str] = frozenset(
    {
        "equip",
        "add_weapons",
        "add_shields",
        "card_damage",
        "damage_all_shields",
        "monster",
        "suspend_monsters",
        "on_terrain",
        "terrain_only",
        "protect_terrain",
        "growing_economy",
        "volley_reduction",
        "cost_reduction",
        "no_stat_points",
        "draw",
        "repair",
        "destroy",
        "duration",
        "reaction_use",
        "add_strength", "points", "status", "negated_by", "immune", "halve_damage", "ignore_shields",
        "terrain_double", "returns_to_hand", "fleet_volley_reduction", "command_if_empire",
        "engaged_on_play", "fleet_damage", "retrieve", "draw_to", "draw_on_discard", "extra_plays",
        "gain_points", "return_to_hand", "discard_attachment", "volley_mod", "volley_boost", "mission",
        "transport", "repair_double", "note",
        "rearm", "damaged_weapons", "drain", "guardian", "ward", "counter", "escape", "police",
        "combine_terrain", "terrain_host", "weapon_mult", "security", "limit_plays", "extra_draw", "no_command", "min_attacker", "dragon_lord", "escort", "minesweeper", "add_nodes", "as_terrain", "mount", "fleet_card", "play_limit", "volley_bonus",
        "decay", "mechad_bonus", "blind",
        "return_fire", "tractor", "end_draw", "well", "control", "clout",
        "self_destruct", "hull_breach", "terrain_conflict", "terraform", "absorb", "surprise",
        "capsule_repair", "collector", "free_reserve", "free_play", "destabilize", "crash", "plague",
        "after_loss", "supply_lines", "shelter", "sabotage", "volatile",
        "collision", "grows", "engage_damage", "play_cap", "time_thief", "divert", "reserve_swap", "chaos",
        "unlucky", "aurora", "halt", "time_lore", "detect", "hazard_twice", "surface",
        "ew_immune", "helm", "counter_op", "leak", "snare",
        "psy", "field", "occultist", "apostle", "psy_defender", "network_base", "duelist", "psy_boost",
        "psy_double",
    }
)

_SCIENCE_OFFICER = (
    {"effect": "equip", "where": "own_location"},
    {"effect": "suspend_monsters"},
    {"effect": "reaction_use", "on": "monster_at_location"},
)
_PHASER_EEL = (
    {
        "effect": "monster",
        "targets": "SB",
        "absorb_phasers": True,
        "phaser_immune": True,
        "defeat": "damage",
    },
)

# identity -> effects. The rulebook's cards first (Primary rules, narrative example, "Terrain
# Modifiers", "Command", "Location of ship cards"), then their obvious families.
CARD_EFFECTS: dict[str, tuple[Effect, ...]] = {
    # Refits: equipment that adds weapons or shields (ships at most 3 extra from refits).
    "E2|phaser refit": ({"effect": "equip", "where": "own_unit"}, {"effect": "add_weapons", "phasers": 1, "ship_limit": 3}),
    "E4|heavy phaser refit": ({"effect": "equip", "where": "own_unit"}, {"effect": "add_weapons", "phasers": 2, "ship_limit": 3}),
    "E7|extreme phaser refit": ({"effect": "equip", "where": "own_unit"}, {"effect": "add_weapons", "phasers": 3, "ship_limit": 3}),
    "E1|shield refit": ({"effect": "equip", "where": "own_unit"}, {"effect": "add_shields", "shields": 1, "ship_limit": 3}),
    "E3|heavy shield refit": ({"effect": "equip", "where": "own_unit"}, {"effect": "add_shields", "shields": 2, "ship_limit": 3}),
    # Mines: played on an own unit, operated against any one ship, discarded after use
    # (v2.1 narrative: "plays an E2 Nuclear Mine on his base and uses it against Sue's freighter").
    "E2|nuclear mine": (
        {"effect": "equip", "where": "own_unit"},
        {"effect": "card_damage", "amount": 2, "targets": "S", "when": "operate", "discard_after": True},
    ),
    "E2|transporter nuclear mine": (
        {"effect": "card_damage", "amount": 2, "targets": "S", "when": "play", "discard_after": True},
        {"effect": "reaction_use", "on": "any"},
    ),
    # Hazards.
    "H2|ion storm": ({"effect": "card_damage", "amount": "strength", "targets": "SB", "when": "play", "discard_after": True},),
    "H5|ion storm": ({"effect": "card_damage", "amount": "strength", "targets": "SB", "when": "play", "discard_after": True},),
    "H1|ion storm positron storm": (
        {"effect": "card_damage", "amount": 1, "structure": 1, "targets": "SBT", "when": "play", "discard_after": True},
    ),
    "H6|temporal ion storm": (
        {"effect": "card_damage", "amount": "strength", "targets": "SB", "when": "play", "discard_after": True, "each_opponent": True},
    ),
    # Monsters.
    "M3|shield fiend": ({"effect": "damage_all_shields", "targets": "SBT"},),
    # Narrative example: "plays an M4 Space Dragon to the frigate, causing two more points of damage".
    "M4|space dragon": (
        {
            "effect": "monster",
            "targets": "SB",
            "damage_each_turn": 2,
            "defeat": "damage_or_research",
            "fire_lock": True,
        },
    ),
    "M1|small phaser eel": _PHASER_EEL,
    "M5|large phaser eel": _PHASER_EEL,
    "M9|huge phaser eel": _PHASER_EEL,
    # Crew.
    "C1|science officer": _SCIENCE_OFFICER,
    "C2|science officer": _SCIENCE_OFFICER,
    "C3|science officer": _SCIENCE_OFFICER,
    "C4|science officer": _SCIENCE_OFFICER,
    "C6|science officer": _SCIENCE_OFFICER,
    # Captains: the printed supply symbol is "one less supply point needed", not a generated point.
    "C5|captain": (
        {"effect": "equip", "where": "own_location"},
        {"effect": "volley_reduction", "amount": 1},
        {"effect": "cost_reduction", "supply": 1},
        {"effect": "no_stat_points", "kinds": ("supply",)},
    ),
    "C6|captain": (
        {"effect": "equip", "where": "own_location"},
        {"effect": "volley_reduction", "amount": 1},
        {"effect": "cost_reduction", "supply": 1},
        {"effect": "no_stat_points", "kinds": ("supply",)},
    ),
    "C2|civilian captain": (
        {"effect": "equip", "where": "own_location"},
        {"effect": "volley_reduction", "amount": 1, "on": "generic"},
        {"effect": "cost_reduction", "supply": 1, "on": "generic"},
        {"effect": "no_stat_points", "kinds": ("supply",)},
    ),
    # Generic ships that sit on terrain ("Location of ship cards").
    "S1|fleet freighter": ({"effect": "on_terrain"},),
    "S2|fleet tug": ({"effect": "on_terrain"},),
    # Bases (stats give the multipliers; these add the text rules).
    "B4|base station": (),
    "B9|starbase": (),
    "B1|planetary shield": (
        {"effect": "terrain_only", "tags": ("Planet", "Moon", "Asteroid")},
        {"effect": "protect_terrain"},
    ),
    "B3|heavy planetary shield": (
        {"effect": "terrain_only", "tags": ("Planet", "Moon", "Asteroid")},
        {"effect": "protect_terrain"},
    ),
    "B5|growing economy": ({"effect": "growing_economy", "economy": 3},),
}


def _equip(where: str = "own_unit", **limits: Any) -> Effect:
    return {"effect": "equip", "where": where, **limits}


def _molting(n: int) -> tuple[Effect, ...]:
    return (_equip("own_dragon"), {"effect": "add_strength", "amount": n})


_DRAGON_COMMAND = {"effect": "command_if_empire"}
_INDIRIGAN = ()  # the Indirigan ship rule is the engine's (CardInfo.indirigan)
_PATROL = ({"effect": "returns_to_hand"},)
_COMET = ({"effect": "duration", "turns": "strength"},)
_BOARDING = (
    _equip("own_location"),
    {"effect": "mission", "ops": ("structure", "destroy_equipment", "kill_crew")},
    {"effect": "note", "text": "capturing a crew card is modelled as removing it"},
)

# Issue 11: the cards of the shared decks (cardbase/data/galactic-empires/decks), each entry
# reviewed against the card's text; "()" = the stats columns and the engine's rules already do
# what the text says.
CARD_EFFECTS.update({
    "A1|millennia molting": _molting(1),
    "A3|tri millennia molting": _molting(3),
    "A5|ancient molting": _molting(5),
    "A2|logic": (_equip("own_crewdragon"),),  # its two research points are its printed stats
    "B1|commercial outpost": ({"effect": "points", "points": {"supply": 1, "economy": 1}},),
    "B3|space station": (),
    "C1|boarding party": _BOARDING,
    "C4|boarding party": _BOARDING,
    "E2|transporter": (
        _equip("own_location"), {"effect": "transport"},
        {"effect": "note", "text": "moving own crew between locations is not modelled; there-and-back missions are"},
    ),
    "E6|oscillating transporter": (
        _equip("own_location"), {"effect": "transport"},
        {"effect": "note", "text": "moving own crew between locations is not modelled; there-and-back missions are"},
    ),
    "C3|engineer": (
        _equip("own_location"),
        {"effect": "cost_reduction", "energy": 1},
        {"effect": "no_stat_points", "kinds": ("energy",)},
        {"effect": "repair_double"},
        {"effect": "note", "text": "foreign technology is a stocking rule"},
    ),
    "C3|technician": (
        _equip("own_location"),
        {"effect": "no_stat_points", "kinds": ("energy", "repair")},
        {"effect": "note", "text": "always takes the research point of its three options"},
    ),
    "C4|marine": (_equip("own_location"), {"effect": "mission", "ops": ("discard_crew_or_equipment",)}),
    "C5|suicide squad": (
        _equip("own_location"),
        {"effect": "mission", "ops": ("structure",), "amount": "strength", "discard_after": True},
    ),
    "C6|mercenary": (
        _equip("own_location"),
        {"effect": "mission", "ops": ("destroy_equipment", "kill_crew")},
        {"effect": "note", "text": "its economy cost (none on a Vektrean ship) is not charged"},
    ),
    "D1|scintillating dragoness": ({"effect": "immune", "kinds": ("weapons",)},),
    "D3|quark dragoness": ({"effect": "halve_damage", "kinds": ("heavy",)},),
    "D4|radiation dragoness": ({"effect": "ignore_shields"},),
    "D5|hydrogen dragoness": ({"effect": "terrain_double"},),
    "D6|astral dragoness": (_DRAGON_COMMAND,),
    "D7|neutron dragoness": ({"effect": "immune", "kinds": ("heavy",)}, _DRAGON_COMMAND),
    "D8|moon dragoness": ({"effect": "engaged_on_play"}, _DRAGON_COMMAND),
    "D9|ether dragoness": ({"effect": "immune", "kinds": ("phaser",)}, _DRAGON_COMMAND),
    "E1|krebiz armor": (_equip("own_ship", empire="Krebiz"), {"effect": "add_strength", "amount": 1}),
    "E1|probe": (_equip("own_unit"),),  # research equal to its strength: its printed point
    "E2|laboratory": (_equip("own_unit"),),
    "E4|hull rotation argonian hull rotation": (
        {"effect": "volley_mod", "reduce": "shields"},
        {"effect": "reaction_use", "on": "fired_upon", "empire": "Argonian"},
    ),
    "H1|divergent anomaly": (
        _equip("opp_ship"), {"effect": "status", "no_hq_protect": True}, {"effect": "duration", "turns": 1},
    ),
    "H1|time warp": (
        _equip("any"), {"effect": "status", "out_of_play": True, "no_fire": True}, {"effect": "duration", "turns": "strength"},
    ),
    "H2|gravity wave": ({"effect": "fleet_damage", "amount": 1, "targets": "S"},),
    "H3|pulsar": (
        {"effect": "monster", "targets": "SBT", "damage_each_turn": 1, "defeat": "damage"},
        {"effect": "duration", "turns": "strength"},
    ),
    "L2|phaser malfunction": ({"effect": "volley_mod", "negate_phasers": True}, {"effect": "reaction_use", "on": "firing_unit"}),
    "L5|defensive override": ({"effect": "volley_mod", "negate_phasers": True}, {"effect": "reaction_use", "on": "firing_unit"}),
    "L2|warp engine breach": ({"effect": "card_damage", "amount": "target_half", "targets": "S", "ignore_shields": True},),
    "L3|lucky targeting": (_equip("own_unit"), {"effect": "volley_boost", "mult": 1.5}),
    "L3|unlucky targeting": (
        {"effect": "volley_mod", "divide": 2},
        {"effect": "reaction_use", "on": "fired_upon"},
        {"effect": "note", "text": "the scan's divisor is unreadable: 2 (Universe Edition wording)"},
    ),
    "L4|lucky shield repair": ({"effect": "repair", "amount": "shields", "targets": "SBD"},),
    "L4|monster healing": ({"effect": "repair", "amount": 4, "targets": "DM"}, {"effect": "no_stat_points", "kinds": ("healing",)}),
    "L6|pirates cache": ({"effect": "gain_points", "points": {"economy": 2, "supply": 2, "ammunition": 2}}, {"effect": "no_stat_points", "kinds": ("economy", "supply", "ammunition")}),
    "L7|alien artifact": ({"effect": "draw_on_discard", "count": 3},),
    "L9|accelerated timeline": ({"effect": "extra_plays"},),
    "L9|lost fleet": ({"effect": "retrieve", "types": "S", "count": 2},),
    "M2|planet gouge": ({"effect": "card_damage", "amount": 3, "targets": "T", "when": "play", "discard_after": True},),
    "M5|astromorph": ({"effect": "monster", "targets": "S", "damage_each_turn": 5, "defeat": "damage", "phaser_immune": True},),
    "M5|power leech": (
        _equip("opp_ship"), {"effect": "status", "cost_mult": {"energy": 3}}, {"effect": "negated_by", "research": "strength"},
    ),
    "M5|tectonic burrower": (
        {"effect": "monster", "targets": "T", "damage_each_turn": 2, "defeat": "damage"},
        {"effect": "status", "no_energy": True},
        {"effect": "negated_by", "research": "strength"},
    ),
    "O1|breakdown": (_equip("opp_unit"), {"effect": "status", "no_fire": True}, {"effect": "negated_by", "repair": "strength"}),
    "O1|illness": (
        _equip("opp_crew"), {"effect": "status", "disabled": True},
        {"effect": "duration", "turns": "strength"}, {"effect": "negated_by", "research": "strength"},
    ),
    "O2|injury": (_equip("opp_crew"), {"effect": "status", "disabled": True}, {"effect": "negated_by", "research": "strength"}),
    "O3|defensive electronic warfare": ({"effect": "volley_mod", "reduce": 2}, {"effect": "reaction_use", "on": "fired_upon"}),
    "O3|offensive electronic warfare": (_equip("own_unit"), {"effect": "volley_boost", "add": 2}),
    "O3|forced retreat": (
        {"effect": "return_to_hand", "targets": "SB", "max_strength": "strength"},
        {"effect": "note", "text": "several Forced Retreats are not combined against a stronger unit"},
    ),
    "O5|political upheaval": (
        _equip("opp_terrain", max_strength="strength"), {"effect": "status", "no_points": True},
        {"effect": "negated_by", "research": "strength", "plus_host": True},
    ),
    "O7|capital revitalization": ({"effect": "draw_to", "size": 9},),
    "O8|planetary revolt": (_equip("opp_terrain"), {"effect": "status", "no_points": True}, {"effect": "duration", "turns": 4}),
    "S1|bolaar patrol ship": _PATROL,
    "S1|corporate pirate patrol ship": _PATROL,
    "S2|independent freighter": ({"effect": "on_terrain"},),
    "S3|argonian science vessel argonian rainshower science vessel": (),
    "S4|argonian scout cruiser argonian cumulonimbus scout cruiser": (
        {"effect": "note", "text": "always takes the research point, never the look at a hand card"},
    ),
    "S4|indirigan frigate indirigan nomads frigate": _INDIRIGAN,
    "S5|indirigan destroyer indirigan nomads destroyer": _INDIRIGAN,
    "S6|indirigan light cruiser": _INDIRIGAN,
    "S6|indirigan medium cruiser indirigan nomads medium cruiser": _INDIRIGAN,
    "T2|comet biruks comet": _COMET,
    "T6|comet sochess comet": _COMET,
    "T3|dragon egg": ({"effect": "fleet_volley_reduction", "amount": 1, "on": "Space Dragon"},),
    "T3|planet crystal planet": ({"effect": "immune", "kinds": ("weapons",)},),
    "T4|forming system": ({"effect": "halve_damage", "kinds": ("heavy",)},),
    "T4|small planet siobhan 7": (),  # flavour only (the "-" is a misread hyphen)
    "T5|planet vektrea prime": (),  # flavour only
    "T5|dragon cave": (),  # healing points only ever go to dragons in this engine
    "T5|nebula homecloud nebula": (
        {"effect": "fleet_volley_reduction", "amount": 1, "on": "Argonian", "all_fleets": True},
    ),
})


def _note(text: str) -> Effect:
    return {"effect": "note", "text": text}


def _shuttle(phasers: int, heavy: int = 0) -> tuple[Effect, ...]:
    weapons: dict[str, Any] = {"effect": "add_weapons", "phasers": phasers, "one_shot": True}
    if heavy:
        weapons["heavy"] = heavy
    return (
        _equip("own_unit"), {"effect": "transport"}, weapons,
        _note("moving crew between own locations and reaction-mode play are not modelled; its "
              "there-and-back mission and one-shot phasers are; several uses in one turn are allowed"),
    )


_DOCTOR = (
    _equip("own_location"), {"effect": "ward", "titles": ("illness", "injury")},
)
_ESCORT = (
    {"effect": "escort", "min_strength": 7},
    _note("the engine intercepts as much as the escort survives (the defender's choice, simplified)"),
)
_SWEEPER = ({"effect": "minesweeper"}, _note("negates mines automatically (not a choice)"))
_AUTOMATON = (
    _equip("own_crew"), {"effect": "add_strength", "amount": "strength"},
    {"effect": "ward", "titles": ("illness", "injury", "plague", "disease", "malpractice"), "clear": False},
)
_VEKTREAN = (
    {"effect": "as_terrain"}, {"effect": "immune", "kinds": ("phaser",)},
    _note("played on no terrain; as terrain only heavy weapons damage it; shields block card damage as usual"),
)


def _hatchling(phasers: int) -> tuple[Effect, ...]:
    return (
        {"effect": "mount", "on": "D"}, {"effect": "add_strength", "amount": "strength"},
        {"effect": "add_weapons", "phasers": phasers},
    )


_WANDERING = (
    {"effect": "destroy", "targets": "S", "indirigan": True},
    _note("the crew-strength limit, combining several cards and the return to an Indirigan player's hand are not modelled"),
)
_REFERENCE = (_note("a reference or packaging card: never played"),)
CARD_EFFECTS_PLASMA = (
    {"effect": "monster", "targets": "SBT", "damage_each_turn": 2, "defeat": "damage"},
    {"effect": "negated_by", "research": "strength"},
    _note("played as a hazard only; its terrain side (2 energy) is not offered"),
)
_GUARDIAN = (_equip("own_ship", lowest=True), {"effect": "guardian"})
_REARM = ({"effect": "rearm"},)

# Issue 11, second pass: the rest of the shared decks' cards.
CARD_EFFECTS.update({
    "E3|shuttlecraft": _shuttle(1),
    "E4|heavy shuttlecraft": _shuttle(2),
    "E5|fighter": _shuttle(1, heavy=1),
    "E1|terrain attack shuttle": (
        _equip("own_ship"), {"effect": "transport"},
        {"effect": "card_damage", "amount": 1, "targets": "T", "when": "operate"},
        _note("moving crew between own locations is not modelled"),
    ),
    "L1|lucky crew action": ({"effect": "counter"}, {"effect": "reaction_use", "on": "card_on_crew"}),
    "C1|crewman": (
        _equip("own_location"), {"effect": "counter", "substitute": True},
        {"effect": "reaction_use", "on": "card_on_crew"},
        _note("raising a bar tender's strength is not modelled"),
    ),
    "C2|doctor": _DOCTOR,  # its research point is its printed stat
    "C7|doctor": _DOCTOR,
    "E1|cargo": (
        _equip("own_unit"), {"effect": "add_strength", "amount": 1},
        _note("the extra damage point is modelled as one more strength; using it as a supply point is not modelled"),
    ),
    "E1|escape pod": (
        _equip("own_unit"), {"effect": "escape", "count": 3},
        _note("played on the unit beforehand rather than in reaction; the crew go to the first other own unit"),
    ),
    "E1|fuser mechanism": (
        _equip("own_ship", indirigan=True), {"effect": "volley_boost", "heavy_mult": 2},
        _note("doubles the heavy weapons of the ship's next volley; foreign technology is a stocking rule"),
    ),
    "H3|magnetic cloud": (
        _equip("ship"), {"effect": "status", "no_shields": True, "no_heavy": True},
        {"effect": "duration", "turns": "strength"},
        _note("destroying it early with heavy weapons fire from outside the cloud is not modelled"),
    ),
    "H4|gravity pocket": (
        {"effect": "card_damage", "amount": 3, "targets": "S", "when": "play", "discard_after": True},
        _note("the later double-energy-or-2-damage choice is not modelled"),
    ),
    "L2|malpractice": (
        _equip("opp_crew", title="doctor"), {"effect": "status", "disabled": True}, {"effect": "duration", "turns": 1},
    ),
    "M2|space vertigo": (
        _equip("opp_crew"), {"effect": "status", "disabled": True}, {"effect": "duration", "turns": 1},
        _note("killing a telepath is not modelled"),
    ),
    "M3|invinco guardian": _GUARDIAN,
    "M6|invinco guardian": _GUARDIAN,
    "H/T2|plasma field": CARD_EFFECTS_PLASMA,
    "T6|black hole": (
        {"effect": "drain", "points": {"energy": 3}},
        _note("economy used as energy is not drained"),
    ),
    "B2|defensive satellites": ({"effect": "damaged_weapons", "phasers": 2},),
    "B2|fighter garrison": _REARM,
    "S3|indirigan light carrier": _REARM,
    "S7|argonian heavy carrier argonian ionstorm heavy carrier": _REARM,
    "B4|police headquarters": ({"effect": "police"},),
    "T5|star": ({"effect": "terrain_host", "max_strength": 5},),
    "T1|planetary storm": ({"effect": "combine_terrain"},),
    "T2|captured moon": ({"effect": "combine_terrain", "tags": ("Planet", "SystemTerrain", "StarTerrain")},),
    "Spcl25|point symbols": (_note("a reference card: never played"),),
    "A4|hot nobelium": (_equip("own_dragon"), {"effect": "weapon_mult", "heavy": 2}),
    "A6|gaia separation": (
        _equip("own_terrain", max_strength="strength"), {"effect": "status", "output": {"all": 2}},
        _note("blocking negative point modifiers on the terrain is not modelled"),
    ),
    "A7|urbanization": (
        _equip("own_terrain"), {"effect": "status", "output": {"supply": "economy"}},
        _note("always converts the supply output (never the energy)"),
    ),
    "L5|ice age": (
        _equip("terrain"), {"effect": "status", "output": {"energy": 0.5}},
        _note("the stack's doubled energy requirements and its removal by phaser damage are not modelled"),
    ),
    "L6|artifact dragon gem of protection": (
        _equip("own_dragon"), {"effect": "add_shields", "shields": 6},
        _note("its shields are repaired like a ship's shields are not (dragons heal structure only); "
              "it stays after its sixth damage point"),
    ),
    "M7|tri lateral textangula": (
        {"effect": "fleet_damage", "amount": 3, "targets": "SB", "max_targets": 3},
        _note("attacks once when played and is then discarded; the engine picks the three units"),
    ),
    "O1|time skip": (
        _equip("opp_any"), {"effect": "status", "out_of_play": True, "no_fire": True}, {"effect": "duration", "turns": 1},
    ),
    "O8|alien love interest": (
        _equip("opp_crew", max_strength="strength"), {"effect": "status", "disabled": True},
        {"effect": "negated_by", "research": "strength"},
        _note("its owner never approves the crew card's actions"),
    ),
    "C4|security officer": (
        _equip("own_location"), {"effect": "security"},
        _note("the +2 strength for own combat crew is not modelled"),
    ),
    "C8|general": (
        _equip("own_base"), {"effect": "transport"},
        _note("missions without transport from its base are modelled; +2 strength for combat crew is not"),
    ),
    "M3|phase rats": (
        {"effect": "monster", "targets": "SB", "damage_each_turn": 1, "defeat": "damage"},
        {"effect": "status", "cost_mult": {"supply": 3}},
        _note("destroyed by any damage equal to its strength, not only crew attacks"),
    ),
    "M2|rat infestation": (
        {"effect": "monster", "targets": "SB", "defeat": "damage"},
        {"effect": "status", "cost_add": {"supply": 2}},
        _note("crew strength -1 and removal by transporter operations are not modelled"),
    ),
    "H2|supersonic flow": (
        {"effect": "monster", "targets": "SB", "damage_each_turn": 2, "defeat": "damage", "phaser_immune": True},
    ),
    "D6|solar dragoness": ({"effect": "on_terrain"}, {"effect": "protect_terrain"}),
    "A5|mind mold symbionts": (
        _equip("own_monster", max_strength=4), {"effect": "add_strength", "amount": "strength"},
        _note("its immunity to negation by weaker cards is not modelled"),
    ),
    "L8|targeting error": (
        {"effect": "volley_mod", "redirect": True}, {"effect": "reaction_use", "on": "firing_fleet"},
        _note("the redirected volley's firers still protect the Sector HQ"),
    ),
    "L9|suspended animation": (
        {"effect": "limit_plays", "max": 0}, {"effect": "reaction_use", "on": "opponent_card"},
        _note("a reaction window opens only when the opponent's card is played against the player's cards; "
              "it goes to the top of the discard pile"),
    ),
    "O1|time compression": (
        {"effect": "limit_plays", "max": 2}, {"effect": "reaction_use", "on": "opponent_card"},
        _note("played as a reaction on the current turn only (a window opens when the opponent's card is "
              "played against the player's cards)"),
    ),
    "E3|heavy weapon refit": (_equip("own_unit"), {"effect": "add_weapons", "heavy": 1},
                               _note("the three-refit limit for ships is not enforced for heavy weapons")),
    "E6|heavy weapon refit": (_equip("own_unit"), {"effect": "add_weapons", "heavy": 2},
                               _note("the three-refit limit for ships is not enforced for heavy weapons")),
    "E4|tram refit": (_equip("own_unit", empire="Mechad"), {"effect": "add_weapons", "heavy": 2},
                      _note("the three-refit limit for ships is not enforced")),
    "E2|krebiz armor": (_equip("own_ship", empire="Krebiz", krebiz="cruiser"), {"effect": "add_strength", "amount": 2}),
    "E3|krebiz armor": (_equip("own_ship", empire="Krebiz", krebiz="cruiser"), {"effect": "add_strength", "amount": 3}),
    "E1|capsule engine pack krebiz capsule engine pack": (
        _equip("own_ship", empire="Krebiz", krebiz="capsule"), {"effect": "add_strength", "amount": 1},
        {"effect": "volley_reduction", "amount": 1},
        _note("returning to the hand when a cruiser joins the capsule is not modelled"),
    ),
    "E4|hangar bay": (_equip("own_unit", types="B"), {"effect": "rearm"}),
    "E4|stellar map": (
        _equip("own_ship"), {"effect": "ward", "titles": ("type:H",), "clear": False},
        _note("the black hole exemption is not modelled"),
    ),
    "C4|navigator": (
        _equip("own_location", types="S"), {"effect": "ward", "titles": ("type:H", "navigational error")},
        _note("immunity to Forced Retreat is not modelled"),
    ),
    "E3|engine synchronization": (
        _equip("own_ship"), {"effect": "cost_reduction", "energy": 1}, {"effect": "no_stat_points", "kinds": ("energy",)},
    ),
    "C8|commodore": (
        _equip("own_location"), {"effect": "volley_reduction", "amount": 2}, {"effect": "cost_reduction", "supply": 2},
        {"effect": "no_stat_points", "kinds": ("supply",)},
        _note("the two fewer supply points apply at its location, not anywhere in the fleet"),
    ),
    "C9|admiral": (
        _equip("own_location"), {"effect": "volley_reduction", "amount": 3}, {"effect": "cost_reduction", "supply": 3},
        {"effect": "no_stat_points", "kinds": ("supply",)},
        _note("the three fewer supply points apply at its location, not anywhere in the fleet"),
    ),
    "C4|pirate captain": (
        _equip("own_location"), {"effect": "volley_reduction", "amount": 2, "on": "pirate"},
        _note("equipment operating without energy and its economy cost are not modelled"),
    ),
    "C5|quartermaster": (_equip("own_location"), {"effect": "extra_draw", "count": 1, "on": "B"}),
    "E5|antimatter mine": (
        _equip("own_unit"),
        {"effect": "card_damage", "amount": 2, "targets": "S", "when": "operate", "discard_after": True,
         "all_shields": True, "ignore_shields": True},
    ),
    "E2|repulsion beam": (
        _equip("opp_ship"), {"effect": "status", "no_fire": True}, {"effect": "duration", "turns": 1},
        _note("played in the Play Cards Phases, not in reaction; foreign technology is a stocking rule"),
    ),
    "E9|shroud": (
        _equip("own_ship"), {"effect": "status", "phaser_immune": True},
        _note("its energy cost is not charged"),
    ),
    "E6|repair bay indirigan repair bay": (
        _equip("own_ship", indirigan=True),
        _note("its 2 repair points are its printed stat; its supply and energy costs are not charged"),
    ),
    "E8|fuser": (_equip("own_ship", indirigan=True), {"effect": "weapon_mult", "heavy": 2}),
    "E6|sabot sequencer": (
        _equip("own_ship", empire="Krebiz"), {"effect": "weapon_mult", "heavy": 2},
        _note("every heavy weapon of a Krebiz ship is taken to be a sabot"),
    ),
    "E8|bolaar phaser capacitors": (
        _equip("own_ship", empire="Bolaar"), {"effect": "add_weapons", "double_host": True},
        _note("two shots of one phaser may be combined in one volley"),
    ),
    "E3|cargo": (
        _equip("own_unit"), {"effect": "add_strength", "amount": 3},
        _note("the extra damage points are modelled as three more strength; using it as supply is not modelled"),
    ),
    "E3|reserve power": (
        {"effect": "gain_points", "points": {"energy": 3}}, {"effect": "no_stat_points", "kinds": ("energy",)},
        _note("played in the Allocation Phase only; the energy is not tied to one unit; it is discarded after use"),
    ),
    "E6|reserve power": (
        {"effect": "gain_points", "points": {"energy": 6}}, {"effect": "no_stat_points", "kinds": ("energy",)},
        _note("played in the Allocation Phase only; the energy is not tied to one unit; it is discarded after use"),
    ),
    "E7|heavy fighter": _shuttle(1, heavy=2),
    "E9|personal corvette": (
        _equip("own_unit"), {"effect": "escape", "count": 1},
        _note("used once (then discarded), not continuously; it is not moved"),
    ),
    "C5|weapons officer": (
        _equip("own_location"), {"effect": "weapon_mult", "all": 1.5},
        _note("ignoring electronic warfare is not modelled"),
    ),
    "C6|spy": (
        _equip("own_location"), {"effect": "counter", "substitute": True}, {"effect": "reaction_use", "on": "card_on_crew"},
        _note("viewing an opponent's hand is not modelled; its research is its printed stat"),
    ),
    "C6|planetary leader": (
        _equip("own_terrain"), {"effect": "volley_reduction", "amount": 1},
        _note("negating cards that reduce terrain output is not modelled"),
    ),
    "C7|boarding party": (
        _equip("own_location"),
        {"effect": "mission", "ops": ("structure", "destroy_equipment", "kill_crew"), "amount": 2},
        _note("capturing a crew card is modelled as removing it"),
    ),
    "C9|marauder": (
        _equip("own_location"),
        {"effect": "mission", "ops": ("structure", "destroy_equipment", "kill_crew"), "amount": 2},
        _note("one action a turn, not two; it goes back to its unit after each mission"),
    ),
    "C2|mercenary": (
        _equip("own_location"), {"effect": "mission", "ops": ("destroy_equipment", "kill_crew")},
        _note("its economy cost (none on a Vektrean ship) is not charged"),
    ),
    "C4|bounty hunter": (
        _equip("own_location"), {"effect": "mission", "ops": ("kill_crew",)},
        _note("killing a stronger crew card for economy points is not modelled"),
    ),
    "C4|corrupt politician": (
        _equip("opp_any", types="SBT"), {"effect": "status", "output": {"economy": 0}, "cost_add": {"economy": 1}},
    ),
    "E3|emergency power": (
        {"effect": "volley_mod", "reduce": "half_strength"}, {"effect": "reaction_use", "on": "fired_upon"},
        _note("reduces the volley by half the unit's strength (not only its shield damage)"),
    ),
    "C1|bar tender": (
        _equip("own_location"), {"effect": "ward", "titles": ("insanity", "anarchist")},
        _note("the round of beverages is flavour; it also discards an Anarchist (the Anarchist's text)"),
    ),
    "H1|dust cloud": ({"effect": "card_damage", "amount": 1, "targets": "SB", "when": "play", "discard_after": True},),
    "H2|meteor shower": (
        {"effect": "card_damage", "amount": 1, "targets": "SBT", "when": "play", "discard_after": True},
        _note("always the damage option (never destroying a shuttle or generating research)"),
    ),
    "H3|radioactive dust cloud": (
        {"effect": "card_damage", "amount": 2, "targets": "SB", "when": "play", "discard_after": True},
        _note("blocking scout abilities for a turn is not modelled"),
    ),
    "H4|cosmic rays": (
        {"effect": "card_damage", "amount": 2, "targets": "SB", "when": "play", "discard_after": True},
        _note("knocking the crew unconscious is not modelled"),
    ),
    "H8|gravity pocket": (
        {"effect": "card_damage", "amount": 6, "targets": "S", "when": "play", "discard_after": True},
        _note("the later triple-energy-or-3-damage choice is not modelled"),
    ),
    "H3|quasar": (
        _equip("own_unit", types="SB"), {"effect": "volley_reduction", "amount": 3}, {"effect": "duration", "turns": "strength"},
    ),
    "H6|crab pulsar": (
        {"effect": "monster", "targets": "SBT", "damage_each_turn": 2, "defeat": "damage"}, {"effect": "duration", "turns": 3},
    ),
    "H4|warp funnel": (
        {"effect": "monster", "targets": "S", "damage_each_turn": 1, "defeat": "damage"},
        {"effect": "status", "no_hq_protect": True},
    ),
    "H10|akru supernova": ({"effect": "fleet_damage", "amount": 3, "targets": "SBT", "max_targets": 10},
                           _note("the engine picks the ten cards (those closest to destruction)")),
    "H6|type ii supernova": ({"effect": "fleet_damage", "amount": 2, "targets": "SBT", "max_targets": "strength"},
                             _note("the cards are in one opponent fleet, picked by the engine")),
    "L3|pirates cache": (
        {"effect": "gain_points", "points": {"economy": 1, "supply": 1, "ammunition": 1}},
        {"effect": "no_stat_points", "kinds": ("economy", "supply", "ammunition")},
        _note("played in the Allocation Phase only"),
    ),
    "L6|distress beacon": ({"effect": "retrieve", "types": "C", "count": 3}, _note("played in the Play Cards Phases, not in reaction")),
    "L6|lucky maneuver": ({"effect": "volley_mod", "all": True}, {"effect": "reaction_use", "on": "fired_upon"}),
    "O2|gold vein": (
        _equip("own_terrain"), {"effect": "points", "points": {"economy": 2}}, {"effect": "duration", "turns": "strength"},
    ),
    "O2|space debris": (
        {"effect": "gain_points", "points": {"supply": 1, "research": 1}}, {"effect": "no_stat_points", "kinds": ("supply", "research")},
    ),
    "O5|derelict spacecraft": (
        {"effect": "gain_points", "points": {"supply": 2, "ammunition": 2, "research": 2}},
        {"effect": "no_stat_points", "kinds": ("supply", "ammunition", "research")},
    ),
    "O2|comet impact": (
        _equip("opp_terrain"), {"effect": "card_damage", "amount": 2, "targets": "T", "when": "attach"},
        {"effect": "status", "no_points": True}, {"effect": "duration", "turns": 1},
    ),
    "O2|natural disaster": (
        _equip("opp_terrain"), {"effect": "status", "output": {"economy": 0}}, {"effect": "duration", "turns": 2},
        _note("economy from modifier cards on the terrain is not consumed"),
    ),
    "O4|love interest": (
        _equip("opp_crew", max_strength="strength"), {"effect": "status", "disabled": True}, {"effect": "duration", "turns": 1},
    ),
    "O4|repair delivery": (
        {"effect": "repair", "amount": "strength"}, {"effect": "no_stat_points", "kinds": ("repair",)},
        _note("repairs ships and bases only (not terrain or the Sector HQ); played in the Play Cards Phases"),
    ),
    "O5|breakdown": (_equip("opp_unit", types="SB"), {"effect": "status", "no_fire": True}, {"effect": "negated_by", "repair": "strength"}),
    "O5|forced retreat": (
        {"effect": "return_to_hand", "targets": "SB", "max_strength": "strength"},
        _note("several Forced Retreats are not combined against a stronger unit"),
    ),
    "O7|forced retreat": (
        {"effect": "return_to_hand", "targets": "SB", "max_strength": "strength"},
        _note("several Forced Retreats are not combined against a stronger unit"),
    ),
    "O5|illness": (
        _equip("opp_crew"), {"effect": "status", "disabled": True},
        {"effect": "duration", "turns": "strength"}, {"effect": "negated_by", "research": "strength"},
    ),
    "O9|illness": (
        _equip("opp_crew"), {"effect": "status", "disabled": True},
        {"effect": "duration", "turns": "strength"}, {"effect": "negated_by", "research": "strength"},
    ),
    "O6|injury": (_equip("opp_crew"), {"effect": "status", "disabled": True}, {"effect": "negated_by", "research": "strength"}),
    "O5|evasive maneuvers": (
        {"effect": "volley_mod", "reduce": 2}, {"effect": "reaction_use", "on": "fired_upon"},
        _note("played in reaction only (the 3-point advance play is not modelled)"),
    ),
    "O5|tactical retreat": ({"effect": "return_to_hand", "targets": "S", "own": True},),
    "O6|alien abduction": (
        {"effect": "destroy", "targets": "C", "max_strength": "strength"},
        _note("saving the crew with a reaction-mode transporter is not modelled"),
    ),
    "M6|seductress": ({"effect": "destroy", "targets": "C", "max_strength": "strength"},),
    "O8|technological breakthrough": (
        {"effect": "draw", "count": 3}, _note("the drawn cards count against the card play limit"),
    ),
    "O9|alliance treaty": ({"effect": "draw", "count": 5}, _note("always the draw option (never the truce)")),
    "O3|early warning beacon": (
        {"effect": "extra_plays", "more": 2}, _note("not playable on turns 1 and 2 (the engine's rule for extra plays)"),
    ),
    "O3|offensive defensive electronic warfare": (
        {"effect": "volley_mod", "reduce": 1}, {"effect": "reaction_use", "on": "fired_upon"},
        _note("the +1 to the unit's next volley is not modelled"),
    ),
    "O1|sun spot": (
        {"effect": "volley_mod", "reduce": 1}, {"effect": "reaction_use", "on": "fired_upon"},
        _note("always the volley option (never the terrain output one)"),
    ),
    "O10|planetary destruction": (
        {"effect": "destroy", "targets": "T"},
        _note("freighters and tugs on the terrain survive (as when a terrain is destroyed by damage)"),
    ),
    "M3|alien parasites": (
        _equip("opp_ship"), {"effect": "status", "no_fire": True}, {"effect": "negated_by", "research": "strength"},
        _note("disengaged is modelled as unable to fire; the ship's points are still generated"),
    ),
    "M3|shadow": (
        _equip("ship"), {"effect": "add_strength", "amount": 3},
        _note("the extra damage points are modelled as strength; crew weakening is not modelled"),
    ),
    "M4|harvesters": (_equip("opp_terrain"), {"effect": "status", "output": {"supply": 0}},
                      _note("moving it with a science officer is not modelled")),
    "B3|power generation platform": (),
    "B3|repair station": (),
    "B4|planetary phaser base": (_note("protection by a planetary shield card's shields is not modelled"),),
    "B4|research base": (_note("protection by a planetary shield card's shields is not modelled"),),
    "T8|dragon lair": (_note("the second-lair rule (a dragon engaged without its points) is not modelled"),),
    "T9|dragon lair": (_note("the second-lair rule (a dragon fully healed each turn) is not modelled"),),
    "T3|dragon hole": (),  # healing points only ever go to dragons in this engine
    "T4|planet podekkur prime": ({"effect": "ward", "titles": ("type:C",)},),
    "T10|super massive star": ({"effect": "terrain_host", "max_strength": 99},),
    "T1|captured satellite": ({"effect": "combine_terrain"},),
    "S1|krebiz light carrier capsule": _REARM,
    "S2|krebiz carrier capsule": _REARM,
    "S4|argonian assault carrier argonian galestorm assault carrier": _REARM,
    "S8|indirigan heavy carrier": _REARM,
    "S1|krebiz science capsule": (),
    "S2|krebiz scout capsule": (_note("always takes the research point, never the look at a hand card"),),
    "S5|corporate scout cruiser": (_note("always takes the research point, never the look at a hand card"),),
    "S4|bolaar stealth raider": (_note("always takes the research points, never the look at a hand card"),),
    "S4|mechad scout cruiser": (
        {"effect": "points", "points": {"research": 1}},
        _note("always takes the research point, never the look at a hand card"),
    ),
    "S3|independent tug": ({"effect": "on_terrain"},),
    "S5|ore carrier": ({"effect": "on_terrain"},),
    "S6|garbage scow": ({"effect": "on_terrain"}, _note("draining an opponent terrain's economy is not modelled")),
    "S4|local police ship": (
        {"effect": "on_terrain"}, {"effect": "police"},
        _note("pirates of any strength greater than its own may still fire at its terrain; pirates may fire at the ship"),
    ),
    "S6|luxury liner": ({"effect": "no_command"},),
    "S7|bolaar dreadnought": (_DRAGON_COMMAND,),
    "S7|indirigan heavy cruiser": _INDIRIGAN,
    "S8|indirigan battlecruiser indirigan nomads battlecruiser": _INDIRIGAN,
    "S9|indirigan dreadnought": _INDIRIGAN,
    "D2|oort dragoness": ({"effect": "halve_damage", "kinds": ("all",)},),
    "D9|nebula dragon": ({"effect": "min_attacker", "strength": 7}, _DRAGON_COMMAND),
    "D10|deinos nameh dragon king": ({"effect": "dragon_lord", "kind": "phaser"}, _DRAGON_COMMAND),
    "D10|draxos iii dragon queen": ({"effect": "dragon_lord", "kind": "heavy"}, _DRAGON_COMMAND),
    "T/H2|plasma field": (
        {"effect": "points", "points": {"energy": 2}},
        _note("played as terrain only (2 energy); its hazard side is not offered"),
    ),
    "S2|argonian escort argonian warm front escort": _ESCORT,
    "S1|krebiz escort capsule": _ESCORT,
    "S2|corporate escort": _ESCORT,
    "S2|mechad escort": _ESCORT,
    "S3|indirigan escort indirigan nomads escort": (
        {"effect": "escort", "min_strength": 2},
        _note("the engine intercepts as much as the escort survives (the defender's choice, simplified)"),
    ),
    "S1|krebiz minesweeper capsule": _SWEEPER,
    "S4|argonian minesweeper argonian sleet minesweeper": _SWEEPER,
    "S4|corporate minesweeper": _SWEEPER,
    "C6|base commander": (
        _equip("own_base"), {"effect": "status", "protects_hq": True},
        {"effect": "cost_reduction", "energy": 1}, {"effect": "no_stat_points", "kinds": ("energy",)},
        _note("played on bases only (its command point counts only there)"),
    ),
    "C5|communications officer": (
        _equip("own_base"), _note("played on bases only; viewing the next card of the deck is not modelled"),
    ),
    "A1|lesser automaton": _AUTOMATON,
    "A3|automaton": _AUTOMATON,
    "A5|greater automaton": _AUTOMATON + (_note("floating in space after its location is destroyed is not modelled"),),
    "A9|dragon automaton": (_equip("own_dragon"),) + _AUTOMATON[1:],
    "A2|hand held weapon": (
        _equip("own_crew"), {"effect": "add_strength", "amount": 2},
        _note("the two points count for every purpose, not only crew combat"),
    ),
    "A7|eon molting": _molting(7),
    "Spcl25|dragons of space": _REFERENCE,
    "Spcl25|primary edition basic deck a front": _REFERENCE,
    "Spcl25|primary edition basic deck a rear": _REFERENCE,
    "Spcl25|primary edition basic deck b front": _REFERENCE,
    "Spcl25|primary edition basic deck b rear": _REFERENCE,
    "Spcl25|primary edition booster box": _REFERENCE,
    "Spcl25|primary edition booster pack": _REFERENCE,
    "E1|distribution node": (_equip("own_ship", empire="Mechad"), {"effect": "add_nodes", "nodes": 1}),
    "E5|distribution nodes": (_equip("own_ship", empire="Mechad"), {"effect": "add_nodes", "nodes": 2}),
    "E9|distribution nodes": (
        _equip("own_ship", empire="Mechad"), {"effect": "add_nodes", "nodes": 3},
        _note("the scan says 1 extra node; the printed node symbols (3) are used"),
    ),
    "O8|emergency damage control": ({"effect": "repair", "amount": "half"}, _note("played in the Play Cards Phases")),
    "O8|economic crisis": (
        {"effect": "fleet_card"}, {"effect": "drain", "points": {"economy": 99}}, {"effect": "duration", "turns": 1},
    ),
    "O6|labor strikes": (
        {"effect": "fleet_card"}, {"effect": "drain", "points": {"ammunition": 99}}, {"effect": "duration", "turns": 1},
        _note("economy points may still be used as ammunition"),
    ),
    "H5|em burst": (
        {"effect": "fleet_card"}, {"effect": "drain", "points": {"research": 99}}, {"effect": "duration", "turns": 1},
        _note("research from crew cards is stopped too; blocking electronic warfare is not modelled"),
    ),
    "L4|cursed alien artifact": ({"effect": "fleet_card"}, {"effect": "extra_draw", "count": -2, "once": True}),
    "L5|heavy weapons backfire": ({"effect": "volley_mod", "backfire": True}, {"effect": "reaction_use", "on": "firing_unit"}),
    "L4|unsuccessful minesweeping": (
        _equip("opp_ship", title="minesweeper"), {"effect": "status", "no_sweep": True}, {"effect": "duration", "turns": 2},
        _note("played in the Play Cards Phases, not in reaction"),
    ),
    "M6|scentari snails": (
        {"effect": "card_damage", "amount": "target_half", "targets": "SB", "ignore_shields": True},
        _note("the hull damage lands at once, fractions dropped (not rounded up at the owner's next turn)"),
    ),
    "L4|monster overstrike": (
        _equip("own_dragon"), {"effect": "volley_boost", "mult": 2},
        _note("on dragons only (its use on monsters is not modelled)"),
    ),
    "C6|telepath": (
        {"effect": "counter"}, {"effect": "reaction_use", "on": "card_on_fleet"},
        _note("played only as that reaction; the +2 strength for crew at its location is not modelled"),
    ),
    "B/T5|vektrean asteroid outpost": _VEKTREAN,
    "B/T9|vektrean asteroid starbase": _VEKTREAN,
    "T/B5|vektrean asteroid outpost": _VEKTREAN,
    "T/B9|vektrean asteroid starbase": _VEKTREAN,
    "D1|dragon hatchling": _hatchling(1),
    "D2|dragon hatchling": _hatchling(2),
    "O3|bureaucracy": (
        {"effect": "fleet_card"}, {"effect": "play_limit", "max": 2}, {"effect": "duration", "turns": 2},
        _note("played against one opponent (all opponents in a two-player match)"),
    ),
    "M4|sirens": (
        {"effect": "fleet_card", "own": True}, {"effect": "volley_bonus", "amount": 1}, {"effect": "duration", "turns": 1},
    ),
    "H3|small minefield": (
        {"effect": "fleet_damage", "amount": "strength", "targets": "S", "split": True},
        _note("damage taken as its strength (the symbols are not in the data), spread over one opponent fleet's ships"),
    ),
    "H6|large minefield": (
        {"effect": "fleet_damage", "amount": "strength", "targets": "S", "split": True},
        _note("damage taken as its strength (the symbols are not in the data), spread over one opponent fleet's ships"),
    ),
    "C2|ordnance officer": (
        _equip("own_location"), _note("its one-less-ammunition saving is modelled as one ammunition point"),
    ),
    "C6|operations officer ops": (
        _equip("own_location"), {"effect": "cost_reduction", "supply": 1},
        _note("always saves supply (never energy); doubling ammunition at its location is not modelled"),
    ),
    "C6|commando": (
        _equip("own_location"), {"effect": "security", "all": True},
        _note("no opponent crew missions reach its location; using a transporter twice a turn is not modelled"),
    ),
    "C5|ambassador": (_equip("own_location", types="SB"), {"effect": "status", "min_attacker": 6}),
    "C1|indirigan female": (
        _equip("own_location", types="S"), {"effect": "status", "no_indirigan_fire": True},
        _note("capture is modelled as removal"),
    ),
    "C10|scholar": (
        _equip("own_location"),
        _note("its 5 research points are its printed stat; doubled artifacts and foreign technology are not modelled"),
    ),
    "C1|confidential first chief executive deputy assistant to the ditto": (
        _equip("own_crew"), {"effect": "status", "double_output": True},
        _note("printed command points are doubled too"),
    ),
    "E10|subspace stabilizers": (
        _equip("own_unit", types="B"), {"effect": "add_strength", "amount": "host"},
        _note("playing a base independently and surviving its terrain are not modelled"),
    ),
    "E2|gp chamber argonian gaseous protection chamber": (
        _equip("own_unit"), {"effect": "escape", "count": 1},
        _note("played beforehand rather than in reaction; the crew goes to another own location rather than floating"),
    ),
    # Duration 5: the engine discards expired cards before allocation, so the fourth turn's point
    # is still made (v2.1 "RECORD KEEPING STEP": cards produce before being discarded).
    "T2|ionized particle field": ({"effect": "decay"}, {"effect": "duration", "turns": 5}),
    "T8|system mechad system": ({"effect": "mechad_bonus"},),
    "O3|wandering desire": _WANDERING,
    "O5|wandering desire": _WANDERING,
    "O5|pirate activity": (
        {"effect": "fleet_card"}, {"effect": "drain", "points": {"supply": "half"}}, {"effect": "duration", "turns": 1},
        _note("the engaged-police-ship restriction is not checked"),
    ),
    "M1|research defiler": (
        {"effect": "fleet_card"}, {"effect": "drain", "points": {"research": "half"}},
        _note("it stays until the game ends (two monster-negating crew cards do not discard it)"),
    ),
    "C8|assassin": (
        _equip("own_location"), {"effect": "mission", "ops": ("kill_crew",)},
        _note("reaching an opponent location needs a transport like other crew missions; the look at a hand card is not modelled"),
    ),
    "H5|power outage": (
        {"effect": "monster", "targets": "SB", "damage_each_turn": "host_energy", "structure": True},
        {"effect": "duration", "turns": "strength"},
    ),
    "A5|anarchist": (
        _equip("opp_crew", max_strength="strength"), {"effect": "status", "disabled": True},
        {"effect": "monster", "damage_each_turn": 2, "structure": True, "hits": "location"},
    ),
    "M9|kraken": (
        {"effect": "fleet_card"}, {"effect": "fleet_damage", "amount": 9, "targets": "SB", "each_turn": True},
        {"effect": "negated_by", "research": 9},
        _note("the damage is spread as evenly as possible by the engine (not at the Kraken owner's option)"),
    ),
    "O2|shipping delays": (
        {"effect": "fleet_card"}, {"effect": "drain", "points": {"supply": 4}}, {"effect": "duration", "turns": 1},
        _note("played on the player's own turn against the opponent's next allocation, not in reaction"),
    ),
    "M7|space illness": (
        {"effect": "monster", "targets": "SB", "damage_each_turn": 1, "structure": True, "defeat": "damage"},
        {"effect": "status", "cost_mult": {"energy": 2}},
        _note("the strength loss is structural damage (repairable); moving to a stronger unit is not modelled"),
    ),
    "E7|argonian strobe": (
        {"effect": "fleet_card"}, {"effect": "blind", "count": 3},
        _note("its energy cost and the no-two-consecutive-turns rule are not modelled"),
    ),
    "O7|false intelligence report": ({"effect": "fleet_card"}, {"effect": "blind", "half": True}),
    "T7|dragon lair": (_note("the second-lair rule (one dragon played engaged a turn) is not modelled"),),
    "T7|quantum black hole": (
        {"effect": "drain", "points": {"energy": 2}},
        {"effect": "fleet_damage", "amount": "strength", "targets": "T"},
        {"effect": "no_stat_points", "kinds": ("energy",)},
        _note("played into the opponent's fleet; drains 2 energy from the fleet's output rather than from one terrain"),
    ),
})

# The Ltd_Argonian and Beta_Starter decks.
CARD_EFFECTS.update({
    "E8|energy flux mode enhancement argonian energy flux mode enhancement": (
        _equip("own_ship", empire="Argonian"), {"effect": "weapon_mult", "heavy": 3, "energy": 1},
        _note("its printed energy symbols are not charged to play it"),
    ),
    "O4|early warning": (
        {"effect": "return_fire", "amount": "strength"}, {"effect": "reaction_use", "on": "firing_unit"},
    ),
    "E2|tractor beam": (
        {"effect": "tractor"}, {"effect": "reaction_use", "on": "firing_unit"}, {"effect": "duration", "turns": 1},
        _note("played only in reaction to weapons fire; the tractoring unit is the unit fired upon"),
    ),
    "O8|cessation of time": ({"effect": "end_draw", "bottom": True}, {"effect": "reaction_use", "on": "draw_phase"}),
    "L8|well of time": (
        {"effect": "fleet_card", "own": True}, {"effect": "well", "max": 8},
        {"effect": "negated_by", "research": "strength"},
        _note("the well is filled in addition to the phase's normal draws"),
    ),
    "M6|mind control beast": (
        {"effect": "control"}, {"effect": "duration", "turns": 1},
        _note("the controlled ship's stack (crew, equipment) changes control with it"),
    ),
    "O5|insanity": (
        _equip("opp_crew", max_strength="strength"), {"effect": "status", "insane": True},
        {"effect": "negated_by", "research": "strength", "plus_host": True},
        _note("the insanity player always dictates the opposite (never the normal) functions"),
    ),
    "O6|political clout": (
        _equip("opp_ship"), {"effect": "clout"}, {"effect": "status", "no_hq_protect": True},
        {"effect": "duration", "turns": 2},
    ),
})

# Primary Edition cards beyond the sample decks.
CARD_EFFECTS.update({
    "O9|insanity": (
        _equip("opp_crew", max_strength="strength"), {"effect": "status", "insane": True},
        {"effect": "negated_by", "research": "strength", "plus_host": True},
        _note("the insanity player always dictates the opposite (never the normal) functions"),
    ),
    "O8|self destruction": ({"effect": "self_destruct"},),
    "O2|serious hull breach": (
        {"effect": "hull_breach"}, _note("the engine discards the weakest crew and equipment cards (the defender's choice)"),
    ),
    "M5|zarom": (
        {"effect": "fleet_card"}, {"effect": "fleet_damage", "amount": 1, "targets": "DM", "each_turn": True, "each": True},
        {"effect": "negated_by", "research": "strength"},
    ),
    "O7|interplanetary conflict": ({"effect": "terrain_conflict"},),
    "O5|terraforming": (
        _equip("own_terrain", without="economy"), {"effect": "status", "terraform": True},
        {"effect": "terraform", "max": 5}, {"effect": "no_stat_points", "kinds": ("economy",)},
    ),
    "E1|krebiz pseudo capsule": (
        _equip("own_ship", empire="Krebiz", krebiz="cruiser", alone=True), {"effect": "absorb", "points": 1},
    ),
    "O7|surprise attack": (
        {"effect": "surprise"}, _note("needs a free card play to be played (then gives it back)"),
    ),
    "T7|planet krebizar": ({"effect": "capsule_repair"},),
    "M8|ship collector": (
        {"effect": "fleet_card", "own": True}, {"effect": "collector", "max": 4},
        _note("a collected ship is discarded (not kept on the collector)"),
    ),
    "O5|dragon coupling": (
        {"effect": "fleet_card", "own": True, "dragons": 2}, {"effect": "extra_draw", "double": True, "count": 0, "once": True},
    ),
    "C8|rear admiral": (_equip("own_base"), {"effect": "free_reserve"}),  # its command point is its printed stat
    "A6|omniscience": (_equip("own_crew"), {"effect": "free_play"}),
    "E1|false mine": (
        _equip("opp_ship", title="minesweeper"), {"effect": "status", "no_sweep": True}, {"effect": "duration", "turns": 1},
        _note("played in the Play Cards Phases, not in reaction; its mine-rack use is not modelled"),
    ),
    "E4|anti tractor": (
        {"effect": "discard_attachment", "types": "E", "title": ("tractor", "repulsion")},
        _note("played in the Play Cards Phases, not in reaction"),
    ),
    "E6|warp field destabilization gun": (
        _equip("own_unit"), {"effect": "destabilize"},
        _note("its energy symbol is not charged; foreign technology is a stocking rule"),
    ),
    "L4|navigational error": ({"effect": "crash"},),
    "O8|plague": (
        _equip("opp_unit", types="SB"), {"effect": "status", "crew_disabled": True}, {"effect": "duration", "turns": 2},
        {"effect": "plague"}, {"effect": "negated_by", "research": "strength"},
    ),
    "E4|multi purpose phasers": (
        {"effect": "return_fire", "amount": "all"}, {"effect": "reaction_use", "on": "firing_unit"},
        _note("foreign technology is a stocking rule"),
    ),
    "M5|occumbus": ({"effect": "fleet_card", "own": True}, {"effect": "shelter"}, {"effect": "duration", "turns": 1}),
    "C7|saboteur": (
        _equip("opp_unit", types="SB"), {"effect": "sabotage"},
        {"effect": "negated_by", "research": "strength", "after_use": True},
    ),
    "E5|volatile cargo": (
        _equip("own_unit"), {"effect": "volatile"},
        _note("a unit destroyed by card damage from a mine or a reaction card causes no blast"),
    ),
    "E6|super computer": (
        _equip("own_ship"), {"effect": "ew_immune"},
        _note("its command point is its printed stat; foreign technology is a stocking rule"),
    ),
    "C2|helmsman": (_equip("own_location", types="S"), {"effect": "helm"}),
    "L3|transporter malfunction": (
        {"effect": "counter_op", "via": ("transporter",)}, {"effect": "reaction_use", "on": "operate"},
    ),
    "L4|shuttle malfunction": (
        {"effect": "counter_op", "via": ("shuttle", "fighter")}, {"effect": "reaction_use", "on": "operate"},
    ),
    "O4|information leak": ({"effect": "leak"}, _note("the card looked at is shown to every player")),
    "C5|mutineer": (
        {"effect": "control", "types": "SB", "below": False, "disengage": True, "ends": "crew"},
        _note("the unit's stack changes control with it"),
    ),
    "M2|snare vines": (
        {"effect": "monster", "targets": "T", "defeat": "damage_or_research", "phaser_immune": True}, {"effect": "snare"},
    ),
    "H7|maelstrom": (
        {"effect": "monster", "targets": "SB", "damage_each_turn": "growing"},
        {"effect": "negated_by", "research": "last", "one_turn": True},
    ),
    "H5|temporal space rift": (
        {"effect": "after_loss"}, {"effect": "monster", "targets": "SB", "damage_each_turn": 2},
        {"effect": "status", "disengaged": True, "no_fire": True}, {"effect": "duration", "turns": 2},
    ),
    "O6|broken supply lines": (
        {"effect": "fleet_card"}, {"effect": "supply_lines"}, {"effect": "status", "cost_mult": {"supply": 2}},
        _note("played against one opponent fleet"),
    ),
    "E4|shuttle bomb": (
        _equip("own_equipment", title=("shuttle", "fighter")),
        {"effect": "card_damage", "amount": "host", "targets": "SBT", "when": "operate", "discard_after": True},
    ),
})


# The Ltd_Dragon deck's remaining cards (rulings in the engine's comments).
CARD_EFFECTS.update({
    "O9|ship collision": ({"effect": "collision"},),
    "O6|accelerated aging": (
        _equip("crewdragon", max_strength=5), {"effect": "grows", "per_turn": 1, "discard_at": 10, "host": True},
        _note("the first point is gained at the start of its player's next turn"),
    ),
    "M8|creature from the black hole": (
        {"effect": "monster", "targets": "SBD", "phaser_immune": True, "defeat": "damage"},
        {"effect": "engage_damage"},
        _note("destroyed by heavy weapons damage equal to its strength (phasers cannot hurt it)"),
    ),
    "M5|time fiend": (
        {"effect": "fleet_card"}, {"effect": "play_cap"},
        {"effect": "grows", "per_turn": 1, "discard_at": 10}, {"effect": "negated_by", "research": "strength"},
    ),
    "M6|time thief": (
        _equip("opp_stack"), {"effect": "time_thief"},
        _note("a card of the stack's bottom card may be the one discarded (the whole stack goes then)"),
    ),
    "L8|demigod diversion": (
        {"effect": "divert"},
        _note("used automatically on the first own ship, base or dragon destroyed (not a choice)"),
    ),
    "L7|expeditious reserves": ({"effect": "reserve_swap"},),
    "O4|impending chaos": (_equip("any"), {"effect": "chaos"}),
    "L1|unlucky crew action": (
        _equip("opp_crew"), {"effect": "unlucky"},
        _note("played in the Play Cards Phases, not in reaction"),
    ),
    "H1|divergence of psy": (
        _equip("opp_psy"), {"effect": "status", "no_hq_protect": True}, {"effect": "duration", "turns": 1},
    ),
    "A5|aurora borealis": (
        _equip("own_terrain"), {"effect": "aurora"},
        _note("the engine picks the place on the stack; other cards go back on top of the deck"),
    ),
    "A5|monster halt": ({"effect": "halt"},),
    "A8|time lore": (
        _equip("own_crewdragon"), {"effect": "time_lore"},
        _note("the look at the top cards is not shown (the card put at the bottom is exposed); played in the Play Cards Phases"),
    ),
    "D3|dark dragoness": ({"effect": "detect", "research": 3},),
    "D5|void dragoness": ({"effect": "hazard_twice"},),
    "D8|surface dragoness": (
        {"effect": "surface"},
        _note("the cost it steals is taken from its terrain's points on that player's turns; it still protects its Sector HQ"),
    ),
})


# ---- Psy empires (GErulesv21 "PSY RULES") ----------------------------------------------------

PSY_EMPIRES: frozenset[str] = frozenset({"Psycanti", "Visonic"})  # their HQ is a Psy Network
# "Health-affecting" cards (Lesser Healing Field, Heal Being): words of their titles.
HEALTH_WORDS = ("disease", "illness", "plague", "injury", "virus", "poison", "malpractice", "sickness", "infection")


def _psy(uses: int, *disciplines: str, **extra: Any) -> Effect:
    return {"effect": "psy", "uses": uses, "disciplines": disciplines, "cost": "energy", **extra}


def _fn(level: int, do: str, **params: Any) -> dict[str, Any]:
    return {"min": level, "do": do, **params}


def _field(disciplines: tuple[str, ...], *functions: Mapping[str, Any]) -> Effect:
    return {"effect": "field", "disciplines": disciplines, "functions": functions}


# The number of discipline symbols (functions a turn) is read from the card's legend (e.g.
# "%*%: Psycanti Disciplines" is three); Ruling: every symbol costs one energy point, as in the
# rulebook's example ("up to 3 functions (at a cost of 1 energy each)").
CARD_EFFECTS.update({
    "P1|psycanti muse": (_psy(1, "Psycanti", muse=True),),
    "P2|psycanti apprentice": (_psy(1, "Fleet"),),
    "P3|psycanti occultist": (_psy(2, "Psycanti"), {"effect": "occultist", "easier": 3}),
    "P4|psycanti defender": ({"effect": "psy_defender"},),
    "P4|psycanti kineticist": (_psy(3, "Kinetic", alt={"uses": 1, "disciplines": ("Any",)}),),
    "P5|psycanti apostle": (_psy(1, "Psycanti"), {"effect": "apostle", "max": 3, "disciplines": ("Psycanti",)}),
    "P6|psycanti commandant": (_psy(2, "Psycanti"), {"effect": "network_base"}),
    "P7|psycanti duelist": (_psy(2, "Psycanti"), {"effect": "duelist"}),
    "P8|psycanti paladin": (_psy(3, "Psycanti"), {"effect": "halve_damage", "kinds": ("all",)}),
    "E5|psycanti fighter psycanti intellect fighter": (
        _equip("own_location", psy_empire="Psycanti"), {"effect": "returns_to_hand"},
        {"effect": "transport", "or_fire": True}, _psy(1, "Cyber"),
        _note("it fires its own psy damage point; moving crew between own locations and reaction-mode play are not modelled"),
    ),
    "B5|psycanti projection station": (
        {"effect": "psy_double", "max": 5},
        _note("the Psycanti-deck-only rule is a deck-building rule (not checked in play)"),
    ),
    "T5|planet psycanti planetesimal": ({"effect": "psy_boost", "amount": 2, "empire": "Psycanti"},),
    "F1|minor terrain field": (
        _field(
            ("Psycanti", "Visonic", "Kinetic"),
            _fn(1, "card_damage", amount=1, targets="T"), _fn(3, "card_damage", amount=3, targets="T"),
            _fn(5, "card_damage", amount=5, targets="T"), _fn(7, "card_damage", amount=7, targets="T"),
        ),
    ),
    "F2|lesser healing field": (
        _field(
            ("Psycanti", "Visonic"),
            _fn(1, "heal_psy", amount=1), _fn(3, "heal_psy", amount=3),
            _fn(4, "discard_against", words=("disease", "illness")),
            _fn(6, "discard_against", words=HEALTH_WORDS),
        ),
        {"effect": "points", "points": {"healing": 1}},
        _note("its psy healing point (a stats symbol) joins the healing points, which heal psys and dragons"),
    ),
    "F3|field of minor wilding": (
        _field(
            ("Cyber", "Psycanti", "Visonic"),
            _fn(1, "damage_shields"),
            _fn(5, "discard", types="E", max_strength="strength"),
            _fn(7, "protect_network"),
            _fn(9, "discard", types="CPESBDTFIHMOA", words=("cyber", "psyber"), max_strength="strength"),
        ),
    ),
    "F4|psycanti field": (
        _field(
            ("Psycanti",),
            _fn(1, "no_protect"),
            _fn(4, "psy_damage", amount=1, targets="SB"),
            _fn(6, "psy_damage", amount=4, targets="SBT"),
            _fn(8, "psy_damage", amount="strength", targets="SBP"),
        ),
    ),
    "F5|stellar field": (
        _field(
            ("Psycanti", "Visonic"),
            _fn(2, "star_break"), _fn(4, "separation"), _fn(5, "star_stop"), _fn(8, "terrain_blast"),
        ),
        _note("Separation lets the combined terrain be targeted on its own; its damage is not split"),
    ),
})


def effects_for(card: Mapping[str, Any]) -> tuple[Effect, ...] | None:
    """The mapped effects of a card, or None when it has no entry."""
    return CARD_EFFECTS.get(card.get("identity", ""))


_RULE_LINE = re.compile(r"(^|\s)-\s*[A-Za-z]")
_WEAPON_NAMES = re.compile(
    r"(phaser|whip|sabot|flux|plasma|tram|cannon|breath|physical damage|torpedo|missile|weapon)", re.I
)


def has_rule_text(card: Mapping[str, Any]) -> bool:
    """Whether the card's text has rules lines ("- ..."), as opposed to flavour and weapon names.

    Rules lines start with "- " on the cards; the flavour split and the weapon legend come from
    cardtext (flavour before the rules, legend after them are not rules). Machine-read text is
    noisy, so this errs towards "has rules".
    """
    text = card.get("rules_text") or cardtext.rules_part(card.get("text") or "")
    return bool(_RULE_LINE.search(text))


STATS_TYPES = frozenset("TSBD")


def modelling(card: Mapping[str, Any], implemented: Iterable[str] = VOCABULARY) -> str:
    """How the engine plays a card: "mapped", "stats" (no rules text), "stats_only" (a ship, base,
    terrain or dragon with rules text not yet mapped: played from its stats) or "unmodelled"."""
    effects = effects_for(card)
    implemented = frozenset(implemented)
    if effects is not None:
        if all(e["effect"] in implemented for e in effects):
            return "mapped"
        return "unmodelled"
    if card.get("type") in STATS_TYPES:
        return "stats_only" if has_rule_text(card) else "stats"
    return "unmodelled"


def playable_by_rules(card: Mapping[str, Any]) -> bool:
    """True when the engine can play the card by itself (mapped or stats-driven)."""
    return modelling(card) != "unmodelled"


def unmodelled_cards(deck: Iterable[Any]) -> list[Mapping[str, Any]]:
    """The distinct cards of a deck (DeckCard lines or card dicts) the engine cannot play itself.

    Listed on the deck page and at match set-up; bots never play them; between people they are
    played in the declared-effect mode.
    """
    seen: dict[str, Mapping[str, Any]] = {}
    for line in deck:
        card = getattr(line, "card", line)
        if modelling(card) == "unmodelled":
            seen.setdefault(card.get("key", card.get("identity", "")), card)
    return list(seen.values())


def stats_only_cards(deck: Iterable[Any]) -> list[Mapping[str, Any]]:
    """Ships, bases, terrain and dragons whose rules text is not modelled (played from stats)."""
    seen: dict[str, Mapping[str, Any]] = {}
    for line in deck:
        card = getattr(line, "card", line)
        if modelling(card) == "stats_only":
            seen.setdefault(card.get("key", ""), card)
    return list(seen.values())


COVERAGE_LABELS = {
    "modelled": "fully modelled (mapped effects, or stats that say it all)",
    "stats_only": "played from its stats; its text's rules not modelled",
    "declared_only": "not modelled: bots never play it, people only in declared-effect mode",
}


def coverage_class(card: Mapping[str, Any]) -> str:
    """"modelled", "stats_only" or "declared_only" (see COVERAGE_LABELS)."""
    m = modelling(card)
    if m in ("mapped", "stats"):
        return "modelled"
    return "stats_only" if m == "stats_only" else "declared_only"


def deck_coverage(deck: Iterable[Any]) -> dict[str, Any]:
    """How much of a deck (DeckCard lines or card dicts) the engine plays by the cards' text:
    counts of distinct cards (by identity) and of copies per class, and the cards not modelled."""
    distinct: dict[str, str] = {}
    copies = {"modelled": 0, "stats_only": 0, "declared_only": 0}
    cards: dict[str, list[Mapping[str, Any]]] = {"stats_only": [], "declared_only": []}
    for line in deck:
        card = getattr(line, "card", line)
        count = int(getattr(line, "count", 1))
        cls = coverage_class(card)
        copies[cls] += count
        ident = card.get("identity", card.get("key", ""))
        if ident not in distinct:
            distinct[ident] = cls
            if cls in cards:
                cards[cls].append(card)
    counts = {k: sum(1 for v in distinct.values() if v == k) for k in copies}
    total = sum(counts.values())
    return {
        "distinct": counts,
        "copies": copies,
        "total": total,
        "percent": round(100.0 * counts["modelled"] / total, 1) if total else 100.0,
        "stats_only": cards["stats_only"],
        "declared_only": cards["declared_only"],
        "labels": COVERAGE_LABELS,
    }


def variplaz_max_energy(card: Mapping[str, Any]) -> int:
    """Most energy one variplaz of this Corporate ship takes (Primary rules, "Corporate Aggressors":
    "The maximum energy that may be allocated to a variplaz is noted on each ship card").

    The stats columns do not carry it; the machine-read text shows it as a run of energy symbols
    "(X-XXX): Variable Plasma". We count the symbols after the dash and fall back to 2.
    """
    text = card.get("text") or ""
    match = re.search(r"\(([^()]*)\)[^()]*?Var\w*\s+Pla", text)
    if match:
        inside = match.group(1)
        after = inside.split("-", 1)[1] if "-" in inside else inside
        symbols = len(re.findall(r"[^\s\-]", after))
        if symbols:
            return max(1, min(symbols, 5))
    return 2
