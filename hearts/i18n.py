"""The one catalogue of everything the player reads, French first, English second.

This module is a leaf: it imports nothing from the game, so the engine, the
computer players and the window can all use it. Cards, suits and seats are
named from plain integers (suit 0..3 = clubs, diamonds, hearts, spades; rank
2..14; seat 0..3 = South, West, North, East).
"""

from __future__ import annotations

import re
from typing import Final, Literal, get_args

# The languages of the catalogue: the one definition the settings, the Options dialog and
# the command line take them from. Each says its own name as "language.name".
Language = Literal["fr", "en"]
LANGUAGES: Final[tuple[Language, ...]] = get_args(Language)
DEFAULT_LANGUAGE: Final[Language] = "fr"

SUIT_NAMES: Final[dict[str, tuple[str, str, str, str]]] = {
    "fr": ("trèfle", "carreau", "cœur", "pique"),
    "en": ("clubs", "diamonds", "hearts", "spades"),
}
SUIT_SYMBOLS: Final = ("♣", "♦", "♥", "♠")
SEAT_NAMES: Final[dict[str, tuple[str, str, str, str]]] = {
    "fr": ("Sud", "Ouest", "Nord", "Est"),
    "en": ("South", "West", "North", "East"),
}
# Rank words with their French article ("le roi", "la dame", "l'as").
_FRENCH_RANKS: Final[dict[int, tuple[str, str]]] = {
    11: ("le ", "valet"),
    12: ("la ", "dame"),
    13: ("le ", "roi"),
    14: ("l'", "as"),
}
_ENGLISH_RANKS: Final[dict[int, str]] = {11: "jack", 12: "queen", 13: "king", 14: "ace"}
# Short rank indices as printed in the corners of the cards.
RANK_INDICES: Final[dict[str, dict[int, str]]] = {
    "fr": {11: "V", 12: "D", 13: "R", 14: "A"},
    "en": {11: "J", 12: "Q", 13: "K", 14: "A"},
}

