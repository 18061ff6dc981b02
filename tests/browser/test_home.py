"""The home page in a real browser."""
import pytest

import rules

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_home_page_loads_and_links_to_every_game(page) -> None:
    page.goto("/")
    assert page.title().startswith("Home")
    for game in rules.all():
        link = page.get_by_role("link", name=game.name, exact=True)
        assert link.get_attribute("href") == f"/cards/{game.slug}/"
    page.get_by_role("link", name="Interstellar Empire", exact=True).click()
    page.wait_for_url("**/cards/interstellar-empire/")
    assert page.locator("h1").inner_text() == "Interstellar Empire"
