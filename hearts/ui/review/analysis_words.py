"""The analysis in the player's words: its progress, its summary of the hand (what
happened, the moon and the person's points, set against what its choices led to expect;
then what the choices cost on average: "En moyenne, vos choix coûtaient environ 4,2 points
de plus que les meilleurs : 1 erreur et 2 imprécisions."), its word on each of the person's
decisions, and the marks it leaves on the review's strip. The person sits at any seat
(*me*, South at a table of one). The analysis itself gives codes
(hearts/ai/analysis.py); see docs/ARCHITECTURE.md, "A word".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from hearts.ai.analysis import (
    BEST,
    BLUNDER,
    FORCED,
    INACCURACY,
    INACCURACY_FROM,
    LABELS,
    MISTAKE,
    PASS,
    Decision,
    HandAnalysis,
    label_of,
    result_points,
)
from hearts.engine import Rules, Seat
from hearts.engine.hand_story import HandStory
from hearts.i18n import Message, _, list_text, ngettext, number_text
from hearts.ui.code_words import hint_sentence
from hearts.ui.review.analysis_run import AnalysisRun
from hearts.ui.review.state import StepKind, StripCell
from hearts.words import card_name, points_text, seat_name

LABEL_WORDS: Final[dict[str, Message]] = {
    BEST: _("meilleur choix"), INACCURACY: _("imprécision"), MISTAKE: _("erreur"),
    BLUNDER: _("grosse erreur"), FORCED: _("carte forcée"),
}
PROGRESS: Final = _("Analyse… {done}/{total}")
STOPPED: Final = _("Analyse arrêtée après {done} décisions sur {total}.")
FAILED: Final = _("L'analyse n'a pas pu aller au bout.")
SCORED: Final = _("Vous marquez {points} dans cette manche.")
MOON_YOURS: Final = _("Vous avez réussi le grand chelem : vous marquez {points} dans cette "
                      "manche.")
MOON_THEIRS: Final = _("{seat} a réussi le grand chelem : vous marquez {points} dans cette "
                       "manche.")
BETTER: Final = _("C'est mieux que ce que vos choix laissaient attendre.")
WORSE: Final = _("C'est moins bien que ce que vos choix laissaient attendre.")
COST: Final = _("En moyenne, vos choix coûtaient environ {points} de plus que les meilleurs : "
                "{counts}.")
# How far South's result must be from what the choices led to expect (points against the
# table) to say it was better or worse: closer, it is what the figures promised.
SURPRISE_FROM: Final = 2.0
ALL_BEST: Final = _("Tous vos choix valent les meilleurs, chacun à moins de {points} près.")
YOURS_BEST: Final = _("Votre choix, {chosen}, est le meilleur.")
FORCED_PLAY: Final = _("Carte forcée : {chosen}.")
YOURS_WORSE: Final = _("Votre choix : {chosen} · le meilleur : {best} · environ {points} de "
                       "perte ({label}).")
# A choice labelled by what it costs the game (its end, or who takes the points near it)
# more than by its points of the hand: the hand's figure alone would belittle it.
GAME_WORSE: Final = _("Votre choix : {chosen} · le meilleur : {best} · environ {points} de "
                      "perte dans la manche, et davantage pour la partie ({label}).")
GAME_ONLY_WORSE: Final = _("Votre choix : {chosen} · le meilleur : {best} · rien de perdu "
                           "dans la manche, mais la partie y perd ({label}).")


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


def analysis_caption(run: AnalysisRun, cell: StripCell, story: HandStory,
                     lang: str, me: Seat = Seat.SOUTH) -> tuple[str, str] | None:
    """What the analysis says at this step of *story*, on two lines: its progress while it
    runs; once done, the summary on the deal's box, and elsewhere its word on the person's
    decision with the reason of the best choice."""
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
        return hand_summary(result, story, lang, me)
    decision = decision_at(cell, result.decisions)
    if decision is None:
        return None
    return decision_sentence(decision, lang), decision_reason(decision, lang)


def hand_summary(analysis: HandAnalysis, story: HandStory, lang: str,
                 me: Seat = Seat.SOUTH) -> tuple[str, str]:
    """The whole hand on two lines: what happened, beside what the person's choices led to
    expect when the result differs; then what the choices cost against the best ones."""
    cost = cost_sentence(analysis.total_loss, analysis.counts(), lang)
    if story.points is None:  # a hand left unfinished
        return cost, ""
    said = outcome_sentence(story.points[me], story.moon, lang, me)
    surprise = surprise_words(analysis, story.points, story.rules, me)
    return (said if surprise is None else f"{said} {surprise(lang)}"), cost


def outcome_sentence(points: int, moon: int | None, lang: str, me: Seat = Seat.SOUTH) -> str:
    """What the hand gave the person (at *me*), and who shot the moon if anyone did."""
    scored = points_text(points, lang)
    if moon is None:
        return SCORED(lang, points=scored)
    if moon == me:
        return MOON_YOURS(lang, points=scored)
    return MOON_THEIRS(lang, seat=seat_name(moon, lang), points=scored)


def surprise_words(analysis: HandAnalysis, points: Sequence[int], rules: Rules,
                   me: Seat = Seat.SOUTH) -> Message | None:
    """Whether the result came out better or worse than the person's choices (at *me*) led
    to expect (by `SURPRISE_FROM` points against the table or more); None when it is as
    expected."""
    expected = analysis.expected_points
    if expected is None:
        return None
    result = result_points(points, rules, me)
    if result <= expected - SURPRISE_FROM:
        return BETTER
    if result >= expected + SURPRISE_FROM:
        return WORSE
    return None


def cost_sentence(loss: float, counts: dict[str, int], lang: str) -> str:
    """What South's choices cost on average against the best ones, and the faults by label."""
    faults = [fault_words(label, counts[label])(lang, count=counts[label])
              for label in (BLUNDER, MISTAKE, INACCURACY) if counts[label]]
    if not faults:  # each choice as good as the best, by the analysis's one rule
        return ALL_BEST(lang, points=points_words(INACCURACY_FROM, lang))
    return COST(lang, points=points_words(loss, lang), counts=list_text(faults, lang))


