"""Card Table's command line: `cardtable` once installed, `python main.py` in a clone,
`python -m scenes` either way. Nothing happens at import time.

It speaks the language the app will speak (--lang, else the settings', else the machine's)
from the start: its help and its refusals too."""

from __future__ import annotations

import argparse
import json
import os
import sys

from game.core import Phrase

from .services import lang
from .services.lang import _
from .services.version import VERSION

# The bots' process gives way to the frame loop and the window system: on two cores a bot
# thinking made a frame wait its turn (27 ms, with 2 ms of its own work).
BOTS_NICENESS = 10


def parse_args(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="cardtable", description=_("A desktop card table."))
    p.add_argument("--version", action="version", version=f"cardtable {VERSION}")
    p.add_argument("--game", help=_("go straight to a table for this game"))
    p.add_argument("--seats", default="human,bot:medium",
                   help=_("comma-separated seats: human or bot[:easy|medium|hard]"))
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--option", action="append", default=[], metavar="K=V",
                   help=_("a named variant of the game, e.g. solo_shuffle=rows"))
    p.add_argument("--demo", metavar="NAME", help=_("every seat a bot"))
    p.add_argument("--learn", metavar="NAME",
                   help=_("a guided first game of this game: the table teaches it"))
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--level", default=None, choices=("easy", "medium", "hard"))
    p.add_argument("--deal", metavar="CODE",
                   help=_("play the deal of a code shown on a table"))
    p.add_argument("--record", action="store_true",
                   help=_("record games of bots alone too (for statistics of bot matches)"))
    p.add_argument("--lang", choices=("en", "fr", "it"),
                   help=_("speak this language whatever the settings say"))
    p.add_argument("--headless", action="store_true", help=_("SDL dummy video and audio"))
    p.add_argument("--fixed-dt", type=float, default=None, metavar="MS")
    p.add_argument("--frames", type=int, default=None)
    p.add_argument("--screenshot", metavar="PNG")
    p.add_argument("--report", action="store_true")
    p.add_argument("--stats", action="store_true",
                   help=_("print the statistics of the records as JSON and exit"))
    p.add_argument("--size", metavar="WxH",
                   help=_("open the window at this size, e.g. 1600x900"))
    p.add_argument("--resize-at", action="append", default=[], metavar="FRAME:WxH",
                   help=_("(benchmarks) resize the window at a frame; FRAME:full toggles F11"))
    p.add_argument("--serve", action="store_true",
                   help=_("run the meeting and relay servers for playing across computers "
                          "here, until stopped"))
    p.add_argument("--port", type=int, default=None, metavar="N",
                   help=_("with --serve: the meeting server's port (the relay's is the next "
                          "one); 4000 unless given"))
    p.add_argument("--servers", metavar="HOST:PORT",
                   help=_("the meeting server to play across computers through (its relay "
                          "on the next port); the public one unless given or set"))
    p.add_argument("--host", action="store_true",
                   help=_("with --game and a 'remote' seat: host the table for people on "
                          "other computers and print its invite (with --level: a bot plays "
                          "each seat of a person here)"))
    p.add_argument("--continue", dest="resume", action="store_true",
                   help=_("continue the unfinished game saved last (one hosted for people on "
                          "other computers is hosted again: its new invite is printed)"))
    p.add_argument("--join", metavar="CODE",
                   help=_("join the table of this invite (with --level: a bot plays the "
                          "seat)"))
    p.add_argument("--speech-log", metavar="FILE",
                   help=_("write every sentence the voice says to this file, one a line "
                          "(also CARDTABLE_SPEECH_LOG)"))
    p.add_argument("--text-size", choices=("normal", "large", "larger"),
                   help=_("every word at this size for this run only (Settings keeps its "
                          "own)"))
    p.add_argument("--watch", action="store_true",
                   help=_("with --join: watch the table from no seat, nothing hidden shown"))
    args = p.parse_args(argv)
    args.level_given = args.level is not None       # --join: a bot plays the seat
    if args.host and args.level_given:      # --host: a bot plays the people's seats here
        args.seats = ",".join(f"bot:{args.level}" if p.strip() == "human" else p
                              for p in args.seats.split(","))
    args.level = args.level or "medium"
    return args


