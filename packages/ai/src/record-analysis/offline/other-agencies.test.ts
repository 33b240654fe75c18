import { describe, expect, it } from 'vitest';
import { isQuoteOnPage } from '../../grounding/quotes';
import { analyzeRecordDocument } from './analyze';

/**
 * Agency documents in wordings the reader was not written for (other states' programs, written
 * here from public templates): the verdict, the ids under their programs' own labels, the issuing
 * agency, and every evidence quote on its page.
 */
const LETTERS = [
  {
    name: 'a California UST case closure letter (no further action ... is required)',
    verdict: 'CONFIRMED_CLOSED',
    caseIds: ['T0600101234'],
    agency: 'California Regional Water Quality Control Board',
    text: 'CALIFORNIA REGIONAL WATER QUALITY CONTROL BOARD\nSAN FRANCISCO BAY REGION\n\nJune 14, 2017\n\nMr. John Smith\nAcme Petroleum Inc.\n\nSUBJECT: CASE CLOSURE - UNDERGROUND STORAGE TANK SITE\nAcme Station #12, 455 Oak Street, Oakland, CA\nGlobal ID: T0600101234\n\nDear Mr. Smith:\n\nThis letter confirms the completion of a site investigation and corrective action for the underground storage tank(s) formerly located at the above-described location. Thank you for your cooperation throughout this investigation. Your willingness and promptness in responding to our inquiries concerning the former underground storage tank(s) is greatly appreciated.\n\nBased on information in the above-referenced file and with the provision that the information provided to this agency was accurate and representative of site conditions, this agency finds that the site investigation and corrective action carried out at your underground storage tank site is in compliance with the requirements of subdivisions (a) and (b) of section 25299.37 of the Health and Safety Code and that no further action related to the petroleum release(s) at the site is required.\n\nThis notice is issued to you under the provisions of section 25299.37(h) of the Health and Safety Code.\n\nSincerely,\nBruce H. Wolfe\nExecutive Officer\n',
  },
  {
    name: 'a New Jersey Response Action Outcome (no further remediation is required)',
    verdict: 'CONFIRMED_CLOSED',
    caseIds: ['012345', '443322'],
    agency: 'New Jersey Department of Environmental Protection',
    text: 'NEW JERSEY DEPARTMENT OF ENVIRONMENTAL PROTECTION\nSite Remediation and Waste Management Program\n\nRESPONSE ACTION OUTCOME\n\nMarch 2, 2015\nProgram Interest No.: 012345\nCase Tracking No.: 443322\n\nThe Licensed Site Remediation Professional has issued a Response Action Outcome for the above referenced site. The remediation was conducted under the Unrestricted Use standards. This Response Action Outcome is an unrestricted use entire site RAO. No further remediation is required.\n',
  },
  {
    name: 'a Texas final concurrence with a restrictive covenant (conditional)',
    verdict: 'NOT_CONFIRMED',
    caseIds: ['112233'],
    agency: 'Texas Commission on Environmental Quality',
    text: 'Texas Commission on Environmental Quality\nRemediation Division\n\nJanuary 9, 2020\n\nRE: Final Concurrence Letter, LPST ID No. 112233, Former Quick Stop, 120 Main St, Austin TX\n\nThe TCEQ has reviewed the closure request and concurs that the leaking petroleum storage tank case meets the requirements for closure. The LPST case is closed. However, a restrictive covenant limiting groundwater use has been recorded for the property and must be maintained.\n',
  },
  {
    name: 'an Oregon recommendation for NFA with a comment period (proposed)',
    verdict: 'NOT_CONFIRMED',
    caseIds: ['4567'],
    agency: 'Oregon Department of Environmental Quality',
    text: 'Oregon Department of Environmental Quality\nNorthwest Region\n\nApril 3, 2019\n\nRe: Recommendation for No Further Action, ECSI #4567, Riverside Cleaners\n\nDEQ staff recommend that a No Further Action determination be issued for this site. A public notice and 30-day comment period will begin on April 10, 2019. A final decision will be made after the comment period closes.\n',
  },
  {
    name: 'a Washington opinion letter (No Further Action is necessary)',
    verdict: 'CONFIRMED_CLOSED',
    caseIds: ['8877', '5544'],
    agency: 'State of Washington Department of Ecology',
    text: 'STATE OF WASHINGTON DEPARTMENT OF ECOLOGY\nToxics Cleanup Program\n\nFacility Site ID: 8877, Cleanup Site ID: 5544\n\nDear Owner:\nEcology has determined that the independent remedial action performed at the site is sufficient. Ecology issues this opinion: No Further Action is necessary at the Site. This opinion is dated September 9, 2021.\n',
  },
  {
    name: 'a notice of violation whose title is the finding (open)',
    verdict: 'NOT_CONFIRMED',
    caseIds: ['0-123456'],
    agency: 'Department of Environmental Quality',
    text: 'Department of Environmental Quality\nUST Program\n\nNOTICE OF VIOLATION\nFacility ID 0-123456\nDate: May 5, 2022\n\nAn inspection on April 28, 2022 found that release detection records were not maintained. You must submit records within 30 days. Failure to comply may result in enforcement action.\n',
  },
] as const;

describe("record analysis of other agencies' letters", () => {
  it.each(LETTERS)('reads $name', ({ verdict, caseIds, agency, text }) => {
    const document = { documentId: 'letter', name: 'letter.txt', format: 'txt' as const, pages: [{ page: 1, text }] };
    const result = analyzeRecordDocument(document);
    expect(result.db_closure_verdict).toBe(verdict);
    expect(result.extracted.case_ids).toEqual(caseIds);
    expect(result.extracted.agency_names[0]).toBe(agency);
    expect(result.evidence.length).toBeGreaterThan(0);
    for (const { quote, page } of result.evidence) expect(isQuoteOnPage(document, quote, page ?? 0), quote).toBe(true);
  });
});
