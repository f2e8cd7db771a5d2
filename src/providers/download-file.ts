import { httpClient } from './http-client.ts';

/** Downloads a file of our API through the axios client (so the bearer token goes with it) and saves it as `fileName`. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const { data } = await httpClient.get<Blob>(path, { responseType: 'blob' });
  const href = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => { URL.revokeObjectURL(href); }, 1000);
}

/** Posts `body` to a route of our API that answers a file (an export of a selection) and saves it as `fileName`. */
export async function downloadPostedFile(path: string, body: unknown, fileName: string, headers: Record<string, string> = {}): Promise<void> {
  const { data } = await httpClient.post<Blob>(path, body, { responseType: 'blob', headers });
  const href = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => { URL.revokeObjectURL(href); }, 1000);
}
