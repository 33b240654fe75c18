import { PictureOutlined, WarningOutlined } from '@ant-design/icons';
import type { AerialPhoto } from '@groundwork/contracts';
import { Button, Flex, Popover, Tag, Typography } from 'antd';
import type { AerialCell } from '../model/aerial-table';
import { disagreementOf, isLowConfidence, LAND_USE_COLORS, LOW_CONFIDENCE_LABEL, percentOf } from '../model/land-use';
import { PhotoCrop } from './PhotoCrop';

export interface LandUseCellProps {
  cell: AerialCell | undefined;
  photo: AerialPhoto | undefined;
  photoUrl: string | undefined;
}

/** How sure the reading is: its percentage, marked when low; 'edited' once the consultant set it. */
function ConfidenceTag({ cell }: { cell: AerialCell }) {
  const { prediction } = cell;
  if (prediction.edited) return <Tag variant="outlined">edited</Tag>;
  if (!isLowConfidence(prediction)) return <Tag variant="outlined">{percentOf(prediction.confidence)}</Tag>;
  return (
    <Tag color="warning" icon={<WarningOutlined aria-label={LOW_CONFIDENCE_LABEL} role="img" />} title={LOW_CONFIDENCE_LABEL} data-testid="low-confidence">
      {percentOf(prediction.confidence)}
    </Tag>
  );
}

/**
 * A photo year's land use of a property: the label in its legend colour, the confidence, both
 * readings when they disagree, and (on hover, or focus of the photo button) the crop it was read from.
 */
export function LandUseCell({ cell, photo, photoUrl }: LandUseCellProps) {
  if (!cell) return <Typography.Text type="secondary">—</Typography.Text>;
  const { prediction } = cell;
  const disagreement = disagreementOf(prediction);
  return (
    <Popover content={<PhotoCrop prediction={prediction} photo={photo} url={photoUrl} />} trigger={['hover', 'focus']} mouseEnterDelay={0.05} placement="right">
      <Flex vertical gap={2} align="start" data-testid="land-use-cell" data-low={isLowConfidence(prediction) || undefined}>
        <Flex gap={4} align="center" wrap>
          <Tag color={LAND_USE_COLORS[prediction.label]} variant="solid" style={{ marginInlineEnd: 0 }}>
            {prediction.label}
          </Tag>
          <ConfidenceTag cell={cell} />
          <Button
            type="text"
            size="small"
            icon={<PictureOutlined />}
            aria-label={`Show the ${prediction.year} photo of ${prediction.address}`}
            // The photo button only shows the crop: it must not open the cell's editor.
            onClick={(event) => event.stopPropagation()}
            onKeyDown={(event) => event.stopPropagation()}
          />
        </Flex>
        {disagreement && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="disagreement">
            {disagreement}
          </Typography.Text>
        )}
      </Flex>
    </Popover>
  );
}
