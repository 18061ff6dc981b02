"""The gallery's type menu follows a type named in the search box (issue 27: after "t:S" it said "any")."""
from __future__ import annotations

import re

import pytest

from cardbase.views import query_type

pytestmark = pytest.mark.django_db
TYPES = [("S", "Ship"), ("T", "Terrain"), ("H", "Hazard")]


def _any_option(html: str) -> str:
    return re.search(r'<select name="type"><option value="" data-any="any">([^<]*)</option>', html).group(1)


def test_the_menu_names_the_type_of_the_search_box(client, loaded_cards) -> None:
    assert _any_option(client.get("/cards/galactic-empires/?q=t:S").content.decode()) == "S · Ship (from the search box)"
    assert _any_option(client.get("/cards/galactic-empires/?q=s%3E%3D6").content.decode()) == "any"


def test_only_one_plain_type_term_names_a_type() -> None:
    assert query_type("t:s s>=6 e:argonian", TYPES) == "S · Ship (from the search box)"
    assert query_type("type:T", TYPES) == "T · Terrain (from the search box)"
    assert query_type("t:S or t:T", TYPES) == "any"
    assert query_type("-t:S", TYPES) == "any"
    assert query_type("t:Q", TYPES) == "any"
    assert query_type("heavy cruiser", TYPES) == "any"
