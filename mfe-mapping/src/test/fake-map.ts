import type { LatLng } from '@groundwork/contracts';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { Rings } from '../features/adjoining-properties/geo/geometry';
import type {
  CreateMapController,
  DrawKind,
  ImageryProblem,
  MapController,
  MapControllerOptions,
} from '../features/adjoining-properties/map/map-controller-types';

/** A stand-in for the ArcGIS map: records what the tab shows on it and lets a test click and draw. */
export interface FakeMap {
  create: CreateMapController;
  controller: { [K in keyof MapController]: ReturnType<typeof vi.fn> };
  /** The options the tab started the map with (undefined until it did). */
  options: () => MapControllerOptions | undefined;
  click: (point: LatLng) => void;
  pointer: (point: LatLng | null) => void;
  imageryProblem: (problem: ImageryProblem) => void;
  /** Finishes (rings) or cancels (null) the drawing the tab started; returns what it drew. */
  finishDrawing: (rings: Rings | null) => DrawKind;
}

export function createFakeMap({ fails = false }: { fails?: boolean } = {}): FakeMap {
  let options: MapControllerOptions | undefined;
  let drawing: { kind: DrawKind; resolve: (rings: Rings | null) => void } | null = null;
  const controller = {
    showProperties: vi.fn(),
    showSuggestions: vi.fn(),
    showParcel: vi.fn(),
    goTo: vi.fn(),
    drawPolygon: vi.fn(
      (kind: DrawKind) =>
        new Promise<Rings | null>((resolve) => {
          drawing = { kind, resolve };
        }),
    ),
    cancelDrawing: vi.fn(() => {
      drawing?.resolve(null);
      drawing = null;
    }),
    destroy: vi.fn(),
  };
  const mustHaveStarted = () => {
    if (!options) throw new Error('the map has not started');
    return options;
  };
  return {
    create: async (startOptions) => {
      options = startOptions;
      if (fails) throw new Error('WebGL is not available');
      return controller;
    },
    controller,
    options: () => options,
    click: (point) => act(() => mustHaveStarted().onClick(point)),
    pointer: (point) => act(() => mustHaveStarted().onPointerMove(point)),
    imageryProblem: (problem) => act(() => mustHaveStarted().onImageryProblem(problem)),
    finishDrawing: (rings) => {
      const current = drawing;
      if (!current) throw new Error('nothing is being drawn');
      drawing = null;
      act(() => current.resolve(rings));
      return current.kind;
    },
  };
}
