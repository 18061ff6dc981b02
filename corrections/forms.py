from django import forms

from .services import MAX_TEXT


class ProposalForm(forms.Form):
    text = forms.CharField(widget=forms.Textarea(attrs={"rows": 6}), max_length=MAX_TEXT, label="Corrected rule text")
    note = forms.CharField(max_length=300, required=False, label="How you know (optional)")
