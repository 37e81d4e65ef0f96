"""The shape of the dialogue: phases, the events that move between them, and the whole
``TRANSITIONS`` table in one place (pure; no I/O).

A handler interprets a message, acts, and reports what happened as an ``Event``;
``next_phase`` looks the pair up here. A pair missing from the table keeps the phase:
asking for help, an unclear message or a failed lookup never moves the conversation.

    new ──greeted/stores_offered──▶ choosing_store ──store_chosen──▶ listing
     │                                  ▲    list_held (list kept for later)   │
     └──list_held────────────────────────┘◀──store_change_asked──────────────┤
                                                                               │
    listing ──checkout_asked──▶ linking ──committed──▶ listing
       └──commit_incomplete──▶ checking_out ──committed (retry)──▶ listing
"""

from __future__ import annotations

from enum import StrEnum

from assistant.session import CHECKING_OUT, CHOOSING_STORE, LINKING, LISTING, NEW


class Event(StrEnum):
    GREETED = "greeted"  # first hello: we asked for a ZIP code
    HELPED = "helped"
    NOT_UNDERSTOOD = "not_understood"
    STORES_OFFERED = "stores_offered"  # nearby stores listed, waiting for a number
    NO_STORES = "no_stores"  # nothing near that place
    STORE_CHOSEN = "store_chosen"
    STORE_CHANGE_ASKED = "store_change_asked"
    LIST_HELD = "list_held"  # a list came before a store; kept until one is chosen
    LIST_CHANGED = "list_changed"
    LIST_SHOWN = "list_shown"
    LIST_CLEARED = "list_cleared"
    CHECKOUT_ASKED = "checkout_asked"  # the account must be linked first
    CHECKOUT_REVIEWED = "checkout_reviewed"  # a review of what would go in the cart
    LINK_SENT = "link_sent"  # a link to connect the account, without checking out
    UNLINKED = "unlinked"
    COMMITTED = "committed"  # everything planned is in the cart
    COMMIT_INCOMPLETE = "commit_incomplete"  # some writes failed: "retry" resumes


TRANSITIONS: dict[tuple[str, Event], str] = {
    # first contact
    (NEW, Event.GREETED): CHOOSING_STORE,
    (NEW, Event.HELPED): CHOOSING_STORE,
    (NEW, Event.STORES_OFFERED): CHOOSING_STORE,
    (NEW, Event.NO_STORES): CHOOSING_STORE,
    (NEW, Event.LIST_HELD): CHOOSING_STORE,
    (NEW, Event.NOT_UNDERSTOOD): CHOOSING_STORE,
    # finding the store
    (CHOOSING_STORE, Event.STORE_CHOSEN): LISTING,
    (CHOOSING_STORE, Event.STORES_OFFERED): CHOOSING_STORE,
    (CHOOSING_STORE, Event.LIST_HELD): CHOOSING_STORE,
    # with a store already chosen, working on the list again cancels a store change
    (CHOOSING_STORE, Event.LIST_CHANGED): LISTING,
    (CHOOSING_STORE, Event.LIST_SHOWN): LISTING,
    (CHOOSING_STORE, Event.CHECKOUT_REVIEWED): LISTING,
    (CHOOSING_STORE, Event.CHECKOUT_ASKED): LINKING,
    # building the list
    (LISTING, Event.STORE_CHANGE_ASKED): CHOOSING_STORE,
    (LISTING, Event.STORES_OFFERED): CHOOSING_STORE,
    (LISTING, Event.LIST_CHANGED): LISTING,
    (LISTING, Event.CHECKOUT_ASKED): LINKING,
    (LISTING, Event.CHECKOUT_REVIEWED): LISTING,
    (LISTING, Event.COMMITTED): LISTING,
    # a store change while a list exists returns to the list once a store is chosen
    (CHOOSING_STORE, Event.STORE_CHANGE_ASKED): CHOOSING_STORE,
    # account linking and the cart
    (LINKING, Event.LIST_CHANGED): LISTING,
    (LINKING, Event.STORE_CHANGE_ASKED): CHOOSING_STORE,
    (LINKING, Event.STORES_OFFERED): CHOOSING_STORE,
    (LINKING, Event.COMMITTED): LISTING,
    (LINKING, Event.COMMIT_INCOMPLETE): CHECKING_OUT,
    (LINKING, Event.UNLINKED): LISTING,
    (LISTING, Event.COMMIT_INCOMPLETE): CHECKING_OUT,
    (CHOOSING_STORE, Event.COMMITTED): LISTING,
    (CHOOSING_STORE, Event.COMMIT_INCOMPLETE): CHECKING_OUT,
    (CHECKING_OUT, Event.COMMITTED): LISTING,
    (CHECKING_OUT, Event.CHECKOUT_ASKED): LINKING,
    (CHECKING_OUT, Event.UNLINKED): LISTING,
    (CHECKING_OUT, Event.LIST_CHANGED): LISTING,
    (CHECKING_OUT, Event.STORE_CHANGE_ASKED): CHOOSING_STORE,
    (CHECKING_OUT, Event.STORES_OFFERED): CHOOSING_STORE,
    # starting over empties the list (next_phase sends a store-less session to the
    # store question)
    (NEW, Event.LIST_CLEARED): LISTING,
    (CHOOSING_STORE, Event.LIST_CLEARED): LISTING,
    (LISTING, Event.LIST_CLEARED): LISTING,
    (LINKING, Event.LIST_CLEARED): LISTING,
    (CHECKING_OUT, Event.LIST_CLEARED): LISTING,
}
PHASES = (NEW, CHOOSING_STORE, LISTING, LINKING, CHECKING_OUT)


def next_phase(phase: str, event: Event, *, has_store: bool = True) -> str:
    """The phase after ``event`` in ``phase``; unknown pairs keep the phase. Without a
    store, any phase that needs one falls back to choosing a store."""
    after = TRANSITIONS.get((phase, event), phase)
    if not has_store and after in (LISTING, LINKING, CHECKING_OUT):
        return CHOOSING_STORE
    return after
