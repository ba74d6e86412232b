import { PricingPage } from '../../public-pages/pages';
import { RouterLink, useDocumentTheme } from '../../public-pages/in-app';

export default function PricingRoute() {
  useDocumentTheme();
  return <PricingPage Link={RouterLink} />;
}
