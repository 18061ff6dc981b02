"""The player's settings page: which "your move" notices they get."""
from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from . import services
from .forms import NoticeSettingsForm


@login_required
def settings_page(request: HttpRequest) -> HttpResponse:
    current = services.settings_for(request.user)
    if request.method == "POST":
        form = NoticeSettingsForm(request.POST)
        if form.is_valid():
            services.settings_update(user=request.user, tab_marker=form.cleaned_data["tab_marker"],
                                     email_digest=form.cleaned_data["email_digest"], email=form.cleaned_data["email"])
            messages.success(request, "Your settings are saved.")
            return redirect("notices:settings")
    else:
        form = NoticeSettingsForm(initial={"tab_marker": current.tab_marker, "email_digest": current.email_digest,
                                           "email": request.user.email})
    return render(request, "notices/settings.html", {"form": form, "current": current}, status=400 if form.errors else 200)
