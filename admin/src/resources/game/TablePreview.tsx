import { useMemo } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { computeLeagueTable, type LeagueTableInput, type TableRow as Row } from '@meydan/shared-types/sport';
import { toPersianDigits } from '@meydan/shared-types/text';

interface Props {
  input: LeagueTableInput;
  highlight: readonly number[];
}

const COLUMNS: ReadonlyArray<[string, (r: Row) => string | number]> = [
  ['played', (r) => r.played],
  ['won', (r) => r.won],
  ['drawn', (r) => r.drawn],
  ['lost', (r) => r.lost],
  ['gf', (r) => r.goalsFor],
  ['ga', (r) => r.goalsAgainst],
  ['gd', (r) => r.goalDifference],
  ['points', (r) => r.points],
];

/** The league table as it will be once the result on screen is saved (same computation as the server). */
export function TablePreview({ input, highlight }: Props) {
  const translate = useTranslate();
  const rows = useMemo(() => computeLeagueTable(input), [input]);
  return (
    <Box sx={{ overflowX: 'auto' }} data-testid="table-preview">
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {translate('meydan.game.tableAfter')}
      </Typography>
      <Table size="small" sx={{ '& th, & td': { px: 0.75, whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('meydan.table.rank')}</TableCell>
            <TableCell>{translate('meydan.table.team')}</TableCell>
            {COLUMNS.map(([key]) => (
              <TableCell key={key} align="center">
                {translate(`meydan.table.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.teamId}
              selected={highlight.includes(row.teamId)}
              data-team={row.teamId}
              sx={{ borderInlineStart: row.zone ? `4px solid ${row.zone.color}` : undefined }}
            >
              <TableCell>{toPersianDigits(row.rank)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.title}</TableCell>
              {COLUMNS.map(([key, value]) => (
                <TableCell key={key} align="center" data-col={key} sx={key === 'points' ? { fontWeight: 700 } : undefined}>
                  {toPersianDigits(value(row))}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
