"""Sign-up (limited per address: settings.FORM_RATE_LIMITS); log-in, log-out and password reset
are Django's own views."""
from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.views.decorators.http import require_http_methods
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
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
            # A new account lands on the home page with its next steps (issue 27), not a bare page.
            return redirect(f"{reverse('home')}?welcome=1")
    else:
        form = SignupForm()
    return render(request, "registration/signup.html", {"form": form, "next": next_url})


@login_required
@require_http_methods(["GET", "POST"])
def api_token(request: HttpRequest) -> HttpResponse:
    """Your API token: make one, replace it or revoke it (issue 27). POST /api/token/ gives the
    same token for a username and password."""
    from rest_framework.authtoken.models import Token

    from . import services

    if request.method == "POST":
        action = request.POST.get("action")
        if action == "revoke":
            services.token_revoke(user=request.user)
        elif action in ("create", "replace"):
            services.token_issue(user=request.user, replace=action == "replace")
        return redirect("api-token-page")
    token = Token.objects.filter(user=request.user).first()
    return render(request, "accounts/token.html", {"token": token})

