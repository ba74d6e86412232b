import { Modal } from 'antd';
import { PROMPTER_KEYS } from '../hooks/use-prompter-keys';

export function PrompterHelp({ onClose }: { onClose: () => void }) {
  return (
    <Modal open title="Keyboard and clicker" footer={null} onCancel={onClose} getContainer={false}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0 }}>
        {PROMPTER_KEYS.map(([keys, what]) => (
          <div key={keys} style={{ display: 'contents' }}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd style={{ margin: 0 }}>{what}</dd>
          </div>
        ))}
      </dl>
      <p style={{ marginBottom: 0, marginTop: 16 }}>Click a word to continue from there.</p>
    </Modal>
  );
}
