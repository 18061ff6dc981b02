"""What the print commands share: writing the PDF to a file or standard output, and errors."""
from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from django.core.management.base import CommandError

from printing.layout import LayoutError
from printing.options import flag, options_from_arguments
from printing.render import RenderOptions, RenderResult
from printing.services import PrintError, PrintJob, write_pdf


def render_options(values: dict[str, Any]) -> RenderOptions:
    try:
        return options_from_arguments(values)
    except LayoutError as exc:
        raise CommandError(f"{flag(exc.option)}: {exc.message}") from None


def write(job: PrintJob, output: str, options: RenderOptions, progress: Callable[[int, int | None], None] | None = None) -> RenderResult:
    """Write the job's PDF to `output` (or standard output for "-"), never a half-written file."""
    try:
        if output == "-":
            return write_pdf(job, sys.stdout.buffer, options, progress=progress)
        target = Path(output)
        target.parent.mkdir(parents=True, exist_ok=True)
        handle: IO[bytes]
        with tempfile.NamedTemporaryFile("wb", dir=target.parent, prefix=f".{target.name}.", suffix=".part", delete=False) as handle:
            try:
                result = write_pdf(job, handle, options, progress=progress)
            except BaseException:
                handle.close()
                os.unlink(handle.name)
                raise
        os.replace(handle.name, target)
        return result
    except LayoutError as exc:
        raise CommandError(f"{flag(exc.option)}: {exc.message}") from None
    except PrintError as exc:
        raise CommandError(exc.message) from None


class ProgressBar:
    """A one-line progress bar on a terminal; silent when output is not a terminal."""

    def __init__(self, stream: Any, label: str = "sheets") -> None:
        self.stream = stream
        self.label = label
        self.enabled = hasattr(stream, "isatty") and stream.isatty()

    def __call__(self, done: int, total: int | None) -> None:
        if not self.enabled:
            return
        if total:
            width = 30
            filled = int(width * done / total)
            self.stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {self.label}")
        else:
            self.stream.write(f"\r{done} {self.label}")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()
