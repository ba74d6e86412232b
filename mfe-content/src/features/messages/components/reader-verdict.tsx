import { Typography } from 'antd';
import { useMemo } from 'react';
import type { MessageType } from '@brandcast/shared';
import { readerScore } from '@brandcast/shared/scoring';
import { useProjectBrief } from '../api/get-project-brief';

/** What a rating means, in the words of the blind reading's scale (WRITING-EVAL.md). */
export function verdictOf(score: number): string {
  if (score >= 8) return 'good: publishable as is';
  if (score >= 6) return 'usable with light edits';
  if (score >= 4) return 'generic or clumsy: worth a rewrite';
  return 'a reader would stop here: rewrite it';
}

/**
 * The rating a demanding reader would give the line (1-10), predicted by the score fitted on blind ratings, and the
 * three things that moved it most. It compares the line with the project's brief: words lifted whole read as copied.
 */
export function ReaderVerdict({ text, kind, projectId }: { text: string; kind: MessageType; projectId?: string }) {
  const brief = useProjectBrief(projectId);
  const details = brief.data?.details;
  const result = useMemo(
    () =>
      readerScore(text, {
        kind,
        facts: details ? Object.values(details).filter((v) => v.trim() !== '') : [],
        brandName: details?.businessName ?? '',
      }),
    [text, kind, details],
  );
  const parts = result.parts.filter((p) => Math.abs(p.effect) >= 0.1).slice(0, 3);
  return (
    <section aria-label="How a reader would rate it" style={{ marginTop: 16 }}>
      <Typography.Text strong>
        {`Reader's rating: about ${result.score.toFixed(1)} of 10, ${verdictOf(result.score)}.`}
      </Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        Predicted from creative directors’ blind ratings of taglines and copy
        {details ? ', comparing the line with this project’s brief' : ''}. What moved it most:
      </Typography.Paragraph>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {parts.map((p) => (
          <li key={p.name}>
            <Typography.Text>{`${p.name} (${p.effect > 0 ? '+' : '−'}${Math.abs(p.effect).toFixed(1)}): ${p.explanation}`}</Typography.Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
