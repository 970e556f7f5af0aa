import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PickerSelect } from './picker-select';

const props = { label: 'Event', chooseText: 'Choose an event', unlistedText: 'Event 7 (not listed)', maxW: 'md', onSelect: vi.fn() };

describe('the page picker', () => {
  it('does not call a chosen value unlisted while the list is still loading', () => {
    renderWithProviders(<PickerSelect {...props} value="7" options={[]} pending />);
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveDisplayValue('…');
  });

  it('marks a chosen value that the loaded list does not hold', () => {
    renderWithProviders(<PickerSelect {...props} value="7" options={[{ value: '8', label: 'Newest · #8' }]} pending={false} />);
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveDisplayValue('Event 7 (not listed)');
  });

  it('chooses the newest when the address names none', () => {
    const onSelect = vi.fn();
    renderWithProviders(<PickerSelect {...props} onSelect={onSelect} value={undefined} options={[{ value: '8', label: 'Newest · #8' }, { value: '3', label: 'Old · #3' }]} pending={false} />);
    expect(onSelect).toHaveBeenCalledWith('8');
  });
});
