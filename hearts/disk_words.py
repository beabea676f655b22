"""What the system answered about a file, in the player's words: a short reason for each
errno the game meets on disk (no permission, a folder, no space, read-only, not found),
never the system's own English text ("Is a directory") inside a French sentence; and the
sentence of a data folder that could not be claimed (`NOT_CLAIMED`).

No pygame: the command line words its errors with it before any window opens.
"""

from __future__ import annotations

import errno
from typing import Final

from hearts.i18n import DEFAULT_LANGUAGE, Message, _

_DENIED: Final = _("accès refusé")
_NOT_FOUND: Final = _("introuvable")
_FULL: Final = _("disque plein")
REASONS: Final[dict[int, Message]] = {
    errno.EACCES: _DENIED,
    errno.EPERM: _DENIED,
    errno.EISDIR: _("c'est un dossier"),
    errno.ENOSPC: _FULL,
    getattr(errno, "EDQUOT", errno.ENOSPC): _FULL,  # a user's quota: full for them
    errno.EROFS: _("disque en lecture seule"),
    errno.ENOENT: _NOT_FOUND,
    errno.ENOTDIR: _NOT_FOUND,  # a file where a folder of the path should be
}
# TRANSLATORS: {code} is the system's short name of the error, such as EIO.
OTHER: Final = _("erreur du système {code}")
# Said by the window whose data folder could not be claimed for another reason than another
# window (InstanceClaim.problem): it is read-only, as a second window is.
NOT_CLAIMED: Final = _("Le dossier du jeu ne peut pas être réservé à cette fenêtre ({reason}) : "
                       "rien n'y sera enregistré.")


def reason_text(error: OSError | int | None, lang: str = DEFAULT_LANGUAGE) -> str:
    """Why the disk said no to *error* (an OSError or its errno), in *lang*: a few words
    that fit inside a sentence."""
    code = error.errno if isinstance(error, OSError) else error
    if isinstance(code, int) and code in REASONS:
        return REASONS[code](lang)
    name = errno.errorcode.get(code, str(code)) if isinstance(code, int) else "?"
    return OTHER(lang, code=name)
