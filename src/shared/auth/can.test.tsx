import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Can } from './can';
import { useSessionStore } from './session-store';

describe('<Can> (permission gate)', () => {
  afterEach(() => useSessionStore.setState({ roles: [] }));

  it('removes the element when the user holds none of the permissions', () => {
    useSessionStore.setState({ roles: ['user:list'] });
    render(
      <Can permission="online:del" fallback={<span>hidden</span>}>
        <button type="button">Force out</button>
      </Can>,
    );
    expect(screen.queryByRole('button', { name: 'Force out' })).not.toBeInTheDocument();
    expect(screen.getByText('hidden')).toBeInTheDocument();
  });

  it('renders it for a holder, and for admin', () => {
    useSessionStore.setState({ roles: ['online:del'] });
    const { rerender } = render(
      <Can permission={['online:del', 'online:list']}>
        <button type="button">Force out</button>
      </Can>,
    );
    expect(screen.getByRole('button', { name: 'Force out' })).toBeInTheDocument();
    useSessionStore.setState({ roles: ['admin'] });
    rerender(
      <Can permission={['online:del', 'online:list']} mode="all">
        <button type="button">Force out</button>
      </Can>,
    );
    expect(screen.getByRole('button', { name: 'Force out' })).toBeInTheDocument();
  });
});
