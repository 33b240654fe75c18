import { DownloadOutlined, ExpandOutlined, LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import type { MapDocument, MapPage } from '@groundwork/contracts';
import { palette } from '@groundwork/design-system/base';
import { Button, Flex, Modal, Select, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { mapCaption } from '../model/map-copy';
import { zoomPercent } from '../model/zoom';
import { usePanZoom } from './use-pan-zoom';

export const VIEWER_LABELS = {
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit to window',
  zoomLevel: 'Zoom level',
  page: 'Page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  download: 'Download original',
  canvas: 'Map page: drag to pan, scroll or use + and - to zoom, 0 to fit',
} as const;

export interface MapViewerProps {
  /** The map shown; the viewer is closed without one. */
  map: MapDocument | null;
  onClose: () => void;
}

function PageSelector({ pages, index, onChange }: { pages: readonly MapPage[]; index: number; onChange: (index: number) => void }) {
  return (
    <Flex align="center" gap={4}>
      <Button icon={<LeftOutlined />} aria-label={VIEWER_LABELS.previousPage} disabled={index === 0} onClick={() => onChange(index - 1)} />
      <Select
        aria-label={VIEWER_LABELS.page}
        value={index}
        onChange={onChange}
        options={pages.map((page, position) => ({ value: position, label: `Page ${page.page} of ${pages.length}` }))}
        style={{ minWidth: 140 }}
      />
      <Button icon={<RightOutlined />} aria-label={VIEWER_LABELS.nextPage} disabled={index === pages.length - 1} onClick={() => onChange(index + 1)} />
    </Flex>
  );
}

/** One rendered page with the zoom buttons above it; remounted per page, so each page opens fitted. */
function PageCanvas({ page, alt, toolbarEnd }: { page: MapPage; alt: string; toolbarEnd: ReactNode }) {
  const { viewportRef, view, dragging, zoomIn, zoomOut, fit, handlers } = usePanZoom(page);
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex align="center" gap={4}>
          <Tooltip title={VIEWER_LABELS.zoomOut}>
            <Button icon={<ZoomOutOutlined />} aria-label={VIEWER_LABELS.zoomOut} onClick={zoomOut} />
          </Tooltip>
          <Typography.Text aria-label={VIEWER_LABELS.zoomLevel} aria-live="polite" data-testid="zoom-level" style={{ minWidth: 52, textAlign: 'center' }}>
            {zoomPercent(view)}
          </Typography.Text>
          <Tooltip title={VIEWER_LABELS.zoomIn}>
            <Button icon={<ZoomInOutlined />} aria-label={VIEWER_LABELS.zoomIn} onClick={zoomIn} />
          </Tooltip>
          <Tooltip title={VIEWER_LABELS.fit}>
            <Button icon={<ExpandOutlined />} aria-label={VIEWER_LABELS.fit} onClick={fit} />
          </Tooltip>
        </Flex>
        {toolbarEnd}
      </Flex>
      <div
        ref={viewportRef}
        // A custom keyboard widget: arrows pan, + and - zoom, 0 fits.
        role="application"
        aria-roledescription="zoomable map"
        aria-label={VIEWER_LABELS.canvas}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes the arrow and zoom keys, so it must take focus
        tabIndex={0}
        data-testid="map-canvas"
        {...handlers}
        style={{
          position: 'relative',
          overflow: 'hidden',
          height: '70vh',
          background: palette.surfaceMuted,
          cursor: dragging ? 'grabbing' : 'grab',
          touchAction: 'none',
          borderRadius: 8,
        }}
      >
        <img
          src={page.url}
          alt={alt}
          width={page.width}
          height={page.height}
          draggable={false}
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            maxWidth: 'none',
            userSelect: 'none',
            transformOrigin: '0 0',
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
          }}
        />
      </div>
    </Flex>
  );
}

function MapViewerBody({ map }: { map: MapDocument }) {
  const [index, setIndex] = useState(0);
  const page = map.pages[Math.min(index, map.pages.length - 1)];
  if (!page) return <Typography.Text type="secondary">This map has no pages to show yet.</Typography.Text>;
  const toolbarEnd = (
    <Flex align="center" gap={8} wrap>
      {map.pages.length > 1 && <PageSelector pages={map.pages} index={index} onChange={setIndex} />}
      <Button icon={<DownloadOutlined />} href={map.fileUrl} target="_blank" rel="noopener noreferrer" download={map.filename}>
        {VIEWER_LABELS.download}
      </Button>
    </Flex>
  );
  return <PageCanvas key={page.page} page={page} alt={`${mapCaption(map)}, page ${page.page} of ${map.pages.length}`} toolbarEnd={toolbarEnd} />;
}

/** A large modal with a map's rendered pages: zoom, pan, page choice and the original's download. */
export function MapViewer({ map, onClose }: MapViewerProps) {
  return (
    <Modal open={map !== null} title={map ? mapCaption(map) : undefined} footer={null} width="min(1400px, 95vw)" centered destroyOnHidden onCancel={onClose}>
      {map && <MapViewerBody key={map.id} map={map} />}
    </Modal>
  );
}
