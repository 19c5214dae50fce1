/**
 * @module Lexicon families and the shape of lexicon data.
 */

/**
 * Families whose phrases are matched as token runs in user messages. The last five emit no signal
 * of their own; they qualify other matches: `courtesy` ("no problem", "not bad": its negator does
 * not negate a positive phrase that follows it), `counterfactual` ("should have": cancels a
 * positive phrase like a negator), `requests` ("can you", "please", "in advance": a message that
 * goes on with a request is not feedback), `proposals` (read in the assistant's message: "shall I",
 * "would you like me to") and `escalation_verbs` (groups `verbs` and `openers`: a human or support
 * noun counts only as the object of a request verb).
 */
export const PHRASE_FAMILIES = [
  'repair',
  'complaint',
  'confusion',
  'profanity',
  'gratitude',
  'satisfaction',
  'success',
  'escalation_human',
  'escalation_support',
  'quit',
  'courtesy',
  'counterfactual',
  'requests',
  'proposals',
  'escalation_verbs',
] as const;

/**
 * The `repair` groups whose phrases are repairs: `correction`, `rephrase` and `clarification`, one
 * signal type each, `recheck` ("could you check again": a correction, except with a counter-offer
 * after a refusal) and `insist` ("isn't there anything you can do": a correction only after a
 * refusal, without a counter-offer), `reminder` ("as I said": a correction, except inside a
 * clause of the user's own story) and `restatement` ("in other words": a rephrase only after a
 * turn that asked or requested something). The other groups only qualify a turn: `continuation`
 * ("continue", "more"), `offer` (read in the assistant's message: "would you like"), `relaxed`
 * ("doesn't have to be"), `revert` ("change it back", read by the repetition check), `policy` and
 * `question` (read in the assistant's message: a rule it cites, "not eligible"; a question it asks
 * without a question mark, "did you know…"), `second_person` (read in the assistant's message:
 * it spoke of the user), `counteroffer` ("at least", "willing to pay"), `apology` ("I didn't mean
 * to") and `decline` ("that's not what I wanted"); they never say something went wrong.
 */
export const REPAIR_SIGNAL_GROUPS: ReadonlySet<string> = new Set([
  'correction',
  'rephrase',
  'clarification',
  'recheck',
  'insist',
  'reminder',
  'restatement',
]);

/**
 * Groups read only once a rule has found its context, matched on demand: not with every message
 * (see `CompiledLexicon.onDemand` and `onDemandMatches`). In `repair`: `referent` ("it is", read
 * after a question about the assistant's words), `wh`, `staple` (read in a question the user
 * denies), `stance`, `hedge` (read in that denial), `affirmation` (read around a correction
 * phrase), `prior` (read after an attempt phrase), `why` and `reason` (read in a short question asked
 * again and the reply before it) `setaside` and `addition` (read before and in a request that opens a sentence),
 * `preposition` (read in a short turn that closes with a question word: "for what?"),
 * `possession` (read in a denial), `third_person` (read at the start
 * of a statement said again), `view` (read in a question answered in the first person),
 * `opinion` ("I think", "ich finde", "我觉得", read at the start of the last sentence of a reply that a
 * dispute answers), `uncertain` ("sure", "sicher", "sûr", read after the negator of a denial said again: "I'm not sure" doubts, it denies nothing) and
 * `inability` ("can't", "kann nicht", "no puedo", "不能", read around that negator: "I can't send it" reports a symptom). In
 * `confusion`: `surprise` ("really?", "no way", "echt?", "真的吗", read beside a short query and a
 * run of `?`), `sincerity` ("are you serious?", "im Ernst?", read beside a short query) and
 * `joke` ("joke", "Witz", "笑话", read in the turns before a bare query after an open question),
 * `hesitation` ("erm", "äh", read in a short turn left open), `doubt` ("are you a bot", read after a
 * garbled message or a turn of frustration), `oath` ("omg", "dear god", read at a turn's first token)
 * and `fed_up` ("move on", "nvm", read after an oath). In
 * `complaint`: `hashtag` ("fail", "sucks", "frechheit", "最悪", read in the hashtags of a message to a
 * company: "#fail", "#AcmeSucks"), `contact`, `count` and `count_unit` ("called", "numerous times",
 * "times" after a number: read in a message to a company, contact repeated), `permit` and
 * `permit_object` ("allowing", "letting"; "me", "you": read in a message to a company, a wrong it
 * lets others do), `effort`, `duration` and `past_point` ("been trying", "for weeks", "ago": read
 * in a message to a company, trouble that has lasted). In `quit`:
 * `condition` ("if", "unless", "sonst", "如果", read in a turn that holds a quit phrase) and
 * `reason` ("go to bed", "finished my", "ins Bett", read in a farewell turn after trouble). In
 * `satisfaction`: `hedge` ("almost", "nearly", "fast", "几乎", read beside a satisfaction phrase that would count). Common words start many of them ("it",
 * "that", "what", "a lot"), so matching them with every message cost a typical conversation
 * about a seventh of its time.
 */
