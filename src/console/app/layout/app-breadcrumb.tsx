/**
 * Breadcrumb: desktop only, starts with the dashboard, the last crumb is not a link; directories marked
 * 'noredirect' are shown but not linked.
 */
import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { handleOf } from '../router/route-handle';
import { useTitle } from './use-title';

interface Crumb {
  path: string;
  title: string;
  link: boolean;
}

export function useCrumbs(): Crumb[] {
  const matches = useMatches();
  const crumbs: Crumb[] = [];
  for (const m of matches) {
    const h = handleOf(m.handle);
    if (!h.title || m.pathname === '/redirect' || m.pathname.startsWith('/redirect/')) continue;
    const path = m.pathname.replace(/\/+$/, '') || '/';
    if (crumbs.some((c) => c.path === path)) continue;
    crumbs.push({ path, title: h.title, link: h.breadcrumbLink !== false });
  }
  if (crumbs[0]?.path !== '/dashboard') crumbs.unshift({ path: '/dashboard', title: 'x:dashboard', link: true });
  return crumbs;
}

export function AppBreadcrumb() {
  const { t } = useTranslation();
  const title = useTitle();
  const crumbs = useCrumbs();
  return (
    <Breadcrumb.Root data-testid="breadcrumb" aria-label={t('breadcrumb.label')} size="sm">
      <Breadcrumb.List>
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <Fragment key={c.path}>
              <Breadcrumb.Item>
                {last ? (
                  <Breadcrumb.CurrentLink>{title(c.title)}</Breadcrumb.CurrentLink>
                ) : c.link ? (
                  <Breadcrumb.Link asChild>
                    <Link to={c.path}>{title(c.title)}</Link>
                  </Breadcrumb.Link>
                ) : (
                  <Breadcrumb.Link as="span" color="fg.muted">
                    {title(c.title)}
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {last ? null : <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
