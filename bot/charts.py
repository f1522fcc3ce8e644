"""The weekly bar chart: time per project per day, as a PNG (matplotlib, no display)."""

from __future__ import annotations

import io
from datetime import timedelta

from pipeline.stages import Chart


def weekly_chart(chart: Chart) -> bytes:
    """Stacked bars of hours per project for each day Monday→Sunday, labelled in the owner's language."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot as plt

    days = [chart.week_of + timedelta(days=i) for i in range(7)]
    projects = sorted({p for per in chart.per_day.values() for p in per})
    fig, ax = plt.subplots(figsize=(7, 3.6), dpi=110)
    bottom = [0.0] * 7
    for project in projects:
        hours = [chart.per_day.get(d.isoformat(), {}).get(project, 0.0) / 3600 for d in days]
        ax.bar(list(chart.day_labels), hours, bottom=bottom, label=project)
        bottom = [b + h for b, h in zip(bottom, hours, strict=True)]
    ax.set_ylabel(chart.y_label)
    ax.set_title(chart.title)
    if projects:
        ax.legend(loc="upper right", fontsize=8)
    ax.spines[["top", "right"]].set_visible(False)
    fig.tight_layout()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png")
    plt.close(fig)
    return buffer.getvalue()
