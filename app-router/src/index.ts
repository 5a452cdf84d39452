// The router every app on a page shares: the only place that imports react-router. It re-exports
// just the declarative routing the product uses, so the shared singleton carries none of the data
// routers, server rendering or framework code of the whole package (a shared module cannot be
// tree-shaken: whatever it exports ships). See docs/decisions/0004-app-router-package.md.
export {
  BrowserRouter,
  createRoutesFromElements,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
