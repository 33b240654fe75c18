import { mayWrite } from '@groundwork/api-client';
import { type Project, VIABILITY_COMPONENT_LABELS, VIABILITY_COMPONENTS, type ViabilityDates, viabilityDatesSchema } from '@groundwork/contracts';
import { palette } from '@groundwork/design-system/base';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { type FormSchema, schemaRule } from '../sign-in/form-rules';
import { useSaveViabilityDates } from './use-project';
import {
  datesOfFields,
  fieldsOfDates,
  formatCalendarDate,
  todayInBrowser,
  type ViabilityDateFields,
  type ViabilitySummary,
  viabilitySummary,
} from './viability-summary';

/** The contracts schema of the dates, applied to the inputs' values ('' for an empty one). */
const dateFieldsSchema: FormSchema = { safeParse: (values) => viabilityDatesSchema.safeParse(datesOfFields(values as Partial<ViabilityDateFields>)) };

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

/** The four dates, each an input of its own; an emptied one clears its date. */
function ViabilityDatesDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const [form] = Form.useForm<ViabilityDateFields>();
  const save = useSaveViabilityDates(project.id);
  return (
    <Modal
      open
      title="Report viability dates"
      okText="Save dates"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ViabilityDateFields>
        form={form}
        layout="vertical"
        name="viability-dates"
        noValidate
        initialValues={fieldsOfDates(project.viabilityDates ?? {})}
        onFinish={(values) => save.mutate(datesOfFields(values), { onSuccess: onClose })}
      >
        {VIABILITY_COMPONENTS.map((component) => (
          <Form.Item key={component} name={component} label={VIABILITY_COMPONENT_LABELS[component]} rules={[schemaRule(dateFieldsSchema, component)]}>
            <Input type="date" />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

/**
 * The report's viability (ASTM E1527-21 4.6: 180 days from the earliest component date, counted
 * on the browser's today) and the dates it counts from. Writers edit the dates of an active
 * project; viewers and archived projects (which the server refuses to change) get the values only.
 */
export function ProjectViability({ project }: { project: Project }) {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const dates = project.viabilityDates ?? {};
  const canEdit = Boolean(user && mayWrite(user.role)) && !project.archivedAt;
  return (
    <section aria-label="Report viability" data-testid="project-viability">
      <Flex vertical gap={6}>
        <ViabilityNotice summary={viabilitySummary(dates, todayInBrowser())} />
        <ViabilityDateList dates={dates} />
        {canEdit && (
          <Button size="small" style={{ alignSelf: 'flex-start' }} onClick={() => setEditing(true)}>
            Edit dates
          </Button>
        )}
      </Flex>
      {editing && <ViabilityDatesDialog project={project} onClose={() => setEditing(false)} />}
    </section>
  );
}
