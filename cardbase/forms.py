"""The gallery's search box and filters, read from the query string."""
from __future__ import annotations

from typing import Any

from django import forms

from .selectors import SORTS, CardPage, card_page


class GalleryForm(forms.Form):
    q = forms.CharField(required=False, max_length=500, label="Search")
    type = forms.CharField(required=False, max_length=40)
    # Bounded: a number past 64 bits reaching the database fails there (a 500).
    smin = forms.IntegerField(required=False, label="Strength from", min_value=-999_999_999, max_value=999_999_999)
    smax = forms.IntegerField(required=False, label="to", min_value=-999_999_999, max_value=999_999_999)
    empire = forms.CharField(required=False, max_length=60)
    set = forms.CharField(required=False, max_length=20)
    rarity = forms.CharField(required=False, max_length=20)
    sort = forms.ChoiceField(
        required=False,
        choices=[("", "Set order"), ("title", "Title"), ("strength", "Strength, low first"), ("-strength", "Strength, high first"), ("type", "Type")],
    )
    page = forms.IntegerField(required=False, min_value=1, max_value=1_000_000)

    def values(self) -> tuple[dict[str, Any], list[str]]:
        """The clean values, and a warning for each filter that could not be read (dropped)."""
        self.is_valid()
        warnings = [f"{name}: {'; '.join(str(e) for e in errors)} (ignored)" for name, errors in self.errors.items()]
        data = {name: self.cleaned_data.get(name) for name in self.fields if name not in self.errors}
        if data.get("sort") not in SORTS:
            data["sort"] = ""
        return data, warnings

    def search(self, game_slug: str, per_page: int) -> tuple[dict[str, Any], list[str], CardPage]:
        """The page of a game's cards these values ask for: (clean values, warnings, page)."""
        values, warnings = self.values()
        page = card_page(
            game_slug,
            query=values.get("q") or "",
            filters=self.filters(values),
            sort=values.get("sort") or "",
            page=values.get("page") or 1,
            per_page=per_page,
        )
        return values, warnings, page

    @staticmethod
    def filters(data: dict[str, Any]) -> dict[str, Any]:
        return {
            "type": data.get("type") or "",
            "strength_min": data.get("smin"),
            "strength_max": data.get("smax"),
            "empire": data.get("empire") or "",
            "set": data.get("set") or "",
            "rarity": data.get("rarity") or "",
        }
