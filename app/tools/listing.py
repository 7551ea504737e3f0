"""One server's tools as Settings ▸ Tools shows them: the server started alone on a hub of its
own, its tools listed, then stopped. What the model is offered, what is left out and why (a
tool that runs only as an MCP task), or why the server could not be listed. Blocking: for a
worker thread, never the GUI's."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from ..words import Words, of, translate
from .hub import ToolError, ToolHub
from .servers import ServerConfig

MAX_SHOWN = 200  # tools written out; a server with more says how many more


@dataclass(frozen=True)
class ServerTools:
    server: str  # as describe() says it
    offered: list[tuple[str, str]]  # the server's name for each tool, the first line of its description
    left_out: list[str]  # "tool: why"
    problem: str = ""  # why its tools could not be listed

    def text(self) -> str:
        if self.problem:
            return translate("Tools", "{server}\n\nIts tools could not be listed: {problem}").format(
                server=self.server, problem=self.problem)
        offered = (translate("Tools", "{server}: 1 tool offered to the model") if len(self.offered) == 1 else
                   translate("Tools", "{server}: {count} tools offered to the model"))
        lines: list[tuple[str, str]] = [("", offered.format(server=self.server, count=str(len(self.offered))))]
        lines += [("  ", name + (f": {about}" if about else "")) for name, about in self.offered[:MAX_SHOWN]]
        if len(self.offered) > MAX_SHOWN:
            more = translate("Tools", "… and {count} more").format(count=str(len(self.offered) - MAX_SHOWN))
            lines.append(("  ", more))
        if self.left_out:
            lines += [("", ""), ("", translate("Tools", "Left out ({count}):").format(count=str(len(self.left_out)))),
                      *(("  ", why) for why in self.left_out[:MAX_SHOWN])]
        return _lines(lines)


def _lines(lines: list[tuple[str, str]]) -> Words:
    """`lines` (an indent and a text each) joined, what each text says kept: a Words whose own text
    is only their places (nothing to translate)."""
    named = {f"line{i}": text for i, (_, text) in enumerate(lines)}
    return Words("\n".join(f"{indent}{{line{i}}}" for i, (indent, _) in enumerate(lines))).format(**named)


def server_tools(config: ServerConfig, log_dir: Path) -> ServerTools:
    hub = ToolHub([replace(config, enabled=True)], log_dir)
    try:
        try:
            tools = hub.tools()
        except ToolError as e:  # the listing as a whole passed its deadline
            return ServerTools(config.describe(), [], [], of(e))
        offered = [(t.tool, t.description.strip().partition("\n")[0][:200]) for t in tools]
        return ServerTools(config.describe(), offered, hub.left_out.get(config.name, []),
                           hub.problems.get(config.name, ""))
    finally:
        hub.close()
