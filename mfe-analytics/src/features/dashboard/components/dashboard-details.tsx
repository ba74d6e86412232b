import { Col, Row } from 'antd';
import { ActivityCard } from '../../../components/activity-card';
import { InsightsCard } from '../../../components/insights-card';
import { CreditsCard } from './credits-card';
import { RecentProjects } from './recent-projects';

/** The dashboard's lower half for an account with work: insights, activity, recent projects and credits. */
export default function DashboardDetails() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <InsightsCard />
      </Col>
      <Col xs={24} lg={12}>
        <ActivityCard />
      </Col>
      <Col xs={24} lg={16}>
        <RecentProjects />
      </Col>
      <Col xs={24} lg={8}>
        <CreditsCard />
      </Col>
    </Row>
  );
}
