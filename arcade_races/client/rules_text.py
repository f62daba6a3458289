"""The words the menus show about each game: a short rules page, a line per variant, a line per
AI personality. The full rules are in docs/<game>.md; these are the couch version."""

from __future__ import annotations

from typing import Final

RULES: Final[dict[str, list[tuple[str, str]]]] = {
    "pferderennen": [
        ("Goal",
         "Back the winning horse. The four aces, ♣ ♦ ♥ ♠, are the horses: the first ace to "
         "run past the end of the track wins, and whoever bet on it collects."),
        ("Setup",
         "The aces stand at the start, one lane each. The dealer (the game) lays a row of "
         "face-down track cards, six or eight depending on the board; the rest of the deck "
         "is the draw pile."),
        ("Bets",
         "Each player in turn stakes 1 to 5 on one suit, or passes and sits the race out. "
         "Bets are open: later players see the earlier ones."),
        ("The race",
         "The dealer turns the top card of the pile. Only its suit counts: the ace of that "
         "suit moves one step forward. A 7♥ moves the ace of hearts."),
        ("Hurdles",
         "When the last ace reaches a step, the track card beside it is turned, and the ace "
         "of that card's suit falls back one step. Each track card turns only once."),
        ("Payout",
         "Backed the winner? You gain twice your stake. Backed another ace? You lose your "
         "stake. Passing costs nothing. The best total wins the game."),
        ("Variants",
         "Half stake: half of each stake is paid before the start.\n"
         "Places: second and third pay too.\n"
         "Leader hurdle: the first ace to reach a step turns its card.\n"
         "Turbo: a turned card kicks its ace forward.\n"
         "Stumble: a drawn 2 moves every ace behind the leader.\n"
         "Sips: the party mode; winners hand out sips instead of points."),
    ],
    "six_day": [
        ("Goal",
         "Win the six-day race: finish each day's race without losing laps. Lap deficits "
         "decide; points from sprints and the finish only count between riders level on laps."),
        ("A turn",
         "Ride exactly one movement card: one point is one space. Every rider starts with the "
         "same green hand (50 points with 3-5 riders), and 81 spaces lie to the finish."),
        ("Slipstream",
         "Land on a space where another rider stands and your card counts again: you ride "
         "its value once more for every rider there. Only once a move, and never on the blue "
         "rider change and crash spaces."),
        ("Rider change",
         "Land exactly on a rider change space and you may hand in your green cards for the "
         "relief rider's black ones, drawn face down (7 low and 4 high)."),
        ("Sprints and finish",
         "Crossing the sprint lines pays 5-3-2-1, the finish 10-6-4-2, in crossing order. "
         "When the first rider crosses the finish, the round is ridden out and the day ends."),
        ("Result",
         "Every 4 spaces short of the finish is a lap deficit. Fewest laps first, then most "
         "points. Six days add up."),
        ("Variants",
         "Green cards only: no rider change.\n"
         "Teams: two riders sitting opposite share laps and points.\n"
         "Days: race 1 to 6 days."),
    ],
    "favoriten": [
        ("Goal",
         "Score the most points from markers on the horses that finish 1st, 2nd and 3rd. The "
         "earlier you bet, the higher your circle and the more it pays."),
        ("Betting",
         "Before each round, starting with the leader, each player may place one of their "
         "three markers in the next free circle of a horse's column, or pass. Once a horse "
         "has finished, betting is closed."),
        ("The race",
         "The leader rolls the die once per running horse and chooses which horse takes each "
         "roll. Moved horses switch lanes. Then the lead passes to the left."),
        ("Scoring",
         "The race runs until three horses are home. Their markers slide into the 1st (32, "
         "24, 18 ...), 2nd (16, 12 ...) and 3rd (8, 6 ...) place columns and score the "
         "numbers in their circles."),
        ("A game",
         "Three races; the next race is led by the next player."),
        ("Variants",
         "Most points leads: the leader of the next race is the player in front.\n"
         "A race per player: everyone leads one race."),
    ],
    "crazy_race": [
        ("Goal",
         "Your secret bet card names a place for each of the three stages. Reach exactly "
         "those places: 1 point for each, plus 1 for every other player whose card asked "
         "for the same place there."),
        ("A turn",
         "You may lay one track card on any free piece of any track (or throw it away), and "
         "in the main game play one action card; then roll both dice and move your pawn."),
        ("Track cards",
         "A track card replaces a piece's 4 spaces with 0 to 8: shorten your own track to "
         "get ahead, stretch a rival's to hold them back. A free piece has no pawn and no "
         "card."),
        ("Cups",
         "Cross the end of a stage and take its next cup: 1st, 2nd, 3rd ... Surplus pips "
         "carry on; past the last stage they are lost."),
        ("Action cards",
         "Move a free track card; make a rival skip a turn; or lay 'on turn again' before a "
         "rival, who then takes two turns in a row. A cancel card, played when a card hits "
         "you, stops it."),
        ("The end",
         "When the second-to-last pawn is home, the bet cards are revealed and the cups laid "
         "on them."),
        ("Variants", "Basic game: no action cards, a good first race."),
    ],
}
"""Per game: (heading, paragraph) in reading order. Suit symbols are drawn in suit colours;
a newline starts a new line."""

