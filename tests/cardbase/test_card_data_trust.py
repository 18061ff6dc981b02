"""Issue 17: one record per card, clean text, search that finds the card you meant.

German Gold Border printings under their English cards, dual-type cards as one card, junk records
dropped, the weapons line drawn from the stats, fan-made printings marked, search ranking and
plain-word queries, rarity words, internal fields kept off the card page.
"""
from __future__ import annotations

import io
import re
from io import StringIO
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import Client
from pypdf import PdfReader

import rules
from cardbase.models import Card, Printing
from cardbase.selectors import card_page, game_card_by_key, game_cards
from cardbase.services import cards_replace, read_cards
from printing.layout import LayoutOptions
from printing.render import RenderOptions, render_pdf
from printing.sources import PrintCard
from rules.galactic_empires import cardtext
from rules.galactic_empires.decks import card_list

GE = "galactic-empires"
SYMBOLS = re.compile(r"^[◼✜✕]+$|^\(✸-✸+\)$")


def weapons_of(line: str) -> dict[str, int]:
    return {"heavy_weapons": line.count("◼"), "phasers": line.count("✜"), "card_damage": line.count("✕")}


# -- German Gold Border printings and dual types ---------------------------------------------


def test_each_german_gold_border_printing_is_listed_under_its_english_card() -> None:
    german = [(card, p) for card in card_list() for p in card["printings"] if p["set"] == "GGB"]
    assert len(german) == 301  # 302 records: the K/H2 Plasma Field is filed twice (once per type)
    alone = [card for card, _ in german if all(p["set"] == "GGB" for p in card["printings"])]
    # Only the German record with no English card: the booster box. (The A6 Deflection/Transfer
    # Device joins the English E6 printed with its empire, Bolaar, of the two variants.)
    assert {c["title"] for c in alone} == {"German Gold Border Booster Box"}
    deflection = next(c for c in card_list() if any(p["set"] == "GGB" and p["printed_code"] == "A6" for p in c["printings"]))
    assert deflection["attributes"]["empires"] == ["Bolaar"] and deflection["type"] == "E"
    for card, printing in german:
        if card not in alone:
            assert printing["language"] == "de" and printing["name"] and printing["printed_code"]
    tractor = next(c for c in card_list() if c["key"] == "r-e2-tractor-beam" or (c["title"] == "Tractor Beam" and c["strength"] == 2))
    ggb = [p for p in tractor["printings"] if p["set"] == "GGB"]
    assert tractor["type"] == "E" and [(p["name"], p["printed_code"]) for p in ggb] == [("Traktorstrahl", "R/A2")]
    battleship = next(c for c in card_list() if c["title"] == "Argonian Battleship - Argonian Star Cluster Battleship")
    assert any(p["set"] == "GGB" for p in battleship["printings"])
    assert "s9-argonian-star-cluster-battleship" in battleship["former_keys"]
    assert not any(c["title"] == "Argonian Star Cluster Battleship" for c in card_list())


def test_a_dual_type_card_is_one_card_with_both_types() -> None:
    satellites = [c for c in card_list() if c["title"] == "Vektrean Asteroid Satellite"]
    assert len(satellites) == 1
    card = satellites[0]
    assert (card["type"], card["attributes"]["alt_type"], card["attributes"]["main_empire"]) == ("T", "B", "Vektrean")
    assert card["former_keys"] == ["b3-vektrean-asteroid-satellite"]
    for c in card_list():  # no printing twice (the C1-C6 Suark Breed share one scan: six cards)
        images = [(p["set"], p["image_file"], p.get("name_extension")) for p in c["printings"] if p["image_file"]]
        assert len(images) == len(set(images)), c["key"]


def test_the_placeholder_record_is_dropped_with_its_reason_logged() -> None:
    assert not any(c["title"].startswith("[") for c in card_list())
    log = (rules.get(GE) and __import__("cardbase.services", fromlist=["DATA_DIR"]).DATA_DIR / GE / "import-log.txt").read_text()
    assert "dropped\tCC A1 [Ace of Clubs]\tplaceholder record" in log
    assert "merged\tGGB R/A2 Tractor Beam (Traktorstrahl)\tGerman printing of R/E2 Tractor Beam" in log


@pytest.mark.django_db
def test_the_gallery_lists_no_card_twice_and_no_record_without_a_title() -> None:
    seen: list[int] = []
    page = card_page(GE, per_page=500)
    for number in range(1, page.pages + 1):
        current = card_page(GE, page=number, per_page=500)
        seen += [c["id"] for c in current.cards]
        assert all(c["title"].strip() and not c["title"].startswith("[") for c in current.cards)
    assert len(seen) == len(set(seen)) == Card.objects.filter(game=GE).count()