def wanted_language(argv) -> str | None:
    """The --lang of the command line, read before the arguments are parsed (their help
    speaks it)."""
    argv = sys.argv[1:] if argv is None else argv
    for k, arg in enumerate(argv):
        if arg == "--lang" and k + 1 < len(argv):
            return argv[k + 1]
        if arg.startswith("--lang="):
            return arg.partition("=")[2]
    return None


def speak(argv) -> None:
    """Speak from the start the language the app will speak: --lang, else the settings',
    else the machine's."""
    from .services.settings import Settings
    lang.use(wanted_language(argv) or Settings.load().language or lang.system_language())


def parse_options(pairs: list[str]) -> dict:
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise ValueError(Phrase("--option takes K=V, not {pair}", pair=repr(pair)))
        out[key] = value
    return out


def peak_memory_mb() -> float | None:
    """This process's peak resident memory (the bots' worker is a process of its own).
    Linux's VmHWM first: getrusage's maxrss carries over the peak of the process that
    started this one (a large bench harness) across exec."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except (OSError, ValueError, IndexError):
        pass
    try:
        import resource
    except ImportError:  # not on Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


def parse_resizes(pairs: list[str]) -> dict:
    from .shell.display import parse_size
    out = {}
    for pair in pairs:
        frame, sep, size = pair.partition(":")
        if not sep or not frame.isdigit():
            raise ValueError(Phrase("--resize-at takes FRAME:WxH or FRAME:full, not {pair}",
                                    pair=repr(pair)))
        out[int(frame)] = None if size == "full" else parse_size(size)
    return out


def check_servers(text: str) -> bool:
    """--servers HOST:PORT, said wrong on standard error."""
    from .services.settings import server_address
    if text and server_address(text) is not None:
        return True
    print("cardtable: " + _("--servers takes HOST:PORT, not {servers}").format(
        servers=repr(text)), file=sys.stderr)
    return False


def servers_of(args) -> str:
    """The meeting server to use: --servers, else the settings' ("" is the public one)."""
    if args.servers:
        return args.servers
    from .services.settings import Settings
    return Settings.load().net_servers


def across_computers(args, session):
    """--host: the table served to its guests (its invite printed as one JSON line as soon
    as it exists); --join: the guest's session of the table the code names."""
    from .net.hosting import kept as hosting_kept
    from .net.start import host_name, host_table, join_table
    from .services.session import remote_seats
    from .services.settings import Settings
    family = Settings.load().family
    servers = servers_of(args)
    if args.join:
        name = family[0] if family else lang.text(Phrase("Guest"))
        return join_table(args.join, servers=servers, name=name, version=VERSION,
                          level=args.level if args.level_given else None, watch=args.watch)
    if args.resume:         # hosted again, under the name its guests knew
        kept = hosting_kept(session)
        if kept is None:
            return session  # an older save, or one not quite whole: continued here alone
        hosted, invite = host_table(session, kept.remote, servers=servers, name=kept.name,
                                    version=VERSION, kept=kept)
    else:
        remote = remote_seats(args.seats)
        hosted, invite = host_table(session, remote, servers=servers,
                                    name=host_name(session.seats, remote, family),
                                    version=VERSION)
    print(json.dumps({"invite": invite}), flush=True)
    return hosted


def check_lesson(name: str) -> None:
    from .lessons import games
    if name not in games():
        raise ValueError(Phrase("there is no lesson for {game} (lessons: {games})",
                                game=repr(name), games=", ".join(games())))


