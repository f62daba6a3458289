"""The schemas of Rennfieber's YAML files: the two-sided board (`configs/boards/rennfieber/`:
the training track and the race track) and the game config (`configs/games/rennfieber.yaml`).

Shapes and ranges are checked here; what ties fields together (one segment and one space count
per section in every lane, a start space per lane, eighteen horse cards with their numbers) is
checked when the game is built (`config.Rules.from_documents`).
"""

from __future__ import annotations

from typing import Any, Final

from arcade_races.core.schema import (
    Bool,
    Color,
    Const,
    Field,
    Int,
    Map,
    Number,
    Point,
    Seq,
    Str,
    Tuple,
    board_fields,
    path_schema,
)

FORM_STEPS: Final = ("5-", "0", "2+", "3+", "4+", "5+")
"""The daily-form steps a horse card's scale is made of, bottom first (rulebook, Horse Cards)."""

ELIGIBILITY: Final = ("any", "not_run", "first_two", "no_minus", "at_most_4")
"""Who may run a race: any horse; one that has not run in this programme yet; the first two of
the last race; a horse whose pointer is not on a minus step; a horse whose form is at most
4+."""

SQUARES: Final = ("card", "form", "cash", "again", "miss")
"""What an instruction space of the training track says: draw a training card, form up or down,
pay or receive money, roll again, miss the next turn."""

GALLOP_EFFECTS: Final = ("push", "hold", "stride", "shift", "none")
"""What a gallop card does to the horse that drew it (never backwards)."""

_SEGMENT: Final[Any] = path_schema().fields["segments"].schema.item  # type: ignore[attr-defined]

_TRAINING = Map(
    {
        "path": Field(
            path_schema(),
            doc="The single file from the stable (space 0) to the meadow (the last space): "
            "10 to 200 spaces (the built-in tracks have 40 and 46), on the canvas (at most "
            "half its size off it), any two at least 20 pixels apart once the lane is fitted "
            "to the training room.",
        ),
        "squares": Field(
            Seq(
                Map(
                    {
                        "at": Field(Int(min=1, max=999), doc="The space (not the stable, "
                                    "not the meadow).", example=4),
                        "do": Field(Str(choices=SQUARES), doc="What the space says.",
                            example="form"),
                        "value": Field(Int(min=-50_000, max=50_000), default=0,
                                       doc="form: steps up (+) or down (-); cash: money "
                                       "received (+) or paid (-)."),
                        "label": Field(Str(), default="", doc="The text printed on it."),
                    },
                    doc="One instruction space.",
                ),
                min_len=0,
                max_len=200,
            ),
            default=[],
            doc="The instruction spaces of the training track.",
        ),
        "decoration": Field(
            Map(
                {
                    "grass": Field(Color(), default="#5b9a3c", doc="The paddock's grass."),
                    "path": Field(Color(), default="#d8b27a", doc="The sand of the path."),
                    "ink": Field(Color(), default="#fdf6e3", doc="Lines and labels."),
                    "title": Field(Str(), required=False, doc="A title on the board.",
                        example="TRAININGSBAHN"),
                },
                doc="How the training track looks.",
            ),
            default={},
            doc="How the training track looks; every colour has a default.",
        ),
    },
    doc="The training track side of the board.",
)

_COURSE = Map(
    {
        "start": Field(Seq(Int(min=0, max=9999), min_len=1, max_len=12),
                       doc="The start row: each lane's space (its loop index).",
                           example=[44, 49, 54]),
        "crossings": Field(Int(min=1, max=9), default=2,
                           doc="Finish-line crossings to the end of the course: 2 when the "
                           "start row lies before the line (one straight and one lap)."),
    },
    doc="A course: where it starts, and how often the finish line is crossed.",
)

_LANE = Map(
    {
        "spaces": Field(Seq(Int(min=1, max=200), min_len=1, max_len=16),
                        doc="How many spaces the lane has in each section (inner lanes fewer "
                        "in the bends); at most 400 round a lap, 2,400 on the whole track, "
                        "and any two spaces at least 6 pixels apart once the track is fitted "
                        "to the screen.", example=[9, 14, 9, 14]),
        "offset": Field(Number(min=0, max=0.99), default=0,
                        doc="Where in its slot each space sits: at (k + offset) / n of its "
                        "section; 0.5 staggers a lane by half a space."),
        "segments": Field(Seq(_SEGMENT, min_len=1, max_len=16),
                          doc="The lane's geometry: one path segment per section, on the "
                          "canvas (at most half its size off it), an arc turning at most "
                          "360 degrees; the first starts at the finish line, 6 to 100 pixels "
                          "from the next lane's once the track is fitted to the screen."),
    },
    doc="One lane, inside first.",
)

