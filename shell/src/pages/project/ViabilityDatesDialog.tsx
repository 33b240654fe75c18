import { type Project, VIABILITY_COMPONENT_LABELS, VIABILITY_COMPONENTS, viabilityDatesSchema } from '@groundwork/contracts';
import type { FormSchema } from '@groundwork/design-system/base';
import { schemaRule } from '@groundwork/design-system/components';
import { Form, Input, Modal } from 'antd';
import { useSaveViabilityDates } from './use-project';
import { datesOfFields, fieldsOfDates, type ViabilityDateFields } from './viability-summary';

/** The contracts schema of the dates, applied to the inputs' values ('' for an empty one). */
const dateFieldsSchema: FormSchema = { safeParse: (values) => viabilityDatesSchema.safeParse(datesOfFields(values as Partial<ViabilityDateFields>)) };

/** The four dates, each an input of its own; an emptied one clears its date. */
export function ViabilityDatesDialog({ project, open, onClose }: { project: Project; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ViabilityDateFields>();
  const save = useSaveViabilityDates(project.id);
  return (
    <Modal
      open={open}
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
