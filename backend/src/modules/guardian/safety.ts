/**
 * What Guardian will not do, whichever answerer writes the answer (issue 18): promise a higher score or the
 * removal of accurate items (the Credit Repair Organizations Act, 15 U.S.C. §1679b), advise disputing
 * information the user says is correct, or give legal advice beyond what the law says. Checked before
 * anything is read or sent to a model. And the question itself is scrubbed of numbers that look like an SSN
 * or an account number before it is stored or sent anywhere.
 */
import { type GuardianSource, ODDS_MIN_DISPUTES, ODDS_MIN_USERS } from '@finx/contracts';
import { helpSource as help, lawSource as law, lessonSource as lesson } from './knowledge';

export interface Refusal {
  text: string;
  sources: GuardianSource[];
  /** A full number asked for: the answerer may add the masked one the file holds. A promise refused: asking for odds next gets the odds' answer. */
  kind?: 'full_number' | 'promise';
}

/** Words that mean the user calls the item correct ("it's accurate", "I did pay late", "the debt is mine"). */
const SAYS_CORRECT =
  /\b(?:it(?:'|’)?s|it is|they(?:'|’)?re|they are|(?:the|that|this) (?:item|account|debt|late payment|collection|information|entry)s? (?:is|are)|is|are)\s+(?:all\s+|actually\s+|really\s+|totally\s+|completely\s+)?(?:correct|accurate|true|right|legit(?:imate)?|valid|mine)\b|\b(?:i|we)\s+(?:really\s+|actually\s+)?(?:did|do)\s+(?:pay|paid|miss|owe|make)\b|\bi\s+(?:really\s+|actually\s+)?(?:owe|missed|was late|paid (?:it )?late|opened (?:it|that|this))\b|\b(?:even though|although|but|though)\b[^.?!]{0,40}\b(?:correct|accurate|true|mine|owe|valid|legit)\b/i;
