import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config';
import { appLink } from './app-link';

describe('a mailed link', () => {
  it.each(['https://pool.example', 'https://pool.example/', 'https://pool.example///'])(
    'from PUBLIC_URL %s has one slash before the page and its code encoded',
    (publicUrl) => {
      const config = loadConfig({ PUBLIC_URL: publicUrl });
      expect(appLink(config, '/claim', { code: 'a+b/c' })).toBe('https://pool.example/claim?code=a%2Bb%2Fc');
    },
  );

  it('a page under a path prefix keeps the prefix; a page without a query has no "?"', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://example.org/pool/' });
    expect(appLink(config, '/draft')).toBe('https://example.org/pool/draft');
  });
});
