"""No byte sent to a window at a table with friends, the host's own window included, names
a card of another seat's hand before it is played, nor the deal number, a seed or a saved
match before the game is over: every message of whole games (several hands, three games)
read against the host's matches. The checker itself is shown to catch a leak."""

from __future__ import annotations

import json
from functools import partial

from hearts.engine import Match, Seat
from hearts.net.protocol import encode
from hearts.net.server import ServerThread
from tests.helpers.friends import ScriptedFriend, on_table, reserve, served
from tests.net.leak_check import GameTruth, game_truth, leaks

GAMES = 3


def games_past(friend: ScriptedFriend, number: int) -> bool:
    """Whether *friend* has seen more than *number* games end."""
    return friend.games_over > number


def play_games(server: ServerThread, friends: list[ScriptedFriend]) -> list[GameTruth]:
    """Play GAMES games at *server*'s table (the first friend leads): each game's truth."""
    truths = []
    for number in range(GAMES):
        if number == 0:
            friends[0].connection.send("start")
        else:
            friends[0].connection.send("again", same_deal=number == 2)
        for friend in friends:
            assert friend.wait_for(partial(games_past, friend, number), 60), friend.name
        truths.append(game_truth(on_table(server, lambda table: table.host.match.to_json())))
    return truths


def test_no_window_learns_another_hand_or_the_deal_before_its_time() -> None:
    with served() as server:
        host = ScriptedFriend("Hôte")
        assert host.join(server, token=reserve(server, "Hôte"))
        friends = [host, ScriptedFriend("Léa"), ScriptedFriend("Marc")]
        for friend in friends[1:]:
            assert friend.join(server)
        assert [friend.seat for friend in friends] == [Seat.SOUTH, Seat.WEST, Seat.NORTH]
        truths = play_games(server, friends)
        for friend in friends:
            friend.connection.close()
    assert all(len(truth.hands) >= 2 for truth in truths)  # several hands a game
    assert truths[2].deal_number == truths[1].deal_number  # Rejouer: the same deal
    for friend in friends:
        assert friend.seat is not None
        assert friend.refusals() == []
        assert len(friend.received) > 100
        assert leaks(friend.seat, friend.received, truths) == [], friend.name


# -- the checker catches what it should ------------------------------------------------------

def a_game() -> GameTruth:
    """The truth of a game's first two tricks, played by the first legal cards."""
    match = Match(123_456)
    for where in Seat:
        match.pass_cards(where, match.hand(where)[:3])
    for _card in range(8):
        assert match.turn is not None
        match.play(match.turn, match.legal_plays(match.turn)[0])
    return game_truth(match.to_json())


def dealt(truth: GameTruth, where: Seat) -> str:
    """The update that deals *where* its own hand."""
    cards = sorted(truth.hands[0].dealt[where])
    return encode("update", events=[{"event": "dealt", "hand_number": 0, "cards": cards,
                                     "pass": "left", "leader": None}],
                  view={"hand_number": 0, "phase": "passing", "hand": cards, "tricks": [],
                        "current_trick": []})


def test_the_checker_accepts_a_seat_s_own_cards_and_the_cards_played() -> None:
    truth = a_game()
    first = truth.hands[0].plays[0]
    played = encode("update", events=[{"event": "played", "seat": "west", "card": first}],
                    view={"hand_number": 0, "phase": "playing",
                          "tricks": [], "current_trick": [["west", first]]})
    assert leaks(Seat.SOUTH, [dealt(truth, Seat.SOUTH), played], [truth]) == []


def test_the_checker_finds_another_seat_s_card() -> None:
    truth = a_game()
    west_card = sorted(truth.hands[0].dealt[Seat.WEST] - set(truth.hands[0].plays))[0]
    leaked = encode("table", table={"note": [west_card]})
    found = leaks(Seat.SOUTH, [dealt(truth, Seat.SOUTH), leaked], [truth])
    assert len(found) == 1 and west_card in found[0]


def test_the_checker_finds_a_card_named_before_it_is_played() -> None:
    truth = a_game()
    later = truth.hands[0].plays[5]
    if later in truth.hands[0].dealt[Seat.SOUTH]:
        later = truth.hands[0].plays[6]
    early = encode("update", events=[{"event": "played", "seat": "west", "card": later}],
                   view={"hand_number": 0, "phase": "playing", "tricks": [],
                         "current_trick": [["west", later]]})
    assert leaks(Seat.SOUTH, [dealt(truth, Seat.SOUTH), early], [truth]) != []


def test_the_checker_finds_received_cards_before_the_pass() -> None:
    truth = a_game()
    received = sorted(truth.hands[0].received[Seat.SOUTH])
    early = encode("notice", code="away", seat="west", cards=received)
    assert leaks(Seat.SOUTH, [dealt(truth, Seat.SOUTH), early], [truth]) != []


def test_the_checker_finds_the_deal_number_or_a_saved_match_before_the_end() -> None:
    truth = a_game()
    by_number = encode("table", table={"number": truth.deal_number})
    by_key = json.dumps({"v": 1, "type": "table", "table": {"seed": 7}})
    for message in (by_number, by_key):
        assert leaks(Seat.SOUTH, [dealt(truth, Seat.SOUTH), message], [truth]) != []
    over = encode("game_over", deal=truth.deal_number)
    assert leaks(Seat.SOUTH, [dealt(truth, Seat.SOUTH), over], [truth]) == []


def test_the_checker_finds_a_hand_shown_before_its_end_or_with_the_deal_number() -> None:
    truth = a_game()  # two tricks played: the hand is not over
    alone = json.dumps({"deal": 1, "start": {"hands": [sorted(hand) for hand in
                                                       truth.hands[0].dealt]}})
    early = encode("hand_over", hand=0, match=alone)
    assert leaks(Seat.SOUTH, [dealt(truth, Seat.SOUTH), early], [truth]) != []
    reader_view = {"hand_number": 0, "phase": "hand_over", "current_trick": [],
                   "tricks": [{}] * 13}
    over = encode("update", events=[], view=reader_view)
    told = encode("hand_over", hand=0, match=alone)
    assert leaks(Seat.SOUTH, [dealt(truth, Seat.SOUTH), over, told], [truth]) == []
    with_deal = encode("hand_over", hand=0, match=json.dumps({"deal": truth.deal_number}))
    assert leaks(Seat.SOUTH, [dealt(truth, Seat.SOUTH), over, with_deal], [truth]) != []
