import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ClusterMap } from './ClusterMap';
import type { MapPoint } from './clusters';

// Two homes 40 m apart in one street, a third some 20 km away.
const POINTS: MapPoint[] = [
  { id: 'a', lat: 43.7, lng: -79.4, label: 'Alder House' },
  { id: 'b', lat: 43.7003, lng: -79.4003, label: 'Birch Home' },
  { id: 'c', lat: 43.6, lng: -79.2, label: 'Cedar Place' },
];

const renderMap = async (onSelect = vi.fn()) => {
  await renderWithProviders(<ClusterMap points={POINTS} onSelect={onSelect} label="Map of the results" />);
  return { onSelect, region: await screen.findByRole('region', { name: 'Map of the results' }) };
};

const clusterNames = () => screen.queryAllByRole('button', { name: /places? here: zoom in/ }).map((button) => button.getAttribute('aria-label'));
const pointNames = () => ['Alder House', 'Birch Home', 'Cedar Place'].filter((name) => screen.queryByRole('button', { name }) !== null);

describe('ClusterMap without a Google key', () => {
  it('draws on its own surface, fitted to the points, the two neighbours as one cluster', async () => {
    const { region } = await renderMap();
    expect(screen.getByText('Simplified map')).toBeTruthy();
    expect(region.getAttribute('data-zoom')).toBe('11');
    expect(clusterNames()).toEqual(['2 places here: zoom in']);
    expect(pointNames()).toEqual(['Cedar Place']);
  });

  it('opens a cluster by zooming in until its places come apart', async () => {
    const { region } = await renderMap();
    fireEvent.click(screen.getByRole('button', { name: '2 places here: zoom in' }));
    expect(region.getAttribute('data-zoom')).toBe('16');
    expect(clusterNames()).toEqual([]);
    expect(pointNames()).toEqual(['Alder House', 'Birch Home']);

    fireEvent.click(screen.getByRole('button', { name: 'Show all places' }));
    expect(region.getAttribute('data-zoom')).toBe('11');
    expect(clusterNames()).toEqual(['2 places here: zoom in']);
  });

  it('merges every place into one cluster when zoomed out, and splits them again when zoomed in', async () => {
    const { region } = await renderMap();
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let click = 0; click < 5; click += 1) fireEvent.click(zoomOut);
    expect(region.getAttribute('data-zoom')).toBe('6');
    expect(clusterNames()).toEqual(['3 places here: zoom in']);
    expect(pointNames()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(clusterNames()).toEqual(['2 places here: zoom in']);
    expect(pointNames()).toEqual(['Cedar Place']);
  });

  it('zooms and pans from the keyboard', async () => {
    const { region } = await renderMap();
    region.focus();
    fireEvent.keyDown(region, { key: '+' });
    expect(region.getAttribute('data-zoom')).toBe('12');
    fireEvent.keyDown(region, { key: '-' });
    fireEvent.keyDown(region, { key: '-' });
    expect(region.getAttribute('data-zoom')).toBe('10');
    const leftOfCedar = () => getComputedStyle(screen.getByRole('button', { name: 'Cedar Place' })).left;
    const before = leftOfCedar();
    expect(before).toMatch(/px$/);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    // Looking east moves what is on the map to the left.
    expect(Number.parseFloat(leftOfCedar())).toBeLessThan(Number.parseFloat(before));
    expect(region.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('tells the screen which place a marker stands for, and highlights the chosen one', async () => {
    const onSelect = vi.fn();
    await renderWithProviders(<ClusterMap points={POINTS} onSelect={onSelect} selectedId="c" label="Map of the results" />);
    const cedar = screen.getByRole('button', { name: 'Cedar Place' });
    expect(cedar.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(cedar);
    expect(onSelect).toHaveBeenCalledWith('c');
  });

  it('shows an empty world without places, and names its controls in Spanish', async () => {
    await renderWithProviders(<ClusterMap points={[]} onSelect={vi.fn()} label="Mapa" />, { locale: 'es-ES' });
    expect(await screen.findByRole('region', { name: 'Mapa' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Acercar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alejar' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /lugar/ })).toHaveLength(1);
  });
});
