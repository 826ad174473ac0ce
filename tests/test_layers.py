"""The house's rules of import, read from the source (imports inside functions included):
scenes/ is layered, each layer importing only those below it; no import cycle; screens
open each other by name, never by import; the services, the network (scenes/net) and
game/ never touch pygame."""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
# Lowest first: a module may import its own layer and the ones before it, never after.
LAYERS = ("services", "net", "shell", "kit", "boards", "lessons", "screens", "routes", "cli",
          "__main__")
SCREENS_MAY_IMPORT = {("scenes.screens.replay", "scenes.screens.table")}  # a replay is a table


def own_part(screen: str, target: str) -> bool:
    """A screen kept in parts: `table.py` imports `table_pace.py`, its own part."""
    return target.startswith(screen + "_")


def module_name(path: pathlib.Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: pathlib.Path) -> set[str]:
    """Every module `path` imports, anywhere in it, as absolute dotted names."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module
            found.add(target)
            # `from . import saves` imports a module, not a name
            found.update(f"{target}.{alias.name}" for alias in node.names)
    return found


def project_graph(top: str) -> dict[str, set[str]]:
    modules = {module_name(p): p for p in (ROOT / top).rglob("*.py")}
    return {name: {m for m in imports_of(path) if m in modules and m != name}
            for name, path in modules.items()}


def layer(module: str) -> int:
    return LAYERS.index(module.split(".")[1])


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                out.append(sorted(part))
    for v in graph:
        if v not in index:
            visit(v)
    return out


def test_the_import_walk_sees_imports_inside_functions(tmp_path):
    """The checks below are only as good as this: a hidden import must be found."""
    graph = project_graph("scenes")
    assert "scenes.services.records" in graph["scenes.shell.app"]  # imported inside records()


def test_no_import_cycle_inside_scenes():
    assert cycles(project_graph("scenes")) == []


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_every_scenes_module_sits_in_a_layer_and_imports_only_below_it():
    graph = project_graph("scenes")
    wrong = []
    for module, targets in graph.items():
        if module == "scenes":
            continue
        for target in targets:
            if target != "scenes" and layer(target) > layer(module):
                wrong.append(f"{module} -> {target}")
    assert wrong == []


def test_no_screen_imports_another():
    graph = project_graph("scenes")
    wrong = [f"{m} -> {t}" for m, targets in graph.items() for t in targets
             if m.startswith("scenes.screens.") and t.startswith("scenes.screens.")
             and (m, t) not in SCREENS_MAY_IMPORT and not own_part(m, t)]
    assert wrong == []


def test_services_and_rules_never_import_pygame_even_indirectly():
    graph = project_graph("scenes") | project_graph("game")
    pure = [m for m in graph if m.startswith(("scenes.services", "scenes.net", "game"))]
    for module in pure:
        path = ROOT / (module.replace(".", "/") + ".py")
        if not path.exists():
            path = ROOT / module.replace(".", "/") / "__init__.py"
        assert not {i for i in imports_of(path) if i.split(".")[0] == "pygame"}, module
        assert not any(t.startswith("scenes.")
                       and not t.startswith(("scenes.services", "scenes.net"))
                       for t in graph[module]), module


def test_the_services_import_with_no_display_and_no_pygame():
    names = sorted(m for m in project_graph("scenes")
                   if m.startswith(("scenes.services", "scenes.net")))
    code = f"import sys; import {', '.join(names)}; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True, env={"PATH": "", "PYTHONPATH": str(ROOT)})
    assert out.stdout.strip() == "False"
