import {
  PARCEL_HOVER_DELAY_MS,
  PARCEL_HOVER_MIN_MOVE_DEGREES,
  MAP_MESSAGES,
  type AdjoiningSuggestion,
  type LatLng,
  type Property,
} from '@groundwork/contracts';
import { Alert, Flex, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { mapApi } from '../api/map-api';
import type { Rings } from '../geo/geometry';
import { createHoverScheduler } from '../geo/hover-scheduler';
import type { ImageryProblem } from './map-controller-types';
import { MapToolbar, type MapMode } from './MapToolbar';
import { ParcelInfoPanel, type ParcelHover } from './ParcelInfoPanel';
import { parcelHoverFromError, parcelHoverFromResult } from './parcel-hover';
import { useMapController, type MapStart } from './use-map-controller';

export const MAP_HEIGHT_PX = 520;

export const IMAGERY_NOTICES: Record<ImageryProblem, { title: string; description: string }> = {
  'no-key': {
    title: 'No satellite imagery: no ArcGIS API key is configured.',
    description: 'Set ARCGIS_API_KEY on the server to see the hybrid satellite map. Drawing, clicking and the property list work without it.',
  },
  'load-failed': {
    title: MAP_MESSAGES.loadFailed('ArcGIS'),
    description: 'The satellite imagery could not be loaded. Drawing, clicking and the property list still work.',
  },
};

const MODE_HINTS: Record<Exclude<MapMode, 'idle'>, string> = {
  'add-by-click': 'Click the map where the adjoining property is.',
  'draw-subject': 'Click the map to add the corners of the subject property; double-click to finish. Esc cancels.',
  'draw-adjoining': 'Click the map to add the corners of the adjoining property; double-click to finish. Esc cancels.',
};

export interface MapPanelProps {
  /** Where and how the map starts; null while that is still being worked out. */
  start: MapStart | null;
  properties: readonly Property[];
  suggestions: readonly AdjoiningSuggestion[];
  canEdit: boolean;
  hasSubject: boolean;
  /** A save is under way. */
  busy: boolean;
  /** Notices above the map, e.g. the subject address could not be located. */
  notices?: ReactNode;
  onSubjectDrawn: (rings: Rings) => void;
  onAdjoiningDrawn: (rings: Rings) => void;
  onAddByClick: (point: LatLng) => void;
  onDeleteSubject: () => void;
}

/**
 * The satellite map with its tools: drawing the subject, adding adjoining properties by click or
 * by drawing, and the parcel under the pointer. The map itself is loaded lazily (see
 * load-map-controller.ts); this component only drives it.
 */
export function MapPanel({
  start,
  properties,
  suggestions,
  canEdit,
  hasSubject,
  busy,
  notices,
  onSubjectDrawn,
  onAdjoiningDrawn,
  onAddByClick,
  onDeleteSubject,
}: MapPanelProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<MapMode>('idle');
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const [clicks, setClicks] = useState(0);
  const [hover, setHover] = useState<ParcelHover | null>(null);
  const showParcelRef = useRef<(hover: ParcelHover | null) => void>(() => undefined);

  const scheduler = useMemo(
    () =>
      createHoverScheduler({
        delayMs: PARCEL_HOVER_DELAY_MS,
        minMoveDegrees: PARCEL_HOVER_MIN_MOVE_DEGREES,
        lookup: (point, signal) => mapApi.parcelAt(point, signal),
        onResult: (result) => showParcelRef.current(parcelHoverFromResult(result)),
        onError: (error) => showParcelRef.current(parcelHoverFromError(error)),
      }),
    [],
  );
  useEffect(() => () => scheduler.leave(), [scheduler]);

  const onClick = useCallback(
    (point: LatLng) => {
      setClicks((count) => count + 1);
      if (modeRef.current !== 'add-by-click') return;
      setMode('idle');
      onAddByClick(point);
    },
    [onAddByClick],
  );
  const onPointerMove = useCallback(
    (point: LatLng | null) => {
      if (point) {
        scheduler.move(point);
      } else {
        scheduler.leave();
        showParcelRef.current(null);
      }
    },
    [scheduler],
  );
  const { status, controller, imageryProblem } = useMapController(containerRef, start, { onClick, onPointerMove });

  useEffect(() => {
    showParcelRef.current = (next) => {
      setHover(next);
      controller?.showParcel(next && 'parcel' in next ? next.parcel : null);
    };
  }, [controller]);
  useEffect(() => controller?.showProperties(properties), [controller, properties]);
  useEffect(() => controller?.showSuggestions(suggestions), [controller, suggestions]);

  const draw = (kind: 'subject' | 'adjoining') => {
    if (!controller) return;
    setMode(kind === 'subject' ? 'draw-subject' : 'draw-adjoining');
    void controller.drawPolygon(kind).then((rings) => {
      setMode('idle');
      if (!rings) return;
      if (kind === 'subject') onSubjectDrawn(rings);
      else onAdjoiningDrawn(rings);
    });
  };
  const cancel = () => {
    if (mode === 'draw-subject' || mode === 'draw-adjoining') controller?.cancelDrawing();
    setMode('idle');
  };

  const ready = status === 'ready';
  return (
    <Flex vertical gap={12}>
      {canEdit && (
        <MapToolbar
          mode={mode}
          ready={ready}
          hasSubject={hasSubject}
          busy={busy}
          onDrawSubject={() => draw('subject')}
          onDeleteSubject={onDeleteSubject}
          onAddByClick={() => setMode('add-by-click')}
          onDrawAdjoining={() => draw('adjoining')}
          onCancel={cancel}
        />
      )}
      {notices}
      {imageryProblem && (
        <Alert
          type="warning"
          showIcon
          data-testid="imagery-notice"
          title={IMAGERY_NOTICES[imageryProblem].title}
          description={IMAGERY_NOTICES[imageryProblem].description}
        />
      )}
      {status === 'failed' && <Alert type="error" showIcon title={MAP_MESSAGES.initFailed} />}
      <div style={{ position: 'relative', height: MAP_HEIGHT_PX, borderRadius: 8, overflow: 'hidden', background: '#dfe5dc' }}>
        <div
          ref={containerRef}
          data-testid="map-view"
          data-map-status={status}
          data-map-ready={ready ? 'true' : undefined}
          data-map-mode={mode}
          data-map-clicks={clicks}
          role="application"
          aria-label="Satellite map"
          style={{ position: 'absolute', inset: 0, cursor: mode === 'idle' ? undefined : 'crosshair' }}
        />
        {status === 'loading' && (
          <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0, zIndex: 3 }}>
            <Spin size="large" description="Loading map…" />
          </Flex>
        )}
        {hover && <ParcelInfoPanel hover={hover} />}
        {mode !== 'idle' && (
          <div style={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)', zIndex: 2 }}>
            <Typography.Text
              data-testid="map-mode-hint"
              style={{ display: 'block', padding: '6px 12px', borderRadius: 6, background: 'rgba(15, 23, 42, 0.85)', color: '#fff' }}
            >
              {MODE_HINTS[mode]}
            </Typography.Text>
          </div>
        )}
      </div>
    </Flex>
  );
}
