import { Card, Typography } from 'antd';
import { useDeferredValue, useMemo } from 'react';
import type { MessageType } from '@brandcast/shared';
import { scoreMessage } from '@brandcast/shared/scoring';
import { ReaderVerdict } from './reader-verdict';
import { ScoreDashboards } from './score-dashboards';
import { ScoreParts } from './score-parts';

/**
 * The score of a text as it stands, measured in the browser with the same code the API uses (free).
 * The stored score comes from a split test; this one only previews it.
 */
export function LiveScorePreview({
  text,
  title = 'Live score preview',
  description = 'Measured in your browser as you type (free). The stored score is measured when you run a split test.',
  headingLevel = 3,
  kind,
  projectId,
}: {
  text: string;
  /** With the kind, the preview adds the reader's predicted rating (and compares with the project's brief). */
  kind?: MessageType;
  projectId?: string;
  title?: string;
  description?: string;
  headingLevel?: 3 | 4;
}) {
  // Typing stays smooth on a slow phone: the measurement follows the text a moment behind.
  const deferred = useDeferredValue(text);
  const result = useMemo(() => scoreMessage(deferred), [deferred]);
  return (
    <Card size="small" role="region" aria-label={title}>
      <Typography.Title level={headingLevel} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
      {deferred.trim() === '' ? (
        <Typography.Paragraph type="secondary">
          Write the message to see how clear, strong and memorable it is.
        </Typography.Paragraph>
      ) : (
        <>
          <ScoreDashboards numbers={result} prefix="Preview " />
          {kind ? <ReaderVerdict text={deferred} kind={kind} projectId={projectId} /> : null}
          <div style={{ marginTop: 16 }}>
            <ScoreParts parts={result.parts} headingLevel={headingLevel === 3 ? 4 : 5} />
          </div>
        </>
      )}
    </Card>
  );
}
