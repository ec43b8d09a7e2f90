import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Basemap from './Basemap';

const size = { width: 640, height: 400 };

describe('Basemap', () => {
  it('draws the coasts and borders a view touches, and nothing over open sea', () => {
    const toronto = render(<Basemap view={{ center: { lat: 43.65, lng: -79.38 }, zoom: 9 }} size={size} />);
    const path = toronto.container.querySelector('svg[data-basemap] path')?.getAttribute('d') ?? '';
    expect(path).toMatch(/^M-?\d/);
    expect(path.split('M').length, 'only the rings near Toronto').toBeLessThan(40);
    const names = [...toronto.container.querySelectorAll('[data-basemap-city]')].map((city) => city.getAttribute('data-basemap-city'));
    expect(names).toEqual(expect.arrayContaining(['Toronto', 'Mississauga']));
    expect(names).not.toContain('Ottawa');

    const pacific = render(<Basemap view={{ center: { lat: 10, lng: -150 }, zoom: 6 }} size={size} />);
    expect(pacific.container.querySelector('svg[data-basemap] path')).toBeNull();
  });
});
