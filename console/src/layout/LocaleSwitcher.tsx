import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { createSvgIcon } from '@mui/material/utils';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, segmentInPath, switchLocale } from '../i18n';

// Beside its only user, not in icons.tsx: the public pages load this icon and none of the others.
const TranslateIcon = createSvgIcon(
  <path d="m12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z" />,
  'Translate',
);

/** Switches language and stays on the same page (same path, query and hash). */
export function LocaleSwitcher() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = segmentInPath(location.pathname);
  const currentLabel = LOCALES.find((locale) => locale.segment === current)?.label ?? current;

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t('locale.switch', { language: currentLabel })}
        aria-haspopup="menu"
        aria-controls={anchor === null ? undefined : menuId}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {currentLabel}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOCALES.map((locale) => (
          <MenuItem
            key={locale.segment}
            lang={locale.tag}
            selected={locale.segment === current}
            onClick={() => {
              setAnchor(null);
              if (locale.segment !== current) {
                void navigate(`${switchLocale(location.pathname, locale.segment)}${location.search}${location.hash}`, { state: location.state as unknown });
              }
            }}
          >
            {locale.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
