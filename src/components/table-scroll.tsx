import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SwipeLeftOutlined from '@mui/icons-material/SwipeLeftOutlined';
import { useTranslation } from '../i18n/use-translation.ts';

/**
 * The region's visible width, for what inside a wider table must stay in sight, such as the empty list's message (the
 * table's own width centres it out of a phone's screen).
 */
export const VISIBLE_WIDTH = '--table-scroll-visible-width';

/**
 * A table that scrolls sideways within its card on a narrow screen instead of widening the page: a named region that
 * the keyboard can reach and scroll with the arrow keys. While its columns do not all fit, a line above it says the
 * table scrolls and its right edge fades, so a phone user knows there is more to the side. Positioned, so text for
 * screen readers only (placed absolutely, see visually-hidden.ts) in its cells scrolls with it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const region = useRef<HTMLDivElement>(null);
  const [wider, setWider] = useState(false);
  useEffect(() => {
    const element = region.current;
    if (!element) return undefined;
    const measure = () => {
      setWider(element.scrollWidth > element.clientWidth + 1);
      element.style.setProperty(VISIBLE_WIDTH, `${String(element.clientWidth)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => {
      observer.disconnect();
    };
  }, []);
  return (
    <>
      {wider && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}
        >
          <SwipeLeftOutlined fontSize="small" aria-hidden />
          {t('shell-ui.tableScroll')}
        </Typography>
      )}
      <Box
        ref={region}
        role="region"
        aria-label={label}
        tabIndex={0}
        sx={{
          overflowX: 'auto',
          position: 'relative',
          ...(wider && { maskImage: 'linear-gradient(to right, black calc(100% - 24px), transparent)' }),
        }}
      >
        {children}
      </Box>
    </>
  );
}
