/**
 * What the apps share as `react-router-dom` (sharing.ts, router.ts): only the names they use, re-exported from
 * react-router. A shared module is not tree-shaken, so react-router shared whole put ~60 KB before every first render;
 * this measured ~15 KB. sharing.test.ts fails when a source imports a name missing here.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
