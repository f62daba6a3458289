"""The balance report of `arcade-races board balance`: many AI games on one board, and what they
say about its fairness (length, win rates by seat and by runner, each game's own figures).

`engine` plays the games (serially, on a process pool or on Ray; the same records whatever the
split), `stats` sums them up, `report` writes the table or the JSON document, `plot` the PNG;
`figures` is each game's own account of one game.
"""
