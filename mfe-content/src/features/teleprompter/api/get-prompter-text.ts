import { useQuery } from '@tanstack/react-query';
import type { ApiEnvelope, Copy, Message, ProjectRole, Script } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';

export type PrompterSource = { kind: 'message' | 'copy' | 'script'; id: string };

export interface PrompterText {
  title: string;
  content: string;
  /** A script's project and the caller's role on it, so its changes can be saved back (owner, editor). */
  script?: { projectId: string; role: ProjectRole; targetSeconds: number };
}

/** A script as the prompter reads it. */
export const prompterTextOf = (data: Script): PrompterText => ({
  title: data.title || 'Video script',
  content: data.content,
  script: { projectId: data.projectId, role: data.role, targetSeconds: data.targetSeconds },
});

const read = async ({ kind, id }: PrompterSource): Promise<PrompterText> => {
  if (kind === 'script') {
    const { data } = await api.get<ApiEnvelope<Script>>(`/script/${encodeURIComponent(id)}`);
    return prompterTextOf(data);
  }
  if (kind === 'message') {
    const { data } = await api.get<ApiEnvelope<Message>>(`/message/${encodeURIComponent(id)}`);
    return { title: data.title || 'Brand message', content: data.content };
  }
  const { data } = await api.get<ApiEnvelope<Copy>>(`/copy/${encodeURIComponent(id)}`);
  const hashtags = data.hashtags.length > 0 ? `\n\n${data.hashtags.join(' ')}` : '';
  return { title: data.title || 'Copy', content: data.content + hashtags };
};

const KEYS = { message: 'messages', copy: 'copies', script: 'scripts' } as const;

export const prompterTextKey = (source: PrompterSource | null) => [KEYS[source?.kind ?? 'message'], 'detail', source?.id ?? '', 'prompter'] as const;

/** The text of a message, a copy or a script opened in the prompter (`/teleprompter?message=`, `?copy=` or `?script=`). */
export function usePrompterText(source: PrompterSource | null) {
  return useQuery({
    // The same keys as the lists' detail reads, so an item already open elsewhere is not fetched again.
    queryKey: prompterTextKey(source),
    queryFn: () => read(source!),
    enabled: source !== null,
  });
}
