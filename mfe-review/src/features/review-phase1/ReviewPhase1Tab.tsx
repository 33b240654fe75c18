import { SectionHeading } from '@groundwork/design-system';

/** Exposed as `mfe_review/ReviewPhase1Tab`; the shell renders it on /projects/:projectId?tab=review-phase1. */
export default function ReviewPhase1Tab() {
  return <SectionHeading title="Review Phase 1" align="start" level={2} />;
}
