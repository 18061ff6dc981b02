"""The play app's fixtures (people, inline bots) for the apps that follow its matches."""
from tests.play.conftest import _play_settings, alice, alice_client, bob, bob_client, carol  # noqa: F401
