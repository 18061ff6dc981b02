"""Production settings: secure with a secret key, refuse to start without one."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _manage(*args: str, **env: str) -> subprocess.CompletedProcess:
    environment = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    environment.update(env)
    return subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=environment, capture_output=True, text=True, timeout=120
    )


def test_check_deploy_passes_with_production_settings_and_a_secret_key() -> None:
    done = _manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        DJANGO_SETTINGS_MODULE="config.settings.production",
        DJANGO_SECRET_KEY="x9!Vq2#pLr7@Zt4$Wm8^Kd3&Hs6*Nf1(Jb5)Gc0-Ye+Ua_Oi=Pe",
        DJANGO_ALLOWED_HOSTS="sectorhq.example",
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_production_refuses_to_start_without_a_secret_key() -> None:
    done = _manage("check", DJANGO_SETTINGS_MODULE="config.settings.production", DJANGO_ALLOWED_HOSTS="a.example")
    assert done.returncode != 0
    assert "DJANGO_SECRET_KEY" in done.stderr


def test_production_refuses_debug_without_a_secret_key() -> None:
    done = _manage(
        "check",
        DJANGO_SETTINGS_MODULE="config.settings.production",
        DJANGO_DEBUG="1",
        DJANGO_ALLOWED_HOSTS="a.example",
    )
    assert done.returncode != 0
    assert "DEBUG is on" in done.stderr


def test_with_redis_a_channel_layer_read_outlasts_its_blocking_wait_for_messages() -> None:
    # redis-py's default read timeout (5 s) equals channels-redis's BZPOPMIN wait (5 s): idle
    # WebSockets then die with "Timeout reading". The settings must give reads longer.
    code = (
        "from django.conf import settings; from channels_redis.core import RedisChannelLayer as L; "
        "host = settings.CHANNEL_LAYERS['default']['CONFIG']['hosts'][0]; "
        "print(host['socket_timeout'] > L.brpop_timeout + 5)"
    )
    done = _manage("shell", "--no-imports", "-c", code, REDIS_URL="redis://127.0.0.1:6379/0")
    assert done.stdout.strip().splitlines()[-1] == "True", done.stdout + done.stderr
