"""The table in words: the message line's sentences, the reading keys, the narrator."""
