from tests.lobby.conftest import _together_settings, alice, bob, carol  # noqa: F401 - shared fixtures
