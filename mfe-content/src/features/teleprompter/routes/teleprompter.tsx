import { Alert, Button, Card, ConfigProvider, Input, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths, type Recording, type Script } from '@brandcast/shared';
import { PageSpinner, QueryError } from '@brandcast/shared/ui';
import { prompterTextKey, prompterTextOf, usePrompterText, type PrompterSource } from '../api/get-prompter-text';
import { PrompterStage } from '../components/prompter-stage';
import { SaveTake } from '../components/save-take';
import { ScriptTools } from '../components/script-tools';
import { usePrompterSettings } from '../hooks/use-prompter-settings';
import { useRecorder, type Recording as Take } from '../hooks/use-recorder';
import { parseScript } from '../utils/script-text';
import { formatDuration, readingSeconds } from '../utils/speed';

function sourceFrom(params: URLSearchParams): PrompterSource | null {
  const script = params.get('script');
  if (script) return { kind: 'script', id: script };
  const message = params.get('message');
  if (message) return { kind: 'message', id: message };
  const copy = params.get('copy');
  return copy ? { kind: 'copy', id: copy } : null;
}

const FAILED = {
  message: 'Failed to fetch message',
  copy: 'Failed to fetch copy',
  script: 'Failed to fetch script',
} as const;
const FROM = { message: 'the message', copy: 'the copy', script: 'the script' } as const;

const PLACEHOLDER = `# Hook
Paste or write what you will say. A line starting with # names a section.

# Body
Each section can be jumped to with the keys 1 to 9.`;

/**
 * /teleprompter: a message, a copy or a script opened from its page (`?message=`, `?copy=`, `?script=`),
 * or text pasted here (kept in this tab only unless saved as a script), read on the prompter. Scripts are
 * written here from a project (and a message) at a length, or saved from the text on the page.
 */
export default function TeleprompterRoute() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const source = useMemo(() => sourceFrom(params), [params]);
  const loaded = usePrompterText(source);
  const [edited, setEdited] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const { settings, update, shortcuts, saveError } = usePrompterSettings();
  const recorder = useRecorder();
  const stageRoot = useRef<HTMLDivElement>(null);
  // A take saved over the prompter stays saved on the page, and the other way round.
  const [saved, setSaved] = useState<{ take: Take; recording: Recording } | null>(null);

  const text = edited ?? loaded.data?.content ?? '';
  const script = useMemo(() => parseScript(text), [text]);
  const words = script.words.length;

  /** A script written or saved here: shown at once, and named in the address so a reload opens it again. */
  const showScript = (saved: Script) => {
    const next: PrompterSource = { kind: 'script', id: saved.id };
    queryClient.setQueryData(prompterTextKey(next), prompterTextOf(saved));
    setEdited(null);
    setParams({ script: saved.id });
  };

  const take = recorder.recording;
  const takeCard = take ? (
    <SaveTake
      take={take}
      script={
        source?.kind === 'script' && loaded.data?.script
          ? { id: source.id, projectId: loaded.data.script.projectId }
          : null
      }
      onDiscard={recorder.discard}
      saved={saved?.take === take ? saved.recording : null}
      onSaved={(recording) => setSaved({ take, recording })}
    />
  ) : null;

  if (source && loaded.isPending) return <PageSpinner />;
  if (source && loaded.isError) {
    return <QueryError query={loaded} fallback={FAILED[source.kind]} />;
  }

  if (open) {
    return (
      <div ref={stageRoot}>
        {/* Menus and dialogs open inside the prompter, so they show in full screen too. */}
        <ConfigProvider getPopupContainer={() => stageRoot.current ?? document.body}>
          <PrompterStage
            script={script}
            settings={settings}
            update={update}
            shortcuts={shortcuts}
            recorder={recorder}
            take={takeCard}
            onClose={() => {
              recorder.stopCamera();
              setOpen(false);
            }}
          />
        </ConfigProvider>
      </div>
    );
  }

  return (
    <div style={{ maxWidth: 880 }}>
      <Typography.Title level={2}>Teleprompter</Typography.Title>
      <Typography.Paragraph type="secondary">
        Read your script on camera at a steady pace, or let the prompter follow your voice. Open a message or a copy
        here from its page, paste any text, or have a script written from a project.
      </Typography.Paragraph>
      {saveError ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Your prompter settings could not be saved; they apply in this tab."
        />
      ) : null}
      <Card
        title={loaded.data && source ? `From ${FROM[source.kind]} “${loaded.data.title}”` : 'Your text'}
        extra={
          source && source.kind !== 'script' ? (
            <Link
              to={
                source.kind === 'message'
                  ? paths.message(source.id)
                  : `${paths.copies}?copy=${encodeURIComponent(source.id)}`
              }
            >
              Open the {source.kind}
            </Link>
          ) : null
        }
      >
        <Input.TextArea
          aria-label="Text to read"
          value={text}
          onChange={(event) => setEdited(event.target.value)}
          placeholder={PLACEHOLDER}
          autoSize={{ minRows: 8, maxRows: 18 }}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {source?.kind === 'script'
            ? 'Changes you make here are for this reading until you save them below.'
            : source
              ? 'Changes you make here are for this reading only; the original is not changed.'
              : 'Pasted text stays in this tab and is not saved unless you save it as a script below.'}
        </Typography.Paragraph>
        <Space wrap align="center" size="middle">
          <Button type="primary" size="large" disabled={words === 0} onClick={() => setOpen(true)}>
            Open the prompter
          </Button>
          <Typography.Text data-testid="script-estimate">
            {words === 0
              ? 'Nothing to read yet.'
              : `${words} words · about ${formatDuration(readingSeconds(words, settings.wpm))} at ${settings.wpm} words a minute${
                  script.markers.length ? ` · ${script.markers.length} sections` : ''
                }`}
          </Typography.Text>
        </Space>
      </Card>
      {takeCard}
      <ScriptTools
        text={text}
        current={
          source?.kind === 'script' && loaded.data?.script
            ? { id: source.id, projectId: loaded.data.script.projectId, editable: loaded.data.script.role !== 'viewer' }
            : null
        }
        onScript={showScript}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        On the prompter: Space plays and pauses, ↑ ↓ change the speed, ← → the text size, Page Up and Page Down move a
        screen (as presenter clickers do), ? lists every key.
      </Typography.Paragraph>
    </div>
  );
}
