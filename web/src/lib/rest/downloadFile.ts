import { apiUrl } from '../apiHost';
import { session } from '../session/store';

/**
 * Saves a file the REST API serves to the signed-in person only: it is
 * fetched with the session's token and handed to the browser as a download
 * named filename.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const { token } = session.get();
  const response = await fetch(apiUrl(path), { headers: token ? { Authorization: `token ${token}` } : {} });
  if (!response.ok) throw new Error(`The file could not be downloaded (${response.status}).`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
