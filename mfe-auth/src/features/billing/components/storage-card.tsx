import { Alert, Card, Progress, Typography } from 'antd';
import { STORAGE, type Billing } from '@brandcast/shared';

/** Past this share of the plan's storage, the card says how to make room. */
const ALMOST_FULL = 0.9;

/** The account's recordings against the plan's storage: "120 MB of 2 GB used". */
export function StorageCard({ billing }: { billing: Billing }) {
  const { storage } = billing;
  const share = storage.quotaBytes > 0 ? Math.min(1, storage.usedBytes / storage.quotaBytes) : 1;
  const used = STORAGE.used(storage);
  return (
    <Card title="Storage">
      <Typography.Paragraph strong style={{ marginBottom: 8 }}>
        {used}
      </Typography.Paragraph>
      <Progress
        percent={Math.floor(share * 100)}
        status={share >= ALMOST_FULL ? 'exception' : 'normal'}
        showInfo={false}
        aria-label={`Storage: ${used}`}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        Every recording you upload counts, in whichever project it is saved.
      </Typography.Paragraph>
      {share >= ALMOST_FULL ? (
        <Alert style={{ marginTop: 16 }} type="warning" showIcon title={STORAGE.almostFull} />
      ) : null}
    </Card>
  );
}