MESSAGES: Final[dict[str, dict[str, str]]] = {
    # Why a play or a pass is refused (the engine's IllegalPlay reasons).
    "not_playing": {
        "fr": "Ce n'est pas le moment de jouer une carte.",
        "en": "This is not the time to play a card.",
    },
    "not_your_turn": {"fr": "Ce n'est pas votre tour.", "en": "It is not your turn."},
    "not_in_hand": {"fr": "Vous n'avez pas cette carte.", "en": "You do not hold that card."},
    "two_of_clubs_first": {
        "fr": "Le 2 de trèfle doit ouvrir le premier pli.",
        "en": "The 2 of clubs must open the first trick.",
    },
    "must_follow": {"fr": "Vous devez fournir à {suit}.", "en": "You must follow in {suit}."},
    "no_points_first_trick": {
        "fr": "Pas de cœur ni de dame de pique au premier pli.",
        "en": "No heart and no queen of spades on the first trick.",
    },
    "hearts_not_broken": {
        "fr": "Les cœurs ne sont pas encore ouverts.",
        "en": "Hearts have not been broken yet.",
    },
    "not_passing": {
        "fr": "Ce n'est pas le moment de passer des cartes.",
        "en": "This is not the time to pass cards.",
    },
    "already_passed": {
        "fr": "Vous avez déjà passé vos cartes.",
        "en": "You have already passed your cards.",
    },
    "pass_three": {
        "fr": "Choisissez exactement trois cartes à passer.",
        "en": "Choose exactly three cards to pass.",
    },
    "pass_twice": {
        "fr": "Une même carte ne peut pas être passée deux fois.",
        "en": "The same card cannot be passed twice.",
    },
    "hand_not_over": {
        "fr": "La manche n'est pas encore terminée.",
        "en": "The hand is not over yet.",
    },
    # -- table
    "table.you": {"fr": "Vous", "en": "You"},
    "table.title.deal": {"fr": "Donne n° {number}", "en": "Deal #{number}"},
    "table.title.daily": {"fr": "Donne du jour", "en": "Daily deal"},
    "table.title.hand": {"fr": "Manche {number}", "en": "Hand {number}"},
    "table.title.pass": {"fr": "passe à {seat}", "en": "pass to {seat}"},
    "table.title.no_pass": {"fr": "sans passe", "en": "no passing"},
    "table.title.hearts_broken": {"fr": "♥ ouverts", "en": "♥ broken"},
    "table.sheet.hand": {"fr": "Manche", "en": "Hand"},
    "table.sheet.total": {"fr": "Total", "en": "Total"},
    "table.plate.taken": {"fr": "{points} cette manche", "en": "{points} this hand"},
    "table.points.one": {"fr": "{points} point", "en": "{points} point"},
    "table.points.many": {"fr": "{points} points", "en": "{points} points"},
    "table.pass.prompt": {
        "fr": "Passez trois cartes à {seat}",
        "en": "Pass three cards to {seat}",
    },
    "table.pass.choose": {
        "fr": "Choisissez trois cartes à passer à {seat}, puis « Passer ».",
        "en": "Choose three cards to pass to {seat}, then “Pass”.",
    },
    "table.pass.none": {
        "fr": "Pas de passe pour cette manche : le 2 de trèfle ouvre le jeu.",
        "en": "No passing this hand: the 2 of clubs opens play.",
    },
    "table.pass.too_many": {
        "fr": "Trois cartes sont déjà levées : baissez-en une d'abord.",
        "en": "Three cards are already raised: lower one first.",
    },
    "table.pass.waiting": {
        "fr": "Les autres joueurs choisissent leurs cartes…",
        "en": "The others are choosing their cards…",
    },
    "table.pass.received": {"fr": "{seat} vous passe {cards}.", "en": "{seat} passes you {cards}."},
    "table.pass.received_note": {"fr": "Reçues : {cards} ({seat}) ·",
                                 "en": "Received: {cards} ({seat}) ·"},
    "table.and": {"fr": " et ", "en": " and "},
    "table.play.south": {"fr": "Vous jouez {card}.", "en": "You play {card}."},
    "table.play.other": {"fr": "{seat} joue {card}.", "en": "{seat} plays {card}."},
    "table.trick.south": {
        "fr": "Vous ramassez le pli : {points}.",
        "en": "You take the trick: {points}.",
    },
    "table.trick.other": {
        "fr": "{seat} ramasse le pli : {points}.",
        "en": "{seat} takes the trick: {points}.",
    },
    "table.hearts_broken": {"fr": "Les cœurs sont ouverts !", "en": "Hearts are broken!"},
    "table.moon.south": {
        "fr": "Grand chelem ! Vous prenez tous les cœurs et la dame de pique.",
        "en": "You shot the moon: every heart and the queen of spades!",
    },
    "table.moon.other": {
        "fr": "{seat} fait le grand chelem : tous les cœurs et la dame de pique !",
        "en": "{seat} shot the moon: every heart and the queen of spades!",
    },
    "table.turn.south": {"fr": "À vous de jouer.", "en": "Your turn."},
    "table.turn.lead": {
        "fr": "À vous d'ouvrir avec le 2 de trèfle.",
        "en": "Your lead: the 2 of clubs.",
    },
    "table.hand_over": {
        "fr": "Fin de la manche {number}.",
        "en": "End of hand {number}.",
    },
    "table.game_over.won": {"fr": "Partie gagnée !", "en": "You won the game!"},
    "table.game_over.lost": {
        "fr": "Partie terminée : {seats} l'emporte.",
        "en": "Game over: {seats} wins.",
    },
    "table.game_over.lost_tie": {
        "fr": "Partie terminée : {seats} l'emportent.",
        "en": "Game over: {seats} win.",
    },
    "table.game_over.record": {"fr": "Nouveau record !", "en": "New record!"},
    "table.new_game": {
        "fr": "Nouvelle partie : donne n° {number}.",
        "en": "New game: deal #{number}.",
    },
    "table.daily_game": {
        "fr": "Donne du jour : n° {number}.",
        "en": "Daily deal: #{number}.",
    },
    "table.replay": {
        "fr": "La donne n° {number} reprend à sa première manche.",
        "en": "Deal #{number} starts again from its first hand.",
    },
    "table.resumed": {
        "fr": "Partie reprise : donne n° {number}, manche {hand}.",
        "en": "Game resumed: deal #{number}, hand {hand}.",
    },
    "table.deal.invalid": {
        "fr": "Numéro de donne invalide : choisissez un nombre entre 1 et 999 999.",
        "en": "Invalid deal number: choose a number from 1 to 999 999.",
    },
    "table.last_trick.none": {
        "fr": "Aucun pli n'a encore été ramassé dans cette manche.",
        "en": "No trick has been taken yet this hand.",
    },
    "table.last_trick.caption": {
        "fr": "Dernier pli : {seat}, {points}",
        "en": "Last trick: {seat}, {points}",
    },
    "table.hint.thinking": {"fr": "Indice : réflexion…", "en": "Hint: thinking…"},
    "table.hint.not_now": {
        "fr": "Pas d'indice pour l'instant : ce n'est pas à vous de jouer.",
        "en": "No hint now: it is not your move.",
    },
    "table.sort.suit": {"fr": "Main triée par couleur.", "en": "Hand sorted by suit."},
    "table.sort.rank": {"fr": "Main triée par valeur.", "en": "Hand sorted by rank."},
    "table.claim.take_all": {
        "fr": "Vous réclamez les plis restants : ils sont tous pour vous.",
        "en": "You claim the remaining tricks: they are all yours.",
    },
    "table.claim.lose_all": {
        "fr": "Vous ne prendrez plus aucun pli : la manche se joue jusqu'au bout.",
        "en": "You will take no more tricks: the hand is played out.",
    },
    "table.button.claim.take_all": {"fr": "Réclamer les plis restants",
                                    "en": "Claim the remaining tricks"},
    "table.button.claim.lose_all": {"fr": "Finir la manche sans pli",
                                    "en": "Finish the hand, no more tricks"},
    "table.fast.on": {"fr": "Jeu rapide : pauses courtes.", "en": "Fast play: short pauses."},
    "table.fast.off": {"fr": "Jeu à vitesse normale.", "en": "Normal speed."},
    "table.options.next_game": {
        "fr": "Le niveau et les variantes s'appliqueront à la prochaine partie.",
        "en": "The level and rule variants apply from the next game.",
    },
    "table.stats.reset": {"fr": "Statistiques remises à zéro.", "en": "Statistics reset."},
    "table.button.pass": {"fr": "Passer", "en": "Pass"},
    "table.button.hint": {"fr": "Indice", "en": "Hint"},
    "table.button.sort_suit": {"fr": "Tri : couleur", "en": "Sort: suit"},
    "table.button.sort_rank": {"fr": "Tri : valeur", "en": "Sort: rank"},
    "table.button.fast": {"fr": "Rapide", "en": "Fast"},
    "table.button.last_trick": {"fr": "Dernier pli", "en": "Last trick"},
    "table.button.replay": {"fr": "Rejouer", "en": "Replay"},
    "table.button.new_game": {"fr": "Nouvelle partie", "en": "New game"},
    "table.button.daily": {"fr": "Donne du jour", "en": "Daily deal"},
    "table.button.deal_number": {"fr": "Donne n°…", "en": "Deal #…"},
    "table.button.rules": {"fr": "Règles", "en": "Rules"},
    "table.button.options": {"fr": "Options", "en": "Options"},
    "table.button.stats": {"fr": "Statistiques", "en": "Statistics"},
    "table.name": {"fr": "Dame de pique", "en": "Dame de pique"},
    "table.info.level": {"fr": "Niveau : {level}", "en": "Level: {level}"},
    "table.level.easy": {"fr": "Facile", "en": "Easy"},
    "table.level.medium": {"fr": "Moyen", "en": "Medium"},
    "table.level.hard": {"fr": "Difficile", "en": "Hard"},
    "table.keys.cards": {"fr": "← →  choisir une carte", "en": "← →  choose a card"},
    "table.keys.play": {"fr": "Entrée  jouer ou lever", "en": "Enter  play or raise"},
    "table.keys.other": {"fr": "P  passer · H  indice", "en": "P  pass · H  hint"},
    "table.keys.window": {"fr": "Tab  boutons · F11  plein écran",
                          "en": "Tab  buttons · F11  full screen"},
    "table.notice.damaged.game": {
        "fr": "La partie enregistrée était illisible : elle a été mise de côté.",
        "en": "The saved game could not be read: it was set aside.",
    },
    "table.notice.damaged.stats": {
        "fr": "Les statistiques étaient illisibles : mises de côté, elles repartent de zéro.",
        "en": "The statistics file could not be read: set aside, they start again from zero.",
    },
    "table.notice.damaged.settings": {
        "fr": "Les réglages étaient illisibles : mis de côté, ceux d'origine reviennent.",
        "en": "The settings file could not be read: set aside, the default settings are back.",
    },
    "table.notice.newer_schema.game": {
        "fr": "La partie enregistrée vient d'une version plus récente : elle n'est pas touchée.",
        "en": "The saved game comes from a newer version of the game: it is left untouched.",
    },
    "table.notice.newer_schema.stats": {
        "fr": "Les statistiques viennent d'une version plus récente : elles ne sont pas touchées.",
        "en": "The statistics come from a newer version of the game: they are left untouched.",
    },
    "table.notice.newer_schema.settings": {
        "fr": "Les réglages viennent d'une version plus récente : ils ne sont pas touchés.",
        "en": "The settings come from a newer version of the game: they are left untouched.",
    },
    "table.notice.cannot_save.game": {
        "fr": "Impossible d'enregistrer la partie (disque plein ou protégé) : le jeu continue.",
        "en": "The game cannot be saved (disk full or read-only): play goes on.",
    },
    "table.notice.cannot_save.stats": {
        "fr": "Impossible d'enregistrer les statistiques (disque plein ou protégé).",
        "en": "The statistics cannot be saved (disk full or read-only).",
    },
    "table.notice.cannot_save.settings": {
        "fr": "Impossible d'enregistrer les réglages (disque plein ou protégé).",
        "en": "The settings cannot be saved (disk full or read-only).",
    },
    "table.notice.unreadable.game": {
        "fr": "La partie enregistrée n'a pas pu être lue : elle est laissée telle quelle et ne "
              "sera pas remplacée pendant cette session.",
        "en": "The saved game could not be read: it is left as it is and will not be replaced "
              "during this session.",
    },
    "table.notice.unreadable.stats": {
        "fr": "Les statistiques n'ont pas pu être lues : le fichier est laissé tel quel et ne "
              "sera pas remplacé pendant cette session.",
        "en": "The statistics could not be read: the file is left as it is and will not be "
              "replaced during this session.",
    },
    "table.notice.unreadable.settings": {
        "fr": "Les réglages n'ont pas pu être lus : le fichier est laissé tel quel et ne sera "
              "pas remplacé pendant cette session.",
        "en": "The settings could not be read: the file is left as it is and will not be "
              "replaced during this session.",
    },
    "table.notice.damaged.history": {
        "fr": "L'historique des parties était illisible : mis de côté, il repart de zéro.",
        "en": "The history of games could not be read: set aside, it starts again.",
    },
    "table.notice.newer_schema.history": {
        "fr": "L'historique des parties vient d'une version plus récente : il n'est pas touché.",
        "en": "The history of games comes from a newer version of the game: it is left "
              "untouched.",
    },
    "table.notice.cannot_save.history": {
        "fr": "Impossible d'écrire l'historique des parties (disque plein ou protégé).",
        "en": "The history of games cannot be written (disk full or read-only).",
    },
    "table.notice.unreadable.history": {
        "fr": "L'historique des parties n'a pas pu être lu : il est laissé tel quel pendant "
              "cette session.",
        "en": "The history of games could not be read: it is left as it is during this "
              "session.",
    },
    "table.practice.start": {
        "fr": "Entraînement : la manche {hand} à rejouer, sans compter.",
        "en": "Practice: hand {hand} to play again, not counted.",
    },
    "review.title": {"fr": "Revoir la manche", "en": "Hand review"},
    "review.caption.deal": {
        "fr": "Manche {hand} · les quatre jeux tels que distribués",
        "en": "Hand {hand} · the four hands as dealt",
    },
    "review.caption.pass": {
        "fr": "Manche {hand} · après la passe : les cartes reçues sont entourées de vert",
        "en": "Hand {hand} · after the pass: the cards received are outlined in green",
    },
    "review.caption.trick": {
        "fr": "Manche {hand} · pli {number} : {leader} entame, {winner} prend ({points})",
        "en": "Hand {hand} · trick {number}: {leader} leads, {winner} takes it ({points})",
    },
    "review.taken": {"fr": "{points} pris", "en": "{points} taken"},
    "review.strip.deal": {"fr": "Donne", "en": "Deal"},
    "review.strip.pass": {"fr": "Passe", "en": "Pass"},
    "review.previous_hand": {"fr": "◀ Manche", "en": "◀ Hand"},
    "review.next_hand": {"fr": "Manche ▶", "en": "Hand ▶"},
    "review.practice": {"fr": "Rejouer cette manche", "en": "Play this hand again"},
    "review.back": {"fr": "Retour au jeu", "en": "Back to the game"},
    "dialog.hand.review": {"fr": "Revoir la manche", "en": "Review the hand"},
    "dialog.game.review": {"fr": "Revoir la partie", "en": "Review the game"},
    "table.title.practice": {"fr": "Entraînement", "en": "Practice"},
    "table.button.practice_back": {"fr": "Retour à la revue", "en": "Back to the review"},
    "table.cli.description": {
        "fr": "Dame de pique : le jeu de cartes Hearts contre trois joueurs de l'ordinateur.",
        "en": "Dame de pique: the Hearts card game against three computer players.",
    },
    "table.cli.bad_deal": {
        "fr": "Numéro de donne invalide : « {value} » (il faut un nombre entre 1 et 999 999).",
        "en": "Invalid deal number: “{value}” (it must be a number from 1 to 999 999).",
    },
    "table.cli.bad_level": {
        "fr": "Niveau inconnu : « {value} » (choisissez {choices}).",
        "en": "Unknown level: “{value}” (choose {choices}).",
    },
    "table.cli.bad_lang": {
        "fr": "Langue inconnue : « {value} » (choisissez {choices}).",
        "en": "Unknown language: “{value}” (choose {choices}).",
    },
    "table.cli.bad_argument": {
        "fr": "Argument non reconnu : « {value} » (essayez --help).",
        "en": "Unrecognised argument: “{value}” (try --help).",
    },
    "table.cli.missing_value": {
        "fr": "L'option {option} attend une valeur.",
        "en": "The option {option} needs a value.",
    },
    "table.cli.deal_and_daily": {
        "fr": "Choisissez --deal ou --daily, pas les deux.",
        "en": "Choose --deal or --daily, not both.",
    },
    "table.cli.deal": {
        "fr": "jouer la donne numéro N (1 à 999 999)",
        "en": "play deal number N (1 to 999 999)",
    },
    "table.cli.daily": {"fr": "jouer la donne du jour", "en": "play the daily deal"},
    "table.cli.usage": {"fr": "utilisation : ", "en": "usage: "},
    "table.cli.options": {"fr": "options", "en": "options"},
    "table.cli.help": {"fr": "afficher cette aide et quitter", "en": "show this help and quit"},
    "table.cli.or": {"fr": "ou", "en": "or"},  # before the last of the values offered
    "table.cli.level": {"fr": "niveau des adversaires", "en": "the opponents' level"},
    "table.cli.fast": {"fr": "pauses courtes entre les coups", "en": "short pauses between plays"},
    "table.cli.lang": {"fr": "langue de l'interface", "en": "language of the interface"},
    "table.cli.selftest": {
        "fr": "jouer une partie entière toute seule, puis quitter (vérification)",
        "en": "play a whole game by itself, then quit (a check)",
    },
    "table.cli.install_desktop_entry": {
        "fr": "ajouter le jeu au menu des applications (Linux), puis quitter",
        "en": "add the game to the applications menu (Linux), then quit",
    },
    "table.cli.uninstall_desktop_entry": {
        "fr": "retirer le jeu du menu des applications (Linux), puis quitter",
        "en": "remove the game from the applications menu (Linux), then quit",
    },
    "table.cli.desktop_entry_installed": {
        "fr": "Le jeu est dans le menu des applications : {path}",
        "en": "The game is in the applications menu: {path}",
    },
    "table.cli.desktop_entry_removed": {
        "fr": "Le jeu n'est plus dans le menu des applications.",
        "en": "The game is no longer in the applications menu.",
    },
    "table.cli.desktop_entry_both": {
        "fr": "Choisissez --install-desktop-entry ou --uninstall-desktop-entry, pas les deux.",
        "en": "Choose --install-desktop-entry or --uninstall-desktop-entry, not both.",
    },
    "table.cli.desktop_entry_linux_only": {
        "fr": "Le menu des applications ne se règle ainsi que sous Linux.",
        "en": "The applications menu is set up this way on Linux only.",
    },
    "table.cli.desktop_entry_failed": {
        "fr": "L'entrée du menu des applications n'a pas pu être écrite ou effacée : {error}",
        "en": "The applications menu entry could not be written or removed: {error}",
    },
    "table.cli.version": {"fr": "afficher la version et quitter",
                          "en": "show the version and quit"},
    # The game's name and version: `--version` and the Règles dialog.
    "app.version": {"fr": "Dame de pique {version}", "en": "Dame de pique {version}"},
    # -- dialogs
    "dialog.close": {"fr": "Fermer", "en": "Close"},
    "dialog.ok": {"fr": "OK", "en": "OK"},
    "dialog.cancel": {"fr": "Annuler", "en": "Cancel"},
    "dialog.none": {"fr": "—", "en": "—"},
    "dialog.quit": {"fr": "Quitter", "en": "Quit"},
    "dialog.abandon.title": {"fr": "Abandonner la partie ?", "en": "Give up the game?"},
    "dialog.abandon.text": {
        "fr": "La partie en cours comptera comme perdue.",
        "en": "The game in progress will count as lost.",
    },
    "dialog.abandon.abandon": {"fr": "Abandonner", "en": "Give up"},
    "dialog.abandon.keep": {"fr": "Continuer la partie", "en": "Keep playing"},
    "dialog.already_open.title": {"fr": "Déjà ouvert", "en": "Already open"},
    "dialog.already_open.heading": {
        "fr": "Le jeu est déjà ouvert dans une autre fenêtre.",
        "en": "The game is already open in another window.",
    },
    "dialog.already_open.text": {
        "fr": "Votre partie en cours et vos statistiques s'y trouvent. Pour que les deux "
        "fenêtres n'écrivent pas l'une sur l'autre, celle-ci ne peut que se fermer : "
        "continuez dans l'autre.",
        "en": "Your game in progress and your statistics are there. So that the two windows "
        "do not write over each other, this one can only close: carry on in the other one.",
    },
    "dialog.deal.title": {"fr": "Donne n°…", "en": "Deal no.…"},
    "dialog.deal.prompt": {
        "fr": "Quelle donne voulez-vous jouer ?",
        "en": "Which deal do you want to play?",
    },
    "dialog.deal.note": {
        "fr": "Un numéro de 1 à 999 999. Le même numéro donne les mêmes cartes à tout le monde.",
        "en": "A number from 1 to 999,999. The same number deals the same cards to everyone.",
    },
    "dialog.deal.invalid": {
        "fr": "Entrez un numéro entre 1 et 999 999.",
        "en": "Enter a number between 1 and 999,999.",
    },
    "dialog.rules.title": {"fr": "Règles du jeu", "en": "Rules of the game"},
    "dialog.rules.goal.title": {"fr": "Le but", "en": "The aim"},
    "dialog.rules.goal.text": {
        "fr": "On joue à quatre, chacun pour soi. Ici, personne ne court après les plis : on "
        "cherche au contraire à ne pas ramasser les cartes qui coûtent des points, les cœurs "
        "et la dame de pique. Quand la partie s'arrête, le plus petit total gagne.",
        "en": "Four players, each for themselves. Nobody here wants tricks: the aim is to avoid "
        "taking the cards that cost points, the hearts and the queen of spades. When the game "
        "ends, the lowest total wins.",
    },
    "dialog.rules.deal.title": {"fr": "Les cartes et la donne", "en": "Cards and deal"},
    "dialog.rules.deal.text": {
        "fr": "Le jeu compte 52 cartes et il n'y a pas d'atout. Dans chaque couleur, la plus "
        "faible est le 2 et la plus forte l'as : 2, 3, 4… 10, valet, dame, roi, as. À chaque "
        "manche, toutes les cartes sont distribuées, 13 par joueur.\n"
        "Vous êtes **Sud**, en bas de la table. **Ouest** est à votre gauche, **Nord** en face "
        "et **Est** à votre droite. On joue dans le sens des aiguilles d'une montre : Sud, "
        "Ouest, Nord, puis Est.",
        "en": "The pack has 52 cards and there are no trumps. In each suit the 2 is the lowest "
        "card and the ace the highest: 2, 3, 4… 10, jack, queen, king, ace. Every hand, all the "
        "cards are dealt, 13 to each player.\n"
        "You are **South**, at the bottom of the table. **West** sits on your left, **North** "
        "across and **East** on your right. Play goes clockwise: South, West, North, then East.",
    },
    "dialog.rules.passing.title": {"fr": "Le passage des cartes", "en": "Passing cards"},
    "dialog.rules.passing.text": {
        "fr": "Avant de jouer, chacun choisit trois cartes de sa main et les donne à un voisin. "
        "Le sens change à chaque manche, sur un cycle de quatre :\n"
        "• 1re manche : à gauche, vers Ouest ;\n"
        "• 2e manche : à droite, vers Est ;\n"
        "• 3e manche : en face, vers Nord ;\n"
        "• 4e manche : on garde ses cartes.\n"
        "Puis le cycle recommence. Tout le monde choisit en même temps, sans savoir ce qu'il va "
        "recevoir. Cliquez sur trois cartes pour les lever, puis sur **Passer**. Les cartes "
        "reçues restent entourées de vert jusqu'à la fin du premier pli.",
        "en": "Before play, everyone picks three cards from their hand and gives them to a "
        "neighbour. The direction changes every hand, in a cycle of four:\n"
        "• 1st hand: to the left, to West;\n"
        "• 2nd hand: to the right, to East;\n"
        "• 3rd hand: across, to North;\n"
        "• 4th hand: everyone keeps their cards.\n"
        "Then the cycle starts again. Everyone chooses at the same time, without knowing what "
        "they will get. Click three cards to raise them, then **Pass**. The cards you receive "
        "keep a green outline until the end of the first trick.",
    },
    "dialog.rules.tricks.title": {"fr": "Les plis", "en": "Tricks"},
    "dialog.rules.tricks.text": {
        "fr": "Celui qui tient le **2 de trèfle** ouvre le premier pli avec cette carte. Chacun "
        "pose ensuite une carte à son tour. Si vous avez de la couleur entamée, vous devez en "
        "jouer : c'est **fournir**. Sinon, vous jouez la carte de votre choix.\n"
        "Le pli va à la plus haute carte de la couleur entamée ; les cartes d'une autre couleur "
        "ne comptent pas, même un as. Celui qui remporte le pli entame le suivant.",
        "en": "Whoever holds the **2 of clubs** opens the first trick with it. Then each player "
        "puts down one card in turn. If you hold the suit that was led, you must play it: that is "
        "**following suit**. Otherwise, play any card you like.\n"
        "The trick goes to the highest card of the suit led; cards of other suits do not count, "
        "not even an ace. Whoever wins the trick leads the next one.",
    },
    "dialog.rules.first_trick.title": {"fr": "Le premier pli", "en": "The first trick"},
    "dialog.rules.first_trick.text": {
        "fr": "Au premier pli, personne ne peut poser de cœur ni la dame de pique, même faute de "
        "trèfle. Seule exception : une main qui ne contient que des cœurs et la dame de pique "
        "peut jouer l'une de ces cartes, puisqu'elle n'a rien d'autre.",
        "en": "On the first trick nobody may play a heart or the queen of spades, even when out "
        "of clubs. The one exception: a hand holding nothing but hearts and the queen of spades "
        "may play one of them, having nothing else.",
    },
    "dialog.rules.hearts.title": {"fr": "Ouvrir les cœurs", "en": "Breaking hearts"},
    "dialog.rules.hearts.text": {
        "fr": "On ne peut pas entamer un pli à cœur tant que les cœurs ne sont pas **ouverts**, "
        "c'est-à-dire tant qu'aucun cœur n'a été posé dans un pli précédent (en général par un "
        "joueur qui ne pouvait pas fournir). Exception : un joueur qui n'a plus que des cœurs "
        "peut en entamer un.\n"
        "Dans la règle de base, la dame de pique n'ouvre pas les cœurs, et on peut l'entamer à "
        "tout moment.",
        "en": "You may not lead a heart until hearts are **broken**, that is until a heart has "
        "been played on an earlier trick (usually by someone who could not follow suit). "
        "Exception: a player left with nothing but hearts may lead one.\n"
        "In the basic rules the queen of spades does not break hearts, and she may be led at any "
        "time.",
    },
    "dialog.rules.points.title": {"fr": "Les points", "en": "Points"},
    "dialog.rules.points.text": {
        "fr": "Après le treizième pli, chacun compte les cartes de pénalité de ses plis :\n"
        "• chaque cœur : 1 point ;\n"
        "• la dame de pique : 13 points ;\n"
        "• toutes les autres cartes : rien.\n"
        "Une manche distribue donc 26 points en tout, qui s'ajoutent aux totaux.",
        "en": "After the thirteenth trick, everyone counts the penalty cards in their tricks:\n"
        "• each heart: 1 point;\n"
        "• the queen of spades: 13 points;\n"
        "• every other card: nothing.\n"
        "So each hand hands out 26 points in all, added to the totals.",
    },
    "dialog.rules.moon.title": {"fr": "Le grand chelem", "en": "Shooting the moon"},
    "dialog.rules.moon.text": {
        "fr": "Le joueur qui ramasse à lui seul les 13 cœurs **et** la dame de pique réussit le "
        "**grand chelem** : il marque 0 pour la manche et chacun des trois autres marque 26. "
        "C'est un coup risqué : qu'un adversaire prenne un seul cœur, et le tireur garde tous "
        "ses points.",
        "en": "A player who takes all 13 hearts **and** the queen of spades **shoots the moon**: "
        "they score 0 for the hand and each of the three others scores 26. It is a gamble: if an "
        "opponent takes a single heart, the shooter keeps all their points.",
    },
    "dialog.rules.end.title": {"fr": "La fin de la partie", "en": "The end of the game"},
    "dialog.rules.end.text": {
        "fr": "La partie s'arrête à la fin de la manche où un joueur atteint ou dépasse "
        "**100 points**. Le plus petit total gagne. Si plusieurs joueurs sont à égalité pour le "
        "plus petit total, ils gagnent tous.",
        "en": "The game ends after the hand in which a player reaches or passes **100 points**. "
        "The lowest total wins. If several players tie for the lowest total, they all win.",
    },
    "dialog.rules.variants.title": {"fr": "Les variantes", "en": "Variants"},
    "dialog.rules.variants.text": {
        "fr": "Chaque table a ses habitudes. Dans **Options**, vous pouvez changer ces règles ; "
        "elles valent à partir de la partie suivante :\n"
        "• **La dame de pique ouvre les cœurs** : une fois qu'elle a été jouée, on peut entamer "
        "à cœur.\n"
        "• **Points permis au premier pli** : cœurs et dame de pique peuvent tomber dès le "
        "premier pli.\n"
        "• **Valet de carreau : −10** : celui qui le ramasse retire 10 points à sa manche.\n"
        "• **Grand chelem : −26 pour le tireur** : au lieu de donner 26 points aux autres, le "
        "tireur retire 26 points à son propre total.\n"
        "• **Égalité : une manche de plus** : si plusieurs joueurs finissent à égalité avec le "
        "plus petit total, on joue une manche de plus pour les départager.\n"
        "• **Score cible** : la partie peut aussi s'arrêter à 50 ou à 150 points.",
        "en": "Every table has its habits. In **Options** you can change these rules; they apply "
        "from the next game:\n"
        "• **The queen of spades breaks hearts**: once she has been played, hearts may be led.\n"
        "• **Points allowed on the first trick**: hearts and the queen of spades may be played "
        "on the first trick.\n"
        "• **Jack of diamonds: −10**: whoever takes it removes 10 points from their hand.\n"
        "• **Moon: −26 for the shooter**: instead of giving 26 points to the others, the shooter "
        "takes 26 points off their own total.\n"
        "• **Tie: one more hand**: if several players tie for the lowest total at the end, one "
        "more hand is played to separate them.\n"
        "• **Target score**: the game can also end at 50 or at 150 points.",
    },
    "dialog.rules.deals.title": {"fr": "Les donnes numérotées", "en": "Numbered deals"},
    "dialog.rules.deals.text": {
        "fr": "Chaque partie porte un numéro de donne, de 1 à 999 999, affiché au-dessus de la "
        "table. Un même numéro distribue les mêmes cartes à chaque manche, quoi que l'on joue.\n"
        "• **Rejouer** reprend la donne depuis sa première manche.\n"
        "• **Nouvelle partie** tire un nouveau numéro.\n"
        "• **Donne du jour** donne à tout le monde la même partie ce jour-là.\n"
        "• **Donne n°…** ouvre le numéro de votre choix, pour rejouer une partie ou la partager.\n"
        "Il n'y a pas de retour en arrière : une carte posée est jouée.",
        "en": "Every game has a deal number, from 1 to 999,999, shown above the table. The same "
        "number deals the same cards in every hand, whatever is played.\n"
        "• **Replay** restarts the deal from its first hand.\n"
        "• **New game** draws a new number.\n"
        "• **Deal of the day** gives everyone the same game that day.\n"
        "• **Deal no.…** opens the number of your choice, to replay a game or share it.\n"
        "There is no undo: a card put down is played.",
    },
    "dialog.rules.levels.title": {"fr": "Les niveaux", "en": "Levels"},
    "dialog.rules.levels.text": {
        "fr": "• **Facile** : vos adversaires jouent souvent au hasard.\n"
        "• **Moyen** : ils se débarrassent de leurs gros piques et de leurs gros cœurs, et "
        "lâchent la dame de pique dès qu'ils ne peuvent pas fournir.\n"
        "• **Difficile** : ils retiennent chaque carte jouée, savent qui manque de quelle "
        "couleur, chassent la dame de pique et cassent les grands chelems.\n"
        "**Indice** montre la carte, ou les trois cartes à passer, que choisirait le niveau "
        "Difficile, avec sa raison.",
        "en": "• **Easy**: your opponents often play at random.\n"
        "• **Medium**: they get rid of their high spades and high hearts, and drop the queen of "
        "spades as soon as they cannot follow suit.\n"
        "• **Hard**: they remember every card played, know who is out of which suit, hunt the "
        "queen of spades and break moon attempts.\n"
        "**Hint** shows the card, or the three cards to pass, that the Hard level would choose, "
        "with its reason.",
    },
    "dialog.rules.controls.title": {"fr": "Les commandes", "en": "Controls"},
    "dialog.rules.controls.text": {
        "fr": "À la souris, cliquez sur une carte pour la jouer. À votre tour, seules les cartes "
        "permises restent claires ; un clic sur une carte grisée dit pourquoi elle est refusée.\n"
        "Au clavier :\n"
        "• **← →** : choisir une carte de votre main ;\n"
        "• **Entrée** ou **Espace** : jouer la carte choisie, ou la lever pendant le passage ;\n"
        "• **P** : passer les trois cartes levées ;\n"
        "• **H** : demander un indice ;\n"
        "• **Tab** : aller d'un bouton à l'autre ;\n"
        "• **F11** : plein écran ;\n"
        "• **Échap** : fermer la fenêtre ouverte.",
        "en": "With the mouse, click a card to play it. On your turn only the cards you may play "
        "stay bright; clicking a greyed card tells you why it is refused.\n"
        "With the keyboard:\n"
        "• **← →**: choose a card in your hand;\n"
        "• **Enter** or **Space**: play the chosen card, or raise it while passing;\n"
        "• **P**: pass the three raised cards;\n"
        "• **H**: ask for a hint;\n"
        "• **Tab**: move from one button to the next;\n"
        "• **F11**: full screen;\n"
        "• **Esc**: close the open window.",
    },
    "dialog.options.title": {"fr": "Options", "en": "Options"},
    "dialog.options.table": {"fr": "La table", "en": "The table"},
    "dialog.options.game": {"fr": "La partie", "en": "The game"},
    "dialog.options.felt": {"fr": "Tapis", "en": "Felt"},
    "dialog.options.felt.green": {"fr": "vert", "en": "green"},
    "dialog.options.felt.blue": {"fr": "bleu", "en": "blue"},
    "dialog.options.felt.red": {"fr": "rouge", "en": "red"},
    "dialog.options.felt.grey": {"fr": "gris", "en": "grey"},
    "dialog.options.back": {"fr": "Dos des cartes", "en": "Card back"},
    "dialog.options.back.red": {"fr": "rouge", "en": "red"},
    "dialog.options.back.blue": {"fr": "bleu", "en": "blue"},
    "dialog.options.back.plain": {"fr": "uni", "en": "plain"},
    "dialog.options.back.geometric": {"fr": "géométrique", "en": "geometric"},
    "dialog.options.sort": {"fr": "Tri de la main", "en": "Hand order"},
    "dialog.options.sort.suit": {"fr": "par couleur", "en": "by suit"},
    "dialog.options.sort.rank": {"fr": "par valeur", "en": "by rank"},
    "dialog.options.speed": {"fr": "Vitesse", "en": "Speed"},
    "dialog.options.speed.normal": {"fr": "normale", "en": "normal"},
    "dialog.options.speed.fast": {"fr": "rapide", "en": "fast"},
    "dialog.options.language": {"fr": "Langue", "en": "Language"},
    "language.name": {"fr": "Français", "en": "English"},  # each language in its own words
    "dialog.options.four_colour": {"fr": "Couleurs en quatre teintes", "en": "Four-colour suits"},
    "dialog.options.sound": {"fr": "Son", "en": "Sound"},
    "dialog.options.reduce_motion": {"fr": "Animations réduites", "en": "Reduced motion"},
    "dialog.options.auto_play_forced": {
        "fr": "Jouer automatiquement une carte forcée",
        "en": "Play a forced card automatically",
    },
    "dialog.options.level": {"fr": "Niveau", "en": "Level"},
    "dialog.options.level.easy": {"fr": "Facile", "en": "Easy"},
    "dialog.options.level.medium": {"fr": "Moyen", "en": "Medium"},
    "dialog.options.level.hard": {"fr": "Difficile", "en": "Hard"},
    "dialog.options.target": {"fr": "Score cible", "en": "Target score"},
    "dialog.options.qs_breaks_hearts": {
        "fr": "La dame de pique ouvre les cœurs",
        "en": "The queen of spades breaks hearts",
    },
    "dialog.options.first_trick_points": {
        "fr": "Points permis au premier pli",
        "en": "Points allowed on the first trick",
    },
    "dialog.options.jack_of_diamonds": {
        "fr": "Valet de carreau : −10",
        "en": "Jack of diamonds: −10",
    },
    "dialog.options.moon_minus": {
        "fr": "Grand chelem : −26 pour le tireur",
        "en": "Moon: −26 for the shooter",
    },
    "dialog.options.tie_replay": {
        "fr": "Égalité : une manche de plus",
        "en": "Tie: one more hand",
    },
    "dialog.options.next_game": {
        "fr": "Le niveau et les règles s'appliquent à partir de la prochaine partie.",
        "en": "The level and the rules apply from the next game.",
    },
    "dialog.stats.title": {"fr": "Statistiques", "en": "Statistics"},
    "dialog.stats.played": {"fr": "Parties jouées", "en": "Games played"},
    "dialog.stats.won": {"fr": "Parties gagnées", "en": "Games won"},
    "dialog.stats.rate": {"fr": "Taux de réussite", "en": "Win rate"},
    "dialog.stats.percent": {"fr": "{value}\u00a0%", "en": "{value}%"},
    "dialog.stats.lowest": {"fr": "Score final le plus bas", "en": "Lowest final score"},
    "dialog.stats.current_streak": {"fr": "Série en cours", "en": "Current winning streak"},
    "dialog.stats.best_streak": {"fr": "Meilleure série", "en": "Best winning streak"},
    "dialog.stats.records": {"fr": "Records par niveau", "en": "Records by level"},
    "dialog.stats.records_note": {
        "fr": "Le plus petit score final d'une partie gagnée.",
        "en": "The lowest final score of a game won.",
    },
    "dialog.stats.reset": {"fr": "Réinitialiser", "en": "Reset"},
    "dialog.stats.confirm": {
        "fr": "Effacer toutes les statistiques ? C'est définitif.",
        "en": "Erase all the statistics? This cannot be undone.",
    },
    "dialog.stats.erase": {"fr": "Effacer", "en": "Erase"},
    "dialog.hand.title": {"fr": "Fin de la manche", "en": "End of the hand"},
    "dialog.hand.numbered_title": {
        "fr": "Fin de la manche {number}",
        "en": "End of hand {number}",
    },
    "dialog.hand.player": {"fr": "Joueur", "en": "Player"},
    "dialog.hand.points": {"fr": "Manche", "en": "Hand"},
    "dialog.hand.total": {"fr": "Total", "en": "Total"},
    "dialog.hand.moon": {"fr": "{seat} réussit le grand chelem !", "en": "{seat} shoots the moon!"},
    "dialog.hand.moon_you": {
        "fr": "Grand chelem ! Vous avez tout ramassé.",
        "en": "You shot the moon!",
    },
    "dialog.hand.continue": {"fr": "Continuer", "en": "Continue"},
    "dialog.game.title": {"fr": "Fin de la partie", "en": "Game over"},
    "dialog.game.you_win": {"fr": "Vous gagnez !", "en": "You win!"},
    "dialog.game.one_wins": {"fr": "{seat} gagne.", "en": "{seat} wins."},
    "dialog.game.you_tie": {
        "fr": "Vous gagnez, à égalité avec {others} !",
        "en": "You win, tied with {others}!",
    },
    "dialog.game.tie": {"fr": "{seats} gagnent, à égalité.", "en": "{seats} win, tied."},
    "dialog.game.and": {"fr": " et ", "en": " and "},
    "dialog.game.record": {"fr": "Nouveau record !", "en": "New record!"},
    "dialog.game.totals": {"fr": "Scores finaux", "en": "Final scores"},
    "dialog.game.new_game": {"fr": "Nouvelle partie", "en": "New game"},
    "dialog.game.replay": {"fr": "Rejouer", "en": "Replay"},
    "dialog.chart.hands": {"fr": "Manches", "en": "Hands"},
    "dialog.chart.empty": {"fr": "Aucune manche jouée", "en": "No hand played"},
    # The hint (hearts.ai.hint): what Difficile would do, and why.
    "hint.pass.moon": {
        "fr": "Passez {cards} : votre main peut tenter le grand chelem, gardez vos cœurs "
              "et vos grosses cartes.",
        "en": "Pass {cards}: your hand can shoot the moon, so keep your hearts and high cards.",
    },
    "hint.pass.queen": {
        "fr": "Passez {cards} : trop peu de piques protègent votre dame de pique.",
        "en": "Pass {cards}: too few spades protect your queen of spades.",
    },
    "hint.pass.void": {
        "fr": "Passez {cards} : sans {suit}, vous pourrez vous défausser de vos cartes "
              "dangereuses.",
        "en": "Pass {cards}: with no {suit} left, you can throw away your dangerous cards.",
    },
    "hint.pass.spades": {
        "fr": "Passez {cards} : vos gros piques risquent de ramasser la dame.",
        "en": "Pass {cards}: your high spades could be forced to take the queen.",
    },
    "hint.pass.high": {
        "fr": "Passez {cards} : ce sont vos cartes les plus dangereuses ; gardez les petites.",
        "en": "Pass {cards}: they are your most dangerous cards; keep the low ones.",
    },
    "hint.play.only_card": {
        "fr": "Jouez {card} : c'est votre seule carte jouable.",
        "en": "Play {card}: it is the only card you may play.",
    },
    "hint.play.shoot_moon": {
        "fr": "Jouez {card} : vous avez tous les points jusqu'ici, tentez le grand chelem.",
        "en": "Play {card}: you have every point so far, so go for the moon.",
    },
    "hint.play.stop_moon": {
        "fr": "Jouez {card} : prenez un cœur, sinon {seat} réussira le grand chelem.",
        "en": "Play {card}: take a heart to stop {seat} from shooting the moon.",
    },
    "hint.play.flush_queen": {
        "fr": "Entamez {card} : vos piques sont tous sous la dame, forcez-la à tomber.",
        "en": "Lead {card}: all your spades are below the queen, so drive her out.",
    },
    "hint.play.lead_low": {
        "fr": "Entamez {card} : une petite carte laisse le pli aux autres.",
        "en": "Lead {card}: a low card leaves the trick to the others.",
    },
    "hint.play.lead": {
        "fr": "Entamez {card} : c'est l'entame la moins risquée d'après les simulations.",
        "en": "Lead {card}: the simulations find it the safest lead.",
    },
    "hint.play.duck": {
        "fr": "Jouez {card} : c'est votre plus forte carte qui laisse {seat} maître du pli.",
        "en": "Play {card}: it is your highest card that leaves {seat} winning the trick.",
    },
    "hint.play.win_clean": {
        "fr": "Jouez {card} : ce pli ne contient aucun point, prenez-le avec une grosse carte.",
        "en": "Play {card}: this trick holds no points, so take it with a high card.",
    },
    "hint.play.first_trick": {
        "fr": "Jouez {card} : le premier pli ne coûte presque jamais de points.",
        "en": "Play {card}: the first trick almost never costs points.",
    },
    "hint.play.play": {
        "fr": "Jouez {card} : c'est la carte qui coûte le moins d'après les simulations.",
        "en": "Play {card}: the simulations find it the cheapest card.",
    },
    "hint.play.queen_to_leader": {
        "fr": "Défaussez {card} : {seat}, en tête de la partie, mène ce pli.",
        "en": "Discard {card}: {seat}, who leads the game, is winning this trick.",
    },
    "hint.play.end_game": {
        "fr": "Défaussez {card} : {seat} atteindra le score final et vous gagnerez la partie.",
        "en": "Discard {card}: {seat} will reach the final score and you will win the game.",
    },
    "hint.play.discard_queen": {
        "fr": "Défaussez {card} : vous ne pouvez pas fournir et {seat} mène ce pli.",
        "en": "Discard {card}: you cannot follow suit and {seat} is winning this trick.",
    },
    "hint.play.keep_game_going": {
        "fr": "Jouez {card} : la dame de pique donnée à {seat} finirait la partie, "
              "que vous ne menez pas.",
        "en": "Play {card}: the queen of spades would end the game for {seat}, "
              "and you are not leading it.",
    },
    "hint.play.discard_heart": {
        "fr": "Défaussez {card} : vous ne pouvez pas fournir, débarrassez-vous d'un cœur.",
        "en": "Discard {card}: you cannot follow suit, so get rid of a heart.",
    },
    "hint.play.discard_high": {
        "fr": "Défaussez {card} : vous ne pouvez pas fournir, débarrassez-vous d'une "
              "carte dangereuse.",
        "en": "Discard {card}: you cannot follow suit, so get rid of a dangerous card.",
    },
    "hint.play.cannot_duck": {
        "fr": "Jouez {card} : vous ne pouvez pas jouer sous le pli, autant vous débarrasser "
              "d'une grosse carte.",
        "en": "Play {card}: you cannot play under the trick, so get rid of a high card.",
    },
}


