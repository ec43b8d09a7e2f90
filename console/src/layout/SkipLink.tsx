import type { MouseEvent } from 'react';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** The id of each layout's `<main>`: where the skip link goes and where a new page's heading is looked for. */
export const MAIN_ID = 'main-content';

/** The first stop of every page: past the app bar and navigation to the screen itself, shown only when focused. */
export function SkipLink() {
  const { t } = useTranslation();
  // Focus, not the fragment: a hash in the URL would be a new history entry of the router's.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(calc(-100% - 16px))',
        '&:focus': { transform: 'none', outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {t('skipToMain')}
    </Link>
  );
}
