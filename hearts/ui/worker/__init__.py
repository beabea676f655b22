"""The bots' worker: the process (or thread) that thinks, the questions put to it, and the
bots' and the hint's entry points it runs."""
