import { MapDocumentsTab } from '../map-documents/MapDocumentsTab';

/**
 * Exposed as `mfe_studies/FireMapTab`; the shell renders it on /projects/:projectId?tab=fire-map.
 * The project's fire insurance (Sanborn) maps: upload, list, viewer, edits (issue 20).
 */
export default function FireMapTab() {
  return <MapDocumentsTab kind="fire-map" />;
}
