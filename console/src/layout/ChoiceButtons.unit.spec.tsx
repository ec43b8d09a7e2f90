import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ChoiceButtons, PressButton } from './ChoiceButtons';

describe('ChoiceButtons', () => {
  const options = [
    { value: 'week', label: 'Week' },
    { value: 'month', label: 'Month' },
  ] as const;

  it('names its group, presses the chosen option, and tells another choice but not the same one again', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<ChoiceButtons label="Interval" value="week" options={options} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Interval' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(onChange).toHaveBeenCalledWith('month');
  });
});

describe('PressButton', () => {
  it('says whether it is pressed and tells each press', async () => {
    const onClick = vi.fn();
    await renderWithProviders(
      <PressButton rounded pressed={false} onClick={onClick}>
        Pending
      </PressButton>,
    );
    const button = screen.getByRole('button', { name: 'Pending' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