NARROW_NO_BREAK_SPACE: Final = "\u202f"
_FRENCH_SPACING: Final = re.compile(r" ([:;!?»])|(«) ")


def french_typography(text: str) -> str:
    """French spacing: a narrow no-break space before : ; ! ? » and after «, so that
    these signs never start a line when the text wraps."""
    return _FRENCH_SPACING.sub(
        lambda found: (NARROW_NO_BREAK_SPACE + found.group(1)) if found.group(1)
        else (found.group(2) + NARROW_NO_BREAK_SPACE),
        text,
    )


for _entry in MESSAGES.values():
    if "fr" in _entry:
        _entry["fr"] = french_typography(_entry["fr"])


def message(key: str, lang: str = DEFAULT_LANGUAGE, **params: object) -> str:
    """The sentence *key* in *lang* (French when unknown), with *params* filled in."""
    entry = MESSAGES[key]
    template = entry.get(lang) or entry[DEFAULT_LANGUAGE]
    return template.format(**params)


def alternatives(words: tuple[str, ...], lang: str = DEFAULT_LANGUAGE) -> str:
    """Words offered to choose from: "easy, medium ou hard", "fr or en"."""
    *others, last = words
    if not others:
        return last
    return f"{', '.join(others)} {message('table.cli.or', lang)} {last}"


