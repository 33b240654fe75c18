import { Card, Typography } from 'antd';

/** The narrative written from the rows (spec 02 section 3), paragraphs as the server broke them. */
export function SoilsNarrative({ narrative }: { narrative: string }) {
  const paragraphs = narrative.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <Card size="small" title="Soils Narrative" data-testid="soils-narrative">
      {paragraphs.map((paragraph) => (
        <Typography.Paragraph key={paragraph} style={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </Typography.Paragraph>
      ))}
    </Card>
  );
}
