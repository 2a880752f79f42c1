export interface PageError {
  statusCode: number;
  /** A fatal error replaces the whole page; a non-fatal one renders inside the layout. */
  fatal: boolean;
  message: string;
}

/** The id of the script element that carries the hydration state in the server HTML. */
export const HYDRATION_SCRIPT_ID = '__MEYDAN_STATE__';
