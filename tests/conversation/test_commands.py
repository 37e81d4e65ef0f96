"""``commands.interpret``: what a message asks for, phrasing by phrasing.

Every command is tried with the ways people type and say it (spoken numbers included:
"make two three", "four a"); grocery lines must stay ``Text`` so that they reach the list
parser.
"""

from __future__ import annotations

import pytest

from assistant.conversation import commands as c


def case(text: str, expected: c.Command) -> object:
    return pytest.param(text, expected, id=text)


def nums(*numbers: int) -> c.Targets:
    return c.Targets(numbers=numbers)


def words(text: str) -> c.Targets:
    return c.Targets(words=text)


EVERYTHING = c.Targets(all=True)

COMMANDS = [
    # --- help
    case("help", c.Help()),
    case("Help!", c.Help()),
    case("HELP", c.Help()),
    case("/help", c.Help()),
    case("?", c.Help()),
    case("menu", c.Help()),
    case("commands", c.Help()),
    case("options", c.Help()),
    case("what can I say", c.Help()),
    case("what can you do", c.Help()),
    case("how does this work", c.Help()),
    case("help please", c.Help()),
    case("what can you do?", c.Help()),
    case("how does this work?", c.Help()),
    case("i need help", c.Help()),
    # --- greeting
    case("hi", c.Greeting()),
    case("Hello!", c.Greeting()),
    case("hey", c.Greeting()),
    case("Howdy", c.Greeting()),
    case("good morning", c.Greeting()),
    case("Good evening.", c.Greeting()),
    # --- thanks
    case("thanks", c.Thanks()),
    case("Thank you so much!", c.Thanks()),
    case("thx", c.Thanks()),
    case("cheers", c.Thanks()),
    case("thanks a lot", c.Thanks()),
    # --- confirm
    case("yes", c.Confirm()),
    case("Yes please", c.Confirm()),
    case("yep", c.Confirm()),
    case("ok", c.Confirm()),
    case("Okay.", c.Confirm()),
    case("looks good", c.Confirm()),
    case("perfect", c.Confirm()),
    case("all good", c.Confirm()),
    case("sounds good", c.Confirm()),
    # --- show the list
    case("show list", c.ShowList()),
    case("show my list", c.ShowList()),
    case("Show me my list", c.ShowList()),
    case("list", c.ShowList()),
    case("my list", c.ShowList()),
    case("view the shopping list", c.ShowList()),
    case("read my grocery list", c.ShowList()),
    case("what's on my list", c.ShowList()),
    case("where were we", c.ShowList()),
    case("what's on my list?", c.ShowList()),
    # --- start over
    case("start over", c.StartOver()),
    case("Start over please", c.StartOver()),
    case("start fresh", c.StartOver()),
    case("clear the list", c.StartOver()),
    case("clear my list", c.StartOver()),
    case("reset", c.StartOver()),
    case("new list", c.StartOver()),
    case("empty my list", c.StartOver()),
    case("forget everything", c.StartOver()),
    # --- undo
    case("undo", c.Undo()),
    case("Undo that", c.Undo()),
    case("undo last", c.Undo()),
    case("undo please", c.Undo()),
    case("go back", c.Undo()),
    case("oops", c.Undo()),
    # --- change store
    case("change store", c.ChangeStore()),
    case("Change store please", c.ChangeStore()),
    case("change my store", c.ChangeStore()),
    case("switch stores", c.ChangeStore()),
    case("different store", c.ChangeStore()),
    case("use another store", c.ChangeStore()),
    case("pick a different store", c.ChangeStore()),
    case("change location", c.ChangeStore()),
    # --- checkout
    case("checkout", c.Checkout()),
    case("check out", c.Checkout()),
    case("Checkout please", c.Checkout()),
    case("done", c.Checkout()),
    case("I'm done", c.Checkout()),
    case("im done", c.Checkout()),
    case("that's all", c.Checkout()),
    case("that's it", c.Checkout()),
    case("place my order", c.Checkout()),
    case("add it to my cart", c.Checkout()),
    case("add everything to my cart", c.Checkout()),
    case("send it to my cart", c.Checkout()),
    case("go to checkout", c.Checkout()),
    case("proceed to checkout", c.Checkout()),
    case("all done", c.Checkout()),
    # --- ZIP codes
    case("84045", c.ZipCode(zip_code="84045")),
    case("84045-1234", c.ZipCode(zip_code="84045")),
    case("my zip is 84045", c.ZipCode(zip_code="84045")),
    case("zip code 84045", c.ZipCode(zip_code="84045")),
    case("ZIP: 84045", c.ZipCode(zip_code="84045")),
    case("near 84045", c.ZipCode(zip_code="84045")),
    case("in 84045", c.ZipCode(zip_code="84045")),
    # --- latitude,longitude
    case("40.33,-111.91", c.LatLng(lat=40.33, lng=-111.91)),
    case("40.33, -111.91", c.LatLng(lat=40.33, lng=-111.91)),
    case("40.33 -111.91", c.LatLng(lat=40.33, lng=-111.91)),
    case("-33.87,151.21", c.LatLng(lat=-33.87, lng=151.21)),
    # --- a bare number (a store to pick, or a line)
    case("1", c.Number(value=1)),
    case("#3", c.Number(value=3)),
    case("store 2", c.Number(value=2)),
    case("number 2", c.Number(value=2)),
    case("option 3", c.Number(value=3)),
    case("two", c.Number(value=2)),
    case("second", c.Number(value=2)),
    case("the second store", c.Number(value=2)),
    case("the first one", c.Number(value=1)),
    case("first one", c.Number(value=1)),
    # --- pick an option
    case("3b", c.Pick(line=3, letter="b")),
    case("3B", c.Pick(line=3, letter="b")),
    case("3 b", c.Pick(line=3, letter="b")),
    case("3-b", c.Pick(line=3, letter="b")),
    case("3.b", c.Pick(line=3, letter="b")),
    case("3b please", c.Pick(line=3, letter="b")),
    case("#3b", c.Pick(line=3, letter="b")),
    case("pick 3b", c.Pick(line=3, letter="b")),
    case("take 2a", c.Pick(line=2, letter="a")),
    case("12c", c.Pick(line=12, letter="c")),
    case("four a", c.Pick(line=4, letter="a")),
    case("two b", c.Pick(line=2, letter="b")),
    # --- more options
    case("more 3", c.More(line=3)),
    case("More 3", c.More(line=3)),
    case("more three", c.More(line=3)),
    case("more options for 3", c.More(line=3)),
    case("options for 3", c.More(line=3)),
    case("alternatives for 3", c.More(line=3)),
    case("show more for 3", c.More(line=3)),
    case("other options for item 3", c.More(line=3)),
    case("3 more", c.More(line=3)),
    # --- remove
    case("remove 2", c.Remove(targets=nums(2))),
    case("Remove #2", c.Remove(targets=nums(2))),
    case("delete 2", c.Remove(targets=nums(2))),
    case("drop 4", c.Remove(targets=nums(4))),
    case("remove two", c.Remove(targets=nums(2))),
    case("remove 2 and 5", c.Remove(targets=nums(2, 5))),
    case("remove 1-3", c.Remove(targets=nums(1, 2, 3))),
    case("remove #2, #4", c.Remove(targets=nums(2, 4))),
    case("remove 2 from my list", c.Remove(targets=nums(2))),
    case("remove the milk", c.Remove(targets=words("milk"))),
    case("remove milk", c.Remove(targets=words("milk"))),
    case("take off the milk", c.Remove(targets=words("milk"))),
    case("forget the milk", c.Remove(targets=words("milk"))),
    case("cancel the eggs", c.Remove(targets=words("eggs"))),
    case("no more milk", c.Remove(targets=words("milk"))),
    case("remove item 2", c.Remove(targets=nums(2))),
    case("remove number 2", c.Remove(targets=nums(2))),
    case("remove items 2 and 3", c.Remove(targets=nums(2, 3))),
    # --- quantity
    case("2 x3", c.SetQuantity(line=2, quantity=3)),
    case("2x3", c.SetQuantity(line=2, quantity=3)),
    case("2 x 3", c.SetQuantity(line=2, quantity=3)),
    case("2 * 3", c.SetQuantity(line=2, quantity=3)),
    case("2 × 3", c.SetQuantity(line=2, quantity=3)),
    case("make 2 three", c.SetQuantity(line=2, quantity=3)),
    case("make two three", c.SetQuantity(line=2, quantity=3)),
    case("make 2 3", c.SetQuantity(line=2, quantity=3)),
    case("make #2 three", c.SetQuantity(line=2, quantity=3)),
    case("make item two 3", c.SetQuantity(line=2, quantity=3)),
    case("set 2 to 3", c.SetQuantity(line=2, quantity=3)),
    case("change 2 to 3", c.SetQuantity(line=2, quantity=3)),
    case("make item 2 quantity 3", c.SetQuantity(line=2, quantity=3)),
    case("quantity of 2 to 3", c.SetQuantity(line=2, quantity=3)),
    case("qty 2 3", c.SetQuantity(line=2, quantity=3)),
    case("2 qty 3", c.SetQuantity(line=2, quantity=3)),
    case("make 2 twelve", c.SetQuantity(line=2, quantity=12)),
    case("change the quantity of 2 to 3", c.SetQuantity(line=2, quantity=3)),
    # --- substitutions
    case("no subs on 2", c.Substitutions(targets=nums(2), allowed=False)),
    case("No subs for 2", c.Substitutions(targets=nums(2), allowed=False)),
    case("no substitutes on 2", c.Substitutions(targets=nums(2), allowed=False)),
    case("no substitutions for item 2", c.Substitutions(targets=nums(2), allowed=False)),
    case("no subs on 2 and 3", c.Substitutions(targets=nums(2, 3), allowed=False)),
    case("no subs on the bread", c.Substitutions(targets=words("bread"), allowed=False)),
    case("no subs", c.Substitutions(targets=EVERYTHING, allowed=False)),
    case("no substitutes", c.Substitutions(targets=EVERYTHING, allowed=False)),
    case("No substitutions please", c.Substitutions(targets=EVERYTHING, allowed=False)),
    case("don't substitute", c.Substitutions(targets=EVERYTHING, allowed=False)),
    case("no replacements", c.Substitutions(targets=EVERYTHING, allowed=False)),
    case("subs ok on 2", c.Substitutions(targets=nums(2), allowed=True)),
    case("subs are fine for 2", c.Substitutions(targets=nums(2), allowed=True)),
    case("substitutes ok for 2", c.Substitutions(targets=nums(2), allowed=True)),
    case("allow substitutions on 3", c.Substitutions(targets=nums(3), allowed=True)),
    case("subs ok", c.Substitutions(targets=EVERYTHING, allowed=True)),
    case("substitutions allowed", c.Substitutions(targets=EVERYTHING, allowed=True)),
    case("subs ok for everything", c.Substitutions(targets=EVERYTHING, allowed=True)),
    case("don't substitute 2", c.Substitutions(targets=nums(2), allowed=False)),
    case("do not substitute item 2", c.Substitutions(targets=nums(2), allowed=False)),
    # --- notes (the note keeps the person's own case)
    case("note 1: ripe please", c.Note(line=1, text="ripe please")),
    case("Note 1: Ripe Please", c.Note(line=1, text="Ripe Please")),
    case("note 1 - ripe please", c.Note(line=1, text="ripe please")),
    case("note on 1 ripe please", c.Note(line=1, text="ripe please")),
    case("note for item 2: green ones", c.Note(line=2, text="green ones")),
    case("note 3: 2 green ones", c.Note(line=3, text="2 green ones")),
    case("note 2", c.Note(line=2, text=None)),
    case("note one: ripe please", c.Note(line=1, text="ripe please")),
    # --- add
    case("add coffee", c.Add(text="coffee")),
    case("Add coffee please", c.Add(text="coffee")),
    case("please add bread", c.Add(text="bread")),
    case("add 2 gal milk", c.Add(text="2 gal milk")),
    case("also bananas", c.Add(text="bananas")),
    case("I need coffee", c.Add(text="coffee")),
    case("we need eggs", c.Add(text="eggs")),
    # --- replace
    case("replace 1 with oat milk", c.Replace(targets=c.Targets(numbers=(1,)), text="oat milk")),
    case("Replace 1 with Oat Milk", c.Replace(targets=c.Targets(numbers=(1,)), text="oat milk")),
    case("replace #1 with oat milk", c.Replace(targets=c.Targets(numbers=(1,)), text="oat milk")),
    case(
        "replace item 1 with oat milk", c.Replace(targets=c.Targets(numbers=(1,)), text="oat milk")
    ),
    case("change 1 to oat milk", c.Replace(targets=c.Targets(numbers=(1,)), text="oat milk")),
    case("swap 1 for oat milk", c.Replace(targets=c.Targets(numbers=(1,)), text="oat milk")),
    case("switch 1 to almond milk", c.Replace(targets=c.Targets(numbers=(1,)), text="almond milk")),
    case("replace one with oat milk", c.Replace(targets=c.Targets(numbers=(1,)), text="oat milk")),
]


