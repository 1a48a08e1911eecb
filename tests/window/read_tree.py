#!/usr/bin/env python3
"""Reads a program's window the way a screen reader (Orca) does: over AT-SPI.

Run inside its own D-Bus session (`dbus-run-session -- python3 read_tree.py ...`), under
an X server. It starts the accessibility bus, marks a screen reader as running, starts
the program, then takes the steps in order and prints one JSON line per `wait:` step:
    wait:WORDS  until some name or text in the program's tree holds WORDS (60 s at most),
                then print every name and text in its tree
    key:NAME    press and release a key (an X keysym name: Return, Tab...) through AT-SPI
    press:WORDS press the control whose name holds WORDS with its AT-SPI action ("click"),
                as a screen reader user does (Orca's activate), not with a key or the mouse
Usage: read_tree.py STEP... -- PROGRAM ARG...
Without steps it waits for the program to end and exits as it did (to measure a program
with a screen reader running).
"""

import json
import os
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib  # noqa: E402

LAUNCHERS = ["/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher"]


def start_accessibility_bus():
    """The bus launcher, then the switch a screen reader turns on (org.a11y.Status)."""
    launcher = next(p for p in LAUNCHERS if os.path.exists(p))
    bus = subprocess.Popen([launcher, "--launch-immediately"])
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    for _ in range(100):
        try:
            for prop in ["IsEnabled", "ScreenReaderEnabled"]:
                session.call_sync(
                    "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties",
                    "Set", GLib.Variant("(ssv)", ("org.a11y.Status", prop, GLib.Variant("b", True))),
                    None, Gio.DBusCallFlags.NONE, 1000, None)
            return bus
        except GLib.Error:
            time.sleep(0.1)
    sys.exit("the accessibility bus did not start")


def words(node, out, depth=0):
    """Every name, description and text below `node`, depth first."""
    if node is None or depth > 60:
        return
    try:
        said = [node.get_name(), node.get_description()]
        if "Text" in node.get_interfaces():
            said.append(Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node)))
        out.extend(w for i, w in enumerate(said) if w and w not in said[:i])
        for i in range(node.get_child_count()):
            words(node.get_child_at_index(i), out, depth + 1)
    except GLib.Error:
        pass  # a node gone while being read: the next read sees the new tree


def program_node(name):
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is not None and app.get_name() == name:
            return app
    return None


def program_tree(name):
    app = program_node(name)
    if app is None:
        return None
    out = []
    words(app, out)
    return out


def control_named(node, said, depth=0):
    """The first node below `node` with an action whose name holds `said`."""
    if node is None or depth > 60:
        return None
    try:
        if said in (node.get_name() or "") and "Action" in node.get_interfaces():
            return node
        for i in range(node.get_child_count()):
            found = control_named(node.get_child_at_index(i), said, depth + 1)
            if found is not None:
                return found
    except GLib.Error:
        pass
    return None


def press(name, said):
    """Presses the control named `said` through its AT-SPI action; whether it was found."""
    deadline = time.time() + 60
    while time.time() < deadline:
        control = control_named(program_node(name), said)
        if control is not None:
            n = Atspi.Action.get_n_actions(control)
            names = [Atspi.Action.get_action_name(control, i) for i in range(n)]
            which = names.index("click") if "click" in names else 0
            return n > 0 and Atspi.Action.do_action(control, which)
        time.sleep(0.5)
    return False


def main():
    split = sys.argv.index("--")
    steps, program = sys.argv[1:split], sys.argv[split + 1:]
    bus = start_accessibility_bus()
    game = subprocess.Popen(program)
    name = os.path.basename(program[0])
    try:
        if not steps:
            sys.exit(game.wait())
        for step in steps:
            kind, _, arg = step.partition(":")
            if kind == "press":
                if not press(name, arg):
                    sys.exit(f"no control {arg!r} to press")
                continue
            if kind == "key":
                time.sleep(0.5)
                Atspi.generate_keyboard_event(keysym(arg), None, Atspi.KeySynthType.SYM)
                continue
            deadline, tree = time.time() + 60, None
            while time.time() < deadline:
                tree = program_tree(name)
                if tree is not None and any(arg in w for w in tree):
                    break
                if game.poll() is not None:
                    sys.exit(f"the program exited ({game.returncode}) before showing {arg!r}")
                time.sleep(0.5)
            print(json.dumps({"step": step, "found": tree is not None and any(arg in w for w in tree),
                              "words": tree or []}), flush=True)
    finally:
        game.terminate()
        game.wait()
        bus.terminate()
        bus.wait()


def keysym(name):
    """An X keysym's number from its name (the few the tests press)."""
    return {"Return": 0xFF0D, "Tab": 0xFF09, "space": 0x20, "Escape": 0xFF1B}[name]


if __name__ == "__main__":
    main()
