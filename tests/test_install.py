"""Installed like an app: the wheel built from this project goes into a fresh virtual
environment outside the repository, and its `cardtable` command plays a game from another
folder, finding its cards, maps, fonts, rules pages and catalogs as package data. Slow
(a wheel, a venv, the dependencies from pip's cache): one test does it all once."""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import subprocess
import sys
import tomllib

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent


def run(cmd, **kwargs) -> subprocess.CompletedProcess:
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=900, **kwargs)
    assert done.returncode == 0, f"{cmd[:3]} failed:\n{done.stdout[-1500:]}\n{done.stderr[-3000:]}"
    return done


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """A fresh venv with the wheel installed; its bin folder."""
    tmp = tmp_path_factory.mktemp("install")
    # From a copy: setuptools reuses a build/ folder it finds, stale files and all.
    source = tmp / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".venv", ".git", "build", "dist", "__pycache__", "*.egg-info", ".*cache", ".bench-home"))
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp / "wheels"),
         str(source)])
    wheel, = (tmp / "wheels").glob("cardtable-*.whl")
    run([sys.executable, "-m", "venv", str(tmp / "venv")])
    bin_dir = tmp / "venv" / ("Scripts" if os.name == "nt" else "bin")
    run([str(bin_dir / "python"), "-m", "pip", "install", "-q", str(wheel)])
    return bin_dir


def app_env(home: pathlib.Path) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(CARDTABLE_HOME=str(home), SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="dummy")
    return env


@pytest.mark.slow
def test_the_installed_command_plays_a_game_from_another_folder(installed, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    done = run([str(installed / "cardtable"), "--headless", "--demo", "garbo", "--players", "2",
                "--fixed-dt", "16", "--frames", "200000", "--report"],
               cwd=elsewhere, env=app_env(tmp_path / "home"))
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["scene"] == "score" and report["game"] == "garbo", report
    # It ran the installed copy, not this clone's: its files are the package's.
    where = run([str(installed / "python"), "-c",
                 "from scenes.services import place; print(place.ASSETS)"],
                cwd=elsewhere, env=app_env(tmp_path / "home")).stdout.strip()
    assert pathlib.Path(where).is_relative_to(installed.parent), where
    assert (pathlib.Path(where) / "locale" / "fr" / "LC_MESSAGES" / "cardtable.po").exists()


@pytest.mark.slow
def test_the_installed_command_says_its_version_and_speaks_french(installed, tmp_path):
    version = run([str(installed / "cardtable"), "--version"], cwd=tmp_path,
                  env=app_env(tmp_path)).stdout.strip()
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["name"]
    from scenes.cli import VERSION
    assert version == f"{project} {VERSION}"
    done = run([str(installed / "python"), "-m", "scenes", "--lang", "fr", "--help"],
               cwd=tmp_path, env=app_env(tmp_path))
    assert "Une table de jeux de cartes sur votre ordinateur." in done.stdout  # its catalog
    assert "--seats" in done.stdout


@pytest.mark.slow
def test_the_user_data_folder_is_the_same_however_the_app_was_started(installed, tmp_path):
    """The installed app and this clone keep saves, settings and records in one folder."""
    env = app_env(tmp_path)
    del env["CARDTABLE_HOME"]
    env.update(HOME=str(tmp_path / "home"), XDG_DATA_HOME=str(tmp_path / "data"))
    ask = ["-c", "from scenes.services.saves import data_dir; print(data_dir())"]
    there = run([str(installed / "python"), *ask], cwd=tmp_path, env=env).stdout.strip()
    here = run([sys.executable, *ask], cwd=ROOT, env=env).stdout.strip()
    assert there == here and there.startswith(str(tmp_path / "data")), (there, here)


def test_every_folder_of_code_is_a_package_of_the_wheel():
    """pyproject.toml lists the packages: a new folder of code must be listed too."""
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
                 ["packages"])
    folders = {".".join(p.parent.relative_to(ROOT).parts)
               for top in ("game", "scenes") for p in (ROOT / top).rglob("*.py")
               if "__pycache__" not in p.parts}
    assert folders <= listed, sorted(folders - listed)
    assert {"scenes.assets", "scenes.seeds"} <= listed


def test_the_desktop_entry_and_icons_go_to_the_users_folders(tmp_path):
    """make install-desktop: Card Table in the applications menu, with its icon."""
    data = tmp_path / "share"
    run(["make", "-s", "install-desktop", f"XDG_DATA_HOME={data}",
         "CARDTABLE_EXEC=/opt/CardTable/CardTable"], cwd=ROOT)
    entry = (data / "applications" / "cardtable.desktop").read_text()
    fields = dict(line.split("=", 1) for line in entry.splitlines() if "=" in line)
    assert fields["Type"] == "Application" and fields["Name"] == "Card Table"
    assert fields["Exec"] == "/opt/CardTable/CardTable" and fields["Icon"] == "cardtable"
    assert "Game" in fields["Categories"].split(";")
    for size in (16, 32, 48, 128, 256, 512):
        png = (data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "cardtable.png")
        head = png.read_bytes()[:24]
        assert head[:8] == b"\x89PNG\r\n\x1a\n"
        assert int.from_bytes(head[16:20], "big") == size == int.from_bytes(head[20:24], "big")
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / "cardtable.svg").exists()


def test_the_windows_icon_holds_every_size_as_png():
    ico = (ROOT / "assets" / "icon" / "cardtable.ico").read_bytes()
    reserved, kind, count = int.from_bytes(ico[0:2], "little"), ico[2], ico[4]
    assert (reserved, kind) == (0, 1) and count >= 6
    sizes = set()
    for k in range(count):
        entry = ico[6 + 16 * k: 22 + 16 * k]
        size, offset = entry[0] or 256, int.from_bytes(entry[12:16], "little")
        assert ico[offset:offset + 8] == b"\x89PNG\r\n\x1a\n"
        sizes.add(size)
    assert {16, 32, 48, 256} <= sizes
