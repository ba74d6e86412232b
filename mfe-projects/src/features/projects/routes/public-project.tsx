import { Alert, Card, Descriptions, Result, Tag, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import {
  ERRORS,
  PROJECT_DETAIL_FIELDS,
  PROJECT_DETAIL_LABELS,
  PROJECT_TYPE_LABELS,
  paths,
  projectDescription,
  isBrandColor,
  projectName,
} from '@brandcast/shared';
import { getErrorMessage, statusOf } from '@brandcast/shared/client';
import { ButtonLink, PageSpinner } from '@brandcast/shared/ui';
import { usePublicProject } from '../api/get-public-project';

/** /p/{id}: a public project, read-only, for anyone with the link. */
export default function PublicProjectRoute() {
  const { projectId = '' } = useParams();
  const project = usePublicProject(projectId);

  if (project.isPending) return <PageSpinner />;
  if (project.isError) {
    return statusOf(project.error) === 404 ? (
      <Result
        status="404"
        title={ERRORS.projectNotFound}
        subTitle="This project does not exist, or its owner has not made it public."
        extra={<ButtonLink to={paths.landing}>Go to Brandcast</ButtonLink>}
      />
    ) : (
      <Alert type="error" showIcon title={getErrorMessage(project.error, ERRORS.fetchProjectFailed)} />
    );
  }

  const { details, brand } = project.data;
  const filled = PROJECT_DETAIL_FIELDS.filter((field) => field !== 'businessName' && details[field]);
  // The owner's branding, while their plan shows it. Only a colour that passes shared's rule reaches CSS.
  const accent = isBrandColor(brand?.color) ? brand.color : undefined;
  const logoUrl = brand?.logoUrl?.startsWith('/api/branding/logo/') ? brand.logoUrl : undefined;
  return (
    <div
      style={{
        maxWidth: 760,
        margin: '0 auto',
        ...(accent ? { borderTop: `6px solid ${accent}`, paddingTop: 16 } : {}),
      }}
      data-brand-color={accent}
      data-testid="public-project"
    >
      {logoUrl ? (
        <img
          src={logoUrl}
          alt={`${projectName(details)} logo`}
          style={{ maxHeight: 64, maxWidth: 240, display: 'block', marginBottom: 16 }}
        />
      ) : null}
      <Typography.Title style={accent ? { borderLeft: `4px solid ${accent}`, paddingLeft: 12 } : undefined}>
        {projectName(details)}
      </Typography.Title>
      <Tag>{PROJECT_TYPE_LABELS[project.data.type]}</Tag>
      <Typography.Paragraph style={{ fontSize: 18, marginTop: 16 }}>{projectDescription(details)}</Typography.Paragraph>
      {filled.length > 0 ? (
        <Card>
          <Descriptions column={1} size="small">
            {filled.map((field) => (
              <Descriptions.Item key={field} label={PROJECT_DETAIL_LABELS[field]}>
                {details[field]}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Card>
      ) : null}
      <Typography.Paragraph type="secondary" style={{ marginTop: 24 }}>
        Shared with Brandcast.{' '}
        <ButtonLink to={paths.register} type="link" style={{ padding: 0 }}>
          Describe your own business
        </ButtonLink>
      </Typography.Paragraph>
    </div>
  );
}
