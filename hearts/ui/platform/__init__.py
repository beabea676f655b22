"""The operating system's side: the window itself, how the loop sleeps, and the memory given
back at rest."""
