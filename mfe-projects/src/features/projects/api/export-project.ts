import { projectEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** The project and its content as a JSON file, saved by the browser: the answer as the server sent it, envelope and all. */
export async function exportProject(projectId: string, filename: string): Promise<void> {
  const document = await api.get<unknown>(projectEndpoints.export(projectId), { wholeBody: true });
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  const link = Object.assign(window.document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}
