"""The Telegram channel (the only package that imports `telegram`)."""
