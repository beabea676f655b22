"""Finding the tables on the local network (hearts/net/discovery.py, docs/DISCOVERY.md).

The announcing and browsing run in a network namespace the test makes (tests/helpers/netns.py):
its loopback is its only interface, so no packet, multicast included, leaves it. Where no
namespace can be made the test is skipped with why; what needs no network runs everywhere.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest
from zeroconf import ServiceInfo

from hearts.net import discovery
from hearts.net.discovery import FoundTable, TableList, found_table, instance_label, table_name
from tests.helpers.netns import namespace_problem, run_in_namespace

SERVICE = f"Léa [abc123].{discovery.SERVICE_TYPE}"


def service(properties: dict[bytes, bytes], port: int = 40001,
            addresses: tuple[str, ...] = ("192.168.1.20",)) -> ServiceInfo:
    """A resolved service as the Browser gets it, made here without any network."""
    return ServiceInfo(discovery.SERVICE_TYPE, SERVICE, port=port, server="host.local.",
                       properties=properties, parsed_addresses=list(addresses))


GOOD = {b"protocol": b"1", b"name": "Léa".encode(), b"free": b"3"}


def table(name: str, port: int) -> FoundTable:
    """A table found at 192.168.1.20."""
    return FoundTable(name, "192.168.1.20", port, 1, 3, f"{name} [{port}]")


def test_a_hosts_name_is_announced_printable_and_short() -> None:
    assert table_name("  Léa\tet\n Zoé ") == "Léa et Zoé"
    assert table_name("Bob\x00\x1b[2J") == "Bob [2J"
    assert table_name("é" * 100) == "é" * discovery.MAX_NAME_CHARS
    with pytest.raises(ValueError, match="a table needs a name"):
        table_name(" \t\x07 ")


def test_the_instance_name_is_one_dns_label_made_unique() -> None:
    label = instance_label("Élodie.Ségolène-Hélène " * 3, "abc123")
    assert len(label.encode()) <= 63
    assert "." not in label
    assert label.startswith("Élodie Ségolène-Hélène") and label.endswith(" [abc123]")
    assert instance_label("Léa", "abc123") != instance_label("Léa", "def456")


def test_a_resolved_service_is_a_table() -> None:
    assert found_table(service(GOOD)) == FoundTable("Léa", "192.168.1.20", 40001, 1, 3, SERVICE)


@pytest.mark.parametrize("properties", [
    {**GOOD, b"name": "é".encode() * 101},  # 202 bytes: over MAX_TXT_VALUE
    {**GOOD, b"other": b"x" * 201},
    {key: value for key, value in GOOD.items() if key != b"name"},
    {**GOOD, b"name": b"\xff\xfe"},
    {**GOOD, b"name": b" \x07 "},
    {**GOOD, b"protocol": b"one"},
    {**GOOD, b"protocol": "١".encode()},  # an Arabic-Indic one: a digit, not ASCII
    {**GOOD, b"protocol": b"1234567"},
    {**GOOD, b"free": b"5"},
    {**GOOD, b"free": b"-1"},
], ids=["long-name", "long-other", "no-name", "not-utf8", "blank-name", "word-version",
        "non-ascii-digit", "long-version", "five-free", "negative-free"])
def test_a_service_with_a_bad_txt_record_is_not_a_table(properties: dict[bytes, bytes]) -> None:
    assert found_table(service(properties)) is None


def test_a_service_without_address_or_port_is_not_a_table() -> None:
    assert found_table(service(GOOD, addresses=())) is None
    assert found_table(service(GOOD, port=0)) is None


def test_the_list_keeps_at_most_64_tables_and_drops_the_gone() -> None:
    tables = TableList()
    for port in range(discovery.MAX_TABLES + 1):
        assert tables.record(f"t{port}", table(f"Table {port:02}", port)) == (
            port < discovery.MAX_TABLES)
    assert len(tables.tables()) == discovery.MAX_TABLES
    assert not tables.record("t0", table("Table 00", 0)), "nothing changed"
    assert tables.record("t0", None)
    assert tables.record(f"t{discovery.MAX_TABLES}", table("Late", 99)), "a place freed"
    assert not tables.record("never-listed", None)
    assert [found.name for found in tables.tables()][:2] == ["Late", "Table 01"]


def test_discovery_loads_no_window() -> None:
    loaded = subprocess.run(
        [sys.executable, "-c", "import sys, hearts.net.discovery; "
         "print(sorted(name for name in sys.modules if name.startswith('pygame')))"],
        capture_output=True, text=True, check=True)
    assert loaded.stdout.strip() == "[]"


@pytest.fixture(scope="module")
def heard() -> dict[str, Any]:
    """What a Browser listed at each step of tests/helpers/netns_discovery.py's run."""
    problem = namespace_problem()
    if problem is not None:
        pytest.skip(f"no private network namespace for the multicast: {problem}")
    ran = run_in_namespace("tests.helpers.netns_discovery", timeout=60)
    assert ran.returncode == 0, ran.stderr
    result: dict[str, Any] = json.loads(ran.stdout)
    return result


def named(tables: list[dict[str, Any]]) -> list[tuple[str, int, int, int]]:
    """Each table's name, port, protocol version and seats free, in the listed order."""
    return [(found["name"], found["port"], found["version"], found["seats_free"])
            for found in tables]


def test_tables_are_found_by_their_hosts_names(heard: dict[str, Any]) -> None:
    assert named(heard["found"]) == [("Bob", 40003, 2, 4), ("Léa", 40001, 1, 3),
                                     ("Léa", 40002, 1, 2)]
    assert {found["address"] for found in heard["found"]} == {"127.0.0.1"}
    assert sorted(found["service"] for found in heard["found"]) == sorted(heard["services"])
    assert heard["found_s"] < 5, "found within a few seconds"


def test_a_table_with_a_too_long_txt_value_is_not_listed(heard: dict[str, Any]) -> None:
    assert f"Trop long [raw].{discovery.SERVICE_TYPE}" in heard["raw"], "it was on the air"
    assert len(heard["raw"]) == 4
    assert named(heard["listed_after_raw"]) == named(heard["found"])


def test_the_seats_free_follow_the_host(heard: dict[str, Any]) -> None:
    assert named(heard["updated"]) == [("Bob", 40003, 2, 4), ("Léa", 40001, 1, 1),
                                       ("Léa", 40002, 1, 2)]


def test_a_closed_table_leaves_the_list(heard: dict[str, Any]) -> None:
    assert named(heard["closed"]) == [("Léa", 40001, 1, 1), ("Léa", 40002, 1, 2)]
    assert heard["history"][-1] == [], "every table left as its host closed"
    assert heard["closed_s"] < 10


@pytest.mark.parametrize(("addresses", "port"), [([], 40001), (["127.0.0.1"], 0),
                                                 (["127.0.0.1"], 65536)])
def test_a_table_without_address_or_port_is_not_announced(addresses: list[str],
                                                          port: int) -> None:
    with pytest.raises(ValueError, match="a table needs an address and a port"):
        discovery.announce("Léa", port, addresses, 1, seats_free=3, interfaces=["127.0.0.1"])
