"""The clocks' job: scheduled for a match's next deadline (django-tasks, queue "default": the
database worker runs it when due; with REDIS_URL an RQ worker's scheduler)."""
from __future__ import annotations

import logging

from django.db import close_old_connections
from django_tasks import task

log = logging.getLogger(__name__)


@task(queue_name="default")
def deadline_reached(match_id: int) -> str:
    from .services import act_on_deadline

    try:
        return act_on_deadline(int(match_id))
    except Exception:
        log.exception("the clock of match %s failed", match_id)
        return "failed"
    finally:
        close_old_connections()
