import { ApiError, errorMessageFromResponseError } from '@groundwork/api-client';
import { MAP_DOCUMENT_KIND_LABELS, type MapDocument, type MapDocumentKind } from '@groundwork/contracts';

/** The words of each kind's tab beyond its title and singular (contracts' MAP_DOCUMENT_KIND_LABELS). */
export const MAP_KIND_COPY: Record<MapDocumentKind, { listTitle: string; intro: string; sourceExample: string }> = {
  topography: {
    listTitle: 'Topographic Maps',
    intro: 'Historical and current topographic maps of the site, e.g. USGS quadrangles.',
    sourceExample: 'e.g. USGS',
  },
  'fire-map': {
    listTitle: 'Fire Insurance Maps',
    intro: 'Historical fire insurance maps of the site, e.g. Sanborn map sheets.',
    sourceExample: 'e.g. Sanborn Map Company',
  },
};

export const MAP_UPLOAD_COPY = {
  cardTitle: 'Upload Map',
  pickerHint: 'PDF, PNG, JPG, JPEG, TIF or TIFF, up to 100 MB',
  uploadLabel: 'Upload',
  uploadedTitle: 'Map Uploaded',
  uploadedDescription: (filename: string) => `${filename} is being prepared for viewing.`,
  uploadFallback: 'The map could not be uploaded.',
  steps: { 10: 'Preparing upload...', 30: 'Uploading file...', 60: 'Saving map details...', 100: 'Upload complete' },
} as const;

export const MAP_LIST_COPY = {
  emptyTitle: (kind: MapDocumentKind) => `No ${MAP_DOCUMENT_KIND_LABELS[kind].singular.toLowerCase()}s yet`,
  emptyWriter: 'Upload a map above to keep it with this project.',
  emptyViewer: 'Maps uploaded to this project will be listed here.',
  loadFailed: 'The maps could not be loaded.',
  deleteQuestion: 'Delete this map?',
  deleteDescription: 'The file and its pages are removed from the project.',
  deletedTitle: 'Map Deleted',
  deleteFailedTitle: 'Delete Failed',
  savedTitle: 'Map Saved',
  saveFallback: 'The map could not be saved.',
  deleteFallback: 'The map could not be deleted.',
} as const;

/** `1911 · Sanborn Map Company · sheet4.pdf`: what the viewer's title says of a map. */
export function mapCaption(map: Pick<MapDocument, 'year' | 'source' | 'filename'>): string {
  return [map.year ?? 'Undated', map.source.trim() || 'Unknown source', map.filename].join(' · ');
}

/** The upload day as the user reads dates, e.g. `Mar 3, 2026`. */
export function formatUploadedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A failed call's toast text: the server's message, else the error's own (not an HTTP answer's raw body), else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return errorMessageFromResponseError(error) ?? fallback;
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}
