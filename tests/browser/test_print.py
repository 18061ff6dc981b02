"""Printing a deck in a real browser: paste, preview the first sheet, download the PDF."""
import io

import pytest
from pypdf import PdfReader

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_paste_a_deck_preview_it_and_download_the_pdf(page, poppler) -> None:
    page.goto("/print/")
    page.locator("#id_game").select_option("galactic-empires")
    page.locator("#id_deck").fill("3 S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser\n1 No Such Card\n")
    page.locator("#id_backs").check()
    page.get_by_role("button", name="Preview first sheet").click()
    preview = page.locator("#preview img")
    preview.wait_for()
    assert preview.get_attribute("src").startswith("data:image/png;base64,")
    assert "1 unknown line" in page.locator("#preview figcaption").inner_text()
    with page.expect_download() as download_info:
        page.get_by_role("button", name="Download PDF").click()
    download = download_info.value
    reader = PdfReader(io.BytesIO(open(download.path(), "rb").read()))
    assert len(reader.pages) == 4  # cover, its blank back, one sheet and its backs
    assert "No Such Card" in reader.pages[0].extract_text()
