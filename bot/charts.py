"""The weekly bar chart: time per project per day, as a PNG (matplotlib, no display)."""

from __future__ import annotations

import io
from datetime import date, timedelta


def weekly_chart(per_day: dict[str, dict[str, float]], week_of: str, language: str = "en") -> bytes:
    """Stacked bars of hours per project for each day Monday→Sunday."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot as plt

    monday = date.fromisoformat(week_of)
    days = [monday + timedelta(days=i) for i in range(7)]
    names = ("Lun", "Mar", "Mer", "Jeu", "Ven", "Sam", "Dim") if language == "fr" else (
        "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
    projects = sorted({p for per in per_day.values() for p in per})
    fig, ax = plt.subplots(figsize=(7, 3.6), dpi=110)
    bottom = [0.0] * 7
    for project in projects:
        hours = [per_day.get(d.isoformat(), {}).get(project, 0.0) / 3600 for d in days]
        ax.bar([f"{names[i]} {d.day}" for i, d in enumerate(days)], hours, bottom=bottom, label=project)
        bottom = [b + h for b, h in zip(bottom, hours, strict=True)]
    ax.set_ylabel("heures" if language == "fr" else "hours")
    ax.set_title(("Semaine du " if language == "fr" else "Week of ") + monday.isoformat())
    if projects:
        ax.legend(loc="upper right", fontsize=8)
    ax.spines[["top", "right"]].set_visible(False)
    fig.tight_layout()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png")
    plt.close(fig)
    return buffer.getvalue()
