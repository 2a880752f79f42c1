import { defaultToProduction } from '../node-env.js';
import { main } from './main.js';

defaultToProduction(import.meta.url);

main(process.argv.slice(2)).then(
  (code) => {
    // The server keeps the process alive; every other command exits with its code.
    if (code !== 'running') process.exit(code);
  },
  (err: unknown) => {
    console.error(`error: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
