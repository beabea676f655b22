"""Helpers the tests share: positions, scenarios, the window's driver."""
