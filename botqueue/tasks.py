"""Bot decisions as jobs on the `bots` queue (django-tasks: the database backend by default,
RQ with REDIS_URL), served by worker processes (`make worker`; `make run` starts one).

A job drives one match: it takes the match's lease (botqueue.lease, so one worker drives a
match at a time), lets its bots move through play.bots.step (the same search, budget and fault
handling as ever) for at most a slice of PLAY_BOT_SLICE seconds, and queues the match again if a
bot is still to act, so one worker shares itself fairly among many bot matches. The web
processes only queue jobs (play.bots.kick); they never search.
"""
from __future__ import annotations

import datetime
import logging
import os
import socket
import threading
import time
import uuid

from django.conf import settings
from django.db import close_old_connections, connection
from django_tasks import task

from . import lease

log = logging.getLogger(__name__)

QUEUE = "bots"
_WORKER = f"{socket.gethostname()}-{os.getpid()}"


def lease_seconds() -> float:
    """How long a lease lasts unrenewed: a heartbeat renews it while the worker drives (even in
    the middle of a long decision), so a killed worker's matches are free again this soon."""
    return float(getattr(settings, "PLAY_BOT_LEASE", 15.0))


class Heartbeat(threading.Thread):
    """Renews the lease every third of its length while the match is driven; `lost` once another
    worker has taken it over (this one then stops after its current move)."""

    def __init__(self, match_id: int, holder: str) -> None:
        super().__init__(name=f"bot-lease-{match_id}", daemon=True)
        self.match_id, self.holder = match_id, holder
        self.done = threading.Event()
        self.lost = False

    def run(self) -> None:
        try:
            while not self.done.wait(lease_seconds() / 3):
                if not lease.renew(self.match_id, self.holder, lease_seconds()):
                    self.lost = True
                    return
        except Exception:
            log.exception("the lease heartbeat of match %s failed", self.match_id)
        finally:
            connection.close()  # this thread's own connection

    def stop(self) -> None:
        self.done.set()
        self.join()


def slice_seconds() -> float:
    return float(getattr(settings, "PLAY_BOT_SLICE", 5.0))


def enqueue(match_id: int) -> None:
    """Queue a look at the match's bots (any number of looks may be queued: the lease dedups)."""
    drive_match.enqueue(int(match_id))


def _drive_slice(match_id: int, heartbeat: Heartbeat) -> bool:
    """Bot moves until a person is to act (False) or the slice is used up with a bot still to act
    (True). A lost lease ends the slice (the new holder goes on)."""
    from play import bots

    ends = time.monotonic() + slice_seconds()
    with bots.driving(match_id):  # this thread's own moves queue nothing
        while bots.step(match_id):
            if heartbeat.lost:
                return False
            if time.monotonic() >= ends:
                return bots.bot_to_act(match_id)
    return False


def drive(match_id: int) -> str:
    """The job's body: what it did, in a word (the job result)."""
    holder = f"{_WORKER}-{uuid.uuid4().hex[:8]}"
    if not lease.acquire(match_id, holder, lease_seconds()):
        # Another worker drives it and will look again before letting go; should it have died
        # holding the lease, a look once the lease has run out takes over.
        expires = lease.expiry(match_id)
        if expires is not None:
            drive_match.using(run_after=expires + datetime.timedelta(seconds=1)).enqueue(int(match_id))
        return "busy"
    heartbeat = Heartbeat(match_id, holder)
    heartbeat.start()
    try:
        while True:
            if _drive_slice(match_id, heartbeat):
                heartbeat.stop()
                lease.let_go(match_id, holder)
                enqueue(match_id)  # behind the other matches' jobs
                return "more"
            if heartbeat.lost or lease.release(match_id, holder):
                return "done"
    except BaseException:
        lease.let_go(match_id, holder)
        raise
    finally:
        heartbeat.stop()


@task(queue_name=QUEUE)
def drive_match(match_id: int) -> str:
    try:
        return drive(match_id)
    except Exception:
        log.exception("driving the bots of match %s failed", match_id)
        return "failed"
    finally:
        close_old_connections()
