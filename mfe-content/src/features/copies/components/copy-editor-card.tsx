import { Alert, Button, Card, Col, Divider, Flex, Input, Row, Select, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import {
  COPY_CONTENT_MAX_LENGTH,
  COPY_CONTENT_TOO_LONG,
  COPY_FORMAT_LABELS,
  COPY_TITLE_MAX_LENGTH,
  PLATFORM_LABELS,
  capIssue,
  composeCopyText,
  copyBody,
  hashtagsField,
  showsHashtags,
  writtenBy,
  formatDateTime,
  type Copy,
} from '@brandcast/shared';
import { getErrorMessage, toast } from '@brandcast/shared/client';
import { useCopyTransition } from '../api/transition-copy';
import { useScheduleCopy } from '../api/schedule-copy';
import { useSuggestHashtags } from '../api/suggest-hashtags';
import { useUpdateCopy } from '../api/update-copy';
import { COPY_ERRORS } from '../copy-errors';
import { MARK_PUBLISHED, markedPublished, meantFor } from '../copy-words';
import { CharacterCounter, sharedLengthIssue } from './character-counter';
import { CopyPreview } from './copy-preview';
import { CopyStatusTag } from './copy-status-tag';
import { SchedulePicker } from './schedule-picker';
import { PublishToChannels } from './publish-to-channels';
import { ShareButtons } from './share-buttons';
import { TrackedLink } from './tracked-link';

/** Below this the field shares no row with its button: a tag reads whole, not "#Northwi…". */
export const HASHTAGS_MIN_WIDTH = 260;

const withHash = (tag: string) => (tag.startsWith('#') ? tag : `#${tag}`);
const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((tag, index) => tag === b[index]);
/** Longer than any copy may be: the API would refuse it, so it says so before sending (issue 27). */
const tooLong = (content: string) => (content.length > COPY_CONTENT_MAX_LENGTH ? COPY_CONTENT_TOO_LONG : undefined);

/**
 * One copy: edit it against its platform's cap, preview it, add hashtags and a tracked link, share it,
 * mark it as published or schedule it. Edits are saved before either, so what is marked is what is on
 * screen. A viewer of the project reads, previews and shares it, and changes nothing.
 */
export function CopyEditorCard({
  copy,
  onChange,
  readOnly = false,
}: {
  copy: Copy;
  onChange: (copy: Copy) => void;
  readOnly?: boolean;
}) {
  const ids = { title: useId(), content: useId(), counter: useId(), hashtags: useId() };
  const [title, setTitle] = useState(copy.title);
  // A title that says what the copy says follows it on the server: a save that comes back with a new one
  // shows it, unless the person changed the title here themselves.
  const [titleTyped, setTitleTyped] = useState(false);
  const [savedTitle, setSavedTitle] = useState(copy.title);
  if (copy.title !== savedTitle) {
    setSavedTitle(copy.title);
    if (!titleTyped) setTitle(copy.title);
  }
  // The text without the hashtags it ends with: those live in the list below, the one place they are edited.
  const savedBody = copyBody(copy.content, copy.hashtags);
  const [content, setContent] = useState(savedBody);
  const [hashtags, setHashtags] = useState(copy.hashtags);
  const update = useUpdateCopy();
  const suggest = useSuggestHashtags();
  const transition = useCopyTransition();
  const schedule = useScheduleCopy();

  const label = PLATFORM_LABELS[copy.platform];
  const dirty = title !== copy.title || content !== savedBody || !sameTags(hashtags, copy.hashtags);
  const tagsCheck = hashtagsField.safeParse(hashtags);
  // What is shown, copied, shared and counted: the text, its link and the list's hashtags, composed once.
  const shared = composeCopyText(content, hashtags, copy.platform, copy.link?.url);
  const withTags = showsHashtags(copy.platform);
  const problem = readOnly
    ? undefined
    : !content.trim()
      ? 'Write the copy first.'
      : (tooLong(content) ??
        capIssue(content, copy.platform) ??
        (tagsCheck.success ? undefined : tagsCheck.error.issues[0]?.message) ??
        sharedLengthIssue(shared, copy.platform));

  /** Saves the edits on screen, if any. */
  const saved = async (): Promise<void> => {
    if (!dirty) return;
    onChange(await update.mutateAsync({ copyId: copy.id, input: { title, content, hashtags } }));
  };

  const fail = (fallback: string) => (error: unknown) => void toast.error(getErrorMessage(error, fallback));

  const save = () => saved().then(() => void toast.success(`${label} copy saved.`), fail(COPY_ERRORS.update));

  const publish = () =>
    saved()
      .then(() => transition.mutateAsync({ copyId: copy.id, transition: 'publish' }))
      .then((next) => {
        onChange(next);
        toast.success(markedPublished(copy.platform));
      }, fail(COPY_ERRORS.publish));

  const scheduleAt = (scheduledDate: string) =>
    saved()
      .then(() => schedule.mutateAsync({ copyId: copy.id, scheduledDate }))
      .then((next) => {
        onChange(next);
        toast.success(
          `${label} copy scheduled for ${formatDateTime(next.scheduledDate ?? scheduledDate)}: Brandcast reminds you to post it then.`,
        );
      }, fail(COPY_ERRORS.schedule));

  const unschedule = () =>
    transition.mutate(
      { copyId: copy.id, transition: 'unschedule' },
      {
        onSuccess: (next) => {
          onChange(next);
          toast.success('No longer scheduled: it is a draft again.');
        },
        onError: fail(COPY_ERRORS.unschedule),
      },
    );

  const suggestHashtags = () =>
    suggest.mutate(copy.id, {
      onSuccess: (next) => {
        onChange(next);
        setHashtags(next.hashtags);
      },
      onError: fail(COPY_ERRORS.hashtags),
    });

  const copyToClipboard = () => {
    if (!navigator.clipboard)
      return void toast.error('This browser cannot copy to the clipboard; select the text instead.');
    navigator.clipboard
      .writeText(shared)
      .then(() => toast.success('Copied to the clipboard.'), fail('Could not copy to the clipboard'));
  };

  const busy = update.isPending || transition.isPending || schedule.isPending;

  return (
    <Card
      title={`${label} · ${COPY_FORMAT_LABELS[copy.format]}`}
      extra={<CopyStatusTag copy={copy} />}
      styles={{ header: { flexWrap: 'wrap' } }}
      role="region"
      aria-label={`${label} copy`}
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={12}>
          <Space orientation="vertical" size={4} style={{ width: '100%' }}>
            <label htmlFor={ids.title}>{copy.platform === 'email' ? 'Subject' : 'Title'}</label>
            <Input
              id={ids.title}
              value={title}
              maxLength={COPY_TITLE_MAX_LENGTH}
              readOnly={readOnly}
              onChange={(event) => {
                setTitleTyped(true);
                setTitle(event.target.value);
              }}
            />
            <label htmlFor={ids.content}>Copy for {label}</label>
            <Input.TextArea
              id={ids.content}
              value={content}
              rows={6}
              readOnly={readOnly}
              status={problem ? 'error' : undefined}
              aria-describedby={ids.counter}
              aria-invalid={Boolean(problem)}
              onChange={(event) => setContent(event.target.value)}
            />
            <CharacterCounter id={ids.counter} text={content} shared={shared} platform={copy.platform} />
            {/* An email never carries hashtags: no field for them. */}
            {withTags ? (
              <>
                <label htmlFor={ids.hashtags}>Hashtags</label>
                {/* The button wraps under the field when both do not fit, so tags are never squeezed (a phone). */}
                <Flex wrap gap={8}>
                  <Select
                    id={ids.hashtags}
                    mode="tags"
                    value={hashtags}
                    tokenSeparators={[' ', ',']}
                    placeholder="#coffee #fresh"
                    notFoundContent={null}
                    suffixIcon={null}
                    disabled={readOnly}
                    onChange={(tags: string[]) =>
                      setHashtags(tags.map((tag) => withHash(tag.trim())).filter((tag) => tag !== '#'))
                    }
                    style={{ flex: `1 1 ${HASHTAGS_MIN_WIDTH}px`, minWidth: 0 }}
                  />
                  {readOnly ? null : (
                    <Button onClick={suggestHashtags} loading={suggest.isPending}>
                      Suggest hashtags (free)
                    </Button>
                  )}
                </Flex>
              </>
            ) : null}
            {withTags && !tagsCheck.success ? (
              <Typography.Text type="danger">{tagsCheck.error.issues[0]?.message}</Typography.Text>
            ) : null}
            <Typography.Text type="secondary">
              {writtenBy(copy.provider)}
              {copy.messageId ? ' from a brand message' : ''}.
            </Typography.Text>
            {copy.providerNote ? <Alert type="info" showIcon title={copy.providerNote} /> : null}
          </Space>
        </Col>
        <Col xs={24} lg={12}>
          <CopyPreview
            platform={copy.platform}
            title={title}
            content={content}
            hashtags={hashtags}
            projectName={copy.projectName}
            linkUrl={copy.link?.url}
          />
        </Col>
      </Row>
      <Divider />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          {readOnly ? null : (
            <Button type="primary" onClick={save} disabled={!dirty || Boolean(problem)} loading={update.isPending}>
              Save edits
            </Button>
          )}
          <Button onClick={copyToClipboard}>Copy to clipboard</Button>
          {!readOnly && copy.status !== 'published' ? (
            <Button onClick={publish} disabled={Boolean(problem) || busy} loading={transition.isPending}>
              {MARK_PUBLISHED[copy.status]}
            </Button>
          ) : null}
          {!readOnly && copy.status === 'scheduled' ? (
            <Button onClick={unschedule} disabled={busy}>
              Unschedule
            </Button>
          ) : null}
        </Space>
        {readOnly || copy.status === 'published' ? null : (
          <Typography.Text type="secondary">{meantFor(copy.platform)}</Typography.Text>
        )}
        {problem ? (
          <Typography.Text type="danger" role="alert">
            {problem} Saving, marking as published and scheduling wait until it is fixed.
          </Typography.Text>
        ) : null}
        {!readOnly && copy.status === 'draft' ? (
          problem ? null : (
            <SchedulePicker pending={schedule.isPending} onSchedule={(date) => void scheduleAt(date)} />
          )
        ) : null}
        <TrackedLink copy={copy} onChange={onChange} readOnly={readOnly} />
        <ShareButtons platform={copy.platform} text={shared} subject={title} linkUrl={copy.link?.url ?? null} />
        <PublishToChannels copy={copy} beforePublish={saved} readOnly={readOnly} problem={problem} />
      </Space>
    </Card>
  );
}
