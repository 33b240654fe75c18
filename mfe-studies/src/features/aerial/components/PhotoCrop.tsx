import type { AerialPhoto, AerialPrediction } from '@groundwork/contracts';
import { Flex, Typography } from 'antd';
import { cropView } from '../model/crop-view';
import { percentOf } from '../model/land-use';

/** The crop's side in CSS pixels. */
export const CROP_SIZE = 240;

export interface PhotoCropProps {
  prediction: AerialPrediction;
  /** The photograph the prediction was read on (`photos[prediction.photo]`). */
  photo: AerialPhoto | undefined;
  /** Its presigned image (`summaryAerial.photoUrls[prediction.photo]`). */
  url: string | undefined;
}

/** Where the reading comes from: '1952 · page 3 · USDA', then the scale as printed. */
export function photoCaption(prediction: AerialPrediction, photo: AerialPhoto | undefined): string {
  return [photo?.year ?? prediction.year, `page ${prediction.page}`, photo?.source ?? 'source not printed'].join(' · ');
}

function CropImage({ prediction, photo, url }: Required<Pick<PhotoCropProps, 'prediction'>> & { photo: AerialPhoto; url: string }) {
  const view = cropView(photo, prediction.window, CROP_SIZE);
  return (
    <div
      role="img"
      aria-label={`Photo ${photo.year}, the sampled area of ${prediction.address} outlined`}
      data-testid="aerial-crop-image"
      style={{
        position: 'relative',
        width: CROP_SIZE,
        height: CROP_SIZE,
        overflow: 'hidden',
        backgroundColor: '#e5e7eb',
        backgroundImage: `url("${url}")`,
        backgroundRepeat: 'no-repeat',
        backgroundSize: `${view.imageWidth}px ${view.imageHeight}px`,
        backgroundPosition: `${view.offsetX}px ${view.offsetY}px`,
      }}
    >
      <div
        data-testid="aerial-crop-window"
        style={{
          position: 'absolute',
          left: view.outline.x,
          top: view.outline.y,
          width: view.outline.width,
          height: view.outline.height,
          border: '2px solid #facc15',
          boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.6)',
        }}
      />
    </div>
  );
}

/** The popover of a cell: the sampled window of its photograph with some context, and where it comes from. */
export function PhotoCrop({ prediction, photo, url }: PhotoCropProps) {
  return (
    <Flex vertical gap={6} data-testid="aerial-crop" style={{ width: CROP_SIZE }}>
      {photo && url ? (
        <CropImage prediction={prediction} photo={photo} url={url} />
      ) : (
        <Typography.Text type="secondary">The photo is not available.</Typography.Text>
      )}
      <Typography.Text strong>{photoCaption(prediction, photo)}</Typography.Text>
      {photo?.scale && <Typography.Text type="secondary">{`Scale ${photo.scale.text}`}</Typography.Text>}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {`offline: ${prediction.offline.label} ${percentOf(prediction.offline.confidence)}`}
        {prediction.vision && ` · vision: ${prediction.vision.label} ${percentOf(prediction.vision.confidence)}`}
      </Typography.Text>
      {prediction.vision?.reason && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {prediction.vision.reason}
        </Typography.Text>
      )}
    </Flex>
  );
}
