"""Print options from the outside world (command line, API, form) to RenderOptions, checked.

One function for every entry point, so an option means the same thing everywhere and an
impossible geometry gets the same error naming the option.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from .layout import LayoutError, LayoutOptions, parse_card_size, plan_sheet
from .render import RenderOptions


def render_options(
    *,
    paper: str = "letter",
    card_size: str | tuple[float, float] | None = None,
    bleed: float = 0.0,
    gap: float = 0.0,
    margin: float = 5.0,
    marks: str = "crop",
    backs: bool = False,
    duplex: str = "long",
    offset_x: float = 0.0,
    offset_y: float = 0.0,
    grayscale: bool = False,
    proxy_marked: bool = False,
    images_dir: str | Path | None = None,
    alignment_page: bool = False,
    **ignored: Any,
) -> RenderOptions:
    """RenderOptions for these values; LayoutError (naming the option) when they cannot print."""
    if isinstance(card_size, tuple):
        width, height = card_size
    else:
        width, height = parse_card_size(card_size or "")
    layout = LayoutOptions(
        paper=(paper or "letter").lower(),
        card_width=width,
        card_height=height,
        bleed=bleed,
        gap=gap,
        margin=margin,
        marks=marks,
        backs=backs,
        duplex=duplex,
        offset_x=offset_x,
        offset_y=offset_y,
    )
    plan_sheet(layout)  # fail now, naming the option, rather than half way through a PDF
    folder = None
    if images_dir:
        folder = Path(images_dir)
        if not folder.is_dir():
            raise LayoutError("images", f"{folder} is not a folder")
    return RenderOptions(
        layout=layout,
        grayscale=grayscale,
        proxy_marked=proxy_marked,
        images_dir=folder,
        alignment_page=alignment_page,
    )


def add_arguments(parser: Any) -> None:
    """The layout options every print command takes (argparse)."""
    parser.add_argument("-o", "--output", required=True, help="The PDF file to write (- for standard output).")
    parser.add_argument("--paper", choices=("letter", "a4"), default="letter", type=str.lower)
    parser.add_argument("--card-size", default="63x88", help="WIDTHxHEIGHT in mm (default 63x88, poker).")
    parser.add_argument("--bleed", type=float, default=0.0, help="Bleed in mm, 0 to 5 (the face's background runs past the cut).")
    parser.add_argument("--gap", type=float, default=0.0, help="Gap between cards in mm.")
    parser.add_argument("--margin", type=float, default=5.0, help="Least margin from the paper's edge in mm.")
    marks = parser.add_mutually_exclusive_group()
    marks.add_argument("--crop-marks", dest="marks", action="store_const", const="crop", help="Crop marks outside the card grid (default).")
    marks.add_argument("--cut-lines", dest="marks", action="store_const", const="cut", help="Thin lines along every cut.")
    marks.add_argument("--no-marks", dest="marks", action="store_const", const="none")
    parser.set_defaults(marks="crop")
    parser.add_argument("--backs", action="store_true", help="A page of card backs after each sheet, for duplex printing.")
    parser.add_argument("--duplex", choices=("long", "short"), default="long", help="The edge the printer flips the sheet on.")
    parser.add_argument("--offset-x", type=float, default=0.0, help="Move the backs right by this many mm (misregistration).")
    parser.add_argument("--offset-y", type=float, default=0.0, help="Move the backs up by this many mm (misregistration).")
    parser.add_argument("--grayscale", action="store_true", help="Grayscale ink-saver: gray ink, pale backgrounds.")
    parser.add_argument("--proxy-marked", action="store_true", help="Mark every card as a proxy.")
    parser.add_argument("--images", metavar="DIR", help="A folder of card scans, matched by each printing's image file name.")
    parser.add_argument("--alignment-page", action="store_true", help="Add a front/back alignment test sheet.")


def options_from_arguments(values: dict[str, Any]) -> RenderOptions:
    return render_options(
        paper=values["paper"],
        card_size=values["card_size"],
        bleed=values["bleed"],
        gap=values["gap"],
        margin=values["margin"],
        marks=values["marks"],
        backs=values["backs"],
        duplex=values["duplex"],
        offset_x=values["offset_x"],
        offset_y=values["offset_y"],
        grayscale=values["grayscale"],
        proxy_marked=values["proxy_marked"],
        images_dir=values.get("images"),
        alignment_page=values["alignment_page"],
    )


def flag(option: str) -> str:
    """The command-line flag for a LayoutError's option name."""
    return "--" + {"marks": "crop-marks", "images": "images"}.get(option, option.replace("_", "-"))
