"""The analysis in the player's words: its progress, its summary ("Vous avez perdu environ
4,2 points sur les meilleurs choix : 1 erreur, 2 imprécisions."), its word on each of
South's decisions, and the marks it leaves on the review's strip. The analysis itself
gives codes (hearts/ai/analysis.py); see docs/ARCHITECTURE.md, "A word".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from hearts.ai.analysis import BEST, BLUNDER, FORCED, INACCURACY, MISTAKE, PASS, Decision
from hearts.i18n import Message, _, list_text, ngettext, number_text
from hearts.ui.code_words import hint_sentence
from hearts.ui.review.analysis_run import AnalysisRun
from hearts.ui.review.state import StepKind, StripCell
from hearts.words import card_name

LABEL_WORDS: Final[dict[str, Message]] = {
    BEST: _("meilleur choix"), INACCURACY: _("imprécision"), MISTAKE: _("erreur"),
    BLUNDER: _("grosse erreur"), FORCED: _("carte forcée"),
}
PROGRESS: Final = _("Analyse… {done}/{total}")
STOPPED: Final = _("Analyse arrêtée après {done} décisions sur {total}.")
FAILED: Final = _("L'analyse n'a pas pu aller au bout.")
SUMMARY: Final = _("Vous avez perdu environ {points} sur les meilleurs choix : {counts}.")
ALL_BEST: Final = _("Tous vos choix valent les meilleurs (à {points} près).")
YOURS_BEST: Final = _("Votre choix, {chosen}, est le meilleur.")
FORCED_PLAY: Final = _("Carte forcée : {chosen}.")
YOURS_WORSE: Final = _("Votre choix : {chosen} · le meilleur : {best} · environ {points} de "
                       "perte ({label}).")


def decision_at(cell: StripCell, decisions: Sequence[Decision]) -> Decision | None:
    """South's decision shown at a box of the strip: the pass on the pass's box, a play on
    its trick's box; None elsewhere or when not measured yet."""
    for decision in decisions:
        if decision.kind == PASS:
            if cell.kind is StepKind.PASS:
                return decision
        elif cell.kind is StepKind.TRICK and cell.trick_number == decision.trick + 1:
            return decision
    return None


def analysis_marks(cells: Sequence[StripCell], decisions: Sequence[Decision]) -> list[str | None]:
    """For each box of the strip, the label of South's decision there, if measured."""
    marks = []
    for cell in cells:
        decision = decision_at(cell, decisions)
        marks.append(None if decision is None else decision.label)
    return marks


def analysis_caption(run: AnalysisRun, cell: StripCell, lang: str) -> tuple[str, str] | None:
    """What the analysis says at this step, on two lines: its progress while it runs; once
    done, the summary on the deal's box, and elsewhere its word on South's decision with
    the reason of the best choice."""
    if run.failed:
        return FAILED(lang), ""
    if run.stopped:
        return STOPPED(lang, done=len(run.decisions), total=run.total), ""
    if run.running:
        return PROGRESS(lang, done=len(run.decisions), total=run.total), ""
    result = run.result()
    if result is None:
        return None
    if cell.kind is StepKind.DEAL:
        return summary_sentence(result.total_loss, result.counts(), lang), ""
    decision = decision_at(cell, result.decisions)
    if decision is None:
        return None
    return decision_sentence(decision, lang), decision_reason(decision, lang)


def summary_sentence(loss: float, counts: dict[str, int], lang: str) -> str:
    """The whole hand: points lost against the best choices, and the faults by label."""
    faults = [fault_words(label, counts[label])(lang, count=counts[label])
              for label in (BLUNDER, MISTAKE, INACCURACY) if counts[label]]
    if not faults:
        return ALL_BEST(lang, points=points_words(max(loss, 0.1), lang))
    return SUMMARY(lang, points=points_words(loss, lang), counts=list_text(faults, lang))


def fault_words(label: str, count: int) -> Message:
    """*count* faults of one label, with the plural of the language: "2 imprécisions"."""
    if label == BLUNDER:
        return ngettext("{count} grosse erreur", "{count} grosses erreurs", count)
    if label == MISTAKE:
        return ngettext("{count} erreur", "{count} erreurs", count)
    return ngettext("{count} imprécision", "{count} imprécisions", count)


def decision_sentence(decision: Decision, lang: str) -> str:
    """One of South's decisions: the choice, the best one and the loss."""
    chosen = list_text([card_name(card.rank, card.suit, lang) for card in decision.chosen], lang)
    if decision.label == FORCED:
        return FORCED_PLAY(lang, chosen=chosen)
    if decision.label == BEST:
        return YOURS_BEST(lang, chosen=chosen)
    best = list_text([card_name(card.rank, card.suit, lang) for card in decision.best], lang)
    return YOURS_WORSE(lang, chosen=chosen, best=best, points=points_words(decision.loss, lang),
                       label=LABEL_WORDS[decision.label](lang))


def decision_reason(decision: Decision, lang: str) -> str:
    """Why the best choice is the best, as the hint says it; nothing for a forced card."""
    if decision.label == FORCED:
        return ""
    return hint_sentence(decision)(lang)  # type: ignore[arg-type]


def points_words(value: float, lang: str) -> str:
    """Expected points as a person reads them: "4,2 points", "0,3 point" in French."""
    from babel import Locale

    shown = round(value, 1)
    one = Locale.parse(lang).plural_form(shown) == "one"
    return ngettext("{points} point", "{points} points", 1 if one else 2)(
        lang, points=number_text(shown, lang))
