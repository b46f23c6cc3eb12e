import Papa from 'papaparse';

// The addresses of an invite form: pasted as a list, or read from a CSV
// file's e-mail column. Whether each is a valid address is the server's call
// (it names the rejected ones and why); here they are only picked out.

/** "Ann Lee <ann@example.com>" as mail programs copy it: the address inside the brackets. */
const BRACKETED = /<([^<>]*)>/;

/** Addresses compared without case, as the server does; the first spelling is kept. */
function unique(addresses: string[]): string[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The addresses of a pasted list, one per line or separated by commas, semicolons or tabs; each once. */
export function splitAddresses(text: string): string[] {
  const parts = text
    .split(/[\r\n,;\t]+/)
    .map((part) => (BRACKETED.exec(part)?.[1] ?? part).trim())
    .filter(Boolean);
  return unique(parts);
}

/** A header cell naming an e-mail column: "email", "E-mail", "Email address", "Work e-mail"... */
function emailHeaderRank(cell: string): number {
  const name = cell.toLowerCase().replace(/[^a-z]/g, '');
  if (['email', 'emailaddress', 'mail', 'mailaddress'].includes(name)) return 2;
  return name.includes('email') ? 1 : 0;
}

export interface CsvAddresses {
  emails: string[];
  /** The header of the column they came from; null when the file has no header row. */
  column: string | null;
}

/**
 * The addresses in a CSV file's e-mail column: the column whose header reads
 * like "email" or "e-mail", else the first column with an "@" in it (its
 * first row counts as a header when it has none). The delimiter is detected.
 */
export function emailsFromCsv(text: string): CsvAddresses {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = data.map((row) => row.map((cell) => cell.trim()));
  if (rows.length === 0) return { emails: [], column: null };

  const cellsOf = (body: string[][], column: number) => unique(body.map((row) => row[column] ?? '').filter(Boolean));
  const header = rows[0];
  const ranks = header.map(emailHeaderRank);
  const best = Math.max(...ranks);
  if (best > 0) {
    const column = ranks.indexOf(best);
    return { emails: cellsOf(rows.slice(1), column), column: header[column] };
  }

  const width = Math.max(...rows.map((row) => row.length));
  for (let column = 0; column < width; column++) {
    if (!rows.some((row) => row[column]?.includes('@'))) continue;
    const headed = !header[column]?.includes('@');
    return { emails: cellsOf(headed ? rows.slice(1) : rows, column), column: headed ? header[column] || null : null };
  }
  return { emails: [], column: null };
}
