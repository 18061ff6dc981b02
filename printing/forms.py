"""The print request, as the print page and POST /api/print/ both take it (one validation)."""
from __future__ import annotations

from typing import Any

from django import forms

import rules

from .decks import DeckFileError
from .layout import LayoutError
from .options import render_options
from .render import RenderOptions
from .services import PrintError, PrintJob, deck_job, saved_deck_job, set_job

MAX_UPLOAD = 2 * 1024 * 1024


def _game_choices() -> list[tuple[str, str]]:
    return [(game.slug, game.name) for game in rules.all()]


def _format_choices() -> list[Any]:
    """Every game's deck formats, grouped by game (the page's select; the API takes any slug)."""
    return [("", "The game's first format")] + [
        (game.name, [(slug, deck_format.name) for slug, deck_format in game.formats.items()])
        for game in rules.all() if game.formats
    ]


# Card sizes a person picks from on the page (WIDTHxHEIGHT in mm; the API takes any size).
CARD_SIZES = (
    ("63x88", "63 × 88 mm: standard (Galactic Empires, poker)"),
    ("57x89", "57 × 89 mm: bridge"),
    ("59x92", "59 × 92 mm: a little over standard (for sleeves)"),
    ("70x120", "70 × 120 mm: tarot"),
    ("44x63", "44 × 63 mm: mini"),
)


class _SizeSelect(forms.Select):
    """The card-size presets, and a size the request named that is not one of them (kept)."""

    def get_context(self, name: str, value: Any, attrs: Any) -> dict[str, Any]:
        if value and str(value) not in dict(CARD_SIZES):
            self.choices = [*CARD_SIZES, (str(value), f"{value} mm")]
        return super().get_context(name, value, attrs)