@pytest.mark.parametrize(("text", "expected"), COMMANDS)
def test_interpret(text: str, expected: c.Command) -> None:
    assert c.interpret(text) == expected


GROCERIES = [
    "3 apples",
    "three apples",
    "2 gal whole milk",
    "two gallons of milk",
    "a dozen eggs",
    "2 dozen eggs",
    "6 eggs",
    "bananas x6",
    "organic bananas x 6",
    "milk x2",
    "whole wheat bread no substitutes",
    "chedder cheese",
    "add-ons",
    "2% milk",
    "2 percent milk",
    "1/2 gal milk",
    "half & half",
    "half and half",
    "mac and cheese",
    "1 lb ground beef",
    "5 lb bag of potatoes",
    "2 x 12 oz yogurt",
    "4 cans black beans",
    "coke zero 12 pack",
    "6 pack of coke",
    "7 up",
    "A1 sauce",
    "3 in 1 coffee",
    "zip top bags",
    "store brand milk",
    "store bought pie crust",
    "great value milk",
    "good & gather eggs",
    "fine sea salt",
    "hamburger helper",
    "sub rolls",
    "sticky notes",
    "no salt added tomatoes",
    "no sugar added applesauce",
    "new potatoes",
    "new york strip steak",
    "order of fries",
    "show me bananas",
    "milk please",
    "green beans, 2 cans",
    "3 apples and 2 pears",
    "eggs, milk, bread",
    "what's the weather",
    "how are you",
    "asdf qwerty",
]


