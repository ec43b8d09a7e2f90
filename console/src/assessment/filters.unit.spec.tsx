import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { StatusFilter, listParamsFrom, searchFrom } from './filters';

describe('list state in the URL', () => {
  it('reads defaults from an empty query and writes nothing back for them', () => {
    const params = listParamsFrom(new URLSearchParams());
    expect(params).toEqual({ page: 1, pageSize: 25, sort: { field: 'updatedAt', direction: 'desc' }, status: undefined });
    expect(searchFrom(params).toString()).toBe('');
  });

  it('round-trips page, size, sort and status', () => {
    const search = new URLSearchParams('page=3&pageSize=50&sort=visitAt:asc&status=2');
    expect(searchFrom(listParamsFrom(search)).toString()).toBe('page=3&pageSize=50&sort=visitAt%3Aasc&status=2');
  });

  it('ignores values the API would refuse', () => {
    const params = listParamsFrom(new URLSearchParams('page=0&pageSize=1000&sort=patientId:desc&status=42'));
    expect(params).toEqual({ page: 1, pageSize: 25, sort: { field: 'updatedAt', direction: 'desc' }, status: undefined });
  });
});

describe('StatusFilter', () => {
  it('lists every status in workflow order, translated, and reports the choice', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<StatusFilter value={undefined} statuses={undefined} onChange={onChange} />, { locale: 'es-ES' });

    const select = screen.getByRole('combobox', { name: 'Estado' });
    expect(select.textContent).toBe('Todos los estados');
    fireEvent.mouseDown(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Todos los estados', 'Solicitada', 'Pendiente', 'Programada', 'Aprobada', 'Activa', 'Completada', 'Cancelada']);

    fireEvent.click(screen.getByRole('option', { name: 'Programada' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('clears the filter with "All statuses"', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<StatusFilter value={2} statuses={undefined} onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All statuses' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});
