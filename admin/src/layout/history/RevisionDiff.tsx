import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { formatDate } from '@meydan/shared-types/calendar';
import { type RevisionItem } from '@meydan/shared-types/schemas';
import { toPersianDigits } from '@meydan/shared-types/text';
import { useTranslate } from 'react-admin';
import { useCalendar } from '../../calendar/useCalendar';
import { differingFields, kindOf, REFERENCES } from './revisionFields';
import { useReferenceTitles, type TitleOf } from './useReferenceTitles';
import { htmlToText, listDiff, wordDiff, type Piece } from './wordDiff';

type Values = Record<string, unknown>;

const REMOVED = { bgcolor: 'rgba(211, 47, 47, 0.14)', color: 'error.dark', textDecoration: 'line-through' };
const ADDED = { bgcolor: 'rgba(46, 125, 50, 0.16)', color: 'success.dark', textDecoration: 'none' };

/** Text with what was removed struck through in red and what was added in green, in reading order. */
function Pieces({ pieces, block = false }: { pieces: Piece[]; block?: boolean }) {
  return (
    <Typography
      component="div"
      variant="body2"
      data-testid="diff-text"
      sx={{
        whiteSpace: block ? 'pre-wrap' : 'normal',
        overflowWrap: 'anywhere',
        lineHeight: 2,
        maxHeight: block ? 420 : undefined,
        overflowY: 'auto',
      }}
    >
      {pieces.map((p, i) =>
        p.kind === 'same' ? (
          <span key={i}>{p.text}</span>
        ) : (
          <Box
            key={i}
            component={p.kind === 'added' ? 'ins' : 'del'}
            data-kind={p.kind}
            sx={{ ...(p.kind === 'added' ? ADDED : REMOVED), borderRadius: 0.5, px: 0.25 }}
          >
            {p.text}
          </Box>
        ),
      )}
    </Typography>
  );
}

/** Chips of a list of links: the ones removed struck through, the ones added marked, the rest as they were. */
function Links({ pieces }: { pieces: Piece[] }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {pieces.map((p, i) => (
        <Chip
          key={i}
          size="small"
          label={p.text}
          data-kind={p.kind}
          variant={p.kind === 'same' ? 'outlined' : 'filled'}
          sx={p.kind === 'same' ? undefined : p.kind === 'added' ? ADDED : REMOVED}
        />
      ))}
    </Stack>
  );
}

interface FieldProps {
  field: string;
  older: Values;
  newer: Values;
  titleOf: TitleOf;
}

function FieldDiff({ field, older, newer, titleOf }: FieldProps) {
  const translate = useTranslate();
  const [calendar] = useCalendar();
  const before = older[field];
  const after = newer[field];
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const scalar = (v: unknown): string => {
    if (v === null || v === undefined || v === '') return translate('meydan.history.empty_value');
    switch (kindOf(field, v)) {
      case 'status':
        return translate(`meydan.choices.publication.${String(v)}`);
      case 'date':
        return formatDate(String(v), { calendar, time: true });
      case 'boolean':
        return translate(v ? 'ra.boolean.true' : 'ra.boolean.false');
      case 'reference':
        return titleOf(REFERENCES[field], v as number);
      default:
        return typeof v === 'number' ? toPersianDigits(String(v)) : String(v);
    }
  };
  const kind = kindOf(field, after ?? before);

  if (kind === 'text') return <Pieces pieces={wordDiff(text(before), text(after))} />;
  if (kind === 'html') return <Pieces block pieces={wordDiff(htmlToText(text(before)), htmlToText(text(after)))} />;
  if (kind === 'references') {
    const names = (v: unknown) => ((v as number[] | null) ?? []).map((id) => titleOf(REFERENCES[field], id));
    return <Links pieces={listDiff(names(before), names(after))} />;
  }
  if (kind === 'items') {
    const lines = (v: unknown) =>
      ((v as RevisionItem[] | null) ?? []).map(
        (item, i) =>
          `${translate('meydan.history.photo', { n: toPersianDigits(String(i + 1)) })} · ${titleOf('media', item.media)} · ${item.caption || translate('meydan.history.noCaption')}`,
      );
    return (
      <Stack spacing={0.5}>
        {listDiff(lines(before), lines(after)).map((p, i) => (
          <Typography
            key={i}
            variant="body2"
            data-kind={p.kind}
            sx={{
              overflowWrap: 'anywhere',
              px: 0.5,
              borderRadius: 0.5,
              ...(p.kind === 'same' ? {} : p.kind === 'added' ? ADDED : REMOVED),
            }}
          >
            {p.text}
          </Typography>
        ))}
      </Stack>
    );
  }
  // A single value (status, date, a yes/no, one link): what it was beside what it became.
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Box component="del" data-kind="removed" sx={{ ...REMOVED, px: 0.5, borderRadius: 0.5 }}>
        {scalar(before)}
      </Box>
      <Typography variant="body2" aria-hidden>
        ←
      </Typography>
      <Box component="ins" data-kind="added" sx={{ ...ADDED, px: 0.5, borderRadius: 0.5 }}>
        {scalar(after)}
      </Box>
    </Stack>
  );
}

/**
 * Field by field, what changed from one saved version of a news item or gallery to another: words in
 * the title and lead, the body's text, and status, dates and links by their names.
 */
export function RevisionDiff({ resource, older, newer }: { resource: string; older: Values; newer: Values }) {
  const translate = useTranslate();
  const titleOf = useReferenceTitles([older, newer], translate('meydan.history.deleted'));
  const fields = differingFields(older, newer);
  if (!fields.length) return <Alert severity="info">{translate('meydan.history.noDifference')}</Alert>;
  return (
    <Stack spacing={1.5}>
      {fields.map((field) => (
        <Box key={field} data-field={field} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {translate(`resources.${resource}.fields.${field}`, { _: field })}
          </Typography>
          <FieldDiff field={field} older={older} newer={newer} titleOf={titleOf} />
        </Box>
      ))}
    </Stack>
  );
}
