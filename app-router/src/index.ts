// The router every app on a page shares: the only place that imports react-router. It re-exports
// just the declarative routing the product uses, so the shared singleton carries none of the data
// routers, server rendering or framework code of the whole package (a shared module cannot be
// tree-shaken: whatever it exports ships). See docs/decisions/0004-app-router-package.md.
export {
  BrowserRouter,
  createRoutesFromElements,
  MemoryRouter,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router-dom';
// Link, NavLink and useNavigate ask the page's leave guard first (unsaved changes).
export { Link, NavLink, useLeaveGuard, useNavigate, type LeaveGuard } from './leave-guard';
