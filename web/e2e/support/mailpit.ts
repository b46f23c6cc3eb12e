import { MAILPIT_URL } from './env';

interface Message {
  Text: string;
  HTML: string;
}

const RESET_LINK = /https?:\/\/[^\s"'<>]+\/reset_password\?[^\s"'<>]+/;

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(MAILPIT_URL + path);
  if (!response.ok) throw new Error(`Mailpit ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The path and query of a /reset_password link in a message, if it has one. */
export function resetPathIn(message: Message): string | null {
  const text = `${message.Text}\n${message.HTML}`.replaceAll('&amp;', '&');
  const match = text.match(RESET_LINK);
  if (!match) return null;
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

/**
 * Waits for an e-mail to `address` holding a password-reset link, newest first,
 * and returns the link's path and query. Opening that path on the server under
 * test keeps the journey independent of the host the e-mail names.
 */
export async function waitForResetPath(address: string, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const query = encodeURIComponent(`to:${address}`);
  while (Date.now() < deadline) {
    const { messages } = await getJson<{ messages: { ID: string }[] | null }>(`/api/v1/search?query=${query}`);
    for (const { ID } of messages ?? []) {
      const path = resetPathIn(await getJson<Message>(`/api/v1/message/${ID}`));
      if (path) return path;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`No password-reset e-mail to ${address} within ${timeoutMs} ms`);
}
