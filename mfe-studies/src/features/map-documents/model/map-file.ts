import { MAP_DOCUMENT_MESSAGES, MAP_FILE_EXTENSIONS, MAP_MAX_BYTES, mapFileExtension } from '@groundwork/contracts';

/** The file picker's `accept`: exactly the six extensions of spec 02 section 2. */
export const MAP_FILE_ACCEPT = MAP_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export const EMPTY_FILE_MESSAGES = { title: 'Invalid File', description: 'The selected file is empty.' } as const;

export type MapFileCheck = { ok: true } | { ok: false; title: string; description: string };

/** Whether a picked file may be uploaded: one of the six formats, not empty, at most 100 MB. */
export function checkMapFile(file: { name: string; size: number }): MapFileCheck {
  if (mapFileExtension(file.name) === null) {
    return { ok: false, title: MAP_DOCUMENT_MESSAGES.invalidTypeTitle, description: MAP_DOCUMENT_MESSAGES.invalidType };
  }
  if (file.size > MAP_MAX_BYTES) return { ok: false, title: MAP_DOCUMENT_MESSAGES.tooLargeTitle, description: MAP_DOCUMENT_MESSAGES.tooLarge };
  if (file.size === 0) return { ok: false, ...EMPTY_FILE_MESSAGES };
  return { ok: true };
}

/** A year 1700-2100 written as four digits on its own in a file name (e.g. `sanborn_1911_sheet4.pdf`), else null. */
export function yearFromFilename(filename: string): number | null {
  for (const match of filename.matchAll(/(?<!\d)\d{4}(?!\d)/g)) {
    const year = Number(match[0]);
    if (year >= 1700 && year <= 2100) return year;
  }
  return null;
}
