"""The matching evaluation as part of the test run: figures in the summary, and floors
so that a change that makes matching worse fails (``make eval`` prints more detail).

The sets, each written by a helper who never saw the matcher (save the first), with the
top-1 accuracy of its first run, before anyone looked at its misses:
- eval_set.jsonl: the dev set the matcher was developed on;
- check_set.jsonl: 160 shopping lines; some of its misses were looked at since;
- real_set.jsonl: 132 real recipe ingredient names and voice requests from
  ../shared/data/lines (72.0 %);
- recipe_set.jsonl: 150 more real ingredient names, in a seeded shuffle, half given
  shopping amounts (62.7 %, by the code of the day before it was looked at);
- recipe2_set.jsonl: 150 more, another seed (74.7 %; three rules widened since to
  products they plainly meant);
- recipe4_set.jsonl: 120 more, another seed (72.5 %; 71.7 % by the code of the day before);
- shop2_set.jsonl: 100 shopping lines as people type them (82.0 %; its weighed products
  were given quantity 1 afterwards, as in the other sets);
- shop3_set.jsonl: 101 more (87.1 %; 86.1 % by the code of the day before);
- shop4_set.jsonl: 110 lines as people text them (84.5 % by the code of the day
  before, 87.3 % by that of the day, before its misses were looked at);
- shop5_set.jsonl: 110 lines said to a voice assistant or typed in a chat (84.5 %);
- shop6_set.jsonl: 110 specialty lines: international, health, baking, counter (90.0 %;
  90.9 % by the code of the day);
- shop7_set.jsonl: 110 lines a busy parent sends (84.5 %);
- shop8_set.jsonl: 100 lines from five households (81.0 %; 83.0 % by the code of the
  day);
- shop9_set.jsonl: 100 lines of a family's shared list, mostly plain ones in realistic
  proportions (95.0 %; 96.0 % by the code of the day).
- shop10_set.jsonl: 100 lines from three households' weekly lists (95.0 %); a control:
  its misses have never been looked at;
- shop11_set.jsonl: 100 hard voice and SMS lines: spoken numbers, brand nicknames (87.0 %);
- shop12_set.jsonl: 100 notes-app lists: student, keto, baker, vegetarian (93.0 %);
- recipe5_set.jsonl: 100 lines written from a week's recipes (94.0 %);
- shop13_set.jsonl: 100 lines four households text to an SMS number (87.0 %);
- shop14_set.jsonl: 100 lines as a voice assistant transcribes them (95.0 %);
- recipe6_set.jsonl: 100 lines written from eight dinners and a dessert (92.0 %);
- shop15_set.jsonl: 100 meal-prep and pantry lists from five shoppers (88.0 %); a second
  control, misses never looked at;
- shop16_set.jsonl: 100 lines four young renters text from their phones (87.0 %);
- shop17_set.jsonl: 100 lines from five households with dietary needs (92.0 %); a third
  control, misses never looked at;
- shop18_set.jsonl: 100 big-family stock-up lines, most of them counts and bulk (82.0 %);
- recipe7_set.jsonl: 100 lines three hosts wrote for Thanksgiving dinner (89.0 %);
- shop19_set.jsonl: 100 lines a parent of three texts in a hurry (86.0 %);
- recipe8_set.jsonl: 100 recipe ingredient lines as recipes print them, with cups,
  spoons and ", diced" (85.0 %);
- shop20_set.jsonl: 100 lines a retired shopper says to a voice assistant (84.0 %); a
  fourth control, misses never looked at;
- recipe9_set.jsonl: 100 lines from five weeknight recipes as recipe sites print them
  (95.0 %);
- shop21_set.jsonl: 100 lines a retired couple texts, with old-list shorthand ("sm btl",
  "oleo", "lt brown sugar") (80.0 %; one rule fixed since: it was anchored against its
  comment);
- shop22_set.jsonl: 100 lines a parent dictates while driving (81.0 %); a fifth control,
  misses never looked at;
- recipe10_set.jsonl: 101 lines pasted from six recipes, measures and prep notes
  (95.0 %);
- shop23_set.jsonl: 100 lines a parent of three texts in a hurry, typos and kid snacks
  (82.0 %);
- shop24_set.jsonl: 102 lines a shopper in their seventies dictates, old names and brands
  ("oleo", "Pet milk", "a sack of sugar") (78.4 %);
- shop25_set.jsonl: 100 lines two roommates keep in a notes app (77.0 %); a sixth
  control, misses never looked at;
- shop26_set.jsonl: 100 big-family stock-up lines, bulk and multipacks (82.0 %, by the
  code after the day's other changes);
- recipe11_set.jsonl: 101 lines from a holiday dinner's and four weeknights' recipes
  (95.0 %, likewise);
- shop27_set.jsonl: 100 lines five people text to an SMS number, some with Spanish names
  ("limones", "manteca") (84.0 %, by the code later that day);
- recipe12_set.jsonl: 100 lines from a week of seven dinners' recipes (92.0 %, likewise;
  90.0 % by the code of the day before);
- shop28_set.jsonl: 101 lines a grandmother texts for a family Sunday dinner, brands
  and abbreviations (89.1 %);
- shop29_set.jsonl: 100 lines two roommates dictate, speech-to-text slips (88.0 %);
- shop30_set.jsonl: 101 lines a home health aide buys for a diabetic, low-sodium client
  (93.1 %); a seventh control, misses never looked at;
- recipe13_set.jsonl: 102 lines from eight recipes of as many cuisines (91.2 %);
- recipe14_set.jsonl: 104 lines from baking and grilling recipes (94.2 %);
- shop31_set.jsonl: 100 lines a parent of toddlers texts, autocorrect slips (88.0 %);
- shop32_set.jsonl: 100 lines of a bilingual Mexican-American family's list, half in
  Spanish (60.0 %: it is what `assistant/shopping/spanish.py` was written for);
- shop33_set.jsonl: 104 lines of a high-protein, low-carb list (88.5 %); an eighth
  control, misses never looked at;
- shop34_set.jsonl: 100 lines of a retired couple's shared list (89.0 %; 90.0 % by the
  code later that day, before its misses were looked at);
- recipe15_set.jsonl: 101 lines from ten weeknight dinners' recipes (99.0 %);
- shop35_set.jsonl: 100 lines a meal-prepping couple sends from a phone (87.0 %);
- shop36_set.jsonl: 100 lines a church volunteer dictates for a potluck and a pantry
  drive, bulk and family sizes (78.0 %);
- shop37_set.jsonl: 101 lines a college student texts: abbreviations, brand nicknames
  (88.1 %);
- shop38_set.jsonl: 102 lines a retired widower dictates: old names, spelled-out numbers,
  the recogniser's mishearings (88.2 %);
- shop39_set.jsonl: 100 lines of a parent with a celiac child and a dairy-allergic one
  (84.0 %); a ninth control, misses never looked at;
- recipe16_set.jsonl: 101 lines pasted from baking and weeknight-dinner recipes (90.1 %);
- shop40_set.jsonl: 100 lines for a cookout for thirty: bulk, party sizes, brands
  (85.0 %; 86.0 % by the code later that day, before its misses were looked at);
- shop41_set.jsonl: 106 lines a night-shift nurse dictates for high-protein meal prep
  (87.7 %; 86.8 % by the code later that day);
- recipe17_set.jsonl: 101 lines from Indian, Thai, Korean, Japanese, Mexican,
  Middle-Eastern and Italian recipes (95.0 %; 95.0 % later that day);
- shop42_set.jsonl: 100 lines a grandmother types for a Thanksgiving for eighteen
  (89.0 %; 89.0 % by the code later that day); a tenth control;
- shop43_set.jsonl: 100 lines a keto dieter texts (90.0 %; 91.0 % later that day);
- recipe18_set.jsonl: 100 lines from a slow-cooker and casserole blog (93.0 %; 94.0 %
  later that day);
- shop44_set.jsonl: 101 lines a Filipino-American mother texts for the week (85.1 % by
  the code of the morning, 87.1 % by that of the day's end, the first run of that code);
  an eleventh control;
- recipe19_set.jsonl: 100 lines from holiday baking and brunch recipes (95.0 % by the
  code of the morning, 96.0 % by that of the day's end); a twelfth control.
- shop45_set.jsonl: 100 lines a South Asian home cook texts, Hindi names among them
  (62.0 % by the code of the morning, 94.0 % with the Hindi names read in English);
- shop46_set.jsonl: 100 lines an office manager dictates for the breakroom (86.0 %, a
  thirteenth control);
- shop47_set.jsonl: 101 lines of a Mexican-American family's week in Spanish and English
  (84.2 % → 91.1 %);
- recipe20_set.jsonl: 99 lines from plant-based recipe blogs (96.0 %);
- shop48_set.jsonl: 100 lines new parents type one-handed (78.0 % by the code of
  mid-session before anyone looked, 82.0 % at the end);
- shop49_set.jsonl: 103 lines a powerlifter dictates at the gym (79.6 % mid-session,
  80.6 % at the end; a fourteenth control);
- recipe21_set.jsonl: 100 lines from Southern recipe cards (88.0 % mid-session, 89.0 %).
- shop50_set.jsonl: 100 lines a retired farm wife copies from her notepad, her own
  abbreviations and old brands (79.0 %, a fifteenth control);
- shop51_set.jsonl: 100 lines three college roommates text to a shared list (85.0 %;
  89.0 % at the day's end, its misses looked at);
- shop52_set.jsonl: 100 lines a Jamaican-American family cook writes in Brooklyn (82.0 %;
  91.0 % with Caribbean names read as catalogs name them);
- shop53_set.jsonl: 101 lines a nurse dictates driving home from a night shift, Korean
  groceries among them (87.1 %, a sixteenth control);
- recipe22_set.jsonl: 105 lines from baking recipes (94.3 %; 95.2 %).
- shop54_set.jsonl: 100 lines a teenager texts from mom's handwritten fridge list
  (80.0 %, a seventeenth control);
- shop55_set.jsonl: 108 lines a food-truck owner texts for a restock, bulk and counts
  (90.7 %; 93.5 %, its misses looked at);
- shop56_set.jsonl: 100 lines of a Persian-American family's list, Persian names among
  them (76.0 %; 92.0 % with the gloss after a dash and Persian names read in English);
- shop57_set.jsonl: 100 lines a dog and cat owner dictates for the month's stock-up
  (82.0 %; 83.0 %; meant as a control, but four of its misses were seen by accident,
  so it is not one);
- recipe23_set.jsonl: 100 lines from slow-cooker, soup and stew recipes (98.0 %).
- shop58_set.jsonl: 106 lines a college athlete types for a week of high-protein meal
  prep (80.2 %; 84.9 % at the day's end, its misses looked at);
- shop59_set.jsonl: 105 lines a Korean-American home cook writes, Korean names with and
  without English glosses (77.1 %; 83.8 % with what a note says will do tried after the
  line, 89.5 % with Korean names read in English);
- shop60_set.jsonl: 105 lines a dad dictates his Thanksgiving-week list while driving
  (76.2 %, an eighteenth control; 81.0 % at the day's end, its lines unseen);
- recipe24_set.jsonl: 109 lines pasted from holiday baking recipes (85.3 %).
  The writers of these four were told by mistake to count pounds for products sold by
  weight; a script set those rules to one (as every other set counts them) before the
  figures above were taken.
- shop61_set.jsonl: 107 lines a vegetarian couple (one vegan) keep in a shared note,
  plant-based and dairy kinds side by side (89.7 %, a nineteenth control);
- shop62_set.jsonl: 108 lines a retired trucker texts in capitals, the brands he has
  bought for decades (72.2 %; 82.4 %, its misses looked at);
- shop63_set.jsonl: 105 lines of a Filipino-American family's list in Taglish (61.0 %;
  79.0 % with Tagalog names read in English);
- recipe25_set.jsonl: 105 lines from weeknight Mexican and Tex-Mex recipes (90.5 %;
  93.3 %).
- shop64_set.jsonl: 106 lines a Puerto Rican grandmother dictates in Spanglish to her
  grandson (47.2 %, a twentieth control; many of its things are not sold, and its rules
  take the nearest product the catalog has);
- shop65_set.jsonl: 106 lines an office manager types in Slack to restock a break room
  for 40 people: cases, variety packs, boxes of 24 (65.1 %, a twenty-first control).
- recipe26_set.jsonl: 106 lines from Indian home-cooking recipes, Hindi names with and
  without glosses (83.0 %, a twenty-second control).
- shop66_set.jsonl: 109 lines a Vietnamese-American cook in Houston texts, Vietnamese
  names with and without their marks and glosses (72.5 %; 85.3 % with Vietnamese names
  and counting words read in English);
- shop67_set.jsonl: 108 lines a grandson types as his grandfather dictates, Cantonese
  names and catties (77.8 %; 86.1 % with Chinese names read in English);
- shop68_set.jsonl: 102 lines of an Italian-American grandmother's Sunday-dinner list,
  her daughter's notes in square brackets (77.5 %; 86.3 %);
- recipe27_set.jsonl: 110 lines from Greek, Lebanese and Turkish recipes (90.0 %; 91.8 %);
- shop69_set.jsonl: 103 lines a Polish-American father texts from the car (77.7 %, a
  twenty-third control);
- shop70_set.jsonl: 103 lines four friends send a group-chat bot for a camping weekend
  (71.8 %, a twenty-fourth control; of these two, the results of four "2 pk" lines were
  seen by accident in a search over every set, after "2 pk" had been read as two packs for
  the tuned sets' lines);
- recipe28_set.jsonl: 110 lines from Jewish holiday and Shabbat recipes (86.4 %, a
  twenty-fifth control).
  Four rules of shop66 to shop68 that refused plainly right products ("Milk, Whole", "White
  Sliced Bread", "Whole Fennel", the 20 oz family-size Oreo) were widened before their
  figures at the day's end were taken, and one of recipe27 ("Organic Broth, Vegetable -
  Low Sodium").
- shop71_set.jsonl: 106 lines a Georgia grandmother dictates for Sunday dinner, the
  South's names (80.2 %; 85.8 %);
- shop72_set.jsonl: 107 lines a health-conscious shopper types, descriptors insisted on
  after dashes and commas (69.2 %; 82.2 %, its sure picks right 72.7 % → 85.7 %);
- shop73_set.jsonl: 108 lines a parent texts for a birthday party and school lunches,
  multipacks and counts (77.8 %; 78.7 %);
- shop74_set.jsonl: 105 lines a Japanese-American cook writes, Japanese names and counters
  (66.7 %; 75.2 %);
- recipe29_set.jsonl: 110 lines from British and Australian recipes in metric (67.3 %;
  89.1 %);
- shop75_set.jsonl: 110 lines two working parents text during the week, plain family
  groceries (78.2 %, a twenty-sixth control);
- shop76_set.jsonl: 107 lines five friends send a group-chat bot for a tailgate (73.8 %;
  81.3 %);
- shop77_set.jsonl: 107 lines of a Ukrainian-Russian family's list, Russian names and
  counting words (70.1 %; 83.2 %).
- shop78_set.jsonl: 108 lines a young professional says to a voice assistant while
  cooking (89.8 %; 92.6 %);
- shop79_set.jsonl: 105 lines a single mother of teenagers texts from her notes app
  (86.7 %; 90.5 %);
- shop80_set.jsonl: 108 lines a graduate student on a budget texts, store brands and
  "gv" (62.0 %; 86.1 %, what `store_brand` was written for);
- shop81_set.jsonl: 103 lines a couple types from a week's meal plan (91.3 %; 93.2 %);
- shop82_set.jsonl: 109 lines a retired Iowa couple text, the brands of forty years and
  older names (80.7 %; 86.2 %);
- shop83_set.jsonl: 105 lines a soccer parent texts, team snacks in cases and multipacks
  (76.2 %; 81.0 %);
- recipe30_set.jsonl: 103 lines from ten American weeknight-dinner recipes (94.2 %;
  95.1 %);
- shop84_set.jsonl: 106 lines a Pennsylvania father texts for the family's week, plain
  everyday English (84.9 %, a twenty-seventh control);
- shop85_set.jsonl: 103 lines an Oregon woman texts for two as things run out, plain
  everyday English (89.3 %, a twenty-eighth control);
- shop86_set.jsonl: 104 lines a Texas father texts for the weekend's grilling (84.6 %;
  87.5 %);
- shop87_set.jsonl: 108 lines a Florida grandmother dictates to her phone's voice typing,
  its sound-alike slips ("pork shops", "fresh time") (81.5 %; 85.2 %);
- shop88_set.jsonl: 105 lines new parents keep in a shared note, baby food and quick
  meals (84.8 %; 85.7 %);
- shop89_set.jsonl: 104 lines a Chicago teacher texts in shorthand, the pound sign for
  pounds ("grnd turkey 2#") (74.0 %; 88.5 %);
- shop90_set.jsonl: 105 lines a Utah mother of five texts, plain everyday English and
  big quantities (82.9 %, a twenty-ninth control);
- shop91_set.jsonl: 108 lines a Boston couple who cook text, plain everyday English
  (97.2 %, a thirtieth control);
- shop92_set.jsonl: 107 lines an Ohio father copies from the fridge's whiteboard, terse
  (94.4 %, a thirty-first control);
- shop93_set.jsonl: 104 lines three college roommates keep in a shared note, snacks and
  frozen food (80.8 %; 85.6 %);
- shop94_set.jsonl: 106 lines a night-shift nurse dictates to her phone on the drive home
  (83.0 %; 93.4 %);
- shop95_set.jsonl: 108 lines a careful retired couple in Florida write, the brand and
  size they always buy (88.9 %, a thirty-second control);
- shop96_set.jsonl: 107 lines a Mexican-American mother in Houston writes, Spanish food
  words and her brands (76.6 %; 86.9 %);
- shop97_set.jsonl: 110 lines a Chicago meal-prepper writes for a high-protein diet
  (85.5 %; 88.2 %);
- shop98_set.jsonl: 109 lines a Minneapolis mother of four writes for the weekly
  stock-up, plain everyday English (85.3 %, a thirty-third control);
- recipe31_set.jsonl: 109 ingredient lines of a home baker's holiday recipes, in
  recipe measures (80.7 %; 84.4 %);
- shop99_set.jsonl: 106 lines a Georgia grandmother texts her grandson, Southern staples
  and brands (83.0 %, a thirty-fourth control);
- shop100_set.jsonl: 107 lines a New Jersey father says to a smart speaker (87.9 %, a
  thirty-fifth control);
- shop101_set.jsonl: 110 lines a vegetarian couple in Seattle text, plant-based brands
  (89.1 %; 91.8 %);
- recipe32_set.jsonl: 109 ingredient lines of a food blog's weeknight dinners (96.3 %; 97.2 %);
- shop102_set.jsonl: 105 lines a retired Arizona couple keep in a phone's notes, the
  brands and sizes they always buy (89.5 %, a thirty-sixth control);
- shop103_set.jsonl: 102 lines a young professional in Chicago texts after work, snacks,
  frozen meals and drinks (91.2 %; 92.2 %);
- shop104_set.jsonl: 106 lines a family of eight in Utah buys in bulk, big sizes and
  counts (83.0 %, a thirty-seventh control);
- shop105_set.jsonl: 107 lines a Texan managing type 2 diabetes writes, sugar-free and
  low-carb (87.9 %; 90.7 %);
- shop106_set.jsonl: 108 lines a Vietnamese-American cook in San Jose writes half in
  Vietnamese food words (81.5 %; 83.3 %);
- shop107_set.jsonl: 105 lines a teenager types from his mother's handwritten note, his
  misspellings (81.0 %, a thirty-eighth control);
- recipe33_set.jsonl: 102 ingredient lines of slow-cooker and Instant Pot recipes (94.1 %;
  98.0 %);
- shop108_set.jsonl: 106 lines a working mother in Columbus texts her husband, plain
  everyday English (89.6 %, a thirty-ninth control);
- shop109_set.jsonl: 105 lines a retired man in rural Kentucky dictates, the South's old
  names and the phone's mishearings (79.0 %; 87.6 %);
- shop111_set.jsonl: 107 lines a Pennsylvania father buys for a cookout of twenty, packs
  and counts (79.4 %, a fortieth control);
- recipe34_set.jsonl: 107 ingredient lines of a family's brunch recipes (94.4 %; 94.4 %);
- shop110_set.jsonl: 105 lines an Atlanta couple with a toddler text each other, plain
  English and toddler foods (89.5 %, a forty-first control);
- shop112_set.jsonl: 107 lines a widower in Boston keeps for his weekly shop, the brands
  he has bought for decades (83.2 %, a forty-second control);
- shop113_set.jsonl: 108 lines an Iowa family writes for Thanksgiving for twelve and the
  week (83.3 %, a forty-third control);
- shop114_set.jsonl: 102 lines a Portland teacher texts, healthy-ish, organic, some brands
  (94.1 %, a forty-fourth control);
- shop115_set.jsonl: 109 lines a Puerto Rican family in Orlando writes in English and
  Spanish, Goya and Badia (46.8 %; 88.1 %);
- shop116_set.jsonl: 106 lines a keto dieter in Denver writes, low-carb brands and
  shorthand (81.1 %; 88.7 %);
- shop117_set.jsonl: 109 lines copied from past orders and empty packages, full product
  names with sizes (90.8 %; 94.5 %);
- recipe35_set.jsonl: 105 ingredient lines of a Thanksgiving dinner (85.7 %; 89.5 %);
- shop118_set.jsonl: 105 lines a Michigan student on a tight budget texts, cheap staples
  and store brands (93.3 %, a forty-fifth control);
- shop119_set.jsonl: 103 lines a Dallas mother of three writes, kids' snacks and family
  dinners (91.3 %, a forty-sixth control);
- shop120_set.jsonl: 104 lines a son in Seattle buys for his father of 85, soft foods and
  small sizes (82.7 %, a forty-seventh control);
- shop121_set.jsonl: 108 lines a Brooklyn couple who cook a lot share, particular
  ingredients (90.7 %, a forty-eighth control);
- shop122_set.jsonl: 104 lines a Jewish family in New York writes for Shabbat and the
  holidays, kosher brands (80.8 %; 84.6 %);
- shop123_set.jsonl: 108 lines a gym-goer in Phoenix writes, protein brands and gym
  shorthand (86.1 %; 88.0 %);
- shop124_set.jsonl: 106 lines a Cajun cook in south Louisiana writes, the local brands
  and names (80.2 %; 85.8 %);
- recipe36_set.jsonl: 108 ingredient lines of an Italian-American Sunday dinner (88.0 %;
  91.7 %);
- shop125_set.jsonl: 103 lines a single mother in Cleveland types at lunch, budget staples
  and kids' lunches (85.4 %, a forty-ninth control);
- shop126_set.jsonl: 109 lines a retired teacher in Vermont who bakes keeps, sizes and
  the brands she trusts (89.9 %, a fiftieth control);
- shop127_set.jsonl: 105 lines a Denver couple share in a notes app, weeknight cooking
  (92.4 %, a fifty-first control);
- shop128_set.jsonl: 104 lines a Nashville family of five add to a shared list, kids'
  requests by brand (88.5 %, a fifty-second control);
- shop129_set.jsonl: 103 lines a Korean-American cook in Los Angeles writes, Korean names
  and brands (89.3 %; 93.2 %);
- shop130_set.jsonl: 109 lines an Indian-American family in New Jersey writes, Hindi and
  Gujarati names (85.3 %; 93.6 %);
- shop131_set.jsonl: 109 lines a Kansas City barbecue hobbyist writes, cuts, rubs and
  pitmaster shorthand (83.5 %; 89.0 %);
- recipe37_set.jsonl: 108 ingredient lines of Chinese-American takeout at home (85.2 %;
  93.5 %);
- shop132_set.jsonl: 105 lines a young man in Phoenix in his first apartment texts
  himself, cheap easy food (88.6 %, a fifty-third control);
- shop133_set.jsonl: 106 lines a grandmother in rural Ohio types for her daughter, old
  brand names (88.7 %, a fifty-fourth control);
- shop134_set.jsonl: 107 lines a San Diego couple working from home share, healthy-ish
  (86.9 %, a fifty-fifth control);
- shop135_set.jsonl: 104 lines a Houston family writes for the month's stock-up, bulk
  sizes and the kids' brands (91.3 %, a fifty-sixth control);
- shop136_set.jsonl: 103 lines a Greek-American family in Chicago writes, Greek names
  (78.6 %; 79.6 %);
- shop137_set.jsonl: 106 lines a Polish-American family in Pittsburgh writes, Polish names
  and Pittsburgh words (85.8 %; 86.8 %);
- shop138_set.jsonl: 105 lines a parent of three children with food allergies writes,
  allergy-safe brands (77.1 %; 81.0 %);
- recipe38_set.jsonl: 103 ingredient lines of Mexican home cooking (93.2 %; 94.2 %).
Some rules were widened since where they plainly refused what their comment asked for
(a 'bar' that also refused "Barts", "Spear Dill Pickles" for spears); each such change
is its own commit.

recipe3_set.jsonl (36 lines, a fifth helper, unfinished) is kept out of the runs on
purpose, so that a change to the matcher can be measured on lines nobody tuned for (77.8 %
top-1 when it was written; only one of its lines has been looked at since)."""

