import { describe, expect, it } from 'vitest';
import { normalizeUrl, URL_MESSAGE, urlError } from './urlRule';

describe('URL rule (SPEC 5)', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['https://example.com/', 'https://example.com'],
    [' http://example.com/path ', 'http://example.com/path'],
    ['www.example.com', 'https://www.example.com'],
    ['example.com/x/', 'https://example.com/x'],
    ['example.com//', 'https://example.com'],
    ['https://example.com/a  /', 'https://example.com/a'],
  ])('accepts "%s" as %s', (value, normalized) => {
    expect(urlError(value)).toBeNull();
    expect(normalizeUrl(value)).toBe(normalized);
  });

  it('normalises once: a normalised URL stays as it is', () => {
    for (const value of ['https://example.com/a  /', 'example.com//', 'www.example.com/x /']) {
      expect(normalizeUrl(normalizeUrl(value))).toBe(normalizeUrl(value));
    }
  });

  it.each(['ftp://example.com', 'https://localhost', 'not a url', 'mailto:me@example.com', 'https://./', 'https://example./', 'https://.com'])('rejects "%s"', (value) => {
    expect(urlError(value)).toBe(URL_MESSAGE);
  });
});
