"""ASGI entry point: HTTP through Django, WebSockets through Channels.

Django runs each request's synchronous part in a thread of its own (a new thread per request),
so a database connection never outlives its request and DJANGO_CONN_MAX_AGE cannot keep one.
Here every request's synchronous part runs in one long-lived thread instead (as Channels'
database_sync_to_async does): its connection persists, no thread is started per request.
"""
import os
from concurrent.futures import ThreadPoolExecutor

from asgiref.sync import ThreadSensitiveContext
from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.base")
django_asgi_app = get_asgi_application()
_request_thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="django-requests")


async def django_http_app(scope, receive, send) -> None:  # noqa: ANN001 - the ASGI signature
    async with ThreadSensitiveContext(executor=_request_thread):
        await django_asgi_app(scope, receive, send)


from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402

from play.routing import websocket_urlpatterns  # noqa: E402

application = ProtocolTypeRouter(
    {
        "http": django_http_app,
        "websocket": AllowedHostsOriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns))),
    }
)
