import type { ParcelInfo } from '@groundwork/contracts';
import { Typography } from 'antd';

/** What the hover lookup found: a parcel, a "no parcel" message, or a failure. */
export type ParcelHover = { parcel: ParcelInfo } | { message: string };

const AREA_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Parcel fields in display order (spec 01 section 3), with how each is shown. */
export const PARCEL_FIELDS: ReadonlyArray<{ label: string; value: (parcel: ParcelInfo) => string | null }> = [
  { label: 'Owner', value: (parcel) => parcel.owner },
  { label: 'Address', value: (parcel) => parcel.address },
  { label: 'APN', value: (parcel) => parcel.apn },
  { label: 'Land use', value: (parcel) => parcel.landUse },
  { label: 'Area', value: (parcel) => (parcel.area === null ? null : `${AREA_FORMAT.format(parcel.area)} acres`) },
  { label: 'County', value: (parcel) => parcel.county },
  { label: 'State', value: (parcel) => parcel.state },
];

/** The small panel over the map showing the parcel under the pointer. */
export function ParcelInfoPanel({ hover }: { hover: ParcelHover }) {
  return (
    <div
      data-testid="parcel-info"
      role="status"
      style={{
        position: 'absolute',
        top: 12,
        right: 12,
        zIndex: 2,
        width: 260,
        padding: '10px 12px',
        background: 'rgba(255, 255, 255, 0.96)',
        borderRadius: 8,
        boxShadow: '0 4px 16px rgba(15, 23, 42, 0.18)',
        pointerEvents: 'none',
      }}
    >
      <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
        Parcel
      </Typography.Text>
      {'parcel' in hover ? (
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 10, rowGap: 2, fontSize: 12 }}>
          {PARCEL_FIELDS.map(({ label, value }) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt style={{ color: '#64748b' }}>{label}</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value(hover.parcel) ?? 'Not available'}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hover.message}
        </Typography.Text>
      )}
    </div>
  );
}
