import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * Inputs side by side that wrap on narrow screens. react-admin 5 inputs are full width, so each
 * child gets a flexible basis instead of its own width.
 */
export const Row = ({ children, basis = 220 }: { children: ReactNode; basis?: number }) => (
  <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%', '& > *': { flex: `1 1 ${basis}px`, minWidth: 0 } }}>{children}</Box>
);
