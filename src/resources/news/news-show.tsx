import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOne } from '@refinedev/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { newsPostPath } from '../../../domain/news/latest.ts';
import { newsPosts } from '../../../domain/resources/news.ts';
import { AttachmentsPanel } from '../../components/attachments/index.ts';
import { usePageNoticesRead } from '../notifications/use-page-notices-read.ts';
import { RecordTimeline } from '../generic/record-timeline.tsx';
import { resourceMeta, resourcePaths } from '../generic/resource-paths.ts';
import { useResourcePermissions } from '../generic/use-resource-permissions.ts';
import { NewsBody } from './news-body.tsx';
import { NewsMeta } from './news-meta.tsx';
import type { NewsRecord } from '../../../domain/api/news.ts';
import { QueryContent } from '../../components/query-content.tsx';
import { RecordTitle } from '../../components/record-title.tsx';

/**
 * /news/show/:id: the post as its readers see it (opening it reads its notice); its writers also upload its image and
 * read its timeline.
 */
export function NewsShow() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const paths = resourcePaths(newsPosts);
  const permissions = useResourcePermissions(newsPosts);
  const { result, query } = useOne<NewsRecord>({
    resource: newsPosts.name,
    id,
    meta: resourceMeta(newsPosts),
    errorNotification: false,
  });
  usePageNoticesRead(newsPostPath(id), result !== undefined);
  return (
    <QueryContent query={query} loadingLabel={t('crud.loading')}>
      {({ data: post }) => (
        <Stack spacing={3} sx={{ maxWidth: 960 }}>
          <div>
            <RecordTitle kind={t('news.titles.show')} name={post.title} />
            <NewsMeta post={post} />
            <Typography variant="body2" color="text.secondary">
              {t('news.detail.forRoles', {
                roles: post.audienceRoles.map((role) => t(`news.values.audienceRoles.${role}`)).join(', '),
              })}
              {post.expiresAt && ` · ${t('news.detail.expiresOn', { date: post.expiresAt })}`}
            </Typography>
          </div>
          <Card>
            <CardContent>
              {post.imageUrl && (
                <Box
                  component="img"
                  src={post.imageUrl}
                  alt={t('news.detail.imageAlt', { title: post.title })}
                  sx={{ display: 'block', maxWidth: '100%', maxHeight: 360, borderRadius: 1, mb: 2 }}
                />
              )}
              <NewsBody markup={post.body} />
              {post.link && (
                <Button href={post.link} target="_blank" rel="noopener noreferrer" variant="outlined" sx={{ mt: 1 }}>
                  {t('news.detail.openLink')}
                </Button>
              )}
            </CardContent>
          </Card>
          {post.editable && (
            <AttachmentsPanel
              entityType="NewsPost"
              entityId={post.id}
              category="image"
              title={t('news.detail.imagePanel')}
              canUpload
              canDelete
            />
          )}
          {post.editable && <RecordTimeline declaration={newsPosts} id={post.id} />}
          <Stack direction="row" spacing={2}>
            <Button component={Link} to={paths.list} variant="outlined">
              {t('crud.backToList')}
            </Button>
            {permissions.edit && post.editable && (
              <Button component={Link} to={paths.edit(post.id)} variant="contained">
                {t('crud.edit')}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
    </QueryContent>
  );
}
