import { normalizeText } from '../fixtures';

// Entry-level scoring of a city directory extraction against a truth file.

export interface Score {
  precision: number;
  recall: number;
  f1: number;
  found: number;
  expected: number;
}

/** Precision and recall of two multisets of keys. */
export function score(got: readonly string[], want: readonly string[]): Score {
  const remaining = new Map<string, number>();
  for (const key of want) remaining.set(key, (remaining.get(key) ?? 0) + 1);
  let hits = 0;
  for (const key of got) {
    const left = remaining.get(key) ?? 0;
    if (left > 0) {
      hits += 1;
      remaining.set(key, left - 1);
    }
  }
  const precision = got.length === 0 ? (want.length === 0 ? 1 : 0) : hits / got.length;
  const recall = want.length === 0 ? 1 : hits / want.length;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, found: got.length, expected: want.length };
}

interface EntryLike {
  year: number | null;
  direction: string | null;
  business_name: string;
  phone: string | null;
}

interface VacancyLike {
  year: number | null;
  direction: string | null;
  marker: string;
}

export const entryKey = (entry: EntryLike) => `${entry.year}|${entry.direction}|${normalizeText(entry.business_name)}|${entry.phone}`;
export const vacancyKey = (vacancy: VacancyLike) => `${vacancy.year}|${vacancy.direction}|${vacancy.marker}`;

export interface CityDirectoryScore {
  entries: Score;
  vacancies: Score;
  /** Truth entries the result missed and result entries the truth lacks, by key (for reading a failure). */
  missed: string[];
  extra: string[];
}

/** Scores `result` (an extraction's parsedEntries and vacancies) against `truth` (a truth file's). */
export function scoreCityDirectory(
  result: { parsedEntries: readonly EntryLike[]; vacancies: readonly VacancyLike[] },
  truth: { entries: readonly EntryLike[]; vacancies: readonly VacancyLike[] },
): CityDirectoryScore {
  const got = result.parsedEntries.map(entryKey);
  const want = truth.entries.map(entryKey);
  return {
    entries: score(got, want),
    vacancies: score(result.vacancies.map(vacancyKey), truth.vacancies.map(vacancyKey)),
    missed: difference(want, got),
    extra: difference(got, want),
  };
}

/** The keys of `from` left over once each key of `minus` has cancelled one. */
function difference(from: readonly string[], minus: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const key of minus) counts.set(key, (counts.get(key) ?? 0) + 1);
  return from.filter((key) => {
    const left = counts.get(key) ?? 0;
    if (left === 0) return true;
    counts.set(key, left - 1);
    return false;
  });
}
