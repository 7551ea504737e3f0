"""What a screen reader on Linux reads: the AT-SPI tree, over the accessibility bus of a private
session bus (at-spi2-core's bus launcher, started by D-Bus activation), asked over D-Bus with
jeepney as Orca would. The app's Qt bridge joins it when the bus says accessibility is on."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from jeepney import DBusAddress, Properties, new_method_call  # type: ignore[import-untyped]
from jeepney.io.blocking import DBusConnection, open_dbus_connection  # type: ignore[import-untyped]

LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
SHOWING = 1 << 25  # ATSPI_STATE_SHOWING, in the state set's first word
# What a person operates: each must say what it is.
CONTROLS = {"push button", "toggle button", "check box", "radio button", "combo box", "text", "entry", "spin button",
            "slider", "menu item", "list", "list item", "table", "tree", "tree table", "page tab", "progress bar",
            "link"}


@dataclass(frozen=True)
class Node:
    role: str
    name: str
    showing: bool
    children: tuple[Node, ...]

    def walk(self) -> list[Node]:
        return [self, *(n for c in self.children for n in c.walk())]


class ScreenReaderBus:
    """A private session bus with accessibility on; `env` for the app, `tree` for what it shows."""

    def __init__(self, folder: Path) -> None:
        if shutil.which("dbus-daemon") is None or not Path(LAUNCHER).is_file():
            message = "the screen-reader check needs dbus-daemon and at-spi2-core (Debian: dbus-daemon at-spi2-core)"
            if os.environ.get("CI"):
                pytest.fail(message)
            pytest.skip(message)
        runtime = folder / "runtime"
        runtime.mkdir(mode=0o700, parents=True, exist_ok=True)  # where the launcher puts the a11y bus's socket
        env = {**os.environ, "XDG_RUNTIME_DIR": str(runtime)}
        out = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"], env=env,
                             capture_output=True, text=True, check=True, timeout=30)
        self.address, pid = out.stdout.split()[:2]
        self.pid = int(pid)
        self.env = {"DBUS_SESSION_BUS_ADDRESS": self.address, "XDG_RUNTIME_DIR": str(runtime)}
        self._session = open_dbus_connection(bus=self.address)
        status = DBusAddress("/org/a11y/bus", bus_name="org.a11y.Bus", interface="org.a11y.Status")
        self._session.send_and_get_reply(Properties(status).set("IsEnabled", "b", True), timeout=30)  # as Orca does
        bus = DBusAddress("/org/a11y/bus", bus_name="org.a11y.Bus", interface="org.a11y.Bus")
        self._a11y: DBusConnection = open_dbus_connection(
            bus=self._session.send_and_get_reply(new_method_call(bus, "GetAddress"), timeout=30).body[0])

    def _call(self, node: tuple[str, str], method: str, interface: str = "org.a11y.atspi.Accessible",
              signature: str | None = None, body: tuple[Any, ...] = ()) -> Any:
        address = DBusAddress(node[1], bus_name=node[0], interface=interface)
        return self._a11y.send_and_get_reply(new_method_call(address, method, signature, body), timeout=10).body

    def apps(self) -> list[str]:
        return [self._name(a) for a in self._call(("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root"),
                                                  "GetChildren")[0]]

    def tree(self, app: str) -> Node:
        """The application named `app`, all of it (hidden parts too, marked)."""
        for node in self._call(("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root"), "GetChildren")[0]:
            if self._name(node) == app:
                return self._node(node, 0)
        raise AssertionError(f"{app} is not on the accessibility bus: {self.apps()}")

    def _name(self, node: tuple[str, str]) -> str:
        return str(self._call(node, "Get", "org.freedesktop.DBus.Properties", "ss",
                              ("org.a11y.atspi.Accessible", "Name"))[0][1])

    def _node(self, node: tuple[str, str], depth: int) -> Node:
        role = str(self._call(node, "GetRoleName")[0])
        showing = bool(self._call(node, "GetState")[0][0] & SHOWING)
        children = () if depth > 40 else tuple(self._node(c, depth + 1) for c in self._call(node, "GetChildren")[0])
        return Node(role, self._name(node), showing, children)

    def close(self) -> None:
        for conn in (self._a11y, self._session):
            conn.close()
        os.kill(self.pid, signal.SIGTERM)  # the launcher and its registry leave with their bus


def unnamed(root: Node) -> list[str]:
    """The controls a person can see that a screen reader cannot name."""
    return [f"{n.role} under {p.role} {p.name!r}" for p in root.walk() for n in p.children
            if n.showing and n.role in CONTROLS and not n.name.strip()]
