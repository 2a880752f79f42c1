import { faDigits } from '../../lib/format';

/** A player's shirt number in its round badge, read out as «شماره …»; an empty badge when there is none. */
export function ShirtNumber({ number }: { number: number | null }) {
  return (
    <span className="squad__number">
      {number !== null && <span className="visually-hidden">شماره </span>}
      {number !== null ? faDigits(number) : ''}
    </span>
  );
}
