"""The stage every game's table stands on: what the four views each had a copy of, once.

A view package (`client/views/<game>/`) keeps only what is its game's own: a model of what the
table shows, its art, a director turning each event type into beats, its prompts and its
drawing. Everything below is shared, and a view never needs to change it: it composes these
pieces, or subclasses an effect or the prompt for a look or a flow of its own.

Modules, and the mechanisms of the old single-file views each one replaces:

- `script`: `Script`, `Clip`, `call`, `wait`, `wait_until`, `sequence`, `parallel`; `busy`,
  `skip()`, `clear()`, `Clip.cut()`. Replaces every view's `script: deque[Clip]` with its
  `_add(duration, start, step, end[, until])` and `_run_script` (Pferderennen, Six Day,
  Favoriten, Crazy Race: four copies, and Favoriten's and Crazy Race's disagreed on the time
  left over when `until` ends a beat; `script` gives `until` one meaning), the queued ticker
  lines (`_flush_lines`, `_say`: now `call(...)` beats), Six Day's overlay clip with its
  duration set on start and its skip (`_skip_overlay`: `Clip.cut()`), Favoriten's and Crazy
  Race's dice beats (`THROW_MAX` with `until=tray.settled`: `wait_until`), and the dead
  `client/tween.Timeline`.
- `motion`: easing (`ease_in`, `ease_out`, `ease_in_out`, `ease_out_back`, `ease_out_bounce`,
  `linear`, `hop`), `lerp`, `lerp_point`, `unit`, `point_at`, `animate` and `hop_along`.
  Replaces `client/tween.py` (easing and `Tween`), the `lerp`/`unit` of `views/effects.py`,
  the lane lookups (Pferderennen's `_lane_point`, Favoriten's `_point`: `point_at`), attribute
  tweens written out in step callbacks (`ace.at = a + (b - a) * e`: `animate`), and the three
  hop-along-a-path codes: Favoriten's `_q_move` (hop by hop), Crazy Race's `_q_hops` (a landing
  callback per space, cups handed out at the space where a stage ends) and Six Day's `_q_move`
  (a continuous ride whose sprint and finish triggers fire as the rider passes a line): all
  `hop_along(count, duration, to=..., each=..., on_space=..., lines=...)`.
- `effects`: `Effects` (lanes of decorations, one banner, one confetti shower, row flashes;
  `update`, `draw`, `finish`, `clear`), `Effect`, `Flyer`, `Flick`, `Floater`, `Ring`,
  `Banner`, `Flashes`, `Ambience`, the soft surfaces (`render_shadow`, `render_glow`,
  `render_light`, `render_banner`), `least_hidden`, `hex_color`, `signed`. Replaces
  `views/effects.py`, each view's `effects`/`tote_fx`/`side_fx`/`top_fx` lists with their
  update loops, `flashes` lists of `[seat, colour, left, life]`, `banner` and `confetti`
  fields, the flyers (Pferderennen's
  `_Flyer`, Favoriten's `_Flyer`, Six Day's `_Flyer` to a moving rider, Crazy Race's `_Fly`
  with `on_done`), Pferderennen's `_Flick` and Crazy Race's `_Slide`, Favoriten's `_Ring`,
  the banner placement that hides the fewest cards or horses (`least_hidden`), and the hooves
  loop with its tail (`_hooves_on`, `_hooves_idle`, `_stop_hooves`: `Ambience`).
- `ticker`: `Ticker` (lines, slide, `push`, `latest`) and `draw_ticker`. Replaces
  `views/ticker.py` and each view's `ticker`, `ticker_slide` and `_push_lines`.
- `fit`: `Fit.into(rect, box, most=, stretch=)`, `to_screen`, `to_board`, `bounds`. Replaces
  the board fits in each view's `_fit` (uniform scale and centring; Favoriten's stretched
  scale; Crazy Race's shifted origin: `Fit.moved`), and gives the inverse for the mouse.
- `cache`: `Cache` / `SurfaceCache`, bounded, least recently used first out. Replaces the
  views' dicts of rendered surfaces (`_faces`, `_tilted`, `_discard_rot`, `_tokens`,
  `_cards`, `_pills` with its own eviction, `_sprites`, `_tags`, `_name_sizes`).
- `prompt`: `Facet`, `Choice`, `Option`, `Prompt`, `Response`. Replaces each view's
  `_Button`/`_Prompt` and its `_move_focus`, `_confirm`, `command` and `pointer`, and the
  legality the prompts rebuilt (Pferderennen's suits x stakes, Favoriten's horses and `PASS`,
  Six Day's hand, Crazy Race's free spots and targets): a prompt is built from
  `legal_actions()`, grouped by facet, and confirms one of them.
- `zones`: `STAGE`, `SIDE`, `TICKER`, `corner_rect`, `side_below_corner`. Replaces
  `views/layout.py` and the views' own "below the exhibition corner" sums.
"""
