/**
 * The react-router surface of FinX. Apps import routing from here, never from `react-router`:
 * this module is the Module Federation singleton (one router context for the shell and every
 * remote), and because it re-exports by name the bundler drops the rest of react-router
 * (data routers, RSC, server rendering …) — ~60 KB gzip shipped whole when the package itself was shared.
 * Need another API? Add it here (shell and remotes pick it up on their next build).
 */
export {
  BrowserRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useInRouterContext,
  matchPath,
  generatePath,
} from 'react-router';
export type { LinkProps, NavLinkProps, NavigateFunction, Location, Params, To } from 'react-router';
