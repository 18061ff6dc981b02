"""Forms of the sealed app: every number parsed with bounds, every product checked by key."""
from __future__ import annotations

from django import forms

from .models import Event
from .services import DEFAULT_BOOSTERS, booster_choices, starter_choices


class PoolForm(forms.Form):
    starter = forms.ChoiceField(choices=starter_choices, initial="u-argonian-universe-edition")
    booster_1 = forms.ChoiceField(choices=booster_choices, initial=DEFAULT_BOOSTERS[0])
    booster_2 = forms.ChoiceField(choices=booster_choices, initial=DEFAULT_BOOSTERS[1])
    booster_3 = forms.ChoiceField(choices=booster_choices, initial=DEFAULT_BOOSTERS[2])
    booster_4 = forms.ChoiceField(choices=booster_choices, initial=DEFAULT_BOOSTERS[3])
    extra_boosters = forms.MultipleChoiceField(choices=booster_choices, required=False,
                                               help_text="More packs (6-card packs count 1/2 of a booster).")
    seed = forms.IntegerField(required=False, min_value=0, max_value=(1 << 62) - 1, help_text="Leave empty for a fresh one.")

    def boosters(self) -> list[str]:
        data = self.cleaned_data
        return [data[f"booster_{i}"] for i in range(1, 5)] + list(data.get("extra_boosters") or ())


class EventForm(forms.Form):
    name = forms.CharField(max_length=120)
    pairing = forms.ChoiceField(choices=Event.Pairing.choices, initial=Event.Pairing.SWISS)
    seats = forms.IntegerField(min_value=2, max_value=64, initial=8)
    rounds = forms.IntegerField(min_value=0, max_value=12, initial=0, required=False, help_text="Swiss rounds (0: as many as needed)")
    construction_clock = forms.BooleanField(required=False, initial=True, label="30-minute construction clock")
    speed = forms.BooleanField(required=False, label="Speed Deck option too")
    turn_limit = forms.IntegerField(min_value=0, max_value=100, initial=0, required=False,
                                    help_text="Complete turns before the time-limit rule decides (0: the game's default)")
    booster_1 = forms.ChoiceField(choices=booster_choices, initial=DEFAULT_BOOSTERS[0])
    booster_2 = forms.ChoiceField(choices=booster_choices, initial=DEFAULT_BOOSTERS[1])
    booster_3 = forms.ChoiceField(choices=booster_choices, initial=DEFAULT_BOOSTERS[2])
    booster_4 = forms.ChoiceField(choices=booster_choices, initial=DEFAULT_BOOSTERS[3])

    def boosters(self) -> list[str]:
        return [self.cleaned_data[f"booster_{i}"] for i in range(1, 5)]


class JoinForm(forms.Form):
    starter = forms.ChoiceField(choices=starter_choices, initial="u-argonian-universe-edition",
                                help_text="Your starter is your empire for the whole event.")
