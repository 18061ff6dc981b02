"""ASGI entry point: HTTP through Django, WebSockets through Channels.

Two departures from Django's stock ASGI handler, both for the cost of a request:
- Django runs each request's synchronous part in a thread of its own (a new thread per
  request), so a database connection never outlives its request and DJANGO_CONN_MAX_AGE cannot
  keep one. Here a request's synchronous part runs in one of a bounded pool of long-lived
  request threads (DJANGO_REQUEST_THREADS, default 8), each keeping its own database
  connection: no thread is started per request, and a slow request (a big print preview, a
  slow query) holds up only its own thread, never the others. A request goes to the thread
  with the fewest requests in flight, the first such thread when several tie, so under light
  load one or two warm threads (and their connections) serve everything.
- Django's ASGI handler runs the middleware chain in async mode, so every synchronous
  middleware method and the view each hop to that thread and back (a dozen hops a request,
  each a round through the event loop). Here the whole chain runs synchronously, as under WSGI,
  in one hop: the request's work is the same, the event loop is free for the sockets.

And one for the garbage collector. Every request leaves reference cycles behind (Django's and
DRF's request, response and serializer objects point at each other), and with Python's default
thresholds (700, 10, 10) the cycles of requests still in flight are promoted and full
collections run every second or so, each pausing the whole server for 150-300 ms with a few
hundred tables connected (bench/play.py: p95 of a move's round trip 130-150 ms, 3.9 ms of CPU a
move). Here the objects alive once the site is loaded (modules, settings, URL patterns) are
frozen out of every collection, and the youngest generation holds 50,000 objects before it is
collected, so request cycles die young and full collections are rare (p95 about 50 ms, 2.9 ms of
CPU a move, at 200 tables).
"""
import gc
import os
from concurrent.futures import ThreadPoolExecutor

import django
from asgiref.sync import ThreadSensitiveContext, sync_to_async
from django.core.handlers.asgi import ASGIHandler

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.base")
django.setup(set_prefix=False)


class OneHopASGIHandler(ASGIHandler):
    """Django's ASGI handler with the middleware chain and view run synchronously in one hop."""

    def load_middleware(self, is_async: bool = False) -> None:
        super().load_middleware(is_async=False)

    async def get_response_async(self, request):  # noqa: ANN001, ANN201 - Django's signature
        return await sync_to_async(self.get_response, thread_sensitive=True)(request)


class RequestThreads:
    """A bounded pool of request threads: each a one-thread executor, so every hop of a request
    (request_started's connection check, the view, request_finished's) runs on the same thread
    and uses that thread's persistent connection. Only the event loop calls `pick`/`done`, so
    the counts need no lock."""

    def __init__(self, size: int) -> None:
        self.size = max(1, size)
        self.executors = [
            ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"django-requests-{n}") for n in range(self.size)
        ]
        self.in_flight = [0] * self.size

    def pick(self) -> int:
        return min(range(self.size), key=self.in_flight.__getitem__)

    async def run(self, app, scope, receive, send) -> None:  # noqa: ANN001 - the ASGI signature
        index = self.pick()
        self.in_flight[index] += 1
        try:
            async with ThreadSensitiveContext(executor=self.executors[index]):
                await app(scope, receive, send)
        finally:
            self.in_flight[index] -= 1


def _request_threads() -> int:
    from django.conf import settings

    return int(getattr(settings, "REQUEST_THREADS", 8))


django_asgi_app = OneHopASGIHandler()
request_threads = RequestThreads(_request_threads())


async def django_http_app(scope, receive, send) -> None:  # noqa: ANN001 - the ASGI signature
    await request_threads.run(django_asgi_app, scope, receive, send)


from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402

from lobby.routing import websocket_urlpatterns as lobby_websockets  # noqa: E402
from play.routing import websocket_urlpatterns  # noqa: E402

application = ProtocolTypeRouter(
    {
        "http": django_http_app,
        "websocket": AllowedHostsOriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns + lobby_websockets))),
    }
)



def _load_before_freezing() -> None:
    """What every request needs, loaded now so that it is frozen with the rest: the URL patterns
    (views and APIs imported, the reverse map built) and the registry of games."""
    import rules
    from django.urls import reverse

    reverse("home")
    rules.all()


GC_THRESHOLDS = (50_000, 20, 20)
_load_before_freezing()
gc.collect()
gc.freeze()
gc.set_threshold(*GC_THRESHOLDS)
