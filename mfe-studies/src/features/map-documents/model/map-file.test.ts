import { MAP_MAX_BYTES } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { checkMapFile, MAP_FILE_ACCEPT, yearFromFilename } from './map-file';

describe('checkMapFile', () => {
  it('takes the six map formats in any case', () => {
    for (const name of ['a.pdf', 'a.PNG', 'a.jpg', 'a.jpeg', 'a.tif', 'a.TIFF']) expect(checkMapFile({ name, size: 10 })).toEqual({ ok: true });
    expect(MAP_FILE_ACCEPT).toBe('.pdf,.png,.jpg,.jpeg,.tif,.tiff');
  });

  it('refuses other types, files over 100 MB and empty files', () => {
    expect(checkMapFile({ name: 'map.gif', size: 10 })).toMatchObject({ ok: false, title: 'Invalid File Type' });
    expect(checkMapFile({ name: 'map', size: 10 })).toMatchObject({ ok: false, title: 'Invalid File Type' });
    expect(checkMapFile({ name: 'map.pdf', size: MAP_MAX_BYTES + 1 })).toMatchObject({ ok: false, title: 'File Too Large' });
    expect(checkMapFile({ name: 'map.pdf', size: MAP_MAX_BYTES })).toEqual({ ok: true });
    expect(checkMapFile({ name: 'map.pdf', size: 0 })).toMatchObject({ ok: false, title: 'Invalid File' });
  });
});

describe('yearFromFilename', () => {
  it('reads the first standalone four-digit year between 1700 and 2100', () => {
    expect(yearFromFilename('sanborn_1911_sheet4.pdf')).toBe(1911);
    expect(yearFromFilename('USGS-Sacramento-East-1953.tif')).toBe(1953);
    expect(yearFromFilename('scan 0042 1888.png')).toBe(1888);
    expect(yearFromFilename('2100.jpg')).toBe(2100);
  });

  it('ignores longer digit runs and years out of range', () => {
    expect(yearFromFilename('IMG_20230405.jpg')).toBeNull();
    expect(yearFromFilename('sheet-1650.pdf')).toBeNull();
    expect(yearFromFilename('map.pdf')).toBeNull();
  });
});
