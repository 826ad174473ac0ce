"""Two doors of one table as one `Listener`: the meeting code for guests far away and the
home network's listing for guests nearby. `HostedSession` asks it, as any listener,
for the guests who arrived (`accept`, from both) and shows its `invite` (the first's)."""

from __future__ import annotations

from .channel import CLOSED, CONNECTING, OPEN


class Doors:
    def __init__(self, first, second):
        self.first, self.second = first, second

    @property
    def invite(self) -> str | None:
        return self.first.invite

    @property
    def state(self) -> str:
        """OPEN while either door is, CONNECTING while one may still open, else CLOSED."""
        states = {self.first.state, self.second.state}
        return OPEN if OPEN in states else CONNECTING if CONNECTING in states else CLOSED

    @property
    def reason(self) -> str:
        """Why the first door closed (the one whose invite is shown), once both are."""
        return self.first.reason if self.state == CLOSED else ""

    def accept(self) -> list:
        return self.first.accept() + self.second.accept()

    def close(self) -> None:
        self.first.close()
        self.second.close()
