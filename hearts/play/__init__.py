"""The table's host, without pygame: the match and its seats (a person at a window, a
computer player in the worker), the questions put to each seat and the events each seat may
know, the bots' worker, the replays of À votre place and the player's records. See
docs/ARCHITECTURE.md, "The host"."""
