"""Dates heard by voice that contradict today (pure)."""

from __future__ import annotations

from datetime import datetime

from pipeline.rules.misheard import doubt

NOW = datetime(2026, 11, 25, 10, 0)


def test_a_time_already_past_today_proposes_the_next_one() -> None:
    s = doubt("remind me at nine", datetime(2026, 11, 25, 9, 0), NOW)
    assert s is not None and s.reason == "in_the_past" and s.proposed == datetime(2026, 11, 26, 9, 0)


def test_a_past_month_proposes_next_year() -> None:
    s = doubt("remind me on the 15th of June", datetime(2026, 6, 15, 9, 0), NOW)
    assert s is not None and s.proposed == datetime(2027, 6, 15, 9, 0)


def test_tomorrow_far_away_contradicts_the_sentence() -> None:
    s = doubt("remind me tomorrow at 9 to call Dijon", datetime(2027, 6, 1, 9, 0), NOW)
    assert s is not None and s.reason == "contradicts_the_sentence" and s.proposed == datetime(2026, 11, 26, 9, 0)


def test_a_plausible_date_is_not_doubted() -> None:
    assert doubt("remind me tomorrow at 9", datetime(2026, 11, 26, 9, 0), NOW) is None
    assert doubt("remind me on the 3rd of March", datetime(2027, 3, 3, 9, 0), NOW) is None


def test_the_day_after_tomorrow_is_not_tomorrow() -> None:
    """Heard by voice, "après-demain à 18h" is Friday at 18:00 on a Wednesday: no doubt (seen66 asked "did you mean
    Thursday?"). Two days and eight hours ahead is far from "demain", not from "après-demain"."""
    friday = datetime(2026, 11, 27, 18, 0)
    assert doubt("Rappelle-moi après-demain à 18h de passer chez le voilier", friday, NOW) is None
    assert doubt("rappelle-moi après demain à 18h", friday, NOW) is None
    assert doubt("remind me the day after tomorrow at 6pm", friday, NOW) is None
    assert doubt("rappelle-moi demain à 18h", friday, NOW) is not None