from __future__ import annotations

import asyncio
import json

import pytest

from tests.conftest import report
from tests.matching.evaluate import CATALOG, HERE, evaluate, render

# Floors just under what the matcher measures today, so that a change for the worse
# fails (top-1 / quantity / sure right): dev set 99.6 / 99.2 / 100 %, check set
# 95.0 / 95.0 / 98.4 %, real-lines set 91.7 / 91.7 / 96.0 %, recipe-lines set
# 84.7 / 84.7 / 93.3 %, second 87.3 / 86.7 / 94.3 %, fourth 79.2 / 79.2 / 93.8 %, fifth
# 97.0 / 97.0 / 100 %, sixth 98.0 / 98.0 / 98.9 %, seventh 95.0 / 94.0 / 98.7 %, eighth
# 97.0 / 97.0 / 98.6 %, ninth 99.0 / 99.0 / 100 %, tenth 99.0 / 99.0 / 100 %, eleventh
# 96.0 / 96.0 / 96.2 %, twelfth 95.0 / 95.0 / 94.6 %, thirteenth 93.1 / 92.2 / 100 %,
# fourteenth 96.2 / 95.2 / 97.4 %, fifteenth 99.0 / 99.0 / 100 %, sixteenth
# 93.1 / 92.1 / 98.4 %, seventeenth 95.0 / 93.1 / 98.6 %, eighteenth
# 94.0 / 94.0 / 100 %, nineteenth 96.0 / 93.0 / 100 %; shopping-lines sets 2 to 44:
# 98.0 / 98.0 / 98.4 %, 98.0 / 98.0 / 98.6 %, 97.3 / 97.3 / 96.4 %,
# 96.4 / 96.4 / 97.3 %, 96.4 / 96.4 / 100 %, 95.5 / 94.5 / 98.2 %, 98.0 / 98.0 / 98.7 %,
# 99.0 / 99.0 / 100 %, 97.0 / 97.0 / 98.6 %, 95.0 / 95.0 / 98.4 %, 98.0 / 98.0 / 100 %,
# 96.0 / 96.0 / 97.5 %, 98.0 / 98.0 / 100 %, 94.0 / 93.0 / 96.2 %, 92.0 / 92.0 / 94.2 %,
# 94.0 / 94.0 / 98.6 %, 93.0 / 93.0 / 98.2 %, 95.0 / 95.0 / 96.6 %,
# 86.0 / 86.0 / 92.5 %, 96.0 / 96.0 / 98.4 %, 83.0 / 82.0 / 94.7 %,
# 89.0 / 89.0 / 93.2 %, 93.1 / 93.1 / 100 %, 79.0 / 79.0 / 86.5 %, 90.0 / 90.0 / 95.7 %,
# 94.0 / 92.0 / 100 %, 95.0 / 94.1 / 100 %, 92.0 / 92.0 / 94.9 %, 96.0 / 96.0 / 100 %,
# 92.0 / 92.0 / 97.2 %, 94.0 / 93.0 / 95.8 %, 89.4 / 88.5 / 96.2 %,
# 93.0 / 93.0 / 97.0 %, 93.0 / 92.0 / 95.7 %, 85.0 / 85.0 / 94.1 %,
# 91.1 / 91.1 / 93.8 %, 94.1 / 92.2 / 100 %, 84.0 / 84.0 / 97.1 %, 89.0 / 88.0 / 96.4 %,
# 93.4 / 93.4 / 100 %, 89.0 / 82.0 / 95.1 %, 94.0 / 93.0 / 98.3 % and
# 87.1 / 87.1 / 96.6 %.
# (test id, set file): top-1, quantity and sure-right floors
FLOORS: dict[tuple[str, str], tuple[float, float, float]] = {
    ("dev", "eval_set"): (0.97, 0.96, 0.98),
    ("check", "check_set"): (0.93, 0.93, 0.95),
    ("real-lines", "real_set"): (0.88, 0.88, 0.92),
    ("recipe-lines", "recipe_set"): (0.79, 0.79, 0.90),
    ("recipe-lines-2", "recipe2_set"): (0.79, 0.79, 0.86),
    ("recipe-lines-4", "recipe4_set"): (0.72, 0.71, 0.86),
    ("shopping-lines-2", "shop2_set"): (0.91, 0.91, 0.93),
    ("shopping-lines-3", "shop3_set"): (0.92, 0.90, 0.94),
    ("shopping-lines-4", "shop4_set"): (0.93, 0.93, 0.94),
    ("shopping-lines-5", "shop5_set"): (0.92, 0.92, 0.95),
    ("shopping-lines-6", "shop6_set"): (0.91, 0.91, 0.97),
    ("shopping-lines-7", "shop7_set"): (0.88, 0.86, 0.89),
    ("shopping-lines-8", "shop8_set"): (0.87, 0.87, 0.94),
    ("shopping-lines-9", "shop9_set"): (0.93, 0.93, 0.96),
    ("shopping-lines-10", "shop10_set"): (0.92, 0.92, 0.96),
    ("shopping-lines-11", "shop11_set"): (0.88, 0.88, 0.92),
    ("shopping-lines-12", "shop12_set"): (0.93, 0.93, 0.95),
    ("recipe-lines-5", "recipe5_set"): (0.92, 0.92, 0.96),
    ("shopping-lines-13", "shop13_set"): (0.90, 0.90, 0.94),
    ("shopping-lines-14", "shop14_set"): (0.96, 0.96, 0.98),
    ("recipe-lines-6", "recipe6_set"): (0.93, 0.92, 0.95),
    ("shopping-lines-15", "shop15_set"): (0.87, 0.85, 0.92),
    ("shopping-lines-16", "shop16_set"): (0.89, 0.89, 0.91),
    ("shopping-lines-17", "shop17_set"): (0.90, 0.90, 0.94),
    ("shopping-lines-18", "shop18_set"): (0.82, 0.82, 0.87),
    ("recipe-lines-7", "recipe7_set"): (0.90, 0.89, 0.95),
    ("shopping-lines-19", "shop19_set"): (0.89, 0.88, 0.90),
    ("recipe-lines-8", "recipe8_set"): (0.91, 0.91, 0.93),
    ("shopping-lines-20", "shop20_set"): (0.82, 0.82, 0.89),
    ("recipe-lines-9", "recipe9_set"): (0.96, 0.95, 0.97),
    ("shopping-lines-21", "shop21_set"): (0.90, 0.90, 0.95),
    ("shopping-lines-22", "shop22_set"): (0.79, 0.78, 0.90),
    ("recipe-lines-10", "recipe10_set"): (0.96, 0.96, 0.97),
    ("shopping-lines-23", "shop23_set"): (0.86, 0.86, 0.91),
    ("shopping-lines-24", "shop24_set"): (0.89, 0.89, 0.94),
    ("shopping-lines-25", "shop25_set"): (0.75, 0.75, 0.79),
    ("shopping-lines-26", "shop26_set"): (0.81, 0.81, 0.89),
    ("recipe-lines-11", "recipe11_set"): (0.92, 0.92, 0.93),
    ("shopping-lines-27", "shop27_set"): (0.88, 0.85, 0.95),
    ("recipe-lines-12", "recipe12_set"): (0.92, 0.92, 0.91),
    ("shopping-lines-28", "shop28_set"): (0.92, 0.91, 0.96),
    ("shopping-lines-29", "shop29_set"): (0.89, 0.89, 0.89),
    ("shopping-lines-30", "shop30_set"): (0.90, 0.90, 0.96),
    ("recipe-lines-13", "recipe13_set"): (0.89, 0.88, 0.96),
    ("recipe-lines-14", "recipe14_set"): (0.93, 0.92, 0.93),
    ("shopping-lines-31", "shop31_set"): (0.88, 0.88, 0.93),
    ("shopping-lines-32", "shop32_set"): (0.91, 0.90, 0.90),
    ("shopping-lines-33", "shop33_set"): (0.85, 0.84, 0.91),
    ("shopping-lines-34", "shop34_set"): (0.90, 0.90, 0.93),
    ("recipe-lines-15", "recipe15_set"): (0.96, 0.96, 0.96),
    ("shopping-lines-35", "shop35_set"): (0.88, 0.87, 0.90),
    ("shopping-lines-36", "shop36_set"): (0.78, 0.78, 0.89),
    ("shopping-lines-37", "shop37_set"): (0.88, 0.88, 0.88),
    ("shopping-lines-38", "shop38_set"): (0.91, 0.89, 0.96),
    ("shopping-lines-39", "shop39_set"): (0.81, 0.81, 0.93),
    ("recipe-lines-16", "recipe16_set"): (0.90, 0.88, 0.94),
    ("shopping-lines-40", "shop40_set"): (0.86, 0.85, 0.92),
    ("shopping-lines-41", "shop41_set"): (0.90, 0.90, 0.96),
    ("recipe-lines-17", "recipe17_set"): (0.92, 0.90, 0.94),
    ("shopping-lines-42", "shop42_set"): (0.86, 0.79, 0.91),
    ("shopping-lines-43", "shop43_set"): (0.91, 0.90, 0.94),
    ("recipe-lines-18", "recipe18_set"): (0.91, 0.91, 0.96),
    ("shopping-lines-44", "shop44_set"): (0.84, 0.84, 0.92),
    ("recipe-lines-19", "recipe19_set"): (0.93, 0.90, 0.96),
    ("shopping-lines-45", "shop45_set"): (0.91, 0.91, 0.95),
    ("shopping-lines-46", "shop46_set"): (0.83, 0.80, 0.93),
    ("shopping-lines-47", "shop47_set"): (0.88, 0.88, 0.94),
    ("recipe-lines-20", "recipe20_set"): (0.93, 0.91, 0.95),
    ("shopping-lines-48", "shop48_set"): (0.79, 0.79, 0.94),
    ("shopping-lines-49", "shop49_set"): (0.77, 0.75, 0.96),
    ("recipe-lines-21", "recipe21_set"): (0.86, 0.82, 0.93),
    ("shopping-lines-50", "shop50_set"): (0.76, 0.75, 0.85),
    ("shopping-lines-51", "shop51_set"): (0.86, 0.85, 0.89),
    ("shopping-lines-52", "shop52_set"): (0.88, 0.87, 0.95),
    ("shopping-lines-53", "shop53_set"): (0.84, 0.84, 0.94),
    ("recipe-lines-22", "recipe22_set"): (0.92, 0.92, 0.92),
    # a control: one of its sure picks was lost to reading ounces and fluid ounces as one
    # scale for "the big one" (session 19, others +11 lines), another wrong one became
    # sure when a few said after the thing became packages; its lines were not looked at
    ("shopping-lines-54", "shop54_set"): (0.78, 0.78, 0.84),
    ("shopping-lines-55", "shop55_set"): (0.91, 0.91, 0.96),
    ("shopping-lines-56", "shop56_set"): (0.90, 0.88, 0.94),
    ("shopping-lines-57", "shop57_set"): (0.81, 0.76, 0.85),
    ("recipe-lines-23", "recipe23_set"): (0.96, 0.95, 0.98),
    ("shopping-lines-58", "shop58_set"): (0.83, 0.83, 0.93),
    ("shopping-lines-59", "shop59_set"): (0.88, 0.88, 0.96),
    ("shopping-lines-60", "shop60_set"): (0.79, 0.76, 0.95),
    ("recipe-lines-24", "recipe24_set"): (0.83, 0.82, 0.90),
    ("shopping-lines-61", "shop61_set"): (0.86, 0.86, 0.90),
    ("shopping-lines-62", "shop62_set"): (0.80, 0.79, 0.95),
    ("shopping-lines-63", "shop63_set"): (0.77, 0.77, 0.84),
    ("recipe-lines-25", "recipe25_set"): (0.91, 0.90, 0.95),
    ("shopping-lines-64", "shop64_set"): (0.45, 0.41, 0.70),
    ("shopping-lines-65", "shop65_set"): (0.63, 0.58, 0.79),
    ("recipe-lines-26", "recipe26_set"): (0.81, 0.80, 0.90),
    ("shopping-lines-66", "shop66_set"): (0.83, 0.81, 0.92),
    ("shopping-lines-67", "shop67_set"): (0.84, 0.83, 0.91),
    ("shopping-lines-68", "shop68_set"): (0.84, 0.84, 0.90),
    ("recipe-lines-27", "recipe27_set"): (0.89, 0.88, 0.93),
    ("shopping-lines-69", "shop69_set"): (0.75, 0.75, 0.89),
    ("shopping-lines-70", "shop70_set"): (0.70, 0.66, 0.79),
    ("recipe-lines-28", "recipe28_set"): (0.84, 0.83, 0.90),
    ("shopping-lines-71", "shop71_set"): (0.83, 0.82, 0.95),
    ("shopping-lines-72", "shop72_set"): (0.80, 0.79, 0.83),
    ("shopping-lines-73", "shop73_set"): (0.76, 0.76, 0.89),
    ("recipe-lines-29", "recipe29_set"): (0.87, 0.83, 0.88),
    ("shopping-lines-74", "shop74_set"): (0.73, 0.73, 0.80),
    ("shopping-lines-75", "shop75_set"): (0.76, 0.75, 0.80),
    ("shopping-lines-76", "shop76_set"): (0.79, 0.79, 0.88),
    ("shopping-lines-77", "shop77_set"): (0.81, 0.80, 0.88),
    ("shopping-lines-78", "shop78_set"): (0.88, 0.88, 0.91),
    ("shopping-lines-79", "shop79_set"): (0.84, 0.84, 0.91),
    ("shopping-lines-80", "shop80_set"): (0.84, 0.83, 0.84),
    ("shopping-lines-81", "shop81_set"): (0.90, 0.90, 0.95),
    ("shopping-lines-82", "shop82_set"): (0.84, 0.83, 0.93),
    ("shopping-lines-83", "shop83_set"): (0.79, 0.78, 0.84),
    ("recipe-lines-30", "recipe30_set"): (0.93, 0.93, 0.97),
    ("shopping-lines-84", "shop84_set"): (0.83, 0.83, 0.82),
    ("shopping-lines-85", "shop85_set"): (0.87, 0.87, 0.90),
    ("shopping-lines-86", "shop86_set"): (0.82, 0.82, 0.94),
    ("shopping-lines-87", "shop87_set"): (0.83, 0.83, 0.95),
    ("shopping-lines-88", "shop88_set"): (0.82, 0.82, 0.92),
    ("shopping-lines-89", "shop89_set"): (0.85, 0.85, 0.90),
    ("shopping-lines-90", "shop90_set"): (0.81, 0.80, 0.87),
    ("shopping-lines-91", "shop91_set"): (0.95, 0.95, 0.96),
    ("shopping-lines-92", "shop92_set"): (0.93, 0.92, 0.93),
    ("shopping-lines-93", "shop93_set"): (0.84, 0.82, 0.96),
    ("shopping-lines-94", "shop94_set"): (0.92, 0.92, 0.95),
    ("shopping-lines-95", "shop95_set"): (0.88, 0.84, 0.98),
    ("shopping-lines-96", "shop96_set"): (0.85, 0.85, 0.92),
    ("shopping-lines-97", "shop97_set"): (0.87, 0.87, 0.89),
    ("shopping-lines-98", "shop98_set"): (0.85, 0.85, 0.86),
    ("recipe-lines-31", "recipe31_set"): (0.83, 0.81, 0.93),
    ("shopping-lines-99", "shop99_set"): (0.82, 0.81, 0.89),
    ("shopping-lines-100", "shop100_set"): (0.87, 0.87, 0.92),
    ("shopping-lines-101", "shop101_set"): (0.90, 0.90, 0.97),
    ("recipe-lines-32", "recipe32_set"): (0.96, 0.96, 0.98),
    ("shopping-lines-102", "shop102_set"): (0.88, 0.88, 0.86),
    ("shopping-lines-103", "shop103_set"): (0.90, 0.90, 0.93),
    ("shopping-lines-104", "shop104_set"): (0.81, 0.80, 0.90),
    ("shopping-lines-105", "shop105_set"): (0.89, 0.89, 0.97),
    ("shopping-lines-106", "shop106_set"): (0.81, 0.81, 0.85),
    ("shopping-lines-107", "shop107_set"): (0.79, 0.79, 0.87),
    ("recipe-lines-33", "recipe33_set"): (0.96, 0.95, 0.98),
    ("shopping-lines-108", "shop108_set"): (0.88, 0.88, 0.89),
    ("shopping-lines-109", "shop109_set"): (0.86, 0.86, 0.94),
    ("shopping-lines-111", "shop111_set"): (0.78, 0.75, 0.94),
    ("recipe-lines-34", "recipe34_set"): (0.93, 0.92, 0.98),
    ("shopping-lines-110", "shop110_set"): (0.87, 0.87, 0.89),
    ("shopping-lines-112", "shop112_set"): (0.81, 0.81, 0.91),
    ("shopping-lines-113", "shop113_set"): (0.82, 0.82, 0.93),
    ("shopping-lines-114", "shop114_set"): (0.92, 0.92, 0.95),
    ("shopping-lines-115", "shop115_set"): (0.86, 0.86, 0.95),
    ("shopping-lines-116", "shop116_set"): (0.86, 0.85, 0.88),
    ("shopping-lines-117", "shop117_set"): (0.92, 0.92, 0.95),
    ("recipe-lines-35", "recipe35_set"): (0.87, 0.86, 0.92),
    ("shopping-lines-118", "shop118_set"): (0.91, 0.91, 0.93),
    ("shopping-lines-119", "shop119_set"): (0.89, 0.89, 0.91),
    ("shopping-lines-120", "shop120_set"): (0.80, 0.80, 0.82),
    ("shopping-lines-121", "shop121_set"): (0.88, 0.88, 0.94),
    ("shopping-lines-122", "shop122_set"): (0.82, 0.80, 0.90),
    ("shopping-lines-123", "shop123_set"): (0.86, 0.86, 0.93),
    ("shopping-lines-124", "shop124_set"): (0.83, 0.82, 0.90),
    ("recipe-lines-36", "recipe36_set"): (0.89, 0.88, 0.94),
    ("shopping-lines-125", "shop125_set"): (0.83, 0.83, 0.85),
    ("shopping-lines-126", "shop126_set"): (0.87, 0.86, 0.92),
    ("shopping-lines-127", "shop127_set"): (0.90, 0.90, 0.93),
    ("shopping-lines-128", "shop128_set"): (0.86, 0.86, 0.88),
    ("shopping-lines-129", "shop129_set"): (0.91, 0.89, 0.96),
    ("shopping-lines-130", "shop130_set"): (0.91, 0.91, 0.90),
    ("shopping-lines-131", "shop131_set"): (0.87, 0.87, 0.91),
    ("recipe-lines-37", "recipe37_set"): (0.90, 0.89, 0.95),
    ("shopping-lines-132", "shop132_set"): (0.86, 0.86, 0.86),
    ("shopping-lines-133", "shop133_set"): (0.86, 0.86, 0.96),
    ("shopping-lines-134", "shop134_set"): (0.85, 0.85, 0.90),
    ("shopping-lines-135", "shop135_set"): (0.89, 0.89, 0.94),
    ("shopping-lines-136", "shop136_set"): (0.77, 0.77, 0.95),
    ("shopping-lines-137", "shop137_set"): (0.84, 0.84, 0.90),
    ("shopping-lines-138", "shop138_set"): (0.79, 0.79, 0.80),
    ("recipe-lines-38", "recipe38_set"): (0.92, 0.91, 0.97),
}


