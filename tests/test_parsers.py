"""config/parsers.py: JSON read with bounds, the depth check linear in the body size (issue 30)."""
import time

import pytest

from config.parsers import MAX_DEPTH, JSONTooDeep, loads_bounded, max_body_bytes, nesting_depth

# The probe's body: an unterminated string full of \" (the regex before retried it from every quote).
ESCAPED_QUOTES = b'["' + b'\\"' * 24_000


@pytest.mark.parametrize(
    ("text", "depth"),
    [
        (b"", 0),
        (b"{}", 1),
        (b'[[1, {"a": [2]}]]', 4),
        (b'"[[[{{{"', 0),  # brackets inside a string do not count
        (b'["\\"[", "]"]', 1),  # nor after an escaped quote
        (b'["\\\\", [1]]', 2),  # an escaped backslash ends before the closing quote
        (b'["abc [[[', 1),  # an unterminated string runs to the end
        (b'["a\\', 1),  # a lone backslash at the end
        ('[["\ud800"]]', 2),  # str with a lone surrogate (json.loads reads str too)
        (b"]]][[", 0),
    ],
)
def test_nesting_depth_counts_brackets_outside_strings(text, depth):
    assert nesting_depth(text) == depth


def test_depth_over_the_bound_is_refused_before_parsing():
    with pytest.raises(JSONTooDeep):
        loads_bounded("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))
    assert loads_bounded("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None


def _cpu_seconds(text: bytes) -> float:
    """CPU time of this thread (not wall-clock: other processes on the machine do not count)."""
    start = time.thread_time()
    nesting_depth(text)
    return time.thread_time() - start


def test_the_depth_check_of_the_worst_case_takes_time_linear_in_the_body_size():
    # The regex before went quadratic here: 48 KB cost seconds of CPU, 2.5 MB would cost hours.
    assert _cpu_seconds(b'["' + b'\\"' * 24_000) < 0.5
    limit = max_body_bytes()
    for worst in (b'"' + b'\\"' * (limit // 2), b'""' * (limit // 2), b"[]" * (limit // 2), b"[" * limit):
        assert _cpu_seconds(worst) < 2.0, worst[:10]


@pytest.mark.django_db
@pytest.mark.parametrize("url", ["/api/decks/validate/", "/api/decks/", "/api/print/", "/api/matches/"])
def test_the_probes_body_is_a_400_naming_the_body(client, django_user_model, url):
    client.force_login(django_user_model.objects.create_user("prober", password="pw-prober-12345"))
    response = client.post(url, ESCAPED_QUOTES, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["message"].startswith("body: JSON parse error")
