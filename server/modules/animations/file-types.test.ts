import { describe, expect, it } from 'vitest';
import { byteRange } from './file-serving';
import { allowedExtension, hasSignature, storedExtension } from './file-types';

const bytes = (...values: (number | string)[]) => Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe('upload extensions', () => {
  it('allows jpg, jpeg and png pictures and pag, mp4 and zip resources, in any case', () => {
    expect(['a.jpg', 'a.JPEG', 'a.png'].map((name) => allowedExtension('picture', name))).toEqual(['jpg', 'jpeg', 'png']);
    expect(['a.pag', 'a.Mp4', 'a.zip'].map((name) => allowedExtension('resource', name))).toEqual(['pag', 'mp4', 'zip']);
  });

  it('refuses other types, a type of the other kind, no extension and dot files', () => {
    expect(allowedExtension('picture', 'a.gif')).toBeNull();
    expect(allowedExtension('picture', 'a.mp4')).toBeNull();
    expect(allowedExtension('resource', 'a.png')).toBeNull();
    expect(allowedExtension('picture', 'png')).toBeNull();
    expect(allowedExtension('picture', '.png')).toBeNull();
    expect(allowedExtension('picture', 'C:\\photos\\car.png')).toBe('png');
  });
});

describe('file signatures', () => {
  it('knows each format by its first bytes', () => {
    expect(hasSignature('jpg', bytes(0xff, 0xd8, 0xff, 0xe1))).toBe(true);
    expect(hasSignature('png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
    expect(hasSignature('mp4', bytes(0, 0, 0, 0x20, 'ftypmp42'))).toBe(true);
    expect(hasSignature('zip', bytes('PK', 3, 4, 20, 0))).toBe(true);
    expect(hasSignature('pag', bytes('PAG', 1, 0x20, 0, 0, 0, 0, 0, 0))).toBe(true);
  });

  it('refuses other content under a right extension', () => {
    expect(hasSignature('jpeg', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe(false);
    expect(hasSignature('png', bytes(0x89, 'PNX', 0x0d, 0x0a, 0x1a, 0x0a))).toBe(false);
    expect(hasSignature('mp4', bytes('ftyp', 0, 0, 0, 0))).toBe(false);
    expect(hasSignature('zip', bytes('PK', 5, 6))).toBe(false); // an empty archive
    expect(hasSignature('pag', bytes('PAG', 9, 0, 0, 0, 0, 0, 0, 0))).toBe(false); // unknown version
    expect(hasSignature('pag', bytes('PAG', 1, 0))).toBe(false); // shorter than libpag's 11-byte header
    expect(hasSignature('jpg', bytes())).toBe(false);
  });

  it('serves only stored extensions', () => {
    expect(storedExtension('0123.mp4')).toBe('mp4');
    expect(storedExtension('0123.html')).toBeNull();
    expect(storedExtension('toString')).toBeNull();
  });
});

describe('byte ranges', () => {
  it('reads one range, an open end or a suffix; several ranges get the whole file', () => {
    expect(byteRange(undefined, 100)).toBeNull();
    expect(byteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=0-1,5-6', 100)).toBeNull();
  });

  it('refuses ranges outside the file (416)', () => {
    expect(byteRange('bytes=100-', 100)).toBe('invalid');
    expect(byteRange('bytes=9-3', 100)).toBe('invalid');
    expect(byteRange('bytes=-', 100)).toBe('invalid');
    expect(byteRange('bytes=-0', 100)).toBe('invalid');
  });
});
