import { describe, expect, it } from 'vitest';
import { validationMessage } from './errors';

describe('validation messages ("validation: `field: message`")', () => {
  it('prefixes the field once, whether or not the message already names it', () => {
    expect(validationMessage('/speed', 'must be at most 100')).toBe('speed: must be at most 100');
    expect(validationMessage('/speed', 'speed must be at most 100')).toBe('speed: must be at most 100');
    expect(validationMessage('/speed', 'speed: must be at most 100')).toBe('speed: must be at most 100');
    expect(validationMessage('/streamers/0/anchorId', 'Streamer ID is required')).toBe('streamers.0.anchorId: Streamer ID is required');
    expect(validationMessage('', 'Invalid input')).toBe('Invalid input');
  });
});
