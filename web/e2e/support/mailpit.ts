import { escapeRegExp } from './app';
import { MAILPIT_URL } from './env';
import { pollUntil } from './poll';

interface Message {
  Text: string;
  HTML: string;
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(MAILPIT_URL + path);
  if (!response.ok) throw new Error(`Mailpit ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The path and query of the first link in a message whose path is `path`, if it has one. */
export function linkPathIn(message: Message, path: string): string | null {
  const text = `${message.Text}\n${message.HTML}`.replaceAll('&amp;', '&');
  const match = text.match(new RegExp(`https?://[^\\s"'<>]+${escapeRegExp(path)}\\?[^\\s"'<>]+`));
  if (!match) return null;
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

/**
 * Waits for an e-mail to `address` holding a link to `path` (with a query),
 * newest first, and returns the link's path and query. Opening that path on
 * the server under test keeps the journey independent of the host the e-mail names.
 */
export function waitForLinkPath(address: string, path: string, timeoutMs = 60_000): Promise<string> {
  const query = encodeURIComponent(`to:${address}`);
  return pollUntil(`an e-mail to ${address} with a ${path} link`, async () => {
    const { messages } = await getJson<{ messages: { ID: string }[] | null }>(`/api/v1/search?query=${query}`);
    for (const { ID } of messages ?? []) {
      const found = linkPathIn(await getJson<Message>(`/api/v1/message/${ID}`), path);
      if (found) return found;
    }
    return undefined;
  }, timeoutMs);
}

/** The path and query of the password-reset link e-mailed to `address`. */
export function waitForResetPath(address: string, timeoutMs = 60_000): Promise<string> {
  return waitForLinkPath(address, '/reset_password', timeoutMs);
}

/** Waits for an e-mail to `address` linking to exactly `path` (no query) and returns its subject. */
export function waitForMailLinking(address: string, path: string, timeoutMs = 60_000): Promise<string> {
  const query = encodeURIComponent(`to:${address}`);
  const link = new RegExp(`https?://[^\\s"'<>]+${escapeRegExp(path)}(?=["'<\\s]|$)`, 'm');
  return pollUntil(`an e-mail to ${address} linking to ${path}`, async () => {
    const { messages } = await getJson<{ messages: { ID: string; Subject: string }[] | null }>(`/api/v1/search?query=${query}`);
    for (const { ID, Subject } of messages ?? []) {
      const message = await getJson<Message>(`/api/v1/message/${ID}`);
      if (link.test(`${message.Text}\n${message.HTML}`)) return Subject;
    }
    return undefined;
  }, timeoutMs);
}

/**
 * Waits for an e-mail to `address` whose List-Unsubscribe header names an
 * HTTP(S) link to `path`, and returns that link's path and query with the
 * message's List-Unsubscribe-Post (RFC 8058).
 */
export function waitForUnsubscribeHeader(address: string, path: string, timeoutMs = 60_000): Promise<{ link: string; post: string }> {
  const query = encodeURIComponent(`to:${address}`);
  return pollUntil(`an e-mail to ${address} with a List-Unsubscribe link to ${path}`, async () => {
    const { messages } = await getJson<{ messages: { ID: string }[] | null }>(`/api/v1/search?query=${query}`);
    for (const { ID } of messages ?? []) {
      const { ListUnsubscribe } = await getJson<{ ListUnsubscribe: { Header: string; HeaderPost: string } }>(`/api/v1/message/${ID}`);
      const match = ListUnsubscribe.Header.match(new RegExp(`<(https?://[^>]+${escapeRegExp(path)}\\?[^>]+)>`));
      if (match) {
        const url = new URL(match[1]);
        return { link: url.pathname + url.search, post: ListUnsubscribe.HeaderPost };
      }
    }
    return undefined;
  }, timeoutMs);
}
