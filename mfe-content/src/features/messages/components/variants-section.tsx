import { Button, Space, Typography } from 'antd';
import { CREDIT_COSTS, DEFAULT_VARIATIONS, canDoToMessage, type Message } from '@brandcast/shared';
import { toast } from '@brandcast/shared/client';
import { useGenerateVariants } from '../api/generate-variants';
import { RequestError } from '../../../components/request-error';
import { MESSAGE_ERRORS, canChange } from '../utils/message-rules';
import { ItemList } from './item-list';
import { PreviewScoreLine } from './preview-score-line';
import { ProviderNote } from './provider-note';

/** Other wordings of the message; a split test gives each its own link to compare them by clicks. */
export function VariantsSection({ message }: { message: Message }) {
  const generate = useGenerateVariants(message.id);
  const allowed = canChange(message.role) && canDoToMessage('variants', message.status);

  return (
    <section aria-labelledby="variants-heading">
      <Typography.Title level={3} id="variants-heading">
        Variants
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Other wordings of this message. A split test gives the message and each variant a link of its own, so clicks
        show which one works.
      </Typography.Paragraph>
      {allowed ? (
        <Button
          style={{ marginBottom: 8 }}
          loading={generate.isPending}
          onClick={() =>
            generate.mutate(
              { count: DEFAULT_VARIATIONS },
              { onSuccess: () => toast.success('New variants were added.') },
            )
          }
        >
          Generate variants — {CREDIT_COSTS.brandMessage} credits
        </Button>
      ) : null}
      {generate.isError ? (
        <RequestError error={generate.error} fallback={MESSAGE_ERRORS.variants} style={{ marginBottom: 8 }} />
      ) : null}
      <ItemList
        items={message.variants}
        itemKey={(variant) => variant.id}
        empty="No variants yet."
        render={(variant, index) => (
          <Space orientation="vertical" size={2}>
            <Typography.Text strong>
              Variant {index + 1}: {variant.content}
            </Typography.Text>
            <PreviewScoreLine text={variant.content} />
            <ProviderNote provider={variant.provider} />
          </Space>
        )}
      />
    </section>
  );
}
