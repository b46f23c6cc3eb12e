import { apiUrl } from '../../lib/apiHost';
import { session } from '../../lib/session/store';

/**
 * Saves an export's file under its name: the REST API serves it to the
 * signed-in requester only, so it is fetched with the session's token and
 * handed to the browser as a download.
 */
export async function downloadExport(downloadPath: string, filename: string): Promise<void> {
  const { token } = session.get();
  const response = await fetch(apiUrl(downloadPath), { headers: token ? { Authorization: `token ${token}` } : {} });
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