export const ON_DEMAND_GROUPS: Readonly<Partial<Record<PhraseFamily, ReadonlySet<string>>>> = {
  repair: new Set([
    'referent',
    'wh',
    'staple',
    'stance',
    'hedge',
    'affirmation',
    'prior',
    'why',
    'reason',
    'setaside',
    'addition',
    'preposition',
    'possession',
    'third_person',
    'view',
    'tentative',
    'permission',
    'opinion',
    'uncertain',
    'inability',
  ]),
  complaint: new Set([
    'hashtag',
    'contact',
    'count',
    'count_unit',
    'permit',
    'permit_object',
    'effort',
    'duration',
    'past_point',
  ]),
  confusion: new Set(['surprise', 'sincerity', 'joke', 'hesitation', 'doubt', 'oath', 'fed_up']),
  quit: new Set(['condition', 'reason']),
  satisfaction: new Set(['hedge']),
};

/**
 * Groups a rule asks for alone, in an assistant's message, and often where nothing else of it is
 * read: `question` of `repair` (a question asked without a question mark) and `declines` of
 * `proposals` (the assistant cannot help). Each is also compiled into an index of its own (see
 * `CompiledLexicon.groups` and `matchGroup`), so that asking for one matches its phrases only.
 */
export const OWN_INDEX_GROUPS: Readonly<Partial<Record<PhraseFamily, ReadonlySet<string>>>> = {
  repair: new Set(['question', 'wh']),
  proposals: new Set(['declines']),
  confusion: new Set(['hesitation', 'doubt', 'oath', 'fed_up']),
};

/** Phrase families that only qualify other matches: never matched as typos, never a signal. */
export const QUALIFIER_FAMILIES: ReadonlySet<PhraseFamily> = new Set([
  'courtesy',
  'counterfactual',
  'requests',
  'proposals',
  'escalation_verbs',
]);

/**
 * Families that are sets of single tokens: used by the guards (`negators`, `contrast`), the
 * rephrase check (`stopwords`, `confirmations`), the typo rule (`not_typos`: real words that
 * never count as a typo of a lexicon token, e.g. "thinks" is not "thanks"), the feedback rule
 * (`self`: first-person singular words, "i", "my", 我, 私, that make a short assistant reply a
 * remark about itself) and the contraction rule (`contractions`: contractions whose spelling
 * without the apostrophe is a word of its own, "i'd"/"id", "we'll"/"well": such a
 * contraction counts as a lone token only when written with its apostrophe) and the profanity
 * rule (`addressees`: words that aim a clause at the assistant or the service: "you", "your",
 * "this", "it", 你: profanity in a clause without one is about a third party or a topic) and the
 * capitals rule (`pointers`: the addressees that point at a thing, "it", "this", "that", "das",
 * "ça", 这: capitals aimed by nothing else are an exclamation or a quote, not shouting).
 */
export const TOKEN_FAMILIES = [
  'stopwords',
  'negators',
  'confirmations',
  'contrast',
  'not_typos',
  'self',
  'contractions',
  'addressees',
  'pointers',
] as const;

