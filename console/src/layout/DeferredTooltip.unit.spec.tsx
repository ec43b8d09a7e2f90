import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DeferredTooltip } from './DeferredTooltip';

describe('DeferredTooltip', () => {
  it('shows its child at once, and the tooltip on hover once loaded', async () => {
    await renderWithProviders(
      <DeferredTooltip title="Next day" enterDelay={0}>
        <button type="button">›</button>
      </DeferredTooltip>,
    );
    expect(screen.getByRole('button', { name: '›' })).toBeTruthy();
    await waitFor(() => {
      fireEvent.mouseOver(screen.getByRole('button'));
      expect(screen.getByRole('tooltip').textContent).toBe('Next day');
    });
  });
});