@pytest.mark.parametrize("text", GROCERIES)
def test_groceries_and_chatter_stay_text(text: str) -> None:
    assert c.interpret(text) == c.Text(text=text)


def test_text_keeps_the_message_as_written() -> None:
    assert c.interpret("  Whole Wheat Bread, NO subs  ") == c.Text(
        text="Whole Wheat Bread, NO subs"
    )


def test_an_empty_message_is_text() -> None:
    assert c.interpret("   ") == c.Text(text="")


def test_four_digits_are_a_mistyped_zip_code_not_a_line() -> None:
    # read as a ZIP code so that the reply can say it is not one (never as groceries)
    assert c.interpret("1234") == c.ZipCode(zip_code="1234")
    assert c.interpret("zip 1234") == c.ZipCode(zip_code="1234")


def test_lat_lng_needs_a_decimal_point() -> None:
    # "3 4" is two numbers, not a place
    assert not isinstance(c.interpret("3 4"), c.LatLng)


def test_lat_lng_out_of_range_is_not_a_place() -> None:
    assert not isinstance(c.interpret("95.5,-200.1"), c.LatLng)


TARGETS = [
    ("4", nums(4)),
    ("#4", nums(4)),
    ("2 and 5", nums(2, 5)),
    ("2, 4 & 6", nums(2, 4, 6)),
    ("1-3", nums(1, 2, 3)),
    ("1 to 3", nums(1, 2, 3)),
    ("2 through 4", nums(2, 3, 4)),
    ("#2, #4", nums(2, 4)),
    ("2 and 2", nums(2)),
    ("all", EVERYTHING),
    ("everything", EVERYTHING),
    ("the whole list", EVERYTHING),
    ("the milk", words("milk")),
    ("my eggs", words("eggs")),
    ("whole wheat bread", words("whole wheat bread")),
    pytest.param(
        "item 2",
        nums(2),
        id="item 2",
    ),
    pytest.param(
        "items 2 and 3",
        nums(2, 3),
        id="items 2 and 3",
    ),
]


@pytest.mark.parametrize(("text", "expected"), TARGETS)
def test_targets(text: str, expected: c.Targets) -> None:
    assert c.targets(text) == expected


def test_targets_ignores_huge_ranges() -> None:
    # a range of 100 or more is not expanded into a hundred line numbers
    found = c.targets("1-500")
    assert len(found.numbers) < 100
