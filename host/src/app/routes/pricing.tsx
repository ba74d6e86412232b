import { useAtomValue } from 'jotai';
import { planChoicePath } from '@brandcast/shared';
import { authAtom } from '@brandcast/shared/client';
import { PricingPage } from '../../public-pages/pages';
import { RouterLink, useDocumentTheme } from '../../public-pages/in-app';

/** /pricing inside the app: a signed-in visitor's plan buttons go straight to billing with the plan chosen. */
export default function PricingRoute() {
  useDocumentTheme();
  const { isAuthenticated } = useAtomValue(authAtom);
  return <PricingPage Link={RouterLink} choose={isAuthenticated ? planChoicePath : undefined} />;
}
