// What counts as "the network failed" (SPEC 7.3): fetch's own failure texts,
// never an HTTP answer such as "Received status code 401".
const NETWORK_FAILURES = [
  'Failed to fetch', // Chromium
  'Network request failed', // React Native, older polyfills
  'NetworkError when attempting to fetch resource', // Firefox
  'Load failed', // Safari
];

export function isNetworkFailure(error: { message: string }): boolean {
  const { message } = error;
  if (message.includes('status code 40')) return false;
  return NETWORK_FAILURES.some((text) => message.includes(text));
}
