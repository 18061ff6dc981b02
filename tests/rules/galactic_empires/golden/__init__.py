"""Golden playthroughs of the Galactic Empires engine (issue 15, step 1: "A safety net first").

games/*.json are seeded bot games recorded with the engine at commit a4f9660; test_golden.py
replays them and checks the state after every action. Regenerate (only on purpose, when a rule
changes) with:

    .venv/bin/python -m tests.rules.galactic_empires.golden.record
"""
