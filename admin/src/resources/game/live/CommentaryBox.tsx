import { useState, type KeyboardEvent } from 'react';
import { Box, Button, IconButton, List, ListItem, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import type { CommentaryEntry, CommentaryKind } from '@meydan/shared-types/schemas';
import { parseLocalizedNumber, toPersianDigits } from '@meydan/shared-types/text';
import { minuteLabel } from './DeskEventList';
import type { CommentaryDraft } from './useCommentaryDesk';

type Clock = { minute: number; extra: number } | null;

const clockText = (clock: Clock) => (clock ? toPersianDigits(clock.extra ? `${clock.minute}+${clock.extra}` : `${clock.minute}`) : '');

/** «۴۵+۲» or «47» as minute and added time; null when it is not a minute. */
function parseMinute(text: string): { minute: number; extraMinute: number | null } | null {
  const [m, x] = text.split('+').map((part) => parseLocalizedNumber(part.trim()));
  if (m === null || m === undefined || Number.isNaN(m)) return null;
  return { minute: Math.trunc(m), extraMinute: x ? Math.trunc(x) : null };
}

/** Enter sends, Shift+Enter starts a new line. */
const sendsOnEnter = (e: KeyboardEvent, send: () => void) => {
  if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
    e.preventDefault();
    send();
  }
};

interface Props {
  entries: CommentaryEntry[] | null;
  clock: Clock;
  onPost: (draft: CommentaryDraft) => Promise<boolean>;
  onUpdate: (entry: CommentaryEntry, draft: CommentaryDraft) => void;
  onRemove: (entry: CommentaryEntry) => void;
}

/** The commentary box and what was posted, newest first; the minute follows the clock until it is typed. */
export function CommentaryBox({ entries, clock, onPost, onUpdate, onRemove }: Props) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [kind, setKind] = useState<CommentaryKind>('note');
  const [typedMinute, setTypedMinute] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  const minuteText = typedMinute ?? clockText(clock);
  const at = parseMinute(minuteText);

  const send = async () => {
    const body = text.trim();
    if (!body || !at) return;
    setText('');
    const ok = await onPost({ ...at, kind, text: body });
    if (ok) {
      setKind('note');
      setTypedMinute(null);
    } else setText(body);
  };
  const saveEdit = (entry: CommentaryEntry) => {
    if (!editing?.text.trim()) return;
    onUpdate(entry, {
      minute: entry.minute,
      extraMinute: entry.extraMinute,
      kind: entry.kind,
      text: editing.text.trim(),
      media: entry.media,
    });
    setEditing(null);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label={translate('meydan.live.minute')}
          value={minuteText}
          error={!at}
          onChange={(e) => setTypedMinute(e.target.value)}
          sx={{ width: 96, flexShrink: 0, '&.MuiFormControl-root': { width: 96 } }}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', 'data-field': 'commentary-minute' } }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          onChange={(_, v: CommentaryKind | null) => v && setKind(v)}
          aria-label={translate('meydan.live.kind')}
        >
          <ToggleButton value="note">{translate('meydan.live.note')}</ToggleButton>
          <ToggleButton value="key" color="error">
            {translate('meydan.live.key')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <TextField
          fullWidth
          multiline
          minRows={2}
          maxRows={8}
          label={translate('meydan.live.commentary')}
          helperText={translate('meydan.live.enterHint')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => sendsOnEnter(e, () => void send())}
          slotProps={{ htmlInput: { 'data-field': 'commentary-text', maxLength: 500 } }}
        />
        <IconButton
          color="primary"
          aria-label={translate('meydan.live.post')}
          onClick={() => void send()}
          disabled={!text.trim() || !at}
          sx={{ mb: 3 }}
        >
          <SendIcon sx={{ transform: 'scaleX(-1)' }} />
        </IconButton>
      </Box>
      {entries && entries.length === 0 && (
        <Typography color="text.secondary" variant="body2">
          {translate('meydan.live.noCommentary')}
        </Typography>
      )}
      <List dense disablePadding data-testid="desk-commentary">
        {(entries ?? []).map((e) => (
          <ListItem
            key={e.id}
            divider
            disableGutters
            sx={{ gap: 1.5, alignItems: 'flex-start', bgcolor: e.kind === 'key' ? 'action.selected' : undefined, px: 0.5 }}
            data-entry={e.id}
          >
            <Box component="span" dir="ltr" sx={{ minWidth: 52, fontWeight: 700, pt: 0.5, textAlign: 'start' }}>
              {minuteLabel(e.minute, e.extraMinute)}
            </Box>
            {editing?.id === e.id ? (
              <Box sx={{ flex: 1 }}>
                <TextField
                  fullWidth
                  multiline
                  autoFocus
                  size="small"
                  value={editing.text}
                  onChange={(ev) => setEditing({ id: e.id, text: ev.target.value })}
                  onKeyDown={(ev) => {
                    if (ev.key === 'Escape') setEditing(null);
                    else sendsOnEnter(ev, () => saveEdit(e));
                  }}
                />
                <Button size="small" onClick={() => saveEdit(e)}>
                  {translate('ra.action.save')}
                </Button>
                <Button size="small" onClick={() => setEditing(null)}>
                  {translate('ra.action.cancel')}
                </Button>
              </Box>
            ) : (
              <Typography variant="body2" sx={{ flex: 1, whiteSpace: 'pre-line', pt: 0.5, overflowWrap: 'anywhere' }}>
                {e.text}
              </Typography>
            )}
            {editing?.id !== e.id && (
              <Box sx={{ display: 'flex', flexShrink: 0 }}>
                <IconButton
                  size="small"
                  aria-label={translate('ra.action.edit')}
                  disabled={e.id < 0}
                  onClick={() => setEditing({ id: e.id, text: e.text })}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={translate('ra.action.delete')} disabled={e.id < 0} onClick={() => onRemove(e)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Box>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