def suit_name(suit: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """The suit's name: "pique", "spades"."""
    return SUIT_NAMES.get(lang, SUIT_NAMES[DEFAULT_LANGUAGE])[suit]


def seat_name(seat: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """The seat's name: "Ouest", "West"."""
    return SEAT_NAMES.get(lang, SEAT_NAMES[DEFAULT_LANGUAGE])[seat]


def player_name(seat: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """How the table names a seat: "Vous" for South, the person; "Ouest" and so on."""
    return message("table.you", lang) if seat == 0 else seat_name(seat, lang)


def signed_number(value: int, always_sign: bool = False) -> str:
    """A number with a true minus sign ("−10"), and a plus sign when *always_sign* ("+13")."""
    if value < 0:
        return f"−{-value}"
    return f"+{value}" if always_sign else str(value)


def is_singular(count: int, lang: str = DEFAULT_LANGUAGE) -> bool:
    """Whether *count* takes the singular: 0 and 1 in French, only 1 in English (sign apart)."""
    return abs(count) < 2 if lang == "fr" else abs(count) == 1


def points_text(points: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """A number of points in words: "0 point", "1 point", "13 points"; "0 points" in English."""
    key = "table.points.one" if is_singular(points, lang) else "table.points.many"
    return message(key, lang, points=signed_number(points))


def card_name(rank: int, suit: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """A card with its article: "la dame de pique", "le 10 de carreau", "the ace of hearts"."""
    if lang == "en":
        word = _ENGLISH_RANKS.get(rank, str(rank))
        return f"the {word} of {suit_name(suit, 'en')}"
    article, word = _FRENCH_RANKS.get(rank, ("le ", str(rank)))
    return f"{article}{word} de {suit_name(suit, 'fr')}"


def rank_index(rank: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """The short index printed on a card: "D" for the French queen, "10" for ten."""
    return RANK_INDICES.get(lang, RANK_INDICES[DEFAULT_LANGUAGE]).get(rank, str(rank))