@pytest.mark.django_db
def test_the_gallery_names_each_printing_once() -> None:
    html = Client().get(f"/cards/{GE}/", {"q": '"Steak Sauce"'}).content.decode()
    assert "CC V ×4" in html and "CC V, CC V" not in html


# -- the weapons line ------------------------------------------------------------------------


def test_no_card_text_holds_the_garbled_weapons_line_and_the_weapons_shown_match_the_stats() -> None:
    drawn = 0
    for card in card_list():
        text = card.get("text") or ""
        for symbols, _, _ in cardtext.weapon_legend(text):
            if not SYMBOLS.match(symbols):
                # A few flavour texts name a weapon after a colon ("everywhere: Seltzer Cannons");
                # never a ship's legend, which is always redrawn.
                assert card["type"] not in "SBD" or not card.get("text_machine_read"), (card["key"], symbols)
        if card.get("text_machine_read") and cardtext.has_weapons(card):
            drawn += 1
            shown = weapons_of(text)  # the symbols appear in the drawn weapons lines only
            stats = {k: int(card["attributes"].get(k) or 0) for k in shown}
            assert shown == stats, (card["key"], text)
    assert drawn > 800


def test_the_legend_as_read_stays_in_the_provenance() -> None:
    base = next(c for c in card_list() if c["key"] == "b7-krebiz-capsule-base")
    assert base["text"].endswith("\n◼◼◼: Sabot\n✜✜✜✜: Phasers")
    assert "srr: Phasers" in base["text_machine_read"] and "srr" not in base["text"]


def test_a_variplaz_keeps_its_energy_and_mechad_distortion_cannons_their_symbols() -> None:
    by_key = {c["key"]: c for c in card_list()}
    plasma = by_key["b8-corporate-economic-base"]
    assert "(✸-✸✸✸): Variable Plasma" in plasma["text"]
    mechad = by_key["s8-mechad-battleship"]
    assert mechad["text"].endswith("◼◼: Tram\n✜✜✜✜✜✜✜: Subspace Whip\n✕✕: Distortion Cannon")


@pytest.mark.django_db
def test_api_card_page_and_printed_proxy_show_the_drawn_weapons_line() -> None:
    client = Client()
    key = "b7-krebiz-capsule-base"
    body = client.get("/api/cards/", {"game": GE, "q": "Krebiz Capsule Base"}).json()
    found = next(c for c in body["results"] if c["key"] == key)
    assert found["text"].endswith("◼◼◼: Sabot\n✜✜✜✜: Phasers") and "srr:" not in found["text"]
    html = client.get(f"/cards/{GE}/{key}/").content.decode()
    assert "◼◼◼: Sabot" in html and "srr: Phasers" not in html and "MMM: Sabots" not in html
    buffer = io.BytesIO()
    card = game_card_by_key(GE)[key]
    render_pdf(buffer, rules.get(GE), [PrintCard(card, card["printings"][0])], RenderOptions(layout=LayoutOptions()), total=1)
    text = PdfReader(io.BytesIO(buffer.getvalue())).pages[0].extract_text()
    assert "◼◼◼: Sabot" in text and "srr" not in text


# -- fan-made printings ----------------------------------------------------------------------


@pytest.mark.django_db
def test_fan_made_printings_are_marked_on_the_card_page_in_search_and_on_print() -> None:
    fan = [c for c in game_cards(GE) if any(p.get("fan_made") for p in c["printings"])]
    assert fan and all(p["rarity"] == "Pro8" for c in fan for p in c["printings"] if p.get("fan_made"))
    page = card_page(GE, query="is:fanmade", per_page=100)
    assert {c["key"] for c in page.cards} == {c["key"] for c in fan}
    html = Client().get(f"/cards/{GE}/{fan[0]['key']}/").content.decode()
    assert "Fan-made" in html and "never printed by Companion Games" in html
    buffer = io.BytesIO()
    printing = next(p for p in fan[0]["printings"] if p.get("fan_made"))
    render_pdf(buffer, rules.get(GE), [PrintCard(fan[0], printing)], RenderOptions(layout=LayoutOptions()), total=1)
    assert "fan-made" in PdfReader(io.BytesIO(buffer.getvalue())).pages[0].extract_text()


# -- search ----------------------------------------------------------------------------------


