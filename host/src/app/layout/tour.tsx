import { Tour } from 'antd';

/** antd's Tour on its own, so that onboarding-tour.tsx can load it when the tour opens and not before. */
export default Tour;
