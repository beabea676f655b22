"""Tests of hearts.store."""
