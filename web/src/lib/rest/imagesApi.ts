import { rest } from './client';
import { TIMEOUTS } from './timeouts';

// The image endpoints of /api/v1 (docs/decisions.md, Images): a cover or a
// logo is PUT as a multipart form and served at the URLs the API gives.

export interface UploadedImage {
  url: string;
  smallUrl: string;
  alt: string;
}

export const imagesApi = {
  /** Sends a new file (or none: only the text changes) and its alternative text. */
  put: (path: string, file: File | null, alt: string) => {
    const form = new FormData();
    if (file) form.append('file', file);
    form.append('alt', alt);
    return rest.put<UploadedImage>(path, form, { timeoutMs: TIMEOUTS.upload });
  },
  remove: (path: string) => rest.delete<void>(path),
};

export const hackathonImagePath = (hackathonId: string, kind: 'cover' | 'logo') =>
  `/hackathons/${hackathonId}/images/${kind}`;

export const organizationLogoPath = (organizationId: string) => `/organizations/${organizationId}/images/logo`;
