import { LandingPage } from '../../public-pages/pages';
import { RouterLink, useDocumentTheme } from '../../public-pages/in-app';

export default function LandingRoute() {
  useDocumentTheme();
  return <LandingPage Link={RouterLink} />;
}
