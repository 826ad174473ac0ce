"""First-time tips: the first time a rule bites at the table, one line explains it.

Each tip shows once (the settings remember which were seen, so tips stop by themselves),
and the Settings screen turns them all off, or on again from the start. The words are a
board's (`Board.tips`: English marked N_(), shown here in the language in use)."""

from __future__ import annotations

from .lang import _


class Tips:
    """Which tips are still to show, kept in the settings (`tips`, `tips_seen`)."""

    def __init__(self, settings):
        self.settings = settings

    def take(self, key: str, words: str) -> str | None:
        """The tip `key` (its English `words`) in the language in use, the first time
        only; None after (or when tips are off). Taking it marks it seen."""
        if not self.settings.tips or key in self.settings.tips_seen:
            return None
        self.settings.tips_seen.append(key)
        self.settings.save()
        return _("Tip: {tip}").format(tip=_(words))

    def switch(self) -> None:
        """Off, or on again with every tip to be seen anew."""
        self.settings.tips = not self.settings.tips
        if self.settings.tips:
            self.settings.tips_seen = []
