"""Golden playthroughs of the Galactic Empires engine (issue 15, step 1: "A safety net first").

games/*.json are seeded bot games, first recorded with the engine at commit a4f9660 (the split into
rule modules, 6da3d14, replayed them byte for byte), re-recorded on purpose for the reaction stack
(3893fe8: windows for every player, answers last in first out, no single 'after' slot in the state;
35 of 44 games kept every action, 9 met a new reaction window), and again as the engine's choices became players' choices
(escorts' interceptions: one game changed; damage divided as equally as possible, the Kraken's
and the Quantum Black Hole's: nine games), and for the card data of issue 17 (one record per card: the decks' Plasma Field is the
T/H2 card, played as its first printed type; 17 of 44 games changed actions), and for the last engine picks
made players' choices (Demigod Diversion, Escape Pod, Ship Collector ties, transports, Volatile
Cargo, Insanity: two games changed, 22 at a greedy bot's look-ahead, 32 in a discard pile's order), and for cards whose
duration ends while they make points (v2.1 "RECORD KEEPING STEP": "Cards that produce or modify point output generate
their effect before being discarded (EXAMPLE: a periodic comet will produce its research on its last turn)"; Primary
rules, "REMOVAL OF CARDS FROM PLAY": removed in the Engagement Phase): 18 games met a comet, an Ionized Particle Field
or a Gold Vein on its last turn, the same winners, 22 and 41 with other actions; test_golden.py replays them and
checks the state after every action. Regenerate (only on purpose, when a rule
changes) with:

    .venv/bin/python -m tests.rules.galactic_empires.golden.record
"""
