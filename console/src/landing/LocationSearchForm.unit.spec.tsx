import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '../test/render';
import { LocationSearchForm } from './LocationSearchForm';
import { emptySearchForm, type SearchForm } from './searchForm';
import type { SearchType } from './searchTypes';

function Harness({ type, onSubmit }: { type: SearchType; onSubmit: (form: SearchForm) => void }) {
  const [form, setForm] = useState(emptySearchForm);
  return <LocationSearchForm type={type} value={form} onChange={setForm} onSubmit={onSubmit} serverErrors={{}} busy={false} />;
}

const renderForm = async (type: SearchType = 'shared-living', locale: 'en-US' | 'es-ES' = 'en-US') => {
  const onSubmit = vi.fn();
  await renderWithProviders(<Harness type={type} onSubmit={onSubmit} />, { locale, auth: null });
  return onSubmit;
};

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LocationSearchForm', () => {
  beforeEach(() => {
    stubApi(
      {
        'GET /api/location-data': () => jsonResponse(200, { data: [{ code: 'CA', label: 'Canada', provinces: [{ id: 9, code: 'ON', label: 'Ontario', cities: [{ id: 1, label: 'Toronto', latitude: 43.65, longitude: -79.38 }] }] }] }),
        'GET /api/caretypes/homecare': () => jsonResponse(200, { data: [{ id: 3, key: 'HOME_SUPPORT', label: 'Home support', translationKey: 'careService.homeSupport' }] }),
      },
      vi.stubGlobal,
    );
  });

  it('asks for a place before searching, and offers the known cities while typing', async () => {
    const onSubmit = await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a city, a place such as toronto, or "City, State, Country".')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type(/Location/, 'x'.repeat(101));
    expect(screen.queryByText(/Enter a city/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Each part between commas can have at most 100 characters.')).toBeTruthy();

    type(/Location/, 'Toronto, ON, CA');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...emptySearchForm(), location: 'Toronto, ON, CA' });
    const listId = screen.getByLabelText(/Location/).getAttribute('list') ?? '';
    await vi.waitFor(() => expect(document.getElementById(listId)?.querySelector('option')?.getAttribute('value')).toBe('Toronto, ON, CA'));
  });

  it('checks coordinates and the radius, naming the allowed ranges', async () => {
    const onSubmit = await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Coordinates' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Enter a latitude.')).toBeTruthy();
    expect(screen.getByText('Enter a longitude.')).toBeTruthy();

    type(/Latitude/, '91');
    type(/Longitude/, 'east');
    type(/Radius/, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Enter a latitude from -90 to 90, like 43.65.')).toBeTruthy();
    expect(screen.getByText('Enter a longitude from -180 to 180, like -79.38.')).toBeTruthy();
    expect(screen.getByText('Enter a radius above 0 and at most 500 km.')).toBeTruthy();
    type(/Radius/, '501');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Enter a radius above 0 and at most 500 km.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type(/Latitude/, '-90');
    type(/Longitude/, '-79.38');
    type(/Radius/, '12.5');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...emptySearchForm(), mode: 'coordinates', latitude: '-90', longitude: '-79.38', radiusKm: '12.5' });
  });

  it('takes decimal commas in Spanish and explains in Spanish', async () => {
    const onSubmit = await renderForm('day-program', 'es-ES');
    fireEvent.click(screen.getByRole('button', { name: 'Coordenadas' }));
    type(/Latitud/, '40,4168');
    type(/Longitud/, '-180,5');
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText('Escriba una longitud entre -180 y 180, como -3,70.')).toBeTruthy();
    type(/Longitud/, '-3,7038');
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ latitude: '40,4168', longitude: '-3,7038' }));
  });

  it('offers the homecare care types only in the homecare search', async () => {
    const onSubmit = await renderForm('homecare');
    const careType = await screen.findByRole('combobox', { name: 'Care type' });
    await vi.waitFor(() => expect(careType.getAttribute('aria-disabled')).toBeNull());
    fireEvent.mouseDown(careType);
    fireEvent.click(await screen.findByRole('option', { name: 'Home support' }));
    type(/Location/, 'toronto');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...emptySearchForm(), location: 'toronto', careTypeId: '3' });
  });
});
