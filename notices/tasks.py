"""The daily "your move" e-mail digest as a django-tasks job (scheduled by notices.services)."""
from __future__ import annotations

from django_tasks import task

from . import services

QUEUE = "default"


@task(queue_name=QUEUE)
def send_move_digest(user_id: int) -> bool:
    return services.digest_send(user_id)
