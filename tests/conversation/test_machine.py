"""The dialogue's state machine: ``TRANSITIONS`` and ``next_phase`` (pure)."""

from __future__ import annotations

import itertools

import pytest

from assistant.conversation.machine import PHASES, TRANSITIONS, Event, next_phase
from assistant.session import CHECKING_OUT, CHOOSING_STORE, LINKING, LISTING, NEW

PAIRS = list(itertools.product(PHASES, Event))
NEEDS_A_STORE = (LISTING, LINKING, CHECKING_OUT)


def test_phases_are_the_sessions_phases() -> None:
    assert set(PHASES) == {NEW, CHOOSING_STORE, LISTING, LINKING, CHECKING_OUT}
    assert len(PHASES) == len(set(PHASES))


def test_the_table_uses_only_known_phases_and_events() -> None:
    for (phase, event), after in TRANSITIONS.items():
        assert phase in PHASES, phase
        assert isinstance(event, Event), event
        assert after in PHASES, after


@pytest.mark.parametrize("has_store", [True, False])
@pytest.mark.parametrize(("phase", "event"), PAIRS)
def test_every_pair_gives_a_phase(phase: str, event: Event, has_store: bool) -> None:
    assert next_phase(phase, event, has_store=has_store) in PHASES


@pytest.mark.parametrize(("phase", "event"), PAIRS)
def test_a_store_less_session_never_needs_a_store(phase: str, event: Event) -> None:
    assert next_phase(phase, event, has_store=False) not in NEEDS_A_STORE


@pytest.mark.parametrize(("phase", "event"), [p for p in PAIRS if p not in TRANSITIONS])
def test_unknown_pairs_keep_the_phase(phase: str, event: Event) -> None:
    assert next_phase(phase, event) == phase
    assert next_phase(phase, event, has_store=True) == phase


@pytest.mark.parametrize(("phase", "event"), list(TRANSITIONS))
def test_known_pairs_follow_the_table(phase: str, event: Event) -> None:
    assert next_phase(phase, event, has_store=True) == TRANSITIONS[phase, event]


def test_has_store_defaults_to_true() -> None:
    assert next_phase(CHOOSING_STORE, Event.STORE_CHOSEN) == LISTING


def test_first_hello_asks_for_the_store() -> None:
    assert next_phase(NEW, Event.GREETED, has_store=False) == CHOOSING_STORE


@pytest.mark.parametrize(
    "event",
    [Event.GREETED, Event.HELPED, Event.NOT_UNDERSTOOD, Event.STORES_OFFERED, Event.NO_STORES],
)
def test_anything_after_first_contact_leaves_new(event: Event) -> None:
    assert next_phase(NEW, event, has_store=False) == CHOOSING_STORE


def test_a_list_before_a_store_is_held_while_choosing_one() -> None:
    assert next_phase(NEW, Event.LIST_HELD, has_store=False) == CHOOSING_STORE
    assert next_phase(CHOOSING_STORE, Event.LIST_HELD, has_store=False) == CHOOSING_STORE


def test_choosing_a_store_starts_the_list() -> None:
    assert next_phase(CHOOSING_STORE, Event.STORE_CHOSEN, has_store=True) == LISTING


def test_asking_for_another_store_goes_back_to_choosing() -> None:
    for phase in (LISTING, LINKING, CHECKING_OUT):
        assert next_phase(phase, Event.STORE_CHANGE_ASKED) == CHOOSING_STORE
        assert next_phase(phase, Event.STORES_OFFERED) == CHOOSING_STORE


def test_working_on_the_list_cancels_a_store_change() -> None:
    for event in (Event.LIST_CHANGED, Event.LIST_SHOWN, Event.CHECKOUT_REVIEWED):
        assert next_phase(CHOOSING_STORE, event, has_store=True) == LISTING
        assert next_phase(CHOOSING_STORE, event, has_store=False) == CHOOSING_STORE


def test_checkout_goes_through_linking() -> None:
    assert next_phase(LISTING, Event.CHECKOUT_ASKED) == LINKING
    assert next_phase(LINKING, Event.COMMITTED) == LISTING
    assert next_phase(LINKING, Event.COMMIT_INCOMPLETE) == CHECKING_OUT
    assert next_phase(CHECKING_OUT, Event.COMMITTED) == LISTING
    # list edits while waiting for the link leave the checkout
    assert next_phase(LINKING, Event.LIST_CHANGED) == LISTING
    assert next_phase(CHECKING_OUT, Event.LIST_CHANGED) == LISTING


@pytest.mark.parametrize("phase", PHASES)
def test_starting_over_needs_a_store_for_the_list(phase: str) -> None:
    assert next_phase(phase, Event.LIST_CLEARED, has_store=True) == LISTING
    assert next_phase(phase, Event.LIST_CLEARED, has_store=False) == CHOOSING_STORE


@pytest.mark.parametrize("phase", [p for p in PHASES if p != NEW])
@pytest.mark.parametrize("event", [Event.HELPED, Event.NOT_UNDERSTOOD])
def test_help_and_unclear_messages_never_move_the_conversation(phase: str, event: Event) -> None:
    assert next_phase(phase, event) == phase


@pytest.mark.parametrize("has_store", [True, False])
def test_a_store_less_listing_falls_back_to_choosing(has_store: bool) -> None:
    # a session whose store was lost, in any phase that needs one
    for phase in NEEDS_A_STORE:
        after = next_phase(phase, Event.HELPED, has_store=has_store)
        assert after == (phase if has_store else CHOOSING_STORE)


def test_every_phase_is_reachable_from_new() -> None:
    reached = {NEW}
    frontier = [NEW]
    while frontier:
        phase = frontier.pop()
        for event in Event:
            after = next_phase(phase, event, has_store=phase != NEW)
            if after not in reached:
                reached.add(after)
                frontier.append(after)
    assert reached == set(PHASES)


def test_the_list_is_reachable_from_every_phase() -> None:
    for phase in PHASES:
        seen = {phase}
        frontier = [phase]
        while frontier:
            current = frontier.pop()
            for event in Event:
                after = next_phase(current, event, has_store=True)
                if after not in seen:
                    seen.add(after)
                    frontier.append(after)
        assert LISTING in seen, phase


def test_events_are_distinct_strings() -> None:
    values = [e.value for e in Event]
    assert len(values) == len(set(values))
    assert all(isinstance(v, str) and v for v in values)
