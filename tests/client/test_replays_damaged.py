"""One damaged replay in the folder never stops the program: the title screen opens, the
replays list shows it as damaged beside the good ones, and it can be deleted (issue 15)."""

from __future__ import annotations

from typing import Any

import pygame

from arcade_races.client.paths import replays_dir
from arcade_races.client.scenes.replays import ReplaysScene
from arcade_races.client.scenes.title import TitleScene
from arcade_races.gamesetup import ai_seats, make_agents, make_header
from arcade_races.match import Match
from arcade_races.replay import ReplayWriter


def test_the_title_and_the_list_open_with_damaged_replays_in_the_folder(app: Any) -> None:
    folder = replays_dir()
    folder.mkdir(parents=True, exist_ok=True)
    header = make_header("favoriten", ai_seats("favoriten", 3), 4)
    writer = ReplayWriter.create(folder / "good.jsonl", header)
    Match(header.build_game(), 4, make_agents(header), writer).run()
    writer.close()
    text = (folder / "good.jsonl").read_text(encoding="utf-8")
    (folder / "digits.jsonl").write_text(text.replace('"seed":4', '"seed":' + "9" * 5000, 1),
                                         encoding="utf-8")
    (folder / "ludo.jsonl").write_text(text.replace('"favoriten"', '"ludo"', 1),
                                       encoding="utf-8")
    (folder / "junk.jsonl").write_bytes(b"\xff\xfe\x00junk")
    app.push(TitleScene(app))
    for _ in range(5):
        app.frame()
    scene = ReplaysScene(app)
    app.push(scene)
    for _ in range(5):
        app.frame()
    names = {entry.path.name: entry for entry in scene.entries}
    assert names["good.jsonl"].error is None
    assert all(names[n].error for n in ("digits.jsonl", "ludo.jsonl", "junk.jsonl"))
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)  # every row drawn, the damaged ones marked