def main(argv=None) -> int:
    from .services import applog
    applog.start()          # the log in the data folder, uncaught errors in it too
    applog.LOG.info("Card Table %s starts (Python %s)", VERSION, sys.version.split()[0])
    speak(argv)
    args = parse_args(argv)
    if args.stats:
        from .services.stats import stats_json
        print(stats_json())
        return 0
    if args.servers is not None and not check_servers(args.servers):
        return 2
    if args.serve:
        from .net.serve import DEFAULT_PORT, serve_forever
        try:
            return serve_forever(DEFAULT_PORT if args.port is None else args.port)
        except Exception as exc:    # noqa: BLE001 (the port is taken, or not ours to use)
            print(f"cardtable: {exc}", file=sys.stderr)
            return 1
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    # Bots think on a worker thread (where processes are unavailable) and the app works
    # ahead on others: a short switch interval hands the GIL back to the frame loop
    # quickly, so a long think never stalls a frame. Process-wide, so set here, where the
    # app's process starts.
    from .shell.app import SWITCH_S
    sys.setswitchinterval(SWITCH_S)
    from .services import bot_worker
    bot_worker.niceness = BOTS_NICENESS
    from .routes import make_app
    from .services.deals import command_line_session
    from .services.wording import reason
    from .shell.display import parse_size

    try:
        size = parse_size(args.size) if args.size else None
        resizes = parse_resizes(args.resize_at)
        session = command_line_session(args, parse_options(args.option))
        if args.resume:
            from .services.deals import last_saved
            session = last_saved()
        if session is not None:
            # Straight to a table: the bots' process comes up while the window opens, not
            # during the table's first frames (its start took the GIL from them: 14-23 ms).
            session.start_bots()
        if args.learn is not None:
            check_lesson(args.learn)
        if args.join is None and (args.host or "remote" in args.seats) \
                and not (args.host and args.game and "remote" in args.seats):
            raise ValueError(Phrase("--host needs --game and at least one 'remote' seat, "
                                    "and a 'remote' seat needs --host"))
        if args.watch and (args.join is None or args.level_given):
            raise ValueError(Phrase("--watch goes with --join, and without --level: a "
                                    "watcher plays no seat"))
    except ValueError as exc:
        print(f"cardtable: {lang.text(reason(exc))}", file=sys.stderr)
        return 2
    if args.host or args.join or (args.resume and session.hosting is not None):
        try:
            session = across_computers(args, session)
        except ValueError as exc:     # NetProblem: a wrong code, a full table, no server
            print(f"cardtable: {lang.text(reason(exc))}", file=sys.stderr)
            return 1

    nobody_here = (args.join and args.level_given) or (
        (args.host or args.resume) and not session.humans()) \
        or (args.watch and args.headless)       # a watcher nobody sees: done at the end
    app = make_app(fixed_dt=args.fixed_dt, size=size, demo=bool(args.demo or nobody_here),
                   remember_window=not (args.headless or args.demo))
    if args.lang:
        lang.use(args.lang)
    if args.servers:        # the menu's Host and the Join screen meet there too
        app.settings.servers_for_now(args.servers)
    if args.speech_log:
        app.speech.log_path = args.speech_log
    if args.text_size:
        app.text_size_for_now = args.text_size
        app.follow_text_size()
    app.scripted_resizes = resizes
    app.record_bots = args.record
    app.timing.on = args.report        # the bench reads the frame times it prints
    if args.learn is not None:
        app.open("learn", game=args.learn)
    elif session is not None:
        app.open("table", session=session)
    else:
        app.open("menu")
    app.settle()
    app.run(max_frames=args.frames)
    if args.screenshot:
        app.screenshot(args.screenshot)
    if args.report:
        scene = app.scene
        print(json.dumps({
            "game": session.game if session else None,
            "scene": type(scene).__name__.removesuffix("Scene").lower() if scene else None,
            "scores": list(scene.session.scores()) if hasattr(scene, "session") else None,
            "frames": app.frames,
            "frame_ms": app.timing.report(),
            "resize_ms": app.timing.resize_ms(),
            "present": app.present,
            "peak_mb": peak_memory_mb(),
            "first_shown": app.first_shown,
        }))
    app.close()
    return 0


def run() -> int:
    """The `cardtable` command (pyproject.toml's gui-scripts)."""
    return main()
