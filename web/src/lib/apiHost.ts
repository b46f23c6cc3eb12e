// Where the API lives (SPEC 1).
//
// Default (VITE_API_CUSTOMER unset): same origin. The Go server serves the app,
// /api/v1, /gql and /u-gql on one origin, so paths stay relative.
//
// Customer builds (VITE_API_CUSTOMER=acme): the API is on
// `${protocol}//acme-api-app.${parentHost}` where parentHost is the page's host
// with its first label removed when the host name has three or more labels and
// is not an IP address; the port is kept. So
//   https://acme.hackforge.io        -> https://acme-api-app.hackforge.io
//   https://hackathons.bank.co.za    -> https://acme-api-app.bank.co.za
//   http://localhost:5173            -> http://acme-api-app.localhost:5173
export interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function parentHost({ hostname, port }: PageLocation): string {
  const labels = hostname.split('.');
  const isIp = IPV4.test(hostname) || hostname.includes(':');
  const parent = !isIp && labels.length >= 3 ? labels.slice(1).join('.') : hostname;
  return port ? `${parent}:${port}` : parent;
}

export function apiOrigin(customer: string | undefined, location: PageLocation): string {
  if (!customer) return '';
  return `${location.protocol}//${customer}-api-app.${parentHost(location)}`;
}

/** The absolute or same-origin URL of an API path such as "/api/v1/users/me/". */
export function apiUrl(path: string): string {
  return apiOrigin(import.meta.env.VITE_API_CUSTOMER, window.location) + path;
}
