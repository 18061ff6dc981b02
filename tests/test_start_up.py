"""Start-up does only what it must (issue 30): no product definitions parsed and no Twisted
imported by `manage.py check`, which every command, worker and test process pays."""
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import json, os, sys
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.base")
import django
django.setup()
from django.core.management import call_command
call_command("check", verbosity=0)  # imports every URL, view and app, as the server does
from rules.galactic_empires import packs
print(json.dumps({"products_parsed": packs.products.cache_info().currsize,
                  "twisted": "twisted" in sys.modules, "daphne": "daphne" in sys.modules}))
"""


def test_check_parses_no_product_definitions_and_imports_no_unused_server() -> None:
    env = {k: v for k, v in os.environ.items() if k != "DJANGO_SETTINGS_MODULE"}
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found == {"products_parsed": 0, "twisted": False, "daphne": False}


def test_no_server_package_is_required_that_does_not_serve() -> None:
    requirements = (ROOT / "requirements.txt").read_text()
    assert "daphne" not in {line.split("==")[0].strip().lower() for line in requirements.splitlines()}
    assert "uvicorn==" in requirements


def test_the_print_commands_skip_the_system_checks() -> None:
    from printing.management.commands import printdeck, printset

    assert printdeck.Command.requires_system_checks == [] and printset.Command.requires_system_checks == []
