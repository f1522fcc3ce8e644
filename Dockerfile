FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
RUN useradd --create-home --uid 1000 arthur
WORKDIR /app
COPY pyproject.toml README.md ./
COPY arthur ./arthur
COPY bot ./bot
COPY pipeline ./pipeline
COPY stores ./stores
COPY voice ./voice
RUN pip install .

USER arthur
ENV ARTHUR_HOME=/home/arthur/.arthur
CMD ["arthur"]