@pytest.mark.django_db
def test_the_query_tractor_beam_returns_the_tractor_beam_cards_first() -> None:
    page = card_page(GE, query="Tractor Beam")
    titles = [c["title"] for c in page.cards]
    beams = [t for t in titles if t == "Tractor Beam"]
    assert len(beams) == 2 and titles[: len(beams)] == beams
    assert page.count > len(beams)  # other cards naming a tractor beam follow


@pytest.mark.django_db
def test_a_plain_word_query_says_it_searched_titles_and_text() -> None:
    page = card_page(GE, query="argonian battleship")
    assert page.count and page.cards[0]["title"].startswith("Argonian Battleship")
    assert page.notes and "titles and rule text" in page.notes[0]


@pytest.mark.django_db
def test_a_plain_word_query_with_no_match_gets_a_hint_in_field_syntax() -> None:
    page = card_page(GE, query="argonian ship strength 8")
    assert page.count == 0 and page.hint == "e:Argonian t:S s:8"
    assert card_page(GE, query=page.hint).count >= 1
    html = Client().get(f"/cards/{GE}/", {"q": "argonian ship strength 8"}).content.decode()
    assert "No card holds all of these words" in html and "e:Argonian t:S s:8" in html
    body = Client().get("/api/cards/", {"game": GE, "q": "argonian ship strength 8"}).json()
    assert body["count"] == 0 and body["hint"] == "e:Argonian t:S s:8" and body["notes"]


@pytest.mark.django_db
def test_the_rarity_filter_names_rarities_in_words() -> None:
    html = Client().get(f"/cards/{GE}/").content.decode()
    select = html.split('name="rarity"')[1].split("</select>")[0]
    assert ">Very rare<" in select and ">Fan-made<" in select and ">V2<" not in select
    assert select.count("<option") <= 9
    very_rare = card_page(GE, filters={"rarity": "very-rare"}, per_page=10).count
    assert very_rare == card_page(GE, query="r:very-rare", per_page=10).count > 0


@pytest.mark.django_db
def test_card_pages_hide_identity_and_tags_which_the_api_keeps() -> None:
    client = Client()
    key = "s9-argonian-battleship-argonian-star-cluster-battleship"
    html = client.get(f"/cards/{GE}/{key}/").content.decode()
    assert ">Identity<" not in html and ">Tags<" not in html
    assert "Argonisches Schlachtschiff" in html and "(German)" in html
    assert "Very rare (group 2" in html  # PE V2 in words
    body = client.get("/api/cards/", {"game": GE, "q": "Argonian Battleship"}).json()
    card = next(c for c in body["results"] if c["key"] == key)
    assert card["identity"] == "S9|argonian battleship argonian star cluster battleship" and "tags" in card["attributes"]


# -- loading: decks follow merged cards ------------------------------------------------------


@pytest.mark.django_db
def test_a_reload_moves_deck_entries_of_merged_records_to_their_card() -> None:
    from decks import services as deck_services

    owner = get_user_model().objects.create_user("merger", password="x")
    german = {"key": "s9-old-german", "identity": "S9|old german", "type": "S", "strength": 9, "title": "Old German",
              "attributes": {"kind": "ship"}, "printings": [{"set": "GGB", "image_file": "old_GGB"}]}
    english = {"key": "s9-english", "identity": "S9|english", "type": "S", "strength": 9, "title": "English",
               "attributes": {"kind": "ship"}, "printings": [{"set": "PE", "image_file": "eng_PE"}]}
    before = read_cards(game_slug="spark-of-war", text=_document([german, english]), file_format="json")
    cards_replace(document=before)
    ids = dict(Card.objects.filter(game="spark-of-war").values_list("key", "id"))
    deck = deck_services.deck_create(owner=owner, game="spark-of-war", entries=[
        {"card": ids["s9-english"], "count": 1}, {"card": ids["s9-old-german"], "count": 2},
    ])
    merged = {**english, "former_keys": ["s9-old-german"], "printings": english["printings"] + german["printings"]}
    result = cards_replace(document=read_cards(game_slug="spark-of-war", text=_document([merged]), file_format="json"))
    assert result.merged == 1 and result.deleted == 1
    assert [(e.card.key, e.count) for e in deck.entries.all()] == [("s9-english", 3)]
    assert Printing.objects.filter(card__key="s9-english").count() == 2


def _document(cards: list[dict[str, Any]]) -> str:
    import json

    return json.dumps({"game": "spark-of-war", "edition": "test", "source": "test", "cards": cards})


