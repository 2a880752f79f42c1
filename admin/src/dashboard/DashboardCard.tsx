import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { toPersianDigits } from '@meydan/shared-types/text';

interface Props<T extends RaRecord> {
  title: string;
  resource: string;
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Link to the list with the same filter. */
  to: string;
  itemHref: (record: T) => string;
  primary: (record: T) => ReactNode;
  secondary?: (record: T) => ReactNode;
  icon: ReactNode;
}

/** One dashboard tile: the count, the first five records, and a link to the filtered list. */
export function DashboardCard<T extends RaRecord>({ title, resource, filter, sort, to, itemHref, primary, secondary, icon }: Props<T>) {
  const translate = useTranslate();
  const { data, total, isPending } = useGetList<T>(resource, { filter, sort, pagination: { page: 1, perPage: 5 } });
  return (
    <Card sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }} data-testid={`dash-${title}`}>
      <CardHeader
        avatar={icon}
        title={translate(title)}
        action={<Chip label={toPersianDigits(String(total ?? 0))} color={total ? 'primary' : 'default'} sx={{ mt: 1 }} />}
        slotProps={{ title: { variant: 'subtitle1' } }}
      />
      {isPending && <LinearProgress />}
      <CardContent sx={{ pt: 0, flex: 1 }}>
        {!isPending && !data?.length && (
          <Typography color="text.secondary" variant="body2">
            {translate('meydan.dashboard.none')}
          </Typography>
        )}
        <List dense disablePadding>
          {data?.map((record) => (
            // A list holds list items: the link sits inside one.
            <ListItem key={record.id} disablePadding>
              <ListItemButton component={Link} to={itemHref(record)}>
                <ListItemText primary={primary(record)} secondary={secondary?.(record)} slotProps={{ primary: { noWrap: true } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
      <Box sx={{ p: 1, textAlign: 'end' }}>
        <Button component={Link} to={to} size="small">
          {translate('meydan.dashboard.all')}
        </Button>
      </Box>
    </Card>
  );
}
