import { describe, expect, it } from 'vitest';
import { eventStoreSettingsFrom } from './configured-event-store';

describe('EVENTSTORE_URL', () => {
  it('selects KurrentDB at that address when set, the SQL database otherwise', () => {
    expect(eventStoreSettingsFrom({ EVENTSTORE_URL: 'kurrentdb://127.0.0.1:2113?tls=false' })).toEqual({ engine: 'kurrentdb', url: 'kurrentdb://127.0.0.1:2113?tls=false' });
    expect(eventStoreSettingsFrom({})).toEqual({ engine: 'sql' });
    expect(eventStoreSettingsFrom({ EVENTSTORE_URL: '  ' })).toEqual({ engine: 'sql' });
  });
});
