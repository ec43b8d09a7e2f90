import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tagged } from './tagged';

describe('tagged', () => {
  it('draws each tagged part with its drawing and keeps the words around it', () => {
    render(<p>{tagged('If this keeps happening, contact <mail>help@example.org</mail>. Or <call>phone</call> us.', { mail: (email) => <a href={`mailto:${email}`}>{email}</a> })}</p>);
    expect(screen.getByRole('link', { name: 'help@example.org' }).getAttribute('href')).toBe('mailto:help@example.org');
    expect(screen.getByRole('paragraph').textContent).toBe('If this keeps happening, contact help@example.org. Or phone us.');
  });

  it('leaves a text without tags as it is', () => {
    expect(tagged('Plain words.', {})).toEqual(['Plain words.']);
  });
});
