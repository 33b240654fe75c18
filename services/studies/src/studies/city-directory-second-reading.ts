import {
  runExtraction,
  secondReading,
  type CityDirectoryExtraction,
  type ExtractionLimits,
  type IntakeResult,
  type PageListingReader,
  type SecondReadingListing,
} from '@groundwork/doc-processing';
import type { Logger } from '@groundwork/service-kit';
import type { CityDirectoryResult } from '@groundwork/contracts';
import type { StudyJobPayload } from '../repositories';
import { cityDirectoryResultOf } from './city-directory';
import { cityDirectoryStudyExtraction, cityDirectoryStudyStep, type StudyExtraction } from './extract-study';

export interface SecondReadingRun {
  intake: IntakeResult;
  /** The rules' extraction (nothing thrown yet when it recognised nothing: the second reader may). */
  first: CityDirectoryExtraction;
  payload: Pick<StudyJobPayload, 'properties' | 'aliases'>;
  reader: PageListingReader;
  limits: Partial<ExtractionLimits>;
  signal: AbortSignal;
  log: Logger;
  /** Called after each page read (the job's heartbeat). */
  touch: () => void;
}

export interface CityDirectoryReading {
  extraction: StudyExtraction;
  /** What the second reader added, kept beside the result so a rematch places them too. */
  listings: SecondReadingListing[];
}

/**
 * The city directory read by the rules, then, on the pages where they found little, by a second
 * reader (the LLM) whose every listing is checked against its page's text; when it added any, the
 * study runs again in the isolated runner with them. Throws the rules' NOTHING_RECOGNISED when
 * neither reading found a listing. The second reader's failures never fail the job.
 */
export async function readCityDirectoryTwice({ intake, first, payload, reader, limits, signal, log, touch }: SecondReadingRun): Promise<CityDirectoryReading> {
  const second = await secondReading(intake, first, reader, {
    properties: payload.properties,
    aliases: payload.aliases,
    signal,
    onPage: ({ pageNumber, status, kept, dropped, error, ms }) => {
      touch();
      log.info({ page: pageNumber, status, kept, dropped: dropped.length, error, ms }, 'second reading page');
    },
  });
  log.info({ reader: second.reader, pages: second.pages.length, added: second.listings.length }, 'second reading');
  if (second.listings.length === 0) return { extraction: cityDirectoryStudyExtraction(cityDirectoryResultOf(first)), listings: [] };
  const rerun = await runExtraction(
    { intakeResult: intake, study: cityDirectoryStudyStep({ properties: payload.properties, aliases: payload.aliases, extraListings: second.listings }) },
    { limits, signal },
  );
  return { extraction: cityDirectoryStudyExtraction(rerun.study as CityDirectoryResult), listings: second.listings };
}
