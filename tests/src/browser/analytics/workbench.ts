import type { Page, Response } from 'playwright-core';

/** Whether a response answers `POST /api/analytics/query` for a question that passes `check`. */
export const isQuery = (response: Response, check: (body: Record<string, unknown>) => boolean): boolean =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/analytics/query' && check(JSON.parse(response.request().postData() ?? '{}') as Record<string, unknown>);

/** The workbench's figures table: its header, then each interval's label and figures. */
export const tableOf = async (page: Page): Promise<string[][]> =>
  page.getByRole('table', { name: 'The chart’s figures' }).locator('tr').evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '')));
