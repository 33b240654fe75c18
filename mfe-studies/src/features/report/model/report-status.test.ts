import { reportReadiness } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { aCompletedReport, aRunningReport } from '../test/fixtures';
import { sourceLabel, yearsLabel } from './report-copy';
import { currentReport, historyMarks, isGenerating, missingStepsMessage } from './report-status';

describe('historyMarks and currentReport', () => {
  it('marks the newest report Current and every later one Previous', () => {
    const reports = [aCompletedReport('r3'), aCompletedReport('r2'), aRunningReport('r1', { status: 'FAILED', error: 'x' })];
    expect(historyMarks(reports)).toEqual(['Current', 'Previous', 'Previous']);
    expect(currentReport(reports)?.id).toBe('r3');
  });

  it('leaves a job newer than the Current report unmarked', () => {
    const reports = [aRunningReport('r3'), aRunningReport('r2', { status: 'FAILED', error: 'x' }), aCompletedReport('r1')];
    expect(historyMarks(reports)).toEqual([null, null, 'Current']);
    expect(currentReport(reports)?.id).toBe('r1');
    expect(reports.map(isGenerating)).toEqual([true, false, false]);
  });

  it('has no Current report before one is completed', () => {
    expect(historyMarks([aRunningReport('r1')])).toEqual([null]);
    expect(currentReport([])).toBeNull();
  });
});

describe('missingStepsMessage', () => {
  it('names the steps still to do, in the checklist order', () => {
    const readiness = reportReadiness({ cityDirectory: true, aerial: false, database: false }, [{ direction: 'subject' }]);
    expect(missingStepsMessage(readiness)).toBe('Complete these steps before generating the report: Properties Identified, Aerial Review, Database Search.');
  });
});

describe('sourceLabel and yearsLabel', () => {
  it('writes study · document · p. N, without the page when unknown', () => {
    expect(sourceLabel({ study: 'Aerial Review', document: 'EDR aerials.pdf', page: 4, quote: null })).toBe('Aerial Review · EDR aerials.pdf · p. 4');
    expect(sourceLabel({ study: 'Aerial Review', document: 'EDR aerials.pdf', page: null, quote: null })).toBe('Aerial Review · EDR aerials.pdf');
  });

  it('writes a span of years with an en dash, one year alone', () => {
    expect(yearsLabel(1940, 1955)).toBe('1940–1955');
    expect(yearsLabel(1962, 1962)).toBe('1962');
  });
});