VARIANT_TEXT: Final[dict[str, dict[str, tuple[str, str]]]] = {
    "pferderennen": {
        "half_stake": ("Half stake up front",
                       "Pay half your stake before the start; a loser pays the rest."),
        "places": ("Places", "Second and third pay too: 1× and ½× the stake."),
        "leader_hurdle": ("Leader hurdle",
                          "A hurdle turns when the first ace reaches it, not the last."),
        "turbo": ("Turbo", "A turned track card kicks its ace forward instead of back."),
        "stumble": ("Stumble", "A drawn 2 is wild: every ace behind the leader steps up."),
        "sips": ("Party mode: sips",
                 "Bet sips instead of points. Nobody ever has to drink."),
    },
    "six_day": {
        "green_only": ("Green cards only", "No rider change: the starting riders ride it out."),
        "teams": ("Teams of two", "Partners sit opposite: the better lap and both points count."),
        **{f"days={n}": (f"{n}-day race" if n > 1 else "One day",
                         f"Race {n} day{'s' if n > 1 else ''} instead of six.")
           for n in range(1, 7)},
    },
    "favoriten": {
        "leader_most_points": ("Most points leads",
                               "The next race is led by the player with the most points."),
        "race_per_player": ("A race per player", "As many races as players: everyone leads."),
    },
    "crazy_race": {
        "basic": ("Basic game", "Without action cards: track cards, dice and bets only."),
    },
}
"""Per game and variant: a label and a one-line description for the options screen."""

PERSONALITY_TEXT: Final[dict[str, dict[str, str]]] = {
    "pferderennen": {
        "cautious": "Cautious: small stakes, and sits out a bad bet.",
        "steady": "Steady: half the maximum stake, race after race.",
        "bold": "Bold: always the maximum stake.",
        "wild": "Wild: any stake at all, on a whim.",
    },
    "six_day": {
        "sprinter": "Sprinter: rides for the sprint lines and their points.",
        "rouleur": "Rouleur: steady, distance and laps first.",
        "wheelsucker": "Wheelsucker: waits behind the field for a space that multiplies.",
    },
    "favoriten": {
        "early_bird": "Early bird: grabs the top circles before the race shows its hand.",
        "patient": "Patient: waits for certainty and backs only clear chances.",
        "spoiler": "Spoiler: plays against the table, hurting rivals' horses.",
    },
    "crazy_race": {
        "schemer": "Schemer: shapes its own track to hit its bet card's places.",
        "saboteur": "Saboteur: stretches the tracks of whoever threatens its places.",
        "bluffer": "Bluffer: hides its aims, laying its cards on rivals' tracks.",
    },
}
"""Per game and AI personality: what that personality does, in one line."""


def variant_text(game_id: str, variant: str) -> tuple[str, str]:
    """The label and description of a variant (a plain label when none is written)."""
    known = VARIANT_TEXT.get(game_id, {})
    if variant in known:
        return known[variant]
    return (variant.replace("_", " ").capitalize(), "")


def personality_text(game_id: str, personality: str) -> str:
    """One line on what an AI personality does (its name when none is written)."""
    return PERSONALITY_TEXT.get(game_id, {}).get(personality, personality.capitalize())
