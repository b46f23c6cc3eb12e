// Request time-outs of SPEC 9, in milliseconds.
export const TIMEOUTS = {
  login: 10_000,
  user: 5_000,
  refresh: 5_000,
  register: 8_000,
  reset: 50_000,
  /** An image upload: up to 5 MB on a slow connection. */
  upload: 60_000,
} as const;
