"""The window at a table with friends: its session and the table played through their host."""
