import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { newsApi } from '../../../domain/api/news.ts';
import { newsPostPath } from '../../../domain/news/latest.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { NewsBody } from './news-body.tsx';
import { NewsMeta } from './news-meta.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { SectionCard } from '../../components/section-card.tsx';

/** How many posts a dashboard shows. */
const DASHBOARD_NEWS = 3;
/** How many whole lines of a post's text the excerpt shows: clamped by line, never cut through one, at any width. */
const EXCERPT_LINES = 4;
const excerptSx = {
  mt: 0.5,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: String(EXCERPT_LINES),
  lineClamp: String(EXCERPT_LINES),
} as const;

/**
 * The dashboards' news block (spec section 2): the latest posts for the user's network and roles, and a link to all.
 */
export function NewsCard() {
  const { t } = useTranslation();
  const latest = useApiQuery(newsApi.latest, { query: { limit: DASHBOARD_NEWS } });
  const content = (
    <QueryContent query={latest} loadingLabel={t('news.card.loading')} empty={t('news.card.empty')}>
      {({ data }) => (
        <Stack component="ul" spacing={2.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.map((post) => (
            <Stack component="li" key={post.id} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {post.imageUrl && (
                <Box
                  component="img"
                  src={post.imageUrl}
                  alt={t('news.detail.imageAlt', { title: post.title })}
                  sx={{
                    width: { xs: '100%', sm: 140 },
                    height: 96,
                    objectFit: 'cover',
                    borderRadius: 1,
                    flexShrink: 0,
                  }}
                />
              )}
              <div>
                <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
                  <MuiLink component={Link} to={newsPostPath(post.id)}>
                    {post.title}
                  </MuiLink>
                </Typography>
                <NewsMeta post={post} />
                <Box data-testid="news-excerpt" sx={excerptSx}>
                  <NewsBody markup={post.body} />
                </Box>
              </div>
            </Stack>
          ))}
        </Stack>
      )}
    </QueryContent>
  );
  return (
    <SectionCard
      headingId="news-card-title"
      title={t('news.card.title')}
      actions={
        <Button component={Link} to="/news">
          {t('news.card.all')}
        </Button>
      }
    >
      {content}
    </SectionCard>
  );
}
