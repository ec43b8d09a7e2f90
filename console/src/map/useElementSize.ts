import { useEffect, useState } from 'react';
import type { Size } from './viewport';

/** An element's size, followed as it changes; `fallback` until it is known (or where nothing measures, as in tests). */
export const useElementSize = (fallback: Size): [(element: HTMLElement | null) => void, Size] => {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [size, setSize] = useState<Size | null>(null);
  useEffect(() => {
    if (element === null || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      const height = entry?.contentRect.height ?? 0;
      if (width > 0 && height > 0) setSize((current) => (current?.width === width && current.height === height ? current : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, size ?? fallback];
};