/**
 * Families of short token runs, looked up at one position: `intensifiers` (fillers allowed between
 * two tokens of a phrase: "really", "at all") and `owners` (first-person possessives that make a
 * symptom phrase a report about the user's own thing: "my", "我的").
 */
export const SEQUENCE_FAMILIES = ['intensifiers', 'owners'] as const;

/** A phrase family name. */
export type PhraseFamily = (typeof PHRASE_FAMILIES)[number];

/** A token-set family name. */
export type TokenFamily = (typeof TOKEN_FAMILIES)[number];

/** A token-run family name. */
export type SequenceFamily = (typeof SEQUENCE_FAMILIES)[number];

/** Any lexicon family name (one JSON file per family and language). */
export type LexiconFamily = PhraseFamily | TokenFamily | SequenceFamily;

/**
 * One family file: group name → phrases. Most families have the single group `phrases`;
 * `repair` has `correction`, `rephrase` and `clarification` (see {@link REPAIR_SIGNAL_GROUPS}) and the
 * `recheck`, and the qualifying `continuation`, `offer`, `suggestion`, `relaxed`, `revert`, `policy` and `question`; `escalation_verbs` has `verbs` and
 * `openers`; `complaint` has `phrases` and `symptom` (phrases that report a thing not working, a
 * complaint only when the thing is not the user's own), `judgement`, `groan`, `reproach` and
 * `dispute` (disputes of the answer, a complaint only with a sign of annoyance), `repeated` ("you
 * already said that": a citation of the assistant's words counts like a dispute) and `feeling` (the
 * user's own feelings, "I'm upset": not the mood that answers an opening "how are you?"), `reasked`
 * ("you already asked me that": not in a message that laughs) and `demand` ("fix it": only opening
 * its clause in a message to a handle); `profanity` has
 * `phrases`, `amazement`, `idiom`, `judgement`, `modifier` and `proposition` (see docs/signals.md); `confusion` has `phrases`, `pointing`
 * ("what does that mean": about the assistant's words only where no sentence of the user's own
 * comes before it) and `term` ("what do you mean by": a question about a term, see `asksAboutTerm`);
 * `success` has `phrases` and `acknowledgement` ("understood", "I see": success only after work);
 * `satisfaction` has `phrases`, `reaction` ("cool", "that's awesome": after a question, only after work),
 * `improvement` ("much better now": only after work) and `hedge`;
 * `requests` has `phrases`, `deferrals` ("I'll get back to you"), `another` and `inquiry` ("why",
 * "tell me": asked to be told something); `proposals` has `phrases`, `declines` ("I'm unable to"),
 * `closings` ("anything else"), `social`, `pending` ("in progress", "soon I will"), `greeting` ("hi", "hello")
 * `wellbeing` ("how are you", "wie geht es dir") and `assist` ("how can I help", "wie kann ich helfen").
 */
export type FamilySource = Readonly<Record<string, readonly string[]>>;

/** All family files of one language. Missing families are empty. */
export type LexiconSource = Readonly<Partial<Record<LexiconFamily, FamilySource>>>;

/**
 * A change to one family. A plain array adds phrases to the family's first group
 * (`phrases`, or `correction` for `repair`).
 */
export type FamilyPatch =
  | readonly string[]
  | {
      /** Phrases to add, as an array (first group) or by group. */
      add?: readonly string[] | Readonly<Record<string, readonly string[]>>;
      /** Phrases to remove from every group. */
      remove?: readonly string[];
      /** Replaces the family's phrases entirely (array: first group; object: by group). */
      replace?: readonly string[] | Readonly<Record<string, readonly string[]>>;
    };

/**
 * User changes to the lexicons, keyed by ISO 639-3 language then family. A language the library
 * does not ship is created from its patches.
 *
 * @example { eng: { complaint: ['still no refund'], profanity: { remove: ['damn'] } } }
 */
export type LexiconOverrides = Readonly<Record<string, Readonly<Partial<Record<LexiconFamily, FamilyPatch>>>>>;
