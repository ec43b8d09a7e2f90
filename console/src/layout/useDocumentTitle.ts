import { useEffect } from 'react';

export const useDocumentTitle = (title: string | undefined): void => {
  useEffect(() => {
    if (title !== undefined && title !== '') document.title = `${title} · Careledger`;
  }, [title]);
};
