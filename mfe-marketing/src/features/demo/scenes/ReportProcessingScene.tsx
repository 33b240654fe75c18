import { FilePdfOutlined } from '@ant-design/icons';
import { DirectionTag } from '@groundwork/design-system/base';
import { palette } from '@groundwork/design-system/base';
import { Pill } from '@groundwork/design-system/marketing';
import { AERIAL_YEARS, DEMO_FIGURES, SAMPLE_DIRECTORY_ENTRIES } from '../demo-steps';
import { Reveal, SceneFrame } from './SceneFrame';

const cellStyle = { padding: '6px 8px', borderBottom: `1px solid ${palette.border}`, textAlign: 'start' } as const;

/** The sample directory entries as a small table, without antd. */
function DirectoryTable() {
  return (
    <table style={{ width: '100%', marginTop: 8, borderCollapse: 'collapse', fontSize: 14, background: palette.surface, borderRadius: 8 }}>
      <thead>
        <tr style={{ background: palette.surfaceMuted }}>
          <th style={{ ...cellStyle, width: 70 }}>Year</th>
          <th style={{ ...cellStyle, width: 100 }}>Direction</th>
          <th style={cellStyle}>Business</th>
        </tr>
      </thead>
      <tbody>
        {SAMPLE_DIRECTORY_ENTRIES.map((entry) => (
          <tr key={entry.business}>
            <td style={cellStyle}>{entry.year}</td>
            <td style={cellStyle}>
              <DirectionTag direction={entry.direction} />
            </td>
            <td style={cellStyle}>{entry.business}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ReportProcessingScene({ revealed }: { revealed: number }) {
  return (
    <SceneFrame>
      <Reveal shown={revealed >= 1}>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
          <Pill icon={<FilePdfOutlined />} style={{ padding: '4px 10px', fontSize: 13 }}>
            city-directory-report.pdf
          </Pill>
          <Pill icon={<FilePdfOutlined />} style={{ padding: '4px 10px', fontSize: 13 }}>
            aerial-photo-package.pdf
          </Pill>
          {revealed === 2 && <span style={{ color: palette.inkMuted }}>Reading pages with OCR...</span>}
        </div>
      </Reveal>
      <Reveal shown={revealed >= 3}>
        <strong>
          City directory: {DEMO_FIGURES.directoryEntries} entries across {DEMO_FIGURES.directoryYears} years
        </strong>
        <DirectoryTable />
      </Reveal>
      <Reveal shown={revealed >= 4}>
        <strong>
          Aerial photos: {DEMO_FIGURES.aerialPhotos} photos, {DEMO_FIGURES.aerialFirstYear}-{DEMO_FIGURES.aerialLastYear}
        </strong>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 8 }}>
          {AERIAL_YEARS.map((year) => (
            <span
              key={year}
              style={{
                padding: '4px 10px',
                borderRadius: 6,
                background: palette.primaryTint,
                color: palette.primaryDark,
                fontWeight: 600,
                fontSize: 13,
              }}
            >
              {year}
            </span>
          ))}
        </div>
      </Reveal>
    </SceneFrame>
  );
}
