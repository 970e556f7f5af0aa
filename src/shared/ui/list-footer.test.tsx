/** The list footer's total: exact ("Total N"), or the server's estimate of a list too long to count ("About N"). */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { i18next } from '../i18n/i18n';
import { ListFooter } from './table-parts';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the list footer', () => {
  it('says an estimated total is an estimate, in the reader’s language, and still pages', async () => {
    renderWithProviders(<ListFooter total={1_000_214} approximate pageSize={20} page={0} onPageChange={() => undefined} />);
    expect(screen.getByText(/^About 1,?000,?214 in total$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    await i18next.changeLanguage('zh');
    expect(await screen.findByText(/^约 1,?000,?214 条$/)).toBeInTheDocument();
  });

  it('gives an exact total as it is', () => {
    renderWithProviders(<ListFooter total={42} pageSize={20} page={0} onPageChange={() => undefined} />);
    expect(screen.getByText('Total 42')).toBeInTheDocument();
  });
});
