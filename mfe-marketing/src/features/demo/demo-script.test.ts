import shippedScript from '@demo-content/demo-script.json';
import { describe, expect, it } from 'vitest';
import { type DemoScript, parseDemoScript, parseDemoScriptText } from './demo-script';

/** content/demo-script.json, as shipped (the alias of vitest.config.ts). */
const shippedText = JSON.stringify(shippedScript);
const shipped = (): DemoScript => JSON.parse(shippedText);

/** The shipped script with one change made by `edit`. */
function edited(edit: (script: DemoScript) => void): DemoScript {
  const script = shipped();
  edit(script);
  return script;
}

const refusal = (content: unknown) => {
  try {
    parseDemoScript(content);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the script was accepted');
};

describe('the demo script (content/demo-script.json)', () => {
  it('accepts the shipped file', () => {
    expect(parseDemoScriptText(shippedText).steps.map((step) => step.title)).toEqual([
      'Property Mapping',
      'ERIS Report Processing',
      'Environmental Database Search',
      'AI Report Generation',
    ]);
  });

  it('refuses a malformed file, naming the field', () => {
    const message = refusal(
      edited((script) => {
        (script.steps[1]!.reveals[2] as { at: unknown }).at = 'sixty';
      }),
    );
    expect(message).toMatch(/^demo-script\.json is not a valid demo script:/);
    expect(message).toContain('- steps[1].reveals[2].at:');
    expect(refusal(edited((script) => Object.assign(script.figures, { directoryEntrys: 300 })))).toContain('- figures:');
    expect(refusal(edited((script) => (script.steps[0]!.title = '  ')))).toContain('- steps[0].title: must not be empty');
  });

  it('refuses text that is not JSON', () => {
    expect(() => parseDemoScriptText('{ "figures": ', 'my-script.json')).toThrow(/^my-script\.json is not valid JSON/);
  });

  it('refuses sample data that does not add up to the figures', () => {
    expect(refusal(edited((script) => (script.figures.databaseRecords = 61)))).toContain(
      '- databaseHits: records must add up to figures.databaseRecords (61; they add up to 60)',
    );
    expect(refusal(edited((script) => (script.figures.aerialPhotos = 9)))).toContain('- aerialYears: must list figures.aerialPhotos (9) years (found 8)');
    expect(refusal(edited((script) => (script.figures.aerialFirstYear = 1940)))).toContain('- aerialYears[0]: must be figures.aerialFirstYear (1940)');
    expect(refusal(edited((script) => script.reportSections.pop()))).toContain('- reportSections: must list figures.reportSections (12) sections (found 11)');
    expect(refusal(edited((script) => (script.nearestRecords[0]!.miles = 0.75)))).toContain(
      '- nearestRecords[0].miles: must be within figures.searchRadiusMiles (0.5)',
    );
  });

  it('refuses steps the scenes cannot draw', () => {
    expect(refusal(edited((script) => script.steps[0]!.reveals.pop()))).toContain(
      '- steps[0].reveals: the mapping scene draws 5 pieces: give 5 reveals (found 4)',
    );
    expect(refusal(edited((script) => script.steps.reverse()))).toContain('- steps: must be the steps mapping, processing, database, report in this order');
    expect(refusal(edited((script) => (script.steps[2]!.reveals[1]!.at = 10)))).toContain("- steps[2].reveals[1].at: must be above the previous reveal's 15");
    expect(refusal(edited((script) => (script.steps[3]!.reveals[2]!.label = '{reportChapters} sections written')))).toContain(
      '- steps[3].reveals[2].label: {reportChapters} is not a figure',
    );
  });
});
