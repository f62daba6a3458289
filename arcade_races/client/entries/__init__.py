"""One module per game with a table on screen: its entry in `arcade_races.client.registry`."""
