"""rules/ is pure Python: every module imports with Django absent from sys.modules."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROGRAM = r"""
import importlib, pkgutil, sys
import rules
names = ["rules"] + [m.name for m in pkgutil.walk_packages(rules.__path__, "rules.")]
for name in names:
    importlib.import_module(name)
django = sorted(m for m in sys.modules if m == "django" or m.startswith("django."))
assert not django, f"rules/ pulled in Django: {django[:5]}"
games = rules.all()
assert games, "no game registered"
print(len(names), "modules,", len(games), "games")
"""


def test_every_rules_module_imports_without_django() -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROGRAM], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert "games" in done.stdout


def test_no_rules_source_mentions_a_django_import() -> None:
    offenders = [
        str(path.relative_to(ROOT))
        for path in (ROOT / "rules").rglob("*.py")
        if any(
            line.lstrip().startswith(("import django", "from django"))
            for line in path.read_text(encoding="utf-8").splitlines()
        )
    ]
    assert offenders == []
