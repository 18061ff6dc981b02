"""Sign-up (limited per address: settings.FORM_RATE_LIMITS); log-in, log-out and password reset
are Django's own views."""
from django.contrib.auth import login
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme

from django_ratelimit.decorators import ratelimit

from config.throttling import form_rate

from .backends import SESSION_BACKEND
from .forms import SignupForm


@ratelimit(key="ip", rate=form_rate("signup"), method="POST", group="signup")
def signup(request: HttpRequest) -> HttpResponse:
    next_url = request.POST.get("next") or request.GET.get("next") or ""
    if request.method == "POST":
        form = SignupForm(request.POST)
        if form.is_valid():
            user = form.save()
            login(request, user, backend=SESSION_BACKEND)
            if next_url and url_has_allowed_host_and_scheme(next_url, allowed_hosts={request.get_host()}):
                return redirect(next_url)
            return redirect("home")
    else:
        form = SignupForm()
    return render(request, "registration/signup.html", {"form": form, "next": next_url})