# How far above the first search hit each set must be: five points, but for controls
# whose plain lines the search mostly answers first (shop69: the first hit is right on
# 73.8 % of its lines, the matcher on 77.7 % when it was written; shop134: 83.2 % and
# 86.9 %).
MARGINS = {"shop69_set": 0.03, "shop134_set": 0.04}


@pytest.mark.skipif(not CATALOG.exists(), reason="shared catalog not present")
@pytest.mark.parametrize("name", [name for _, name in FLOORS], ids=[i for i, _ in FLOORS])
def test_matching_eval(request: pytest.FixtureRequest, name: str) -> None:
    path = HERE / f"{name}.jsonl"
    cases = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    assert len(cases) >= 99  # recipe20 holds 99 (its writer found no product for one line)
    result = asyncio.run(evaluate(cases))
    report(request.config, f"[{path.name}]")
    for line in render(result):
        report(request.config, line)
    ours, baseline = result["ours"], result["baseline"]
    assert ours["top-1"] > baseline["top-1"] + MARGINS.get(name, 0.05)  # above the first hit
    floors = next(f for (_, n), f in FLOORS.items() if n == name)
    for key, floor in zip(("top-1", "quantity", "sure right"), floors, strict=True):
        assert ours[key] >= floor, f"{key} {ours[key]:.1%} < {floor:.0%}"
