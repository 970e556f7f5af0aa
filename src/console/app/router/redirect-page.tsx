/**
 * `/redirect/<path>` refreshes a page: the tab "Refresh" goes here and this goes straight back to
 * `<path>` with replace, which remounts the page.
 */
import { Navigate, useLocation, useParams } from 'react-router';

export function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}