/** …unless the user also says something in it is wrong ("it says I was late but I paid on time"). */
const CLAIMS_ERROR =
  /\b(?:not|never|isn(?:'|’)?t|aren(?:'|’)?t|wasn(?:'|’)?t|didn(?:'|’)?t|don(?:'|’)?t|says?|shows?|reports?|claims?|wrong|inaccurate|incorrect|error|mistake|twice|duplicate)\b/i;
/** Asking to dispute, remove, delete or get rid of something. */
const WANTS_REMOVAL = /\b(?:disput\w*|remov\w*|delet\w*|get rid of|take (?:it |them )?off|wipe|erase|challenge)\b/i;

/** "dispute the date as wrong": calling an item wrong to have it reinvestigated, whatever it is. */
const DISPUTE_AS_WRONG = /\bdisput\w*\b[^.?!]{0,40}\bas (?:wrong|inaccurate|incorrect|an error)\b/i;

/** An item said to be past §605's period ("past 7 years", "too old"). */
const PAST_PERIOD = /\b(?:past|over|older than|more than)\s+(?:the\s+)?(?:7|seven)\s+y(?:ea)?rs?\b|\btoo old\b|\bobsolete\b/i;
/** Asking for a promise or a guarantee about the result. */
const PROMISE =
  /\bcu[aá]ntos puntos\b[^.?!]{0,60}\b(?:exactamente|exacto|seguro|garantizado)\b|\bdame el n[uú]mero\b|\b(?:will|WILL)\b[^.?!]{0,60}\b(?:answered|answer|respond\w*|done|finished|deleted|removed)\b[^.?!]{0,20}\bby (?:the )?(?:due date|deadline)\b|\bi need a (?:yes|guarantee)\b|\b(?:can|will) only go up\b|\b(?:doesn(?:'|’)?t|does not|won(?:'|’)?t|will not|can(?:'|’)?t|cannot|never) (?:go(?:es)? down|drop|fall)\b[^.?!]{0,20}\bright\b|\block (?:in|me in)\b[^.?!]{0,20}\b\d{3}\b|\b(?:score|it)\s+(?:be|hit|reach)\s+(?:at least\s+|over\s+|above\s+)?\d{3}\s+by\b|\b(?:be |get |is )?(?:gone|removed|deleted|off)\s+by\s+(?:christmas|then|next (?:month|week|year)|the end of|january|february|march|april|may|june|july|august|september|october|november|december)\b|\b(?:(?:get|reach|hit|raise|boost|bring)\b[^.?!]{0,25}\b(?:to|at|over|above)\s+(?:a\s+)?\d{3}\b[^.?!]{0,30}\b(?:by|in|within|before|after)\b|guarantee\w*|promise(?!s? to pay|d to pay)\w*|(?:will|would|can|could)\s+(?:you|finx|guardian|this|it)\s+(?:definitely\s+|surely\s+|def\s+)?(?:raise|boost|increase|improve|fix|get)\s+my\s+(?:credit\s+)?score|how\s+(?:many|much)\s+(?:points?\s+)?(?:will|would)\s+my\s+(?:credit\s+)?score\s+(?:go up|rise|increase|improve|jump)|(?:will|would)\s+my\s+(?:credit\s+)?score\s+(?:definitely\s+|surely\s+|def\s+)?(?:go up|rise|increase|improve|jump|be\s+\d{3})(?![^.?!]*\b(?:if|when|after|once)\b)|(?:get|reach|hit)\s+(?:a\s+|to\s+)?\d{3}\s+(?:score\s+)?(?:by|in|within)\b|(?:make|get)\s+(?:sure|certain)\s+(?:it|they|the \w+)\s+(?:is|are|gets?)\s+(?:removed|deleted)|\b(?:for sure|100 ?%|definitely|guaranteed)\b[^.?!]{0,40}\b(?:remov\w*|delet\w*|go up|raise|increase|improve|fix|work|points?)\b|\b(?:remov\w*|delet\w*|go up|raise|increase|improve|fix|work)\b[^.?!]{0,40}\b(?:for sure|100 ?%|definitely|guaranteed)\b|\bhow (?:many|much) (?:points?\s+)?(?:will|would|can|could) (?:i|my (?:credit\s+)?score)\s+(?:gain|get|go up|rise|increase|improve|jump)\b|\b(?:will|would)\s+(?:you|finx|disputing|the disputes?|the letters?|this)\b[^.?!]{0,30}\b(?:get|have)\b[^.?!]{0,30}\b(?:removed|deleted|taken off)\b)/i;
/** "it isn't mine", "i never opened it": the user says the item is not theirs. */
const CLAIMS_ERROR_OWN = /\b(?:isn(?:'|’)?t mine|not mine\b[^.?!]*\b(?:i never|never opened)|i never (?:opened|had|applied)|don(?:'|’)?t recogni[sz]e)\b/i;
/** "If I pay it, will my score go up?": a question about how scores work, unless it asks for certainty. */
const CONDITIONAL = /\b(?:if|when|after|once)\b/i;
const CERTAINTY =
  /\b(?:guarantee\w*|promise(?!s? to pay|d to pay)\w*|for sure|100 ?%|definitely|def|for real|certain(?:ly)?|lock(?:ed)? in|money back|confirm(?:ed)?|yes or no|needs? a yes|worst case|(?:can|will) only go up)\b/i;
/** Removing items that are accurate, or true negative history. */
const REMOVE_ACCURATE =
  /\b(?:remov\w*|delet\w*|get rid of|erase|wipe)\b[^.?!]{0,60}\b(?:accurate|correct|true|legit(?:imate)?|valid)\b|\b(?:accurate|correct|true|legitimate|valid)\s+(?:negative\s+)?(?:items?|accounts?|late payments?|collections?|information|debts?)\b[^.?!]{0,40}\b(?:remov\w*|delet\w*|off)\b/i;
/** Inventing identities or facts to hide a file: a new identity, a new SSN/EIN, claiming identity theft that wasn't. */
const FRAUD =
  /\b(?:new|second|different|clean|fresh)\s+(?:identity|ssn|social security number|credit (?:profile|file|identity))|\bein\b[^.?!]{0,40}\binstead\b|\binstead of (?:my )?(?:ssn|social)\b|\b(?:fake|false|pretend|lie|make up|claim)\b[^.?!]{0,40}\b(?:identity theft|stolen|not mine|fraud)\b/i;
/** A credit privacy (or profile) number, sold as a way to a new file. */
const CPN =
  /\b(?:identity theft|id theft) (?:affidavits?|reports?)\b[^.?!]{0,30}\b(?:all|every|each)\b[^.?!]{0,20}\b(?:collections?|accounts?|debts?)\b|\bfresh (?:credit )?file\b|\bshelf (?:llc|corp\w*|compan\w*)s?\b|\baged (?:llc|corp\w*|shelf)s?\b|\breport\b[^.?!]{0,30}\b(?:all|every|each)(?: of)?(?: them| one)?\b[^.?!]{0,30}\bas (?:identity theft|id theft|fraud|stolen)\b|\b(?:credit sweeps?|file segregation|cpns?|credit (?:privacy|profile) numbers?|secondary (?:credit )?numbers?|scns?|c\.p\.n\.?|sticky numbers?|tradeline (?:for sale|rental))\b|\b(?:ssa|social security administration)\b[^.?!]{0,30}\bissues? (?:them|it|those)\b|\b(?:use|using|apply with|buy|get|borrow)\b[^.?!]{0,30}\b(?:my (?:kid|child|son|daughter)(?:'s|’s)?|someone else(?:'s|’s)?|another|his|her|their|\w+(?:'s|’s))\s+(?:ssn|social(?: security number)?)\b/i;
/** Untrue statements to a lender, landlord or on an application: made-up income, a job, a clean record. */
const LIE_TO_LENDER =
  /\b(?:say|tell \w+|claim)\b[^.?!]{0,20}\b(?:i(?:'|’)?m|im|i am) still (?:employed|working)\b|\bcover for me\b|\b(?:bump|inflate|pad|fudge)\b[^.?!]{0,20}\b(?:my\s+)?(?:income|salary)\b|\bfrom \$?\d+k? to \$?\d+k?\b[^.?!]{0,40}\b(?:application|app|landlord|lender)\b|\b(?:tell|say|claim|show)\b[^.?!]{0,30}\b(?:landlord|lender|bank|dealer|dealership|employer|underwriter|leasing office)\b[^.?!]{0,50}\b(?:my (?:score|income|salary) is|i(?:'|’)?m employed|i have no (?:debts?|collections?|late)|i(?:'|’)?ve never been late)\b[^.?!]{0,40}\b(?:but|when|even though|though|tho|isn(?:'|’)?t|not true)\b|\b(?:edit|alter|photoshop|doctor|fake|forge)\b(?![^.?!]*\b(?:letter details|my details|my profile)\b)[^.?!]{0,50}\b(?:pdf|report|statement|document|pay ?stubs?|bank statement|letter|receipt)s?\b|\b(?:make|create|generate|mock up|draw up)\b[^.?!]{0,30}\b(?:pay ?stubs?|w-?2s?|bank statements?|offer letter|employment letter)\b|\b(?:income|salary) as \$?\d|\$?\d+k? instead of \$?\d+k?\b|\bleave (?:off|out)\b[^.?!]{0,30}\b(?:loans?|debts?|bankruptcy|collections?)\b|\bi (?:make|earn|get paid|only make)\b[^.?!]{0,40}\b(?:but|can i|could i|should i)\b[^.?!]{0,40}\b(?:put|say|write|list|claim|tell)\b|\bleave\b[^.?!]{0,30}\boff\b[^.?!]{0,30}\b(?:application|app|form)\b|\b(?:lie|lying|fudge|inflate|exaggerate|pad|make up|bump up|fib)\b[^.?!]{0,50}\b(?:income|salary|pay|job|employ\w*|application|lender|loan|mortgage|bank|landlord|underwriter)\b|\bfake (?:my |an? |the |some )?(?:income|salary|pay|job|employ\w*|application)\b|\b(?:say|put|tell|claim|list|write|state)\b[^.?!]{0,50}\b(?:income|salary|job|employ\w*|never (?:been )?late|no (?:debts?|collections?|bankruptcy))\b[^.?!]{0,60}\b(?:(?:higher|more) than|(?:when|but|even though|though|tho|although) (?:i(?:'|’)?m|i am|i was|i do|i don(?:'|’)?t|i have|i(?:'|’)?ve|it(?:'|’)?s|it is|i make|i earn|i only)|isn(?:'|’)?t true|not true|fake)|\b(?:hide|not (?:mention|disclose|tell them about)|leave off)\b[^.?!]{0,30}\b(?:bankruptcy|collections?|debts?|late payments?|judgment)\b[^.?!]{0,30}\b(?:application|lender|loan|mortgage|landlord|apply\w*)\b/i;
/** Asking what to do in court, whether to sue, or what a case is worth: legal advice. */
const LEGAL_ADVICE =
  /\b(?:should|can|could|do)\s+i\s+(?:sue|take\s+(?:them|it|\w+)\s+to\s+court|file\s+(?:a\s+)?(?:law)?suit|press charges)|\b(?:am i|will i|would i|are we)\s+(?:going to\s+|gonna\s+)?win\b|\bwin\s+(?:in|my)\s+(?:court|case|lawsuit)|\b(?:how much|what)\s+(?:can|could|would|will)\s+i\s+(?:get|win|recover|be awarded)\b|\b(?:my|a)\s+(?:lawsuit|case)\s+(?:against|worth)|\bis\s+(?:it|this|that)\s+(?:illegal|against the law)\b[^.?!]{0,60}\b(?:sue|court|lawyer|attorney)\b|\bbe\s+my\s+(?:lawyer|attorney)\b|\b(?:give|need|want|get)\s+(?:me\s+)?(?:some\s+)?legal advice\b/i;

/** The user's own words that the item is real ("it's mine", "I was late", "it's legit", "it wasn't stolen"). */
const ADMITS =
  /\b(?:it(?:'|’)?s|its|it is|they(?:'|’)?re|they are|(?:the|that|this|my) [\w ]{0,30}? (?:is|are|was))\s+(?:all\s+|actually\s+|really\s+|totally\s+)?(?:mine|hers|his|theirs|real|legit(?:imate)?|true|correct|accurate|valid|right)\b|\bi\s+(?:really\s+)?was\s+late\b|\bi\s+(?:just\s+|really\s+|actually\s+)?paid(?:\s+it)?\s+late\b|\((?:they|it|he|she)\s+didn(?:'|’)?t\b|\bi\s+(?:did\s+)?(?:open(?:ed)?|appl(?:y|ied)|sign(?:ed)? up)\b(?:\s+(?:for\s+)?(?:it|that|this|the (?:card|account|loan)))?|\b(?:it|that|the (?:debt|account|card|loan))\s+was\s+mine\b|\bwas(?:n(?:'|’)?t| not)\s+(?:really\s+)?(?:stolen|paid|an error|a mistake)\b|\b(?:it|they|that)\s+(?:was|were)n(?:'|’)?t\b|\b(?:nobody|no one)\s+stole\b|\beven (?:the )?(?:true|accurate|real|correct|legit)|\b(?:tho|though)\s+(?:it(?:'|’)?s|its|it is|it was)\s+mine\b|\bi\s+(?:just\s+)?never paid\b|\b(?:she|he|they)\s+(?:maxed|opened|owed|stopped paying|(?:was|were) late|applied|used it)\b|\b(?:went|was|were|got)\s+(?:actually\s+|really\s+)?(?:\d+\s+days?\s+)?late\b(?![^.?!]*\b(?:says?|shows?)\b)|\bi\s+(?:really\s+|did\s+)?owed\s+(?:it|that|them|the money|that money)\b|\bi\s+(?:didn(?:'|’)?t|did not|didnt)\b(?:\s+(?:lol|haha|tho|though))?\s*(?:but|[.,!?]|$)|\bi owe (?:it|them)\b/i;
/** An untrue thing to tell a bureau or lender about a real item: not mine, stolen identity, fraud, paid, a bank error. */
const UNTRUE_CLAIM =
  /\b(?:(?:say|tell \w+|claim|put|write)\s+(?:that\s+)?(?:i|we)\s+(?:already\s+)?paid|not mine|never mine|isn(?:'|’)?t mine|wasn(?:'|’)?t mine|identity (?:was |got )?(?:stolen|theft)|identitytheft\.gov|id theft|stolen|fraud|paid in full|bank error|lost (?:my|the) payment|unauthori[sz]ed|opened by someone else|someone else opened|never (?:been |was )?late|never happened|(?:they|it) made a mistake|(?:was|is) an? (?:error|mistake)|(?:is|was|are) wrong)\b/i;
/** "it says I was late": the user quotes the report, not admits it. */
const QUOTES_REPORT = /\b(?:it|they|report|bureau|experian|equifax|transunion|lender|collector)\s+(?:says?|shows?|claims?|reports?|lists?)\s+(?:that\s+)?i\b/i;
const ASKS_TO_CLAIM = /\b(?:disput\w*|say|saying|tell|claim|mark|report|file|write|letter|put|call it|label|swear\w*|check (?:the |a |that )?box)\b/i;
/** Disputing everything at once, the true items too, to flood or confuse a bureau. */
const MASS_DISPUTE =
  /\b(?:disput\w*|mark)\b[^.?!]{0,30}\b(?:every(?:thing| negative| item| account)?|all(?: my| of my| the)?(?: negative)?(?: collections?| accounts?| items?| stuff)?)\b[^.?!]{0,40}\b(?:even|true|accurate|real|correct|mine|maybe|hope|fall off)|\bdisput\w*\s+(?:\w+\s+)?(?:everything|all of it|it all)\b|\bcan(?:'|’)?t keep up\b|\bdisput\w*[^.?!]{0,20}\bevery (?:account|item|line|tradeline)\b[^.?!]{0,60}\b(?:good or bad|until|falls? off|every month)\b|\b(?:good stuff too|get swamped|swamp\w*|can(?:'|’)?t verify it all)\b|\b(?:something|one of them) (?:will|might) stick\b|\bsee what sticks\b|\bflood\w*\b[^.?!]{0,40}\bdisput|\bdisput\w*[^.?!]{0,30}\b(?:all at once|everything at once|ton of|lots of|a bunch)\b[^.?!]{0,60}\b(?:delet|confus|remov|force|overwhelm)|\boverwhelm\w*\b[^.?!]{0,30}\b(?:bureau|experian|equifax|transunion)|\b(?:every single|each and every|every last)\s+(?:item|account|line|tradeline|thing|one)s?\b[^.?!]{0,80}\b(?:disput\w*|not mine|isn(?:'|’)?t mine|fraud|identity theft)\b|\bdisput\w*\b[^.?!]{0,30}\b(?:every single|each and every|every last)\b|\b(?:609|611|623) letters?\b[^.?!]{0,30}\b(?:for|on|to)\s+(?:every|all|each)\b|\bthat(?:'|’)?s the loophole\b/i;

/** "collectors want me to pay his credit card": whether the user owes a relative's debt, not a request for their file. */
const ASKS_ABOUT_THEIR_DEBT =
  /\bco-?sign\w*\b|\b(?:collectors?|collection agency)\b[^.?!]*\b(?:me|i)\b|\b(?:do|does|have|must|should)\s+i\s+(?:have to\s+|need to\s+)?(?:pay|owe)\b|\bam i (?:responsible|liable)\b/i;

/** "I'm my brother's court-appointed guardian": acting for someone by law, asking how — not for their file. */
const ACTS_FOR_THEM = /\b(?:(?:legal|court[- ]appointed) )?(?:guardian|conservator)\b|\bpower of attorney\b|\bexecutor\b/i;
/** Asking about someone else's file: another user, a relative, a named person's credit. */
const OTHER_PERSON =
  /\b(?:another|other|different)\s+(?:user|member|customer|person)(?:'s|’s)?\b|\bsomeone else(?:'s|’s)?\b|\b(?:user(?:name)?|member)\s+(?:named\s+|called\s+)?@?[a-z]*[_\d][\w]*|\buser(?:name)?\s+(?:named|called)\s+\w+|\bmy\s+(?:wife|husband|spouse|partner|girlfriend|boyfriend|mom|mother|dad|father|son|daughter|friend|brother|sister|boss|neighbou?r|roommate|ex)(?:'s|’s)\s+(?:credit|score|report|disputes?|file|accounts?|data|info)|\b[A-Z][a-z]+(?:'s|’s)\s+(?:credit|score|report|disputes?|file|accounts?)\b|\b[a-z]+_[a-z0-9]{4,}\b|\b(?:look up|check|pull up|pull|find|search for|show me)\s+[A-Z][a-z]+\s+[A-Z][a-z]+\b|\b(?!(?:experian|equifax|transunion|finx|today|everyone|everybody|lender|bank|collector|bureau|creditor|card|account|it)(?:'s|’s))[a-z]{3,}(?:'s|’s)\s+(?:credit (?:score|report|file)|score)\b|\b(?:look up|check|pull|see|show me|find)\s+(?:the\s+)?(?:credit|score|report|file|disputes?)\s+(?:of|for)\s+(?!me\b|my\b)[A-Za-z]+|\b(?:his|her|their)\s+(?:(?:[Ee]xperian|[Ee]quifax|[Tt]rans[Uu]nion|credit)\s+)?(?:credit|score|report|disputes?|file|creditors?|accounts?)\b|\b(?:his|her)\s+(?:[a-z]+\s+){1,2}(?:score|report|disputes?|file|accounts?|loans?)\b|\b(?:log ?in(?:to)?|sign in(?:to)?|access)\s+(?:his|her|their|my (?:\w+(?:'s|’s)))\s+(?:finx|account)\b|\b(?:he|she)(?:'s|’s|s| is)\s+my\s+(?:brother|sister|wife|husband|spouse|partner|mom|mother|dad|father|son|daughter|friend|cousin|girlfriend|boyfriend)\b/;
/** "why does FinX need my whole SSN": asking why it is asked for, not to be shown it. */
const WHY_NEEDED = /\bwhy (?:does|do|would|is|are) (?:finx|you|u|they|the bureaus?|it)\b[^.?!]{0,20}\b(?:need|want|ask(?:ing)? for|require)\b/i;
/** Asking to be shown a full SSN or account number. */
const FULL_NUMBER =
  /\b(?:social|ssn)\b[^.?!]{0,40}\b(?:in words|spelled out|backwards?|in reverse|reversed|encoded|base ?64)\b|\b(?:spell|write|read)\b[^.?!]{0,10}\b(?:my )?(?:social|ssn)\b[^.?!]{0,10}\bout\b|\b(?:sum|add up|total)\b[^.?!]{0,20}\b(?:digits|numbers)\b[^.?!]{0,20}\b(?:social|ssn)\b|\bd[ií]gitos\b[^.?!]{0,20}\bmi social\b|\b(?:digits|numbers?) (?:in front of|before|ahead of|after)\b|\b(?:what(?:'s|’s| is| comes)?|whats) after (?:that|it|the (?:letters|prefix))\b|\bthe rest of (?:the |my |it(?:'|’)?s )?(?:number|digits|account (?:number|#)|ssn|social)\b|\bi need the rest\b|\bstarts? with \d{3}\b|\bfirst (?:\d|three|five) (?:digits|numbers)\b|\b(?:what(?:'s|’s| is)|tell me|show me|give me|read me|read back|send me|remind me of|whats|confirm|display|need)\b[^.?!]{0,30}\b(?:my|the)\s+(?:(?:full|whole|complete|entire)\s+(?:ssn|social(?: security)?(?: number| #)?|account (?:number|#|no)|card number)|ssn|social(?: security)?(?: number| #)?)\b|\b(?:full|whole|complete|entire)\s+(?:[a-z]+\s+){0,2}(?:ssn|social(?: security)?(?: number)?|acc(?:oun)?t (?:number|#|no|num)|card number|number|#)\b|\ball (?:the |of the )?(?:\d+ )?digits\b|\b(?:ssn|social security number)\b[^.?!]{0,30}\b(?:on file|you have|do you have|did i (?:give|enter))\b/i;

/** "609 letters … the original signed contract … the loophole": the myth that §609 deletes what it can't document. */
const LETTER_609_MYTH = /\b609\b|\boriginal (?:signed )?contract\b|\bloophole\b/i;

/** Signs that what the user wants sent or said is not true ("it did tho", "nobody will know", "they never check", "looks like it's from Experian"). */
const DECEPTION =
  /\b(?:sounds?|looks?) (?:way |a lot |much )?(?:more )?(?:sympathetic|better than)\b|\bnot like (?:they|anyone|anybody|the \w+) (?:check|verify|look)|\bnadie (?:va a|lo va a) (?:checar|revisar|saber|notar)|\((?:it|i) did(?: tho| though)?\)|\b(?:it|i) did (?:tho|though)\b|\b(?:nobody|no one) (?:will|would|is gonna|is going to)(?: ever)? (?:know|find out|check|notice)|\b(?:they|landlords?|lenders?|banks?|dealers?) (?:never|don(?:'|’)?t|won(?:'|’)?t|rarely|barely) (?:even )?(?:check|verify|look)|\bmight not (?:even )?show up\b|\brealistic(?:-| )looking\b|\blooks? like (?:it(?:'|’)?s|its|it is|it came) from\b|\bpass (?:it )?off as\b|\btechnically\b[^.?!]{0,60}\b(?:wrong|inaccurate|incorrect|not mine|not accurate)\b|\bbasically true\b|\bnot really (?:a )?(?:lying|lie)\b|\b(?:nobody|no one)(?: is|(?:'|’)s)? (?:gonna|going to) (?:audit|check|notice|know|look)\b/i;
/** A document made to look like someone else's: a doctor's note, a receipt dated back, a letter "as if" from the bank. */
const FORGED =
  /\bon (?:their|its|his|her|the (?:company|bank|employer)(?:'|’)?s?|a fake|the old) letterhead\b|\b(?:make|generate|create|write|draft|print|hazme|haz|crea)\b[^.?!]{0,40}\b(?:doctor(?:'|’)?s? note|medical note|(?:employment|income|job) verification|receipt\b[^.?!]{0,40}\bdated|(?:letter|carta|note|statement)\b[^.?!]{0,30}\b(?:como si fuera de|as if (?:it (?:was|were|is) )?from|pretending to be from))|\b(?:edit|alter|change|photoshop|doctor|fix)\w*\s+(?:it|that|this|them|the (?:date|amount|number|total|expiration))\b[^.?!]{0,30}\b(?:to (?:say|read|show)|so it (?:says|reads|shows))\b|\bwith (?:the )?(?:expiration|expiry|date|amount|name|balance|total)(?: date)?\s+changed\b|\b(?:make|generate|create|draft|print|mock up|draw up|type up|write up|put together|photoshop|fake|hazme|haz|crea)\b[^.?!]{0,20}\b(?:me |us )?(?:a |an |some )?(?:proof of (?:address|residence|residency|income)|(?:electric|electricity|utility|water|gas|phone|cable|power|internet)(?: company)? bill|lease|rental agreement|bank statement|pay ?stub|w-?2|receipt|(?:driver(?:'|’)?s )?licen[cs]e|id card|passport)s?\b/i;
/** Doing something with what is said or sent: telling, disputing, writing, applying, checking a box. */
const ACTS = /\b(?:click|tick|answer|carta|mandar|tell|told|say|report|claim|disput\w*|put|write|check|list|appl\w*|send|use|make|mark|leave|submit|sign)\b/i;
/** Pressing on after a refusal: "come on, just this once", "nobody will know", "bruh it's my number". */
const INSISTS =
  /^\s*(?:come on|c'?mon|ugh|bruh|bro|please|pls|plz|just this once|nobody will know|no one will know|whatever|fine|ok(?:ay)? but|but|just)\b|\bwho cares\b|\bjust (?:pick|do|say|put|write|click|check|send|mark|tell|give|show)\b|\bjust this once\b|\bi (?:really )?need it\b|^\s*why not\b|\b(?:every(?:body|one)|all my friends)(?: [a-z]+){0,4} (?:does|do|did) (?:it|this)\b|\b(?:nobody|no one) (?:ever )?(?:got|gets|has been) caught\b|\bnot (?:even )?(?:like )?(?:it(?:'|’)?s |its )?(?:a )?(?:lying|lie)\b|\b(?:i(?:'|’)?m|im|i am) (?:literally |actually |an? )*(?:employee|staff(?: member)?|admin|finx support|support agent)\b|\binternal (?:request|review|audit)\b|\bnot (?:a |an )?(?:forgery|fraud|fake|crime)\b|\bjust a template\b|\bit(?:'|’)?s my (?:own )?\w+ (?:tho|though)\b|\bjust fixing\b|\b(?:for school|academic (?:purposes|research)|for (?:a |my )?(?:research|class|paper|project|novel|story|book))\b|\b(?:signed |written )?(?:authori[sz]ation|permission|consent)\b[^.?!]{0,20}\bfrom (?:him|her|them)\b|\b(?:it(?:'|’)?s|its|it is) not (?:even )?illegal\b|\banyone can (?:file|do|report)\b|\bmake it (?:sound|look) (?:legit|real|official|believable)\b|\b(?:tho|though)\s*[.!?]*\s*$|\bwhere(?:'|’)?s the (?:crime|harm|problem)\b|\bhow is (?:that|it|this) (?:fraud|illegal|a crime)\b|\b(?:literally|just) one (?:bit|thing|little|tiny)\b|\bso (?:now )?(?:you|u) can (?:show|tell|give)\b/i;
/** Someone the user let use a card: "i said he could", "i gave her my card" — not identity theft. */
const GAVE_PERMISSION =
  /\b(?:i (?:said|told) (?:he|she|they|him|her|them) (?:could|can)|i (?:let|allowed) (?:him|her|them)|i gave (?:him|her|them) (?:my (?:card|permission|ok)|permission)|with my (?:permission|ok|okay)|i (?:authori[sz]ed|added) (?:him|her|them))\b/i;
/** Asking a bureau's employee, for money or as a favour, to delete an item; or paying anyone but the creditor to have it deleted. */
const BRIBE =
  /\b(?:works?|working) (?:at|for) (?:experian|equifax|transunion|the bureaus?|a bureau)\b[^.?!]{0,80}\b(?:delet\w*|remov\w*|eras\w*|take (?:it |that )?off|get rid)\b|\bbrib\w*\b|\b(?:give|pay|slip) (?:him|her|them|someone|somebody) (?:like |about )?\$?\d+/i;
/** Misleading the bureau about who the user is, so that it cannot match the item to them. */
const HIDE_IDENTITY =
  /\bso (?:they|it|the bureaus?|experian|equifax|transunion) (?:can(?:'|’)?t|cannot|won(?:'|’)?t|will not|don(?:'|’)?t) (?:match|find|verify|tie|link|connect)\b|\b(?:different|wrong|fake|misspell\w*) (?:middle )?name\b[^.?!]{0,60}\b(?:old address|different address|so)\b/i;
/** A loan the lender is to be told is a gift ("gift letter" for money to be paid back). */
const GIFT_LETTER =
  /\bgift letter\b[^.?!]*\b(?:loan\w*|lend\w*|pay (?:him|her|them|it) back|repay\w*)\b|\b(?:loan\w*|lend\w*|pay (?:him|her|them|it) back|repay\w*)\b[^.?!]*\bgift letter\b|\b(?:say|saying|call|calling|write|claim)\w*\b[^.?!]{0,20}\b(?:it(?:'|’)?s|its|it is|it was) a gift\b[^.?!]*\b(?:loan|debt|pay (?:him|her|them|it) back)\b/i;
/** A purchase the user made, to be reported to the card company as fraud ("buy it and then call it fraud"). */
const FALSE_FRAUD_CLAIM =
  /\b(?:buy|bought|purchase\w*|charge|spend|order)\b[^.?!]{0,60}\b(?:then|and)\b[^.?!]{0,40}\b(?:say|saying|claim\w*|report\w*|dispute\w*|call\w*)\b[^.?!]{0,40}\b(?:fraud\w*|unauthori[sz]ed|stolen|wasn(?:'|’)?t me|not me|never (?:got|received) it)\b/i;
/** "ok ballpark then", "just a number": a figure asked for after a promise was refused. */
const ASKS_ESTIMATE = /\b(?:ballpark|estimate|rough(?:ly)?|guess|just a number|round about|more or less|how many points)\b/i;
/** "then give me a %": the odds, asked for after a promise was refused. */
const ASKS_ODDS = /%|\b(?:percent(?:age)?|odds|chances?|likely|likelihood|probability)\b/i;

/** "dispute it as paid now, I'm going to pay it Friday": paid before it is. */
const PAID_BEFORE_PAYING = /\b(?:gonna|going to|will|plan to|planning to|about to)\s+pay\b/i;
const CALL_IT_PAID = /\bas ['"“‘]?paid\b|\b(?:say|mark|report|claim|put)\b[^.?!]{0,20}\b(?:it(?:'|’)?s |its |it is |it was |as )?paid(?: in full| off)?\b/i;
/** A figure on an application the user says is not theirs: "it's 8 months but I'm putting 2 yrs". */
const OWN_FIGURE = /\b(?:its|it(?:'|’)s|it is|i(?:'|’)?ve been|only|i make|i earn)\s+(?:like\s+|about\s+)?\$?\d+\s*(?:months?|mos?|yrs?|years?|k)\b/i;
const PUTS_OTHER_FIGURE =
  /\b(?:putting|put|say|saying|write|writing|list|listing|claim|claiming|going with)\s+(?:down\s+)?\$?\d+\s*(?:months?|mos?|yrs?|years?|k)\b/i;
/** Someone else opened an account in the user's name: their own file is where to look. */
const IN_MY_NAME = /\bin my name\b|\bstole my (?:identity|info\w*|ssn)\b|\bidentity theft\b/i;
const IN_MY_NAME_NOTE =
  ' If you think someone opened an account in your name, look at your own reports — your Credit File shows what each bureau reports — and if an account isn’t yours, report it at IdentityTheft.gov, place a fraud alert or a freeze, and FinX walks you through blocking it (FCRA §605B).';

/** A synthetic identity (a real SSN with a made-up name), asked for however it is framed ("for a novel"). */
const SYNTHETIC_IDENTITY = /\bsynthetic (?:identit(?:y|ies)|id|credit (?:profile|file))\b|\bfrankenstein (?:identity|id)\b/i;
/** A letter threatening a suit the user has no case for, to scare a creditor into deleting an accurate item. */
const EMPTY_THREAT =
  /\b(?:sue|suing|lawsuit|take (?:them|you|it) to court|legal action|get a lawyer)\b[^.?!]{0,60}\b(?:unless|if (?:they|you) (?:don(?:'|’)?t|do not|won(?:'|’)?t))\b[^.?!]{0,40}\b(?:remov\w*|delet\w*|take (?:it |that )?off)\b|\b(?:scare|intimidate|spook)\b[^.?!]{0,40}\b(?:them|capital one|the (?:bank|lender|creditor|collector)|into)\b/i;
/** Leaving something off an application: "I can just check no, right?", "leave it off the form"… */
const ANSWERS_NO_ON_APPLICATION =
  /\b(?:just\s+)?(?:check|tick|mark|answer|say|put|click|select|write)\s+['"“‘]?no['"”’]?(?=[\s.,?!]|$)[^.?!]{0,30}(?:\bright\b|\?|$)|\b(?:leave|keep)\b[^.?!]{0,20}\b(?:off|out)\b[^.?!]{0,40}\b(?:app(?:lication)?|form)\b/i;
const ON_AN_APPLICATION = /\b(?:app(?:lication)?|form|mortgage|lender|loan officer|underwriter|asks? (?:if|whether))\b/i;
/** …a loan co-signed for someone else (other debts left off are LIE_TO_LENDER's). */
const CO_SIGNED = /\bco-?sign\w*/i;
/** Asking Guardian to sign in somewhere as the user, or handing it a password. */
const SIGN_IN_FOR_ME =
  /\b(?:log|sign)\s*(?:in|on)(?:to)?\b[^.?!]{0,60}\bfor me\b|\bmy (?:login|log-in|password|pw|username and password|credentials)\s+(?:is|are|:)/i;

/** "dispute it as not mine" with no word on whether it is: the answer depends on that. */
const AS_NOT_MINE =
  /\bdisput\w*\b[^.?!]{0,40}\bas (?:not mine|not my|someone else(?:'|’)?s|fraud|identity theft)\b|\b(?:disput\w*|letter)\b[^.?!]{0,20}\bsaying\b[^.?!]{0,40}\b(?:isn(?:'|’)?t|is not|aint|wasn(?:'|’)?t) (?:mine|my)\b/i;

/** "a letter saying it isn't mine": the claim the user wants made, not one they make themselves. */
const CLAIM_TO_MAKE = /\b(?:saying|say|claim(?:ing)?|stating|tell(?:ing)? (?:them|it|\w+))\b[^.?!]{0,50}/gi;

const AS_NOT_MINE_ANSWER = (sources: GuardianSource[]): Refusal => ({
  text: `Only if it truly isn’t yours. If you opened that account, I can’t help dispute it as not yours: that would be an untrue statement to the bureau, which a credit repair organization may not help make (CROA, 15 U.S.C. §1679b(a)). If you don’t recognise it, report it at IdentityTheft.gov and dispute it — the bureau must block an identity-theft item within 4 business days (FCRA §605B). ${'If it is yours and accurate, a goodwill letter, paying it down and time are the lawful path: a late payment stops being reported after 7 years (FCRA §605).'}`,
  sources,
});

/** What lawfully helps with an accurate negative item. */
const LAWFUL_PATH =
  'What works lawfully for an accurate item: ask the lender for a goodwill adjustment (a goodwill letter), pay the balance down and keep every payment on time, and let time work: under FCRA §605 a late payment, charge-off or collection stops being reported 7 years after the delinquency began, and a hard inquiry is shown for 2 years and weighs on scores for about one. If something in the item is actually wrong — a date, a balance, a status — that part you can dispute. If you can’t pay right now, call the lender about a hardship or payment plan, or talk to a nonprofit credit counselor.';

/** With a promise refused about an item past its period: what §605 does say. */
const PAST_PERIOD_NOTE =
  ' What the law does say: a collection or charge-off may be reported for 7 years from 180 days after its first delinquency (FCRA §605(c)); one past that period should not be on your report at all, and disputing it asks the bureau to remove it.';

const CROA_NOTE =
  'The law forbids credit repair companies from promising results, and no one can lawfully have accurate, current and verifiable information removed from a credit report.';

/**
 * What to add when a request to act would also put a claim in a letter ("also add that my card was never late"):
 * a letter may say only what is true. Null when the request claims nothing.
 */
export function truthNote(question: string): string | null {
  if (!ASKS_TO_CLAIM.test(question) || !UNTRUE_CLAIM.test(question)) return null;
  return 'And a letter may say only what is true: if that item is accurate, telling a bureau otherwise would be an untrue statement, which a credit repair organization may not help make (CROA, 15 U.S.C. §1679b). For an accurate late payment, a goodwill letter asking the lender to remove it as a courtesy is the honest route.';
}

/** A short, kind, true refusal with a useful pointer, or null when the question is one Guardian may answer. */
export function refusalFor(question: string): Refusal | null {
  const q = question.replace(/\s+/g, ' ').trim();
  if (CPN.test(q)) {
    return {
      text: 'No — I can’t help with a CPN or a “credit sweep”. A “credit privacy number” (or “secondary credit number”) sold as a way to start a new credit file is not issued by the Social Security Administration or any government agency and is not a legal substitute for your Social Security number; it is often someone else’s SSN, frequently a child’s, and using one on a credit application is a false statement about your identity — a federal crime, and something a credit repair organization may not advise (CROA, 15 U.S.C. §1679b(a)) — FinX never does this. A “sweep” removes real debts with false identity-theft reports, which is fraud too; the FTC warns that CPN and sweep sellers are scams. The lawful path: dispute only what is actually wrong on your real file, pay down balances, keep payments on time, build with a secured card or a credit-builder loan, and let old negative items age off under FCRA §605.',
      sources: [law('croa-1679b'), law('fcra-605'), lesson('improving-mix-wisely')],
    };
  }
  if (PAID_BEFORE_PAYING.test(q) && CALL_IT_PAID.test(q) && !/\balready paid\b/i.test(q)) {
    return {
      text: `No — I can’t help tell a bureau an account is paid before it is: that would be an untrue statement, which a credit repair organization may not help make (CROA, 15 U.S.C. §1679b(a)), and a dispute of an accurate balance is verified as it stands. Once you pay it, the company reports the new balance with its next statement, usually within a month; if the report still shows the old balance after that, dispute it then, with your payment record (FCRA §611).`,
      sources: [law('croa-1679b'), law('fcra-611'), lesson('lowering-utilization')],
    };
  }
  if (SYNTHETIC_IDENTITY.test(q)) {
    return {
      text: 'No — I can’t explain how to build a synthetic identity, not even for a story: building a synthetic identity to get credit is fraud, a federal crime that often harms a child whose number is used, and a credit repair organization may not help with it (CROA, 15 U.S.C. §1679b(a)). What I can tell you, for a novel or for yourself, is how people protect themselves and how it is caught: a free security freeze at each bureau (a parent can freeze a child’s file), fraud alerts, checking your reports at AnnualCreditReport.com (FCRA §612), and the IdentityTheft.gov report and §605B block when it happens.',
      sources: [law('croa-1679b'), law('fcra-605b'), lesson('freezes-and-fraud-alerts')],
    };
  }
  if (SIGN_IN_FOR_ME.test(q)) {
    return {
      text: 'No — I can’t sign in to your bureau account or any other site for you, and please don’t share passwords here or with anyone: change that password now, since it has been typed in a chat. You can dispute online yourself through the bureau’s own portal (the Disputes screen’s “Open Bureau Portal”), or have FinX mail your letter by certified mail from the Disputes screen, which also shows where each of your letters stands.',
      sources: [help('faq-dispute-engine'), help('faq-data-safety')],
    };
  }
  if (EMPTY_THREAT.test(q) && (ADMITS.test(q) || SAYS_CORRECT.test(q))) {
    return {
      text: 'No — I can’t write a letter threatening to sue over a late payment you say is accurate: a threat with no legal basis is a misleading statement, which a credit repair organization may not help make (CROA, 15 U.S.C. §1679b(a)), and a lender may report an accurate late payment (FCRA §623(a)). What can work is the opposite tone — a goodwill letter: say what happened, that you have paid on time since, and ask them kindly to remove the late mark as a courtesy; they don’t have to, and nothing in it should say the payment wasn’t late.',
      sources: [law('croa-1679b'), law('fcra-623'), lesson('disputing-with-the-lender')],
    };
  }
  if (ANSWERS_NO_ON_APPLICATION.test(q) && ON_AN_APPLICATION.test(q) && CO_SIGNED.test(q)) {
    return {
      text: 'No — answer it truthfully: a loan you co-signed is your debt too, and leaving it off a mortgage or loan application is a false statement to the lender (for a mortgage, a federal crime: 18 U.S.C. §1014); a credit repair organization may not help make untrue statements to a creditor (CROA, 15 U.S.C. §1679b(a)). The lender sees it on your report anyway. Disclose it and tell the loan officer who makes the payments: many lenders leave a co-signed debt out of your debt-to-income ratio when you show about 12 months of the other borrower’s payments from their own account.',
      sources: [law('croa-1679b')],
    };
  }
  if (FRAUD.test(q)) {
    return {
      text: 'I can’t help with that. Giving a bureau or a lender false or misleading information about your identity or your accounts is against federal law, and it can turn a credit problem into a legal one. If someone really did open accounts in your name, report it at IdentityTheft.gov first; the law then lets you block those accounts from your report. Otherwise the lawful way forward is your real file: dispute only what is wrong on it, keep every payment on time, and build with a secured card or a credit-builder loan.',
      sources: [law('croa-1679b'), law('fcra-605b'), lesson('freezes-and-fraud-alerts')],
    };
  }
  if (GAVE_PERMISSION.test(q) && /\b(?:identity theft|id theft|stolen|fraud|not mine|unauthori[sz]ed)\b/i.test(q)) {
    return {
      text: 'No — if you gave him permission to use your card, it isn’t identity theft, and I can’t help report it that way: a charge you allowed is yours to the card company, and calling it fraud or identity theft to the bank, a bureau or the FTC would be an untrue statement (CROA, 15 U.S.C. §1679b(a); a false report to the FTC is a federal crime). What you can do: take him off the card or close it so he can’t add more, ask him in writing to pay you back and, if he won’t, sue him in small claims court for what he owes you; keep the card paid on time, and ask the card company about a hardship or payment plan if you can’t pay it in full.',
      sources: [law('croa-1679b'), law('fcra-605b')],
    };
  }
  if (BRIBE.test(q)) {
    return {
      text: 'No — I can’t help with that: paying or asking a bureau employee to delete an item is bribery and fraud, illegal for both of you, and the deletion would not stand. The lawful way is a dispute: tell the bureau in writing what is wrong and why (FCRA §611) — an item past its reporting period, like a collection more than 7 years after its first delinquency (§605), must come off when you dispute it.',
      sources: [law('fcra-611'), law('fcra-605'), law('croa-1679b')],
    };
  }
  if (HIDE_IDENTITY.test(q)) {
    return {
      text: `No — I can’t help with that: giving a bureau a different name or an old address so it can’t match an item to you is a misleading statement, which a credit repair organization may not help make (CROA, 15 U.S.C. §1679b(a)), and it could mix up your own file. Dispute with your real, current name and address. If the item is past its reporting period — a collection more than 7 years after its first delinquency (FCRA §605) — say exactly that, and the bureau must remove it. ${LAWFUL_PATH}`,
      sources: [law('croa-1679b'), law('fcra-605'), law('fcra-611')],
    };
  }
  if ((DECEPTION.test(q) && ACTS.test(q)) || FORGED.test(q)) {
    return {
      text: `No — I can’t help with that: it would mean telling a bureau, a lender or a landlord something untrue, or giving them a document that isn’t genuine. That is fraud, and a credit repair organization may not help make untrue or misleading statements (CROA, 15 U.S.C. §1679b(a)). Send real records instead — your real statements or the real receipt for what you actually paid, tax returns, letters from the creditor; for an ID that expired, renew it at the DMV or use another valid one (a passport or state ID) — and tell what really happened: an honest explanation is what a lender or a bureau can work with. ${LAWFUL_PATH}`,
      sources: [law('croa-1679b'), law('fcra-605'), lesson('reporting-time-limits')],
    };
  }
  if (GIFT_LETTER.test(q)) {
    return {
      text: 'No — I can’t write a gift letter for money you will pay back. A gift letter tells the lender the money never has to be repaid; saying that of a loan is a false statement on a mortgage application, which is mortgage fraud (18 U.S.C. §1014), and a credit repair organization may not help make untrue statements to a creditor (CROA, 15 U.S.C. §1679b(a)). Tell the lender it is a loan from your uncle: it counts in your debt-to-income ratio, and the lender can tell you what that allows — or, if he really means it as a gift he won’t ask back, he can sign a true gift letter.',
      sources: [law('croa-1679b')],
    };
  }
  if (FALSE_FRAUD_CLAIM.test(q)) {
    return {
      text: 'No — I can’t help with that: telling the card company a purchase you made was fraud is a false claim (“friendly fraud”); the bank investigates, can charge it back to you, close the card and report it, and a false fraud claim to get money back can be a crime. A credit repair organization may not help make untrue statements to a creditor (CROA, 15 U.S.C. §1679b(a)). What lowers utilization for real: pay the balance down before the statement date, ask for a credit limit increase, or ask the issuer for a hardship payment plan if money is tight.',
      sources: [law('croa-1679b'), lesson('lowering-utilization')],
    };
  }
  if (LIE_TO_LENDER.test(q)) {
    return {
      text: 'No — I can’t help put something untrue on an application, alter a document, or tell a lender or landlord something that isn’t so. A false statement about your income, job or credit history, or an edited report or statement, is fraud, and a credit repair organization may not advise making untrue or misleading statements to a creditor (CROA, 15 U.S.C. §1679b(a)). What helps lawfully: send real statements and records (ask the lender or card company for a copy if yours is wrong), apply with your true figures — if your job or income changed, tell your lender: a loan officer can say what options remain — pay card balances down before you apply, ask about a co-signer or a smaller amount, and build your record with on-time payments; FinX’s underwriting analysis shows how a lender is likely to see your file today.',
      sources: [law('croa-1679b'), lesson('lowering-utilization')],
    };
  }
  if (OWN_FIGURE.test(q) && PUTS_OTHER_FIGURE.test(q) && ON_AN_APPLICATION.test(q)) {
    return {
      text: 'No — I can’t help put a figure on an application that isn’t yours: a false statement about your job, income or history to a lender is fraud (for a loan from a bank, a federal crime: 18 U.S.C. §1014), and a credit repair organization may not advise it (CROA, 15 U.S.C. §1679b(a)). Answer with the truth and give the lender what supports you: your previous job and work history in the same line of work, an offer letter or pay stubs, a co-signer — or ask other lenders whose minimums you meet, or wait until you do.',
      sources: [law('croa-1679b')],
    };
  }
  if (ASKS_TO_CLAIM.test(q) && UNTRUE_CLAIM.test(q) && ADMITS.test(q) && !QUOTES_REPORT.test(q)) {
    return {
      text: `No — I can’t help tell a bureau or a lender that, because it isn’t true. Saying an account you opened isn’t yours, that it was paid when it wasn’t, or that your identity was stolen when it wasn’t, is a false statement: a credit repair organization may not help make untrue or misleading statements to a bureau or a lender (CROA, 15 U.S.C. §1679b(a)), and a false identity-theft report is itself a crime. ${LAWFUL_PATH}`,
      sources: [law('croa-1679b'), law('fcra-605'), lesson('reporting-time-limits')],
    };
  }
  if (OTHER_PERSON.test(q) && !ASKS_ABOUT_THEIR_DEBT.test(q) && !ACTS_FOR_THEM.test(q)) {
    return {
      text: `I can only see your own FinX file, so I can’t look up or share anyone else’s credit, scores or disputes. Each person can see their own reports for free at AnnualCreditReport.com (FCRA §612); to help a relative with theirs, they can authorize you in writing or you can act under a power of attorney, and a FinX member can sign in to their own account to see their own file — if they want to share it, that is their choice, made with their permission.${IN_MY_NAME.test(q) ? IN_MY_NAME_NOTE : ''}`,
      sources: [law('fcra-612'), help('faq-data-safety')],
    };
  }
  if (FULL_NUMBER.test(q) && !WHY_NEEDED.test(q)) {
    return {
      text: 'No — for your safety I can’t show a full Social Security number or account number — FinX stores your SSN encrypted and shows only its last 4 digits, and reports show account numbers masked to the last 4. Your full numbers are on your own card statements and Social Security card — if you lost the card, the Social Security Administration (ssa.gov) can replace it. Please don’t type them here.',
      sources: [help('faq-data-safety')],
      kind: 'full_number',
    };
  }
  if (MASS_DISPUTE.test(q)) {
    return {
      text: `No — disputing everything at once, the true items too, doesn’t force a bureau to delete anything.${LETTER_609_MYTH.test(q) ? ' And a 609 request gets you what your file holds and where it came from (FCRA §609) — it does not require a bureau to produce an original signed contract, and an accurate item stays when none is sent: that “loophole” is a myth.' : ''} A bureau may treat repeated or unsupported disputes as frivolous and decline to investigate them, telling you within 5 business days (FCRA §611(a)(3)); and disputing items you know are accurate means making untrue statements, which a credit repair organization may not help with (CROA, 15 U.S.C. §1679b). Dispute only what is wrong, once, in one clear letter with your proof (a statement showing the right balance, a payment record) — that is what a bureau must investigate within 30 days; FinX shows what it found on your reports. ${LAWFUL_PATH}`,
      sources: [law('fcra-611'), law('croa-1679b'), lesson('reporting-time-limits')],
    };
  }
  if (REMOVE_ACCURATE.test(q) || (WANTS_REMOVAL.test(q) && SAYS_CORRECT.test(q) && (!CLAIMS_ERROR.test(q) || DISPUTE_AS_WRONG.test(q)))) {
    return {
      text: `I can’t advise disputing information you say is correct. A dispute tells the bureau the item is inaccurate, and making a statement you know is untrue to a bureau is against federal law. ${CROA_NOTE} ${LAWFUL_PATH}`,
      sources: [law('croa-1679b'), law('fcra-605'), lesson('reporting-time-limits')],
    };
  }
  if (AS_NOT_MINE.test(q) && !CLAIMS_ERROR_OWN.test(q.replace(CLAIM_TO_MAKE, '')))
    return AS_NOT_MINE_ANSWER([law('croa-1679b'), law('fcra-605b'), lesson('disputing-with-the-lender')]);
  if (PROMISE.test(q) && !(CONDITIONAL.test(q) && !CERTAINTY.test(q))) {
    return {
      text: `I can’t promise a score increase or that an item will be removed, and no one honestly can: a bureau decides each dispute after its investigation, and your score depends on everything in your file — scores can also go down, with a late payment, a higher balance or a new hard inquiry. ${CROA_NOTE}${PAST_PERIOD.test(q) ? PAST_PERIOD_NOTE : ''} What I can do is show you where your score stands, what FinX found on your reports and what the law says about your disputes. If a landlord or lender wants assurance, offer what is real: your actual report and scores, a larger deposit, a co-signer or a guarantor.`,
      sources: [law('croa-1679b'), help('faq-dispute-engine')],
      kind: 'promise',
    };
  }
  if (LEGAL_ADVICE.test(q)) {
    return {
      text: 'I can’t give legal advice or predict what a court would do; for that, please talk to a consumer-law attorney (your state bar can refer you, and many take credit-reporting cases). I can tell you what the law says: the Fair Credit Reporting Act sets the bureaus’ and lenders’ duties when you dispute, the Credit Repair Organizations Act lets you sue a credit repair company that misleads you or breaks it (15 U.S.C. §1679g), and you can also send a complaint to the Consumer Financial Protection Bureau at consumerfinance.gov/complaint.',
      sources: [law('fcra-611'), law('fcra-623'), help('faq-guardian')],
    };
  }
  return null;
}

/** A percentage asked for after a promise was refused: none for this dispute, and what FinX can show instead. */
const ODDS_NOT_PROMISE: Refusal = {
  text: `I can’t give you a percentage for your dispute either: no one can know how a bureau will decide it, and a number from me would be a promise in disguise (CROA, 15 U.S.C. §1679b). What FinX can show, on each dispute, is how disputes like it ended for FinX users — deleted, updated or verified — once at least ${ODDS_MIN_DISPUTES} of them from ${ODDS_MIN_USERS} users have ended: a record of the past, not a prediction for yours.`,
  sources: [law('croa-1679b')],
};

/** A refund asked for after a promise was refused ("do I get my money back if it goes up 0"). */
const ASKS_REFUND = /\brefund\w*\b|\bmoney back\b|\bmoney-back\b/i;
const REFUND_NOT_PROMISE: Refusal = {
  text: 'No — FinX doesn’t refund by results: no one can promise a score change, so there is no money-back guarantee on points (CROA, 15 U.S.C. §1679b). What you do have: within three business days of signing the contract you may cancel for any reason and get every payment back (§1679e); after that you can cancel at any time on the Subscription screen; and the credit-repair fee is charged only after each month’s work has been done.',
  sources: [law('croa-1679b'), help('faq-cancel')],
};

/** A number of points asked for after a promise was refused: none, and where FinX shows an estimate that says it is one. */
const ESTIMATE_NOT_PROMISE: Refusal = {
  text: 'I can’t give you a number of points either: it depends on everything else in your file and on the scoring model, and a number from me would be a promise in disguise (CROA, 15 U.S.C. §1679b). On the Credit File, “What would this do to my FinX Score?” shows FinX’s own what-if estimate from your report if an item were deleted or a card paid down — an estimate of the FinX Score, not a bureau score, and not a promise.',
  sources: [law('croa-1679b')],
};

/**
 * The refusal for a question in its conversation: its own, or — when it only presses on after a refusal ("come
 * on, just this once") — the same refusal again.
 */
export function refusalInContext(question: string, history: readonly { role: string; content: string }[]): Refusal | null {
  const own = refusalFor(question);
  if (own) return own;
  const previous = history.findLast((t) => t.role === 'user');
  const before = previous && refusalFor(previous.content);
  if (before?.kind === 'promise' && ASKS_REFUND.test(question)) return REFUND_NOT_PROMISE;
  if (before?.kind === 'promise' && ASKS_ESTIMATE.test(question)) return ESTIMATE_NOT_PROMISE;
  if (before?.kind === 'promise' && ASKS_ODDS.test(question)) return ODDS_NOT_PROMISE;
  if (!INSISTS.test(question)) return null;
  return before ? { text: `I understand, but my answer stays the same. ${before.text}`, sources: before.sources } : null;
}

/** 123-45-6789, 123 45 6789 (an SSN's shape, with separators). */
const SSN_LIKE = /\b\d{3}[-\s.]\d{2}[-\s.]\d{4}\b/g;
/** 8 or more digits in a row, or a card number written in groups (4111 1111 1111 1111, 3782-822463-10005); dates stay. */
const LONG_NUMBER = /\d{8,}|\b\d{4}(?:[-\s]\d{4}){2,}(?:[-\s]\d{1,4})?\b|\b\d{4}[-\s]\d{6}[-\s]\d{5}\b/g;

export const NUMBER_REMOVED = '[number removed]';

/** The text with SSN-like numbers and digit runs of 8 or more (account and card numbers) replaced. */
export function scrubQuestion(text: string): string {
  return text.replace(SSN_LIKE, NUMBER_REMOVED).replace(LONG_NUMBER, NUMBER_REMOVED);
}
