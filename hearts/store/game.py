"""The game-in-progress file: the UI's own payload inside a schema envelope."""

from __future__ import annotations

from collections.abc import Callable

from hearts.store.files import SCHEMA_KEY, DamagedFileError, check_schema

GAME_SCHEMA = 1
GAME_KEY = "game"

GameValidator = Callable[[dict[str, object]], object]

# What a validator may raise on a foreign payload; each means "not a game this program can resume".
VALIDATOR_ERRORS = (ValueError, TypeError, LookupError, AttributeError, RecursionError)


def game_to_json_dict(payload: dict[str, object]) -> dict[str, object]:
    """The JSON object written to game.json around *payload*."""
    return {SCHEMA_KEY: GAME_SCHEMA, GAME_KEY: payload}


def game_from_json_dict(
    content: object, validate: GameValidator | None = None
) -> dict[str, object]:
    """The payload saved in *content*, once *validate* (if given) has accepted it.

    Raises DamagedFileError when the envelope is wrong or the validator rejects the
    payload, NewerSchemaError when the schema version is too new.
    """
    payload = check_schema(content, GAME_SCHEMA).get(GAME_KEY)
    if not isinstance(payload, dict):
        raise DamagedFileError(f"no saved game object but {type(payload).__name__}")
    if validate is not None:
        try:
            validate(payload)
        except VALIDATOR_ERRORS as error:
            raise DamagedFileError(f"saved game rejected: {error!r}") from error
    return payload
