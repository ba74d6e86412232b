import { Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths, count, plural, type Copy, type CopyFormat, type Platform } from '@brandcast/shared';
import { statusOf, toast } from '@brandcast/shared/client';
import { useGenerateForPlatforms } from '../api/generate-copies';
import { GenerateCopiesForm, type GenerateChoice } from '../components/generate-copies-form';
import { GeneratedCopies, type GenerationFailure } from '../components/generated-copies';

/** /copies/new: copies for several platforms at once, each edited, previewed and shared on its own card. */
export default function CopyNewRoute() {
  const [params, setParams] = useSearchParams();
  const [platforms, setPlatforms] = useState<Platform[]>([]);
  const [format, setFormat] = useState<CopyFormat>('post');
  const [copies, setCopies] = useState<Copy[]>([]);
  const [failures, setFailures] = useState<GenerationFailure[]>([]);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const generate = useGenerateForPlatforms();

  // Project and message live in the URL, so links from a project or a message preselect them.
  const choice: GenerateChoice = {
    projectId: params.get('projectId') ?? undefined,
    messageId: params.get('messageId') ?? undefined,
    platforms,
    format,
  };

  const change = (changes: Partial<GenerateChoice>) => {
    if (changes.platforms) setPlatforms(changes.platforms);
    if (changes.format) setFormat(changes.format);
    if ('projectId' in changes || 'messageId' in changes) {
      const next = new URLSearchParams(params);
      for (const key of ['projectId', 'messageId'] as const) {
        if (!(key in changes)) continue;
        const value = changes[key];
        if (value) next.set(key, value);
        else next.delete(key);
      }
      setParams(next, { replace: true });
    }
  };

  const run = () => {
    if (!choice.projectId) return;
    generate.mutate(
      { projectId: choice.projectId, messageId: choice.messageId, format, platforms },
      {
        onSuccess: (results) => {
          const written = results.flatMap((result) => result.copies);
          setCopies((current) => [...written, ...current]);
          const failed = results
            .filter((result) => result.error)
            .map((result) => ({ platform: result.platform, error: result.error }));
          setFailures(failed);
          // The platforms written are done: only those that failed for a reason a retry can fix stay picked. Not
          // those the brand fields gave nothing new for (422: the fields must change first). So the form does not
          // warn, right after a success, that a next generation nobody asked for costs more than is left.
          setPlatforms(failed.filter((failure) => statusOf(failure.error) !== 422).map((failure) => failure.platform));
          if (written.length)
            toast.success(
              `${count(written.length, 'copy', 'copies')} written as ${plural(written.length, 'a draft', 'drafts')}.`,
            );
          // Keyboard and screen reader users land on what was just written.
          requestAnimationFrame(() => resultsHeading.current?.focus());
        },
      },
    );
  };

  const replace = (next: Copy) => setCopies((current) => current.map((copy) => (copy.id === next.id ? next : copy)));

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Copy generator
        </Typography.Title>
        <Link to={paths.copies}>All copies</Link>
      </Space>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 16px' }}>
        Pick a project, and a brand message if you want the copy to carry it, then the platforms to write for. Each
        platform gets its own draft, written to its length and tone.
      </Typography.Paragraph>
      <GenerateCopiesForm choice={choice} onChange={change} pending={generate.isPending} onGenerate={run} />

      {copies.length || failures.length ? (
        <GeneratedCopies
          copies={copies}
          failures={failures}
          projectId={choice.projectId}
          onChange={replace}
          headingRef={resultsHeading}
        />
      ) : null}
    </div>
  );
}
