"""A short run of `python -m hearts.tournament`: its figures add up and do not depend on --jobs."""

from __future__ import annotations

import json

import pytest

from hearts.engine import Rules
from hearts.tournament import main, parse_rules, parse_seats, seating


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert main([*args, "--json", "--quiet"]) == 0
    return dict(json.loads(capsys.readouterr().out))


def _without_times(summary: dict[str, object]) -> str:
    roles = summary["roles"]
    assert isinstance(roles, dict)
    for figures in roles.values():
        for key in ("median_ms", "p95_ms", "max_ms"):
            figures.pop(key)
    return json.dumps(summary, sort_keys=True)


def test_a_short_tournament_reports_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--seats", "medium,easy,easy,easy", "--deals", "6", "--games", "1")
    one = _run(capsys, *args, "--jobs", "1")
    assert one["hands"] == 24 and one["games"] == 4
    roles = one["roles"]
    assert isinstance(roles, dict) and set(roles) == {"candidate", "easy"}
    candidate, field = roles["candidate"], roles["easy"]
    assert candidate["hands"] == 24 and field["hands"] == 3 * 24
    assert candidate["games"] == 4 and field["games"] == 12
    assert candidate["wins"] + field["wins"] >= 4  # every game has a winner, ties count twice
    assert candidate["decisions"] > 13 * (24 + 4)  # 13 cards a hand, the passes, the games
    delta = one["delta"]
    assert isinstance(delta, dict) and delta["ci_low"] <= delta["mean"] <= delta["ci_high"]
    by_game = one["by_game"]
    assert isinstance(by_game, list) and len(by_game) == 1
    deal, margin, won = by_game[0]
    final = one["final_margin"]
    assert isinstance(final, dict) and final["mean"] == margin  # the final totals' margin
    assert deal > 1 and won == candidate["wins"]
    two = _run(capsys, *args, "--jobs", "2")
    assert _without_times(one) == _without_times(two)


def test_each_deal_keeps_its_own_delta_to_pool_runs(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--seats", "medium,easy,easy,easy", "--games", "0", "--jobs", "2")
    whole = _run(capsys, *args, "--deals", "4", "--first-deal", "3")
    first = _run(capsys, *args, "--deals", "2", "--first-deal", "3")
    second = _run(capsys, *args, "--deals", "2", "--first-deal", "5")
    by_deal = whole["by_deal"]
    assert isinstance(by_deal, list) and [deal for deal, _ in by_deal] == [3, 4, 5, 6]
    assert by_deal == [*first["by_deal"], *second["by_deal"]]  # type: ignore[misc]
    delta = whole["delta"]
    assert isinstance(delta, dict)
    assert delta["mean"] == pytest.approx(sum(value for _, value in by_deal) / 4)


def test_the_text_report_names_the_candidate(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--seats", "easy,medium,easy,medium", "--deals", "2", "--games", "0", "--quiet",
          "--jobs", "1"])
    text = capsys.readouterr().out
    assert "candidate (easy)" in text and "medium" in text and "95% CI" in text


def test_rules_and_seats_are_read_from_the_command_line() -> None:
    assert parse_rules("qs_breaks_hearts,moon_minus,target=50") == Rules(
        qs_breaks_hearts=True, moon_minus=True, target=50)
    assert parse_rules("") == Rules()
    assert parse_seats("hard,medium,medium,medium")[0] == "hard"
    assert seating(("hard", "a", "b", "c"), 2) == ["b", "c", "hard", "a"]
    with pytest.raises(SystemExit):
        main(["--seats", "hard,medium", "--quiet"])
    with pytest.raises(SystemExit):
        main(["--rules", "no_such_rule", "--quiet"])
