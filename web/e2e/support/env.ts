/** The server under test: the Go binary serving the built app and the API. */
export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:18080').replace(/\/$/, '');

/** The Mailpit instance that the server sends its e-mail to. */
export const MAILPIT_URL = (process.env.MAILPIT_URL ?? 'http://127.0.0.1:8025').replace(/\/$/, '');
