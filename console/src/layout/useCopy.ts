import { useState } from 'react';

/** Copies `text` to the clipboard on `copy()`; `copied` says whether the last copy worked. */
export function useCopy(text: string): { copied: boolean; copy: () => void } {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    // Absent outside a secure context (plain http on another host).
    const clipboard = navigator.clipboard as Clipboard | undefined;
    void clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return { copied, copy };
}
