import type { ReactNode } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ClusterMap } from './ClusterMap';

// The real library loads Google's script from the network: stand in for it, keeping its contract
// (children placed by their lat/lng props, the view driven by `center` and `zoom`).
vi.mock('google-map-react', () => ({
  default: ({ children, zoom, bootstrapURLKeys }: { children: ReactNode; zoom: number; bootstrapURLKeys: { key: string } }) => (
    <div data-testid="google-map" data-zoom={zoom} data-key={bootstrapURLKeys.key}>
      {children}
    </div>
  ),
}));

const POINTS = [
  { id: 'a', lat: 43.7, lng: -79.4, label: 'Alder House' },
  { id: 'b', lat: 43.7003, lng: -79.4003, label: 'Birch Home' },
  { id: 'c', lat: 43.6, lng: -79.2, label: 'Cedar Place' },
];

describe('ClusterMap with a Google key', () => {
  it('mounts the street map with the same clusters, and a cluster click zooms it in', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    const onSelect = vi.fn();
    await renderWithProviders(<ClusterMap points={POINTS} onSelect={onSelect} label="Map of the results" />);
    const map = await screen.findByTestId('google-map');
    expect(map.getAttribute('data-key')).toBe('test-key');
    expect(screen.queryByText('Simplified map')).toBeNull();
    expect(map.getAttribute('data-zoom')).toBe('11');

    fireEvent.click(screen.getByRole('button', { name: '2 places here: zoom in' }));
    expect(map.getAttribute('data-zoom')).toBe('16');
    fireEvent.click(screen.getByRole('button', { name: 'Birch Home' }));
    expect(onSelect).toHaveBeenCalledWith('b');
    vi.unstubAllEnvs();
  });
});
