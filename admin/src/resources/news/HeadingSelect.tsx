import { useEffect, useReducer, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;
type Level = (typeof LEVELS)[number];
const labelOf = (level: Level) => (level === 0 ? 'ra.tiptap.paragraph' : `ra.tiptap.heading${level}`);

/**
 * The paragraph/heading choice as one menu button. ra-input-rich-text's own puts a list item straight
 * inside a <nav>, which screen readers announce as a broken list.
 */
export function HeadingSelect() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    editor?.on('transaction', rerender);
    return () => {
      editor?.off('transaction', rerender);
    };
  }, [editor]);
  const current = LEVELS.find((level) => (level === 0 ? editor?.isActive('paragraph') : editor?.isActive('heading', { level }))) ?? 0;
  const choose = (level: Level) => {
    setAnchor(null);
    const chain = editor?.chain().focus();
    void (level === 0 ? chain?.setNode('paragraph') : chain?.setNode('heading', { level }))?.run();
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'heading-level-menu' : undefined}
        disabled={!editor?.isEditable}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate(labelOf(current))}
      </Button>
      <Menu id="heading-level-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LEVELS.map((level) => (
          <MenuItem key={level} selected={level === current} onClick={() => choose(level)}>
            {translate(labelOf(level))}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
