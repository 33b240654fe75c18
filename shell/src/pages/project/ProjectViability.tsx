import { mayWrite } from '@groundwork/api-client';
import { type Project, VIABILITY_COMPONENT_LABELS, VIABILITY_COMPONENTS, type ViabilityDates } from '@groundwork/contracts';
import { palette, useDialogState } from '@groundwork/design-system/base';
import { Alert, Button, Flex, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { formatCalendarDate, todayInBrowser, type ViabilitySummary, viabilitySummary } from './viability-summary';

// Loaded when a writer first edits the dates: the form and modal are not part of the page's first load.
const ViabilityDatesDialog = lazy(() => import('./ViabilityDatesDialog').then((module) => ({ default: module.ViabilityDatesDialog })));

/** Plain text while the report is viable or its viability unknown; a warning, then an error, as it runs out. */
function ViabilityNotice({ summary }: { summary: ViabilitySummary }) {
  if (summary.status === 'expiring' || summary.status === 'expired') {
    return (
      <Alert
        type={summary.status === 'expiring' ? 'warning' : 'error'}
        showIcon
        title={summary.headline}
        description={
          <Flex vertical gap={4}>
            <span>{summary.countedFrom}</span>
            <span>{summary.advice}</span>
          </Flex>
        }
        data-testid="project-viability-alert"
      />
    );
  }
  return (
    <Flex vertical>
      <Typography.Text type={summary.status === 'unknown' ? 'secondary' : undefined} data-testid="project-viability-headline">
        {summary.headline}
      </Typography.Text>
      {summary.countedFrom && <Typography.Text type="secondary">{summary.countedFrom}</Typography.Text>}
    </Flex>
  );
}

function ViabilityDateList({ dates }: { dates: ViabilityDates }) {
  return (
    <dl style={{ margin: 0, fontSize: 12 }} data-testid="project-viability-dates">
      {VIABILITY_COMPONENTS.map((component) => (
        <Flex key={component} justify="space-between" gap={8}>
          <dt style={{ color: palette.inkMuted }}>{VIABILITY_COMPONENT_LABELS[component]}</dt>
          <dd style={{ margin: 0, whiteSpace: 'nowrap' }}>{dates[component] ? formatCalendarDate(dates[component]) : 'Not entered'}</dd>
        </Flex>
      ))}
    </dl>
  );
}

/**
 * The report's viability (ASTM E1527-21 4.6: 180 days from the earliest component date, counted
 * on the browser's today) and the dates it counts from. Writers edit the dates of an active
 * project; viewers and archived projects (which the server refuses to change) get the values only.
 */
export function ProjectViability({ project }: { project: Project }) {
  const { user } = useAuth();
  const dialog = useDialogState<true>();
  const dates = project.viabilityDates ?? {};
  const canEdit = Boolean(user && mayWrite(user.role)) && !project.archivedAt;
  return (
    <section aria-label="Report viability" data-testid="project-viability">
      <Flex vertical gap={6}>
        <ViabilityNotice summary={viabilitySummary(dates, todayInBrowser())} />
        <ViabilityDateList dates={dates} />
        {canEdit && (
          <Button size="small" style={{ alignSelf: 'flex-start' }} onClick={() => dialog.show(true)}>
            Edit dates
          </Button>
        )}
      </Flex>
      {dialog.opening && (
        <Suspense fallback={null}>
          <ViabilityDatesDialog key={dialog.opening.key} open={dialog.opening.open} project={project} onClose={dialog.hide} />
        </Suspense>
      )}
    </section>
  );
}
