import { useQuery } from '@tanstack/react-query';
import type { ApiEnvelope, Copy, Message } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';

export type PrompterSource = { kind: 'message' | 'copy'; id: string };

export interface PrompterText {
  title: string;
  content: string;
}

const read = async ({ kind, id }: PrompterSource): Promise<PrompterText> => {
  if (kind === 'message') {
    const { data } = await api.get<ApiEnvelope<Message>>(`/message/${encodeURIComponent(id)}`);
    return { title: data.title || 'Brand message', content: data.content };
  }
  const { data } = await api.get<ApiEnvelope<Copy>>(`/copy/${encodeURIComponent(id)}`);
  const hashtags = data.hashtags.length > 0 ? `\n\n${data.hashtags.join(' ')}` : '';
  return { title: data.title || 'Copy', content: data.content + hashtags };
};

/** The text of a message or a copy opened in the prompter (`/teleprompter?message=` or `?copy=`). */
export function usePrompterText(source: PrompterSource | null) {
  return useQuery({
    // The same keys as the lists' detail reads, so an item already open elsewhere is not fetched again.
    queryKey: [source?.kind === 'copy' ? 'copies' : 'messages', 'detail', source?.id ?? '', 'prompter'] as const,
    queryFn: () => read(source!),
    enabled: source !== null,
  });
}
