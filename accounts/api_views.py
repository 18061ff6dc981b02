"""POST /api/token/: a username and password for an API token; DELETE revokes the caller's."""
from __future__ import annotations

from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.authtoken.serializers import AuthTokenSerializer
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.errors import ApplicationError

from . import services


class TokenSerializer(serializers.Serializer):
    token = serializers.CharField(help_text="Send it as `Authorization: Token <token>`.")
    username = serializers.CharField()


class NotSignedIn(ApplicationError):
    status = 401


class TokenView(APIView):
    """The caller's API token. Also on the site: /accounts/token/."""

    permission_classes = [AllowAny]

    @extend_schema(request=AuthTokenSerializer, responses={200: TokenSerializer},
                   summary="Get your API token with your username and password (the same token until you replace or revoke it)")
    def post(self, request: Request) -> Response:
        serializer = AuthTokenSerializer(data=request.data, context={"request": request})
        serializer.is_valid(raise_exception=True)
        user = serializer.validated_data["user"]
        token = services.token_issue(user=user)
        return Response({"token": token.key, "username": user.get_username()})

    @extend_schema(request=None, responses={204: OpenApiResponse(description="Revoked: the token no longer works.")},
                   summary="Revoke your API token")
    def delete(self, request: Request) -> Response:
        if not request.user.is_authenticated:
            raise NotSignedIn("sign in (or send your token) to revoke it")
        services.token_revoke(user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)
