"""A big print in a real browser: the print page hands it to the background, the job page shows
its progress, and the download link appears by itself once the (real) worker has printed it."""
import io
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from pypdf import PdfReader

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SHOTS = Path(__file__).resolve().parent / "screenshots"


def test_print_every_card_of_a_game_in_the_background(page, loaded_cards) -> None:
    page.goto("/print/")
    page.locator("#id_game").select_option("interstellar-empire")
    page.locator("#id_set").fill("*")
    page.locator("#id_background").check()
    page.get_by_role("button", name="Download PDF").click()
    page.wait_for_url("**/print/jobs/**")
    assert "Waiting for a print worker" in page.locator("#print-run").inner_text()
    if SHOTS.is_dir():
        page.screenshot(path=str(SHOTS / "print-job-queued.png"))

    call_command("db_worker", queue_name="*", batch=True, reload=False, startup_delay=False, interval=0, verbosity=0, stdout=StringIO())

    link = page.get_by_role("link", name="Download the PDF")
    link.wait_for()  # htmx polls the job every second and swaps the finished state in
    assert "Ready: 14 pages" in page.locator("#print-run").inner_text()
    for width, height, name in ((1280, 800, "desktop"), (390, 844, "phone")):
        page.set_viewport_size({"width": width, "height": height})
        if SHOTS.is_dir():
            page.screenshot(path=str(SHOTS / f"print-job-done-{name}.png"))
    with page.expect_download() as download_info:
        link.click()
    reader = PdfReader(io.BytesIO(Path(download_info.value.path()).read_bytes()))
    assert len(reader.pages) == 14  # card backs by default (issue 27)
