"""Dame de pique: a desktop Hearts game against three computer players."""

__version__ = "0.1.0"
