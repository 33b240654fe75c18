import { MapDocumentsTab } from '../map-documents/MapDocumentsTab';

/**
 * Exposed as `mfe_studies/TopographyTab`; the shell renders it on /projects/:projectId?tab=topography.
 * The project's topographic maps: upload, list, viewer, edits (issue 20).
 */
export default function TopographyTab() {
  return <MapDocumentsTab kind="topography" />;
}
