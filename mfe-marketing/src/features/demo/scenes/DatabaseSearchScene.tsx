import { DIRECTION_COLORS } from '@groundwork/design-system/base';
import { palette } from '@groundwork/design-system/base';
import { Columns } from '@groundwork/design-system/marketing';
import { DATABASE_HITS, DEMO_FIGURES, NEAREST_RECORDS } from '../demo-steps';
import { Reveal, SceneFrame } from './SceneFrame';

/** Sample record positions inside the search circle (centre 100,100; radius 80). */
const RECORD_DOTS: readonly (readonly [number, number])[] = [
  [70, 60],
  [130, 52],
  [150, 95],
  [120, 140],
  [62, 128],
  [95, 40],
  [160, 130],
  [40, 95],
  [85, 160],
  [138, 72],
  [54, 70],
  [110, 118],
  [150, 150],
  [75, 100],
  [118, 30],
  [45, 140],
];

/** The last piece: the records sorted by distance from the site, nearest first. */
function NearestRecords() {
  return (
    <>
      <strong style={{ display: 'block', marginTop: 12 }}>Nearest records</strong>
      <ol data-testid="demo-nearest-records" style={{ margin: '6px 0 0', padding: 0, listStyle: 'none', display: 'grid', gap: 4, fontSize: 13 }}>
        {NEAREST_RECORDS.map((record) => (
          <li key={record.site} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <span>
              {record.site} <span style={{ color: palette.inkMuted }}>({record.database})</span>
            </span>
            <strong style={{ whiteSpace: 'nowrap' }}>{record.miles} mi</strong>
          </li>
        ))}
      </ol>
    </>
  );
}

export function DatabaseSearchScene({ revealed }: { revealed: number }) {
  return (
    <SceneFrame>
      <Columns md="11fr 13fr" gap={[16, 20]} align="center">
        <div>
          <svg
            viewBox="0 0 200 200"
            role="img"
            aria-label={`Search radius of ${DEMO_FIGURES.searchRadiusMiles} miles`}
            style={{ width: '100%', maxWidth: 240, display: 'block', margin: '0 auto' }}
          >
            <rect width="200" height="200" rx="12" fill="#e3ebe7" />
            {revealed >= 1 && (
              <>
                <circle cx="100" cy="100" r="80" fill={palette.primaryTint} stroke={palette.primary} strokeWidth="2" strokeDasharray="6 4" />
                <text x="100" y="194" textAnchor="middle" fontSize="11" fill={palette.inkMuted}>
                  {DEMO_FIGURES.searchRadiusMiles} mi radius
                </text>
              </>
            )}
            {revealed >= 3 &&
              RECORD_DOTS.map(([x, y]) => <circle key={`${x}-${y}`} cx={x} cy={y} r="4" fill={palette.warning} stroke="#fff" strokeWidth="1" />)}
            <rect x="90" y="90" width="20" height="20" fill={DIRECTION_COLORS.subject} fillOpacity="0.3" stroke={DIRECTION_COLORS.subject} strokeWidth="2" />
          </svg>
        </div>
        <div>
          <Reveal shown={revealed >= 2}>
            <strong>{DEMO_FIGURES.databases} databases searched</strong>
            <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0', display: 'grid', gap: 6 }}>
              {DATABASE_HITS.map((hit) => (
                <li
                  key={hit.database}
                  style={{ display: 'flex', justifyContent: 'space-between', borderBottom: `1px solid ${palette.border}`, paddingBottom: 4 }}
                >
                  <span>{hit.database}</span>
                  <strong>{revealed >= 3 ? hit.records : '...'}</strong>
                </li>
              ))}
            </ul>
            {revealed >= 3 && <span style={{ display: 'block', marginTop: 8, color: palette.inkMuted }}>{DEMO_FIGURES.databaseRecords} records in total</span>}
          </Reveal>
          <Reveal shown={revealed >= 4}>
            <NearestRecords />
          </Reveal>
        </div>
      </Columns>
    </SceneFrame>
  );
}
