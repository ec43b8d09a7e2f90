import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PeriodFilter } from './PeriodFilter';
import type { PeriodChoice } from './params';

const renderFilter = async (value: PeriodChoice = { period: 'All' }) => {
  const onChange = vi.fn<(choice: PeriodChoice) => void>();
  await renderWithProviders(<PeriodFilter value={value} onChange={onChange} />);
  return onChange;
};

const choose = async (name: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Period' }));
  fireEvent.click(await screen.findByRole('option', { name }));
};

const range = () => screen.getByRole('form', { name: 'Custom dates' });

describe('PeriodFilter', () => {
  it('applies a named period at once', async () => {
    const onChange = await renderFilter();
    await choose('Year to date');
    expect(onChange).toHaveBeenCalledWith({ period: 'YTD' });
  });

  it('asks for at least one date before applying a custom range', async () => {
    const onChange = await renderFilter();
    await choose('Custom dates…');
    fireEvent.click(within(range()).getByRole('button', { name: 'Apply dates' }));

    expect(within(range()).getByText('Choose a start date, an end date or both.')).toBeTruthy();
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a start after the end, with a clear message, and applies once corrected', async () => {
    const onChange = await renderFilter();
    await choose('Custom dates…');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));

    expect(screen.getByText('The start date must be on or before the end date.')).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-31' } });
    expect(screen.queryByText('The start date must be on or before the end date.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(onChange).toHaveBeenCalledWith({ period: 'range', from: '2026-05-10', to: '2026-05-31' });
  });

  it('takes a range open at one end, and the same day on both ends', async () => {
    const onChange = await renderFilter();
    await choose('Custom dates…');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(onChange).toHaveBeenLastCalledWith({ period: 'range', from: '2026-05-10', to: undefined });

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(onChange).toHaveBeenLastCalledWith({ period: 'range', from: '2026-05-10', to: '2026-05-10' });
  });

  it('shows the range it was given, ready to change', async () => {
    await renderFilter({ period: 'range', from: '2026-02-01', to: '2026-02-28' });
    expect(screen.getByRole('combobox', { name: 'Period' }).textContent).toBe('Custom dates…');
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2026-02-01');
    expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe('2026-02-28');
  });
});
