"""The picker's speculative decoding choice: the model's own MTP head where it has one, else
guesses from the chat; a draft model from the model's folder; or off; and a line saying when it can run (engine/local/speculative.py)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from ...runtime import LoadParams, drafts_beside, suggested_draft
from ...units import human_size
from ..i18n import QT_TRANSLATE_NOOP, translate

NEEDS_QUANTIZED_KV = QT_TRANSLATE_NOOP("Speculation", "Runs with a q8_0 or q4_0 KV cache only: with f16 a batch of tokens and "
                                                      "a single one round differently here, and a reply must not change.")
EXACT = QT_TRANSLATE_NOOP("Speculation", "Replies stay exactly what they would be without it, "
                                         "only faster where guesses are right.")


class SpeculationChoice(QComboBox):
    def __init__(self, parent: QWidget, hint: QLabel):
        super().__init__(parent)
        self._hint = hint
        self._suggestion = ""  # the catalogue's draft model for the model shown, where it is not beside it
        self.setToolTip(translate("Speculation", "Speculative decoding: guesses of the next tokens, "
                                                 "checked by the model in one step"))

    def show_for(self, model: Path, params: LoadParams, mtp_head: bool = False) -> None:
        """The choices for `model` (`mtp_head`: its header has a NextN layer to draft with), with
        the one saved in `params` selected."""
        suggested = suggested_draft(model)  # (before the items: adding the first one explains the choice)
        self._suggestion = ("\n" + translate("Speculation", "A draft model for it: {name} ({size}), in Get models; once beside "
                                                            "this model it is offered here.").format(
            name=suggested.name, size=human_size(suggested.size)) if suggested is not None else "")
        self.clear()
        own = (translate("Speculation", "its own MTP head (multi-token prediction)") if mtp_head
               else translate("Speculation", "guesses from the chat (prompt lookup)"))
        self.addItem(own, ("auto", None))
        for draft in drafts_beside(model):
            self.addItem(translate("Speculation", "draft model: {name}").format(name=draft.name), ("auto", str(draft)))
        self.addItem(translate("Speculation", "off"), ("off", None))

        at = self.findData((params.speculation, params.draft_model))
        self.setCurrentIndex(at if at >= 0 else 0 if params.speculation != "off" else self.count() - 1)

    def choice(self) -> tuple[str, str | None]:
        """(speculation, draft_model) for LoadParams."""
        data = self.currentData()
        return data if isinstance(data, tuple) else ("auto", None)

    def explain(self, kv_type: str) -> None:
        off = self.choice()[0] == "off"
        said = translate("Speculation", EXACT) if kv_type != "f16" else translate("Speculation", NEEDS_QUANTIZED_KV)
        self._hint.setText("" if off else said + self._suggestion)  # (the suggestion: a paragraph of its own)
