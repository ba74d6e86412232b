import { TermsPage } from '../../public-pages/pages';
import { useDocumentTheme } from '../../public-pages/in-app';

export default function TermsRoute() {
  useDocumentTheme();
  return <TermsPage />;
}
