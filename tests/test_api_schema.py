"""The API against its own OpenAPI schema (/api/schema/), by Schemathesis: for every operation,
generated requests (anonymous and signed in with a token) get no server error and no answer the
schema does not describe (status code, content type, body)."""
import os

import pytest
import schemathesis
from django.core.wsgi import get_wsgi_application
from hypothesis import HealthCheck, Phase, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

EXAMPLES = int(os.environ.get("SCHEMATHESIS_EXAMPLES", "5"))  # per operation and caller: the run stays within about two minutes
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]

schema = schemathesis.openapi.from_wsgi("/api/schema/", get_wsgi_application())


@pytest.fixture(autouse=True)
def _one_connection_per_test():
    """Requests go through the WSGI app, whose request signals close the database connection at
    the end of each request; inside a test's transaction (PostgreSQL) that kills it. Django's own
    test client disconnects the same handler."""
    from django.core.signals import request_finished, request_started
    from django.db import close_old_connections

    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture(autouse=True)
def _prints_queued(settings) -> None:
    """Every print is a background job here (202, documented): rendering PDFs is printing's own
    tests' work, and would take this run past its time."""
    settings.PRINT_INLINE_MAX_CARDS = 0


@pytest.fixture(params=["anonymous", "token"])
def caller_headers(request, django_user_model) -> dict[str, str]:
    if request.param == "anonymous":
        return {}
    from rest_framework.authtoken.models import Token

    user = django_user_model.objects.create_user("schema-prober", password="pw-schema-12345")
    return {"Authorization": f"Token {Token.objects.create(user=user).key}"}


# Print requests have many fields: Schemathesis's explicit boundary cases for them number about a
# thousand (20 s); they get generated examples only.
SLOW = {"path": "/api/print/", "method": "POST"}


@pytest.mark.django_db
@schema.exclude(**SLOW).parametrize()
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
def test_the_api_keeps_to_its_schema(case, caller_headers) -> None:
    case.call_and_validate(headers=caller_headers, checks=CHECKS)


@pytest.mark.django_db
@schema.include(**SLOW).parametrize()
@settings(max_examples=10, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True, phases=[Phase.generate])
def test_printing_keeps_to_its_schema(case, caller_headers) -> None:
    case.call_and_validate(headers=caller_headers, checks=CHECKS)