_RACE = Map(
    {
        "sections": Field(Seq(Str(), min_len=1, max_len=16),
                          doc="The sections of the track from the finish line round, "
                          "anticlockwise (bends and straights), by name.",
                              example=["Kurve 1", "Gegengerade", "Kurve 2", "Zielgerade"]),
        "lanes": Field(Seq(_LANE, min_len=2, max_len=12), doc="The lanes, lane 1 (inside) "
                       "first."),
        "courses": Field(Map({"short": Field(_COURSE, doc="The short course."),
                              "long": Field(_COURSE, doc="The long course.")},
                             doc="The two start rows."),
                         doc="The short and the long course."),
        "placement": Field(
            Map({"at": Field(Point(), doc="Where placement space 1 is drawn.", example=[1180, 120]),
                 "step": Field(Point(), default=[0, 40], doc="From one placement space to the "
                               "next.")},
                doc="Where the placement spaces are drawn."),
            doc="The placement spaces ('Plazierung im Rennen').",
        ),
        "decoration": Field(
            Map(
                {
                    "turf": Field(Color(), default="#3f8f3a", doc="The turf of the lanes."),
                    "infield": Field(Color(), default="#2f6e2c", doc="The infield."),
                    "rail": Field(Color(), default="#f4f1ea", doc="The rails."),
                    "ink": Field(Color(), default="#fdf6e3", doc="Lines and labels."),
                    "title": Field(Str(), required=False, doc="A title in the infield.",
                        example="RENNBAHN"),
                },
                doc="How the race track looks.",
            ),
            default={},
            doc="How the race track looks; every colour has a default.",
        ),
    },
    doc="The race track side of the board.",
)

BOARD_SCHEMA: Final = Map(
    {
        **board_fields("rennfieber"),
        "training": Field(_TRAINING, doc="The training track, from the stable to the meadow."),
        "race": Field(_RACE, doc="The race track: lanes, courses, placement spaces."),
    },
    doc="A Rennfieber board: the training track on one side, the race track on the other.",
)
"""A Rennfieber board file."""

_BAND = Tuple((Int(min=1, max=99), Int(min=1, max=99)), phrase="a range [fewest, most]")
_MONEY = Int(min=-1_000_000, max=1_000_000)
_TEXT = Str(pattern=r"\S")

_HORSE = Map(
    {
        "card": Field(Int(min=1, max=99), doc="The card's number (1 to 18)."),
        "name": Field(_TEXT, doc="The horse's name."),
        "price": Field(Int(min=0, max=1_000_000), doc="The purchase price: the opening bid."),
        "scale": Field(Seq(Str(choices=FORM_STEPS), min_len=1, max_len=6, unique=True),
                       doc="The daily-form scale, bottom step first, rising."),
        "auction": Field(Int(min=1, max=2), doc="1: auctioned first (cards 1-12); 2: before "
                         "race 3 (cards 13-18)."),
    },
    doc="A horse card.",
)

_TRAINING_CARD = Map(
    {
        "id": Field(Int(min=1, max=999), doc="The card's number."),
        "count": Field(Int(min=0, max=99), doc="How many of it are in the deck."),
        "kind": Field(Str(choices=("now", "karriere", "durchbruch")),
                      doc="now: shown and carried out at once; karriere / durchbruch: kept "
                      "face down with the horse for its races."),
        "title": Field(_TEXT, doc="The card's title."),
        "text": Field(_TEXT, doc="What the card says."),
        "form": Field(Int(min=-5, max=5), default=0, doc="Form steps up (+) or down (-)."),
        "cash": Field(_MONEY, default=0, doc="Money received (+) or paid (-)."),
    },
    doc="A kind of training card.",
)

_GALLOP_CARD = Map(
    {
        "id": Field(Int(min=1, max=999), doc="The card's number."),
        "count": Field(Int(min=0, max=99), doc="How many of it are in the deck."),
        "title": Field(_TEXT, doc="The card's title."),
        "text": Field(_TEXT, doc="What the card says."),
        "effect": Field(Str(choices=GALLOP_EFFECTS), doc="push: spaces forward now; hold: "
                        "sits out its next turn; stride: its next move is shorter; shift: "
                        "one lane in or out, diagonally forward; none."),
        "spaces": Field(Int(min=0, max=20), default=0, doc="push / stride: how many spaces."),
        "lane": Field(Str(choices=("in", "out")), default="in", doc="shift: which way."),
        "cash": Field(_MONEY, default=0, doc="Money the owner receives (+) or pays (-)."),
    },
    doc="A kind of gallop card.",
)

