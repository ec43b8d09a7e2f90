import { describe, expect, it } from 'vitest';
import { withReadDescriptions } from './read-descriptions';

describe('withReadDescriptions', () => {
  it("adds a read's shared sentences after its own description", () => {
    const document = withReadDescriptions({
      paths: {
        '/api/patients': {
          get: {
            description: 'Families read the patients they registered.',
            parameters: [{ name: 'X-Min-Position', in: 'header' }, { name: 'page', in: 'query' }, { name: 'pageSize', in: 'query' }, { name: 'sort', in: 'query' }],
            responses: { 200: {}, 401: {}, 404: {} },
          },
        },
      },
    });
    const { description } = document.paths['/api/patients'].get;
    expect(description.startsWith('Families read the patients they registered. Needs a session')).toBe(true);
    for (const words of ['`read` scope', '404 for a record', 'Paged:', '`field:asc`', '`X-Min-Position`']) expect(description).toContain(words);
  });

  it('leaves a read without a description of its own undescribed, for the lint to name, and a command alone', () => {
    const document = withReadDescriptions({ paths: { '/api/provinces': { get: { responses: { 200: {} } } as { description?: string }, post: { responses: {} } as { description?: string } } } });
    expect(document.paths['/api/provinces'].get.description).toBeUndefined();
    expect(document.paths['/api/provinces'].post.description).toBeUndefined();
  });
});
