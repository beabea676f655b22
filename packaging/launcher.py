"""Entry script of the packaged executable: start the game as `dame-de-pique` does."""

from hearts.__main__ import main

if __name__ == "__main__":
    raise SystemExit(main())
