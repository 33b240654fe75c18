import { z } from 'zod';

/** A GeoJSON geometry as the parcel service returns it (kept loose: only the type is checked). */
export const geoJsonGeometrySchema = z.looseObject({
  type: z.string(),
  coordinates: z.unknown(),
});

/**
 * Parcel information shown when hovering the map. Fields the parcel source lacks are null;
 * `area` is in acres.
 */
export const parcelInfoSchema = z.object({
  owner: z.string().nullable(),
  address: z.string().nullable(),
  apn: z.string().nullable(),
  landUse: z.string().nullable(),
  area: z.number().nullable(),
  county: z.string().nullable(),
  state: z.string().nullable(),
  geometry: geoJsonGeometrySchema.nullable(),
});
export type ParcelInfo = z.infer<typeof parcelInfoSchema>;

/** `GET /api/parcels/at-point?lat=&lng=`: parcel fields, or a message meaning "no parcel here". */
export const parcelLookupResultSchema = z.union([parcelInfoSchema, z.object({ message: z.string() })]);
export type ParcelLookupResult = z.infer<typeof parcelLookupResultSchema>;

/** `GET /api/parcels/at-point` query. */
export const parcelAtPointQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});
export type ParcelAtPointQuery = z.infer<typeof parcelAtPointQuerySchema>;

/**
 * `GET /api/config/maps`: the parcel tile key (empty when none is configured, so no overlay) and,
 * beyond the spec, an ArcGIS key when one is configured (imagery and the World Geocoder need it)
 * and the parcel tile URL template (`{z}/{x}/{y}`, the browser appends `?token=<regridApiKey>`),
 * so no tile host is written into the browser code.
 */
export const mapsConfigSchema = z.object({
  regridApiKey: z.string(),
  arcgisApiKey: z.string().optional(),
  parcelTilesUrl: z
    .string()
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), {
      message: 'The parcel tile URL must contain {z}, {x} and {y}',
    })
    .optional(),
});
export type MapsConfig = z.infer<typeof mapsConfigSchema>;
