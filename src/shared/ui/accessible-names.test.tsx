/**
 * Names screen readers hear that Chakra/Zag would otherwise say in English: the notification region and its close
 * button, and a progress bar whose value is unknown ("loading...").
 */
import { ProgressCircle } from '@chakra-ui/react';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { i18next } from '../i18n/i18n';
import { useProgressTranslations } from './progress-text';
import { notifyError } from './toaster';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

function Busy({ value }: { value: number | null }) {
  return (
    <ProgressCircle.Root value={value} translations={useProgressTranslations()}>
      <ProgressCircle.Circle>
        <ProgressCircle.Track />
        <ProgressCircle.Range />
      </ProgressCircle.Circle>
    </ProgressCircle.Root>
  );
}

describe("accessible names in the reader's language", () => {
  it('names the notification region and its close button in Korean', async () => {
    await i18next.changeLanguage('ko');
    renderWithProviders(<p>page</p>);
    act(() => notifyError('실패'));
    expect(await screen.findByRole('region', { name: '알림 (Alt+T)' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '알림 닫기' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('says an unknown progress is loading, and a known one as a percent, in Arabic', async () => {
    await i18next.changeLanguage('ar');
    const { unmount } = renderWithProviders(<Busy value={null} />);
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('جارٍ التحميل…');
    expect(document.body.innerHTML).not.toContain('loading...');
    unmount();
    renderWithProviders(<Busy value={40} />);
    expect(screen.getByRole('progressbar')).toHaveAccessibleName(new Intl.NumberFormat('ar', { style: 'percent' }).format(0.4));
  });
});
