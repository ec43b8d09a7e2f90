import type { IntegrityFault, VerificationOutcome } from '@careledger/storage';

const count = (value: number) => value.toLocaleString('en-US');

const faultLine = (fault: IntegrityFault): string =>
  [
    `  ${fault.streamId}`,
    fault.streamVersion === null ? undefined : `version ${fault.streamVersion}`,
    fault.globalPosition === null ? undefined : `position ${fault.globalPosition}`,
    fault.reason,
    `expected ${fault.expectedHash ?? '-'}`,
    `stored ${fault.storedHash ?? '-'}`,
    fault.detail === null ? undefined : `(${fault.detail})`,
  ]
    .filter((part) => part !== undefined)
    .join('  ');

/** What `npm run verify` prints: what it checked, then "clean" or every broken link, one a line. */
export const verifyReport = (outcome: VerificationOutcome, checkedAgainst: string): string => {
  const checked = `${count(outcome.events)} events in ${count(outcome.streams)} streams; ${count(outcome.anchors)} anchors checked against ${checkedAgainst}.`;
  if (outcome.faults.length === 0) return `${checked}\nClean: every stream's hash chain holds, and the log matches every anchor.`;
  return `${checked}\n${count(outcome.faults.length)} broken ${outcome.faults.length === 1 ? 'link' : 'links'}:\n${outcome.faults.map(faultLine).join('\n')}`;
};
