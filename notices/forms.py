from django import forms


class NoticeSettingsForm(forms.Form):
    tab_marker = forms.BooleanField(required=False, label="Mark the table's tab (title and icon) when it is my move")
    email_digest = forms.BooleanField(
        required=False, label="E-mail me, at most once a day, the correspondence tables where it is my move")
    email = forms.EmailField(required=False, max_length=254, label="E-mail address")

    def clean(self) -> dict:
        data = super().clean()
        if data.get("email_digest") and not data.get("email"):
            self.add_error("email", "The digest needs an e-mail address.")
        return data
