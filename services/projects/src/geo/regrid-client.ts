import { UpstreamFailure, getJson, messageOf, type Fetch } from './upstream';
import { regridEnvelopeSchema, type RegridFeature } from './regrid-parcel';

export const REGRID_SERVICE = 'The parcel service (Regrid)';

export interface RegridClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: Fetch;
}

/** Parcels that an area query may return for one subject: a block's worth. */
const AREA_LIMIT = 100;

/** Regrid's parcel API v2 with the server's token. */
export function createRegridClient({ baseUrl, apiKey, timeoutMs, fetch }: RegridClientOptions) {
  async function parcels(path: string, params: Record<string, string>): Promise<RegridFeature[]> {
    const url = new URL(`${baseUrl}${path}`);
    for (const [name, value] of Object.entries({ ...params, token: apiKey })) url.searchParams.set(name, value);
    const { body } = await getJson({ service: REGRID_SERVICE, url, timeoutMs, fetch });
    // Account problems come back as {"status":"error","message":...}, possibly with HTTP 200.
    if ((body as { status?: unknown } | null)?.status === 'error') {
      throw new UpstreamFailure(REGRID_SERVICE, 'refused', `${REGRID_SERVICE} refused the request: ${messageOf(body) ?? 'unknown error'}`);
    }
    const envelope = regridEnvelopeSchema.safeParse(body);
    if (!envelope.success) {
      throw new UpstreamFailure(REGRID_SERVICE, 'format', `${REGRID_SERVICE} answered without the expected parcels collection`);
    }
    return envelope.data.parcels.features;
  }

  return {
    /** The parcel at a point (Regrid bills per record: one is asked for); none outside coverage. */
    atPoint: (lat: number, lng: number) => parcels('/api/v2/parcels/point', { lat: String(lat), lon: String(lng), limit: '1' }),
    /** The parcels touching a polygon (GeoJSON geometry). */
    inArea: (geometry: object) => parcels('/api/v2/parcels/area', { geojson: JSON.stringify(geometry), limit: String(AREA_LIMIT) }),
  };
}
export type RegridClient = ReturnType<typeof createRegridClient>;
