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


# Issue 30: the schema says what the views do (schema drift the probe found) ----------------------


def _operation(path: str, method: str) -> dict:
    from drf_spectacular.generators import SchemaGenerator

    return SchemaGenerator().get_schema(request=None, public=True)["paths"][path][method]


def test_deck_writes_document_their_428() -> None:
    for path, method in (("/api/decks/{id}/", "patch"), ("/api/decks/{id}/", "put"), ("/api/decks/{id}/undo/", "post")):
        assert "428" in _operation(path, method)["responses"], (path, method)


def test_bounded_query_numbers_declare_their_bounds() -> None:
    def bounds(path: str, method: str, name: str) -> tuple:
        schema = next(p["schema"] for p in _operation(path, method)["parameters"] if p["name"] == name)
        return schema.get("minimum"), schema.get("maximum") is not None

    assert bounds("/api/decks/", "get", "page") == (1, True)
    assert bounds("/api/decks/{id}/versions/", "get", "a") == (0, True)
    assert bounds("/api/matches/{match_id}/", "get", "log") == (0, True)


@pytest.mark.django_db
@pytest.mark.parametrize("value", ["null", "yes", "2"])
def test_a_legal_flag_that_is_no_boolean_is_a_400(client, value) -> None:
    response = client.get(f"/api/decks/?scope=public&legal={value}")
    assert response.status_code == 400
    assert response.json()["message"].startswith("legal:")


@pytest.mark.django_db
def test_a_missing_version_on_a_deck_write_is_the_documented_428(client, django_user_model) -> None:
    user = django_user_model.objects.create_user("drifter", password="pw-drifter-12345")
    client.force_login(user)
    deck = client.post("/api/decks/", {"game": "galactic-empires", "name": "x"}, content_type="application/json").json()
    response = client.patch(f"/api/decks/{deck['id']}/", {"name": "y"}, content_type="application/json")
    assert response.status_code == 428
    assert response.json()["extra"]["current_version"] == deck["version"]
