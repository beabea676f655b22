"""The network table (Jouer avec des amis): the protocol, the host's server, a window's
connection, discovery on the local network. No pygame. See docs/PROTOCOL.md."""
