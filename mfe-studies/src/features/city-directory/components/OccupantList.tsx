import type { CityDirectoryEntry, CityDirectoryVacancy } from '@groundwork/contracts';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import { confidencePercent } from '../model/format';
import type { DirectoryCell } from '../model/year-table';

/** Where a listing was printed: 'Page 12: <printed line>', its address and the OCR confidence. */
export function provenanceLines(item: CityDirectoryEntry | CityDirectoryVacancy): string[] {
  const manual = 'manual' in item && item.manual === true;
  return [
    manual ? 'Typed in the table' : `Page ${item.page}: ${item.line}`,
    item.address,
    ...(item.confidence === null ? [] : [`OCR confidence ${confidencePercent(item.confidence)}`]),
  ].filter((line) => line !== '');
}

function Provenance({ item }: { item: CityDirectoryEntry | CityDirectoryVacancy }) {
  return (
    <Flex vertical>
      {provenanceLines(item).map((line) => (
        <span key={line}>{line}</span>
      ))}
    </Flex>
  );
}

/** A wrapped name's second line is indented, so two short names never read as one long one. */
const HANGING_INDENT = { paddingInlineStart: '0.75em', textIndent: '-0.75em' } as const;

function Occupant({ entry }: { entry: CityDirectoryEntry }) {
  return (
    <Flex wrap gap={4} align="center" data-testid="occupant">
      <Tooltip title={<Provenance item={entry} />}>
        <span data-entry-id={entry.id} style={HANGING_INDENT}>
          {entry.business_name}
        </span>
      </Tooltip>
      {entry.tags.map((tag) => (
        <Tooltip key={`${tag.tag}-${tag.keyword}`} title={`Keyword: ${tag.keyword}`}>
          <Tag color="volcano" style={{ marginInlineEnd: 0 }}>
            {tag.tag}
          </Tag>
        </Tooltip>
      ))}
    </Flex>
  );
}

function Vacancy({ vacancy }: { vacancy: CityDirectoryVacancy }) {
  return (
    <Tooltip title={<Provenance item={vacancy} />}>
      <Typography.Text type="secondary" italic data-testid="vacancy">
        {vacancy.marker}
      </Typography.Text>
    </Tooltip>
  );
}

/** One cell of the year table: occupants one per line with their tags, vacancies muted. */
export function OccupantList({ cell }: { cell: DirectoryCell }) {
  if (cell.entries.length === 0 && cell.vacancies.length === 0) return null;
  return (
    <Flex vertical gap={6}>
      {cell.entries.map((entry) => (
        <Occupant key={entry.id} entry={entry} />
      ))}
      {cell.vacancies.map((vacancy, index) => (
        <Vacancy key={`${vacancy.page}-${index}`} vacancy={vacancy} />
      ))}
    </Flex>
  );
}
