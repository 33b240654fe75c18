import type { ClosureVerdict } from '@groundwork/contracts';

/**
 * What a sentence of an agency document says of the case's closure. Read by the statements an
 * agency makes (a closure granted, the case open, a closure proposed, controls that must stay),
 * with their negations, not by one agency's template.
 */
export const CLOSURE_STATEMENTS = ['closed', 'open', 'proposed', 'conditional'] as const;
export type ClosureStatement = (typeof CLOSURE_STATEMENTS)[number];

const CLOSED =
  /\bno\s+further\s+(?:action|remedial\s+action|investigation|remediation|cleanup|corrective\s+action)\b[^.]*\b(?:is|are|will\s+be)\s+(?:required|necessary|warranted|needed)\b|\b(?:concurs?|determined|finds|found|agrees?)\s+that\s+[^.]{0,80}\bmeets\s+the\s+(?:requirements|criteria)\s+for\s+(?:case\s+)?closure\b|\bissued\s+(?:a|an|the)\s+[^.]{0,40}\bresponse\s+action\s+outcome\b|\bno\s+further\s+action\s+(?:letter|determination|status)\b[^.]*\b(?:is|has\s+been|was)\s+(?:issued|granted|approved)\b|\b(?:case|site|release)\s+(?:is|has\s+been|was)\s+(?:hereby\s+)?(?:closed|granted\s+closure)\b|\bhereby\s+(?:closed|grants?\s+(?:case\s+)?closure)\b|\b(?:case\s+)?closure\s+(?:is|has\s+been|was)\s+(?:hereby\s+)?(?:granted|approved|issued)\b|\bcertificate\s+of\s+completion\b[^.]*\b(?:is|has\s+been|was)\s+issued\b|\bissu(?:es|ed|ing)\s+(?:this\s+|a\s+)?(?:certificate\s+of\s+completion|no\s+further\s+action|closure\s+letter)\b|\bclosed\s+as\s+of\b|\b(?:is|was|has\s+been)\s+(?:hereby\s+)?closed\s+(?:on|as\s+of|effective)\b|\bstatus\b[\s:|]{0,6}closed\b/i;
const OPEN =
  /\b(?:case|site)\s+(?:remains|is\s+still|will\s+remain)\s+open\b|\bremains\s+open\b|(?<!\bno\s)\b(?:additional|further)\s+(?:investigation|assessment|remediation|monitoring|corrective\s+action|work)\s+(?:is|are|will\s+be)\s+required\b|\bdoes\s+not\s+(?:yet\s+)?meet\s+the\s+criteria\s+for\s+(?:case\s+)?closure\b|\bclosure\s+(?:is|has\s+been|was)\s+(?:denied|not\s+granted|not\s+approved)\b|\bnot\s+(?:eligible|ready)\s+for\s+closure\b|\bnotice\s+of\s+violation\b|\bcorrective\s+action\s+(?:is\s+)?required\b|\b(?:has|have)\s+not\s+been\s+closed\b|\bstatus\b[\s:|]{0,6}open\b/i;
const PROPOSED =
  /\b(?:proposed|pending)\s+(?:case\s+)?closure\b|\bintent\s+to\s+(?:close|grant\s+closure)\b|\bpublic\s+comment\s+period\b|\bclosure\s+(?:will|may)\s+be\s+(?:granted|considered|issued)\b|\brecommend(?:s|ed)?\s+(?:the\s+case\s+)?for\s+closure\b|\beligible\s+for\s+closure\s+(?:after|once|upon|following)\b|\brecommend(?:s|ed)?\s+that\s+(?:a\s+|the\s+)?(?:no\s+further\s+action|closure|case\s+closure)\b[^.]{0,60}\bbe\s+(?:issued|granted|approved)\b|\b\d+-day\s+(?:public\s+)?comment\s+period\b|\bfinal\s+(?:decision|determination)\s+will\s+be\s+made\b/i;
/** A title that is itself the agency's finding that the case is open (an enforcement notice). */
const OPEN_TITLE = /\bnotice\s+of\s+(?:violation|non-?compliance)\b|\bviolation\s+notice\b/i;
/** Controls left in place that a closure depends on (AULs), not a one-time task like destroying wells. */
const CONDITIONS =
  /\b(?:environmental|restrictive)\s+covenant\b|\bdeed\s+(?:restriction|notice)\b|\bland\s+use\s+(?:restriction|limitation|covenant|control)s?\b|\binstitutional\s+controls?\b|\bengineering\s+controls?\b|\bactivity\s+and\s+use\s+limitations?\b|\b(?:cap|cover)\s+(?:must|shall)\s+be\s+maintained\b|\bmaintenance\s+of\s+the\s+(?:asphalt|concrete|engineered)\s+(?:cap|cover)\b|\bsoil\s+management\s+plan\b|\bgroundwater\s+use\s+(?:is\s+)?(?:prohibited|restricted)\b|\brestricted\s+to\s+(?:commercial|industrial)\b|\bconditional\s+(?:closure|no\s+further\s+action)\b/i;
/** Hypotheticals and reopeners ("may be reopened if...", "If new information indicates...") state nothing of this case. */
const HYPOTHETICAL = /^\s*if\b|\bmay\s+(?:be\s+)?(?:reopen|require)|\bcould\s+be\s+reopened\b|\bonce\s+the\s+extent\b|\bin\s+the\s+future\b/i;

/** What a heading says of closure: only an enforcement notice's title counts ('RE: NO FURTHER ACTION' names a subject, it grants nothing). */
export function headingStatements(heading: string): ClosureStatement[] {
  return OPEN_TITLE.test(heading) ? ['open'] : [];
}

/** The closure statements of one sentence. */
export function closureStatements(sentence: string): ClosureStatement[] {
  if (HYPOTHETICAL.test(sentence)) return [];
  const statements: ClosureStatement[] = [];
  if (OPEN.test(sentence)) statements.push('open');
  if (PROPOSED.test(sentence)) statements.push('proposed');
  if (CLOSED.test(sentence) && !statements.includes('open') && !statements.includes('proposed')) statements.push('closed');
  if (CONDITIONS.test(sentence) && !/\b(?:no|without|not\s+subject\s+to)\b[^.]{0,40}\b(?:covenant|restriction|limitation|control)/i.test(sentence))
    statements.push('conditional');
  return statements;
}

/**
 * The verdict of a document's statements: closed without conditions -> CONFIRMED_CLOSED; open, a
 * closure only proposed, or a closure that depends on controls -> NOT_CONFIRMED; nothing said of
 * closure -> INCONCLUSIVE. An open statement outweighs a closure mentioned in passing.
 */
export function verdictOf(statements: readonly ClosureStatement[]): ClosureVerdict {
  if (statements.includes('open') || statements.includes('proposed')) return 'NOT_CONFIRMED';
  if (statements.includes('closed')) return statements.includes('conditional') ? 'NOT_CONFIRMED' : 'CONFIRMED_CLOSED';
  return 'INCONCLUSIVE';
}
