"""One server's tools as Settings ▸ Tools shows them: the server started alone on a hub of its
own, its tools listed, then stopped. What the model is offered, what is left out and why (a
tool that runs only as an MCP task), or why the server could not be listed. Blocking: for a
worker thread, never the GUI's."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

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
            return f"{self.server}\n\nIts tools could not be listed: {self.problem}"
        lines = [f"{self.server}: {len(self.offered)} tool{'s' if len(self.offered) != 1 else ''} offered to the model"]
        lines += [f"  {name}" + (f": {about}" if about else "") for name, about in self.offered[:MAX_SHOWN]]
        if len(self.offered) > MAX_SHOWN:
            lines.append(f"  … and {len(self.offered) - MAX_SHOWN} more")
        if self.left_out:
            lines += ["", f"Left out ({len(self.left_out)}):", *(f"  {why}" for why in self.left_out[:MAX_SHOWN])]
        return "\n".join(lines)


def server_tools(config: ServerConfig, log_dir: Path) -> ServerTools:
    hub = ToolHub([replace(config, enabled=True)], log_dir)
    try:
        try:
            tools = hub.tools()
        except ToolError as e:  # the listing as a whole passed its deadline
            return ServerTools(config.describe(), [], [], str(e))
        offered = [(t.tool, t.description.strip().partition("\n")[0][:200]) for t in tools]
        return ServerTools(config.describe(), offered, hub.left_out.get(config.name, []),
                           hub.problems.get(config.name, ""))
    finally:
        hub.close()
