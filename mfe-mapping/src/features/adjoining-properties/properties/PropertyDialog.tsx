import { type AdjoiningDirection, API_ROUTES, type LatLng, type Property, type ReverseGeocodeResult } from '@groundwork/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { mapApi } from '../api/map-api';
import { formatCoordinates } from '../geo/geometry';
import { ADJOINING_DIRECTION_OPTIONS, addressRule, propertyRule, type PropertyFormValues } from './property-form';

/** An adjoining property placed on the map, before the user names its direction and address. */
export interface PropertyDraft {
  /** Where it is (the click, or the drawn polygon's centroid): the address is looked up here. */
  location: LatLng;
  polygonGeoJson?: string;
  /** Its direction from the subject's centroid, when there is a subject. */
  direction?: AdjoiningDirection;
}

export type PropertyDialogTarget = { kind: 'add'; draft: PropertyDraft } | { kind: 'edit'; property: Property };

export interface PropertyDialogProps {
  target: PropertyDialogTarget;
  /** False once closed: the dialog animates out and gives the focus back (useDialogState). */
  open: boolean;
  submitting: boolean;
  onSubmit: (values: { address: string; direction?: AdjoiningDirection }) => void;
  onCancel: () => void;
}

/** `GET /api/geocode/reverse` for a draft's location; the dialog falls back to the coordinates. */
function useReverseGeocode(location: LatLng | undefined) {
  return useQuery<ReverseGeocodeResult>({
    queryKey: [API_ROUTES.reverseGeocode.path, location?.lat, location?.lng],
    queryFn: () => mapApi.reverseGeocode(location!),
    enabled: location !== undefined,
  });
}

/**
 * Add or edit a property: Direction (north, south, east, west) and Address, checked with the
 * contracts' property form schema. A new property's address is pre-filled by reverse geocoding
 * its location, or with its coordinates when that fails; what the user typed is never replaced.
 */
export function PropertyDialog({ target, open, submitting, onSubmit, onCancel }: PropertyDialogProps) {
  const [form] = Form.useForm<PropertyFormValues>();
  const adding = target.kind === 'add';
  const isSubject = target.kind === 'edit' && target.property.direction === 'subject';
  const location = adding ? target.draft.location : undefined;
  const reverse = useReverseGeocode(location);

  useEffect(() => {
    if (!location || form.isFieldTouched('address')) return;
    if (reverse.data) form.setFieldValue('address', reverse.data.address);
    else if (reverse.isError) form.setFieldValue('address', formatCoordinates(location));
  }, [form, location, reverse.data, reverse.isError]);

  const initialValues: PropertyFormValues = adding
    ? { direction: target.draft.direction }
    : { address: target.property.address, ...(isSubject ? {} : { direction: target.property.direction as AdjoiningDirection }) };

  const submit = (values: PropertyFormValues) => {
    const address = (values.address ?? '').trim();
    onSubmit(isSubject ? { address } : { address, direction: values.direction });
  };

  return (
    <Modal
      open={open}
      title={adding ? 'Add Adjoining Property' : isSubject ? 'Edit Subject Property' : 'Edit Property'}
      okText={adding ? 'Add Property' : 'Save Changes'}
      okButtonProps={{ htmlType: 'submit', loading: submitting, disabled: submitting }}
      cancelButtonProps={{ disabled: submitting }}
      onCancel={onCancel}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<PropertyFormValues> form={form} layout="vertical" name="property" noValidate requiredMark={false} initialValues={initialValues} onFinish={submit}>
          {dialog}
        </Form>
      )}
    >
      {location && (
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }} data-testid="property-location">
          Location: {formatCoordinates(location)}
        </Typography.Paragraph>
      )}
      {!isSubject && (
        <Form.Item name="direction" label="Direction" rules={[propertyRule('direction')]} style={{ marginTop: 16 }}>
          <Select<AdjoiningDirection> placeholder="Choose a direction" options={[...ADJOINING_DIRECTION_OPTIONS]} />
        </Form.Item>
      )}
      <Form.Item
        name="address"
        label="Address"
        rules={[isSubject ? addressRule : propertyRule('address')]}
        extra={adding && reverse.isFetching ? 'Looking up the address…' : undefined}
        style={isSubject ? { marginTop: 16 } : undefined}
      >
        <Input placeholder="123 Main St, Springfield, IL 62701" autoComplete="off" />
      </Form.Item>
    </Modal>
  );
}
