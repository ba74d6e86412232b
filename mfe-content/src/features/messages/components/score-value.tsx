import { Typography } from 'antd';
import type { Message } from '@brandcast/shared';

/** The stored score, which exists once a split test measured it; before that, saying so beats a 0. */
export function ScoreValue({
  message,
  labelled = false,
}: {
  message: Pick<Message, 'score' | 'testedAt'>;
  labelled?: boolean;
}) {
  return message.testedAt ? (
    <Typography.Text strong aria-label={`Score ${message.score} out of 100`}>
      {labelled ? `Score ${message.score} / 100` : message.score}
    </Typography.Text>
  ) : (
    <Typography.Text type="secondary">Not tested</Typography.Text>
  );
}
