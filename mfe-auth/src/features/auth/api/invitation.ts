import { useEffect, useState } from 'react';
import type { InvitationPreview } from '@brandcast/shared';
import { authEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

export type InvitationState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; invitation: InvitationPreview }
  | { status: 'failed'; error: unknown };

/**
 * What an invitation's link (/register?invitation=…) invites to. The registration page mounts without React Query
 * (its area reads no cached data), so this is one request in an effect.
 */
export function useInvitation(token: string | null): InvitationState {
  const [state, setState] = useState<InvitationState>(token ? { status: 'loading' } : { status: 'none' });
  useEffect(() => {
    if (!token) return setState({ status: 'none' });
    let current = true;
    setState({ status: 'loading' });
    api.get<InvitationPreview>(`${authEndpoints.invitation}?token=${encodeURIComponent(token)}`).then(
      (invitation) => current && setState({ status: 'ready', invitation }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return state;
}
