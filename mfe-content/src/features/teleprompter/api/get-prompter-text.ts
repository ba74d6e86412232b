import { useQuery } from '@tanstack/react-query';
import { spokenCopyText, type Copy, type Message, type ProjectRole, type Script } from '@brandcast/shared';
import {
  copyEndpoints,
  copyKeys,
  messageEndpoints,
  messageKeys,
  scriptEndpoints,
  scriptKeys,
} from '@brandcast/shared/api';
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
    return prompterTextOf(await api.get<Script>(scriptEndpoints.one(id)));
  }
  if (kind === 'message') {
    const message = await api.get<Message>(messageEndpoints.one(id));
    return { title: message.title || 'Brand message', content: message.content };
  }
  const copy = await api.get<Copy>(copyEndpoints.one(id));
  // Read aloud, a copy has no hashtags (nor lines of them, which the prompter would take for sections).
  return { title: copy.title || 'Copy', content: spokenCopyText(copy.content, copy.hashtags) };
};

const DETAIL_KEYS = { message: messageKeys.detail, copy: copyKeys.detail, script: scriptKeys.detail } as const;

/** Under the item's own detail key. */
export const prompterTextKey = (source: PrompterSource | null) =>
  [...DETAIL_KEYS[source?.kind ?? 'message'](source?.id ?? ''), 'prompter'] as const;

/** The text of a message, a copy or a script opened in the prompter (`/teleprompter?message=`, `?copy=` or `?script=`). */
export function usePrompterText(source: PrompterSource | null) {
  return useQuery({
    // The same keys as the lists' detail reads, so an item already open elsewhere is not fetched again.
    queryKey: prompterTextKey(source),
    queryFn: () => read(source!),
    enabled: source !== null,
  });
}
