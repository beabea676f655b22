"""The hand review: its opener, its state read off the rules' account of a hand, its board,
its dialog, the analysis's run and words, and Parties récentes. See docs/ARCHITECTURE.md."""
