"""Queue a look at every active match with a bot seat: what a starting worker runs (`make worker`)."""
from django.core.management.base import BaseCommand

from play.bots import resume_waiting


class Command(BaseCommand):
    help = "Queue a look at every active match that has a bot seat (a job lost with a killed worker)."

    def handle(self, *args: object, **options: object) -> None:
        count = resume_waiting()
        if options.get("verbosity", 1):
            self.stdout.write(f"queued the bots of {count} active match(es)")
