/**
 * The door of every page that needs a key: without one it says so at once (and asks the server nothing); with one it
 * asks `api/h5/me` whose key it is, and shows the translated refusal when the key is unknown, revoked, expired or its
 * user disabled. Only a working key reaches the page, with its principal.
 */
import type { ReactNode } from 'react';
import type { LinkKeyPrincipal } from '../../../../streams/contracts/link-keys';
import { useH5Link } from './page-context';
import { ErrorState, KeyProblem, Loading } from './ui';
import { useRequest } from './use-request';

/** Renders `children(principal)` once the link's key is known to work. */
export function KeyGate({ children }: { children: (principal: LinkKeyPrincipal) => ReactNode }) {
  const link = useH5Link();
  const me = useRequest((signal) => link.api.me(signal), [link], link.key !== null);
  if (link.key === null) return <KeyProblem />;
  if (me.data) return <>{children(me.data)}</>;
  if (me.status === 'error') return <ErrorState error={me.error} onRetry={me.reload} />;
  return <Loading />;
}
