import { PaginationItem, type PaginationRenderItemParams } from '@mui/material';
import { toPersianDigits } from '@meydan/shared-types/text';

/**
 * Page numbers in the digits their accessible names use («برو به صفحه ۲»): a voice-control user
 * says what is written on the button, and a written "2" under the name "۲" is a different word.
 */
export const persianPageItem = (item: PaginationRenderItemParams) => (
  <PaginationItem {...item} page={item.page === null ? null : toPersianDigits(String(item.page))} />
);
