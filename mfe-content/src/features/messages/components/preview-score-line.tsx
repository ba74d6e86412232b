import { Typography } from 'antd';
import { scoreMessage } from '@brandcast/shared/scoring';

/** A generated text's score in one line, measured in the browser (free); the stored score comes from a test. */
export function PreviewScoreLine({ text }: { text: string }) {
  const { score, clarity, impact, memorability } = scoreMessage(text);
  return (
    <Typography.Text type="secondary">
      Preview score {score} · clarity {clarity} · impact {impact} · memorability {memorability}
    </Typography.Text>
  );
}
