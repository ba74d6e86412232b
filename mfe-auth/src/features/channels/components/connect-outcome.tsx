import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { atHandle } from './channel-format';

type Outcome = { type: 'success' | 'error'; text: string };

/**
 * The outcome taken from the address, kept for this page's life: the shell may mount the tab again when the query
 * leaves the address, and the message must survive that (a reload starts without it).
 */
let pending: Outcome | null = null;

/**
 * What the Mastodon server's sign-in came to: the API sends the browser back with `?connected=<handle>` or
 * `?error=<message>`. Shown once: the query leaves the address at once (a reload or a shared link shows nothing).
 */
export function ConnectOutcome() {
  const [params, setParams] = useSearchParams();
  const connected = params.get('connected');
  const error = params.get('error');
  if (connected !== null || error !== null) {
    const next: Outcome =
      error !== null
        ? { type: 'error', text: error || 'Mastodon did not connect. Connect again.' }
        : { type: 'success', text: `${atHandle(connected ?? '')} is connected: Brandcast can publish there.` };
    if (pending?.text !== next.text || pending.type !== next.type) pending = next;
  }
  const [outcome, setOutcome] = useState<Outcome | null>(pending);
  if (pending && outcome !== pending) setOutcome(pending);
  useEffect(() => {
    if (connected === null && error === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('connected');
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [connected, error, setParams]);
  if (!outcome) return null;
  return (
    <Alert
      type={outcome.type}
      showIcon
      closable={{ 'aria-label': 'Dismiss' }}
      onClose={() => {
        pending = null;
        setOutcome(null);
      }}
      title={outcome.text}
    />
  );
}
