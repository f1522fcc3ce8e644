"""Pure domain rules: no database, no network, no clock of their own."""
