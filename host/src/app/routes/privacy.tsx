import { PrivacyPage } from '../../public-pages/pages';
import { useDocumentTheme } from '../../public-pages/in-app';

export default function PrivacyRoute() {
  useDocumentTheme();
  return <PrivacyPage />;
}
