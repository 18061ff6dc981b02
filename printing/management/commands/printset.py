"""manage.py printset --game SLUG [--set CODE] -o out.pdf: a whole set (or every card) as a PDF."""
from __future__ import annotations

import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from printing import options as print_options
from printing.services import PrintError, set_job

from ._common import ProgressBar, render_options, write


class Command(BaseCommand):
    help = "Print every printing of a set (or of a whole game) as a print-and-play PDF, sheet by sheet."
    # No system checks: they import every URL and view of the site (about half of this
    # command's start-up), and a print reads cards and writes a file, nothing they check.
    requires_system_checks: list[str] = []

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--game", required=True, help="The game's slug, e.g. galactic-empires.")
        parser.add_argument("--set", dest="set_code", help="The set code, e.g. PE (default: every set).")
        parser.add_argument("--cover", action="store_true", help="Start with a cover page.")
        print_options.add_arguments(parser)

    def handle(self, *args: Any, **values: Any) -> None:
        options = render_options(values)
        try:
            job = set_job(values["game"], values["set_code"], cover=values["cover"])
        except PrintError as exc:
            raise CommandError(exc.message) from None
        # The bar goes to the terminal the user watches (stdout may be the PDF itself).
        stream = sys.stderr if values["output"] == "-" else self.stdout._out
        bar = ProgressBar(stream)
        result = write(job, values["output"], options, progress=bar)
        bar.close()
        if values["output"] != "-":
            self.stdout.write(f"{values['output']}: {result.cards} cards, {result.sheets} sheets, {result.pages} pages")
