import { describe, expect, it } from 'vitest';
import { sniffScreenshotType } from './screenshot-type';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('screenshot type by content', () => {
  it.each([
    ['a PNG', bytes([0x89], 'PNG\r\n\x1a\n', 'rest'), 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['a GIF87a', bytes('GIF87a...'), 'image/gif'],
    ['a GIF89a', bytes('GIF89a...'), 'image/gif'],
    ['a WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
  ])('%s is recognised', (_, content, type) => {
    expect(sniffScreenshotType(content)).toBe(type);
  });

  it.each([
    ['a text file named .png', bytes('hello, this is not a picture')],
    ['an SVG (scripts can hide in it)', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a RIFF that is a WAV', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['nothing', bytes('')],
  ])('%s is refused', (_, content) => {
    expect(sniffScreenshotType(content)).toBeNull();
  });
});
