import { describe, expect, it } from 'vitest';
import { ANIMATION_MESSAGES, UPLOAD_RULES } from '../../../streams/contracts/animations';
import { acceptOf, fileExtension, formatBytes, uploadRefusal } from './upload-rules';

const MB = 1024 * 1024;
const file = (name: string, size = 1_000) => ({ name, size });

describe('uploadRefusal (upload limits, with the contract’s messages)', () => {
  it('accepts one jpg, jpeg or png picture up to 10 MB, whatever the case of its extension', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.Png']) expect(uploadRefusal('picture', [file(name)]), name).toBeNull();
    expect(uploadRefusal('picture', [file('big.png', 10 * MB)])).toBeNull();
  });

  it('refuses other pictures: the type, then the size', () => {
    expect(uploadRefusal('picture', [file('a.gif')])).toBe(ANIMATION_MESSAGES.pictureType);
    expect(uploadRefusal('picture', [file('png')])).toBe(ANIMATION_MESSAGES.pictureType);
    expect(uploadRefusal('picture', [file('a.png.exe')])).toBe(ANIMATION_MESSAGES.pictureType);
    expect(uploadRefusal('picture', [file('a.mp4', 11 * MB)])).toBe(ANIMATION_MESSAGES.pictureType);
    expect(uploadRefusal('picture', [file('a.png', 10 * MB + 1)])).toBe(ANIMATION_MESSAGES.pictureSize);
  });

  it('accepts one pag, mp4 or zip resource up to the contract’s limit and refuses the rest', () => {
    for (const name of ['car.pag', 'car.MP4', 'car.zip']) expect(uploadRefusal('resource', [file(name)]), name).toBeNull();
    expect(uploadRefusal('resource', [file('car.mov')])).toBe(ANIMATION_MESSAGES.resourceType);
    expect(uploadRefusal('resource', [file('car.png')])).toBe(ANIMATION_MESSAGES.resourceType);
    expect(uploadRefusal('resource', [file('car.zip', UPLOAD_RULES.resource.maxBytes + 1)])).toBe(ANIMATION_MESSAGES.resourceSize);
  });

  it('takes one file at a time, and not an empty one', () => {
    expect(uploadRefusal('picture', [])).toBe(ANIMATION_MESSAGES.noFile);
    expect(uploadRefusal('picture', [file('a.png'), file('b.png')])).toBe(ANIMATION_MESSAGES.oneFile);
    expect(uploadRefusal('resource', [file('a.zip', 0)])).toBe(ANIMATION_MESSAGES.noFile);
  });
});

describe('file helpers', () => {
  it('reads the extension of names and URLs', () => {
    expect(fileExtension('/files/animations/ab12.MP4?v=2')).toBe('mp4');
    expect(fileExtension('archive.tar.zip')).toBe('zip');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('/files/v1.2/noext')).toBe('');
  });

  it('builds the accept attribute from the contract', () => {
    expect(acceptOf('picture')).toBe('.jpg,.jpeg,.png');
    expect(acceptOf('resource')).toBe('.pag,.mp4,.zip');
  });

  it('formats sizes for people', () => {
    expect(formatBytes(10 * MB, 'en')).toBe('10 MB');
    expect(formatBytes(1.5 * MB, 'en')).toBe('1.5 MB');
    expect(formatBytes(2_048, 'en')).toBe('2 KB');
    expect(formatBytes(300, 'en')).toBe('300 B');
  });
});
