import { JalaliDateInput } from '../inputs/JalaliDateInput';

/**
 * From/to filters over a date field. Kept apart from the other filters so lists without dates do
 * not load the date picker.
 */
export const dateRangeFilters = (source: string) => [
  <JalaliDateInput key={`${source}_gte`} source={`${source}_gte`} />,
  <JalaliDateInput key={`${source}_lte`} source={`${source}_lte`} endOfDay />,
];
