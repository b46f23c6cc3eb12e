import { describe, expect, it } from 'vitest';
import { emailsFromCsv, splitAddresses } from './addresses';

describe('splitAddresses', () => {
  it('takes lines, commas, semicolons and tabs as separators and drops blanks', () => {
    expect(splitAddresses('ann@example.com\nbob@example.com, cy@example.com;dee@example.com\t\n\n eve@example.com ')).toEqual([
      'ann@example.com',
      'bob@example.com',
      'cy@example.com',
      'dee@example.com',
      'eve@example.com',
    ]);
  });

  it('keeps each address once, whatever its case', () => {
    expect(splitAddresses('Ann@Example.com\nann@example.com')).toEqual(['Ann@Example.com']);
  });

  it('takes the address out of "Name <address>" as mail programs copy it', () => {
    expect(splitAddresses('Ann Lee <ann@example.com>; Bob <bob@example.com>')).toEqual(['ann@example.com', 'bob@example.com']);
  });

  it('leaves malformed entries for the server to name', () => {
    expect(splitAddresses('not an address, ann@example.com')).toEqual(['not an address', 'ann@example.com']);
  });
});

describe('emailsFromCsv', () => {
  it('takes the column headed like "email"', () => {
    const csv = 'Name,E-mail,Team\nAnn Lee,ann@example.com,Red\nBob Ray,bob@example.com,Blue\n';
    expect(emailsFromCsv(csv)).toEqual({ emails: ['ann@example.com', 'bob@example.com'], column: 'E-mail' });
  });

  it('prefers an exact e-mail header over one that only mentions it', () => {
    const csv = 'email verified,Email Address\nyes,ann@example.com\n';
    expect(emailsFromCsv(csv)).toEqual({ emails: ['ann@example.com'], column: 'Email Address' });
  });

  it('takes the first column with an @ when no header names one', () => {
    const csv = 'Name,Contact,Backup\nAnn,ann@example.com,a2@example.com\nBob,bob@example.com,\n';
    expect(emailsFromCsv(csv)).toEqual({ emails: ['ann@example.com', 'bob@example.com'], column: 'Contact' });
  });

  it('reads a file without a header row', () => {
    expect(emailsFromCsv('Ann;ann@example.com\nBob;bob@example.com\n')).toEqual({
      emails: ['ann@example.com', 'bob@example.com'],
      column: null,
    });
  });

  it('handles quoted cells, a byte order mark, blank lines and duplicates', () => {
    const csv = '\uFEFF"Name","email"\r\n"Lee, Ann","ann@example.com"\r\n\r\n"Ann again","ANN@example.com"\r\n"No mail",""\r\n';
    expect(emailsFromCsv(csv)).toEqual({ emails: ['ann@example.com'], column: 'email' });
  });

  it('finds nothing in a file without addresses', () => {
    expect(emailsFromCsv('Name,Team\nAnn,Red\n')).toEqual({ emails: [], column: null });
    expect(emailsFromCsv('')).toEqual({ emails: [], column: null });
  });
});