def fault_words(label: str, count: int) -> Message:
    """*count* faults of one label, with the plural of the language: "2 imprécisions"."""
    if label == BLUNDER:
        return ngettext("{count} grosse erreur", "{count} grosses erreurs", count)
    if label == MISTAKE:
        return ngettext("{count} erreur", "{count} erreurs", count)
    return ngettext("{count} imprécision", "{count} imprécisions", count)


def decision_sentence(decision: Decision, lang: str) -> str:
    """One of South's decisions: the choice, the best one and the loss (in points of the
    hand, and for the game when the label comes from what it costs the game)."""
    chosen = list_text([card_name(card.rank, card.suit, lang) for card in decision.chosen], lang)
    if decision.label == FORCED:
        return FORCED_PLAY(lang, chosen=chosen)
    if decision.label == BEST:
        return YOURS_BEST(lang, chosen=chosen)
    best = list_text([card_name(card.rank, card.suit, lang) for card in decision.best], lang)
    label = LABEL_WORDS[decision.label](lang)
    if LABELS.index(label_of(decision.loss)) >= LABELS.index(decision.label):
        sentence = YOURS_WORSE  # the points of the hand say the whole loss
    elif round(decision.loss, 1) == 0:
        sentence = GAME_ONLY_WORSE
    else:
        sentence = GAME_WORSE
    return sentence(lang, chosen=chosen, best=best, points=points_words(decision.loss, lang),
                    label=label)


def decision_reason(decision: Decision, lang: str) -> str:
    """Why the best choice is the best, as the hint says it; nothing for a forced card, nor
    where it would name another card than a choice called the best (an analysis kept before
    `as_good_as_best` held such a choice as the best)."""
    if decision.label == FORCED or (decision.label == BEST and decision.best != decision.chosen):
        return ""
    return hint_sentence(decision)(lang)  # type: ignore[arg-type]


def points_words(value: float, lang: str) -> str:
    """Expected points as a person reads them: "4,2 points", "0,3 point" in French."""
    from babel import Locale

    shown = round(value, 1)
    one = Locale.parse(lang).plural_form(shown) == "one"
    return ngettext("{points} point", "{points} points", 1 if one else 2)(
        lang, points=number_text(shown, lang))
