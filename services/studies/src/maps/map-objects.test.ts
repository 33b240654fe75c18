import { describe, expect, it } from 'vitest';
import { contentMatchesExtension, mapOriginalKey, mapPageKey, parseOriginalKey } from './map-objects';

const PROJECT = '0123456789abcdef01234567';
const MAP = '5f0c6a56-1f7e-4a8e-9d51-7c1c7e3a0b2d';
const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? Array.from(value, (char) => char.charCodeAt(0)) : [value])));

describe('map object keys', () => {
  it('parses only keys of the project made by its upload-url route', () => {
    const key = mapOriginalKey(PROJECT, MAP, 'tiff');
    expect(key).toBe(`maps/${PROJECT}/${MAP}/original.tiff`);
    expect(parseOriginalKey(PROJECT, key)).toEqual({ mapId: MAP, extension: 'tiff' });
    expect(parseOriginalKey('fedcba9876543210fedcba98', key)).toBeNull();
    expect(parseOriginalKey(PROJECT, `maps/${PROJECT}/${MAP}/pages/1.png`)).toBeNull();
    expect(parseOriginalKey(PROJECT, `maps/${PROJECT}/${MAP}/original.gif`)).toBeNull();
    expect(parseOriginalKey(PROJECT, `maps/${PROJECT}/../${MAP}/original.pdf`)).toBeNull();
    expect(mapPageKey(PROJECT, MAP, 3, 'jpg')).toBe(`maps/${PROJECT}/${MAP}/pages/3.jpg`);
  });
});

describe('contentMatchesExtension', () => {
  it("accepts the extension family's signature only", () => {
    expect(contentMatchesExtension(bytes('%PDF-1.7\n'), 'pdf')).toBe(true);
    expect(contentMatchesExtension(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a), 'png')).toBe(true);
    expect(contentMatchesExtension(bytes(0xff, 0xd8, 0xff, 0xe0), 'jpg')).toBe(true);
    expect(contentMatchesExtension(bytes(0xff, 0xd8, 0xff, 0xe1), 'jpeg')).toBe(true);
    expect(contentMatchesExtension(bytes('II*', 0), 'tif')).toBe(true);
    expect(contentMatchesExtension(bytes('MM', 0, '*'), 'tiff')).toBe(true);
    expect(contentMatchesExtension(bytes('PK', 3, 4), 'pdf')).toBe(false);
    expect(contentMatchesExtension(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a), 'jpg')).toBe(false);
    expect(contentMatchesExtension(bytes('%PDF-1.7'), 'tiff')).toBe(false);
    expect(contentMatchesExtension(new Uint8Array(), 'png')).toBe(false);
  });
});
