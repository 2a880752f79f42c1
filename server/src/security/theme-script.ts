import { createHash } from 'node:crypto';
import { THEME_SCRIPT } from '@meydan/shared-types/client';

/**
 * The public pages' one inline script (see THEME_SCRIPT): its element as the document carries it, and
 * the CSP source that allows exactly that text. Pages come from a cache shared by every reader, so a
 * per-response nonce is impossible; a hash made once from the same constant can never disagree with it.
 */
export const THEME_SCRIPT_ELEMENT = `<script>${THEME_SCRIPT}</script>`;
export const THEME_SCRIPT_SRC = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