_RACE_ENTRY = Map(
    {
        "course": Field(Str(choices=("short", "long")), doc="The course."),
        "fee": Field(Int(min=0, max=1_000_000), doc="The starting fee per runner."),
        "runners": Field(Str(choices=ELIGIBILITY), default="any", doc="Who may run."),
        "prizes": Field(Seq(Int(min=0, max=10_000_000), min_len=0, max_len=12),
                        doc="Prizes for 1st, 2nd, ..."),
        "restock": Field(Bool(), default=False, doc="Before this race: the sell-back, the "
                         "second auction and a training run for every horse."),
    },
    doc="One race of a programme.",
)

CONFIG_SCHEMA: Final = Map(
    {
        "format": Field(Const(1), doc="The version of the config format: 1."),
        "game": Field(Const("rennfieber"), doc="The game this config is for."),
        "players": Field(Map({"min": Field(Int(min=2, max=6), doc="The fewest players."),
                              "max": Field(Int(min=2, max=6), doc="The most players.")},
                             doc="How many may play."),
                         doc="How many may play."),
        "seating": Field(
            Seq(Map({"players": Field(_BAND, doc="The player counts this row is for."),
                     "horses": Field(Int(min=1, max=12), doc="Horses bought at the first "
                                     "auction."),
                     "runners": Field(Int(min=1, max=6), doc="Runners each per race (horse "
                                      "figures, colours)."),
                     "cash": Field(Int(min=0, max=10_000_000), doc="Start cash."),
                     "resell": Field(Int(min=0, max=12), doc="Horses sold back and bought "
                                     "anew before a restocking race.")},
                    doc="One row of the seating table."), min_len=1, max_len=6),
            doc="By number of players: horses, runners, start cash, resales.",
        ),
        "raises": Field(Seq(Int(min=1, max=1_000_000), min_len=1, max_len=8, unique=True),
                        doc="The raises an auction bid may make."),
        "slips": Field(Seq(Int(min=1, max=1_000_000), min_len=1, max_len=12),
                       doc="The betting slips of each colour owned."),
        "bet_horses": Field(
            Seq(Map({"runners": Field(_BAND, doc="Runner counts."),
                     "horses": Field(Int(min=1, max=12), doc="How many horses a seat may "
                                     "back.")}, doc="One row."), min_len=1),
            doc="How many different horses a seat may back, by runners in the race.",
        ),
        "race_die": Field(Seq(Int(min=0, max=20), min_len=1, max_len=20),
                          doc="The race die's faces (2-3-3-4-4-5)."),
        "die": Field(Seq(Int(min=1, max=20), min_len=1, max_len=20),
                     doc="The normal die's faces."),
        "gallop_on": Field(Seq(Int(min=1, max=20), max_len=20, unique=True),
                           doc="Normal-die faces that draw a gallop card."),
        "boost": Field(Int(min=0, max=20), doc="Spaces a Karriere card adds."),
        "sell_bonus": Field(Int(min=0, max=1_000_000), doc="Sell-back: paid per form step above "
                            "the bottom, on top of the price."),
        "tote": Field(Map({"quote": Field(Int(min=1, max=10), doc="Q = floor(quote x pool / "
                                          "stake on the winner)."),
                           "round": Field(Int(min=1, max=10_000), doc="Returns are rounded "
                                          "down to this.")},
                          doc="The Totalisator's quote."), doc="The Totalisator's quote."),
        "daily_form": Field(
            Seq(Map({"step": Field(Str(choices=FORM_STEPS), doc="The step."),
                     "extra": Field(Seq(Tuple((Int(min=0, max=20), Int(min=-20, max=20)),
                                              phrase="a pair [race-die roll, spaces added]"),
                                        max_len=20),
                                    default=[], doc="Spaces added to these race-die rolls.")},
                    doc="One step of the daily-form table."), min_len=1, max_len=6),
            doc="The daily-form table, bottom step first.",
        ),
        "horses": Field(Seq(_HORSE, min_len=2, max_len=60), doc="The horse cards."),
        "training_cards": Field(Seq(_TRAINING_CARD, min_len=1, max_len=100),
                                doc="The training deck."),
        "gallop_cards": Field(Seq(_GALLOP_CARD, min_len=1, max_len=100),
                              doc="The gallop deck."),
        "programme": Field(Seq(_RACE_ENTRY, min_len=1, max_len=12),
                           doc="Race Programme I."),
        "own_programme": Field(Seq(_RACE_ENTRY, min_len=1, max_len=12), required=False,
                               doc="The variant 'own_programme': this evening instead."),
    },
    doc="The numbers, tables and cards of Rennfieber.",
)
"""The Rennfieber game config."""
