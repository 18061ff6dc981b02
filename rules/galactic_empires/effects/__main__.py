"""`python -m rules.galactic_empires.effects [--language]`: load and check every card script (a
bad one fails with the file, card and field), then print counts by section and verb; with
--language, print the script language itself (sections, verbs, parameters) from the schema."""
from __future__ import annotations

import argparse
import sys
import time
from collections import Counter


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--language", action="store_true", help="print the language (schema.describe())")
    args = parser.parse_args(argv)
    from .. import engine  # noqa: F401 - the engine registers the verbs it implements
    from . import SCRIPTS, check_implemented, loader, schema

    if args.language:
        print(schema.describe())
        return 0
    start = time.perf_counter()
    loader.load(implemented=schema.implemented_verbs())  # no cache: every file parsed and validated
    took = time.perf_counter() - start
    check_implemented()
    entries: Counter = Counter()
    verbs: dict[str, set[str]] = {}
    for script in SCRIPTS.values():
        for section, items in script.sections.items():
            entries[section] += len(items)
            verbs.setdefault(section, set()).update(e["effect"] for e in items)
    print(f"{len(SCRIPTS)} card scripts, all valid ({took * 1000:.0f} ms to parse and validate without the cache)")
    for section in schema.SECTIONS:
        declared = sum(1 for v in schema.VERBS.values() if v.section == section)
        print(f"  {section:12} {entries[section]:4} entries, {len(verbs.get(section, ())):3} verbs used of {declared} declared")
    implemented = schema.implemented_verbs() - schema.INERT
    waiting = sorted(set(schema.VERBS) - implemented - schema.INERT)
    print(f"{len(schema.VERBS)} verbs declared, {len(implemented)} implemented by the engine; "
          f"awaiting engine support: {', '.join(waiting) or 'none'}")
    uses = schema.verb_uses(s.effects for s in SCRIPTS.values())
    single = sorted(v for v, n in uses.items() if n == 1)
    print(f"{len(uses)} verbs used by the scripts, {len(single)} by one card only (named primitives, "
          f"each with its reason in the schema): {', '.join(single)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
