import { faDigits } from '../../../lib/format';

/** A minute as a scoreboard writes it: «۴۵+۲′». */
export const minuteText = (minute: number, extra: number | null | undefined) => `${faDigits(minute)}${extra ? `+${faDigits(extra)}` : ''}′`;
