import { DeleteOutlined, FormOutlined } from '@ant-design/icons';
import { DIRECTIONS, DirectionTag, LoadingIndicator, ScrollRegion } from '@groundwork/design-system/base';
import type { Property } from '@groundwork/contracts';
import { Button, Flex, Popconfirm, Typography } from 'antd';
import { useMemo } from 'react';
import { DELETE_PROPERTY_CONFIRMATION, DELETE_SUBJECT_WARNING } from './confirmations';
import { AddressCell } from './AddressCell';

export const propertiesCountLine = (count: number) => `${count} properties identified`;

const directionRank = (property: Property) => DIRECTIONS.indexOf(property.direction);

export interface SelectedPropertiesTableProps {
  properties: readonly Property[];
  loading: boolean;
  canEdit: boolean;
  /** Ids of properties being saved or deleted. */
  busyIds: ReadonlySet<string>;
  onSaveAddress: (property: Property, address: string) => Promise<unknown>;
  onEdit: (property: Property) => void;
  onDelete: (property: Property) => void;
}

/**
 * "Selected Properties": Direction, Address (inline edit for writers), Actions (edit, delete with
 * confirmation), subject first then north, south, east, west, and the count line.
 */
export function SelectedPropertiesTable({ properties, loading, canEdit, busyIds, onSaveAddress, onEdit, onDelete }: SelectedPropertiesTableProps) {
  const rows = useMemo(() => [...properties].sort((a, b) => directionRank(a) - directionRank(b)), [properties]);
  const actions = (property: Property) => {
    if (!canEdit) return <Typography.Text type="secondary">View only</Typography.Text>;
    const busy = busyIds.has(property.id);
    const warning = property.direction === 'subject' ? DELETE_SUBJECT_WARNING : DELETE_PROPERTY_CONFIRMATION;
    return (
      <Flex gap={4}>
        <Button
          type="text"
          aria-label={`Edit property ${property.address}`}
          icon={<FormOutlined aria-hidden />}
          disabled={busy}
          onClick={() => onEdit(property)}
        />
        <Popconfirm
          title={warning.title}
          description={warning.description}
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Keep"
          onConfirm={() => onDelete(property)}
        >
          <Button type="text" danger aria-label={`Delete property ${property.address}`} icon={<DeleteOutlined aria-hidden />} loading={busy} />
        </Popconfirm>
      </Flex>
    );
  };
  const emptyRow = (
    <tr>
      <td colSpan={3} className="gw-table-empty">
        {loading ? (
          <LoadingIndicator label="Loading properties" minHeight={48} />
        ) : (
          'No properties yet: draw the subject property, then add the adjoining ones.'
        )}
      </td>
    </tr>
  );
  return (
    <Flex vertical gap={8}>
      {/* A plain table: a handful of rows needs none of antd Table's pagination, selects and virtual lists. */}
      <ScrollRegion label="Selected properties">
        <table className="gw-table" aria-busy={loading || undefined} data-testid="selected-properties">
          <thead>
            <tr>
              <th scope="col" style={{ width: 130 }}>
                Direction
              </th>
              <th scope="col">Address</th>
              <th scope="col" style={{ width: 120 }}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0
              ? emptyRow
              : rows.map((property) => (
                  <tr key={property.id} data-row-key={property.id}>
                    <td>
                      <DirectionTag direction={property.direction} />
                    </td>
                    <td>
                      <AddressCell address={property.address} editable={canEdit} onSave={(address) => onSaveAddress(property, address)} />
                    </td>
                    <td>{actions(property)}</td>
                  </tr>
                ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Typography.Text type="secondary" data-testid="properties-count">
        {propertiesCountLine(properties.length)}
      </Typography.Text>
    </Flex>
  );
}