class PrintForm(forms.Form):
    game = forms.ChoiceField(choices=_game_choices, initial="galactic-empires", required=False)
    deck = forms.CharField(required=False, widget=forms.Textarea(attrs={"rows": 10}), help_text="A deck list: \"3 S6 Argonian Heavy Cruiser - ...\" lines, LackeyCCG .dek XML or JSON.")
    deck_file = forms.FileField(required=False, help_text="Or upload a deck file (.txt, .dek, .json).")
    deck_id = forms.IntegerField(required=False, min_value=1, help_text="Or a deck saved in the deck builder (yours, or a public one).")
    set = forms.CharField(required=False, max_length=20, help_text="Or print a whole set by its code (e.g. PE); \"*\" prints every card of the game.")
    format = forms.CharField(required=False, max_length=60, help_text="The deck format the cover checks (default: the game's first).",
                             widget=forms.Select(choices=_format_choices))
    players = forms.IntegerField(required=False, min_value=1, max_value=12, help_text="The player count the cover checks the deck for.")
    errata = forms.CharField(required=False, max_length=40, help_text="Errata set the cards are printed and checked with (Galactic Empires: printed, official, unofficial; default: a saved deck's own, else official).")
    paper = forms.ChoiceField(choices=(("letter", "Letter"), ("a4", "A4")), initial="letter", required=False)
    card_size = forms.CharField(required=False, initial="63x88", max_length=20, help_text="WIDTHxHEIGHT in mm.",
                                widget=_SizeSelect(choices=CARD_SIZES))
    bleed = forms.FloatField(required=False, initial=0.0, min_value=0, label="Bleed (mm)", help_text="0 to 5 mm: the face's background runs past the cut.",
                             widget=forms.NumberInput(attrs={"step": "0.5", "min": "0", "max": "5"}))
    gap = forms.FloatField(required=False, initial=0.0, min_value=0, label="Gap between cards (mm)",
                           widget=forms.NumberInput(attrs={"step": "0.5", "min": "0"}))
    margin = forms.FloatField(required=False, initial=5.0, min_value=0, label="Margin (mm)", help_text="The least space from the paper's edge.",
                              widget=forms.NumberInput(attrs={"step": "0.5", "min": "0"}))
    marks = forms.ChoiceField(choices=(("crop", "Crop marks"), ("cut", "Cut lines"), ("none", "None")), initial="crop", required=False)
    # On by default (issue 27): a print-and-play deck wants its backs. The page sends "false"
    # before the checkbox so an unticked box reads as no; a request that leaves it out gets backs.
    backs = forms.BooleanField(required=False, initial=True, label="Card backs (duplex)")
    duplex = forms.ChoiceField(choices=(("long", "Long edge"), ("short", "Short edge")), initial="long", required=False)
    offset_x = forms.FloatField(required=False, initial=0.0, label="Back offset x (mm)")
    offset_y = forms.FloatField(required=False, initial=0.0, label="Back offset y (mm)")
    grayscale = forms.BooleanField(required=False, label="Grayscale ink-saver")
    proxy_marked = forms.BooleanField(required=False, label="Mark cards as proxies")
    alignment_page = forms.BooleanField(required=False, label="Add an alignment test sheet")
    background = forms.BooleanField(required=False, label="Print in the background (big jobs always are)")

    def __init__(self, *args: Any, user: Any = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.user = user

    def clean_backs(self) -> bool:
        if self.is_bound and "backs" not in self.data:
            return True
        return bool(self.cleaned_data.get("backs"))

    def clean_deck_file(self) -> Any:
        upload = self.cleaned_data.get("deck_file")
        if upload is not None and upload.size > MAX_UPLOAD:
            raise forms.ValidationError(f"The deck file is {upload.size // 1024} KB; at most {MAX_UPLOAD // 1024} KB.")
        return upload

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        data["game"] = data.get("game") or "galactic-empires"
        has_deck = bool((data.get("deck") or "").strip()) or data.get("deck_file") is not None or data.get("deck_id") is not None
        if not has_deck and not data.get("set"):
            raise forms.ValidationError("Give a deck (paste or upload) or a set to print.")
        if has_deck and data.get("set"):
            raise forms.ValidationError("Give either a deck or a set, not both.")
        try:
            data["render_options"] = self._render_options(data)
        except LayoutError as exc:
            field = {"card_size": "card_size", "offset_x": "offset_x", "offset_y": "offset_y"}.get(exc.option, exc.option)
            self.add_error(field if field in self.fields else None, exc.message)
            self.layout_error = exc
        return data

    def _render_options(self, data: dict[str, Any]) -> RenderOptions:
        def number(name: str, default: float) -> float:
            value = data.get(name)
            return default if value is None else value

        return render_options(
            paper=data.get("paper") or "letter",
            card_size=data.get("card_size") or "63x88",
            bleed=number("bleed", 0.0),
            gap=number("gap", 0.0),
            margin=number("margin", 5.0),
            marks=data.get("marks") or "crop",
            backs=bool(data.get("backs")),
            duplex=data.get("duplex") or "long",
            offset_x=number("offset_x", 0.0),
            offset_y=number("offset_y", 0.0),
            grayscale=bool(data.get("grayscale")),
            proxy_marked=bool(data.get("proxy_marked")),
            alignment_page=bool(data.get("alignment_page")),
        )

    def spec(self) -> dict[str, Any]:
        """This valid form's request as plain data, for a background job (printing.jobs)."""
        from .jobs import job_spec

        data = self.cleaned_data
        upload = data.get("deck_file")
        if upload is not None:
            upload.seek(0)
            return job_spec(data, content=upload.read(), filename=upload.name or "")
        return job_spec(data, content=data.get("deck") or "")

    def job(self) -> PrintJob:
        """The print job this valid form asks for; PrintError or DeckFileError when it cannot be made."""
        data = self.cleaned_data
        if data.get("set"):
            code = None if data["set"].strip() == "*" else data["set"].strip()
            return set_job(data["game"], code, cover=False)
        if data.get("deck_id") is not None:
            return saved_deck_job(data["deck_id"], user=self.user, format_slug=data.get("format") or None, players=data.get("players"), errata=data.get("errata") or None)
        upload = data.get("deck_file")
        if upload is not None:
            content: str | bytes = upload.read()
            filename = upload.name or ""
        else:
            content, filename = data["deck"], ""
        return deck_job(data["game"], content, filename=filename, format_slug=data.get("format") or None, players=data.get("players"), errata=data.get("errata") or None)


__all__ = ["PrintForm", "PrintError", "DeckFileError"]