def test_the_converter_reports_what_it_repaired(tmp_path) -> None:
    out = StringIO()
    target = tmp_path / "ge.json"
    from cardbase.services import DATA_DIR

    source = DATA_DIR / GE / "source"
    call_command("importcards", "ge-csv", str(source / "cards.csv.gz"), "-o", str(target), stdout=out)
    assert "repaired records: 1 dropped, 1 kept, 324 merged" in out.getvalue()
    assert (tmp_path / "import-log.txt").read_text().count("\n") == 326


@pytest.mark.django_db
def test_a_merged_records_old_key_leads_to_its_card() -> None:
    response = Client().get(f"/cards/{GE}/s9-argonian-star-cluster-battleship/")
    assert response.status_code == 301
    assert response["Location"] == f"/cards/{GE}/s9-argonian-battleship-argonian-star-cluster-battleship/"
    assert game_card_by_key(GE)["b3-vektrean-asteroid-satellite"]["key"] == "t3-vektrean-asteroid-satellite"


# Issue 30: ship legends whose heavy weapon's name did not read ("MMMM: Meutronium Torsedccs") ----

# The heavy-weapon symbols (◼) as the scans read them, before a drawn weapons line.
SYMBOLS_AS_READ = re.compile(r"(?<![\w@#%*])[‘“'\"]?(?=[A-Za-z]*[MW])[MWHNEBSRIilm]{1,6}\s*[:;]\s+[A-Z]")
# Left as read, each for its reason: the symbols sit inside running text or a note the cut keeps.
KEPT_AS_READ = {
    "s6-krebiz-heavy-cruiser": "'the capsule's MR: Sab ts Sab strength is combined...': garbled rules text",
    "s7-drone-heavy-bombardier": "'MBM: Gravidic Distorters (a fleet targeted weapon ...)': the legend's own note",
    "s9-super-heavy-trauma-cruiser-infected-tribe-erv": "after '*: Electronic Warfare System', a system, not a weapon",
}


def _body(text: str) -> str:
    return "\n".join(line for line in text.split("\n") if not line.startswith(("◼", "✜", "✕")))


def test_no_armed_card_shows_its_heavy_weapon_symbols_as_read() -> None:
    shown = {
        card["key"]: _body(card["text"])[-80:]
        for card in card_list()
        if card.get("text_machine_read") and int(card["attributes"].get("heavy_weapons") or 0)
        and SYMBOLS_AS_READ.search(_body(card["text"]))
    }
    assert set(shown) <= set(KEPT_AS_READ), {k: v for k, v in shown.items() if k not in KEPT_AS_READ}


def test_the_probes_ships_show_the_drawn_line_only() -> None:
    by_title = {c["title"]: c for c in card_list()}
    flagship = by_title["Clydon Flagship"]["text"]
    assert flagship.endswith("May carry up to 5 warcraft.\n◼◼◼◼: Neutronium Torpedo\n✜✜✜✜✜✜: Phasers")
    cruiser = by_title["Indirigan Medium Cruiser - Indirigan Nomads Medium Cruiser"]["text"]
    assert cruiser.endswith("non-Indirigan ships.\n◼◼◼: Bi-tritium Boomerang\n✜✜✜: Phasers")
    assert "Meutronium" in by_title["Clydon Flagship"]["text_machine_read"]  # the text as read stays as provenance


@pytest.mark.parametrize(
    ("text", "kept", "names"),
    [
        ("Defense. - May carry up to 5 warcraft. MMMM: Meutronium Torsedccs rechebsee eh) Phasers",
         "Defense. - May carry up to 5 warcraft. ", ["Neutronium Torpedo"]),
        ("The Grand Chieftain's flagship. MSMR: Bi-Tritiuvm Boomerangs", "The Grand Chieftain's flagship. ", ["Bi-tritium Boomerang"]),
        ("Tribes. theese Phasers MBM: Bi-iritum Boomerangs", "Tribes. ", ["Bi-tritium Boomerang"]),
        ("Fan card. MEM: Automatic Pitchers", "Fan card. ", ["Automatic Pitcher"]),
        ("the capsule's MR: Sab ts Sab strength is combined with the cruts", None, []),  # running text: kept
        ("Bases. MM: Sabots - May fire twice.", None, []),  # rules follow: not the legend
    ],
)
def test_a_legend_is_cut_at_its_heavy_symbols_as_read(text, kept, names) -> None:
    start = cardtext.legend_start(text, heavy=True)
    assert (text[:start] if start is not None else None) == kept
    assert cardtext.legend_start(text) is None or kept is None or start <= cardtext.legend_start(text)
    if start is not None:
        assert cardtext.read_weapon_names(text[start:]) == names
