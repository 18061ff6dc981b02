"""config/asgi.py: a bounded pool of request threads, so a slow request holds up no other."""
import asyncio
import threading
import time

from asgiref.sync import sync_to_async

from config.asgi import RequestThreads


def _app(seconds: float, threads: list[str]):
    def work() -> None:
        threads.append(threading.current_thread().name)
        time.sleep(seconds)

    async def app(scope, receive, send) -> None:
        await sync_to_async(work, thread_sensitive=True)()

    return app


def test_a_slow_request_does_not_hold_up_a_quick_one() -> None:
    pool = RequestThreads(4)
    threads: list[str] = []

    async def both() -> float:
        slow = asyncio.ensure_future(pool.run(_app(1.0, threads), {}, None, None))
        await asyncio.sleep(0.05)
        started = time.perf_counter()
        await pool.run(_app(0.0, threads), {}, None, None)
        quick = time.perf_counter() - started
        await slow
        return quick

    assert asyncio.run(both()) < 0.5
    assert threads[0] != threads[1]


def test_an_idle_pool_serves_from_its_first_thread_so_its_connection_stays_warm() -> None:
    pool = RequestThreads(4)
    threads: list[str] = []

    async def one_after_another() -> None:
        for _ in range(3):
            await pool.run(_app(0.0, threads), {}, None, None)

    asyncio.run(one_after_another())
    assert len(set(threads)) == 1
    assert pool.in_flight == [0, 0, 0, 0]
